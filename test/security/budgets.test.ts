/**
 * Issue 24, items 1 and 2: every evaluation and every turn has a budget of work and of bytes allocated. Past it
 * the evaluation fails with the service's error message, logged like every evaluation error, and the turn ends
 * with a normal response: the process neither dies of a full heap nor stays busy for minutes.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import type { JsonObject } from '../../src/model/index.js';
import { BUDGET, createTurnBudget, evaluateExpression, parseExpression } from '../../src/expr/index.js';
import { makeEnv } from '../expr/env.js';
import { within } from './guard.js';

function oneNode(node: JsonObject) {
  return compileWorkspace({ name: 'w', language: 'en', intents: [], entities: [], dialog_nodes: [{ dialog_node: 'n', conditions: 'true', ...node }] });
}

function evaluate(expr: string, env = makeEnv()) {
  return within(3000, () => evaluateExpression(parseExpression(expr), env));
}

describe('the budgets and their defaults', () => {
  it('are documented figures', () => {
    expect(BUDGET).toEqual({
      evaluationWork: 20_000_000, evaluationBytes: 64 * 1024 * 1024, turnWork: 100_000_000, turnBytes: 256 * 1024 * 1024,
      step: 20, regexPerPatternChar: 16, contextKeyCopy: 500,
    });
  });

  it('ordinary expressions stay far below them', () => {
    const env = { ...makeEnv({ context: { name: 'Ada', list: [1, 2, 3] }, input: 'hello there' }), budget: createTurnBudget() };
    const r = evaluate("$name.toUpperCase() + ' ' + input.text.split(' ').size() + $list.![#this * 2].join(',')", env);
    expect(r).toEqual({ ok: true, value: 'ADA 22,4,6' });
    expect(BUDGET.turnWork - env.budget.work).toBeLessThan(1_000);
    expect(BUDGET.turnBytes - env.budget.bytes).toBeLessThan(1_000);
  });
});

describe('item 1: memory', () => {
  it('5,000 upper-cased copies of a 1,000,000-character string fail on the memory budget (was: heap exhausted, 4.2 GB)', () => {
    const source = "('x'*5000).split('').![('a'*1000000).toUpperCase()].size()";
    const r = evaluate(source);
    expect(r).toEqual({ ok: false, error: `SpEL evaluation error: Expression [${source}] converted to [${source}] at position 0: EL1072E: Evaluation aborted: memory budget exceeded` });
  });

  it('joinToArray with a 1,000,000-character template over 5,000 elements ends on the work of copying it', () => {
    const r = evaluate("('x'*5000).split('').joinToArray('%e%' + ('a'*999990))");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/EL1072E: Evaluation aborted: CPU budget exceeded$/);
  });

  it('in a workspace, the output text logs the error and the turn answers normally', () => {
    const engine = oneNode({ output: { text: "<? ('x'*5000).split('').![('a'*1000000).toUpperCase()].size() ?>" } });
    const r = within(5000, () => engine.message({ input: { text: 'hi' } }));
    expect(r.output.text).toEqual(['']);
    expect(r.output.log_messages).toHaveLength(1);
    expect(r.output.log_messages[0].level).toBe('err');
    expect(r.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: memory budget exceeded');
  });
});

describe('item 2: CPU', () => {
  it('a condition of 500 regex matches on 1,000,000 characters is refused before the first match (was: 36 s)', () => {
    const condition = Array.from({ length: 500 }, () => "('a'*1000000) matches '(a|b)*c'").join(' || ');
    const engine = oneNode({ conditions: condition, output: { text: 'matched' } });
    const r = within(3000, () => engine.message({ input: { text: 'hi' } }));
    expect(r.output.text).toEqual([]);
    expect(r.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: CPU budget exceeded');
  });

  /** Nodes a and b jumping to each other; a sets three keys, each hashing a 1,000,000-character string `hashes` times. */
  function hashLoop(hashes: number) {
    const sum = Array.from({ length: hashes }, () => "('a'*1000000).hashCode()").join(' + ');
    const context = Object.fromEntries(['k1', 'k2', 'k3'].map((k) => [k, `<? ${sum} ?>`]));
    return compileWorkspace({
      name: 'w', language: 'en', intents: [], entities: [],
      dialog_nodes: [
        { dialog_node: 'a', conditions: 'true', context, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'b' } },
        { dialog_node: 'b', previous_sibling: 'a', conditions: 'true', next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'a' } },
      ],
    });
  }

  it('a two-node jump loop hashing 1,000,000 characters 700 times per key ends on the first key (was: minutes)', () => {
    const r = within(3000, () => hashLoop(700).message({ input: { text: 'hi' } }));
    expect(r.output.nodes_visited).toEqual(['a']);
    expect(r.output.log_messages).toHaveLength(1);
    expect(r.output.log_messages[0].msg).toMatch(/^Error when updating context with context of dialog node id \[a\]/);
    expect(r.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: CPU budget exceeded');
  });

  it('with keys each within the evaluation budget, the turn budget stops the loop', () => {
    const r = within(8000, () => hashLoop(15).message({ input: { text: 'hi' } }));
    // 3 keys × 15,000,000 units per visit of a: the turn's 100,000,000 run out at its third visit.
    expect(r.output.nodes_visited).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(r.output.log_messages).toHaveLength(1);
    expect(r.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: turn CPU budget exceeded');
  });

  it('an end user cannot make a filter over their context run on: the turn budget ends it', () => {
    const engine = oneNode({ context: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, "<? $items.filter('x', 'x.v.toUpperCase().length() > 0').size() ?>"])), output: { text: 'ok' } });
    const items = Array.from({ length: 4000 }, () => ({ v: 'a'.repeat(2500) }));
    const r = within(8000, () => engine.message({ input: { text: 'hi' }, context: { items } }));
    expect(r.output.log_messages.length).toBeGreaterThan(0);
    expect(r.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: turn CPU budget exceeded');
  });

  it('is deterministic: the same turn fails at the same place every time', () => {
    const engine = oneNode({ output: { text: "<? ('x'*5000).split('').![('a'*1000000).toUpperCase()].size() ?>" } });
    const a = engine.message({ input: { text: 'hi' } }, { now: '2026-01-01T00:00:00Z', seed: 's' });
    const b = engine.message({ input: { text: 'hi' } }, { now: '2026-01-01T00:00:00Z', seed: 's' });
    expect(b).toEqual(a);
  });
});
