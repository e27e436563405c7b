import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import { defaultClassifierOptions } from '../../../src/nlu/intents/options.js';
import { keepTopScores, trainLinear } from '../../../src/nlu/intents/linear.js';
import { buildNeighbourIndex } from '../../../src/nlu/intents/neighbours.js';
import { chooseCandidates, dropCandidates, trainSampled } from '../../../src/nlu/intents/sampled.js';
import { Vectorizer, type SparseVector } from '../../../src/nlu/intents/vectorizer.js';
import { createRandom } from '../../../src/model/random.js';
import { COMMON, generatedIntents, word } from '../../fixtures/nlu/synthetic-intents.js';

/** The vectors, labels and neighbour index the classifier trains on for `count` generated intents. */
function trainingData(count: number) {
  const intents = generatedIntents(count);
  const texts = intents.flatMap((i) => i.examples.map((e) => e.text));
  const labels = intents.flatMap((i, c) => i.examples.map(() => c));
  const options = defaultClassifierOptions('en');
  const { vectorizer, vectors } = Vectorizer.fit(texts, options.vectorizer);
  const neighbours = buildNeighbourIndex(vectors, labels, count, vectorizer.size, options.maxPostings);
  return { vectors, labels, features: vectorizer.size, neighbours, options };
}

describe('sampled-softmax training (more than 300 intents)', () => {
  const data = trainingData(320);

  it('is used above 300 classes (sparse rows) and not at or below (dense weights)', () => {
    const { vectors, labels, features, neighbours, options } = data;
    expect(trainLinear(vectors, labels, 320, features, options.linear, neighbours).rows).not.toBeNull();
    const small = trainingData(300);
    expect(small.options.linear.sampledAbove).toBe(300);
    expect(trainLinear(small.vectors, small.labels, 300, small.features, small.options.linear, small.neighbours).rows).toBeNull();
  });

  it('is deterministic: two trainings give bit-identical weights and confidences', () => {
    const { vectors, labels, features, neighbours, options } = data;
    const a = trainLinear(vectors, labels, 320, features, options.linear, neighbours);
    const b = trainLinear(vectors, labels, 320, features, options.linear, neighbours);
    expect(Buffer.from(b.weights.buffer).equals(Buffer.from(a.weights.buffer))).toBe(true);
    expect(Array.from(b.bias)).toEqual(Array.from(a.bias));
    expect(Array.from(b.rows!.classOf)).toEqual(Array.from(a.rows!.classOf));
    const intents = generatedIntents(320);
    const first = trainIntentClassifier({ intents, counterexamples: [], language: 'en' });
    const second = trainIntentClassifier({ intents, counterexamples: [], language: 'en' });
    for (const text of ['please kaloru', 'help me with the weather', `${word(305)} ${word(306)} now`, '']) {
      expect(second.classify(text)).toEqual(first.classify(text));
    }
  });

  it('bounds the work: every example trains exactly 24 distinct classes, its own first, whatever the class count', () => {
    for (const count of [320, 640]) {
      const { vectors, labels, neighbours } = count === 320 ? data : trainingData(count);
      const K = 24;
      const cand = chooseCandidates(vectors, labels, count, K, 4, neighbours);
      expect(cand.length).toBe(vectors.length * K);
      for (let i = 0; i < vectors.length; i++) {
        const set = cand.subarray(i * K, i * K + K);
        expect(set[0]).toBe(labels[i]);
        expect(new Set(set).size).toBe(K);
        for (const c of set) expect(c >= 0 && c < count).toBe(true);
      }
    }
  });

  it('chooses the same candidates when it skips the examples of the query\'s own class by range (grouped index)', () => {
    // The generated intents plus a large last class sharing their words (like counterexamples): its examples fill
    // long runs of the posting lists that the grouped index skips and the ungrouped one sums and drops.
    const intents = generatedIntents(320);
    const texts = intents.flatMap((i) => i.examples.map((e) => e.text));
    const labels = intents.flatMap((i, c) => i.examples.map(() => c));
    for (let j = 0; j < 400; j++) {
      texts.push(`${COMMON[j % COMMON.length]} ${word(300 + ((j * 7) % 960))} ${word(300 + ((j * 13) % 960))}`);
      labels.push(320);
    }
    const options = defaultClassifierOptions('en');
    const { vectorizer, vectors } = Vectorizer.fit(texts, options.vectorizer);
    const grouped = buildNeighbourIndex(vectors, labels, 321, vectorizer.size, options.maxPostings);
    expect(grouped.first).not.toBeNull();
    const ungrouped = { ...grouped, first: null };
    const a = chooseCandidates(vectors, labels, 321, 24, 4, grouped);
    const b = chooseCandidates(vectors, labels, 321, 24, 4, ungrouped);
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('stores at most (active features × 24) weights per example, not features × classes', () => {
    const { vectors, labels, features, neighbours, options } = data;
    const model = trainSampled(vectors, labels, 320, features, neighbours, { ...options.linear, randomNegatives: 4 });
    const active = vectors.reduce((sum, v) => sum + v.index.length, 0);
    expect(model.classesPerStep).toBe(24);
    expect(model.rows.classOf.length).toBeLessThanOrEqual(active * 24);
    expect(model.rows.classOf.length).toBeLessThan(features * 320);
    expect(model.rows.start[features]).toBe(model.rows.classOf.length);
  });

  it('still classifies: a training example plus an unknown word gets its own intent first', () => {
    const intents = generatedIntents(320);
    const classifier = trainIntentClassifier({ intents, counterexamples: [], language: 'en' });
    let right = 0;
    for (const intent of intents) if (classifier.classify(`${intent.examples[3].text} zzqx`)[0].intent === intent.intent) right++;
    expect(right).toBeGreaterThanOrEqual(316);
  });
});

/**
 * Sampled training written plainly: every weight found through a map of (feature, class) → position, scores summed
 * candidate after candidate and feature after feature, updates applied candidate by candidate, dropped candidates
 * removed from a list. The trainer's layouts (flat per-example arrays, 16-bit row positions compacted in place,
 * updates feature by feature, four candidates summed at a time) must give these weights bit for bit.
 */
function plainSampled(vectors: readonly SparseVector[], classes: number, features: number, cand: Int32Array, K: number, epochs: number, learningRate: number, l2: number, dropBelow: number) {
  const n = vectors.length;
  // Rows in the trainer's order: feature by feature, the examples having it in order, their candidates in order.
  const examplesOf: number[][] = Array.from({ length: features }, () => []);
  vectors.forEach((v, i) => v.index.forEach((f) => examplesOf[f].push(i)));
  const position = new Map<number, number>();
  const classOf: number[] = [];
  for (let f = 0; f < features; f++) {
    for (const i of examplesOf[f]) {
      for (let a = 0; a < K; a++) {
        const key = f * classes + cand[i * K + a];
        if (!position.has(key)) {
          position.set(key, classOf.length);
          classOf.push(cand[i * K + a]);
        }
      }
    }
  }
  const W = new Float32Array(classOf.length);
  const bias = new Float64Array(classes);
  const kept: number[][] = Array.from({ length: n }, (_, i) => Array.from(cand.subarray(i * K, i * K + K)));
  const order = Array.from(vectors.keys());
  const random = createRandom('parley-intents');
  let scale = 1;
  let t = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const lr = learningRate / (1 + t / n);
      t++;
      const { index, value } = vectors[i];
      const list = kept[i];
      const at = (k: number, c: number) => position.get(index[k] * classes + c)!;
      const z = list.map((c) => {
        let s = 0;
        for (let k = 0; k < index.length; k++) s += W[at(k, c)] * value[k];
        return s * scale + bias[c];
      });
      const max = Math.max(...z);
      const e = z.map((v) => Math.exp(v - max));
      let sum = 0;
      for (const v of e) sum += v;
      const g = e.map((v, a) => v / sum - (a === 0 ? 1 : 0));
      scale *= 1 - lr * l2;
      const step = lr / scale;
      list.forEach((c, a) => {
        if (g[a] <= 1e-3 && g[a] >= -1e-3) return;
        for (let k = 0; k < index.length; k++) W[at(k, c)] -= g[a] * value[k] * step;
        bias[c] -= lr * g[a];
      });
      if (dropBelow > 0 && epoch < epochs - 1) kept[i] = list.filter((_, a) => a === 0 || g[a] >= dropBelow);
      if (scale < 1e-3) {
        for (let j = 0; j < W.length; j++) W[j] *= scale;
        scale = 1;
      }
    }
  }
  if (scale !== 1) for (let j = 0; j < W.length; j++) W[j] *= scale;
  return { weights: W, bias: Float32Array.from(bias), classOf };
}

