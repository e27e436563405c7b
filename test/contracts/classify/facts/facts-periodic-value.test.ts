/**
 * A monthly, yearly or quarterly value the payer owes at least ("The monthly value shall not be less than SAR …", "The
 * minimum annual value is …") is a contract amount, as "a minimum monthly invoice of" and "The monthly charge shall not
 * be less than" are (facts.ts AMOUNT's PERIODIC_VALUE; h45f31, facts set 31's cause 11). A value insured stays none.
 * Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const amounts = (...texts: string[]) => classifyContract(elements(...texts)).contract_amounts.map((a) => a.text_normalized);

describe('a periodic value the payer owes (h45f31)', () => {
  it('is an amount', () => {
    expect(amounts('The monthly value of the catering services shall not be less than SAR 250,000.')).toEqual(['250000 SAR']);
    expect(amounts('The minimum annual value is AED 1,200,000.')).toEqual(['1200000 AED']);
  });
  it('a value insured or a market value stays none', () => {
    expect(amounts('The insured value of the equipment shall not be less than SAR 250,000.')).toEqual([]);
    expect(amounts('The market value of the site is estimated at AED 9,000,000.')).toEqual([]);
  });
});
