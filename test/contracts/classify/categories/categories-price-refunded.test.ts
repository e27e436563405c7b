/**
 * A price refunded or credited back is no price set (category-cues-amounts.ts' PRICE_PAID_NOT_SAID, issue 18, h56cat):
 * no Pricing & Taxes from its "price"; a refund that names the price's amount or where it is set keeps it. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: a price refunded or credited (no Pricing & Taxes)', () => {
  it('credit its price, credit a party with their price, refund its sale price, refund the price of the tickets', () => {
    const got = categoriesOf(
      'If a bale fails the moisture test, the Grower shall replace it or credit its price.',
      'The Mill shall, at its option, replace the rejected rolls or credit the Printer with their price.',
      'Where a buyer returns a chair because of a defect, the Maker refunds its sale price to the Shop.',
      'If the Theatre cancels a performance, it shall refund the price of the affected tickets in full.',
    );
    expect(got.map((c) => c.includes('Pricing & Taxes'))).toEqual([false, false, false, false]);
  });
});

describe('categories: a price named where it is refunded (Pricing & Taxes kept)', () => {
  it('the price of an amount, the price stated in the Order', () => {
    const got = categoriesOf(
      'The Seller shall refund the price of $40 per tonne for each tonne short.',
      'The Supplier shall credit the price stated in the Order against the next invoice.',
    );
    expect(got.map((c) => c.includes('Pricing & Taxes'))).toEqual([true, true]);
  });
});
