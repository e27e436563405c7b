/**
 * A right granted to operate, place or install a thing at the grantor's place is Asset Use (the Asset Use row of
 * docs/contract-labels.md; categories/cues/category-cues-operating-rights.ts, issue 18, h68com). Sentences written for
 * these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('A right to operate or place a thing at the grantor\'s place (h68com)', () => {
  it('reads the right as Asset Use, its exclusivity staying Scope of Work', () => {
    // Changed on purpose (issue 18, h111cat): an exclusive right granted to carry on an activity is Scope of Work by its
    // own strong cue (sets 1–87: 11 of 11), beside the use of the place, as the kiosk's exclusivity always was.
    expect(one('The Port grants the Operator the exclusive right to operate the kiosk and the bar on board the ferry.')).toEqual(['Asset Use', 'Scope of Work']);
    expect(one('The Museum grants the Caterer the exclusive right to place coffee machines at the locations listed in Schedule 2.')).toEqual(['Asset Use', 'Scope of Work']);
    expect(one('The Trust grants the Outfitter the exclusive right to run a tented camp on the Camp Area shown on the plan.')).toEqual(['Asset Use', 'Scope of Work']);
  });
  it('reads no such use in a scheme or a programme operated, nor in a right to sell in a territory', () => {
    expect(one('The Council grants the Operator the exclusive right to operate an e-scooter scheme in the Service Area.')).toEqual(['Scope of Work']);
    expect(one('The Club grants the Coach the exclusive right to operate its junior programme.')).toEqual(['Intellectual Property', 'Scope of Work']);
    expect(one('The Owner grants the Agent the exclusive right to sell the Products in the Territory.')).toEqual(['Intellectual Property', 'Scope of Work']);
  });
});
