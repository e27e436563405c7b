/**
 * English-specific token rules: contractions and stemming.
 */
import { stemEnglish } from './stem-en.js';

const CONTRACTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["won't", ['will', 'not']], ["can't", ['can', 'not']], ["cannot", ['can', 'not']], ["shan't", ['shall', 'not']],
  ["i'm", ['i', 'am']], ["let's", ['let', 'us']],
]);
const SUFFIXES: ReadonlyArray<readonly [string, string | null]> = [
  ["n't", 'not'], ["'re", 'are'], ["'ll", 'will'], ["'ve", 'have'], ["'d", 'would'], ["'s", null], ["'m", 'am'],
];

/**
 * Split an English contraction into words (`don't` → `do not`, `what's` → `what`, `i'm` → `i am`);
 * other words come back alone. Input: lowercase, `'` as apostrophe.
 */
export function expandEnglishContraction(word: string): readonly string[] {
  if (!word.includes("'")) return [word];
  const known = CONTRACTIONS.get(word);
  if (known) return known;
  for (const [suffix, expansion] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length > suffix.length) {
      const head = word.slice(0, -suffix.length);
      return expansion === null ? [head] : [head, expansion];
    }
  }
  return [word.replace(/'/g, '')];
}

/** English index form of a lowercase word: contractions expanded, each part Porter-stemmed. */
export function englishTerms(word: string): string[] {
  return expandEnglishContraction(word.replace(/’/g, "'")).map(stemEnglish);
}
