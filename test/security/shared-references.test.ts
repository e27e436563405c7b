/**
 * JavaScript callers can pass values whose shared references expand exponentially (`v = [v, v]`):
 * tiny in memory, 2^n values for every copy, merge and JSON.stringify. Found by this review: 40 such
 * levels in a message context held `engine.message` for ever. The plain-JSON guard now counts shared
 * references each time and refuses more than MAX_VALUES values with a 400 (`max_items`).
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { MAX_VALUES } from '../../src/model/validate/plain-json.js';
import { parleyErrorOf, within } from './guard.js';

function doubling(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = [v, v];
  return v;
}

const ws = { name: 'w', language: 'en', intents: [], entities: [], dialog_nodes: [{ dialog_node: 'a', conditions: 'true', output: { text: 'x' } }] };
const engine = compileWorkspace(ws);

describe('exponentially shared values', () => {
  it('the bound is ten million values', () => {
    expect(MAX_VALUES).toBe(10_000_000);
  });

  it('a message context of 40 doubling levels is a 400 max_items, quickly', () => {
    const err = within(2000, () => parleyErrorOf(() => engine.message({ context: { v: doubling(40) } } as never)));
    expect(err.status).toBe(400);
    expect(err.errors.map((e) => e.code)).toEqual(['max_items']);
    // The innermost array holding more than MAX_VALUES: level 23 (2^24 - 1 values), 17 levels below the top.
    expect(err.errors[0].path).toBe(`.context.v${'[0]'.repeat(17)}`);
  });

  it('a workspace whose metadata doubles 40 times is a 400 max_items, quickly', () => {
    const err = within(2000, () => parleyErrorOf(() => compileWorkspace({ ...ws, metadata: { v: doubling(40) } })));
    expect([err.status, err.errors.map((e) => e.code)]).toEqual([400, ['max_items']]);
    expect(err.errors[0].path).toBe(`.metadata.v${'[0]'.repeat(17)}`);
  });

  it('modest sharing (the same object referenced a few times) is still accepted and expanded', () => {
    const shared = { a: [1, 2, 3] };
    const r = engine.message({ context: { x: shared, y: shared, z: doubling(10) } } as never);
    expect(r.context.x).toEqual({ a: [1, 2, 3] });
    expect(r.context.y).toEqual({ a: [1, 2, 3] });
    expect(JSON.stringify(r.context.z).length).toBe(JSON.stringify(doubling(10)).length);
  });
});
