import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultClassifierOptions } from '../../../src/nlu/intents/options.js';
import { byFrequency, Vectorizer, type SparseVector } from '../../../src/nlu/intents/vectorizer.js';

const BASE = defaultClassifierOptions('en').vectorizer;

function plain(v: SparseVector): { index: number[]; value: number[] } {
  return { index: Array.from(v.index), value: Array.from(v.value) };
}

const word = fc.oneof(fc.constantFrom('card', 'lost', 'my', 'the', 'transfer', 'money', "don't", 'pay', 'bill', '42'), fc.stringMatching(/^[a-z]{1,9}$/));
const text = fc.oneof(fc.array(word, { maxLength: 12 }).map((w) => w.join(' ')), fc.constant(''));

describe('Vectorizer.fit', () => {
  it('gives each training text the vector transform gives it, whatever the bag blocks (vectors written over the bags)', () => {
    // `fit` writes the vectors into the memory of the texts' bags; `transform` builds fresh arrays from the same bag.
    // Block sizes from 1 (a block per text) to larger than all texts; minDf 2 leaves unknown features, so that a
    // vector is shorter than its bag and the later ones are written before their own bag's start.
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 40 }), fc.constantFrom(1, 2, 7, 30, 64, 1 << 16), fc.constantFrom(1, 2), (texts, block, minDf) => {
        const options = { ...BASE, minDf };
        const { vectorizer, vectors } = Vectorizer.fit(texts, options, block);
        expect(vectors.map(plain)).toEqual(texts.map((t) => plain(vectorizer.transform(t))));
        expect(vectors.map(plain)).toEqual(Vectorizer.fit(texts, options).vectors.map(plain));
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same vectors across growing blocks (1,024 entries first, doubling)', () => {
    const words = ['card', 'lost', 'transfer', 'money', 'bill', 'pay', 'account', 'open', 'close', 'balance', 'limit', 'fee'];
    const texts = Array.from({ length: 400 }, (_, i) => `${words[i % 12]} ${words[(i * 7) % 12]} ${words[(i * 5 + 3) % 12]} item${i} number ${i % 97}`);
    const { vectorizer, vectors } = Vectorizer.fit(texts, BASE);
    expect(vectors.reduce((n, v) => n + v.index.length, 0)).toBeGreaterThan(4096);
    expect(vectors.map(plain)).toEqual(texts.map((t) => plain(vectorizer.transform(t))));
  });

  it('keeps a text larger than a block whole, in a block of its own', () => {
    const texts = ['lost my card', 'the quick brown fox jumps over the lazy dog and the cat', 'pay my bill'];
    const { vectorizer, vectors } = Vectorizer.fit(texts, BASE, 8);
    expect(vectors.map(plain)).toEqual(texts.map((t) => plain(vectorizer.transform(t))));
    expect(vectors[1].index.length).toBeGreaterThan(8);
  });
});

describe('byFrequency', () => {
  it('orders the buckets as the comparison sort by descending df, ties by ascending bucket, did', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(12), { maxLength: 300 }), fc.integer({ min: 1, max: 4 }), (counts, minDf) => {
        const df = Int32Array.from(counts);
        const kept: number[] = [];
        for (let b = 0; b < df.length; b++) if (df[b] > 0 && df[b] >= minDf) kept.push(b);
        kept.sort((a, b) => df[b] - df[a] || a - b);
        expect(Array.from(byFrequency(df, minDf, 12))).toEqual(kept);
      }),
      { numRuns: 500 },
    );
  });

  it('is empty when no bucket reaches minDf', () => {
    expect(Array.from(byFrequency(Int32Array.from([0, 1, 0]), 2, 3))).toEqual([]);
  });
});
