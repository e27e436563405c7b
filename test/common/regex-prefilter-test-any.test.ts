import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { literalAtoms } from '../../src/common/regex-literal-atoms.js';
import { guardUnitsOf } from '../../src/common/regex-lookbehind-guards.js';
import { RegexPrefilter, foldedForPrefilter, prefilterKey, withPrefilter } from '../../src/common/regex-prefilter.js';
import { matchesOf } from '../../src/common/regex-matches.js';

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
  /(?<!\bun)\bpaid\b/gi,
  /\bdeposit/y,
  /\d+%/,
];
const tableOf = (patterns: readonly RegExp[]) => Object.fromEntries(patterns.flatMap((re) => {
  const atoms = literalAtoms(re);
  return atoms === null ? [] : [[prefilterKey(re), atoms]];
}));
const guardsOf = (patterns: readonly RegExp[]) => Object.fromEntries(patterns.flatMap((re) => {
  const units = guardUnitsOf(re);
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

  it('runs a global pattern\'s twin from the pattern\'s lastIndex and leaves the twin\'s in it', () => {
    const lateFees = /(?<!\blate\s)\bfees?\b/g;
    const plain = new RegExp(lateFees.source, lateFees.flags);
    const prefilter = new RegexPrefilter({}, { [prefilterKey(lateFees)]: 'f' });
    expect(prefilter.runnable(lateFees)).not.toBe(lateFees);
    const text = 'a fee, a late fee and two fees';
    for (let i = 0; i < 4; i++) {
      expect(prefilter.test(lateFees, text, text)).toBe(plain.test(text));
      expect(lateFees.lastIndex).toBe(plain.lastIndex);
    }
  });

  it('runs no twin for a guard entry that is not a short string', () => {
    const prefilter = new RegexPrefilter({}, { [prefilterKey(PATTERNS[2])]: 7, [prefilterKey(PATTERNS[1])]: 'w'.repeat(41), [prefilterKey(PATTERNS[0])]: '' });
    expect(prefilter.runnable(PATTERNS[2])).toBe(PATTERNS[2]);
    expect(prefilter.runnable(PATTERNS[1])).toBe(PATTERNS[1]);
    expect(prefilter.runnable(PATTERNS[0])).toBe(PATTERNS[0]);
  });
});

describe('matchesOf with a guard', () => {
  it('finds what matchAll finds, from the pattern\'s lastIndex, and leaves it as it was', () => {
    const NATO = /\b(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliet)(?<n>\d?)\b|(?:)/gi;
    const MANY = /\b(?:Alpha|Bravo|Charlie|Delta|Echo|Foxtrot|Golf|Hotel|India|Juliet)(?<n>\d?)\b/gi;
    const prefilter = new RegexPrefilter({}, guardsOf([MANY]));
    expect(prefilter.runnable(MANY)).not.toBe(MANY);
    expect(prefilter.runnable(NATO)).toBe(NATO);
    const piece = fc.constantFrom('alpha', 'Bravo2', 'CHARLIE', 'x', 'Juliet9', 'india', ' ', '-', '😀');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), fc.nat(20), (text, start) => {
      for (const re of [MANY, NATO]) {
        re.lastIndex = start;
        const expected = [...text.matchAll(re)].map((m) => [m.index, ...m, m.groups?.n]);
        re.lastIndex = start;
        const got = withPrefilter(prefilter, () => matchesOf(re, text)).map((m) => [m.index, ...m, m.groups?.n]);
        expect(got).toEqual(expected);
        expect(re.lastIndex).toBe(start);
      }
    }), { numRuns: 300 });
  });
});
