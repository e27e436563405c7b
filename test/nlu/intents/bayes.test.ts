/**
 * Naive Bayes re-ranking (issue 22, h73i22; `src/nlu/intents/bayes.ts`): a multinomial naive Bayes model over the
 * linear model's TF-IDF features re-ranks the linear model's top three intents (an option, off by default). Its scores by definition, the
 * re-ranking's bounds (only the candidates' places change, the logits themselves stay), determinism, and the calibration
 * it must keep (off-topic text under 0.2).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NaiveBayes } from '../../../src/nlu/intents/bayes.js';
import { IntentModel } from '../../../src/nlu/intents/classifier.js';
import { defaultClassifierOptions, trainIntentClassifier } from '../../../src/nlu/intents/index.js';
import type { ClassifierOptions } from '../../../src/nlu/intents/options.js';
import type { SparseVector } from '../../../src/nlu/intents/vectorizer.js';
import { FEW_SHOT_INTENTS, fewShotWorkspace } from './fixtures.js';

const vector = (pairs: [number, number][]): SparseVector => ({
  index: Int32Array.from(pairs, ([f]) => f),
  value: Float32Array.from(pairs, ([, v]) => v),
});

describe('NaiveBayes', () => {
  // Three features, two classes; class 0 has two texts, class 1 one (at weight 0.5 in the weighted fit).
  const vectors = [vector([[0, 0.6], [1, 0.8]]), vector([[0, 1]]), vector([[1, 0.6], [2, 0.8]])];
  const labels = [0, 0, 1];

  /** The score by its definition: Σ_f x_f ln((α + s(f, c)) / (α·F + t(c))). */
  function byDefinition(x: SparseVector, alpha: number, weights = [1, 1, 1]): number[] {
    const F = 3;
    return [0, 1].map((c) => {
      const s = new Float64Array(F);
      let t = 0;
      vectors.forEach((v, i) => {
        if (labels[i] !== c) return;
        v.index.forEach((f, k) => {
          s[f] += weights[i] * v.value[k];
          t += weights[i] * v.value[k];
        });
      });
      let score = 0;
      x.index.forEach((f, k) => (score += x.value[k] * Math.log((alpha + s[f]) / (alpha * F + t))));
      return score;
    });
  }

  it('scores a text as the sum of its features’ smoothed log-probabilities per class', () => {
    const nb = NaiveBayes.fit(vectors, labels, 2, 3, 0.01);
    for (const x of [vector([[0, 1]]), vector([[1, 0.6], [2, 0.8]]), vector([[0, 0.5], [2, 0.5]]), vector([[2, 1]])]) {
      const out = new Float64Array(2);
      nb.scores(x, out);
      const expected = byDefinition(x, 0.01);
      expect(out[0]).toBeCloseTo(expected[0], 5);
      expect(out[1]).toBeCloseTo(expected[1], 5);
    }
  });

  it('counts each text at its training weight', () => {
    const weights = Float32Array.of(1, 1, 0.5);
    const nb = NaiveBayes.fit(vectors, labels, 2, 3, 0.1, weights);
    const x = vector([[1, 0.6], [2, 0.8]]);
    const out = new Float64Array(2);
    nb.scores(x, out);
    const expected = byDefinition(x, 0.1, [1, 1, 0.5]);
    expect(out[0]).toBeCloseTo(expected[0], 5);
    expect(out[1]).toBeCloseTo(expected[1], 5);
  });

  it('gives the same scores whatever the order of the training texts', () => {
    const a = NaiveBayes.fit(vectors, labels, 2, 3, 0.01);
    const b = NaiveBayes.fit([vectors[2], vectors[0], vectors[1]], [1, 0, 0], 2, 3, 0.01);
    const x = vector([[0, 0.3], [1, 0.4], [2, 0.5]]);
    const [sa, sb] = [new Float64Array(2), new Float64Array(2)];
    a.scores(x, sa);
    b.scores(x, sb);
    expect(Array.from(sb)).toEqual(Array.from(sa));
  });

  it('ignores features beyond the fitted ones (the dense block of the linear model’s input) and a class without texts scores only its constant', () => {
    const nb = NaiveBayes.fit(vectors, labels, 3, 3, 0.01);
    const out = new Float64Array(3);
    nb.scores(vector([[0, 1], [7, 5]]), out);
    const plain = new Float64Array(3);
    nb.scores(vector([[0, 1]]), plain);
    expect(Array.from(out)).toEqual(Array.from(plain));
    // Class 2 had no text: every feature is unseen there, ln(α / (α·F)) each.
    expect(out[2]).toBeCloseTo(Math.log(1 / 3), 9);
  });
});

const INTENTS = FEW_SHOT_INTENTS;
const workspace = fewShotWorkspace;

