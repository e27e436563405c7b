/**
 * C91 (issue 18, h80money; `category-late-payment.ts`): a charge or a fee for a payment that fails, or for a cheque, a
 * check, a direct debit or a standing order returned unpaid, is what failing to pay costs — C17's, as a late fee's own
 * sum is: Payment Terms & Billing alone, no Pricing & Taxes. Another sum in the sentence (a price) keeps its Pricing &
 * Taxes (C9), a tax is not the rule's, and a charge for anything else is a price. Sentences written for these tests, not
 * taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { isLatePaymentCharge } from '../../../../src/contracts/classify/categories/category-late-payment.js';
import { categoriesOf } from '../helpers.js';

const FAILED = [
  'The Lender may charge £30 for each standing order that is returned unpaid.',
  'A charge of $25 applies to any card payment that is declined.',
  'If a payment fails, we may suspend your membership and charge a fee of €12 for each failed payment.',
  'If any check is dishonored, the Tenant must pay a fee of $40.',
  'We will add an administration fee to your account for every direct debit that has been rejected.',
];

describe('categories: a charge for a failed or returned payment (C91)', () => {
  it('is Payment Terms & Billing alone', () => {
    expect(FAILED.map(isLatePaymentCharge)).toEqual(FAILED.map(() => true));
    expect(categoriesOf(...FAILED)).toEqual(FAILED.map(() => ['Payment Terms & Billing']));
  });

  it('near misses: another sum beside it, a tax, a charge for something else, a returned thing that is no payment', () => {
    expect(isLatePaymentCharge('If a cheque is returned, the Buyer must pay the price of £900 and a fee of £20.')).toBe(false);
    expect(categoriesOf('If a cheque is returned, the Buyer must pay the price of £900 and a fee of £20.')).toEqual([['Payment Terms & Billing', 'Pricing & Taxes']]);
    expect(isLatePaymentCharge('A returned payment is subject to VAT and a charge of £15.')).toBe(false);
    expect(isLatePaymentCharge('The Club may charge £30 for each lesson booked.')).toBe(false);
    expect(isLatePaymentCharge('Goods that are returned damaged incur a restocking fee of £15.')).toBe(false);
    expect(isLatePaymentCharge('Safety checks that are declined by the tenant are charged to the tenant.')).toBe(false);
  });
});
