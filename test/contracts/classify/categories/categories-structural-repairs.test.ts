/**
 * Asset Use for the structural or major repairs of a let building (category-cues-structural-repairs.ts, issue 18,
 * h55cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { STRUCTURAL_REPAIR_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-structural-repairs.js';
import { categoriesOf } from '../helpers.js';

/** Whether the cue of category-cues-structural-repairs.ts reads the sentence. */
const cued = (text: string) => STRUCTURAL_REPAIR_STRONG_CUES.some(([re]) => re.test(text));

describe('categories: structural or major repairs of a let building (Asset Use)', () => {
  it('who carries out or pays for them', () => {
    const got = categoriesOf(
      'The Council is responsible for structural repairs to the pavilion and its changing rooms.',
      'Structural repairs to the barn shall be carried out by the Owner at its own expense.',
      'The Grazier is not liable for the cost of major repairs to the sheds.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true, true]);
  });
});

describe('categories: other repairs (no Asset Use from this cue)', () => {
  it('one structural repair, repairs in general, a repair of goods', () => {
    const sentences = [
      'If the Landlord fails to carry out a structural repair, the Tenant may do it and deduct the cost from the rent.',
      'The Seller will not carry out any repairs to the house before completion.',
      'The Workshop will quote for repairs to the watch before it starts work.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false]);
  });
});
