/**
 * blankRunsUnrolledOnce (src/common/regexp.ts) writes a run of a class of blanks (`[ \t]{1,3}`, `[^\S\n]{0,2}`,
 * `[\s\u00A0]{0,2}`) once too, as it writes `\s{m,n}` (issue 18, h101perf; bench/log.md, "The cold classify, part 19").
 * The source as written is the oracle: random patterns of words, blank runs of each kind, groups, alternatives,
 * captures and lookarounds, under each flag set the classifier uses, on random texts of those words and blanks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankRunsUnrolledOnce, optionalGroupsUnrolledOnce, withShortRunsUnrolledOnce } from '../../src/common/regexp.js';
import { allMatches, BLANK_TEXTS, regexSources } from './regex-sources.js';

describe('blankRunsUnrolledOnce, classes of blanks (h101perf)', () => {
  it('writes a short run of a class of blanks once, and leaves other classes, lazy and long runs alone', () => {
    expect(blankRunsUnrolledOnce(String.raw`a[ \t]{1,3}b`)).toBe(String.raw`a[ \t](?:[ \t]|){0,2}b`);
    expect(blankRunsUnrolledOnce(String.raw`^[^\S\n]{0,2}x[\s\u00A0]{2,3}y`)).toBe(String.raw`^(?:[^\S\n]|){0,2}x[\s\u00A0]{2}(?:[\s\u00A0]|){0,1}y`);
    expect(blankRunsUnrolledOnce(String.raw`(?:^|\n)[ \t]{0,8}(?:\|[ \t]{0,4})?[ \t]{1,4}:`)).toBe(String.raw`(?:^|\n)[ \t]{0,8}(?:\|[ \t]{0,4})?[ \t](?:[ \t]|){0,3}:`);
    const untouched = String.raw`[a-z]{0,2}[ ,]{1,3}[ \t]{1,3}?\[ ]{1,2}[[ \t]{1,3}][ \t]{2}`;
    expect(blankRunsUnrolledOnce(untouched)).toBe(untouched);
    expect(blankRunsUnrolledOnce(String.raw`a\s{1,2}b`)).toBe(String.raw`a\s(?:\s|){0,1}b`);
    expect(blankRunsUnrolledOnce('abc{1,2}')).toBe('abc{1,2}');
  });

  it('should match what the source matched, groups and indices included (fast-check)', () => {
    const blank = fc.constantFrom(String.raw`\s`, String.raw`[ \t]`, String.raw`[^\S\n]`, String.raw`[\s\u00A0]`, '[ \t\u00a0]', String.raw`[\t ]`, String.raw`[^ ]`);
    const run = fc.tuple(blank, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 })).map(([b, m, k]) => `${b}{${m},${m + k}}`);
    const word = fc.constantFrom('a', 'ab', 'b', 'c', '[ab]', '\\w', 'A', '$', '^', '\\b', '\\s*', '[ \\t]+', ',?', '\\n');
    const pattern = regexSources(word, run);
    const text = BLANK_TEXTS;
    fc.assert(
      fc.property(pattern, fc.constantFrom('', 'i', 'u', 'iu', 'm'), text, (source, flags, t) => {
        const written = blankRunsUnrolledOnce(source);
        expect(allMatches(written, flags, t)).toEqual(allMatches(source, flags, t));
      }),
      { numRuns: 1500, seed: 64 },
    );
  });
});

describe('optionalGroupsUnrolledOnce and withShortRunsUnrolledOnce (h101perf)', () => {
  it('writes a non-capturing group repeated {0,2} or {0,3} once, and leaves captures, lazy, forced and longer ones alone', () => {
    expect(optionalGroupsUnrolledOnce(String.raw`a(?:(?:van|de)\s+){0,2}b`)).toBe(String.raw`a(?:(?:van|de)\s+|){0,2}b`);
    expect(optionalGroupsUnrolledOnce(String.raw`(?:x|y){0,3}(?:z|){0,2}`)).toBe(String.raw`(?:x|y|){0,3}(?:z|){0,2}`);
    const untouched = String.raw`(a){0,2}(?:a){0,2}?(?:a){1,3}(?:a){0,4}(?:a){0,1}[(?:a){0,2}]\(?:a\){0,2}(?=a){0,2}`;
    expect(optionalGroupsUnrolledOnce(untouched)).toBe(untouched);
    expect(withShortRunsUnrolledOnce(/(?:\p{Lu}\p{Ll}+\s{1,3}){0,2}Ltd/gu)).toEqual(/(?:\p{Lu}\p{Ll}+\s(?:\s|){0,2}|){0,2}Ltd/gu);
  });

  it('should match what the source matched, groups and indices included (fast-check)', () => {
    const word = fc.constantFrom('a', 'ab', 'b', 'c', '[ab]', '\\w', 'A', '$', '^', '\\b', '\\s*', '\\s{1,3}', '[ \\t]{0,2}', ',?', '');
    const atom: fc.Arbitrary<string> = fc.letrec<{ atom: string }>((tie) => ({
      atom: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        word,
        fc.tuple(tie('atom'), tie('atom')).map(([x, y]) => `(?:${x}|${y})`),
        fc.tuple(tie('atom'), tie('atom')).map(([x, y]) => `(${x}${y})`),
        fc.tuple(tie('atom'), fc.constantFrom('{0,2}', '{0,3}', '{0,2}?', '{1,3}')).map(([x, q]) => `(?:${x})${q}`),
        fc.tuple(tie('atom'), tie('atom'), fc.constantFrom('{0,2}', '{0,3}')).map(([x, y, q]) => `(?:${x}|${y}\\s)${q}`),
        tie('atom').map((x) => `(?=${x})`),
        tie('atom').map((x) => `(?<!${x})`),
      ),
    })).atom;
    const pattern = fc.array(atom, { minLength: 1, maxLength: 5 }).map((xs) => xs.join(''));
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'A', ' ', '  ', '\t', '\n', ','), { maxLength: 16 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(pattern, fc.constantFrom('', 'i', 'u', 'iu', 'm'), text, (source, flags, t) => {
        expect(allMatches(optionalGroupsUnrolledOnce(source), flags, t)).toEqual(allMatches(source, flags, t));
        expect(allMatches(withShortRunsUnrolledOnce(new RegExp(source, flags)).source, flags, t)).toEqual(allMatches(source, flags, t));
      }),
      { numRuns: 1500, seed: 64 },
    );
  });
});
