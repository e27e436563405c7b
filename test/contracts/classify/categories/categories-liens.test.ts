/**
 * Payment Terms & Billing for a lien held over goods for what is owed (category-cues-liens.ts, issue 18, h55cat);
 * sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { LIEN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-liens.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

/** Whether the cue of category-cues-liens.ts reads the sentence. */
const cued = cuedBy(LIEN_STRONG_CUES);

describe('categories: a lien held for what is owed (Payment Terms & Billing)', () => {
  it('a general lien, a right of retention, a hypothec, a lien granted', () => {
    const got = categoriesOf(
      'The Repairer shall have a general lien on every boat in its yard for all charges the Owner has not paid.',
      'The Garage has a right of retention over the car until the invoice for the repair is settled.',
      '4.2 The Landlord shall have a hypothec over the furniture in the Shop as security for the rent.',
      'The Breeder grants the Kennel a possessory lien on the dogs to secure its boarding fees.',
    );
    expect(got.map((c) => c.includes('Payment Terms & Billing'))).toEqual([true, true, true, true]);
  });
});

describe('categories: a thing free of liens, or no lien (no Payment from this cue)', () => {
  it('free of any lien, kept free of liens, no lien, a heading', () => {
    const sentences = [
      'The Seller warrants that the tractor is free of any lien or charge.',
      'The Hirer must keep the generator free of all liens and encumbrances.',
      'The Storer shall have no lien over the Customer\'s paintings.',
      '9. Lien',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });
});

describe('categories: a lien denied (no Payment from this cue; issue 18, hrev40)', () => {
  it('does not have, shall not have, neither party shall have, no party has', () => {
    const sentences = [
      'The Agent does not have a lien over any money held in the client account.',
      'The Carrier shall not have a general lien on the Goods.',
      'Neither party shall have a lien on the other\'s property.',
      'No party to this Agreement has a lien over the shared equipment.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false]);
  });

  it('a lien held after a negation in another clause is still read', () => {
    const sentences = [
      'If the Owner does not pay, the Repairer has a lien on the boat for the unpaid charges.',
      'The Hotel has a lien on the guest\'s luggage for unpaid room charges.',
    ];
    expect(sentences.map(cued)).toEqual([true, true]);
  });
});
