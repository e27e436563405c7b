/**
 * C21 (issue 18, h23conv; docs/contracts.md): a defined fee is an amount, Pricing & Taxes (as C5's "Fixed Price"); a
 * defined retention, money held back from the payments, is Payment Terms & Billing. Sentences written for these tests,
 * not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { termCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf } from '../helpers.js';

describe('categories: a defined fee (C21)', () => {
  it('a fee defined: Pricing & Taxes', () => {
    expect(categoriesOf(
      '"Service Fee" means the monthly fee stated in the Order Form.',
      'Licence Fee means the yearly fee for the Pitch worked out under clause 3.',
      '"Fees" means the fees set out in Schedule 1.',
    )).toEqual([['Pricing & Taxes'], ['Pricing & Taxes'], ['Pricing & Taxes']]);
  });

  it('a retention defined: Payment Terms & Billing', () => {
    expect(categoriesOf('"Retention Fee" means the sum held back from each invoice until acceptance.')).toEqual([['Payment Terms & Billing']]);
    expect(['Retention Fee', 'Retention', 'Booking Fee', 'Management Fees'].map(termCategories)).toEqual([
      ['Payment Terms & Billing'], ['Payment Terms & Billing'], ['Pricing & Taxes'], ['Pricing & Taxes'],
    ]);
  });
});
