/**
 * engine.message with hostile requests: non-JSON values from JavaScript callers, deep or malformed
 * parts, oversized text — each a ParleyError with its path, never a crash; prototypes stay clean.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { keepsPrototypesClean, parleyErrorOf, statusAndPaths, within } from './guard.js';

keepsPrototypesClean();

const engine = compileWorkspace({
  name: 'w',
  language: 'en',
  intents: [{ intent: 'hello', examples: [{ text: 'hello' }] }],
  entities: [],
  dialog_nodes: [{ dialog_node: 'a', conditions: 'true', context: { m: { k: 1 } }, output: { text: '<? $m.k ?>' } }],
});

const cyclic: Record<string, unknown> = {};
cyclic.self = cyclic;
let deep: unknown = 'leaf';
for (let i = 0; i < 100_000; i++) deep = [deep];

describe('values JSON cannot carry', () => {
  it.each([
    ['a function', { f: () => 1 }, 'type', '.context.f'],
    ['a bigint', { b: 1n }, 'type', '.context.b'],
    ['a Date', { d: new Date(0) }, 'type', '.context.d'],
    ['a Map', { m: new Map() }, 'type', '.context.m'],
    ['Infinity', { n: Infinity }, 'type', '.context.n'],
    ['a cycle', cyclic, 'cycle', '.context.self'],
  ])('%s in the context is a 400 at its path', (_label, context, code, path) => {
    expect(statusAndPaths(parleyErrorOf(() => engine.message({ input: { text: 'hi' }, context } as never)))).toEqual([400, [[code, path]]]);
  });

  it('a context 100,000 levels deep is a 400 (max_depth), quickly', () => {
    const err = within(500, () => parleyErrorOf(() => engine.message({ context: { a: deep } } as never)));
    expect(err.status).toBe(400);
    expect(err.errors.map((e) => e.code)).toEqual(['max_depth']);
  });

  it('a getter that throws is a 400 at the root, not the getter error', () => {
    const context = {
      get boom(): never {
        throw new Error('boom');
      },
    };
    expect(statusAndPaths(parleyErrorOf(() => engine.message({ context } as never)))).toEqual([400, [['type', '']]]);
  });
});

describe('malformed parts', () => {
  it.each([
    ['intents not an array', { intents: 'x' }, [['type', '.intents']]],
    ['a string confidence', { intents: [{ intent: 'a', confidence: '1' }] }, [['type', '.intents[0].confidence']]],
    ['a null entity', { entities: [null] }, [['type', '.entities[0]']]],
    ['a numeric entity value', { entities: [{ entity: 'e', value: 3 }] }, [['type', '.entities[0].value']]],
    ['input.text not a string', { input: { text: 5 } }, [['type', '.input.text']]],
    ['2,049 characters of input', { input: { text: 'a'.repeat(2049) } }, [['max_length', '.input.text']]],
    ['2,048 emoji (4,096 UTF-16 units)', { input: { text: '😀'.repeat(2048) } }, [['max_length', '.input.text']]],
  ])('%s is a 400 with its path', (_label, request, problems) => {
    expect(statusAndPaths(parleyErrorOf(() => engine.message(request as never)))).toEqual([400, problems]);
  });

  it('1,024 emoji (2,048 UTF-16 units, the limit) run normally', () => {
    const r = within(2000, () => engine.message({ input: { text: '😀'.repeat(1024) } }));
    expect(r.output.text).toEqual(['1']);
  });

  it('lone surrogates and NUL characters in the text are ordinary characters', () => {
    const r = engine.message({ input: { text: '\ud800 hello \u0000\udfff' } });
    expect(r.intents[0]).toMatchObject({ intent: 'hello' });
    expect(r.output.text).toEqual(['1']);
  });
});

describe('prototype-named keys from the client', () => {
  it('constructor and toString context keys stay data', () => {
    const r = engine.message(JSON.parse('{"context":{"constructor":{"prototype":{"polluted":1}},"toString":"x"}}'));
    expect(r.context.constructor).toEqual({ prototype: { polluted: 1 } });
    expect(r.context.toString).toBe('x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a __proto__ runtime intent is an ordinary intent name', () => {
    expect(engine.message({ input: { text: 'hi' }, intents: [{ intent: '__proto__', confidence: 1 }] }).intents).toEqual([{ intent: '__proto__', confidence: 1 }]);
  });

  /**
   * Was D2 (high): the copy assigned `out['__proto__'] = v`, which set the copy's prototype instead of a key
   * (a crash at the top level, a silently lost key when nested). Fixed in src/dialog/context.ts (25903ee).
   */
  it('a __proto__ context key is kept as an ordinary key (top level and nested)', () => {
    const r = engine.message(JSON.parse('{"context":{"__proto__":{"x":1},"n":{"__proto__":{"y":2}}}}'));
    expect(Object.getOwnPropertyDescriptor(r.context, '__proto__')?.value).toEqual({ x: 1 });
    expect(Object.getPrototypeOf(r.context.n)).toBe(Object.prototype);
  });
});
