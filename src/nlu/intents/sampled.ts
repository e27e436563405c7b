/**
 * Sampled-softmax training for workspaces with many intents (hundreds to the service's 2,000).
 *
 * Full softmax costs (active features × classes) per example and a dense (features × classes)
 * weight matrix: quadratic in workspace size (2,000 intents, 170k features: 1.3 GB of weights).
 * Here every example gets a fixed set of K candidate classes before training: its own class, the
 * classes of its nearest training examples (lexical overlap is what makes a class score high for it)
 * and a few seeded random classes (so that every class is pushed down somewhere). Each SGD step
 * computes the softmax over those K classes only, so the cost per example does not depend on the
 * number of classes. A weight (feature f, class c) can only change when an example containing f has
 * c among its candidates, so only those pairs are stored: the sparse model is exactly the dense one
 * such training would give, without its zeros.
 */
import { firstAtLeast } from '../../common/partition-point.js';
import { createRandom } from '../../model/random.js';
import type { NeighbourIndex } from './neighbours.js';
import type { SparseVector } from './vectorizer.js';

/**
 * Per feature `f`, the classes it has a weight for: `classOf[p]` for p in [start[f], start[f + 1]). 16 bits whenever
 * a class fits (at most 65,536 classes): the largest workspace's rows are 8.6 million entries, and their 34 MB more
 * of array memory while training was one more reason for V8 to start a full collection.
 */
export interface SparseRows {
  readonly start: Int32Array;
  readonly classOf: Int32Array | Uint16Array;
}

export interface SampledOptions {
  readonly epochs: number;
  readonly learningRate: number;
  readonly l2: number;
  /** Classes per example, the true one included. */
  readonly candidates: number;
  /** How many of them are seeded random classes rather than nearest-example classes. */
  readonly randomNegatives: number;
  /**
   * A candidate whose probability for an example falls below this (in any epoch but the last) is dropped from that
   * example's candidates for the rest of training (0 or absent: never). See `LinearOptions.sampledDropBelow`.
   */
  readonly dropBelow?: number;
}

export interface SampledModel {
  readonly classes: number;
  readonly rows: SparseRows;
  /** Weight of entry p of `rows`. */
  readonly weights: Float32Array;
  readonly bias: Float32Array;
  /** Class updates (softmax terms) computed per example and epoch: the training work bound. */
  readonly classesPerStep: number;
}

function noProgress(): void {}

/** Gradients smaller than this are not applied (they would not change a Float32 weight). */
const MIN_GRADIENT = 1e-3;

/**
 * `trainSampled`'s inputs as typed arrays only, so that another thread can run it (structured clone, no objects):
 * example i's sparse vector is `index`/`value` from `offsets[i]` to `offsets[i + 1]`.
 */
export interface SampledJob {
  readonly offsets: Int32Array;
  readonly index: Int32Array;
  readonly value: Float32Array;
  readonly labels: Int32Array;
  readonly classes: number;
  readonly features: number;
  readonly neighbours: NeighbourIndex;
  readonly options: SampledOptions;
}

/**
 * Runs a `SampledJob` elsewhere (a thread the caller owns: this layer starts none) and returns a function that waits
 * for its model. The model must be `runSampledJob(job)`'s, bit for bit: the same code on the same inputs.
 */
export type SampledTrainer = (job: SampledJob) => () => SampledModel;

/** The job of `trainSampled(vectors, labels, ...)`, flattened. */
export function sampledJob(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  features: number,
  neighbours: NeighbourIndex,
  options: SampledOptions,
): SampledJob {
  const n = vectors.length;
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i] + vectors[i].index.length;
  const index = new Int32Array(offsets[n]);
  const value = new Float32Array(offsets[n]);
  for (let i = 0; i < n; i++) {
    index.set(vectors[i].index, offsets[i]);
    value.set(vectors[i].value, offsets[i]);
  }
  const { classes: nc, start, docs, values, labels: ls, first } = neighbours;
  return {
    offsets,
    index,
    value,
    labels: Int32Array.from(labels),
    classes,
    features,
    neighbours: { classes: nc, start, docs, values, labels: ls, first },
    options: { ...options },
  };
}

