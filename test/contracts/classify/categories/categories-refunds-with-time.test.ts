/**
 * Money given back with its time (issue 18, h57left; `category-cues-payment.ts`, PAYMENT_STRONG_CUES): when a refund, a
 * credit of a price or a repayment is paid is a term of payment (the Payment row: refunds, credits, when paid), whatever
 * the learned model says of the price or the services named. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';

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

describe('the refund cue reads no other duty\'s time (hrev44)', () => {
  const refundWithTime = PAYMENT_STRONG_CUES.find(([re]) => re.source.includes('refund'))![0];
  it.each([
    'The Supplier shall refund the price of any Services not performed within 14 days.',
    'The Landlord shall repay the overpaid rent within two weeks.',
    'The Provider shall refund the deposit within 10 business days after the end of the Term.',
  ])('the refund\'s own time: %s', (text) => expect(refundWithTime.test(text)).toBe(true));
  it.each([
    'Goods to be refunded must be returned to the Seller within 14 days of delivery.',
    'Any goods for which a refund is claimed shall be returned within 14 days.',
    'Where the Seller has refunded the price, the Buyer shall return the goods within 14 days.',
    'The Contractor shall repair any defect for which it has refunded the price and shall complete the repair within 14 days.',
  ])('near miss, another duty\'s or the goods\' time: %s', (text) => expect(refundWithTime.test(text)).toBe(false));
});
