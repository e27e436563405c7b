/**
 * Facts set 58's amount, currency and payment causes (issue 18, h98fa), on sentences written for this test: the Swiss
 * franc's "Fr." / "SFr." (cause 9), the Turkish lira's "TL" (cause 10), no Samoan tala from a Swiss VAT number's
 * "MWST" (cause 12), and "transfer" of a sum as a payment (cause 13, facts/money-sent.ts).
 */
import { describe, expect, it } from 'vitest';
import { sendsMoney } from '../../../../src/contracts/classify/facts/money-sent.js';
import { amounts, distinctCurrencies, paymentTerms } from '../facts-readers.js';

describe('the Swiss franc\'s abbreviations and the lira\'s "TL" are amounts (causes 9–10)', () => {
  it('"Fr." and "SFr." before apostrophe groups and the ".–" closer', () => {
    expect(amounts('LETTER OF ENGAGEMENT', "Our fee for the payroll is Fr. 2'475.– per quarter and SFr. 140.– per hour for extra work.")).toEqual(['2475 CHF', '140 CHF']);
  });
  it('"TL" after a figure in a field line', () => {
    expect(amounts('SHOP LEASE CONTRACT', 'Security deposit: 36.750,00 TL')).toEqual(['36750 TRY']);
  });
});

describe('a Swiss VAT number names no currency (cause 12)', () => {
  it('"CHE-… MWST" in a letterhead gives only the contract\'s francs', () => {
    expect(distinctCurrencies('Treuhand Brunner AG, Brig, CHE-204.518.337 MWST', 'LETTER OF ENGAGEMENT', "Our fee is CHF 2'475.– per quarter.")).toEqual(['CHF']);
  });
});

describe('"transfer" of a sum pays (cause 13)', () => {
  it('the total, the balance, the amount, the fee', () => {
    expect(paymentTerms('ORDER CONFIRMATION', 'Please transfer the total to our account at the Bank of Otaru within 10 days of this order.')).toEqual(['10 days']);
    expect(sendsMoney('The Buyer transfers the full balance to the Seller.')).toBe(true);
    expect(sendsMoney('The Tenant shall transfer the amount due by the 5th.')).toBe(true);
    expect(sendsMoney('Kindly transfer your fee before the course.')).toBe(true);
  });
  it('near misses: goods, a lease, risk, a right are no money', () => {
    expect(sendsMoney('The Seller transfers the goods within 10 days of the order.')).toBe(false);
    expect(sendsMoney('The Tenant may not transfer the lease within the first year.')).toBe(false);
    expect(sendsMoney('Risk transfers to the Buyer within 2 days of delivery.')).toBe(false);
    expect(paymentTerms('SALES CONTRACT', 'The Seller shall transfer the goods to the carrier within 10 days of this order.')).toEqual([]);
  });
});