/**
 * `trainSampled` on a flattened job (in this thread or another one). `progress` is called between its stages and
 * epochs (a thread's heartbeat: its caller, waiting synchronously, tells a thread still working from a dead one).
 */
export function runSampledJob(job: SampledJob, progress?: () => void): SampledModel {
  const { offsets, index, value } = job;
  const vectors: SparseVector[] = [];
  for (let i = 0; i + 1 < offsets.length; i++) {
    vectors.push({ index: index.subarray(offsets[i], offsets[i + 1]), value: value.subarray(offsets[i], offsets[i + 1]) });
  }
  return trainSampled(vectors, Array.from(job.labels), job.classes, job.features, job.neighbours, job.options, progress);
}

/**
 * Train on `vectors` with `labels[i]` in [0, classes), candidates from `neighbours`. Requires classes > candidates.
 * `progress`, if given, is called after each stage and each epoch (never changes the model).
 */
export function trainSampled(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  features: number,
  neighbours: NeighbourIndex,
  options: SampledOptions,
  progress: () => void = noProgress,
): SampledModel {
  const n = vectors.length;
  const K = Math.min(options.candidates, classes);
  const cand = chooseCandidates(vectors, labels, classes, K, Math.min(options.randomNegatives, K - 1), neighbours);
  progress();
  const { rows, slots, entries } = buildSupport(vectors, features, cand, K, classes);
  progress();
  const { first, row: entryRow, value: entryValue } = entries;
  const W = new Float32Array(rows.classOf.length);
  const bias = new Float64Array(classes);
  const z = new Float64Array(K);
  const g = new Float64Array(K);
  /** The candidates updated this step, and their gradients. */
  const upd = new Int32Array(K);
  const gu = new Float64Array(K);
  // Example i's candidates: the first width[i] of its K (slot 0, the true class, is never dropped); its slots are
  // `slots[first[i] * K + k * width[i] + a]`.
  const width = new Int32Array(n).fill(K);
  const dropBelow = options.dropBelow ?? 0;
  const order = Array.from(vectors.keys());
  const random = createRandom('parley-intents');
  let scale = 1; // true weights = scale * W (lazy L2 decay)
  let t = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random);
    // Not in the last epoch (nothing left to save). In the first, an example met early sees an untrained model
    // whose probabilities are near uniform (1/K, far above the bar): it drops nothing until the model knows better.
    const drop = dropBelow > 0 && epoch < options.epochs - 1;
    for (let o = 0; o < n; o++) {
      const i = order[o];
      const lr = options.learningRate / (1 + t / n);
      t++;
      const e = first[i];
      const nf = first[i + 1] - e;
      const cb = i * K;
      const base = e * K;
      const w = width[i];
      gatherScores(z, W, entryRow, entryValue, e, slots, base, w, nf);
      let max = -Infinity;
      for (let a = 0; a < w; a++) {
        z[a] = z[a] * scale + bias[cand[cb + a]];
        if (z[a] > max) max = z[a];
      }
      let sum = 0;
      for (let a = 0; a < w; a++) {
        g[a] = Math.exp(z[a] - max);
        sum += g[a];
      }
      // Slot 0 holds the true class.
      for (let a = 0; a < w; a++) g[a] = g[a] / sum - (a === 0 ? 1 : 0);
      scale *= 1 - lr * options.l2;
      const step = lr / scale;
      // The candidates whose gradient is worth applying; each (feature, candidate) pair is its own weight, so the
      // updates may go feature by feature (the weights' rows) rather than candidate by candidate: same values.
      let u = 0;
      for (let a = 0; a < w; a++) {
        const ga = g[a];
        if (ga <= MIN_GRADIENT && ga >= -MIN_GRADIENT) continue;
        upd[u] = a;
        gu[u++] = ga;
        bias[cand[cb + a]] -= lr * ga;
      }
      for (let k = 0; k < nf; k++) {
        const r = entryRow[e + k];
        const v = entryValue[e + k];
        const row = base + k * w;
        for (let j = 0; j < u; j++) W[r + slots[row + upd[j]]] -= gu[j] * v * step;
      }
      if (drop) width[i] = dropCandidates(g, w, dropBelow, slots, base, nf, cand, cb);
      if (scale < 1e-3) {
        for (let j = 0; j < W.length; j++) W[j] *= scale;
        scale = 1;
      }
    }
    progress();
  }
  if (scale !== 1) for (let j = 0; j < W.length; j++) W[j] *= scale;
  return { classes, rows, weights: W, bias: Float32Array.from(bias), classesPerStep: K };
}

