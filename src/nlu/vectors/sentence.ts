/**
 * A text's meaning as one unit vector: the weighted mean of its words' vectors. Frequent words weigh little
 * (smooth inverse frequency, with the table's frequency rank standing in for the frequency): "the", "my",
 * "can" say little about an intent. Words missing from the table are skipped; the share of the text's
 * weight that was found is returned with the vector.
 */
import type { Token } from '../text/index.js';
import type { WordVectors } from './word-vectors.js';
import { HALF_WEIGHT_RANK } from './rank-weight.js';

/** Weight of a word missing from the table (rarer than every word in it). */
const MISSING_WEIGHT = 1;

/**
 * Write the unit mean vector of `tokens` into `out` (length `dimensions`; zeros when no word is known) and
 * return the share in [0, 1] of the tokens' weight that the table knows.
 */
export function embedTokens(tokens: readonly Token[], table: WordVectors, out: Float64Array): number {
  const { dimensions, rows, values, scales } = table;
  out.fill(0, 0, dimensions);
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
    const base = row * dimensions;
    for (let d = 0; d < dimensions; d++) out[d] += s * values[base + d];
  }
  let norm = 0;
  for (let d = 0; d < dimensions; d++) norm += out[d] * out[d];
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dimensions; d++) out[d] *= scale;
  }
  return total > 0 ? found / total : 0;
}
