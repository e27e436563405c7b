/**
 * Table-driven cases: every row names the spec section or documented example it comes from.
 */
import { describe, expect, it } from 'vitest';
import { evaluateExpression, evaluateValue, parseExpression, parseTemplate, renderTemplate } from '../../src/expr/index.js';
import { makeEnv, type EnvSpec } from './env.js';
import { arrayCases } from './cases/arrays.js';
import { dateCases } from './cases/dates.js';
import { numberCases } from './cases/numbers.js';
import { objectCases } from './cases/objects.js';
import { operatorCases } from './cases/operators.js';
import { shorthandCases } from './cases/shorthand.js';
import { stringCases } from './cases/strings.js';
import { textCases, valueCases } from './cases/templates.js';
import { WORLD, type Case } from './cases/world.js';

function env(spec?: EnvSpec) {
  return makeEnv({ ...WORLD, ...spec });
}

const groups: [string, Case[]][] = [
  ['shorthand and globals', shorthandCases],
  ['operators', operatorCases],
  ['strings', stringCases],
  ['arrays', arrayCases],
  ['objects', objectCases],
  ['numbers', numberCases],
  ['dates', dateCases],
];

for (const [name, cases] of groups) {
  describe(`expressions: ${name}`, () => {
    it.each(cases.map((c) => [`${c.expr}  [${c.source}]`, c] as const))('%s', (_, c) => {
      const r = evaluateExpression(parseExpression(c.expr), env(c.env));
      if (c.error !== undefined) {
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error).toContain(c.error);
      } else {
        expect(r).toEqual({ ok: true, value: c.expect });
      }
    });
  });
}

describe('templates: response text', () => {
  it.each(textCases.map((c) => [`${c.text}  [${c.source}]`, c] as const))('%s', (_, c) => {
    const r = renderTemplate(parseTemplate(c.text), env(c.env));
    expect(r.text).toBe(c.expect);
    expect(r.errors.length).toBe(c.errors?.length ?? 0);
    (c.errors ?? []).forEach((e, i) => expect(r.errors[i]).toContain(e));
  });
});

describe('templates: context values', () => {
  it.each(valueCases.map((c) => [`${JSON.stringify(c.value)}  [${c.source}]`, c] as const))('%s', (_, c) => {
    const r = evaluateValue(c.value, env(c.env));
    expect(r.value).toEqual(c.expect);
    expect(r.errors.length).toBe(c.errors?.length ?? 0);
    (c.errors ?? []).forEach((e, i) => expect(r.errors[i]).toContain(e));
  });
});

describe('table size', () => {
  it('has at least 300 documented rows', () => {
    const rows = groups.reduce((n, [, c]) => n + c.length, 0) + textCases.length + valueCases.length;
    expect(rows).toBeGreaterThanOrEqual(300);
    for (const [, cases] of groups) for (const c of cases) expect(c.source.length).toBeGreaterThan(3);
  });
});
