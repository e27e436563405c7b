/**
 * A text's meaning as one unit vector: the weighted mean of its words' vectors. Frequent words weigh little
 * (smooth inverse frequency, with the table's frequency rank standing in for the frequency): "the", "my",
 * "can" say little about an intent. Words missing from the table are skipped; the share of the text's
 * weight that was found is returned with the vector.
 */
import type { Token } from '../text/index.js';
import type { WordVectors } from './word-vectors.js';
import { HALF_WEIGHT_RANK } from './rank-weight.js';
import { WeightedIds } from './weighted-ids.js';

/** Weight of a word missing from the table (rarer than every word in it). */
const MISSING_WEIGHT = 1;

/**
 * The known words of the last text given to `embedTokens`: the unit mean vector is
 * `scale · Σ_i weights[i] · values[ids[i]]` (i < count; `ids` are rows of the table), so that what is linear in
 * the vector can be computed per word (`intents/projection.ts`).
 */
export class EmbeddedWords extends WeightedIds {
  /** 1 / the norm of the weighted sum; 0 when no word is known. */
  scale = 0;
}

/**
 * Write the unit mean vector of `tokens` into `out` (length `dimensions`; zeros when no word is known) and
 * return the share in [0, 1] of the tokens' weight that the table knows; with `words`, record the words too.
 */
export function embedTokens(tokens: readonly Token[], table: WordVectors, out: Float64Array, words?: EmbeddedWords): number {
  const { dimensions, rows, values, scales } = table;
  out.fill(0, 0, dimensions);
  if (words !== undefined) {
    words.count = 0;
    words.scale = 0;
  }
  let found = 0;
  let total = 0;
  for (const token of tokens) {
    const row = rows.get(token.norm);
    if (row === undefined) {
      if (/\p{L}/u.test(token.norm)) total += MISSING_WEIGHT;
      continue;
    }
    const weight = row / (row + HALF_WEIGHT_RANK);
    found += weight;
    total += weight;
    const s = weight * scales[row];
    words?.add(row, s);
    const base = row * dimensions;
    for (let d = 0; d < dimensions; d++) out[d] += s * values[base + d];
  }
  let norm = 0;
  for (let d = 0; d < dimensions; d++) norm += out[d] * out[d];
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dimensions; d++) out[d] *= scale;
    if (words !== undefined) words.scale = scale;
  }
  return total > 0 ? found / total : 0;
}
