/**
 * C17 reads a sum paid late, not a part of the goods delivered late (issue 18, h73f39d; h72pay's Left): "any instalment of
 * the goods is overdue" with a penalty is a delivery late, so C17's "Payment Terms & Billing only" is not its reading
 * (category-late-payment.ts PAID_LATE shares the sums-owed cue's NOT_OF_GOODS). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { isLatePaymentCharge } from '../../../../src/contracts/classify/categories/category-late-payment.js';

describe('an instalment of the goods overdue is no sum paid late (h73f39d)', () => {
  it('no late-payment charge for the goods, the works or an order overdue', () => {
    expect(isLatePaymentCharge('If any instalment of the goods is more than ten days overdue, the Seller shall pay a penalty of 0.5% of its value for each day of delay.')).toBe(false);
    expect(isLatePaymentCharge('If any instalment of the works is late, the Contractor pays a penalty of 0.1% of the contract price per day.')).toBe(false);
  });
  it('near misses: an instalment of the price, a bare instalment, a payment overdue keep C17', () => {
    expect(isLatePaymentCharge('If any instalment of the price is more than ten days overdue, the Buyer shall pay a penalty of 0.5% of it for each day of delay.')).toBe(true);
    expect(isLatePaymentCharge('If any instalment is more than ten days overdue, the Buyer shall pay interest at 8% a year.')).toBe(true);
    expect(isLatePaymentCharge('If any payment is late, the Customer pays interest at 2% above base rate.')).toBe(true);
  });
});
