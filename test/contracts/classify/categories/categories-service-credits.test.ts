/**
 * A service credit stated as a share of a fee is Pricing & Taxes (issue 18, h59cat; category-cues-service-credits.ts):
 * how much the price falls for a missed service level is the amount (C9); its deduction from an invoice stays Payment
 * Terms & Billing. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Client") and Birch Ltd ("Provider").';
const categoriesOf = categoriesAfter(PREAMBLE);

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

describe('the entitlement to a service credit, or none accruing, is Pricing & Taxes (h80money)', () => {
  it.each([
    'If the Provider misses the uptime target, the Client shall be entitled to the service credits set out in Annex 3.',
    'No service credit is due for an outage the Client causes.',
    'The Client is entitled to a service credit for each hour the portal is down beyond the agreed window.',
  ])('%s', (text) => {
    expect(cueOf('Pricing & Taxes', text)).toBe('strong');
    expect(categoriesOf(text)).not.toContain('Payment Terms & Billing');
  });
  it('clears the bar where the sentence model does not speak against it', () => {
    // The first sentence above stays bare: its sentence model's log-odds keep even a strong cue under the first bar.
    expect(categoriesOf('No service credit is due for an outage the Client causes.')).toEqual(['Pricing & Taxes']);
    expect(categoriesOf('The Client is entitled to a service credit for each hour the portal is down beyond the agreed window.')).toEqual(['Pricing & Taxes']);
  });
  it.each([
    // A lead-in to rows leaves its Pricing & Taxes to them; a credit deducted from an invoice is billing.
    'If the response time is missed, the Client will be entitled to a service credit calculated as follows:',
    'Service credits shall be deducted from the next invoice.',
  ])('near miss, no strong Pricing cue: %s', (text) => {
    expect(cueOf('Pricing & Taxes', text)).not.toBe('strong');
  });
});
