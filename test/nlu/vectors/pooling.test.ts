/** Pooled sentence vectors (`vectors/pooling.ts`): extremes per dimension and the idf-weighted mean. */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/nlu/text/index.js';
import { HALF_WEIGHT_RANK } from '../../../src/nlu/vectors/rank-weight.js';
import { SentencePools } from '../../../src/nlu/vectors/pooling.js';
import type { WordVectors } from '../../../src/nlu/vectors/word-vectors.js';

/** Two dimensions, three words at ranks 300, 600 and 900 (weights 1/2, 2/3, 3/4). */
function table(): WordVectors {
  const words = ['card', 'lost', 'blue'];
  const rows = new Map(words.map((w, i) => [w, (i + 1) * HALF_WEIGHT_RANK]));
  const values = new Int8Array(4 * HALF_WEIGHT_RANK * 2);
  const scales = new Float32Array(4 * HALF_WEIGHT_RANK);
  const put = (row: number, x: number, y: number): void => {
    values[row * 2] = x;
    values[row * 2 + 1] = y;
    scales[row] = 1 / Math.hypot(x, y);
  };
  put(HALF_WEIGHT_RANK, 100, 0); // card (1, 0)
  put(2 * HALF_WEIGHT_RANK, 0, -100); // lost (0, -1)
  put(3 * HALF_WEIGHT_RANK, 60, 80); // blue (0.6, 0.8)
  return { dimensions: 2, rows, values, scales };
}

const unit = (x: number, y: number): number[] => [x / Math.hypot(x, y), y / Math.hypot(x, y)];

describe('SentencePools', () => {
  it('writes the per-dimension maximum and minimum of the weighted word vectors, each unit length', () => {
    const pools = new SentencePools(table(), ['max', 'min'], []);
    const out = new Float64Array(pools.size);
    pools.pool(tokenize('card lost blue unknownword'), out, 0);
    // Weighted: card (1/2, 0), lost (0, -2/3), blue (0.45, 0.6).
    const [mx, my] = unit(0.5, 0.6);
    const [nx, ny] = unit(0, -2 / 3);
    expect(pools.size).toBe(4);
    expect(Array.from(out).map((v) => +v.toFixed(6))).toEqual([mx, my, nx, ny].map((v) => +v.toFixed(6)));
  });

  it('weights the idf mean by the training texts: a word in every text counts least', () => {
    const training = [tokenize('card lost'), tokenize('card blue'), tokenize('card')];
    const pools = new SentencePools(table(), ['idf'], training);
    const out = new Float64Array(pools.size);
    pools.pool(tokenize('card lost'), out, 0);
    const idfCard = Math.log(4 / 4) + 1;
    const idfLost = Math.log(4 / 2) + 1;
    const [x, y] = unit(0.5 * idfCard, (-2 / 3) * idfLost);
    expect(out[0]).toBeCloseTo(x, 6);
    expect(out[1]).toBeCloseTo(y, 6);
  });

  it('writes zeros when no word is known, and only inside its range', () => {
    const pools = new SentencePools(table(), ['max'], []);
    const out = new Float64Array(5).fill(7);
    pools.pool(tokenize('zzz qqq'), out, 1);
    expect(Array.from(out)).toEqual([7, 0, 0, 7, 7]);
  });
});
