/**
 * The speller's view of the shared English lexicon (src/common/lexicon): the word → tier map itself, plus a
 * delete index over the common words, built once per process on first use and shared read-only.
 * Tiers 10..20 are common words (candidates for corrections); 35..70 only prove that a word exists.
 */
import { englishLexicon } from '../../common/lexicon/english.js';
import { DeleteIndex } from './symspell.js';

const CANDIDATE_TIER = 20;

export interface EnglishDictionary {
  /** Lowercase word → its tier (lower is more common). */
  readonly tierOf: ReadonlyMap<string, number>;
  /** Delete-1 index over the common words. */
  readonly common: DeleteIndex;
}

let shared: EnglishDictionary | undefined;

/** The shared lexicon and the delete index of its common words (built once per process). */
export function englishDictionary(): EnglishDictionary {
  if (shared) return shared;
  const tierOf = englishLexicon();
  const common = new DeleteIndex(1);
  for (const [word, tier] of tierOf) {
    if (tier <= CANDIDATE_TIER && word.length >= 3 && !/[^a-z]/.test(word)) common.add(word);
  }
  shared = { tierOf, common };
  return shared;
}
