/**
 * Enhanced irrelevance detection (`system_settings.off_topic.enabled`): a domain-relevance score, independent
 * of the intent classifier, that scales the classifier's confidences down for inputs whose content words the
 * workspace never uses ("what is the capital of France" in a banking workspace). Compiled once; per message it
 * only reads maps.
 */
import type { RuntimeIntent } from '../../model/index.js';
import { DEFAULT_OFF_TOPIC_OPTIONS, type OffTopicOptions } from './options.js';
import { contentTerms, wordGrams } from './terms.js';
import { buildDomainVocabulary, type DomainVocabulary } from './vocabulary.js';

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
  const full = Math.max(options.minFullRelevance, (1 - vocabulary.unseenMass) ** options.fullRelevanceExponent);
  const relevance = (text: string): number => domainRelevance(vocabulary, typeof text === 'string' ? text : '', options);
  const factor = (text: string): number => {
    const r = relevance(text);
    return r >= full ? 1 : (r / full) ** options.scaleExponent;
  };
  return {
    relevance,
    factor,
    adjust(text, intents) {
      const f = factor(text);
      if (f === 1) return intents;
      return intents.map((i) => ({ ...i, confidence: i.confidence * f }));
    },
  };
}

/** Longest word whose character n-grams are looked up: longer "words" are noise and get no credit. */
const MAX_GRAM_WORD = 64;

/** idf-weighted share of the content terms of `text` known to the vocabulary (unknown words: n-gram credit). */
export function domainRelevance(vocabulary: DomainVocabulary, text: string, options: OffTopicOptions): number {
  const terms = contentTerms(text, vocabulary.english);
  if (terms.length === 0) return 1;
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
    known += unknownWeight * gramCredit(vocabulary, word) ** options.gramCreditExponent;
    total += unknownWeight;
  }
  const r = known / total;
  return r > 1 ? 1 : r > 0 ? r : 0;
}

function gramCredit(vocabulary: DomainVocabulary, word: string): number {
  if (word.length > MAX_GRAM_WORD) return 0;
  const grams = wordGrams(word);
  let hits = 0;
  for (const g of grams) if (vocabulary.grams.has(g)) hits++;
  return hits / grams.length;
}