describe('sampled training matches its plain statement', () => {
  it('gives the weights, bias and rows of the plain per-candidate loop bit for bit (dropped candidates leave widths of every remainder mod 4)', () => {
    const { vectors, labels, features, neighbours, options } = trainingData(320);
    const K = 24;
    for (const [epochs, dropBelow, l2] of [[3, 1e-3, 1e-6], [2, 0, 1e-6], [3, 0.05, 0.02]] as const) {
      const sampled = { ...options.linear, candidates: K, randomNegatives: 4, epochs, dropBelow, l2 };
      const model = trainSampled(vectors, labels, 320, features, neighbours, sampled);
      const cand = chooseCandidates(vectors, labels, 320, K, 4, neighbours);
      const plain = plainSampled(vectors, 320, features, cand, K, epochs, options.linear.learningRate, l2, dropBelow);
      expect(Array.from(model.rows.classOf)).toEqual(plain.classOf);
      expect(Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength).equals(Buffer.from(plain.weights.buffer))).toBe(true);
      expect(Array.from(model.bias)).toEqual(Array.from(plain.bias));
    }
  });
});

describe('keepTopScores', () => {
  it('keeps the k highest scores (ties at the k-th included) and sets the others to -Infinity', () => {
    const z = Float64Array.from([0.5, 3, -1, 2, 2, 0.1]);
    keepTopScores(z, 6, 3, new Float64Array(3));
    expect(Array.from(z)).toEqual([-Infinity, 3, -Infinity, 2, 2, -Infinity]);
    const y = Float64Array.from([1, 5, 4, 0]);
    keepTopScores(y, 4, 2, new Float64Array(2));
    expect(Array.from(y)).toEqual([-Infinity, 5, 4, -Infinity]);
  });

  it('changes nothing when k is 0 or covers every class', () => {
    const z = Float64Array.from([1, 2, 3]);
    keepTopScores(z, 3, 0, new Float64Array(0));
    keepTopScores(z, 3, 3, new Float64Array(3));
    expect(Array.from(z)).toEqual([1, 2, 3]);
  });
});

