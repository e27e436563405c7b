/**
 * What a workspace talks about: document frequencies of its content terms and the character n-grams
 * of its words, learned at compile time from its training texts.
 */
import { contentTerms, wordGrams } from './terms.js';

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
}

/** Learn the vocabulary of `texts`; deterministic (no order-dependent result). */
export function buildDomainVocabulary(texts: Iterable<string>, english: boolean): DomainVocabulary {
  const documentFrequency = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const grams = new Set<string>();
  let count = 0;
  let tokens = 0;
  for (const text of texts) {
    count++;
    const seen = new Set<string>();
    for (const { word, term } of contentTerms(text, english)) {
      tokens++;
      occurrences.set(term, (occurrences.get(term) ?? 0) + 1);
      if (!seen.has(term)) {
        seen.add(term);
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
      for (const gram of wordGrams(word)) grams.add(gram);
    }
  }
  let once = 0;
  for (const n of occurrences.values()) if (n === 1) once++;
  return { documentFrequency, grams, texts: count, unseenMass: tokens > 0 ? once / tokens : 1, english };
}
