/**
 * "The lease runs from 1 July 2034 until 30 June 2036 (2 years)": the agreement's span said by its dates, its length in
 * brackets after them, is its term as "runs for two years" is (issue 18, h71s55; h70dates' Left). Sentences written for
 * the rule, with the near misses.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../facts-readers.js';

const PARTIES = 'Alfa Holdings Ltd (the "Landlord") and Beta Retail Ltd (the "Tenant") agree as follows.';

describe('an agreement that runs from one date until another, its length in brackets (h71s55)', () => {
  it('counts the bracketed length as the term', () => {
    expect(terms(PARTIES, 'The lease runs from 1 July 2034 until 30 June 2036 (2 years).')).toEqual(['730 days']);
    expect(terms(PARTIES, 'This Agreement runs from 1 March 2035 to 31 August 2035 (six (6) months).')).toEqual(['180 days']);
  });
  it('near misses: a notice, a payment or a warranty that runs from a date, in a sentence naming no agreement', () => {
    expect(terms(PARTIES, 'The notice period runs from the day the notice is received (30 days).')).toEqual([]);
    expect(terms(PARTIES, 'Interest runs from the due date for 30 days at 2% a month.')).toEqual([]);
  });
});
