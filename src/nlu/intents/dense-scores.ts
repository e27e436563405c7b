/**
 * The dense block's scores, `z[c] += W[c, ·] · x`, for the linear model's training (a subset of the classes per
 * example) and the word projections (every class, one word vector at a time): one kernel for both, so the two sums
 * stay in the same order.
 */

/**
 * `z[c] += Σ_d w[c·dims + d] · xs[at + d]` for the classes `c` of `cls[0..m)`, each sum in order d = 0, 1, … (the
 * order of the feature-major sums: bit-identical). Four classes at a time: one running sum is a chain of
 * dependent additions, four are independent ones the processor overlaps.
 */
export function addDenseScores(z: Float64Array, cls: Int32Array, m: number, w: Float32Array, xs: Float32Array, at: number, dims: number): void {
  const m4 = m - (m & 3);
  let a = 0;
  for (; a < m4; a += 4) {
    const c0 = cls[a];
    const c1 = cls[a + 1];
    const c2 = cls[a + 2];
    const c3 = cls[a + 3];
    const b0 = c0 * dims;
    const b1 = c1 * dims;
    const b2 = c2 * dims;
    const b3 = c3 * dims;
    let s0 = z[c0];
    let s1 = z[c1];
    let s2 = z[c2];
    let s3 = z[c3];
    for (let d = 0; d < dims; d++) {
      const v = xs[at + d];
      s0 += w[b0 + d] * v;
      s1 += w[b1 + d] * v;
      s2 += w[b2 + d] * v;
      s3 += w[b3 + d] * v;
    }
    z[c0] = s0;
    z[c1] = s1;
    z[c2] = s2;
    z[c3] = s3;
  }
  for (; a < m; a++) {
    const c = cls[a];
    const b = c * dims;
    let s = z[c];
    for (let d = 0; d < dims; d++) s += w[b + d] * xs[at + d];
    z[c] = s;
  }
}
