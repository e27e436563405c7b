/**
 * Delivery for goods packed or labelled for their carriage (category-cues-goods-packed.ts, issue 18, h55cat); sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { GOODS_PACKED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-packed.js';
import { categoriesOf } from '../helpers.js';

/** Whether the cue of category-cues-goods-packed.ts reads the sentence. */
const cued = (text: string) => GOODS_PACKED_STRONG_CUES.some(([re]) => re.test(text));

describe('categories: goods packed or labelled for carriage (Delivery)', () => {
  it('packed in bags, a crate labelled, a sack bearing a label, each box packed', () => {
    const got = categoriesOf(
      'The honey is to be packed in glass jars of 500 g inside padded cartons.',
      'Each crate shall be labelled with the variety, the grower number and the harvest date.',
      'Every sack is to bear a label showing the lot and the moisture reading.',
      'The Roaster must pack each box so that it survives a fall from one metre.',
    );
    expect(got.map((c) => c.includes('Delivery'))).toEqual([true, true, true, true]);
  });
});

describe('categories: other marking or packing (no Delivery from this cue)', () => {
  it('a packer\'s cartons, a thing marked that is no container, a packed hall', () => {
    const sentences = [
      'The Packer shall grade the apples and pack them into cartons labelled with the orchard code.',
      'New tiles are to be marked and dated on their underside.',
      'The Contractor shall mark the boundary of the site with posts.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false]);
  });
});
