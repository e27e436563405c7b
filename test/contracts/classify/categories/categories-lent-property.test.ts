/**
 * A thing one party supplies or lends to the other that "remains the property of" the first is Asset Use
 * (C83: sets 1–56 label 12 of the 12 such sentences so; category-cues-assets.ts reads a thing of
 * its THING list). The convention writes down what the sets and the cue already do (issue 18, h73left). Sentences
 * written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('a thing lent that remains its owner\'s (C83)', () => {
  it('equipment, moulds, containers supplied or lent: Asset Use', () => {
    for (const text of [
      'The moulds supplied by the Brand Owner remain the property of the Brand Owner at all times.',
      'The containers lent by the Dairy shall remain the property of the Dairy.',
      'The diving equipment is and shall remain the property of the Club.',
    ]) expect(one(text), text).toContain('Asset Use');
  });
  it('near misses the convention leaves to their own category: information and a work product, records', () => {
    for (const text of [
      'All Confidential Information remains the property of the Discloser.',
      'The designs and drawings remain the property of the Architect.',
    ]) expect(one(text), text).not.toContain('Asset Use');
  });
});
