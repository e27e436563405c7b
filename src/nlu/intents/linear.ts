/**
 * A linear multi-class model over sparse vectors: multinomial logistic regression trained with
 * deterministic SGD (fixed shuffles from a seeded generator, no clock, no Math.random).
 * Weights are feature-major (`weights[f * classes + c]`) so that scoring reads one contiguous row
 * per active feature.
 *
 * Speed: a full epoch costs (active features × classes) per example. After a full epoch, each
 * example keeps its `candidates` highest-scoring classes (the true class included) and the next
 * epochs compute the softmax over those only; the classes left out have negligible probability, so
 * their gradient is negligible too. Candidates are refreshed by a full epoch halfway.
 */
import { createRandom } from '../../model/random.js';
import { addDenseScores } from './dense-scores.js';
import type { NeighbourIndex } from './neighbours.js';
import { sampledJob, trainSampled, type SampledTrainer, type SparseRows } from './sampled.js';
import type { SparseVector } from './vectorizer.js';

export interface LinearOptions {
  readonly epochs: number;
  /**
   * Dense path: epochs when the examples are few, at most `fewShotUpTo` per class on average (each counted at its
   * weight). The learning rate decays with the steps per example, so that 5 epochs over 10 examples per class leave
   * the model short of where more steps take it (bench/notes/intents.md). Absent: `epochs` always.
   */
  readonly fewShotEpochs?: number;
  readonly fewShotUpTo?: number;
  /** Initial learning rate; decays as lr / (1 + t / examples). */
  readonly learningRate: number;
  /** L2 regularization strength per step. */
  readonly l2: number;
  /** Classes kept per example between full epochs (the first and the middle one); 0: always all classes. */
  readonly candidates: number;
  /**
   * Above this many classes, train with sampled softmax (`sampled.ts`): fixed candidates per example
   * from the nearest-example index, sparse weights. Absent: always the dense model.
   */
  readonly sampledAbove?: number;
  /**
   * Sampled training: epochs (default `epochs`). Fewer than the dense path: the fifth epoch changed held-out
   * accuracy by less than 0.2 point on four sets (bench/notes/performance.md) for a fifth of the training time.
   */
  readonly sampledEpochs?: number;
  /** Sampled training: how many of the `candidates` are seeded random classes. */
  readonly randomNegatives?: number;
  /**
   * Sampled training: once a candidate class's probability for an example falls below this (in an epoch before the
   * last), the class is no longer scored for that example (0 or absent: always all candidates). Half the candidates
   * fall below 1e-3 once the model has seen every example, and stay there: their gradients were already too small
   * to apply (`MIN_GRADIENT`), but every step still gathered their scores. Held-out accuracy moved by at most
   * 0.1 point on four sets (bench/notes/performance.md) for ~40 % less gathering.
   */
  readonly sampledDropBelow?: number;
  /**
   * Sampled models: classification's softmax runs over this many highest-scoring classes (0 or absent: all).
   * Over all classes, the hundreds never contrasted with the input would each take a little probability.
   */
  readonly scoredClasses?: number;
}

export interface LinearModel {
  readonly classes: number;
  /** Dense (`rows` null): `weights[f * classes + c]`. Sparse: `weights[p]` is the weight of class `rows.classOf[p]`. */
  readonly weights: Float32Array;
  readonly rows: SparseRows | null;
  readonly bias: Float32Array;
  /** The dense block of features (ids `offset` onwards), class-major; null without one. */
  readonly dense: DenseBlock | null;
}

/**
 * Features `offset..offset+dims` that an input has all or none of (the mean word vector, `semantic.ts`), stored
 * class-major (`weights[c * dims + d]`): a class's score over them is one contiguous dot product, in training
 * (where only the candidate classes are scored) as in classification (`projection.ts`).
 */
export interface DenseBlock {
  readonly offset: number;
  readonly dims: number;
  readonly weights: Float32Array;
}

/** Gradients smaller than this are not applied (they would not change a Float32 weight). */
const MIN_GRADIENT = 1e-3;

/** The dense block's inputs of the training examples (features `offset..offset+dims`, after the sparse ones). */
export interface DenseInputs {
  readonly offset: number;
  readonly dims: number;
  /** Row i (`values[i * dims + d]`): example i's values. */
  readonly values: Float32Array;
  /** Example i has the block (1) or none of its features (0: its row is not read). */
  readonly present: Uint8Array;
}

