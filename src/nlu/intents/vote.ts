/**
 * The nearest-example vote (issue 22; h22q's lever, re-measured over five training orders by h30int): a candidate's
 * logit plus `lexical`·s + `semantic`·m, `s` its nearest example's TF-IDF cosine to the input and `m` the cosine of
 * the input's centred mean word vector to its nearest example's. The linear model weighs words against each other
 * across intents; the vote asks how close the input is to one of the intent's own examples as a whole, which with
 * 5–30 examples per intent the linear model has seen too few of to learn. Off by default (measured, not kept:
 * bench/notes/intents.md).
 */
export interface VoteOptions {
  /** Weight of the nearest example's TF-IDF cosine. */
  readonly lexical: number;
  /** Weight of the nearest example's mean-word-vector cosine (English, with word vectors). */
  readonly semantic: number;
  /** The top candidates of the linear model that get the vote; absent: every intent. */
  readonly candidates?: number;
  /** On only for workspaces of at most this many examples per intent (on average). */
  readonly upTo: number;
  /**
   * True: the candidates' logits are handed out again in the order of logit + vote (the softmax keeps its shape and
   * the 0.2 line its meaning); false or absent: the vote is added to the logits.
   */
  readonly permute?: boolean;
}

/** The `m` highest of `z[0..n)`, highest first (the lower index first among equals); fewer when `n < m`. */
export function topClasses(z: Float64Array, n: number, m: number): Int32Array {
  const k = Math.min(m, n);
  const top = new Int32Array(k).fill(-1);
  for (let c = 0; c < n; c++) {
    let at = k - 1;
    if (k === 0 || (top[at] >= 0 && z[top[at]] >= z[c])) continue;
    while (at > 0 && (top[at - 1] < 0 || z[top[at - 1]] < z[c])) {
      top[at] = top[at - 1];
      at--;
    }
    top[at] = c;
  }
  return top;
}

/**
 * Re-rank `top`'s classes by `z[c] + add[k]` (k the place of c in `top`): their logits, highest first, handed out
 * again in that order (ties: the earlier place first). Only who holds which logit changes.
 */
export function permuteLogits(z: Float64Array, top: Int32Array, add: Float64Array): void {
  const values = Array.from(top, (c) => z[c]);
  const order = Array.from(top.keys()).sort((a, b) => values[b] + add[b] - (values[a] + add[a]) || a - b);
  order.forEach((k, r) => {
    z[top[k]] = values[r];
  });
}
