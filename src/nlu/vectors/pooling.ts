/**
 * More of a sentence than its mean word vector (issue 22, measured in bench/notes/intents.md): pooled vectors
 * that the linear model may read after the mean. `max` and `min` are the per-dimension extremes of the words'
 * vectors (power means p = ±∞, Rücklé et al. 2018: a word that stands out in one dimension is not averaged
 * away by the others); `idf` is the mean weighted by the workspace's inverse document frequency (a word rare
 * in the training texts counts more, whatever its frequency in English). Each pooled vector is unit length.
 */
import type { Token } from '../text/index.js';
import { HALF_WEIGHT_RANK } from './rank-weight.js';
import type { WordVectors } from './word-vectors.js';

export type PoolKind = 'max' | 'min' | 'idf';

export class SentencePools {
  /** Per folded word, its inverse document frequency over the training texts (for `idf`). */
  private readonly idf = new Map<string, number>();
  private readonly unseenIdf: number;

  constructor(
    readonly table: WordVectors,
    readonly kinds: readonly PoolKind[],
    training: readonly (readonly Token[])[],
  ) {
    const df = new Map<string, number>();
    if (kinds.includes('idf')) {
      for (const tokens of training) {
        for (const norm of new Set(tokens.map((t) => t.norm))) df.set(norm, (df.get(norm) ?? 0) + 1);
      }
    }
    const n = training.length;
    for (const [word, d] of df) this.idf.set(word, Math.log((n + 1) / (d + 1)) + 1);
    this.unseenIdf = Math.log(n + 1) + 1;
  }

  /** Number of values `pool` writes. */
  get size(): number {
    return this.kinds.length * this.table.dimensions;
  }

  /**
   * Write the pooled vectors of `tokens` into `out[at .. at + size)` (zeros when no word is known); each word's
   * unit vector is weighted as in the mean (`rank / (rank + HALF_WEIGHT_RANK)`), times its idf for `idf`.
   */
  pool(tokens: readonly Token[], out: Float64Array | Float32Array, at: number): void {
    const { dimensions: dims, rows, values, scales } = this.table;
    out.fill(0, at, at + this.size);
    this.kinds.forEach((kind, k) => {
      const from = at + k * dims;
      let seen = false;
      for (const token of tokens) {
        const row = rows.get(token.norm);
        if (row === undefined) continue;
        let s = (row / (row + HALF_WEIGHT_RANK)) * scales[row];
        if (kind === 'idf') s *= this.idf.get(token.norm) ?? this.unseenIdf;
        const base = row * dims;
        for (let d = 0; d < dims; d++) {
          const v = s * values[base + d];
          if (kind === 'idf') out[from + d] += v;
          else if (!seen || (kind === 'max' ? v > out[from + d] : v < out[from + d])) out[from + d] = v;
        }
        seen = true;
      }
      let norm = 0;
      for (let d = 0; d < dims; d++) norm += out[from + d] * out[from + d];
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let d = 0; d < dims; d++) out[from + d] *= scale;
    });
  }
}