/**
 * Keeps slot 0 and the candidates a of an example whose probability `p[a]` (the gradient, for a > 0) is at least
 * `below`, in order, compacting its candidates and its slots (stride `w` → the new width) in place; returns the new
 * width. In place is safe: every entry moves to a position at or before its own, in increasing order.
 */
export function dropCandidates(p: Float64Array, w: number, below: number, slots: Slots, base: number, features: number, cand: Int32Array, cb: number): number {
  let kept = 1;
  for (let a = 1; a < w; a++) if (p[a] >= below) kept++;
  if (kept === w) return w;
  for (let k = 0; k < features; k++) {
    const from = base + k * w;
    const to = base + k * kept;
    slots[to] = slots[from];
    let j = 1;
    for (let a = 1; a < w; a++) if (p[a] >= below) slots[to + j++] = slots[from + a];
  }
  let j = 1;
  for (let a = 1; a < w; a++) if (p[a] >= below) cand[cb + j++] = cand[cb + a];
  return kept;
}

/**
 * `z[a] = Σ_k W[rs[e + k] + slots[base + k·K + a]] · value[e + k]` for a < K and k < n (`rs[e + k]`: where the row
 * of the example's k-th feature starts, `value[e + k]` its value): each sum over the features in order (bit-identical to adding feature after feature), four candidates
 * at a time in registers rather than every z[a] loaded and stored once per feature; the last one to three
 * together too (after dropped candidates, widths are anything from 1 to K).
 */
function gatherScores(
  z: Float64Array,
  W: Float32Array,
  rs: Int32Array,
  value: Float32Array,
  e: number,
  slots: Slots,
  base: number,
  K: number,
  n: number,
): void {
  const K4 = K - (K & 3);
  let a = 0;
  for (; a < K4; a += 4) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let k = 0; k < n; k++) {
      const row = base + k * K + a;
      const r = rs[e + k];
      const x = value[e + k];
      s0 += W[r + slots[row]] * x;
      s1 += W[r + slots[row + 1]] * x;
      s2 += W[r + slots[row + 2]] * x;
      s3 += W[r + slots[row + 3]] * x;
    }
    z[a] = s0;
    z[a + 1] = s1;
    z[a + 2] = s2;
    z[a + 3] = s3;
  }
  const left = K - a;
  if (left === 3) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    for (let k = 0; k < n; k++) {
      const row = base + k * K + a;
      const r = rs[e + k];
      const x = value[e + k];
      s0 += W[r + slots[row]] * x;
      s1 += W[r + slots[row + 1]] * x;
      s2 += W[r + slots[row + 2]] * x;
    }
    z[a] = s0;
    z[a + 1] = s1;
    z[a + 2] = s2;
  } else if (left === 2) {
    let s0 = 0;
    let s1 = 0;
    for (let k = 0; k < n; k++) {
      const row = base + k * K + a;
      const r = rs[e + k];
      const x = value[e + k];
      s0 += W[r + slots[row]] * x;
      s1 += W[r + slots[row + 1]] * x;
    }
    z[a] = s0;
    z[a + 1] = s1;
  } else if (left === 1) {
    let s0 = 0;
    for (let k = 0; k < n; k++) s0 += W[rs[e + k] + slots[base + k * K + a]] * value[e + k];
    z[a] = s0;
  }
}

/**
 * Per example, K distinct classes at `out[i*K ..]`: its own class first, then the classes of its most
 * similar training examples (by descending similarity, ties by lower class), then seeded random ones.
 */
