/**
 * caseFoldedSource (issue 18, h107km): a pattern's `i` flag written into its source, so that a part of it keeps its case
 * (Node 20 has no `(?-i:…)`). The folded source without `i` matches what the source matches with `i`, at the same index
 * and with the same text, but in the kept parts, which match in their own case. Patterns and texts written for these
 * tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caseFoldedSource } from '../../src/common/regexp-case-folded.js';

/** The first match of `source` in `text` with `flags`: its index and text, or null. */
const firstMatch = (source: string, flags: string, text: string): [number, string] | null => {
  const m = new RegExp(source, flags).exec(text);
  return m === null ? null : [m.index, m[0]];
};

describe('caseFoldedSource', () => {
  it('writes each letter as a class of its cases, in a class and out of one', () => {
    expect(caseFoldedSource('pay')).toBe('[pP][aA][yY]');
    expect(caseFoldedSource('a+b{1,3}')).toBe('[aA]+[bB]{1,3}');
    expect(caseFoldedSource('[a-c]')).toBe('[a-cA-C]');
    expect(caseFoldedSource('[^sz]x')).toBe('[^szSZ][xX]');
    expect(caseFoldedSource('[\\w-]')).toBe('[\\w-]');
    expect(caseFoldedSource('[a-]')).toBe('[a\\-A]');
    expect(caseFoldedSource('\\bfee\\s\\d')).toBe('\\b[fF][eE][eE]\\s\\d');
  });

  it('leaves group names, lookarounds and escapes that are no letter as they are', () => {
    expect(caseFoldedSource('(?<amount>x)(?<!y)(?=z)\\.')).toBe('(?<amount>[xX])(?<![yY])(?=[zZ])\\.');
    expect(caseFoldedSource('\\u0061\\x42')).toBe('[aA][Bb]');
  });

  it('folds the letters outside ASCII as the pattern with `i` compares them', () => {
    const source = caseFoldedSource('[é]té сом');
    for (const text of ['ÉTÉ СОМ', 'été сом', 'Été Сом']) expect(new RegExp(source).test(text)).toBe(true);
    // "ſ" is no "s" and the Kelvin sign no "k" without the `u` flag: Canonicalize refuses a non-ASCII letter's ASCII case.
    expect(new RegExp(caseFoldedSource('sk')).test('ſK')).toBe(false);
  });

  it('keeps each occurrence of a kept source in its own case', () => {
    const kept = '(?:KM|RO)';
    const source = caseFoldedSource(String.raw`fee\s${kept}\s\d|${kept}\d`, [kept]);
    expect(source).toBe(String.raw`[fF][eE][eE]\s(?:KM|RO)\s\d|(?:KM|RO)\d`);
    expect(new RegExp(source).test('FEE KM 5')).toBe(true);
    expect(new RegExp(source).test('fee km 5')).toBe(false);
  });

  it('refuses a kept source that is no group or stands in a class, a back-reference and an inline modifier', () => {
    expect(() => caseFoldedSource('[KM]', ['KM'])).toThrow();
    expect(() => caseFoldedSource('[(?:KM)]', ['(?:KM)'])).toThrow();
    expect(() => caseFoldedSource('(a)\\1')).toThrow();
    expect(() => caseFoldedSource('(?<a>x)\\k<a>')).toThrow();
    expect(() => caseFoldedSource('(?i:a)')).toThrow();
    expect(() => caseFoldedSource('\\e')).toThrow();
  });

  // Review h107rev, finding 7: a negated class whose first member is `^` was read, for its own members, as a class
  // negated twice: "[^^a]" took "A" in. A `^` that is no class's first unit stays a member as written.
  it('folds a negated class whose first member is `^`, and a class with `^` after its first member', () => {
    expect(caseFoldedSource('[^^a]')).toBe('[^^aA]');
    expect(new RegExp(caseFoldedSource('[^^a]')).test('A')).toBe(false);
    expect(caseFoldedSource('[^^]')).toBe('[^^]');
    expect(caseFoldedSource('[a^]')).toBe('[a^A]');
    expect(new RegExp(caseFoldedSource('[^^-\\u00ff]')).test('B')).toBe(false);
    expect(new RegExp(caseFoldedSource('[^^-\\u00ff]')).test('A')).toBe(false);
  });

  it('matches without `i` what the source matches with it: the same index and text (fast-check)', () => {
    // Sources from pieces that hold letters in and out of classes, negated classes, ranges, quantifiers and lookarounds.
    const piece = fc.constantFrom('a', 'B', 'k', 'é', 'ÿ', 'µ', '[a-c]', '[^x]', '[^A-Z]', '[XY]', '\\w', '\\W', '\\b', '.', '\\d', '[\\u00e0-\\u00ff]', '(?:ab|C)', '(?<![a-z])', '(?=[K])', 'x?', 's{1,2}', '[ſ]', '\\u212a', '[-q]', '[q-]', '[^^a]', '[^^]', '[a^]', '[^^-\\u00ff]');
    const alphabet = fc.constantFrom('a', 'A', 'b', 'B', 'c', 'C', 'k', 'K', 'x', 'X', 'y', 'Y', 'é', 'É', 'ÿ', 'Ÿ', 'µ', 'Μ', 'μ', 'ſ', 's', 'S', '\u212a', 'q', 'Q', '-', '1', ' ', 'z', 'Z', '^');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 5 }), fc.array(alphabet, { maxLength: 12 }), (pieces, chars) => {
        const source = pieces.join('');
        const text = chars.join('');
        expect(firstMatch(caseFoldedSource(source), '', text)).toEqual(firstMatch(source, 'i', text));
      }),
      { numRuns: 1000 },
    );
  });
});
