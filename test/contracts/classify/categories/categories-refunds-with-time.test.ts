/**
 * Money given back with its time (issue 18, h57left; `category-cues-payment.ts`, PAYMENT_STRONG_CUES): when a refund, a
 * credit of a price or a repayment is paid is a term of payment (the Payment row: refunds, credits, when paid), whatever
 * the learned model says of the price or the services named. Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE, 'sorted');

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
    // Points credited are no money given back.
    ['The Operator shall credit the Points to each Member\'s account within 48 hours of receiving the transaction data.', []],
    // (h80money) A refund named as money without its time is a strong cue of its own now (categories-refunds-named.test.ts).
    ['The Supplier shall refund its price for any Services not performed.', ['Payment Terms & Billing']],
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

describe('the refund cue reads no paper\'s time (h59left)', () => {
  const refundWithTime = PAYMENT_STRONG_CUES.find(([re]) => re.source.includes('refund'))![0];
  it.each([
    'The Supplier shall credit the fees earned by the Agent in the statement issued within 30 days.',
    'The Publisher shall credit the sums due to the Author in the royalty report published within 60 days of each half year.',
    'The Bank shall refund any charge shown on an invoice sent within the first month.',
  ])('near miss, the time of a paper issued: %s', (text) => expect(refundWithTime.test(text)).toBe(false));
  it.each([
    // The money's own time, a paper named after it, or a participle not of issuing: still the refund's.
    'The Supplier shall credit the fees to the Agent\'s account within 30 days of each statement.',
    'The Seller shall refund the price within 14 days after the credit note is issued.',
    'The Holder repays the amounts received within ten days.',
  ])('the refund\'s own time: %s', (text) => expect(refundWithTime.test(text)).toBe(true));
});

describe('money credited in or against a bill or a statement is Payment Terms & Billing (h59left)', () => {
  it.each([
    'The Supplier shall credit the fees earned by the Agent in the statement issued within 30 days.',
    'The Supplier shall credit the price of any rejected goods against the next invoice.',
  ])('%s', (text) => expect(categoriesOf(text)).toEqual(['Payment Terms & Billing']));
  it.each([
    // A name credited, or points credited, is no money: no Payment.
    'The Supplier shall credit the Author\'s name in the statement of contributors.',
    'The Club shall credit the Points to each Member\'s account within 48 hours.',
  ])('near miss: %s', (text) => expect(categoriesOf(text)).toEqual([]));
});
