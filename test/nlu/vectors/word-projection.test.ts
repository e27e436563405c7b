/** The shipped projection of the word vectors (h29int; `src/nlu/vectors/word-projection.ts`). */
import { describe, expect, it } from 'vitest';
import { englishWordProjection, parseWordProjection } from '../../../src/nlu/vectors/word-projection.js';
import { englishWordVectors } from '../../../src/nlu/vectors/word-vectors.js';
import { ParleyError } from '../../../src/common/errors.js';

describe('word projection', () => {
  it('has 64 orthonormal directions over the table dimensions', () => {
    const p = englishWordProjection();
    expect(p.from).toBe(englishWordVectors().dimensions);
    expect(p.to).toBe(64);
    const dot = (a: number, b: number) => {
      let s = 0;
      for (let d = 0; d < p.from; d++) s += p.directions[a * p.from + d] * p.directions[b * p.from + d];
      return s;
    };
    expect(dot(0, 0)).toBeCloseTo(1, 5);
    expect(dot(63, 63)).toBeCloseTo(1, 5);
    expect(dot(0, 1)).toBeCloseTo(0, 5);
    expect(dot(5, 40)).toBeCloseTo(0, 5);
  });

  it('rejects a file that is not one, or is cut short, as a damaged install', () => {
    const bad = () => parseWordProjection(new TextEncoder().encode('PWV1........'));
    expect(bad).toThrow(ParleyError);
    expect(bad).toThrow('word projection: not a PWP1 file');
    const short = new Uint8Array(16);
    short.set(new TextEncoder().encode('PWP1'));
    new DataView(short.buffer).setUint32(4, 100, true);
    new DataView(short.buffer).setUint32(8, 2, true);
    expect(() => parseWordProjection(short)).toThrow('word projection: truncated file');
  });
});
