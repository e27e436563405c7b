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

/**
 * The `m` highest of `z[0..n)`, highest first (the lower index first among equals); fewer when `n < m`. `m` is a count
 * a measurement's options give (`candidates`): its whole part, none below zero or for NaN (a negative count threw a
 * RangeError, a fractional one returned class -1; hred19). A NaN logit ranks below every number, so it neither takes
 * a place from one nor stops the sort above it.
 */
export function topClasses(z: Float64Array, n: number, m: number): Int32Array {
  const k = Math.max(0, Math.min(Math.trunc(m) || 0, n));
  const top = new Int32Array(k).fill(-1);
  for (let c = 0; c < n; c++) {
    let at = k - 1;
    if (k === 0 || (top[at] >= 0 && !above(z[c], z[top[at]]))) continue;
    while (at > 0 && (top[at - 1] < 0 || above(z[c], z[top[at - 1]]))) {
      top[at] = top[at - 1];
      at--;
    }
    top[at] = c;
  }
  return top;
}

/** Whether `x` ranks above `y`: greater, or a number where `y` is NaN. */
function above(x: number, y: number): boolean {
  return x > y || (Number.isNaN(y) && !Number.isNaN(x));
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
