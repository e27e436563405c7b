/**
 * The prefilter runs each pattern with its short blank runs written once (issue 18, h101perf; bench/log.md, "The cold
 * classify, part 19"): `withShortRunsUnrolledOnce` (src/common/regexp.ts) and `RegexPrefilter.runnable`. The pattern as
 * written is the oracle: the same answers from `test`, `testAny` and `matchesOf`, groups and indices included, with a
 * guard and without.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { literalAtoms } from '../../src/common/regex-literal-atoms.js';
import { guardUnitsOf } from '../../src/common/regex-lookbehind-guards.js';
import { matchesOf } from '../../src/common/regex-matches.js';
import { RegexPrefilter, foldedForPrefilter, prefilterKey, withPrefilter } from '../../src/common/regex-prefilter.js';
import { withShortRunsUnrolledOnce } from '../../src/common/regexp.js';

describe('withShortRunsUnrolledOnce (h101perf)', () => {
  it('gives a pattern of the same flags with its short runs written once, and the pattern itself when none is', () => {
    expect(withShortRunsUnrolledOnce(/a\s{1,3}b/giu)).toEqual(/a\s(?:\s|){0,2}b/giu);
    expect(withShortRunsUnrolledOnce(/^x\s{0,2}(y)\s{2,3}$/dm)).toEqual(/^x(?:\s|){0,2}(y)\s{2}(?:\s|){0,1}$/dm);
    const none = /a\s+b\s{0,8}c\s{2}[\s{1,3}]/;
    expect(withShortRunsUnrolledOnce(none)).toBe(none);
    const sets = new RegExp(String.raw`a\s{1,3}[\w--\d]`, 'v');
    expect(withShortRunsUnrolledOnce(sets)).toBe(sets);
  });
});

/** Cues of my own in the classifier's shapes: a run between words, a lookbehind with one, a capture after one, a sticky and a global one. */
const PATTERNS: readonly RegExp[] = [
  /\bsubject\s{1,3}to\s{1,3}(?:the\s{1,3})?terms\b/i,
  /(?<!\bnot\s{1,3})\bliable\s{1,3}for\b/i,
  /\bpaid\s{0,3}:\s{1,3}(\d{1,4})\s{1,2}(days?|weeks?)/gi,
  /^\s{0,3}(?:Item|Box)\s{1,3}(\d{1,2})\b/my,
  /(?<=\bin\s{1,3})(?<town>[A-Z][a-z]{1,20})(?:\s{1,3}city)?/gu,
  /\bterms\b/i,
];
const words = fc.constantFrom('subject', 'to', 'the', 'terms', 'Terms', 'not', 'liable', 'for', 'paid', ':', '30', '2', 'days', 'week', 'Item', 'BOX', 'in', 'Lyon', 'city', '\n', ',', '.');
const blanks = fc.constantFrom('', ' ', '  ', '   ', '    ', '\t', '\u00a0 ', '\n');
const texts = fc.array(fc.tuple(words, blanks), { maxLength: 14 }).map((xs) => xs.map(([w, b]) => w + b).join(''));
const tableOf = () => Object.fromEntries(PATTERNS.flatMap((re) => {
  const atoms = literalAtoms(re);
  return atoms === null ? [] : [[prefilterKey(re), atoms]];
}));
const guardsOf = () => Object.fromEntries(PATTERNS.flatMap((re) => {
  const units = guardUnitsOf(re);
  return units === null ? [] : [[prefilterKey(re), String.fromCodePoint(...units)]];
}));

/** `re` and its matches' fields as the written pattern gives them, from lastIndex 0. */
function matchesWritten(re: RegExp, text: string): unknown[] {
  const copy = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(copy)].map((m) => [m.index, [...m], m.groups]);
}

describe('RegexPrefilter with blank runs written once (h101perf)', () => {
  it('runs a pattern with short blank runs as its rewritten twin, guarded where the guards hold units', () => {
    const prefilter = new RegexPrefilter({}, { [prefilterKey(PATTERNS[1])]: 'l' });
    expect(prefilter.runnable(PATTERNS[0]).source).toBe(String.raw`\bsubject\s(?:\s|){0,2}to\s(?:\s|){0,2}(?:the\s(?:\s|){0,2})?terms\b`);
    expect(prefilter.runnable(PATTERNS[1]).source).toBe(String.raw`(?=[\u006c])(?:(?<!\bnot\s(?:\s|){0,2})\bliable\s(?:\s|){0,2}for\b)`);
    expect(prefilter.runnable(PATTERNS[5])).toBe(PATTERNS[5]);
  });

  it('answers test, testAny and matchesOf as the patterns as written (fast-check)', () => {
    for (const prefilter of [new RegexPrefilter(tableOf(), guardsOf()), new RegexPrefilter({})]) {
      fc.assert(fc.property(texts, fc.subarray([...PATTERNS], { minLength: 1 }), (text, group) => {
        const folded = foldedForPrefilter(text);
        for (const re of PATTERNS) {
          re.lastIndex = 0;
          const written = new RegExp(re.source, re.flags);
          const expected = prefilter.mayMatch(re, folded) && written.test(text);
          expect(prefilter.test(re, text, folded)).toBe(expected);
          expect(re.lastIndex).toBe(expected ? written.lastIndex : 0);
          re.lastIndex = 0;
          if (re.global) {
            const found = withPrefilter(prefilter, () => matchesOf(re, text)).map((m) => [m.index, [...m], m.groups]);
            expect(found).toEqual(matchesWritten(re, text));
          }
        }
        for (const re of group) re.lastIndex = 0;
        const expected = group.some((re) => prefilter.mayMatch(re, folded) && new RegExp(re.source, re.flags).test(text));
        expect(prefilter.testAny(group, text, folded)).toBe(expected);
        for (const re of group) re.lastIndex = 0;
      }), { numRuns: 500, seed: 64 });
    }
  });
});
