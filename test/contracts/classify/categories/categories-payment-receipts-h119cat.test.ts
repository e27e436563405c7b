/**
 * C298 (issue 18, h119cat): a receipt given to the party who paid, or for a payment ("gives them a receipt for it",
 * "hands each payer a receipt", "We send you a receipt by e-mail"), is Payment Terms & Billing: a strong cue. Not a
 * receipt to every guest or buyer, nor the paper of a delivery. Sentences written for these tests, none taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { RECEIPT_FOR_PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-receipts-issued.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const CLUB = 'This agreement is between Harbour Rowing Club ("the Club") and Ian Gray ("the Coach").';

describe('C298: a receipt for a payment is Payment Terms & Billing (h119cat)', () => {
  it.each([
    'The Club pays the Coach the whole fee in cash on signing, and the Coach gives them a receipt for it.',
    'The Treasurer hands each payer a receipt from the numbered book.',
    'For each payment you give us a receipt from the tax office application.',
    'We send you a receipt by e-mail after the lesson.',
    'The Coach gives the Club a signed receipt for each instalment.',
    'The Club issues a fiscal receipt for every payment.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(RECEIPT_FOR_PAYMENT_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(true);
  });
  it.each([
    ['We send you a receipt by e-mail after the lesson.', ['Communication', 'Payment Terms & Billing']],
    ['The Treasurer hands each payer a receipt from the numbered book.', ['Payment Terms & Billing']],
  ])('is Payment Terms & Billing: %s', (text, want) => {
    expect(categoriesOf(CLUB, text)).toEqual(want);
  });
  it.each([
    'The Warden shall issue a receipt to every guest and keep the accounts of the hut.',
    'The Shop must use a registered till and give every buyer a receipt.',
    'The Club gives the Carrier a receipt for the goods.',
    'The Coach issues a receipt stating the weight of each sack.',
    'The Workshop issues a repair receipt describing the watch.',
    'The Club keeps a receipt book in the office.',
    'The Coach receives a receipt for each payment.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(anyOf(RECEIPT_FOR_PAYMENT_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(false);
  });
  // h119rr finding 3 (h119mendA): a receipt handed to a capitalised party needs money named in the sentence, and its
  // "for …" must name money or the thing just paid: the paper of a handover, a loan or an intake is no payment's.
  it.each([
    ['The Landlord gives the Tenant a receipt for the keys.', ['Communication']],
    ['The Museum gives the Lender a receipt for each painting.', ['Communication']],
    ['The Carrier gives the Shipper a receipt at loading.', ['Communication']],
    ['The Warehouse issues the Depositor a receipt on intake.', []],
  ])('near miss, a receipt for no money (h119mendA): %s', (text, want) => {
    expect(anyOf(RECEIPT_FOR_PAYMENT_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(false);
    expect(categoriesOf(CLUB, text)).toEqual(want);
  });
  it('still reads a receipt to a capitalised party in a sentence that names the money (h119mendA)', () => {
    expect(anyOf(RECEIPT_FOR_PAYMENT_STRONG_CUES, 'Payment Terms & Billing', 'The Coach pays the rent in cash, and the Club gives the Coach a receipt.')).toBe(true);
  });
  it.each(['pays the Club a receipt for the ', 'gives the Club a receipt '])('reads hostile text in linear time (h119mendA): %s', (unit) => {
    expectCueListsReadLinearly([RECEIPT_FOR_PAYMENT_STRONG_CUES], unit);
  });
  it.each(['gives you a ', 'a receipt for for ', 'hands Hands a a ', 'receipts receipts ', 'sends us us '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([RECEIPT_FOR_PAYMENT_STRONG_CUES], unit);
  });
});
