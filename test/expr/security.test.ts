/**
 * The sandbox (brief: security): expressions reach only JSON values and whitelisted methods, cannot
 * pollute prototypes, and every evaluation ends quickly with a value or an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/model/index.js';
import { evaluateExpression, evaluateValue, parseExpression, parseTemplate, renderTemplate } from '../../src/expr/index.js';
import { makeEnv } from './env.js';
import { cpuClock } from '../security/guard.js';

function snapshot(): string {
  const protos = [Object.prototype, Array.prototype, String.prototype, Function.prototype, Number.prototype, Boolean.prototype, RegExp.prototype];
  return JSON.stringify([
    protos.map((p) => Object.getOwnPropertyNames(p).sort()),
    Object.keys(globalThis).sort(),
  ]);
}

let before = '';
beforeAll(() => {
  before = snapshot();
});
afterAll(() => {
  expect(snapshot()).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

const env = () => makeEnv({
  context: { x: { a: 1 }, s: 'abc', big: 'a'.repeat(150_000), list: ['a', 'b'] },
  input: 'a'.repeat(50) + '!',
});

/** Evaluates within a time bound; returns the result. */
function timed(expr: string, ms = 1500) {
  const start = cpuClock();
  const r = evaluateExpression(parseExpression(expr), env());
  expect(start()).toBeLessThan(ms);
  return r;
}

function expectErrorOrNull(expr: string, ms?: number): void {
  const r = timed(expr, ms);
  if (r.ok) expect(r.value).toBeNull();
  else expect(r.error).toMatch(/^SpEL (syntax|evaluation) error/);
}

describe('no way out of the sandbox', () => {
  it.each([
    "''.constructor.constructor('return process')()",
    "''.constructor.constructor('return process')",
    "''['constructor']['constructor']('return 1')",
    "$x.constructor.constructor('return globalThis')",
    'T(java.lang.Runtime).getRuntime().exec(\'ls\')',
    'T(java.lang.Runtime)',
    "T(java.lang.System).getenv()",
    "T(java.lang.Class).forName('java.lang.Runtime')",
    "'a'.getClass()",
    "'a'.getClass().forName('java.lang.Runtime')",
    '$x.__proto__',
    '$x.__proto__.__proto__',
    "$x['__proto__']",
    '$x.prototype',
    '$s.constructor',
    '$list.constructor',
    "$list['constructor']",
    'process',
    'require',
    "require('fs')",
    'globalThis',
    'this',
    '#root.constructor',
    'new java.lang.ProcessBuilder(\'ls\')',
    "new java.io.File('/etc/passwd')",
    "new Function('return process')",
    'constructor',
    "@x.constructor",
    "intents.constructor",
    "input.__proto__.constructor",
    "$s.valueOf()",
    "$s.__defineGetter__('a', null)",
    "$x.hasOwnProperty('a')",
    "$list.map('x')",
    "T(Math).constructor",
    "T(Math).random.constructor",
  ])('%s gives an error or null', (expr) => {
    expectErrorOrNull(expr);
  });

  it('never hands out a function or a host object', () => {
    for (const expr of ['entities.__proto__', '$s.length', "$x['constructor']", 'T(Math)', 'new Random()', 'new Date()', 'intents', 'entities']) {
      const r = timed(expr);
      if (r.ok) expect(['string', 'number', 'boolean', 'object']).toContain(typeof r.value);
      if (r.ok && r.value !== null && typeof r.value === 'object') expect(() => JSON.stringify(r.value)).not.toThrow();
    }
  });
});

