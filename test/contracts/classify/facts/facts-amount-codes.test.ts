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
import { cpuClock } from '../../../security/guard.js';

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
  it('reads long runs of its words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_500, 5_000, 10_000]) {
      const runs = ['total '.repeat(n), 'at EUR 1 '.repeat(n), `at ${'1 '.repeat(n * 4)}`, 'grant of '.repeat(n)].map((run) => `${run} USD 5`);
      const start = cpuClock();
      for (const text of runs) amounts(text);
      expect(start()).toBeLessThan(n * 2);
    }
  });
});
