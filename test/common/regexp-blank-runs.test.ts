/**
 * blankRunsUnrolledOnce (src/common/regexp.ts): every `\s{m,n}` of a source written so that V8 compiles the blank's
 * class once, the same matches in the same order (bench/log.md, "The cold classify, part 18"). The source as written
 * is the oracle: random patterns of words, blank runs, groups, alternatives and lookarounds, under each flag set the
 * classifier uses, on random texts of those words and blanks; and the classifier's patterns so written, against their
 * sources with the runs put back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankRunsUnrolledOnce } from '../../src/common/regexp.js';
import { allMatches, BLANK_TEXTS, regexSources } from './regex-sources.js';
import { OFFICES_JOINED_AT_END, REPRESENTED_AT_END } from '../../src/contracts/classify/lexicon/board-offices.js';
import { JOIN } from '../../src/contracts/classify/names/name-grammar.js';
import { ALIAS_AFTER, ALIAS_ANY, BARE_ALIAS, FIELD } from '../../src/contracts/classify/parties/alias-forms.js';
import { IDENTITY_BRACKET } from '../../src/contracts/classify/parties/identity-numbers.js';
import { NAME_LINE, PARTY_THEN_SIGNERS, ROLE_PERSON_TITLE, SIGNED_FOR } from '../../src/contracts/classify/parties/details/line-shapes.js';
import { ATTENTION_NAMED } from '../../src/contracts/classify/parties/notice-contacts.js';

/** The runs as a source wrote them before: the inverse of blankRunsUnrolledOnce (JOIN is still composed so written). */
function runsPutBack(source: string): string {
  return source
    .replace(/\\s\{(\d)\}\(\?:\\s\|\)\{0,(\d)\}/g, (_, m: string, k: string) => `\\s{${m},${Number(m) + Number(k)}}`)
    .replace(/\\s\(\?:\\s\|\)\{0,(\d)\}/g, (_, k: string) => `\\s{1,${1 + Number(k)}}`)
    .replace(/\(\?:\\s\|\)\{0,(\d)\}/g, (_, k: string) => `\\s{0,${k}}`);
}

describe('blankRunsUnrolledOnce (h100perf)', () => {
  it('writes each short blank run once, and leaves classes, escapes, lazy and long runs alone', () => {
    expect(blankRunsUnrolledOnce(String.raw`a\s{1,3}b`)).toBe(String.raw`a\s(?:\s|){0,2}b`);
    expect(blankRunsUnrolledOnce(String.raw`a\s{0,3}b\s{2,3}c`)).toBe(String.raw`a(?:\s|){0,3}b\s{2}(?:\s|){0,1}c`);
    expect(blankRunsUnrolledOnce(String.raw`[\s{1,3}]\\s{1,3}\s{1,3}?\s{0,8}\s{2}\S{1,3}`)).toBe(String.raw`[\s{1,3}]\\s{1,3}\s{1,3}?\s{0,8}\s{2}\S{1,3}`);
    expect(blankRunsUnrolledOnce(String.raw`[^\]\s]\s{1,2}`)).toBe(String.raw`[^\]\s]\s(?:\s|){0,1}`);
  });

  it('should match what the source matched, groups and indices included (fast-check)', () => {
    const run = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 })).map(([m, k]) => String.raw`\s{${m},${m + k}}`);
    const word = fc.constantFrom('a', 'ab', 'b', 'c', '[ab]', '\\w', 'A', '$', '^', '\\b', '\\s*', '\\s+', ',?');
    const pattern = regexSources(word, run);
    const text = BLANK_TEXTS;
    fc.assert(
      fc.property(pattern, fc.constantFrom('', 'i', 'u', 'iu', 'm', 'y'), text, (source, flags, t) => {
        expect(allMatches(blankRunsUnrolledOnce(source), flags.replace('y', ''), t)).toEqual(allMatches(source, flags.replace('y', ''), t));
      }),
      { numRuns: 1500, seed: 63 },
    );
  });

  it("should leave the classifier's patterns so written matching as their sources did (fast-check)", () => {
    const patterns = [FIELD, ALIAS_AFTER, ALIAS_ANY, BARE_ALIAS, ATTENTION_NAMED, IDENTITY_BRACKET, OFFICES_JOINED_AT_END, REPRESENTED_AT_END, NAME_LINE, SIGNED_FOR, PARTY_THEN_SIGNERS, ROLE_PERSON_TITLE, new RegExp(`(\\p{Lu}\\p{L}*)${JOIN}(\\p{Lu}\\p{L}*)`, 'u')];
    // Each is built as written now and run as the build writes it (bench/log.md, "The cold classify, part 22"): the
    // source with its runs (put back, where one is still written so) against the same written once.
    const asWritten = (re: RegExp): string => runsPutBack(re.source);
    for (const re of patterns) expect(blankRunsUnrolledOnce(asWritten(re))).not.toBe(asWritten(re));
    // Texts of each pattern's own words (its source's runs of letters), blanks of every length and its punctuation.
    const words = (re: RegExp) => [...new Set(asWritten(re).match(/[A-Za-z]{2,}/g) ?? [])].filter((w) => !/^(?:s|d|p|u|b|n|Lu|Ll|L|M|N)$/.test(w));
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns.keys()).chain((i) => fc.tuple(
          fc.constant(i),
          fc.array(fc.oneof(fc.constantFrom(...words(patterns[i])), fc.constantFrom(' ', ' ', '  ', '   ', '    ', '\n', ':', ',', '(', ')', '"', '|', '.', '1', 'Acme', 'Ltd')), { maxLength: 20 }).map((xs) => xs.join('')),
        )),
        ([i, t]) => {
          const re = patterns[i];
          for (const text of [t, t.toUpperCase(), t.replace(/ /g, ' ')]) expect(allMatches(blankRunsUnrolledOnce(asWritten(re)), re.flags, text)).toEqual(allMatches(asWritten(re), re.flags, text));
        },
      ),
      { numRuns: 600, seed: 63 },
    );
  });
});