export function chooseCandidates(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  K: number,
  randomNegatives: number,
  neighbours: NeighbourIndex,
): Int32Array {
  const n = vectors.length;
  const out = new Int32Array(n * K);
  const near = new Float64Array(classes);
  const taken = new Int32Array(classes);
  const random = createRandom('parley-intents-negatives');
  const nearest = K - randomNegatives;
  const sims = new Float64Array(n);
  const docs = new Int32Array(n);
  const touched = new Int32Array(classes);
  for (let i = 0; i < n; i++) {
    const base = i * K;
    const y = labels[i];
    const stamp = i + 1;
    out[base] = y;
    taken[y] = stamp;
    let filled = 1;
    const t = similarClasses(neighbours, vectors[i], y, sims, docs, near, touched);
    for (let j = 0; j < t; j++) {
      const c = touched[j];
      if (c !== y) {
        if (filled < nearest) {
          insertSorted(near, out, base, filled++, c);
        } else if (before(near, c, out[base + nearest - 1])) {
          insertSorted(near, out, base, nearest - 1, c);
        }
      }
    }
    for (let j = 0; j < t; j++) near[touched[j]] = 0;
    for (let a = 1; a < filled; a++) taken[out[base + a]] = stamp;
    // Random classes; after a bounded number of draws, the first free classes in order.
    for (let tries = 0; filled < K && tries < 8 * K; tries++) {
      const c = Math.floor(random() * classes);
      if (taken[c] === stamp) continue;
      taken[c] = stamp;
      out[base + filled++] = c;
    }
    for (let c = 0; filled < K && c < classes; c++) {
      if (taken[c] === stamp) continue;
      taken[c] = stamp;
      out[base + filled++] = c;
    }
  }
  return out;
}

/**
 * `nearestByClass` restricted to the classes it reaches other than `own`: highest similarity per class into
 * `near` (left non-zero only for the returned `touched[0..t)`), so that its cost does not grow with the class
 * count. The examples of `own` are skipped (the caller never ranks it): when the index is grouped by class they
 * are one run of every posting list, found by binary search, so a query of a class with many examples (the
 * counterexamples: half the largest workspace's texts) does not sum its similarity to each of them. Each other
 * example's sum is the same, in the same order.
 */
function similarClasses(
  index: NeighbourIndex,
  x: SparseVector,
  own: number,
  sims: Float64Array,
  docs: Int32Array,
  near: Float64Array,
  touched: Int32Array,
): number {
  // Arrays in locals: V8 does not hoist their loads out of the posting loop itself (same sums, same order).
  const { start, values, labels, first } = index;
  const postings = index.docs;
  const features = x.index;
  const weights = x.value;
  // Examples lo..hi-1 are skipped (none when the index is not grouped).
  const lo = first === null ? 0 : first[own];
  const hi = first === null ? 0 : first[own + 1];
  let d = 0;
  for (let k = 0; k < features.length; k++) {
    const f = features[k];
    const q = weights[k];
    const begin = start[f];
    const end = start[f + 1];
    let skipFrom = end;
    let skipTo = end;
    if (lo < hi && begin < end && postings[begin] < hi && postings[end - 1] >= lo) {
      skipFrom = firstAtLeast(postings, begin, end, lo);
      skipTo = firstAtLeast(postings, skipFrom, end, hi);
    }
    for (let p = begin; p < skipFrom; p++) {
      const doc = postings[p];
      if (sims[doc] === 0) docs[d++] = doc;
      sims[doc] += q * values[p];
    }
    for (let p = skipTo; p < end; p++) {
      const doc = postings[p];
      if (sims[doc] === 0) docs[d++] = doc;
      sims[doc] += q * values[p];
    }
  }
  let t = 0;
  for (let j = 0; j < d; j++) {
    const doc = docs[j];
    const c = labels[doc];
    const s = sims[doc];
    sims[doc] = 0;
    if (!(s > 0) || c === own) continue;
    if (near[c] === 0) touched[t++] = c;
    if (s > near[c]) near[c] = s;
  }
  return t;
}

/** Class `a` ranks before class `b`: higher score, ties by lower class (whatever order they are met in). */
function before(score: Float64Array, a: number, b: number): boolean {
  return score[a] > score[b] || (score[a] === score[b] && a < b);
}

/** Insert class `c` into out[base+1 .. base+at] kept sorted by descending score (slot base holds the true class). */
function insertSorted(score: Float64Array, out: Int32Array, base: number, at: number, c: number): void {
  let j = base + at;
  while (j > base + 1 && before(score, c, out[j - 1])) {
    out[j] = out[j - 1];
    j--;
  }
  out[j] = c;
}

