/**
 * A figure after "total", "at … per" or "grant of" is an amount with its currency sign or code in capitals
 * (facts.ts AMOUNT_WITH_CODE). The rule was read case-blind, so any three letters and a number ("the total for 2
 * years") counted as a code, and an element naming no payment gave its insured value as an amount. Sentences
 * written for this test.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const amounts = (...texts: string[]) => classifyContract(elements(...texts)).contract_amounts.map((a) => a.text_normalized);

describe('amounts after "total", "at … per" and "grant of" with a currency code', () => {
  it('a code in capitals, or a sign, after the word makes the figure an amount', () => {
    expectReads(amounts, [
      ['The resurfacing works total RON 90,300.00 excluding VAT.', ['90300 RON']],
      ['Topsoil is supplied at RON 2,150.00 per m³.', ['2150 RON']],
      ['The Foundation makes a grant of EUR 50,000 to the Institute.', ['50000 EUR']],
      ['THE WORKS TOTAL EUR 75,000.', ['75000 EUR']],
    ]);
  });
  it('three lower-case letters and a number are no code: an insured value in the same element stays no amount', () => {
    expect(amounts('The total for 2 years is shown in Schedule 3, and insurance of USD 2,000,000 stays in force throughout.')).toEqual([]);
    expect(amounts('Cover of GBP 5,000,000 is kept at all 3 per cent of the sites.')).toEqual([]);
  });
  // Timed by growth (readsLinearly), each run on its own: the three absolute-budget passes at 20,000, 40,000 and 80,000
  // characters (session 29) cost ~20 s of CPU and passed the 30 s test timeout at load 20.
  for (const [head, unit] of [['', 'total '], ['', 'at EUR 1 '], ['at ', '1 '], ['', 'grant of ']]) {
    it(`reads "${head}" then "${unit}" repeated, before "USD 5", in linear time`, () => {
      const found = readsLinearly((n) => {
        const text = `${head}${unit.repeat(Math.ceil(n / unit.length))} USD 5`;
        return () => amounts(text);
      });
      expect(found.length).toBeLessThanOrEqual(1);
    });
  }
});
