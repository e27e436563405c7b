/**
 * Money given back with its time (issue 18, h57left; `category-cues-payment.ts`, PAYMENT_STRONG_CUES): when a refund, a
 * credit of a price or a repayment is paid is a term of payment (the Payment row: refunds, credits, when paid), whatever
 * the learned model says of the price or the services named. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = (text: string): string[] =>
  classifyContract([{ kind: 'sentence', text: PREAMBLE }, { kind: 'sentence', text }]).elements[1].categories.map((c) => c.label).sort();

describe('a refund or a credit of money with its time is Payment Terms & Billing (h57left)', () => {
  it.each([
    'The Supplier shall refund the price of any Services not performed within 14 days.',
    'The Seller shall credit its price to the Buyer\'s account within 7 days.',
    'The Seller shall credit the price to the Buyer\'s account within seven (7) days.',
    'The Landlord shall repay the overpaid rent within two weeks.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Payment Terms & Billing']);
  });
  it.each([
    // Points credited are no money given back; a refund without its time is left to the learned model (unchanged).
    ['The Operator shall credit the Points to each Member\'s account within 48 hours of receiving the transaction data.', []],
    ['The Supplier shall refund its price for any Services not performed.', []],
  ])('near miss: %s', (text, expected) => {
    expect(categoriesOf(text)).toEqual(expected);
  });
});