/**
 * Train on `vectors` with `labels[i]` in [0, classes). With `neighbours` (the examples' nearest-example
 * index) and more than `options.sampledAbove` classes, sampled softmax: cost per example independent
 * of the number of classes. With `dense`, each example's vector is followed by its dense block (`DenseBlock`);
 * the sampled path does not take one. With `weights`, example i's gradient is scaled by `weights[i]` (a weight
 * below 1: a text that should count less than a user's example, such as an entity variant); the sampled path
 * trains every example at weight 1.
 */
export function trainLinear(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  features: number,
  options: LinearOptions,
  neighbours?: NeighbourIndex,
  dense?: DenseInputs,
  weights?: Float32Array,
): LinearModel {
  return trainLinearDeferred(vectors, labels, classes, features, options, neighbours, dense, weights)();
}

/** Sampled training runs on the sampled path (see `trainLinear`). */
export function isSampled(classes: number, options: LinearOptions): boolean {
  return options.sampledAbove !== undefined && classes > options.sampledAbove && classes > options.candidates;
}

/**
 * `trainLinear`, returning a function that gives the model. With `trainer`, the sampled path's training is handed to
 * it (another thread) and the function waits for it; the model is the same either way. Everything else trains here.
 */
export function trainLinearDeferred(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  features: number,
  options: LinearOptions,
  neighbours?: NeighbourIndex,
  dense?: DenseInputs,
  weights?: Float32Array,
  trainer?: SampledTrainer,
): () => LinearModel {
  if (neighbours !== undefined && isSampled(classes, options)) {
    const sampledOptions = {
      epochs: options.sampledEpochs ?? options.epochs,
      learningRate: options.learningRate,
      l2: options.l2,
      candidates: options.candidates,
      randomNegatives: options.randomNegatives ?? 0,
      dropBelow: options.sampledDropBelow ?? 0,
    };
    const wait =
      trainer !== undefined
        ? trainer(sampledJob(vectors, labels, classes, features, neighbours, sampledOptions))
        : ((model) => () => model)(trainSampled(vectors, labels, classes, features, neighbours, sampledOptions));
    return () => {
      const { rows, weights: w, bias } = wait();
      return { classes, weights: w, rows, bias, dense: null };
    };
  }
  const model = trainDense(vectors, labels, classes, features, options, dense, weights);
  return () => model;
}

