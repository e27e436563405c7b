import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstAtLeast, partitionPoint } from '../../src/common/partition-point.js';

describe('partitionPoint', () => {
  it('is the first index of a sorted list at or after a key, and the end when every item comes before it', () => {
    const list = [2, 4, 4, 7];
    expect(partitionPoint(0, list.length, (i) => list[i] < 4)).toBe(1);
    expect(partitionPoint(0, list.length, (i) => list[i] <= 4)).toBe(3);
    expect(partitionPoint(0, list.length, (i) => list[i] < 9)).toBe(4);
    expect(partitionPoint(0, list.length, (i) => list[i] < 1)).toBe(0);
  });

  it('searches only [from, to): an empty or reversed range gives `from`', () => {
    const list = [1, 2, 3, 4, 5];
    expect(partitionPoint(2, 5, (i) => list[i] < 2)).toBe(2);
    expect(partitionPoint(1, 3, (i) => list[i] < 9)).toBe(3);
    expect(partitionPoint(3, 3, () => true)).toBe(3);
    expect(partitionPoint(0, -1, () => true)).toBe(0);
  });

  it('agrees with a scan from the start on any sorted list, key and range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 60 }), fc.integer({ min: -25, max: 25 }), fc.nat(), fc.nat(), (items, key, a, b) => {
        const list = [...items].sort((x, y) => x - y);
        const from = list.length === 0 ? 0 : a % (list.length + 1);
        const to = from + (list.length - from === 0 ? 0 : b % (list.length - from + 1));
        let scan = from;
        while (scan < to && list[scan] < key) scan++;
        expect(partitionPoint(from, to, (i) => list[i] < key)).toBe(scan);
      }),
      { numRuns: 500, seed: 18 },
    );
  });

  it('asks about log2 of the range\'s length, not every item', () => {
    let asked = 0;
    partitionPoint(0, 1 << 20, (i) => (asked++, i < 123_456));
    expect(asked).toBeLessThanOrEqual(21);
  });
});

describe('firstAtLeast', () => {
  it('is partitionPoint asked "is the value below the key?" on any sorted Int32Array, key and range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 60 }), fc.integer({ min: -25, max: 25 }), fc.nat(), fc.nat(), (items, key, a, b) => {
        const sorted = Int32Array.from(items).sort();
        const from = sorted.length === 0 ? 0 : a % (sorted.length + 1);
        const to = from + (sorted.length - from === 0 ? 0 : b % (sorted.length - from + 1));
        expect(firstAtLeast(sorted, from, to, key)).toBe(partitionPoint(from, to, (i) => sorted[i] < key));
      }),
      { numRuns: 500, seed: 31 },
    );
  });
});
