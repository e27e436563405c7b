/**
 * A rental agreement's "rental period" (or "rental term") is its own period, as a hire's "hire period" is: its length
 * beside its dates is the contract term, in days, weeks or months (facts set 38's cause 12; issue 18, h70dates).
 */
import { describe, expect, it } from 'vitest';
import { terms, paymentTerms } from '../facts-readers.js';

const PARTIES = 'Kuusk Rent OÜ (the "Lessor") and Meri Events AS (the "Lessee") agree as follows.';

describe("a rental period's length (h70dates)", () => {
  it('counts the rental period\'s days, weeks and months beside its dates', () => {
    expect(terms(PARTIES, 'The rental period is from 2 August 2034 at 08:00 until 5 August 2034 at 20:00 (3 days).')).toEqual(['3 days']);
    expect(terms(PARTIES, 'The rental period is three (3) days, from 2 August 2034 until 5 August 2034.')).toEqual(['3 days']);
    expect(terms(PARTIES, 'The rental term is two (2) weeks, from 2 August 2034.')).toEqual(['14 days']);
    expect(terms(PARTIES, 'The rental period is four (4) months, from 2 August 2034 until 1 December 2034.')).toEqual(['120 days']);
  });
  it('near misses: notice, cure, payment and delivery periods in days, and the rent itself', () => {
    expect(terms(PARTIES, 'Either party may end the rental period on five (5) days\' written notice.')).toEqual([]);
    expect(terms(PARTIES, 'The Lessee may cure a breach within 3 days during the rental period.')).toEqual([]);
    expect(terms(PARTIES, 'The Lessor delivers the sauna within 2 days before the rental period starts.')).toEqual([]);
    expect(paymentTerms(PARTIES, 'The Lessee pays the rent within 7 days of the end of the rental period.')).toEqual(['7 days']);
    expect(terms(PARTIES, 'The monthly rental is EUR 500, and late rental is charged after 3 days.')).toEqual([]);
  });
});
