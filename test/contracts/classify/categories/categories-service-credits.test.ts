/**
 * A service credit stated as a share of a fee is Pricing & Taxes (issue 18, h59cat; category-cues-service-credits.ts):
 * how much the price falls for a missed service level is the amount (C9); its deduction from an invoice stays Payment
 * Terms & Billing. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { cueOf } from '../helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Client") and Birch Ltd ("Provider").';
const categoriesOf = (text: string): string[] =>
  classifyContract([{ kind: 'sentence', text: PREAMBLE }, { kind: 'sentence', text }]).elements[1].categories.map((c) => c.label);

describe('a service credit as a share of a fee is Pricing & Taxes (h59cat)', () => {
  it.each([
    'If the Provider misses the response time, the Client shall be entitled to a Service Credit of ten per cent (10%) of the monthly Maintenance Fee.',
    'If the Provider misses a KPI, the Client will be entitled to a Service Credit equal to 3% of the Monthly Charge for each KPI missed.',
    'Service Credits shall not exceed 15% of the quarterly Charges in any quarter.',
  ])('%s', (text) => {
    expect(cueOf('Pricing & Taxes', text)).toBe('strong');
    expect(categoriesOf(text)).toContain('Pricing & Taxes');
  });
});

describe('near misses: a service credit with no share of a fee (h59cat)', () => {
  it.each([
    ['Service Credits will be deducted from the next invoice.', ['Payment Terms & Billing']],
    ["The Provider's liability for service credits shall not exceed 5% of the Client's losses.", ['Liability']],
  ])('%s', (text, labels) => {
    expect(cueOf('Pricing & Taxes', text)).toBeFalsy();
    expect(categoriesOf(text)).toEqual(labels);
  });
  it('"the following percentage" of a fee leaves its rows to the payment', () => {
    expect(cueOf('Pricing & Taxes', 'The Client will receive a Service Credit equal to the following percentage of the monthly hosting fee:')).not.toBe('strong');
  });
});
