import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { matchesOf } from '../../src/common/regex-matches.js';

/** What a caller reads of a match: its text and groups, where it is, the groups' names and (`d`) their indices. */
const shown = (ms: Iterable<RegExpMatchArray>) =>
  [...ms].map((m) => ({ all: [...m], index: m.index, input: m.input, groups: m.groups, indices: m.indices && [...m.indices] }));

// Patterns of the kinds the classifier runs: letter classes, lookbehinds, named groups, indices, case-folding, and the
// ones that match nothing at some places (the empty match's step, a surrogate pair's two units in a `u` pattern).
const PATTERNS = [
  /(?<![\p{L}\p{M}])\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){0,2}/gu,
  /\b(?:(?<must>shall|must)|(?<may>may))\s+(?:not\s+)?\w+/gi,
  /(?:^|\n)\s{0,3}(?:Signed|By)\s*:?\s*([A-Z][a-z]+)/dg,
  /x*/g,
  /x*/gu,
  /(?:)/gu,
  /\b/g,
  /(?<=é)|a?/gu,
  /[^\s]{0,2}/gy,
  /./gsu,
];

// Text with ASCII, Latin-1, accented and non-Latin letters, combining marks, curly quotes and astral characters.
const UNITS = ['a', 'x', 'X', ' ', '\n', 'é', 'É', 'ß', 'Ω', 'ж', 'Ж', '\u0301', '’', '-', 'shall', 'May', 'Signed: ', 'By ', 'Ana', '𝒜', '😀', '\ud83d'];
const texts = fc.array(fc.constantFrom(...UNITS), { maxLength: 40 }).map((parts) => parts.join(''));

describe('matchesOf', () => {
  it('finds what matchAll finds, from the same lastIndex, and leaves lastIndex as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), texts, fc.nat({ max: 12 }), (pattern, text, start) => {
        pattern.lastIndex = start;
        const expected = shown(text.matchAll(pattern));
        expect(shown(matchesOf(pattern, text))).toEqual(expected);
        expect(pattern.lastIndex).toBe(start);
      }),
      { numRuns: 2000 },
    );
  });

  it('steps past a whole astral character after an empty match in a u pattern, one unit without u', () => {
    expect(matchesOf(/x*/gu, '😀x').map((m) => [m.index, m[0]])).toEqual([[0, ''], [2, 'x'], [3, '']]);
    expect(matchesOf(/x*/g, '😀x').map((m) => [m.index, m[0]])).toEqual([[0, ''], [1, ''], [2, 'x'], [3, '']]);
  });

  it('runs the pattern on its own object, not on a copy', () => {
    const pattern = /\p{Lu}\p{Ll}+/gu;
    const exec = vi.spyOn(pattern, 'exec');
    expect(matchesOf(pattern, 'Ana and Émile').map((m) => m[0])).toEqual(['Ana', 'Émile']);
    expect(exec.mock.contexts.every((self) => self === pattern)).toBe(true);
    expect(exec).toHaveBeenCalledTimes(3);
  });

  it('finds every match before the caller reads one: a caller running the same pattern meanwhile does not disturb it', () => {
    const pattern = /\d+/g;
    const seen: string[] = [];
    for (const m of matchesOf(pattern, '1 22 333')) {
      seen.push(m[0]);
      matchesOf(pattern, '4444');
      pattern.exec('55555');
    }
    expect(seen).toEqual(['1', '22', '333']);
  });

  it('refuses a pattern without the g flag, as matchAll does', () => {
    expect(() => matchesOf(/a/, 'aa')).toThrow(new TypeError('String.prototype.matchAll called with a non-global RegExp argument'));
    expect(() => 'aa'.matchAll(/a/)).toThrow(TypeError);
  });
});