/**
 * Positions within a row of the sparse weights: 16 bits whenever a row cannot be longer (at most 65,536 classes),
 * which halves the largest array of training (28 million entries on the largest workspace).
 */
type Slots = Uint16Array | Int32Array;

/**
 * The examples' features in three flat arrays: example i's k-th feature at `first[i] + k`, where its row of the
 * sparse weights starts (`rows.start[f]`) and its value. Training reads these instead of each example's vector
 * object and its two views (a chain of dependent loads, each a likely cache miss in shuffled order) and the row
 * start of each feature (a random read of a 170,000-entry table on the largest workspace).
 */
interface Entries {
  readonly first: Int32Array;
  readonly row: Int32Array;
  readonly value: Float32Array;
}

/**
 * The (feature, class) pairs training can touch, as sparse rows, and per example the position in its feature's
 * row of each (active feature k, candidate a): `rows.start[f] + slots[entries.first[i]*K + k*K + a]`.
 */
function buildSupport(
  vectors: readonly SparseVector[],
  features: number,
  cand: Int32Array,
  K: number,
  classes: number,
): { rows: SparseRows; slots: Slots; entries: Entries } {
  const n = vectors.length;
  // Examples per feature, with the feature's position in each.
  const df = new Int32Array(features + 1);
  const first = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const index = vectors[i].index;
    for (let k = 0; k < index.length; k++) df[index[k] + 1]++;
    first[i + 1] = first[i] + index.length;
  }
  for (let f = 0; f < features; f++) df[f + 1] += df[f];
  const doc = new Int32Array(df[features]);
  const pos = new Int32Array(df[features]);
  const fill = df.slice(0, features);
  for (let i = 0; i < n; i++) {
    const index = vectors[i].index;
    for (let k = 0; k < index.length; k++) {
      const p = fill[index[k]]++;
      doc[p] = i;
      pos[p] = k;
    }
  }
  const slots: Slots = classes <= 1 << 16 ? new Uint16Array(first[n] * K) : new Int32Array(first[n] * K);
  const start = new Int32Array(features + 1);
  // Row f holds at most min(classes, examples with f × K) classes: one array of that bound instead of one
  // doubling after another (each a copy, and ~100 MB of array memory on the largest workspace, which the
  // garbage collector counts against its external-memory budget and answers with full collections).
  let bound = 0;
  for (let f = 0; f < features; f++) bound += Math.min(classes, (df[f + 1] - df[f]) * K);
  const classOf = classes <= 1 << 16 ? new Uint16Array(bound) : new Int32Array(bound);
  const seen = new Int32Array(classes).fill(-1);
  const at = new Int32Array(classes);
  let size = 0;
  for (let f = 0; f < features; f++) {
    const rowFirst = size;
    for (let p = df[f]; p < df[f + 1]; p++) {
      const i = doc[p];
      const row = (first[i] + pos[p]) * K;
      for (let a = 0; a < K; a++) {
        const c = cand[i * K + a];
        if (seen[c] !== f) {
          seen[c] = f;
          at[c] = size - rowFirst;
          classOf[size++] = c;
        }
        slots[row + a] = at[c];
      }
    }
    start[f + 1] = size;
  }
  // A view, not a copy: the bound is within a third of the size (8.6 of 11.0 million on the largest workspace), and a
  // copy would be 34 MB more array memory to allocate while training.
  // In the memory of `doc` and `pos` (as many entries, done with): no new array memory while training, where every
  // ~64 MB more of it makes V8 start a full collection.
  const row = doc;
  const value = new Float32Array(pos.buffer, pos.byteOffset, first[n]);
  for (let i = 0; i < n; i++) {
    const x = vectors[i];
    const e = first[i];
    for (let k = 0; k < x.index.length; k++) {
      row[e + k] = start[x.index[k]];
      value[e + k] = x.value[k];
    }
  }
  return { rows: { start, classOf: classOf.subarray(0, size) }, slots, entries: { first, row, value } };
}

function shuffle(a: number[], random: () => number): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = a[i];
    a[i] = a[j];
    a[j] = tmp;
  }
}
