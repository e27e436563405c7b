/**
 * The learned category model's weights as text (`data/category-weights.ts`): written at build time by
 * `scripts/build-category-model.mjs` (`serializeCategoryWeights`), read on first use by `category-logistic.ts`
 * (`parseCategoryWeights`). One home for the format and its precision.
 */
import { CATEGORIES } from '../../../wire.js';
import { keyedLines } from './keyed-lines.js';

const K = CATEGORIES.length;
/**
 * Weights are stored in whole steps of 1/STEPS, and a feature's weight for a category under DROPPED is left out (0):
 * the file's size is the weights that move a decision. Measured (2026-11-29): 39,099 of 79,900 weights kept, 154 KB;
 * the categories of all 3,615 elements of the nine labelled sets and the real response identical to the unrounded
 * model's (a logit moves by at most 0.035; the learned model counts only through its sign). 1/1000 steps kept all
 * weights for 528 KB and changed nothing more.
 */
const STEPS = 100;
const DROPPED = 0.02;

/** A trained model: per feature its row of K weights, and the K biases (parallel to `CATEGORIES`). */
export interface CategoryWeights {
  weights: Map<string, Float64Array>;
  bias: Float64Array;
}

/** A category's index as one letter ('a' = the first of `CATEGORIES`), so a cell needs no separator. */
const letter = (c: number) => String.fromCharCode(97 + c);

/**
 * The model as text, compact and deterministic: the first line the K biases (in millionths); then one line per feature
 * (sorted) with a weight kept: `feature<TAB>` and per kept weight its category's letter and its signed number of steps
 * (`a19c-65`). Read back by {@link parseCategoryWeights}.
 */
export function serializeCategoryWeights(model: CategoryWeights): string {
  const q = (w: number) => Math.round(w * STEPS);
  // The biases in millionths: each adds to every logit whole, unlike a weight scaled by 1/√(features).
  const lines = [Array.from(model.bias, (b) => Math.round(b * 1e6)).join(' ')];
  for (const f of [...model.weights.keys()].sort()) {
    const row = model.weights.get(f) as Float64Array;
    let cells = '';
    row.forEach((w, c) => { if (Math.abs(w) >= DROPPED && q(w) !== 0) cells += `${letter(c)}${q(w)}`; });
    if (cells !== '') lines.push(`${f}\t${cells}`);
  }
  return lines.join('\n');
}

/** The shipped weights as read: the biases, and a feature's row of weights (undefined for an unknown feature). */
export interface CategoryWeightsReader {
  bias: Float64Array;
  row(feature: string): Float64Array | undefined;
}

/**
 * The text of {@link serializeCategoryWeights}, read lazily: at first only where each feature's line starts (native
 * `indexOf` over ~3,000 lines), then a feature's weights the first time an element has it (kept after). A process's
 * first categorised element pays for its own ~20 features, not for all of them.
 */
export function parseCategoryWeights(text: string): CategoryWeightsReader {
  // feature → the offset of its cells (a number), or its row once read.
  const { head, lines } = keyedLines<Float64Array>(text);
  const bias = Float64Array.from(head.split(' '), (v) => Number(v) / 1e6);
  const readRow = (from: number): Float64Array => {
    const row = new Float64Array(K);
    let i = from;
    for (let c = text.charCodeAt(i) - 97; c >= 0 && c < K; c = text.charCodeAt(i) - 97) {
      const negative = text.charCodeAt(++i) === 45;
      if (negative) i++;
      let v = 0;
      for (let d = text.charCodeAt(i); d >= 48 && d <= 57; d = text.charCodeAt(++i)) v = v * 10 + d - 48;
      row[c] = (negative ? -v : v) / STEPS;
    }
    return row;
  };
  return {
    bias,
    row(feature) {
      const at = lines.get(feature);
      if (typeof at !== 'number') return at;
      const row = readRow(at);
      lines.set(feature, row);
      return row;
    },
  };
}
