/**
 * Damage a party causes and pays for, said as a condition (category-cues-damage-made-good.ts, issue 18, h77c60b):
 * "If you damage X, you pay …" is Liability whatever the sum is called; a thing damaged by no party, a loss alone, or a
 * main clause that pays nothing is not. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DAMAGE_MADE_GOOD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-made-good.js';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** Whether a cue of category-cues-damage-made-good.ts reads the sentence. */
const read = (text: string) => DAMAGE_MADE_GOOD_STRONG_CUES.some(([re]) => re.test(text));
/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('damage a party causes, paid for under a condition (h77c60b)', () => {
  it('the party that damages a thing pays an excess, a cost or a charge: Liability', () => {
    const sentences = [
      'If the Customer damages a trailer, the Customer pays an excess of £600 for each claim.',
      'If the Customer damages or loses the hired tools, the Customer must pay the cost of replacing them.',
      'If the Supplier damages any fence while installing the equipment, the Supplier will pay the reasonable cost of the repair.',
      'If you damage the bike, you pay the first €200 of the repair bill.',
    ];
    expect(sentences.map(read)).toEqual([true, true, true, true]);
    expect(sentences.map((s) => one(s).includes('Liability'))).toEqual([true, true, true, true]);
  });
  it('a thing damaged by no party, a loss alone, or no payment in the main clause: not this cue', () => {
    const sentences = [
      'If the goods are damaged in transit, the Supplier pays for a replacement delivery.',
      'If the Customer loses a key card, the Customer pays £40 for a new one.',
      'If the Customer damages the garden, the Customer must restore it.',
      'If the Customer pays late. The Supplier may charge interest on any damage claim.',
    ];
    expect(sentences.map(read)).toEqual([false, false, false, false]);
  });
});
