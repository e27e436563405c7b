/**
 * Delivery for goods packed or labelled for their carriage (category-cues-goods-packed.ts, issue 18, h55cat); sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { GOODS_PACKED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-packed.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-goods-packed.ts reads the sentence. */
const cued = cuedBy(GOODS_PACKED_STRONG_CUES);

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

describe('categories: "packed" of a crowd, cases of a court or a help desk, notes and records (no Delivery from this cue; issue 18, hrev40)', () => {
  it('a packed venue or schedule, files packed, cases marked, a consignment note, a box of records', () => {
    const sentences = [
      'The venue will be packed in the evenings, so the Band must arrive by 6 pm.',
      'The schedule is packed into three days of workshops.',
      'The files are packed in a zip archive before upload.',
      'Cases are to be marked urgent when the Client needs a response within one day.',
      'Each case is to be labelled with the court\'s reference number.',
      'The Registrar shall label the consignment note with the booking reference.',
      'The Archive shall label each box of records with its retention date.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false, false, false]);
  });

  it('goods packed in a container or by the rules, a consignment labelled, still read', () => {
    const sentences = [
      'The wine shall be packed in wooden cases of six bottles.',
      'The oil is to be packed into sealed steel drums.',
      'The cells shall be packed in accordance with the rules for dangerous goods.',
      'The cloth is delivered packed in rolls wrapped in film.',
      'The Shipper shall label each consignment with the consignee\'s address.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true, true, true]);
  });
});
