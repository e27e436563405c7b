/**
 * Issue 18, hred19: the vote's helpers (`vote.ts`) and the shared dot product (`vectors/dot.ts`) on the inputs a
 * measurement's options or a broken vector could hand them: counts that are no whole number, NaN logits, empty and
 * short vectors. Bounds: no throw, the `m` highest in order, and the dot product's documented sums.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { permuteLogits, topClasses } from '../../../src/nlu/intents/vote.js';
import { dot } from '../../../src/nlu/vectors/dot.js';

/** Numbers in a total order: -0 before 0, so two sorts of the same multiset are equal under Object.is. */
function totalOrder(a: number, b: number): number {
  return a - b || Number(Object.is(b, -0)) - Number(Object.is(a, -0));
}

/** The reference: indexes by value (NaN last), highest first, the lower index first among equals. */
function reference(z: readonly number[], n: number, m: number): number[] {
  const k = Math.max(0, Math.min(Math.trunc(m) || 0, n));
  const rank = (v: number) => (Number.isNaN(v) ? -Infinity : v);
  return [...Array(n).keys()].sort((a, b) => (Number.isNaN(z[a]) ? 1 : 0) - (Number.isNaN(z[b]) ? 1 : 0) || rank(z[b]) - rank(z[a]) || a - b).slice(0, k);
}

describe('topClasses on counts and logits a measurement could give', () => {
  it('a negative, fractional, NaN or infinite count: its whole part, none below zero, no throw, no class -1', () => {
    const z = Float64Array.from([1, 5, 3]);
    expect(Array.from(topClasses(z, 3, -1))).toEqual([]);
    expect(Array.from(topClasses(z, 3, Number.NaN))).toEqual([]);
    expect(Array.from(topClasses(z, 3, 1.5))).toEqual([1]);
    expect(Array.from(topClasses(z, 3, 2.999))).toEqual([1, 2]);
    expect(Array.from(topClasses(z, 3, Infinity))).toEqual([1, 2, 0]);
    expect(Array.from(topClasses(z, 3, -Infinity))).toEqual([]);
  });

  it('a NaN logit ranks below every number: [NaN, 3, 5] gives 2, 1, then 0', () => {
    expect(Array.from(topClasses(Float64Array.from([Number.NaN, 3, 5]), 3, 3))).toEqual([2, 1, 0]);
    expect(Array.from(topClasses(Float64Array.from([3, Number.NaN, 5, 4]), 4, 2))).toEqual([2, 3]);
  });

  it('equals the sorted reference on any logits and counts (fast-check)', () => {
    const logit = fc.oneof(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.constant(Number.NaN), fc.constantFrom(0, 1, -1, Infinity, -Infinity));
    fc.assert(
      fc.property(fc.array(logit, { maxLength: 12 }), fc.oneof(fc.integer({ min: -3, max: 15 }), fc.double({ min: -3, max: 15 })), (values, m) => {
        expect(Array.from(topClasses(Float64Array.from(values), values.length, m))).toEqual(reference(values, values.length, m));
      }),
      { numRuns: 1000 },
    );
  });

  it('permuteLogits only hands the same logits out again, whatever the additions (NaN among them)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -50, max: 50 }), { minLength: 1, maxLength: 8 }), fc.array(fc.oneof(fc.double({ min: -5, max: 5 }), fc.constant(Number.NaN)), { minLength: 8, maxLength: 8 }), (values, adds) => {
        const z = Float64Array.from(values);
        const top = topClasses(z, values.length, values.length);
        permuteLogits(z, top, Float64Array.from(adds.slice(0, top.length)));
        expect(Array.from(z).sort(totalOrder)).toEqual([...values].sort(totalOrder));
      }),
      // A zero and a negative zero compare equal under a - b, so a plain sort keeps them in input order and toEqual
      // (Object.is) told [0, -0] from [-0, 0]: fast-check found it on seed 1604920565. Kept as an example.
      { examples: [[[0, -0], [0, 5e-324, Number.NaN, 0, 0, 0, Number.NaN, 0]]] },
    );
  });
});

describe('dot on empty, short and non-finite vectors', () => {
  const f = (values: number[]) => Float32Array.from(values);
  it('no length (or a negative one) sums nothing: 0', () => {
    expect(dot(f([]), 0, f([]), 0, 0)).toBe(0);
    expect(dot(f([1, 2]), 0, f([1, 2]), 0, -3)).toBe(0);
  });
  it('a NaN or an infinity times zero makes NaN, as the plain sum would: no throw', () => {
    expect(dot(f([Number.NaN, 1, 1, 1]), 0, f([1, 1, 1, 1]), 0, 4)).toBeNaN();
    expect(dot(f([Infinity, 0, 0, 0, 0]), 0, f([0, 0, 0, 0, 0]), 0, 5)).toBeNaN();
  });
  it('a stretch past either vector\'s end reads no memory beyond it: NaN, no throw', () => {
    expect(dot(f([1, 2, 3, 4, 5]), 0, f([1, 2]), 0, 5)).toBeNaN();
    expect(dot(f([1, 2]), 5, f([1, 2]), 0, 2)).toBeNaN();
  });
  it('the same sums in the same order: equal to (s0 + s1) + (s2 + s3) of the four strided sums, any length (fast-check)', () => {
    const float = fc.float({ noNaN: true, noDefaultInfinity: true, min: -100, max: 100 });
    fc.assert(
      fc.property(fc.array(fc.tuple(float, float), { maxLength: 40 }), (pairs) => {
        const a = f(pairs.map((p) => p[0]));
        const b = f(pairs.map((p) => p[1]));
        const s = [0, 0, 0, 0];
        const whole = pairs.length - (pairs.length % 4);
        for (let d = 0; d < whole; d++) s[d % 4] += a[d] * b[d];
        for (let d = whole; d < pairs.length; d++) s[0] += a[d] * b[d];
        expect(dot(a, 0, b, 0, pairs.length)).toBe(s[0] + s[1] + (s[2] + s[3]));
      }),
    );
  });
});
