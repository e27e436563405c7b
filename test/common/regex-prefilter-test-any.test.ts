import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { literalAtoms } from '../../src/common/regex-literal-atoms.js';
import { lookbehindGuardUnits } from '../../src/common/regex-lookbehind-guards.js';
import { RegexPrefilter, foldedForPrefilter, prefilterKey } from '../../src/common/regex-prefilter.js';

/**
 * `testAny` answers a group of patterns as `mayMatchAny` and then each member's `test` did, with the text's atoms and
 * each member's filter looked up once (issue 18, h89perf; bench/log.md, "The cold classify, part 15"): the same answer,
 * the same patterns run, a skipped global member's lastIndex reset as a failed test resets it.
 */
const PATTERNS: readonly RegExp[] = [
  /\binvoices?\b/i,
  /\bwithin\s+\d+\s+days\b/i,
  /(?<!\blate\s)\bfees?\b/i,
  /\brent\b|\bhire\s+charges?\b/i,
  /\b[A-Z]{3}\s?\d/,
  /\bpaid\b/gi,
  /\bdeposit/y,
  /\d+%/,
];
const tableOf = (patterns: readonly RegExp[]) => Object.fromEntries(patterns.flatMap((re) => {
  const atoms = literalAtoms(re);
  return atoms === null ? [] : [[prefilterKey(re), atoms]];
}));
const guardsOf = (patterns: readonly RegExp[]) => Object.fromEntries(patterns.flatMap((re) => {
  const units = lookbehindGuardUnits(re);
  return units === null ? [] : [[prefilterKey(re), String.fromCodePoint(...units)]];
}));
const words = fc.constantFrom('invoice', 'Invoices', 'within', '30', 'days', 'late', 'fee', 'FEES', 'rent', 'hire', 'charges', 'USD', '5', 'paid', 'deposit', '12%', 'the', ' ', '. ');
const texts = fc.array(words, { maxLength: 10 }).map((w) => w.join(' '));

describe('RegexPrefilter.testAny', () => {
  it('answers as mayMatchAny and each member\'s test, with and without a table', () => {
    const withTable = new RegexPrefilter(tableOf(PATTERNS), guardsOf(PATTERNS));
    for (const prefilter of [withTable, new RegexPrefilter({})]) {
      fc.assert(fc.property(fc.subarray([...PATTERNS], { minLength: 1 }), texts, (group, text) => {
        const folded = foldedForPrefilter(text);
        for (const re of group) re.lastIndex = 0;
        const expected = prefilter.mayMatchAny(group, folded) && group.some((re) => prefilter.test(re, text, folded));
        const indices = group.map((re) => re.lastIndex);
        for (const re of group) re.lastIndex = 0;
        expect(prefilter.testAny(group, text, folded)).toBe(expected);
        expect(group.map((re) => re.lastIndex)).toEqual(indices);
      }), { numRuns: 400 });
    }
  });

  it('skips a group none of whose literals the text holds, and runs a lookbehind-led member as its guarded twin', () => {
    const prefilter = new RegexPrefilter(tableOf(PATTERNS), guardsOf(PATTERNS));
    const group = [PATTERNS[0], PATTERNS[2]];
    expect(prefilter.testAny(group, 'The price is fixed.', 'the price is fixed.')).toBe(false);
    expect(prefilter.testAny(group, 'A late fee applies.', 'a late fee applies.')).toBe(false);
    expect(prefilter.testAny(group, 'A fee applies.', 'a fee applies.')).toBe(true);
    expect(prefilter.runnable(PATTERNS[2]).source).toBe('(?=[\\u0066])(?:(?<!\\blate\\s)\\bfees?\\b)');
    expect(prefilter.runnable(PATTERNS[0])).toBe(PATTERNS[0]);
  });

  it('runs no twin for a global or sticky pattern, nor for a guard entry that is not a short string', () => {
    const lateFees = /(?<!\blate\s)\bfees?\b/g;
    const prefilter = new RegexPrefilter({}, { [prefilterKey(lateFees)]: 'f', [prefilterKey(PATTERNS[2])]: 7, [prefilterKey(PATTERNS[1])]: 'w'.repeat(41) });
    expect(prefilter.runnable(lateFees)).toBe(lateFees);
    expect(prefilter.runnable(PATTERNS[2])).toBe(PATTERNS[2]);
    expect(prefilter.runnable(PATTERNS[1])).toBe(PATTERNS[1]);
  });
});
