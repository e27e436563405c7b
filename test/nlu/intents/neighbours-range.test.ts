/** nearestInClass (a class's range of each posting list) gives nearestByClass's number for that class. */
import { describe, expect, it } from 'vitest';
import { buildNeighbourIndex, nearestByClass, nearestInClass } from '../../../src/nlu/intents/neighbours.js';
import type { SparseVector } from '../../../src/nlu/intents/vectorizer.js';

const v = (pairs: [number, number][]): SparseVector => ({ index: Int32Array.from(pairs.map(([f]) => f)), value: Float32Array.from(pairs.map(([, w]) => w)) });

describe('neighbours: a class alone and every class', () => {
  // Six examples grouped by class (0, 0, 1, 1, 1, 2) over four features; feature 3 is in every example.
  const examples = [
    v([[0, 0.6], [3, 0.8]]),
    v([[1, 1]]),
    v([[0, 0.8], [3, 0.6]]),
    v([[2, 1]]),
    v([[0, 0.3], [1, 0.4], [3, 0.866]]),
    v([[2, 0.6], [3, 0.8]]),
  ];
  const labels = [0, 0, 1, 1, 1, 2];

  it('answers each class with the number nearestByClass gives it, grouped or not', () => {
    for (const order of [[0, 1, 2, 3, 4, 5], [5, 2, 0, 4, 1, 3]]) {
      const index = buildNeighbourIndex(order.map((i) => examples[i]), order.map((i) => labels[i]), 3, 4, 10);
      expect(index.first === null).toBe(order[0] === 5);
      for (const query of [v([[0, 1]]), v([[3, 0.5], [2, 0.5]]), v([[1, 0.7], [0, 0.7]]), v([])]) {
        const all = new Float64Array(3);
        nearestByClass(index, query, all);
        expect([0, 1, 2].map((c) => nearestInClass(index, query, c))).toEqual([...all]);
      }
    }
  });

  it('reads the sums of the query\'s features', () => {
    const index = buildNeighbourIndex(examples, labels, 3, 4, 10);
    const all = new Float64Array(3);
    nearestByClass(index, v([[0, 1]]), all);
    expect([...all]).toEqual([0.6, 0.8, 0].map((x) => Math.fround(x)));
    expect(nearestInClass(index, v([[0, 1]]), 1)).toBe(Math.fround(0.8));
  });
});
