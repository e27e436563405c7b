/**
 * Constants of the off-topic detector. Chosen on CLINC150 `val` + `oos_val` + `oos_train`, a held-out fifth
 * of BANKING77's training set, and their 5- and 20-shot versions — never on test data (bench/notes/offtopic.md).
 */
export interface OffTopicOptions {
  /** Weight of an unknown content word, in units of the largest idf (a word seen in no training text). */
  readonly unknownWeight: number;
  /** An unknown word is credited (share of its 4-grams the workspace knows) ^ this: typos and inflections get partial credit. */
  readonly gramCreditExponent: number;
  /** Relevance at which confidences are left alone is `(1 - unseenMass) ^ this` ... */
  readonly fullRelevanceExponent: number;
  /** ... but never below this: inputs with almost nothing known are scaled down in any workspace. */
  readonly minFullRelevance: number;
  /** Below full relevance, confidences are multiplied by `(relevance / full) ^ this`. */
  readonly scaleExponent: number;
  /**
   * Coverage of the vocabulary, `(1 - unseenMass) ^ this`: how far the workspace's word pairs can be trusted.
   * Near 0 for small workspaces (their examples are a thin sample: new pairs are normal), higher for large ones.
   */
  readonly coverageExponent: number;
  /** Largest share of the confidence that pair coherence can remove, times the coverage. */
  readonly pairWeight: number;
}

export const DEFAULT_OFF_TOPIC_OPTIONS: OffTopicOptions = {
  unknownWeight: 4,
  gramCreditExponent: 4,
  fullRelevanceExponent: 16,
  minFullRelevance: 0.2,
  scaleExponent: 0.5,
  coverageExponent: 32,
  pairWeight: 0.5,
};
