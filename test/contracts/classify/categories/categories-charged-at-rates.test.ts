/**
 * Work or a thing "charged at", "billed at", "invoiced at" or "paid (for) at" a price, a share of a base, a multiple or
 * a rate is Pricing & Taxes (issue 18, h74cat; C9: an amount is Pricing & Taxes beside the payment). Not a moment or a
 * place of paying, not a rate of exchange or of performance, not interest or a late charge (C17), not "at cost".
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHARGED_AT_RATE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-charged-at-rates.js';
import { clauseCategories } from '../helpers.js';

const cued = (text: string): boolean => CHARGED_AT_RATE_STRONG_CUES.some(([re]) => re.test(text));

describe('work charged, billed or paid at a price is Pricing & Taxes (h74cat)', () => {
  it.each([
    'Weekend call-outs are paid at £45 an hour.',
    'Waiting time caused by the Customer will be charged at £220 a day.',
    'Delivery and collection of the skip are billed at €180 each way.',
    'Boreholes abandoned for the Contractor\'s fault shall be paid for at the rate for drilling only.',
    'Work on public holidays is charged at 2 times the standard rate.',
    'A second visit needed because the site was locked will be invoiced at 50% of the visit fee.',
    'Additional copies are charged at the rates shown in the Supplier\'s current price list.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(true);
    expect(clauseCategories(text)).toContain('Pricing & Taxes');
  });
});

describe('near misses: no price after "at" (h74cat)', () => {
  it.each([
    'The balance shall be paid at the end of each month by bank transfer.',
    'The Deposit is paid at completion.',
    'The service fee is billed at the start of each quarter.',
    'Sums in US dollars shall be paid at the exchange rate published by the Central Bank on the invoice date.',
    'Interest on overdue sums shall be charged at the rate of 4% above the base rate.',
    'Late payments are charged at 1.5% per month.',
    'Out-of-pocket expenses are billed at cost.',
    'The Supplier is paid at the Customer\'s office in cash on delivery.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(false);
  });
});

describe('the cue is linear on hostile text (h74cat)', () => {
  it('answers a 100,000-character string quickly', () => {
    const hostile = `interest ${'charged at the the the '.repeat(4000)}`.slice(0, 100_000);
    const started = Date.now();
    expect(cued(hostile)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => typeof cued(text) === 'boolean'));
  });
});
