import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntMap } from '../../../src/nlu/intents/int-map.js';

describe('IntMap', () => {
  it('behaves as a Map<int, int> through sets, overwrites, growth and clears', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: (1 << 20) - 1 }), value: fc.integer({ min: -5, max: 1e6 }) }),
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 40 }), value: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('clear' as const) }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 64 }), fc.array(op, { maxLength: 3000 }), (expected, ops) => {
        const map = new IntMap(expected);
        const model = new Map<number, number>();
        for (const o of ops) {
          if (o.kind === 'set') {
            map.set(o.key, o.value);
            model.set(o.key, o.value);
          } else if (o.kind === 'clear') {
            map.clear();
            model.clear();
          } else {
            expect(map.get(o.key, -99)).toBe(model.get(o.key) ?? -99);
          }
          expect(map.size).toBe(model.size);
        }
        for (const [k, v] of model) expect(map.get(k)).toBe(v);
      }),
      { numRuns: 100 },
    );
  });

  it('shrinks back after a clear once it grew past 2,048 slots, and still works', () => {
    const map = new IntMap();
    for (let k = 0; k < 5000; k++) map.set(k * 7, k);
    expect(map.get(4999 * 7)).toBe(4999);
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get(7)).toBe(-1);
    map.set(7, 1);
    expect(map.get(7)).toBe(1);
  });
});
