/**
 * Nearest training examples by cosine similarity, through an inverted index. Gives an absolute
 * similarity per class (how close the input is to anything the class was trained on), which the
 * linear model's relative scores lack, and finds counterexamples.
 */
import { firstAtLeast } from '../../common/partition-point.js';
import type { SparseVector } from './vectorizer.js';

export interface NeighbourIndex {
  /** Number of classes (labels are 0..classes-1). */
  readonly classes: number;
  /** Per feature: postings in `docs`/`values` from `start[f]` to `start[f + 1]`. */
  readonly start: Int32Array;
  readonly docs: Int32Array;
  readonly values: Float32Array;
  readonly labels: Int32Array;
  /**
   * When the examples are grouped by class (labels never decrease), class `c`'s examples are
   * `first[c]..first[c + 1]`, and in every posting list too (postings are in example order); null otherwise.
   */
  readonly first: Int32Array | null;
}

/**
 * Index the vectors. Features in more than `maxPostings` examples are left out of the index: their
 * idf is low, they add little to any similarity and would dominate the query cost.
 */
export function buildNeighbourIndex(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  features: number,
  maxPostings: number,
): NeighbourIndex {
  const count = new Int32Array(features);
  for (const v of vectors) for (let k = 0; k < v.index.length; k++) count[v.index[k]]++;
  const start = new Int32Array(features + 1);
  for (let f = 0; f < features; f++) start[f + 1] = start[f] + (count[f] <= maxPostings ? count[f] : 0);
  const docs = new Int32Array(start[features]);
  const values = new Float32Array(start[features]);
  const fill = start.slice(0, features);
  vectors.forEach((v, d) => {
    for (let k = 0; k < v.index.length; k++) {
      const f = v.index[k];
      if (count[f] > maxPostings) continue;
      docs[fill[f]] = d;
      values[fill[f]++] = v.value[k];
    }
  });
  let grouped = true;
  for (let d = 1; d < labels.length; d++) if (labels[d] < labels[d - 1]) grouped = false;
  let first: Int32Array | null = null;
  if (grouped) {
    first = new Int32Array(classes + 1);
    for (const c of labels) first[c + 1]++;
    for (let c = 0; c < classes; c++) first[c + 1] += first[c];
  }
  return { classes, start, docs, values, labels: Int32Array.from(labels), first };
}

/** Scratch per index size, reused across queries (classification is synchronous). */
let sims = new Float64Array(0);
let touched = new Int32Array(0);

function growScratch(examples: number): void {
  if (sims.length < examples) {
    sims = new Float64Array(examples);
    touched = new Int32Array(examples);
  }
}

/**
 * Adds `x`'s products with the postings of the examples `lo..hi` into the scratch sums `sims`, and lists each
 * example it reaches once in `touched`; returns how many it reached. A whole list (`lo` 0, `hi` the number of
 * examples) is read from its start; otherwise each posting list is searched for `lo`.
 */
function sumPostings(index: NeighbourIndex, x: SparseVector, lo: number, hi: number): number {
  growScratch(index.labels.length);
  // Arrays in locals: the posting loop is the hot one of classification, and V8 does not hoist these loads
  // itself (-31 % per query on the car dashboard in a kernel benchmark; same sums in the same order).
  const { start, docs, values } = index;
  const features = x.index;
  const weights = x.value;
  const s = sims;
  const seen = touched;
  let t = 0;
  for (let k = 0; k < features.length; k++) {
    const f = features[k];
    const q = weights[k];
    const end = start[f + 1];
    // A list is in example order: the range's postings start at the first example at or after `lo`.
    const from = lo > 0 ? firstAtLeast(docs, start[f], end, lo) : start[f];
    for (let p = from; p < end && docs[p] < hi; p++) {
      const d = docs[p];
      if (s[d] === 0) seen[t++] = d;
      s[d] += q * values[p];
    }
  }
  return t;
}

/** Highest cosine similarity of `x` to an example of each class, into `out` (length `classes`). */
export function nearestByClass(index: NeighbourIndex, x: SparseVector, out: Float64Array): void {
  const labels = index.labels;
  const t = sumPostings(index, x, 0, labels.length);
  const s = sims;
  const seen = touched;
  out.fill(0, 0, index.classes);
  for (let i = 0; i < t; i++) {
    const d = seen[i];
    const c = labels[d];
    if (s[d] > out[c]) out[c] = s[d];
    s[d] = 0;
  }
}

/**
 * `nearestByClass(index, x)[c]` alone: the highest cosine similarity of `x` to an example of class `c`, the same
 * number (each example's sum in the same order). With grouped examples, each posting list is searched for the
 * class's range instead of being read whole.
 */
export function nearestInClass(index: NeighbourIndex, x: SparseVector, c: number): number {
  const first = index.first;
  if (first === null) {
    const out = new Float64Array(index.classes);
    nearestByClass(index, x, out);
    return out[c];
  }
  const lo = first[c];
  const hi = first[c + 1];
  if (lo === hi) return 0;
  const t = sumPostings(index, x, lo, hi);
  const s = sims;
  const seen = touched;
  let best = 0;
  for (let i = 0; i < t; i++) {
    const d = seen[i];
    if (s[d] > best) best = s[d];
    s[d] = 0;
  }
  return best;
}
