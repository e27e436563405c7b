import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ENGLISH_TIERS,
  englishLexicon,
  isCommonEnglishWord,
  isEnglishWord,
  tierOf,
} from '../../../src/common/lexicon/english.js';
import { englishDictionary } from '../../../src/nlu/spelling/dictionary.js';
import { packageLists } from './package-lists.js';

describe('shared English lexicon', () => {
  it('is built once per process and shared by the speller', () => {
    expect(englishLexicon()).toBe(englishLexicon());
    expect(englishDictionary().tierOf).toBe(englishLexicon());
  });

  it('holds the common and American SCOWL lists, all tiers, lowercase', () => {
    const lexicon = englishLexicon();
    expect(lexicon.size).toBe(111630);
    expect(new Set(lexicon.values())).toEqual(new Set(ENGLISH_TIERS));
    // One assertion over the words, not an \`expect\` per word: 111,630 of them were most of the file's time.
    expect([...lexicon.keys()].filter((word) => word !== word.toLowerCase())).toEqual([]);
  });

  it("holds exactly the package's 16 lists, each word at its most common tier, in tier order", () => {
    const expected = packageLists();
    const lexicon = englishLexicon();
    expect([...lexicon]).toHaveLength(expected.size);
    expect([...expected].filter(([word, tier]) => lexicon.get(word) !== tier)).toEqual([]);
    const tiers = [...lexicon.values()];
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('gives each word its most common tier', () => {
    expect(tierOf('table')).toBe(10);
    expect(tierOf('color')).toBe(10);
    // The list is `english` (all dialects) plus `american`: British-only spellings are not in it.
    expect(tierOf('colour')).toBeUndefined();
    expect(tierOf('lasagna')).toBe(50);
    expect(tierOf('lasagnna')).toBeUndefined();
    expect(tierOf('Table')).toBeUndefined();
  });

  it('answers membership and commonness from the tier', () => {
    expect(isEnglishWord('minneapolis')).toBe(false);
    expect(isEnglishWord('lasagna')).toBe(true);
    expect(isCommonEnglishWord('lasagna', 35)).toBe(false);
    expect(isCommonEnglishWord('lasagna', 50)).toBe(true);
    expect(isCommonEnglishWord('table', 10)).toBe(true);
    expect(isCommonEnglishWord('qzxv', 70)).toBe(false);
  });

  it('never throws and agrees with itself on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (w) => {
        const tier = tierOf(w);
        expect(isEnglishWord(w)).toBe(tier !== undefined);
        expect(isCommonEnglishWord(w, 70)).toBe(tier !== undefined);
      }),
    );
  });
});
