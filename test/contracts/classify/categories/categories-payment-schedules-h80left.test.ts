/**
 * A payment or repayment schedule named is Payment Terms & Billing (issue 18, h80left; h78c61b's leftover: a loan's
 * lead-in to its repayment rows). Sentences written for this test, none from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue, PREAMBLE } from '../helpers.js';

describe('a payment schedule named (category-cues-payment.ts)', () => {
  it('the schedule of payments or repayments, a lead-in to its rows', () => {
    const sentences = [
      'The repayment schedule for your loan of T$3,000 over 24 months is as follows:',
      'Below is the payment schedule for the first season:',
      'Customer shall pay the fees in accordance with the payment schedule in Annex C.',
      'The instalment schedule is attached as Schedule 4.',
      'A schedule of repayments is given to the Borrower on signing.',
    ];
    expect(sentences.map((s) => hasCue('Payment Terms & Billing', s))).toEqual(sentences.map(() => true));
    expect(categoriesOf(PREAMBLE, 'Below is the payment schedule for the first season:')[1]).toEqual(['Payment Terms & Billing']);
  });
  it('near misses: a schedule of works or deliveries, a training schedule, "schedule" as a verb', () => {
    const misses = [
      'The delivery schedule is set out in Annex C.',
      'The training schedule of the new staff is agreed each month.',
      'Supplier shall schedule the works with the site manager.',
      'The schedule of rates is attached as Schedule 4.',
    ];
    expect(misses.map((s) => hasCue('Payment Terms & Billing', s))).toEqual(misses.map(() => false));
  });
});
