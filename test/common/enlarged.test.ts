import { describe, expect, it } from 'vitest';
import { enlarged } from '../../src/common/enlarged.js';

describe('enlarged', () => {
  it('copies the values into a new, longer array of the same kind, the rest zero', () => {
    const ids = Int32Array.of(3, -1, 7);
    const bigger = enlarged(ids, 6);
    expect(bigger).toBeInstanceOf(Int32Array);
    expect([...bigger]).toEqual([3, -1, 7, 0, 0, 0]);
    expect(bigger).not.toBe(ids);
    expect([...enlarged(Float64Array.of(0.5, 1.25), 4)]).toEqual([0.5, 1.25, 0, 0]);
    expect(enlarged(Uint8Array.of(255), 2)).toEqual(Uint8Array.of(255, 0));
  });

  it('leaves the old array as it was', () => {
    const weights = Float64Array.of(1, 2);
    enlarged(weights, 8)[0] = 9;
    expect([...weights]).toEqual([1, 2]);
  });
});