// On by default for English since h77i22 (`bayes-short.test.ts`); here off and on are compared explicitly.
const OFF: ClassifierOptions = { ...defaultClassifierOptions('en'), bayes: null };
const ON: ClassifierOptions = { ...OFF, bayes: { alpha: 0.01, weight: 0.2, candidates: 3 } };

describe('naive Bayes re-ranking (options.bayes)', () => {
  it('is off for languages it was not measured on', () => {
    expect(defaultClassifierOptions('fr').bayes).toBeNull();
  });

  it('gives the same answers on every compile of the same workspace', () => {
    const a = trainIntentClassifier(workspace(), ON);
    const b = trainIntentClassifier(workspace(), ON);
    for (const text of ['play a song at noon', 'send my card to my brother', 'is it cold for pizza', 'tell me a joke about cats']) {
      expect(b.classify(text)).toEqual(a.classify(text));
    }
  });

  it('keeps off-topic text below the 0.2 line', () => {
    const clf = trainIntentClassifier(workspace(), ON);
    for (const text of ['what is the capital of peru', 'tell me a joke about cats', 'who painted the mona lisa', 'how tall is a giraffe']) {
      expect(clf.classify(text)[0].confidence).toBeLessThan(0.2);
    }
  });

  it('with a dominant weight, puts first the candidate naive Bayes prefers', () => {
    const examples = Object.values(INTENTS);
    const names = Object.keys(INTENTS);
    const heavy = IntentModel.train({ examples, counterexamples: [] }, { ...ON, alignment: null, bayes: { alpha: 0.01, weight: 1000, candidates: 6 } });
    const nb = NaiveBayes.fit(
      examples.flat().map((t) => heavyVector(heavy, t)),
      examples.flatMap((texts, c) => texts.map(() => c)),
      names.length,
      vectorizerSize(heavy),
      0.01,
    );
    for (const text of ['play a song at noon', 'send my card to my brother', 'is it cold for pizza']) {
      const scores = new Float64Array(names.length);
      nb.scores(heavyVector(heavy, text), scores);
      const best = scores.indexOf(Math.max(...scores));
      const logits = heavy.explain(text).logits;
      expect(logits.indexOf(Math.max(...logits))).toBe(best);
    }
  });

  it('only re-ranks the three candidates the model put first, and keeps the logits themselves (property)', () => {
    const examples = Object.values(INTENTS);
    const on = IntentModel.train({ examples, counterexamples: [] }, { ...ON, alignment: null });
    const off = IntentModel.train({ examples, counterexamples: [] }, { ...OFF, alignment: null });
    const word = fc.constantFrom('dawn', 'song', 'pizza', 'rain', 'card', 'stolen', 'money', 'noon', 'cold', 'lunch', 'brother', 'my', 'the', 'to');
    const byValue = (a: number, b: number) => b - a;
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(' ');
        const before = off.explain(text).logits;
        const after = on.explain(text).logits;
        expect([...after].sort(byValue)).toEqual([...before].sort(byValue));
        const firstThree = [...before.keys()].sort((a, b) => before[b] - before[a] || a - b).slice(0, 3);
        after.forEach((z, c) => {
          if (!firstThree.includes(c)) expect(z).toBe(before[c]);
        });
        const top = after.indexOf(Math.max(...after));
        expect(firstThree).toContain(top);
      }),
      { numRuns: 200 },
    );
  });
});

describe('naive Bayes re-ranking with the shared factor read on the linear model’s own first intent (bayes.onLinearTop)', () => {
  it('gives every input the highest confidence it had without the re-ranking, so off-topic text stays where it was (property)', () => {
    const ws = workspace();
    const plain = trainIntentClassifier(ws, { ...OFF, alignment: null });
    const anchored = trainIntentClassifier(ws, { ...OFF, alignment: null, bayes: { alpha: 0.01, weight: 0.2, candidates: 3, onLinearTop: true } });
    const word = fc.constantFrom('dawn', 'song', 'pizza', 'rain', 'card', 'stolen', 'money', 'noon', 'cold', 'lunch', 'brother', 'capital', 'giraffe', 'my', 'the');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(' ');
        expect(anchored.classify(text)[0].confidence).toBeCloseTo(plain.classify(text)[0].confidence, 12);
      }),
      { numRuns: 200 },
    );
  });
});

/** The model's TF-IDF vector of `text` through its private vectorizer (no expansion: the texts here use only training words). */
function heavyVector(model: IntentModel, text: string): SparseVector {
  return (model as unknown as { vectorizer: { transform(t: string): SparseVector } }).vectorizer.transform(text);
}

function vectorizerSize(model: IntentModel): number {
  return (model as unknown as { vectorizer: { size: number } }).vectorizer.size;
}