describe('no prototype pollution', () => {
  it('__proto__ keys in context values stay ordinary keys', () => {
    const value = JSON.parse('{"__proto__": {"polluted": "<? \'yes\' ?>"}, "a": {"__proto__": "$s"}}') as JsonValue;
    const r = evaluateValue(value, env());
    const out = r.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"polluted":"yes"},"a":{"__proto__":"abc"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('inline maps, add, joinToArray and remove do not write prototypes', () => {
    for (const expr of [
      "{__proto__: {polluted: 'yes'}}",
      "{'__proto__': {'polluted': 'yes'}}",
      "$x.add('__proto__', {polluted: 'yes'})",
      "$list.joinToArray({'__proto__': {'polluted': '%e%'}})",
      "{'constructor': {'prototype': {'polluted': 'yes'}}}",
      "$x.remove('__proto__')",
    ]) {
      const r = timed(expr);
      expect(r.ok).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    const r = timed("{__proto__: {polluted: 'yes'}}");
    expect(r.ok && JSON.stringify(r.value)).toBe('{"__proto__":{"polluted":"yes"}}');
  });
});

describe('bounded work', () => {
  it.each([
    "'a' * 2000000000",
    "$big * 100",
    "($big + $big + $big + $big + $big + $big + $big + $big + $big + $big + $big)",
    "$big.replace('', $big)",
    "T(String).format('%0999999999d', 1)",
    "T(String).format('%999999999s', 'x')",
    "$big.split('').size()",
    "{1,2,3,4,5,6,7,8,9,10}.![{1,2,3,4,5,6,7,8,9,10}.![{1,2,3,4,5,6,7,8,9,10}.![{1,2,3,4,5,6,7,8,9,10}.![{1,2,3,4,5,6,7,8,9,10}.![#this]]]]]",
    "$list.append($big).append($big).append($big).toString().length() * 0 + ($big * 20).length()",
  ])('%s ends with an error quickly', (expr) => {
    const r = timed(expr);
    expect(r.ok).toBe(false);
  });

  it('nested append loops stay bounded', () => {
    let expr = '$list';
    for (let i = 0; i < 40; i++) expr = `${expr}.append(${expr === '$list' ? "'x'" : "'y'"})`;
    const r = timed(expr);
    expect(r.ok && Array.isArray(r.value) && r.value.length).toBe(42);
  });

  it('catastrophic regexes run in linear time', () => {
    const text = `'${'a'.repeat(5000)}!'`;
    for (const expr of [
      `${text}.matches('(a+)+$')`,
      `${text}.matches('(a|aa)+$')`,
      `${text}.find('(.*a){12}x')`,
      `${text}.replaceAll('(a*)*b', 'c').length()`,
      `input.text.matches('^(([a-z])+.)+[A-Z]([a-z])+$')`,
      `${text}.split('(a+)+b').size()`,
      `${text} matches '(a+)+b'`,
    ]) {
      timed(expr, 2000);
    }
    for (const expr of [`${text}.find('(.*a){20}x')`, `${text}.matches('(a{1,10}){1,10}b')`]) {
      const r = timed(expr, 2000);
      expect(!r.ok && r.error).toContain('too complex to run in linear time');
    }
  });

  it('10,000 nested parentheses are a syntax error, not a stack overflow', () => {
    const deep = '('.repeat(10_000) + '1' + ')'.repeat(10_000);
    const start = cpuClock();
    const p = parseExpression(deep);
    expect(p.error).toMatch(/nested deeper than 100 levels|longer than 20000 characters/);
    expect(parseExpression('('.repeat(5_000) + '1' + ')'.repeat(5_000)).error).toMatch(/nested deeper than 100 levels/);
    expect(start()).toBeLessThan(1000);
    expect(parseExpression('!'.repeat(10_000) + 'true').error).toMatch(/nested deeper/);
    expect(parseExpression('-'.repeat(10_000) + '1').error).toMatch(/nested deeper/);
    expect(parseExpression('{'.repeat(5_000) + '}'.repeat(5_000)).error).toMatch(/nested deeper/);
  });

  it('long flat chains evaluate or fail without escaping', () => {
    for (const expr of ['1' + ' + 1'.repeat(20_000), '$x' + '.a'.repeat(20_000), "'a'" + ".toString()".repeat(5_000)]) {
      const r = timed(expr, 3000);
      expect(typeof r.ok).toBe('boolean');
    }
  });

  it('deeply nested JSON in the context renders without escaping', () => {
    let deep: JsonValue = 1;
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const e = makeEnv({ context: { deep } });
    const r = renderTemplate(parseTemplate('value: $deep and <? $deep.toString().length() ?>'), e);
    expect(typeof r.text).toBe('string');
    const v = evaluateValue('$deep', e);
    expect(v.errors.length + (v.value === null ? 0 : 1)).toBeGreaterThan(0);
    const j = evaluateExpression(parseExpression("'" + '['.repeat(100_000) + "'.toJson()"), e);
    expect(j.ok).toBe(false);
  });

  it('over-long sources are rejected', () => {
    expect(parseExpression('1+'.repeat(20_000) + '1').error).toMatch(/longer than/);
    expect(parseTemplate('$x '.repeat(100_000)).error).toMatch(/longer than/);
    expect(parseTemplate('x'.repeat(300_000)).isStatic).toBe(true);
  });
});
