/**
 * A free period before a charge starts counting ("per week after the first three weeks") is no time to pay and no term
 * (agreement-terms.ts FREE_FIRST; facts set 34's cause 7, h55f34). Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { paymentTerms, terms } from '../facts-readers.js';

const TITLE = 'GRAIN STORAGE AGREEMENT';
const MADE = 'This Grain Storage Agreement is made between Nyota Stores Ltd (the "Warehouse") and Baraka Grain Ltd (the "Depositor").';

describe('a free period before a charge counts (h55f34)', () => {
  it.each([
    'The Depositor shall pay a handling charge of KES 20 per bag per week after the first three weeks.',
    'The Depositor shall pay a storage charge of KES 15 per bag per day beyond the first fourteen (14) days.',
    'The Depositor shall pay no rent for the first two weeks and KES 5,000 per week after that.',
  ])('%s: no term, no payment term', (sentence) => {
    expect(terms(TITLE, MADE, sentence)).toEqual([]);
    expect(paymentTerms(TITLE, MADE, sentence)).toEqual([]);
  });

  it('the time to pay in the same sentence stays one', () => {
    const sentence = 'The Depositor shall pay a handling charge of KES 20 per bag per week after the first three weeks, within thirty (30) days of each invoice.';
    expect(paymentTerms(TITLE, MADE, sentence)).toEqual(['30 days']);
  });

  it('"within the first" and a time to pay after a first payment read as before', () => {
    expect(paymentTerms(TITLE, MADE, 'The Depositor shall pay the balance within fourteen (14) days after the first delivery.')).toEqual(['14 days']);
  });
});

describe('a first period with no charge said before it reads as before the rule (hrev42)', () => {
  const LICENCE = 'This Licence is made between Riverside Properties Limited (the "Licensor") and Brew Lab Coffee Limited (the "Licensee").';

  it('a rent-free first period is still no term', () => {
    const sentence = 'The Licensee shall occupy the Unit rent-free for the first three months and shall then pay a licence fee of GBP 1,200 per month within 7 days of each invoice.';
    expect(terms('LICENCE TO OCCUPY', LICENCE, sentence)).toEqual(['7 days']);
    expect(paymentTerms('LICENCE TO OCCUPY', LICENCE, sentence)).toEqual(['7 days']);
  });

  it('the contract\'s own initial period in a payment sentence stays a term', () => {
    const sentence = 'This Agreement shall continue for the initial 24 months, and the Customer shall pay the subscription fee of GBP 300 per month within 14 days of invoice.';
    expect(terms('SUBSCRIPTION AGREEMENT', MADE, sentence)).toEqual(['720 days', '14 days']);
  });

  it('instalments spread over the first months, with no rate or free word before, read as before', () => {
    const sentence = 'The Depositor shall pay the price of KES 600,000 in equal monthly instalments over the first 12 months after delivery.';
    expect(paymentTerms(TITLE, MADE, sentence)).toEqual(['360 days']);
  });
});
