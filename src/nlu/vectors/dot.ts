/**
 * The dot product of two stretches of vector rows, the hot loop of the classifier's word-vector cosines (the nearest
 * example's meaning, `classifier.ts`, and the soft word alignment, `alignment.ts`). One home, so that both read the
 * same sums in the same order.
 */

/**
 * `a[ai..ai+n) · b[bi..bi+n)`. Four running sums: the JIT keeps them in registers (a quarter of the loop checks, and
 * independent additions). Deterministic: always the same sums in the same order, `(s0 + s1) + (s2 + s3)`.
 */
export function dot(a: Float32Array | Float64Array, ai: number, b: Float32Array, bi: number, n: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 3 < n; d += 4) {
    s0 += a[ai + d] * b[bi + d];
    s1 += a[ai + d + 1] * b[bi + d + 1];
    s2 += a[ai + d + 2] * b[bi + d + 2];
    s3 += a[ai + d + 3] * b[bi + d + 3];
  }
  for (; d < n; d++) s0 += a[ai + d] * b[bi + d];
  return s0 + s1 + (s2 + s3);
}
