import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractTokenFeatures, FeatureKind, type FeatureOptions } from '../../../src/nlu/intents/features.js';
import { ENGLISH_STOP_WORDS, type Token } from '../../../src/nlu/text/index.js';

const OPTIONS: FeatureOptions = { english: true, charMin: 3, charMax: 5, bigrams: true };

function token(norm: string): Token {
  return { text: norm, norm, start: 0, end: norm.length };
}

/** The word, stop-word and bigram features (character n-grams are the token's own spelling's) in order. */
function wordFeatures(norms: readonly string[]): string[] {
  const out: string[] = [];
  extractTokenFeatures(norms.map(token), OPTIONS, (hash, kind) => {
    if (kind !== FeatureKind.Char) out.push(`${kind}:${hash}`);
  });
  return out;
}

describe('extractTokenFeatures', () => {
  it('reads a word without an apostrophe as the contraction rules read it (a trailing apostrophe is dropped by them)', () => {
    // `word'` goes through the contraction expansion (no known suffix: the apostrophe is removed, one word), `word`
    // through the direct path for apostrophe-free tokens: the same words, stop words and bigrams.
    const stop = [...ENGLISH_STOP_WORDS].filter((w) => /^[a-z]+$/.test(w));
    const word = fc.oneof(fc.stringMatching(/^[a-z]{1,12}$/), fc.constantFrom(...stop), fc.constantFrom('connected', 'ponies', 'cannot', 'running'));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        expect(wordFeatures(words)).toEqual(wordFeatures(words.map((w) => `${w}'`)));
      }),
      { numRuns: 500 },
    );
  });

  it('still expands contractions', () => {
    expect(wordFeatures(["don't"])).toEqual(wordFeatures(['do', 'not']));
    expect(wordFeatures(['i’m'])).toEqual(wordFeatures(['i', 'am']));
  });
});