function trainDense(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  classes: number,
  features: number,
  options: LinearOptions,
  dense?: DenseInputs,
  weights?: Float32Array,
): LinearModel {
  const C = classes;
  const n = vectors.length;
  // Sparse features feature-major, the dense block class-major. Every class still sums its terms in the
  // vector's order (sparse features, then dense d = 0, 1, ...): the weights are those of one feature-major matrix.
  const offset = dense?.offset ?? features;
  const dims = dense?.dims ?? 0;
  const W = new Float32Array(offset * C);
  const WD = new Float32Array(C * dims);
  const XD = dense?.values ?? new Float32Array(0);
  const hasBlock = dense?.present ?? new Uint8Array(n);
  /** The example's dense values times the step. */
  const xs = new Float64Array(dims);
  const bias = new Float64Array(C);
  const K = options.candidates > 0 && options.candidates < C ? options.candidates : C;
  const cand = K < C ? new Int32Array(n * K) : null;
  const z = new Float64Array(C);
  const g = new Float64Array(C);
  const active = new Int32Array(C);
  const order = Array.from(vectors.keys());
  const random = createRandom('parley-intents');
  let scale = 1; // true weights = scale * W (lazy L2 decay)
  let t = 0;
  const epochs = denseEpochs(options, weights ?? n, C);
  const refreshAt = Math.floor(epochs / 2);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const full = cand === null || epoch === 0 || epoch === refreshAt;
    shuffle(order, random);
    for (const i of order) {
      const lr = options.learningRate / (1 + t / n);
      t++;
      const { index, value } = vectors[i];
      const y = labels[i];
      const ns = index.length;
      const hasDense = hasBlock[i] === 1;
      // Classes scored this step: all, or the example's candidates.
      let m = 0;
      if (full) {
        for (let c = 0; c < C; c++) active[m++] = c;
      } else {
        const base = i * K;
        for (let k = 0; k < K; k++) active[m++] = cand![base + k];
      }
      for (let a = 0; a < m; a++) z[active[a]] = 0;
      if (full) addSparseScoresAll(z, C, W, index, value, ns);
      else addSparseScores(z, active, m, W, C, index, value, ns);
      if (hasDense) addDenseScores(z, active, m, WD, XD, i * dims, dims);
      let max = -Infinity;
      for (let a = 0; a < m; a++) {
        const c = active[a];
        z[c] = z[c] * scale + bias[c];
        if (z[c] > max) max = z[c];
      }
      if (full && cand !== null) keepCandidates(z, C, y, K, cand, i * K);
      let sum = 0;
      for (let a = 0; a < m; a++) {
        const c = active[a];
        g[c] = Math.exp(z[c] - max);
        sum += g[c];
      }
      const w = weights === undefined ? 1 : weights[i];
      for (let a = 0; a < m; a++) {
        const c = active[a];
        g[c] = (g[c] / sum - (c === y ? 1 : 0)) * w;
      }
      scale *= 1 - lr * options.l2;
      const step = lr / scale;
      // Only classes with a gradient worth applying.
      let u = 0;
      for (let a = 0; a < m; a++) {
        const c = active[a];
        if (g[c] > MIN_GRADIENT || g[c] < -MIN_GRADIENT) active[u++] = c;
      }
      for (let k = 0; k < ns; k++) {
        const row = index[k] * C;
        const x = value[k] * step;
        for (let a = 0; a < u; a++) {
          const c = active[a];
          W[row + c] -= g[c] * x;
        }
      }
      if (hasDense) {
        for (let d = 0; d < dims; d++) xs[d] = XD[i * dims + d] * step;
        for (let a = 0; a < u; a++) {
          const c = active[a];
          const gc = g[c];
          const base = c * dims;
          for (let d = 0; d < dims; d++) WD[base + d] -= gc * xs[d];
        }
      }
      for (let a = 0; a < u; a++) bias[active[a]] -= lr * g[active[a]];
      if (scale < 1e-3) {
        for (let j = 0; j < W.length; j++) W[j] *= scale;
        for (let j = 0; j < WD.length; j++) WD[j] *= scale;
        scale = 1;
      }
    }
  }
  if (scale !== 1) {
    for (let j = 0; j < W.length; j++) W[j] *= scale;
    for (let j = 0; j < WD.length; j++) WD[j] *= scale;
  }
  const block = dense === undefined ? null : { offset, dims, weights: WD };
  return { classes: C, weights: W, rows: null, bias: Float32Array.from(bias), dense: block };
}

/** The dense path's epochs: `fewShotEpochs` for at most `fewShotUpTo` examples per class (`examples`: their weights, or their count). */
export function denseEpochs(options: LinearOptions, examples: Float32Array | number, classes: number): number {
  if (options.fewShotEpochs === undefined || options.fewShotUpTo === undefined) return options.epochs;
  let total = 0;
  if (typeof examples === 'number') total = examples;
  else for (let i = 0; i < examples.length; i++) total += examples[i];
  return total <= options.fewShotUpTo * classes ? options.fewShotEpochs : options.epochs;
}

/**
 * `z[c] += Σ_k W[index[k]·C + c] · value[k]` over the sparse entries k < ns, for the classes of `cls[0..m)`;
 * each sum in the vector's order (bit-identical to adding row after row), four classes at a time in registers.
 */
function addSparseScores(
  z: Float64Array,
  cls: Int32Array,
  m: number,
  W: Float32Array,
  C: number,
  index: Int32Array,
  value: Float32Array,
  ns: number,
): void {
  const m4 = m - (m & 3);
  let a = 0;
  for (; a < m4; a += 4) {
    const c0 = cls[a];
    const c1 = cls[a + 1];
    const c2 = cls[a + 2];
    const c3 = cls[a + 3];
    let s0 = z[c0];
    let s1 = z[c1];
    let s2 = z[c2];
    let s3 = z[c3];
    for (let k = 0; k < ns; k++) {
      const row = index[k] * C;
      const v = value[k];
      s0 += W[row + c0] * v;
      s1 += W[row + c1] * v;
      s2 += W[row + c2] * v;
      s3 += W[row + c3] * v;
    }
    z[c0] = s0;
    z[c1] = s1;
    z[c2] = s2;
    z[c3] = s3;
  }
  for (; a < m; a++) {
    const c = cls[a];
    let s = z[c];
    for (let k = 0; k < ns; k++) s += W[index[k] * C + c] * value[k];
    z[c] = s;
  }
}

