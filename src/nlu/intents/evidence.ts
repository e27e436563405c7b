/**
 * How much evidence an input carries, for the confidence (issue 22): measures that grow with the words an
 * input shares with what the workspace was trained on, and that the linear model's relative scores lack.
 * Read-only helpers over a trained model; no state.
 */
import type { Token } from '../text/index.js';
import { HALF_WEIGHT_RANK } from '../vectors/rank-weight.js';
import type { WordVectors } from '../vectors/word-vectors.js';
import type { LinearModel } from './linear.js';
import type { SparseVector } from './vectorizer.js';

/**
 * The share of the input's known TF-IDF mass (its squared, L2-normalized weights on features seen in
 * training) that lies on features speaking for class `c`: features with a positive weight for `c` in the
 * linear model, i.e. seen in `c`'s examples more than elsewhere. In [0, 1]; 1 with a single class (nothing
 * to contrast, every known feature is the class's), 0 when no feature is known.
 *
 * Why: an off-topic question often borrows an intent's frame and brings its own subject ("where does
 * cannabis come from" vs `where_are_you_from`): the frame makes the intent the most probable one, the
 * subject's words, known from other intents, are evidence against it. Words never seen in training are left
 * out here: the nearest-example similarity already pays for them (they count in the vector's norm), and a
 * name or a new word in an in-scope request ("from the Empire State Building") should not pay twice.
 * Adding words that speak for `c` never lowers the share ((a + d) / (b + d) ≥ a / b).
 */
export function supportShare(model: LinearModel, x: SparseVector, c: number): number {
  const { weights: W, rows } = model;
  const C = model.classes;
  let known = 0;
  let share = 0;
  for (let k = 0; k < x.index.length; k++) {
    const mass = x.value[k] * x.value[k];
    known += mass;
    if (C === 1) continue;
    const f = x.index[k];
    let w = 0;
    if (rows === null) w = W[f * C + c];
    else {
      // Sparse rows (sampled softmax): class `c` has a weight for `f` only if training touched the pair.
      for (let p = rows.start[f]; p < rows.start[f + 1]; p++) {
        if (rows.classOf[p] === c) {
          w = W[p];
          break;
        }
      }
    }
    if (w > 0) share += mass;
  }
  if (known <= 0) return 0;
  return C === 1 ? 1 : Math.min(1, share / known);
}

/**
 * How many words' worth of meaning a text's mean word vector rests on: the sum of its known words'
 * frequency weights (`rank / (rank + HALF_WEIGHT_RANK)`, the weights of the mean itself). "chips" rests on
 * one word, "find me a chip shop nearby" on three or four.
 */
export function meaningMass(tokens: readonly Token[], table: WordVectors): number {
  let mass = 0;
  for (const token of tokens) {
    const row = table.rows.get(token.norm);
    if (row !== undefined) mass += row / (row + HALF_WEIGHT_RANK);
  }
  return mass;
}

/**
 * The factor on a text's unit mean word vector before the linear model reads it: `mass / (mass + words)`.
 * A mean of one word is a noisy estimate of what a text means (the word's other senses, its associations),
 * a mean of five is a steadier one; shrinking toward zero by the evidence keeps one word's vector from
 * outvoting the words the input shares with the examples.
 */
export function meaningWeight(mass: number, words: number): number {
  return words > 0 ? mass / (mass + words) : 1;
}
