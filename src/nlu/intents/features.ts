/**
 * Sparse text features for intent classification, as 32-bit hashes (no string allocation per
 * feature): word unigrams and bigrams (English: contractions expanded and Porter-stemmed) and
 * word-boundary-aware character n-grams of the folded words (`<word>` → `<wo`, `wor`, ...).
 */
import { ENGLISH_STOP_WORDS, expandEnglishContraction, isUnspacedScriptToken, stemEnglish, tokenize, type Token } from '../text/index.js';

export interface FeatureOptions {
  /** English rules (contractions, stemming) apply. */
  readonly english: boolean;
  /** Smallest and largest character n-gram length; `charMax` 0 disables character n-grams. */
  readonly charMin: number;
  readonly charMax: number;
  /** Word bigrams. */
  readonly bigrams: boolean;
  /**
   * A token with digits is its shape as a word (unigram and bigrams): each run of digits one `0`, so that "transfer
   * 100" and "transfer 25" share their features, "2nd" and "3rd" not. Its character n-grams stay the token's own.
   * Absent or false: the token itself.
   */
  readonly numberShapes?: boolean;
  /**
   * English: the sentence's mood (`moodOf`: a question, a request or a statement) as one more feature, so that "what is
   * on my list" and "add milk to my list" differ by more than their verbs. Absent or false: none.
   */
  readonly mood?: boolean;
}

/** Feature kinds, weighted separately before normalization. */
export const enum FeatureKind {
  Word = 0,
  Bigram = 1,
  Char = 2,
  /** A word unigram that is a stop word (English). */
  Stop = 3,
}

/** Receives each feature occurrence (a repeated feature is reported again). */
export type FeatureSink = (hash: number, kind: FeatureKind) => void;

/** Upper bound on characters of one word used for character n-grams. */
const MAX_WORD_CHARS = 40;
/** Upper bound on characters of a run of unspaced-script characters used for character n-grams. */
const MAX_RUN_CHARS = 512;
const FNV_PRIME = 16777619;
const SEED = [0x811c9dc5, 0x050c5d1f, 0x2f9be6cc, 0] as const;

function hashString(s: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

function hashPair(a: number, b: number): number {
  let h = Math.imul(SEED[FeatureKind.Bigram] ^ a, FNV_PRIME);
  h = Math.imul(h ^ b, FNV_PRIME);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) >>> 0;
}

