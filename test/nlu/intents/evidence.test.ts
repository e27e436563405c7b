/**
 * The evidence measures behind the confidence (issue 22): how much of an input speaks for an intent, and how
 * much a text's mean word vector weighs in the linear model.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { meaningMass, meaningWeight, supportShare } from '../../../src/nlu/intents/evidence.js';
import type { LinearModel } from '../../../src/nlu/intents/linear.js';
import type { SparseVector } from '../../../src/nlu/intents/vectorizer.js';
import { tokenize } from '../../../src/nlu/text/index.js';
import { englishWordVectors } from '../../../src/nlu/vectors/word-vectors.js';

/** A dense model over `weights[f][c]` (feature-major, as `linear.ts` stores it). */
function dense(weights: number[][]): LinearModel {
  const classes = weights[0].length;
  return { classes, weights: Float32Array.from(weights.flat()), rows: null, bias: new Float32Array(classes), dense: null };
}

/** Up to 5 (feature 0-4, weight) pairs; a repeated feature keeps its last weight. */
function entriesArb(weight: fc.Arbitrary<number>): fc.Arbitrary<[number, number][]> {
  return fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), weight), { minLength: 1, maxLength: 5 });
}

function vector(entries: [number, number][]): SparseVector {
  return { index: Int32Array.from(entries.map(([f]) => f)), value: Float32Array.from(entries.map(([, v]) => v)) };
}

// Features 0-1 speak for class 0, 2-3 for class 1, 4 for neither (a word both classes use).
const MODEL_ROWS = [
  [0.8, -0.2],
  [0.5, -0.1],
  [-0.3, 0.9],
  [-0.1, 0.4],
  [0, 0],
];
const MODEL = dense(MODEL_ROWS);

describe('supportShare', () => {
  it('is the share of the known mass on features with a positive weight for the class', () => {
    // Known mass 0.36 + 0.16 + 0.09 = 0.61 (the rest of the unit norm is unknown features).
    const x = vector([
      [0, 0.6],
      [2, 0.4],
      [4, 0.3],
    ]);
    expect(supportShare(MODEL, x, 0)).toBeCloseTo(0.36 / 0.61, 6);
    expect(supportShare(MODEL, x, 1)).toBeCloseTo(0.16 / 0.61, 6);
  });

  it('ignores unknown features (they are not in the vector): a new word does not count against an intent', () => {
    expect(supportShare(MODEL, vector([[0, 0.2]]), 0)).toBe(1);
    expect(supportShare(MODEL, vector([[0, 1]]), 0)).toBe(1);
  });

  it('is 0 without any known feature, and 1 for a single class (nothing to contrast)', () => {
    expect(supportShare(MODEL, vector([]), 0)).toBe(0);
    const single = dense([[0], [0]]);
    expect(supportShare(single, vector([[1, 0.5]]), 0)).toBe(1);
  });

  it('reads sparse rows (sampled softmax): a pair training never touched has no weight', () => {
    const sparse: LinearModel = {
      classes: 3,
      // Feature 0: classes 0 (+) and 2 (-); feature 1: class 1 (+) only.
      rows: { start: Int32Array.from([0, 2, 3]), classOf: Int32Array.from([0, 2, 1]) },
      weights: Float32Array.from([0.7, -0.4, 0.2]),
      dense: null,
      bias: new Float32Array(3),
    };
    const x = vector([
      [0, 0.8],
      [1, 0.6],
    ]);
    expect(supportShare(sparse, x, 0)).toBeCloseTo(0.64, 6);
    expect(supportShare(sparse, x, 1)).toBeCloseTo(0.36, 6);
    expect(supportShare(sparse, x, 2)).toBe(0);
  });

  it('never falls when features speaking for the class are added, never rises when others are (fast-check)', () => {
    const weight = fc.float({ min: Math.fround(0.01), max: 1, noNaN: true });
    // Features 5 and 6 speak for class 0 and class 1; the generated inputs never contain them.
    const model = dense([...MODEL_ROWS, [0.6, -0.6], [-0.6, 0.6]]);
    fc.assert(
      fc.property(entriesArb(weight), weight, fc.integer({ min: 0, max: 1 }), (entries, extra, c) => {
        const distinct = [...new Map(entries).entries()];
        const x = vector(distinct);
        const before = supportShare(model, x, c);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThanOrEqual(1);
        // The same input with one more feature, speaking for `c` or for the other class.
        expect(supportShare(model, vector([...distinct, [5 + c, extra]]), c)).toBeGreaterThanOrEqual(before - 1e-6);
        expect(supportShare(model, vector([...distinct, [6 - c, extra]]), c)).toBeLessThanOrEqual(before + 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});

describe('meaningMass and meaningWeight', () => {
  const table = englishWordVectors();

  it('counts known words by their frequency weight: frequent words little, unknown words nothing', () => {
    const one = meaningMass(tokenize('chips'), table);
    expect(one).toBeGreaterThan(0.9);
    expect(one).toBeLessThanOrEqual(1);
    expect(meaningMass(tokenize('the'), table)).toBeLessThan(0.01);
    expect(meaningMass(tokenize('zorblatt quixxo'), table)).toBe(0);
    expect(meaningMass(tokenize('find me a chip shop nearby'), table)).toBeGreaterThan(2.5);
  });

  it('weighs a one-word meaning less than a sentence, and never above 1 (fast-check: monotone in the mass)', () => {
    expect(meaningWeight(1, 1.5)).toBeCloseTo(0.4, 10);
    expect(meaningWeight(4, 1.5)).toBeCloseTo(4 / 5.5, 10);
    expect(meaningWeight(0, 1.5)).toBe(0);
    expect(meaningWeight(3, 0)).toBe(1);
    fc.assert(
      fc.property(fc.float({ min: 0, max: 50, noNaN: true }), fc.float({ min: 0, max: 50, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(meaningWeight(lo, 1.5)).toBeLessThanOrEqual(meaningWeight(hi, 1.5));
        expect(meaningWeight(hi, 1.5)).toBeLessThan(1);
      }),
    );
  });
});
