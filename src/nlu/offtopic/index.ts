/**
 * Enhanced irrelevance detection (`system_settings.off_topic.enabled`): a domain-relevance score, independent
 * of the intent classifier, that scales the classifier's confidences down for inputs whose content words the
 * workspace never uses ("what is the capital of France" in a banking workspace). Compiled once; per message it
 * only reads maps.
 */
import type { RuntimeIntent } from '../../model/index.js';
import { DEFAULT_OFF_TOPIC_OPTIONS, type OffTopicOptions } from './options.js';
import { englishLexicon } from '../../common/lexicon/english.js';
import { contentTerms, wordGrams, type ContentTerm } from './terms.js';
import { buildDomainVocabulary, MAX_PAIRED_TERMS, pairKey, type DomainVocabulary } from './vocabulary.js';

export { DEFAULT_OFF_TOPIC_OPTIONS, type OffTopicOptions } from './options.js';
export { buildDomainVocabulary, type DomainVocabulary } from './vocabulary.js';

export interface OffTopicTrainingInput {
  /** The workspace's training texts: intent examples, entity values and synonyms. */
  readonly texts: Iterable<string>;
  /** Workspace language code (`en`, `fr`, ...). */
  readonly language: string;
}

export interface OffTopicDetector {
  /** Share in [0,1] of the input's content (idf-weighted) that the workspace knows; 1 when it has no content word. */
  relevance(text: string): number;
  /**
   * Share in [0,1] of the pairs of the input's known content terms that occur together in some training text;
   * 1 when it has fewer than two known terms. Known words in combinations the workspace never uses
   * ("how long is winter" where "long" and "winter" are known apart) score low.
   */
  coherence(text: string): number;
  /** The factor in [0,1] applied to every confidence for `text`. */
  factor(text: string): number;
  /**
   * The classifier's output with every confidence multiplied by `factor(text)`: the order is kept (a common
   * factor cannot reorder), confidences stay in [0,1]; the same array when the factor is 1.
   */
  adjust(text: string, intents: RuntimeIntent[]): RuntimeIntent[];
}

/** Build the detector from the workspace's training texts; deterministic. */
export function compileOffTopicDetector(
  input: OffTopicTrainingInput,
  options: OffTopicOptions = DEFAULT_OFF_TOPIC_OPTIONS,
): OffTopicDetector {
  const vocabulary = buildDomainVocabulary(input.texts, /^en(?:$|[-_])/i.test(input.language));
  const dictionary = vocabulary.english ? englishLexicon() : undefined;
  const full = Math.max(options.minFullRelevance, (1 - vocabulary.unseenMass) ** options.fullRelevanceExponent);
  const coverage = (1 - vocabulary.unseenMass) ** options.coverageExponent;
  const weight = options.pairWeight * coverage;
  // A weight this small could change confidences only in their last digits: leave them bit-identical.
  const pairWeight = weight >= MIN_PAIR_WEIGHT ? weight : 0;
  const terms = (text: unknown): ContentTerm[] => contentTerms(typeof text === 'string' ? text : '', vocabulary.english);
  const factor = (text: string): number => {
    const found = terms(text);
    const r = relevanceOf(vocabulary, dictionary, found, options);
    let f = r >= full ? 1 : (r / full) ** options.scaleExponent;
    if (pairWeight > 0) {
      const c = coherenceOf(vocabulary, found);
      if (c < coverage) f *= 1 - pairWeight + pairWeight * (c / coverage);
    }
    return f;
  };
  return {
    relevance: (text) => relevanceOf(vocabulary, dictionary, terms(text), options),
    coherence: (text) => coherenceOf(vocabulary, terms(text)),
    factor,
    adjust(text, intents) {
      const f = factor(text);
      if (f === 1) return intents;
      return intents.map((i) => ({ ...i, confidence: i.confidence * f }));
    },
  };
}

/** Smallest pair weight applied (1 % of a confidence at most below it). */
const MIN_PAIR_WEIGHT = 0.01;

/**
 * idf-weighted share of the content terms known to the vocabulary (unknown words: n-gram credit). With a
 * `dictionary` (English), unknown words it lacks — names, codes, typos — are left out: "what to do in
 * minneapolis" is not off topic for a travel workspace that never saw "minneapolis".
 */
function relevanceOf(
  vocabulary: DomainVocabulary,
  dictionary: ReadonlyMap<string, unknown> | undefined,
  terms: readonly ContentTerm[],
  options: OffTopicOptions,
): number {
  const largestIdf = Math.log(vocabulary.texts + 1) + 1;
  const unknownWeight = largestIdf * options.unknownWeight;
  let known = 0;
  let total = 0;
  for (const { word, term } of terms) {
    const df = vocabulary.documentFrequency.get(term);
    if (df !== undefined) {
      const idf = Math.log((vocabulary.texts + 1) / (df + 1)) + 1;
      known += idf;
      total += idf;
      continue;
    }
    if (dictionary !== undefined && !dictionary.has(word)) continue;
    known += unknownWeight * gramCredit(vocabulary, word) ** options.gramCreditExponent;
    total += unknownWeight;
  }
  // No content word, or only names: nothing to judge, the classifier decides alone.
  if (total === 0) return 1;
  const r = known / total;
  return r > 1 ? 1 : r > 0 ? r : 0;
}

/** Share of the pairs of distinct known terms (the first `MAX_PAIRED_TERMS`) seen together in a training text. */
function coherenceOf(vocabulary: DomainVocabulary, terms: readonly ContentTerm[]): number {
  const ids: number[] = [];
  for (const { term } of terms) {
    const id = vocabulary.termIds.get(term);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_PAIRED_TERMS) break;
  }
  if (ids.length < 2) return 1;
  let seen = 0;
  let pairs = 0;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      pairs++;
      if (vocabulary.pairs.has(pairKey(ids[i], ids[j]))) seen++;
    }
  }
  return seen / pairs;
}

function gramCredit(vocabulary: DomainVocabulary, word: string): number {
  const grams = wordGrams(word);
  let hits = 0;
  for (const g of grams) if (vocabulary.grams.has(g)) hits++;
  return hits / grams.length;
}
