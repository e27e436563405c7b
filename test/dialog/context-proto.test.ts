/** `__proto__` keys in contexts (request or node context blocks) stay ordinary keys and never reach a prototype. */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { engineFor, say, text } from './helpers.js';

describe('__proto__ context keys', () => {
  it('a request context keeps __proto__ as an own key, top level and nested', () => {
    const e = engineFor([text('n', 'true', 'x')]);
    const r = e.message(JSON.parse('{"context":{"__proto__":{"x":1},"n":{"__proto__":{"y":2}}}}'), { now: '2026-01-01T00:00:00Z', seed: 's' });
    expect(Object.getOwnPropertyDescriptor(r.context, '__proto__')?.value).toEqual({ x: 1 });
    const n = r.context.n as Record<string, unknown>;
    expect(Object.getPrototypeOf(n)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(n, '__proto__')?.value).toEqual({ y: 2 });
  });

  it('a node context block with __proto__ sets an own key and leaves Object.prototype alone', () => {
    const engine = compileWorkspace(
      JSON.parse('{"name":"w","language":"en","intents":[],"entities":[],"dialog_nodes":[{"dialog_node":"n","conditions":"true","context":{"__proto__":{"polluted":1},"o":{"__proto__":{"deep":1}}},"output":{"text":"x"}}]}'),
    );
    const r = engine.message({}, { now: '2026-01-01T00:00:00Z', seed: 's' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).deep).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(r.context, '__proto__')?.value).toEqual({ polluted: 1 });
    expect(Object.getOwnPropertyDescriptor(r.context.o as object, '__proto__')?.value).toEqual({ deep: 1 });
  });

  it('merges into an existing own __proto__ object key by key', () => {
    const e = engineFor([text('n', 'true', 'x', { context: JSON.parse('{"__proto__":{"b":2}}') })]);
    const r = say(e, 'x', { context: JSON.parse('{"__proto__":{"a":1}}') });
    expect(Object.getOwnPropertyDescriptor(r.context, '__proto__')?.value).toEqual({ a: 1, b: 2 });
  });
});
