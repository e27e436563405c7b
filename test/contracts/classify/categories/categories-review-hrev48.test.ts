/**
 * Review of h59cat's category rules on ordinary contract language (issue 18, hrev48): "not liable for (the) payment of"
 * a sum is a sum not owed, as "not liable to pay" (category-cues-not-responsible.ts); a term row whose period runs from
 * an invoice, is written "net" or repeats per week is no contract term (category-cues-term-rows.ts). Each with the
 * near misses the rules still read. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';
import { categoriesAfter } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Client") and Birch Ltd ("Provider").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('"not liable for payment of" a sum is no liability excluded (hrev48)', () => {
  it.each([
    ['The Client is not liable for payment of any invoice received more than six months after the services were performed.', ['Payment Terms & Billing']],
    ["The Client is not liable for payment of the Provider's travel expenses unless approved in writing.", ['Payment Terms & Billing']],
    ['The Employee is not liable for the repayment of the training costs if the Employer terminates the employment.', ['Term & Termination']],
  ])('%s', (text, labels) => {
    expect(categoriesOf(text)).toEqual(labels);
  });
  it.each([
    "The Provider is not liable for the acts or omissions of the Client's other contractors.",
    'The Client is not liable for the cost of any work performed before the Start Date.',
    'The Provider shall not be liable for any indirect or consequential loss.',
  ])('still Liability: %s', (text) => {
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
});

describe('a term row counted from an invoice, net, or per week is no contract term (hrev48)', () => {
  it.each([
    'Term: 30 days net',
    'Term: 7 days from receipt of invoice',
    'Term | 30 days net from invoice',
    'Duration: 3 days per week',
  ])('%s', (text) => {
    expect(cueOf('Term & Termination', text)).not.toBe('strong');
    expect(categoriesOf(text)).not.toContain('Term & Termination');
  });
  it.each(['Term | 5 years', 'Term: one year, renewable', 'Hire term: 6 weeks from delivery', 'Term: 12 months'])('still read: %s', (text) => {
    expect(cueOf('Term & Termination', text)).toBe('strong');
  });
});
