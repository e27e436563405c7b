/**
 * Pricing & Taxes for work or items priced apart from the contract's price (category-cues-charged-separately.ts, issue
 * 18, h55cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CHARGED_SEPARATELY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-charged-separately.js';
import { categoriesOf } from '../helpers.js';

/** Whether the cue of category-cues-charged-separately.ts reads the sentence. */
const cued = (text: string) => CHARGED_SEPARATELY_STRONG_CUES.some(([re]) => re.test(text));

describe('categories: work or items priced separately (Pricing & Taxes)', () => {
  it('quoted, priced or charged separately, costing extra, extras', () => {
    const got = categoriesOf(
      'Tree surgery is outside the Services and will be quoted separately on request.',
      'Replacement of the boiler is not covered and shall be priced separately.',
      'Guided walks and bicycle hire are not included and cost extra.',
      'Meals on the excursion days are extras.',
    );
    expect(got.map((c) => c.includes('Pricing & Taxes'))).toEqual([true, true, true, true]);
  });
});

describe('categories: things kept or signed separately (no Pricing from this cue)', () => {
  it('stored, signed, assessed separately; an extra copy', () => {
    const sentences = [
      'Flammable liquids must be stored separately from the other goods.',
      'Each Work Order is signed separately by both parties.',
      'The Council will assess each claim separately.',
      'We will send you an extra copy of the report on request.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });
});
