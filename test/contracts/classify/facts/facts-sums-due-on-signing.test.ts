/**
 * A sum due some days after signing is a time to pay even with no verb of paying in its element (sums-due-on-signing.ts,
 * h56facts; facts sets 6, 15 and 16 share the cause). Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { paymentTerms } from '../facts-readers.js';

const TITLE = 'EQUIPMENT LEASE';
const MADE = 'This Equipment Lease is made between Orla Plant Ltd (the "Lessor") and Brede Works Ltd (the "Lessee").';

describe('a sum due within days of signing (h56facts)', () => {
  it.each([
    ['The Lessee shall raise the security deposit to EUR 12.500,00 within 10 days of the signing of this Lease.', '10 days'],
    ['The Lessee shall lodge with the Lessor a deposit equal to one month\'s rent, EUR 4,000 (four thousand euros), within seven (7) days of the signing of this Lease.', '7 days'],
    ['The Lessee shall lodge a deposit equal to two months\' hire, B/. 9,000 (nine thousand balboas), within ten (10) days of the signing of this Lease.', '10 days'],
    ['A one-off set-up fee of GBP 900 within 14 days after the execution of this Lease.', '14 days'],
  ])('%s', (sentence, days) => {
    expect(paymentTerms(TITLE, MADE, sentence)).toEqual([days]);
  });

  it.each([
    'The Lessor shall deliver the equipment within 30 days of the signing of this Lease.',
    'The deposit is described in Schedule 2 and the Lessor shall deliver the equipment within 30 days of the signing of this Lease.',
  ])('no sum before the period: %s', (sentence) => {
    expect(paymentTerms(TITLE, MADE, sentence)).toEqual([]);
  });
});
