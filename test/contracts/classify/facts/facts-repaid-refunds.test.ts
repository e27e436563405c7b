/**
 * "repay" is a payment verb (facts set 36's cause 7, h63f36), but not of a sum handed back: an overpayment, an excess or a
 * price repaid is a refund, as a deposit or a bond repaid is (facts.ts PAYMENT; hrev53's review of round 1). Contracts of
 * my own; a cost or an advance repaid stays a payment term.
 */
import { describe, expect, it } from 'vitest';
import { paymentTerms } from '../facts-readers.js';

const opening = 'This Agreement is made on 3 February 2031 between Brightwell Ltd ("Customer") and Ostrava Systems s.r.o. ("Supplier").';

describe('a sum handed back is no payment term (hrev53)', () => {
  it('"repay any overpayment", "repay the excess", "repay to the Buyer the purchase price"', () => {
    expect(paymentTerms(opening, 'The fee is EUR 4,000 per month.', 'The Supplier shall repay any overpayment within 30 days.')).toEqual([]);
    expect(paymentTerms(opening, 'The Supplier shall repay the excess within 30 days of the final account.')).toEqual([]);
    expect(paymentTerms(opening, 'If the goods are rejected, the Supplier shall repay to the Customer the purchase price within 14 days of their return.')).toEqual([]);
    expect(paymentTerms(opening, 'The Supplier shall repay any amounts overpaid within 30 days.')).toEqual([]);
  });
});

describe('a cost or an advance repaid stays a payment term (hrev53, near misses)', () => {
  it('"repay the cost", "repays each advance", "repay the Supplier\'s expenses"', () => {
    expect(paymentTerms(opening, 'The Customer shall repay the cost of the repairs within 20 days of written demand.')).toEqual(['20 days']);
    expect(paymentTerms(opening, 'The Customer repays each advance within 15 days of written demand.')).toEqual(['15 days']);
    expect(paymentTerms(opening, "The Customer shall repay the Supplier's travel expenses within 30 days of invoice.")).toEqual(['30 days']);
  });
});
