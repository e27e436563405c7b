/** plainObject: the copies' fresh objects behave exactly as `{}` for JavaScript (plain-object.ts says why not `{}`). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainObject } from '../../src/model/plain-object.js';
import { normalizeWorkspace } from '../../src/model/normalize.js';
import type { WorkspaceInput } from '../../src/model/index.js';

describe('plainObject', () => {
  it('is an empty object with Object.prototype, like {}', () => {
    const o = plainObject();
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    expect(o.constructor).toBe(Object);
    expect(Reflect.ownKeys(o)).toEqual([]);
    expect(Object.prototype.toString.call(o)).toBe('[object Object]');
    expect(JSON.stringify(o)).toBe('{}');
    expect(Object.isExtensible(o)).toBe(true);
    expect(plainObject()).not.toBe(o);
  });

  it('keeps keys in the order {} keeps them, whatever the keys', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.integer())), (entries) => {
        const a: Record<string, unknown> = {};
        const b = plainObject();
        for (const [k, v] of entries) {
          if (k === '__proto__') continue;
          a[k] = v;
          b[k] = v;
        }
        expect(Object.keys(b)).toEqual(Object.keys(a));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(b).toStrictEqual(a);
      }),
    );
  });

  it('makes the normalized copies plain objects after a process has met thousands of different first keys', () => {
    // 3,000 context objects with their own first key each: past the point where `{}` copies stop sharing hidden classes.
    const nodes = Array.from({ length: 3000 }, (_, i) => ({
      dialog_node: `n${i}`,
      conditions: 'true',
      context: { [`slot_${i}`]: i },
      output: { generic: [{ response_type: 'text' as const, values: [{ text: `t${i}` }] }] },
    }));
    const input: WorkspaceInput = { name: 'w', language: 'en', intents: [{ intent: 'a', examples: [{ text: 'x' }] }], entities: [], dialog_nodes: nodes };
    const ws = normalizeWorkspace(input);
    for (const o of [ws.intents[0], ws.intents[0].examples![0], ws.dialog_nodes[2999], ws.dialog_nodes[2999].context!, ws.dialog_nodes[2999].output!.generic![0]]) {
      expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    }
    expect(ws.dialog_nodes[2999]).toStrictEqual({
      dialog_node: 'n2999',
      context: { slot_2999: 2999 },
      type: 'standard',
      conditions: 'true',
      output: { extra: {}, generic: [{ response_type: 'text', values: [{ text: 't2999' }] }] },
    });
  });
});