/** `addSparseScores` for every class 0..C-1. */
function addSparseScoresAll(z: Float64Array, C: number, W: Float32Array, index: Int32Array, value: Float32Array, ns: number): void {
  const C4 = C - (C & 3);
  let c = 0;
  for (; c < C4; c += 4) {
    let s0 = z[c];
    let s1 = z[c + 1];
    let s2 = z[c + 2];
    let s3 = z[c + 3];
    for (let k = 0; k < ns; k++) {
      const row = index[k] * C + c;
      const v = value[k];
      s0 += W[row] * v;
      s1 += W[row + 1] * v;
      s2 += W[row + 2] * v;
      s3 += W[row + 3] * v;
    }
    z[c] = s0;
    z[c + 1] = s1;
    z[c + 2] = s2;
    z[c + 3] = s3;
  }
  for (; c < C; c++) {
    let s = z[c];
    for (let k = 0; k < ns; k++) s += W[index[k] * C + c] * value[k];
    z[c] = s;
  }
}

/** Store the true class and the K-1 other highest-scoring classes of `z` at `out[base..base+K)`. */
function keepCandidates(z: Float64Array, C: number, y: number, K: number, out: Int32Array, base: number): void {
  out[base] = y;
  let filled = 1;
  for (let c = 0; c < C; c++) {
    if (c === y) continue;
    if (filled < K) {
      insertSorted(z, out, base, filled++, c);
    } else if (z[c] > z[out[base + K - 1]]) {
      insertSorted(z, out, base, K - 1, c);
    }
  }
}

/** Insert class `c` into out[base+1 .. base+at] kept sorted by descending z (slot base holds the true class). */
function insertSorted(z: Float64Array, out: Int32Array, base: number, at: number, c: number): void {
  let j = base + at;
  while (j > base + 1 && z[out[j - 1]] < z[c]) {
    out[j] = out[j - 1];
    j--;
  }
  out[j] = c;
}

/** Raw scores (logits) of `x` into `out` (length `classes`). */
export function scoreLinear(model: LinearModel, x: SparseVector, out: Float64Array): void {
  const C = model.classes;
  const W = model.weights;
  for (let c = 0; c < C; c++) out[c] = model.bias[c];
  const rows = model.rows;
  if (rows !== null) {
    const { start, classOf } = rows;
    for (let k = 0; k < x.index.length; k++) {
      const f = x.index[k];
      const v = x.value[k];
      const end = start[f + 1];
      for (let p = start[f]; p < end; p++) out[classOf[p]] += W[p] * v;
    }
    return;
  }
  const dense = model.dense;
  const offset = dense?.offset ?? Infinity;
  let k = 0;
  while (k < x.index.length && x.index[k] < offset) k++;
  addSparseScoresAll(out, C, W, x.index, x.value, k);
  if (dense === null || k === x.index.length) return;
  // The dense block (all its features, in order): one contiguous dot product per class.
  const { dims, weights } = dense;
  for (let c = 0; c < C; c++) {
    let s = out[c];
    for (let j = k; j < x.index.length; j++) s += weights[c * dims + x.index[j] - offset] * x.value[j];
    out[c] = s;
  }
}

function shuffle(a: number[], random: () => number): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = a[i];
    a[i] = a[j];
    a[j] = tmp;
  }
}

/**
 * Keep the `k` highest scores of `z[0..classes)` (ties at the k-th kept), set the others to -Infinity;
 * `top` is scratch of length ≥ k. For sampled models (see `LinearOptions.scoredClasses`).
 */
export function keepTopScores(z: Float64Array, classes: number, k: number, top: Float64Array): void {
  if (k <= 0 || k >= classes) return;
  let filled = 0;
  for (let c = 0; c < classes; c++) {
    const v = z[c];
    // While fewer than k are kept, v joins them; after, it takes the lowest's place when it beats it.
    let j: number;
    if (filled < k) j = filled++;
    else if (v > top[k - 1]) j = k - 1;
    else continue;
    while (j > 0 && top[j - 1] < v) {
      top[j] = top[j - 1];
      j--;
    }
    top[j] = v;
  }
  const threshold = top[k - 1];
  for (let c = 0; c < classes; c++) if (z[c] < threshold) z[c] = -Infinity;
}
