/**
 * The content terms of a text for the off-topic detector: the words that say what a text is about.
 * English: contractions expanded, stop words and generic request words dropped, Porter-stemmed.
 * Numbers are dropped in every language: amounts and dates fit any domain.
 */
import { ENGLISH_STOP_WORDS, englishTerms, expandEnglishContraction, tokenize } from '../text/index.js';

export interface ContentTerm {
  /** The folded word (for character n-grams of unknown words). */
  readonly word: string;
  /** The index form: the stem for English, the folded word elsewhere. */
  readonly term: string;
}

const ENGLISH_WORD = /^[a-z'’]+$/;
const HAS_DIGIT = /\p{N}/u;

/**
 * Words that frame a request in any domain ("what", "tell me", "I need", "please"): not stop words for the
 * classifier, but they say nothing about the topic. Without this list a small workspace that happens to
 * use "what" or "tell" would find "what is the capital of France" half known.
 */
const GENERIC_ENGLISH: ReadonlySet<string> = new Set(
  (
    'what how where who when why which whose whom tell please need want like get know help show give make ' +
    'thing something anything way ok okay yes no not hi hello hey thanks thank im go going one'
  ).split(' '),
);

/**
 * The content terms of `text`, in order (bounded by the tokenizer's token limit). `cache` (folded token →
 * its terms) saves the stemming of repeated words when a whole training set is read.
 */
export function contentTerms(text: string, english: boolean, cache?: Map<string, readonly ContentTerm[]>): ContentTerm[] {
  const out: ContentTerm[] = [];
  for (const token of tokenize(text)) {
    const norm = token.norm;
    let terms = cache?.get(norm);
    if (terms === undefined) {
      terms = tokenTerms(norm, english);
      cache?.set(norm, terms);
    }
    for (const t of terms) out.push(t);
  }
  return out;
}

const NONE: readonly ContentTerm[] = [];

/** Longer tokens are noise (no word is that long): not content, and never stemmed or hashed at length. */
export const MAX_CONTENT_WORD = 64;

function tokenTerms(norm: string, english: boolean): readonly ContentTerm[] {
  if (norm.length > MAX_CONTENT_WORD || HAS_DIGIT.test(norm)) return NONE;
  if (!english || !ENGLISH_WORD.test(norm)) return [{ word: norm, term: norm }];
  const terms: ContentTerm[] = [];
  for (const part of expandEnglishContraction(norm.replace(/’/g, "'"))) {
    const word = part.replace(/'/g, '');
    if (word === '' || ENGLISH_STOP_WORDS.has(word) || GENERIC_ENGLISH.has(word)) continue;
    terms.push({ word, term: englishTerms(word)[0] });
  }
  return terms;
}

/** Boundary-marked character 4-grams of a word (`<word>` → `<wor`, `word`, `ord>`); a short word is one gram. */
export function wordGrams(word: string): string[] {
  const padded = `<${word}>`;
  if (padded.length <= GRAM) return [padded];
  const grams: string[] = [];
  for (let i = 0; i + GRAM <= padded.length; i++) grams.push(padded.slice(i, i + GRAM));
  return grams;
}

const GRAM = 4;
