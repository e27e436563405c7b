/** The shared dot product of vector rows (`src/nlu/vectors/dot.ts`): the classifier's and the alignment's cosines. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dot } from '../../../src/nlu/vectors/dot.js';

describe('dot', () => {
  it('multiplies the stretches at their offsets, lengths not a multiple of four included', () => {
    const a = Float64Array.from([9, 1, 2, 3, 4, 5]);
    const b = Float32Array.from([7, 7, 1, 1, 1, 1, 2]);
    expect(dot(a, 1, b, 2, 5)).toBe(1 + 2 + 3 + 4 + 10);
    expect(dot(a, 0, b, 0, 0)).toBe(0);
    expect(dot(b, 2, b, 4, 3)).toBe(1 + 1 + 2);
  });

  it('equals the plain sum up to rounding, and is the same number every time (fast-check)', () => {
    const row = fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 0, maxLength: 40 });
    fc.assert(
      fc.property(row, row, (x, y) => {
        const n = Math.min(x.length, y.length);
        const [a, b] = [Float32Array.from(x), Float32Array.from(y)];
        let plain = 0;
        for (let d = 0; d < n; d++) plain += a[d] * b[d];
        const value = dot(a, 0, b, 0, n);
        expect(Math.abs(value - plain)).toBeLessThan(1e-9);
        expect(dot(a, 0, b, 0, n)).toBe(value);
      }),
    );
  });
});
