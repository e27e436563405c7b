/**
 * The fast paths of intent scoring give the numbers of the plain definitions: the class-major word-vector block,
 * per-word projections, and the nearest example of one class.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/nlu/text/index.js';
import { defaultClassifierOptions } from '../../../src/nlu/intents/options.js';
import { scoreLinear, trainLinear } from '../../../src/nlu/intents/linear.js';
import { buildNeighbourIndex, nearestByClass, nearestInClass } from '../../../src/nlu/intents/neighbours.js';
import { WordProjections } from '../../../src/nlu/intents/projection.js';
import { SemanticFeatures } from '../../../src/nlu/intents/semantic.js';
import { Vectorizer, type SparseVector } from '../../../src/nlu/intents/vectorizer.js';
import { EmbeddedWords, embedTokens } from '../../../src/nlu/vectors/sentence.js';
import { englishWordVectors } from '../../../src/nlu/vectors/word-vectors.js';

/** The linear model's input by definition: `x` followed by the weighted mean vector `e` (`x` itself when `e` is zero). */
function appendDense(semantic: SemanticFeatures, x: SparseVector, e: Float64Array): SparseVector {
  if (e.every((v) => v === 0)) return x;
  const n = x.index.length;
  const index = new Int32Array(n + semantic.size);
  const value = new Float32Array(n + semantic.size);
  index.set(x.index);
  value.set(x.value);
  for (let d = 0; d < semantic.size; d++) {
    index[n + d] = semantic.offset + d;
    value[n + d] = semantic.weight * e[d];
  }
  return { index, value };
}

const INTENTS = [
  ['where is my parcel', 'track my order', 'has my package shipped', 'when will my delivery arrive'],
  ['cancel my order', 'i want to stop my subscription', 'terminate the contract', 'please cancel it'],
  ['what is the weather like', 'will it rain tomorrow', 'is it sunny in rome', 'forecast for the weekend'],
  ['book a table for two', 'reserve a restaurant', 'dinner reservation tonight', 'find me a place to eat'],
  ['transfer money to my savings', 'send cash to john', 'move funds between accounts', 'pay my friend back'],
];
const WORDS = ['my', 'order', 'parcel', 'cancel', 'rain', 'table', 'money', 'the', 'please', 'zorblat', 'weekend', 'send', 'where'];
const query = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));

function model() {
  const texts = INTENTS.flat();
  const labels = INTENTS.flatMap((examples, c) => examples.map(() => c));
  const options = defaultClassifierOptions('en');
  const { vectorizer, vectors } = Vectorizer.fit(texts, options.vectorizer);
  const semantic = new SemanticFeatures(englishWordVectors(), 1, vectorizer.size);
  const dims = semantic.size;
  const values = new Float32Array(texts.length * dims);
  const present = new Uint8Array(texts.length);
  texts.forEach((text, i) => {
    const e = semantic.embed(tokenize(text));
    present[i] = e.some((v) => v !== 0) ? 1 : 0;
    values.set(e, i * dims);
  });
  const features = vectorizer.size + dims;
  const linear = trainLinear(vectors, labels, INTENTS.length, features, options.linear, undefined, { offset: vectorizer.size, dims, values, present });
  const neighbours = buildNeighbourIndex(vectors, labels, INTENTS.length, vectorizer.size, options.maxPostings);
  return { vectorizer, semantic, linear, neighbours, labels, vectors };
}

const m = model();

