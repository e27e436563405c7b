/**
 * Expressions written by workspace authors: values they build are bounded (shared references
 * expanded), regexes run in linear time, formatting widths and repetitions are capped, and method
 * names used as JSON keys stay data. Each case ends quickly with a value or a logged error.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import type { JsonObject } from '../../src/model/index.js';
import { evaluateExpression, parseExpression } from '../../src/expr/index.js';
import { LIMITS } from '../../src/expr/env.js';
import { makeEnv } from '../expr/env.js';
import { cpuClock, keepsPrototypesClean, within } from './guard.js';

keepsPrototypesClean();

function evaluate(expr: string, context: JsonObject = {}, input = '') {
  return within(1500, () => evaluateExpression(parseExpression(expr), makeEnv({ context, input })));
}

/** A chain of `n` nodes, each setting `x` from `xExpr` and jumping to the next. */
function jumpChain(n: number, xExpr: string) {
  const nodes = Array.from({ length: n }, (_, i) => ({
    dialog_node: `j${i}`,
    conditions: 'true',
    ...(i > 0 ? { previous_sibling: `j${i - 1}` } : {}),
    context: { x: xExpr },
    ...(i < n - 1 ? { next_step: { behavior: 'jump_to', selector: 'body', dialog_node: `j${i + 1}` } } : { output: { text: 'done' } }),
  }));
  return compileWorkspace({ name: 'w', language: 'en', intents: [], entities: [], dialog_nodes: nodes });
}

describe('values that double through shared references', () => {
  it('the bound is one million values per expression result', () => {
    expect(LIMITS.values).toBe(1_000_000);
  });

  it('a 2-node jump loop quadrupling $x stops with a logged limit error instead of running for ever', () => {
    const engine = compileWorkspace({
      name: 'w',
      language: 'en',
      intents: [],
      entities: [],
      dialog_nodes: [
        { dialog_node: 'a', conditions: 'true', context: { x: '<? [$x,$x,$x,$x] ?>' }, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'b' } },
        { dialog_node: 'b', previous_sibling: 'a', conditions: 'true', context: { x: '<? [$x,$x,$x,$x] ?>' }, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'a' } },
      ],
    });
    const r = within(5000, () => engine.message({ context: { x: 1 } }));
    // 4^10 > 1,000,000: the tenth node's context fails, and a context error ends the turn (dialog rule).
    expect(r.output.nodes_visited).toHaveLength(10);
    expect(r.output.log_messages).toHaveLength(1);
    expect(r.output.log_messages[0].msg).toMatch(/^Error when updating context with context of dialog node id \[b\]/);
    expect(r.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: value size limit exceeded');
    expect(JSON.stringify(r).length).toBeLessThan(10_000_000);
  });

  it('a 40-node chain doubling $x through a map literal is bounded too', () => {
    const r = within(5000, () => jumpChain(40, "<? {'l': $x, 'r': $x} ?>").message({ context: { x: 1 } }));
    // Merging the new map into the old one copies every object along both (2^n keys at node n): the turn's budget
    // for context copies (test/security/context-copies.test.ts) stops it at j16, before the value limit would.
    expect(r.output.nodes_visited).toHaveLength(17);
    expect(r.output.log_messages.map((m) => m.msg.includes('turn CPU budget exceeded') && m.msg.includes('node id [j16]'))).toEqual([true]);
  });

  it('in a chain of doublings, the node whose result would hold 2^20 - 1 values (j18) is refused', () => {
    const r = within(5000, () => jumpChain(20, '<? [$x,$x] ?>').message({ context: { x: 1 } }));
    expect(r.output.nodes_visited).toHaveLength(19);
    expect(r.output.log_messages).toHaveLength(1);
    expect(r.output.log_messages[0].msg).toMatch(/^Error when updating context with context of dialog node id \[j18\]/);
  });

  it('modest literals are unaffected', () => {
    expect(evaluate("[$l, $l, {'a': $l}]", { l: [1, 2, 3] })).toEqual({ ok: true, value: [[1, 2, 3], [1, 2, 3], { a: [1, 2, 3] }] });
  });
});

describe('other growth and hangs', () => {
  it.each([
    ["'a'.repeat(1000000000)"],
    ["T(java.lang.String).format('%999999999s', 'a')"],
    ["'%0100000000d'.format(1)"],
  ])('%s is an evaluation error, not a huge string', (expr) => {
    const r = evaluate(expr);
    expect(r.ok).toBe(false);
  });

  it.each([
    ['(a+)+$', 'matches'],
    ['(a|a)*$', 'find'],
    ['(a|aa)+$', 'replaceAll'],
  ])('a catastrophic regex %s (%s) runs in linear time on 100,000 characters', (pattern, method) => {
    const args = method === 'replaceAll' ? `'${pattern}', 'x'` : `'${pattern}'`;
    const r = evaluate(`$s.${method}(${args})`, { s: 'a'.repeat(100_000) + '!' });
    expect(r.ok).toBe(true);
  });

  it('backreferences and lookarounds are refused (they would need backtracking)', () => {
    for (const pattern of ['(a*)\\\\1b', '^(?=(a+)+b)']) {
      const r = evaluate(`$s.matches('${pattern}')`, { s: 'aaaa' });
      expect(r.ok).toBe(false);
    }
  });
});

describe('JSON keys named like methods stay data', () => {
  const context = { o: { toString: 't', size: 's', get: 'g', keySet: 'k', constructor: 'c', valueOf: 1 } };
  it.each([
    ['$o.toString', 't'],
    ['$o.constructor', 'c'],
    ['$o.valueOf', 1],
    ["$o.get('size')", 's'],
  ])('%s reads the key', (expr, value) => {
    expect(evaluate(expr, context)).toEqual({ ok: true, value });
  });

  it('methods still dispatch on the object, never on Object.prototype', () => {
    expect(evaluate('$o.size()', context)).toEqual({ ok: true, value: 6 });
    expect(evaluate('$o.hasOwnProperty("x")', context).ok).toBe(false);
  });
});

describe('string methods refuse a result past the limits before building it (hred12)', () => {
  // A context string of 1,000,000 characters: split('') built all its 1,000,000 parts (3.4-4.1 s at load 12) and
  // replace('a', 'bb') all its parts (0.7-0.9 s) before the limit refused them.
  const s = 'a'.repeat(LIMITS.stringLength);
  it.each([
    ["$s.split('')", 'array size limit'],
    ["$s.split('a')", 'CPU budget'],
    ["$s.replace('a', 'bb')", 'string length limit'],
  ])('%s: the limit, within 300 ms of CPU', (expr, what) => {
    const elapsed = cpuClock();
    const r = evaluateExpression(parseExpression(expr), makeEnv({ context: { s }, input: '' }));
    expect(elapsed()).toBeLessThan(300);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain(`EL1072E: Evaluation aborted: ${what} exceeded`);
  });

  it('within the limits the answers are as before', () => {
    expect(evaluate("'a,b,,c,,'.split(',')")).toEqual({ ok: true, value: ['a', 'b', '', 'c'] });
    expect(evaluate("'abc'.split('')")).toEqual({ ok: true, value: ['a', 'b', 'c'] });
    expect(evaluate("'aXbXc'.replace('X', '$1')")).toEqual({ ok: true, value: 'a$1b$1c' });
    expect(evaluate("'aaa'.replace('a', 'bb')")).toEqual({ ok: true, value: 'bbbbbb' });
    expect(evaluate("$t.split(',').size()", { t: ','.repeat(LIMITS.arrayLength + 5) + 'x' }).ok).toBe(false);
  });
});
