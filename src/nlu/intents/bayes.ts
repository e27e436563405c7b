/**
 * A multinomial naive Bayes model over the linear model's TF-IDF features (issue 22, h73i22), used to re-rank the
 * linear model's top candidates. The two models read the same words with different biases: logistic regression
 * weighs each word against every other word of the examples (a discriminative fit, trained by SGD for a few epochs),
 * naive Bayes takes each word's share of an intent's examples as it is (a generative count, smoothed). Where the
 * linear model hesitates between a few intents, the counts are a second opinion that does not share all its errors: over
 * five training orders, every order's top-1 rose on CLINC150 and on BANKING77 with all examples. Off by default: it
 * flips a recorded answer of the service on an imbalanced real workspace and lowers off-topic recall on small
 * workspaces with many examples per intent (bench/notes/intents.md, h73i22).
 *
 * Per class c and feature f: `θ(f, c) = (α + s(f, c)) / (α·F + t(c))`, `s(f, c)` the summed TF-IDF values of f in c's
 * training texts (each text at its training weight), `t(c)` the sum over all features, F the number of features. A
 * text's score is `Σ_f x_f · ln θ(f, c)` over its known features. Stored sparse: a feature's row lists only the
 * classes that had it, with `ln(1 + s/α)`; the rest of the sum is one constant per class times `Σ_f x_f`.
 */
import type { SparseVector } from './vectorizer.js';

export interface BayesOptions {
  /** Additive smoothing (α) of each feature's summed TF-IDF values in a class (a text's values sum to about 2–6). */
  readonly alpha: number;
  /** Weight of the naive Bayes score next to the linear model's logit when re-ranking. */
  readonly weight: number;
  /** How many of the linear model's top intents are re-ranked (their logits handed out again). */
  readonly candidates: number;
  /**
   * The confidence's shared "belongs to the workspace" factor is read on the linear model's own first intent rather
   * than on the re-ranked one: off-topic text then gets the confidence it had without the re-ranking.
   */
  readonly onLinearTop?: boolean;
  /**
   * Inputs of fewer words than this keep the linear model's order (absent: 0, every input is re-ranked). On one or
   * two words the counts' verdict rests on whether one word ever occurred in an intent's examples: with a small α, a
   * large intent that never said "things" loses "things on" to a small one that did (the car dashboard's recorded
   * turn_on; issue 22, h77i22). On validation the short inputs' re-ranking gained nothing (bench/notes/intents.md).
   */
  readonly minWords?: number;
  /**
   * Re-rank only where the linear model's first two logits are less than this apart (absent: everywhere). Where the
   * linear model is that sure, weight × naive Bayes rarely overturns it (on validation never at 2, weight 0.2), and
   * four inputs in five are spared the counts' cost (issue 22, h77i22).
   */
  readonly margin?: number;
}

export class NaiveBayes {
  private constructor(
    readonly classes: number,
    /** Per feature f, entries `start[f]..start[f + 1]` of `classOf` / `values`. */
    private readonly start: Int32Array,
    private readonly classOf: Uint16Array | Int32Array,
    /** `ln(1 + s(f, c) / α)`. */
    private readonly values: Float32Array,
    /** Per class, `ln α − ln(α·F + t(c))`: the log-probability of a feature the class never had. */
    private readonly base: Float64Array,
  ) {}

  /**
   * Counts the training `vectors` (`labels[i]` in [0, classes), sparse features below `features`; `weights[i]`
   * example i's training weight, 1 when absent). Deterministic: sums in text order.
   */
  static fit(
    vectors: readonly SparseVector[], labels: readonly number[], classes: number, features: number, alpha: number, weights?: Float32Array,
  ): NaiveBayes {
    // Texts by class (stable): a feature's entries then come class after class, each class's sum in one run.
    const byClass = Array.from(labels.keys()).sort((a, b) => labels[a] - labels[b] || a - b);
    const last = new Int32Array(features).fill(-1);
    const count = new Int32Array(features + 1);
    for (const i of byClass) {
      const c = labels[i];
      const { index } = vectors[i];
      for (let k = 0; k < index.length; k++) {
        const f = index[k];
        if (f >= features || last[f] === c) continue;
        last[f] = c;
        count[f + 1]++;
      }
    }
    const start = new Int32Array(features + 1);
    for (let f = 0; f < features; f++) start[f + 1] = start[f] + count[f + 1];
    const size = start[features];
    const classOf = classes <= 0xffff ? new Uint16Array(size) : new Int32Array(size);
    const sums = new Float64Array(size);
    const fill = start.slice(0, features);
    const total = new Float64Array(classes);
    last.fill(-1);
    for (const i of byClass) {
      const c = labels[i];
      const w = weights === undefined ? 1 : weights[i];
      const { index, value } = vectors[i];
      for (let k = 0; k < index.length; k++) {
        const f = index[k];
        if (f >= features) continue;
        if (last[f] !== c) {
          last[f] = c;
          classOf[fill[f]++] = c;
        }
        sums[fill[f] - 1] += w * value[k];
        total[c] += w * value[k];
      }
    }
    const values = new Float32Array(size);
    for (let p = 0; p < size; p++) values[p] = Math.log1p(sums[p] / alpha);
    const base = Float64Array.from(total, (t) => Math.log(alpha) - Math.log(alpha * features + t));
    return new NaiveBayes(classes, start, classOf, values, base);
  }

  /** Every class's score of `x` (its sparse features below the fitted count; others ignored) into `out`. */
  scores(x: SparseVector, out: Float64Array): void {
    const { start, classOf, values, base } = this;
    const features = start.length - 1;
    let mass = 0;
    out.fill(0, 0, this.classes);
    for (let k = 0; k < x.index.length; k++) {
      const f = x.index[k];
      if (f >= features) continue;
      const v = x.value[k];
      mass += v;
      for (let p = start[f], end = start[f + 1]; p < end; p++) out[classOf[p]] += v * values[p];
    }
    for (let c = 0; c < this.classes; c++) out[c] += mass * base[c];
  }

  /**
   * The scores of `x` for the classes `of` only, `out[k]` for `of[k]`: the same values as `scores` gives them, bit for
   * bit (the same sums in the same order), without walking every class of a frequent feature (a few candidates are
   * re-ranked per input; a feature's classes are sorted, so each candidate is a binary search).
   */
  scoresOf(x: SparseVector, of: Int32Array, out: Float64Array): void {
    const { start, classOf, values, base } = this;
    const features = start.length - 1;
    const m = of.length;
    let mass = 0;
    out.fill(0, 0, m);
    for (let k = 0; k < x.index.length; k++) {
      const f = x.index[k];
      if (f >= features) continue;
      const v = x.value[k];
      mass += v;
      const lo = start[f];
      const hi = start[f + 1];
      for (let j = 0; j < m; j++) {
        const p = findClass(classOf, lo, hi, of[j]);
        if (p >= 0) out[j] += v * values[p];
      }
    }
    for (let j = 0; j < m; j++) out[j] += mass * base[of[j]];
  }
}

/** Where class `c` is in the ascending `classOf[lo..hi)`, or -1. */
function findClass(classOf: Uint16Array | Int32Array, lo: number, hi: number, c: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = classOf[mid];
    if (at === c) return mid;
    if (at < c) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}
