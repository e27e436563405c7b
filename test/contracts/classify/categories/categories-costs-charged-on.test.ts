/**
 * A cost charged on to the other party (issue 18, h80money; `category-cues-payment.ts`, PAYMENT_STRONG_CUES): charging a
 * party what a thing cost, or the full price or fee, is billing it — Payment Terms & Billing beside the damage, the
 * removal or the cancellation the sentence is about. A price charged ("the fees in Schedule 1") is C9's amount, and a fee
 * not charged to a party named is not this cue's. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf } from '../helpers.js';

const PAYMENT = 'Payment Terms & Billing';

describe('a cost charged on to the other party is Payment Terms & Billing (h80money)', () => {
  it.each([
    'If you leave rubbish in the room, we can remove it and charge you the cost.',
    'We will fix any scratch to the boat and charge you the cost of the repair.',
    "If you miss a lesson without 12 hours' notice, we may charge you the full fee.",
    'The Landlord may replace lost keys and charge the Tenant the reasonable cost.',
    'The Agent may charge Principal its costs of storage.',
  ])('%s', (text) => {
    expect(cueOf(PAYMENT, text)).toBe('strong');
    expect(categoriesOf(text)[0]).toContain(PAYMENT);
  });

  it.each([
    'The Supplier shall not charge the Annual Fee for any month the service is down.',
    'The Supplier shall charge the Customer the fees in Schedule 1.',
    'We charge you the monthly fee on the first day of each month.',
    'The cost of the repair is charged at the rates in the price list.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(cueOf(PAYMENT, text)).not.toBe('strong');
  });
});
