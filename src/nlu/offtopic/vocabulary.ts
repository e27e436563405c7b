/**
 * What a workspace talks about: document frequencies of its content terms and the character n-grams
 * of its words, learned at compile time from its training texts.
 */
import { contentTerms, wordGrams, type ContentTerm } from './terms.js';

export interface DomainVocabulary {
  /** Content term → number of training texts that contain it. */
  readonly documentFrequency: ReadonlyMap<string, number>;
  /** Character 4-grams of every content word of the training texts. */
  readonly grams: ReadonlySet<string>;
  /** Number of training texts. */
  readonly texts: number;
  /**
   * Good–Turing estimate of the chance that an in-domain content word is unseen: the share of content-word
   * occurrences whose term occurs only once. High for small workspaces, whose vocabulary is a thin sample.
   */
  readonly unseenMass: number;
  readonly english: boolean;
  /** Content term → a small integer id, for `pairs`. */
  readonly termIds: ReadonlyMap<string, number>;
  /** `pairKey(a, b)` (a < b) of every two content terms that occur together in a training text. */
  readonly pairs: ReadonlySet<number>;
}

/** Distinct terms of one text that form pairs: bounds the pairs per text (quadratic) on long texts. */
export const MAX_PAIRED_TERMS = 16;
const ID_RANGE = 2 ** 26;

/** The key of a term pair, ids in either order. */
export function pairKey(a: number, b: number): number {
  return a < b ? a * ID_RANGE + b : b * ID_RANGE + a;
}

/** Learn the vocabulary of `texts`; deterministic (no order-dependent result). */
export function buildDomainVocabulary(texts: Iterable<string>, english: boolean): DomainVocabulary {
  /** Per term: texts containing it, occurrences, and the last text that counted it. */
  const stats = new Map<string, { texts: number; occurrences: number; last: number }>();
  const grams = new Set<string>();
  const cache = new Map<string, readonly ContentTerm[]>();
  const words = new Set<string>();
  const termIds = new Map<string, number>();
  const pairs = new Set<number>();
  const inText: number[] = [];
  let count = 0;
  let tokens = 0;
  for (const text of texts) {
    count++;
    inText.length = 0;
    for (const { word, term } of contentTerms(text, english, cache)) {
      tokens++;
      const s = stats.get(term);
      if (s === undefined) {
        stats.set(term, { texts: 1, occurrences: 1, last: count });
        termIds.set(term, termIds.size);
      } else {
        s.occurrences++;
        if (s.last !== count) {
          s.last = count;
          s.texts++;
        }
      }
      const id = termIds.get(term)!;
      if (inText.length < MAX_PAIRED_TERMS && !inText.includes(id)) inText.push(id);
      if (words.has(word)) continue;
      words.add(word);
      for (const gram of wordGrams(word)) grams.add(gram);
    }
    for (let i = 0; i < inText.length; i++) for (let j = i + 1; j < inText.length; j++) pairs.add(pairKey(inText[i], inText[j]));
  }
  const documentFrequency = new Map<string, number>();
  let once = 0;
  for (const [term, s] of stats) {
    documentFrequency.set(term, s.texts);
    if (s.occurrences === 1) once++;
  }
  return { documentFrequency, grams, texts: count, unseenMass: tokens > 0 ? once / tokens : 1, english, termIds, pairs };
}