const ENGLISH_WORD = /^[a-z'’]+$/;

/** Words of an English token after contraction expansion, apostrophes removed. */
function expandForStopWords(norm: string): readonly string[] {
  return expandEnglishContraction(norm.replace(/’/g, "'")).map((w) => w.replace(/'/g, ''));
}

/** The word-unigram feature hash of an English word (stemmed, as `extractTokenFeatures` hashes it). */
export function englishWordHash(word: string): number {
  return hashString(stemEnglish(word), SEED[FeatureKind.Word]);
}

/**
 * The words of an English token that are not stop words (contractions expanded, apostrophes removed), as
 * `extractTokenFeatures` reads them; none for a token that is not an English word.
 */
export function englishContentWords(norm: string): readonly string[] {
  if (!ENGLISH_WORD.test(norm)) return NO_WORDS;
  // Most tokens have no apostrophe: no contraction to expand, no array to build but the result.
  if (!norm.includes("'") && !norm.includes('’')) return ENGLISH_STOP_WORDS.has(norm) ? NO_WORDS : [norm];
  return expandForStopWords(norm).filter((w) => !ENGLISH_STOP_WORDS.has(w));
}

const NO_WORDS: readonly string[] = [];

/** Runs of unspaced-script characters: their words are one to a few characters long. */
const UNSPACED_GRAMS = { charMin: 2, charMax: 3 } as const;

/** Report every feature of `text` to `sink`, in a fixed order. */
export function extractFeatures(text: string, options: FeatureOptions, sink: FeatureSink): void {
  extractTokenFeatures(tokenize(text), options, sink);
}

/** `extractFeatures` of already tokenized text. */
export function extractTokenFeatures(tokens: readonly Token[], options: FeatureOptions, sink: FeatureSink): void {
  const terms: number[] = [];
  const stop: boolean[] = [];
  let run = '';
  for (const token of tokens) {
    const norm = token.norm;
    if (isUnspacedScriptToken(norm)) {
      // Consecutive characters of an unspaced script form one "word" for character n-grams.
      run += norm;
      terms.push(hashString(norm, SEED[FeatureKind.Word]));
      stop.push(false);
      continue;
    }
    if (run.length > 0) charGrams(run, UNSPACED_GRAMS, MAX_RUN_CHARS, sink);
    run = '';
    let isStop = false;
    if (options.english && ENGLISH_WORD.test(norm)) {
      // Most tokens have no apostrophe: they are their own only word (as expandForStopWords would say), without the
      // two arrays and the string copies it builds per token (every token of every training text).
      if (!norm.includes("'") && !norm.includes('’')) {
        isStop = ENGLISH_STOP_WORDS.has(norm);
        terms.push(hashString(stemEnglish(norm), SEED[FeatureKind.Word]));
        stop.push(isStop);
      } else {
        for (const word of expandForStopWords(norm)) {
          const stopWord = ENGLISH_STOP_WORDS.has(word);
          isStop ||= stopWord;
          terms.push(hashString(stemEnglish(word), SEED[FeatureKind.Word]));
          stop.push(stopWord);
        }
      }
    } else {
      terms.push(hashString(options.numberShapes === true ? numberShape(norm) : norm, SEED[FeatureKind.Word]));
      stop.push(false);
    }
    // Stop words are fully described by their unigram; their character n-grams would only add noise.
    if (!isStop) charGrams(norm, options, MAX_WORD_CHARS, sink);
  }
  if (run.length > 0) charGrams(run, UNSPACED_GRAMS, MAX_RUN_CHARS, sink);
  for (let i = 0; i < terms.length; i++) sink(terms[i], stop[i] ? FeatureKind.Stop : FeatureKind.Word);
  if (options.bigrams) for (let i = 0; i + 1 < terms.length; i++) sink(hashPair(terms[i], terms[i + 1]), FeatureKind.Bigram);
  // A bigram's weight: the mood is a fact about the word order, as a bigram is. Not for a text without words: empty
  // input has no features, and so no intent.
  if (options.mood === true && options.english && terms.length > 0) sink(MOOD_HASH[moodOf(tokens)], FeatureKind.Bigram);
}

/** A sentence's mood, read from its first words (`moodOf`). */
export type Mood = 'question' | 'request' | 'statement';

/** Words that open a question about something ("what is on my list", "how much do i owe"). */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  'what whats when whens where wheres which who whos whom whose why how hows'.split(' '),
);
/** Auxiliaries that open a yes-no question ("did i add …", "is there …", "have i …"). */
const QUESTION_AUXILIARIES: ReadonlySet<string> = new Set(
  ('do does did is are am was were have has had can could will would should shall may might ' +
    'dont doesnt didnt isnt arent wasnt werent havent hasnt cant couldnt wont wouldnt shouldnt').split(' '),
);
/** Auxiliaries that, before "you", ask for an act rather than a fact ("can you add …", "would you set …"). */
const ASKING_AUXILIARIES: ReadonlySet<string> = new Set(['can', 'could', 'would', 'will', 'cant', 'wont']);
/** Auxiliaries that are also imperative verbs. */
const IMPERATIVE_AUXILIARIES: ReadonlySet<string> = new Set(['do', 'have']);
/** Words that begin the subject after a question's auxiliary ("do i …", "have you …", "do my points …"). */
const SUBJECTS: ReadonlySet<string> = new Set('i you u we they he she it my your our their his her its there any anyone anything'.split(' '));
/** Words before the sentence proper that say nothing of its mood. */
const OPENING_WORDS: ReadonlySet<string> = new Set('please pls hey hi hello ok okay so um well and oh'.split(' '));
/** First words looked at: past them a sentence is a statement. */
const MOOD_WORDS = 4;

/**
 * The mood of a sentence from its first English words: a question (a question word or an auxiliary first: "what is on my
 * list", "did i put eggs on my list"), a request ("can you add eggs", "please could you …": an asking auxiliary before
 * "you"), or else a statement (an imperative or a declarative: "add eggs to my list", "i need to add eggs").
 */
export function moodOf(tokens: readonly Token[]): Mood {
  let seen = 0;
  for (let i = 0; i < tokens.length && seen < MOOD_WORDS; i++) {
    const word = tokens[i].norm.replace(APOSTROPHES, '');
    if (!ENGLISH_WORD.test(word)) continue;
    seen++;
    if (OPENING_WORDS.has(word)) continue;
    if (QUESTION_WORDS.has(word)) return 'question';
    if (QUESTION_AUXILIARIES.has(word)) {
      const next = nextWord(tokens, i + 1);
      if (ASKING_AUXILIARIES.has(word) && (next === 'you' || next === 'u')) return 'request';
      // "do" and "have" are also imperatives ("do the dishes", "have a look"): a question only before its subject.
      return !IMPERATIVE_AUXILIARIES.has(word) || SUBJECTS.has(next) ? 'question' : 'statement';
    }
    return 'statement';
  }
  return 'statement';
}

const APOSTROPHES = /['’]/g;

/** The first English word of `tokens` from `from` on, apostrophes removed ('' if none). */
function nextWord(tokens: readonly Token[], from: number): string {
  for (let i = from; i < tokens.length; i++) {
    const word = tokens[i].norm.replace(APOSTROPHES, '');
    if (ENGLISH_WORD.test(word)) return word;
  }
  return '';
}

/** Whether a feature's bucket (its hash under `mask`) is a mood feature's: the mood says nothing of a topic alone. */
export function isMoodBucket(bucket: number, mask: number): boolean {
  return bucket === (MOOD_HASH.question & mask) || bucket === (MOOD_HASH.request & mask) || bucket === (MOOD_HASH.statement & mask);
}

const MOOD_HASH: Readonly<Record<Mood, number>> = {
  question: hashString('\u0001mood question', SEED[FeatureKind.Bigram]),
  request: hashString('\u0001mood request', SEED[FeatureKind.Bigram]),
  statement: hashString('\u0001mood statement', SEED[FeatureKind.Bigram]),
};

const DIGIT = /[0-9]/;
const DIGITS = /[0-9]+/g;

/** `token` with each run of ASCII digits replaced by one `0`. */
function numberShape(token: string): string {
  return DIGIT.test(token) ? token.replace(DIGITS, '0') : token;
}

const BOUNDARY = 0x3c; // '<' and '>' around the word, folded into one code: word edges matter, not which

/** Character n-grams of `<word>` (its first `maxChars` characters), lengths charMin..charMax. */
function charGrams(
  word: string,
  options: Pick<FeatureOptions, 'charMin' | 'charMax'>,
  maxChars: number,
  sink: FeatureSink,
): void {
  const { charMin, charMax } = options;
  if (charMax <= 0) return;
  const len = Math.min(word.length, maxChars) + 2;
  // Position j of `<word>` inline rather than through a closure: one closure per word was 15 MB of the largest
  // workspace's compile garbage.
  for (let i = 0; i + charMin <= len; i++) {
    let h: number = SEED[FeatureKind.Char];
    const last = Math.min(len, i + charMax);
    for (let j = i; j < last; j++) {
      h = Math.imul(h ^ (j === 0 || j === len - 1 ? BOUNDARY : word.charCodeAt(j - 1)), FNV_PRIME);
      if (j - i + 1 >= charMin) sink((h ^ (j - i)) >>> 0, FeatureKind.Char);
    }
  }
}
