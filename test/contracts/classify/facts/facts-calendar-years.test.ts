/**
 * A calendar's name between the count and "years" or "months" ("two (2) Gregorian years", "three Hijri years", as
 * "three calendar years" already was) keeps the duration: the contract's term (durations.ts QUALIFIER; h45f31, facts
 * set 31's cause 12; Saudi and Gulf drafting count periods in Gregorian or Hijri years). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const terms = (...texts: string[]) => classifyContract(elements(...texts)).contract_terms.map((t) => `${t.interpretation?.numeric_value} ${t.interpretation?.unit}`);

describe('a calendar\'s name before "years" (h45f31)', () => {
  it('keeps the term', () => {
    expect(terms('The term of this contract is three (3) Gregorian years starting from 1 March 2032.')).toEqual(['1095 days']);
    expect(terms('This Agreement shall remain in force for two Hijri years.')).toEqual(['730 days']);
    expect(terms('This Agreement shall continue for three calendar years.')).toEqual(['1095 days']);
  });
  it('a calendar named with no count stays no term', () => {
    expect(terms('This Agreement follows the Gregorian calendar for all dates.')).toEqual([]);
  });
});
