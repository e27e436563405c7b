/**
 * (issue 18, h121left) C298's receipt to a capitalised party needs money named in the sentence; its amount is the amounts
 * row's AMOUNT (one home: the recognizer's codes, signs and marks), not any three capitals before a figure ("TIN 0…",
 * "KPI 1"). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { RECEIPT_FOR_PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-receipts-issued.js';
import { anyOf } from './set-cue-helpers.js';

const CUE = RECEIPT_FOR_PAYMENT_STRONG_CUES[1];

describe('C298: money named before a receipt to a party (h121left)', () => {
  it.each([
    'The Guide receives KES 14,000 on arrival and gives the Lodge a receipt.',
    'On arrival the Warden takes £40 and gives the Member a receipt.',
    'The Grower is paid VT 2,400 a kilogram and gives the Buyer a receipt.',
    'The Club takes the deposit and gives the Tenant a receipt.',
  ])('reads it: %s', (text) => {
    expect(CUE[0].test(text)).toBe(true);
    expect(anyOf(RECEIPT_FOR_PAYMENT_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(true);
  });
  it.each([
    'Harbour Stores (TIN 02304199) gives the Tenant a receipt on intake.',
    'Under KPI 1 the Warden gives the Member a receipt on arrival.',
    'The Warden gives the Member a receipt for the keys.',
  ])('near miss, no money named: %s', (text) => {
    expect(CUE[0].test(text)).toBe(false);
  });
});