describe('dropCandidates (sampled training drops candidates of negligible probability)', () => {
  it('keeps slot 0 and the candidates at or above the bar, in order, and compacts the slots in place like a copy would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.constantFrom(0, 1e-5, 5e-4, 1e-3, 0.01, 0.5), { minLength: 12, maxLength: 12 }),
        (w, features, probabilities) => {
          const p = Float64Array.from(probabilities.slice(0, w));
          const base = 3;
          const slots = Int32Array.from({ length: base + features * w + 2 }, (_, i) => 1000 + i);
          const cand = Int32Array.from({ length: 2 + w }, (_, i) => 500 + i);
          const keep = [0, ...Array.from({ length: w - 1 }, (_, a) => a + 1).filter((a) => p[a] >= 1e-3)];
          const expectedSlots = Array.from(slots);
          for (let k = 0; k < features; k++) keep.forEach((a, j) => (expectedSlots[base + k * keep.length + j] = slots[base + k * w + a]));
          const expectedCand = Array.from(cand);
          keep.forEach((a, j) => (expectedCand[2 + j] = cand[2 + a]));
          const kept = dropCandidates(p, w, 1e-3, slots, base, features, cand, 2);
          expect(kept).toBe(keep.length);
          // Entries past the new width are left as they were (never read again); the two guard entries too.
          expect(Array.from(slots)).toEqual(expectedSlots);
          expect(Array.from(cand)).toEqual(expectedCand);
        },
      ),
    );
  });
});
