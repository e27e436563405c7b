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