describe('the linear model with a word-vector block', () => {
  it('stores the block class-major and scores bias + sparse terms + block terms, each class in the vector order', () => {
    const { vectorizer, semantic, linear } = m;
    const block = linear.dense!;
    expect(block.offset).toBe(vectorizer.size);
    expect(block.weights.length).toBe(INTENTS.length * semantic.size);
    expect(linear.weights.length).toBe(vectorizer.size * INTENTS.length);
    fc.assert(
      fc.property(query, (text) => {
        const x = appendDense(semantic, vectorizer.transform(text), semantic.embed(tokenize(text)));
        const out = new Float64Array(INTENTS.length);
        scoreLinear(linear, x, out);
        for (let c = 0; c < INTENTS.length; c++) {
          let s = linear.bias[c];
          for (let k = 0; k < x.index.length; k++) {
            const f = x.index[k];
            const w = f < block.offset ? linear.weights[f * INTENTS.length + c] : block.weights[c * block.dims + f - block.offset];
            s += w * x.value[k];
          }
          expect(out[c]).toBe(s);
        }
      }),
    );
  });

  it('scores the block per word (projections) as per dimension, up to rounding, whatever texts came before', () => {
    const { vectorizer, semantic, linear } = m;
    const a = new WordProjections(linear.dense!, INTENTS.length, semantic.table, semantic.weight);
    const b = new WordProjections(linear.dense!, INTENTS.length, semantic.table, semantic.weight);
    fc.assert(
      fc.property(query, query, (text, other) => {
        const x = vectorizer.transform(text);
        const full = new Float64Array(INTENTS.length);
        scoreLinear(linear, appendDense(semantic, x, semantic.embed(tokenize(text))), full);
        const perWord = new Float64Array(INTENTS.length);
        scoreLinear(linear, x, perWord);
        a.addScores(semantic.words, perWord);
        for (let c = 0; c < INTENTS.length; c++) expect(perWord[c]).toBeCloseTo(full[c], 6);
        // The other instance sees another text first: the same numbers.
        semantic.embed(tokenize(other));
        b.addScores(semantic.words, new Float64Array(INTENTS.length));
        semantic.embed(tokenize(text));
        const again = new Float64Array(INTENTS.length);
        scoreLinear(linear, x, again);
        b.addScores(semantic.words, again);
        expect(Array.from(again)).toEqual(Array.from(perWord));
      }),
    );
  });

  it('scores a mean vector times a factor as that factor times its block score', () => {
    const { semantic, linear } = m;
    const p = new WordProjections(linear.dense!, INTENTS.length, semantic.table, semantic.weight);
    semantic.embed(tokenize('cancel my parcel please'));
    const [once, half] = [new Float64Array(INTENTS.length), new Float64Array(INTENTS.length)];
    p.addScores(semantic.words, once);
    p.addScores(semantic.words, half, 0.5);
    for (let c = 0; c < INTENTS.length; c++) expect(half[c]).toBeCloseTo(once[c] / 2, 12);
  });

  it('gives the same scores once its memory bound is reached (the kept projections are dropped, then recomputed)', () => {
    const { vectorizer, semantic, linear } = m;
    const unbounded = new WordProjections(linear.dense!, INTENTS.length, semantic.table, semantic.weight);
    const tiny = new WordProjections(linear.dense!, INTENTS.length, semantic.table, semantic.weight, 2 * INTENTS.length);
    fc.assert(
      fc.property(query, (text) => {
        semantic.embed(tokenize(text));
        const [a, b] = [new Float64Array(INTENTS.length), new Float64Array(INTENTS.length)];
        scoreLinear(linear, vectorizer.transform(text), a);
        b.set(a);
        unbounded.addScores(semantic.words, a);
        tiny.addScores(semantic.words, b);
        expect(Array.from(b)).toEqual(Array.from(a));
      }),
    );
  });
});

describe('embedTokens with the words recorded', () => {
  it('records rows, weights and the scale of the unit mean vector', () => {
    const table = englishWordVectors();
    const words = new EmbeddedWords();
    const out = new Float64Array(table.dimensions);
    embedTokens(tokenize('cancel my zorblat order order'), table, out, words);
    expect(words.count).toBe(4);
    expect(Array.from(words.ids.subarray(0, 4))).toEqual(['cancel', 'my', 'order', 'order'].map((w) => table.rows.get(w)));
    for (let d = 0; d < table.dimensions; d++) {
      let s = 0;
      for (let i = 0; i < words.count; i++) s += words.weights[i] * table.values[words.ids[i] * table.dimensions + d];
      expect(s * words.scale).toBeCloseTo(out[d], 12);
    }
    embedTokens(tokenize('zorblat 42'), table, out, words);
    expect([words.count, words.scale]).toEqual([0, 0]);
  });
});

describe('the nearest example of one class', () => {
  it('is nearestByClass at that class, bit for bit', () => {
    const { vectorizer, neighbours } = m;
    expect(neighbours.first).not.toBeNull();
    fc.assert(
      fc.property(query, (text) => {
        const x = vectorizer.transform(text);
        const all = new Float64Array(INTENTS.length);
        nearestByClass(neighbours, x, all);
        for (let c = 0; c < INTENTS.length; c++) expect(nearestInClass(neighbours, x, c)).toBe(all[c]);
      }),
    );
  });

  it('falls back to the whole search when the examples are not grouped by class', () => {
    const { vectorizer, vectors, labels } = m;
    const order = vectors.map((_, i) => i).reverse();
    const index = buildNeighbourIndex(order.map((i) => vectors[i]), order.map((i) => labels[i]), INTENTS.length, vectorizer.size, 300);
    expect(index.first).toBeNull();
    const x = vectorizer.transform('cancel my parcel');
    const all = new Float64Array(INTENTS.length);
    nearestByClass(index, x, all);
    for (let c = 0; c < INTENTS.length; c++) expect(nearestInClass(index, x, c)).toBe(all[c]);
  });
});
