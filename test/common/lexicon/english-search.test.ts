/**
 * The lookups before any Map of the word list exists (a contract process's hyphen joins): a binary search over the
 * build's sorted file. This file never calls `englishLexicon`, so every answer here comes from the search.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCommonEnglishWord, isEnglishWord, tierOf } from '../../../src/common/lexicon/english.js';
import { packageLists } from './package-lists.js';

describe('English word lookups from the sorted file', () => {
  const expected = packageLists();

  it("answers every word of the package's 16 lists with its most common tier", () => {
    // The words whose answer differs, compared once (an \`expect\` per word of the 111,630 was most of the case's time).
    expect([...expected].filter(([word, tier]) => tierOf(word) !== tier)).toEqual([]);
  });

  it('finds no other string: capitals, prefixes, extensions, spaces, digits', () => {
    for (const word of ['Table', 'tabl', 'tablex', ' table', 'table ', 'table 10', '10', 'colour', 'lasagnna', 'minneapolis', '']) {
      expect(tierOf(word)).toBeUndefined();
      expect(isEnglishWord(word)).toBe(false);
    }
    expect(isCommonEnglishWord('lasagna', 35)).toBe(false);
    expect(isCommonEnglishWord('lasagna', 50)).toBe(true);
  });

  it('agrees with the package on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...[...expected.keys()].slice(0, 500)).map((w) => w.slice(1))), (w) => {
        expect(tierOf(w)).toBe(expected.get(w));
      }),
    );
  });
});
