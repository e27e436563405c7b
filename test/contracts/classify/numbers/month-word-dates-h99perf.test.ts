/**
 * The dates written with a month's name in another language read the name as a word looked up, not as the names'
 * alternation (recognizers.ts MONTH_WORD_DATES, regex-matches.ts matchesWithListedWord; bench/log.md, "The cold
 * classify, part 17"). The patterns as they were, with the alternation, are the oracle: the same matches, at the same
 * indices, with the same groups, on my sentences and on random texts of the names, their case variants (the long s and
 * the Kelvin sign a case-blind Unicode pattern folds, the dotted and dotless i it does not), neighbours and punctuation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, OTHER_LANGUAGE_MONTHS } from '../../../../src/common/calendar-names.js';
import { matchesOf, matchesWithListedWord } from '../../../../src/common/regex-matches.js';
import { caseFolded, longestFirstAlternation } from '../../../../src/common/regexp.js';
import { MONTH_WORD_DATES, recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';

const OTHER_NAMES = [...OTHER_LANGUAGE_MONTHS.keys()];
const OLD_OTHER_MONTH = `(?:${longestFirstAlternation(OTHER_NAMES.flatMap((name) => [name, name[0].toUpperCase() + name.slice(1)]))})`;
const YEAR_FIRST_NAMES = [...OTHER_NAMES, ...MONTH_NAMES.map((name) => name.toLowerCase())];
/** The three patterns as session 61 wrote them, in MONTH_WORD_DATES' order. */
const ORACLES = [
  new RegExp(String.raw`(?<![\d.])(\d{1,2})(\.|er|º)?\s{1,3}(?:de\s{1,3})?(${OLD_OTHER_MONTH})\s{1,3}(?:de\s{1,3})?(\d{4})(?![\d\p{L}])`, 'giu'),
  new RegExp(String.raw`(?<!\p{L})(${OLD_OTHER_MONTH})\s{1,3}(\d{1,2})(?:\s{0,3},\s{0,3}|\s{1,3}del?\s{1,3})(\d{4})(?![\d\p{L}])`, 'giu'),
  new RegExp(String.raw`(?<![\d.])(\d{4})\.\s{1,3}(${longestFirstAlternation(YEAR_FIRST_NAMES)})\s{1,3}(\d{1,2})\.?(?![\d\p{L}])`, 'giu'),
];
const shown = (ms: RegExpExecArray[]) => ms.map((m) => [m.index, ...m]);
const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => [f.begin, f.end, f.value]);

/** Every case form the random texts try: as listed, capitalised, upper case, and with the letters a fold joins or parts. */
const variants = (name: string): string[] => [
  name, name[0].toUpperCase() + name.slice(1), name.toUpperCase(), name.replace(/s/g, 'ſ'), name.replace(/k/g, '\u212a'),
  name.replace(/i/g, 'İ'), name.replace(/i/g, 'ı'), name.replace(/a/g, 'A'), `${name}s`, `x${name}`, name.slice(0, -1),
];

describe('a month named in another language read as a word looked up (h99perf)', () => {
  it('should read my dates as before: a day first, a month first, a year first', () => {
    expect(dates('Fait à Lyon, le 1er MARS 2031, en deux exemplaires.')).toEqual([[16, 29, '2031-03-01']]);
    expect(dates('Firmado en Quito el 7 de Noviembre de 2029.')).toEqual([[20, 42, '2029-11-07']]);
    expect(dates('Montevideo, Agosto 3 de 2030')).toEqual([[12, 28, '2030-08-03']]);
    expect(dates('Kelt Budapesten, 2032. Március 14. napján')).toEqual([[17, 33, '2032-03-14']]);
    expect(dates('V Brně dne 2. ČERVNA 2035')).toEqual([[11, 25, '2035-06-02']]);
    // A word of month's shape that no list holds is no date; nor a listed name inside a longer word.
    expect(dates('le 3 marsupial 2031, le 3 xmars 2031, le 3 de dex 2031')).toEqual([]);
    expect(dates('am 4. Märzen 2031')).toEqual([]);
  });

  it('should hold the word no longer than the longest name, and every name of letters alone', () => {
    for (const name of [...OTHER_NAMES, ...MONTH_NAMES]) expect(name).toMatch(/^\p{L}+$/u);
    for (const { pattern } of MONTH_WORD_DATES) expect(pattern.source).not.toContain('października');
  });

  it('should find what the alternation found on random texts of the names (fast-check)', () => {
    const names = [...new Set([...YEAR_FIRST_NAMES, 'de', 'del', 'mai', 'marsupial'])];
    const token = fc.oneof(
      fc.constantFrom(...names).chain((name) => fc.constantFrom(...variants(name))),
      fc.constantFrom('1', '3', '12', '31', '2031', '2031.', '1er', '1º', '7.', 'de', 'del', ',', '.', 'x', 'é', '\u{1d400}', 'e\u0301'),
    );
    const month = fc.constantFrom(...names).chain((name) => fc.constantFrom(...variants(name)));
    const gap = fc.constantFrom(' ', '  ', '    ', ' de ', ' de  ', '', ', ');
    // The three dates' shapes, each part sometimes off: day first, month first, year first.
    const date = fc.oneof(
      fc.tuple(fc.constantFrom('1', '1er', '1º', '12.', '31', '123', '7'), gap, month, gap, fc.constantFrom('2031', '2031x', '20311')).map((p) => p.join('')),
      fc.tuple(month, gap, fc.constantFrom('8', '31', '8,', '123'), fc.constantFrom(', ', ' de ', ' del ', '  ', ' , '), fc.constantFrom('2031', '2031é')).map((p) => p.join('')),
      fc.tuple(fc.constantFrom('2031.', '2031', '12031.'), gap, month, gap, fc.constantFrom('9.', '21', '9x', '123')).map((p) => p.join('')),
    );
    const blank = fc.constantFrom('', ' ', '  ', '   ', '    ', '\n', ' , ');
    const text = fc.array(fc.tuple(fc.oneof({ weight: 1, arbitrary: token }, { weight: 3, arbitrary: date }), blank), { maxLength: 10 }).map((parts) => parts.map(([t, b]) => t + b).join(''));
    // The texts hold dates often enough to test the lookup, not only its misses.
    const dated = fc.sample(text, { numRuns: 600, seed: 62 }).filter((t) => ORACLES.some((oracle) => matchesOf(oracle, t).length > 0));
    expect(dated.length).toBeGreaterThan(25);
    fc.assert(
      fc.property(text, (t) => {
        MONTH_WORD_DATES.forEach(({ pattern, group, isListed }, k) => {
          expect(shown(matchesWithListedWord(pattern, t, group, isListed))).toEqual(shown(matchesOf(ORACLES[k], t)));
        });
      }),
      { numRuns: 600 },
    );
  });

  it('should fold case as the case-blind Unicode pattern does', () => {
    expect(caseFolded('ſeptembre')).toBe('septembre');
    expect(new RegExp('^septembre$', 'iu').test('ſeptembre')).toBe(true);
    expect(caseFolded('AUGUSTUS')).toBe('augustus');
    expect(caseFolded('İ') === 'i').toBe(new RegExp('^i$', 'iu').test('İ'));
    expect(caseFolded('ı') === 'i').toBe(new RegExp('^i$', 'iu').test('ı'));
  });
});
