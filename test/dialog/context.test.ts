/** dialog-runtime.md §4: context merge, nulls, conversation_id, system object, clear(), actions and webhooks. */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { conversation, engineFor, say, text, workspace } from './helpers.js';

describe('context', () => {
  it('deep-merges objects, replaces arrays and scalars, keeps null values (§4.3)', () => {
    const e = engineFor([text('a', 'true', 'ok', { context: { obj: { b: 2, nested: { y: 2 } }, arr: [3], gone: null, n: 1 } })]);
    const r = say(e, 'x', { context: { obj: { a: 1, b: 1, nested: { x: 1 } }, arr: [1, 2], gone: 'here', n: 0 } });
    expect(r.context.obj).toEqual({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    expect(r.context.arr).toEqual([3]);
    expect(r.context).toHaveProperty('gone', null);
    expect(r.context.n).toBe(1);
  });

  it('keeps the type of a single-expression or shorthand value, stringifies mixed text (§4.3)', () => {
    const e = engineFor([
      text('a', 'true', 'ok', { context: { count: '<? $items.size() ?>', copy: '$items', label: 'n=<? $items.size() ?>', when: '@sys-date' } }),
    ]);
    const r = say(e, 'x', { context: { items: ['a', 'b'] }, entities: [{ entity: 'sys-date', value: '2026-01-02' }] });
    expect(r.context).toMatchObject({ count: 2, copy: ['a', 'b'], label: 'n=2', when: '2026-01-02' });
  });

  it('does not mutate the request context or share workspace values with the response', () => {
    const e = engineFor([text('a', 'true', 'ok', { context: { list: [1] } })]);
    const requestContext = { keep: { deep: 1 } };
    const r = say(e, 'x', { context: requestContext });
    expect(requestContext).toEqual({ keep: { deep: 1 } });
    (r.context.list as number[]).push(2);
    expect(say(e, 'x').context.list).toEqual([1]);
  });

  it('generates a UUID conversation_id from the seed, and keeps a valid one (§4.1)', () => {
    const e = engineFor([text('a', 'true', 'ok')]);
    const id = say(e, 'x', { seed: 's1' }).context.conversation_id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(say(e, 'x', { seed: 's1' }).context.conversation_id).toBe(id);
    expect(say(e, 'x', { seed: 's2' }).context.conversation_id).not.toBe(id);
    expect(say(e, 'x', { context: { conversation_id: 'mine-1' } }).context.conversation_id).toBe('mine-1');
    expect(say(e, 'x', { context: { conversation_id: 'bad id?' } }).context.conversation_id).not.toBe('bad id?');
  });

  it('counts turns and requests in context.system, drops a stale branch_exited, sets initialized per version (§4.2)', () => {
    const e = engineFor([text('ask', 'true', 'ask'), text('child', 'true', 'child', { parent: 'ask' })]);
    const r = say(e, 'x', {
      context: { system: { dialog_turn_counter: 4, dialog_request_counter: 4, branch_exited: true, branch_exited_reason: 'completed', custom: 1 } },
    });
    expect(r.context.system).toEqual({
      initialized: true,
      custom: 1,
      dialog_stack: [{ dialog_node: 'ask' }],
      dialog_turn_counter: 5,
      dialog_request_counter: 5,
      _node_output_map: { ask: { '0': [0] } },
    });
    expect(say(engineFor([text('a', 'true', 'a')], '2018-02-16'), 'x').context.system).not.toHaveProperty('initialized');
  });

  it('context.clear() keeps only conversation_id, timezone and system (§4.1)', () => {
    const e = engineFor([text('a', 'true', 'cleared<? context.clear() ?>')]);
    const r = say(e, 'x', { context: { conversation_id: 'c1', timezone: 'Europe/Paris', a: 1, b: { c: 2 } } });
    expect(Object.keys(r.context).sort()).toEqual(['conversation_id', 'system', 'timezone']);
  });

  it('echoes user_id at the top level since 2020-04-01: request, then context.metadata, then conversation_id (§4.1)', () => {
    const e = engineFor([text('a', 'true', 'ok')], '2021-06-14');
    expect(e.message({ input: { text: 'x' }, user_id: 'u1' }, { seed: 's', now: 0 }).user_id).toBe('u1');
    expect(e.message({ input: { text: 'x' }, context: { conversation_id: 'c', metadata: { user_id: 'u2' } } }, { now: 0 }).user_id).toBe('u2');
    expect(e.message({ input: { text: 'x' }, context: { conversation_id: 'c' } }, { now: 0 }).user_id).toBe('c');
    expect(engineFor([text('a', 'true', 'ok')], '2019-02-28').message({ input: {} }, { now: 0 }).user_id).toBeUndefined();
  });

  it('an empty user_id names no user, in the request or in context.metadata: the next source answers ([GAP], issue 21 audit)', () => {
    const e = engineFor([text('a', 'true', 'ok')], '2021-06-14');
    const ask = (request: Record<string, unknown>) => e.message({ input: { text: 'x' }, ...request }, { now: 0 }).user_id;
    expect(ask({ user_id: '', context: { conversation_id: 'c', metadata: { user_id: 'u2' } } })).toBe('u2');
    expect(ask({ user_id: '', context: { conversation_id: 'c' } })).toBe('c');
    expect(ask({ context: { conversation_id: 'c', metadata: { user_id: '' } } })).toBe('c');
    const kept = e.message({ input: { text: 'x' }, context: { conversation_id: 'c', metadata: { user_id: '' } } }, { now: 0 });
    expect(kept.context.metadata).toEqual({ user_id: '' });
  });

  it('returns client actions in actions, evaluated, and webhook actions as pending calls (§1.11)', () => {
    const nodes = [
      text('a', 'true', 'ok', {
        actions: [
          { name: 'show', type: 'client', parameters: { who: '$name' }, result_variable: 'shown' },
          { name: 'main_webhook', type: 'webhook', parameters: { q: '<? input.text ?>' }, result_variable: 'webhook_result_1' },
        ],
      }),
    ];
    const engine = compileWorkspace(workspace(nodes, { webhooks: [{ name: 'main_webhook', url: 'https://hook.example/x', headers: [{ name: 'k', value: 'v' }] }] }), {
      version: '2021-06-14',
    });
    const { response, pendingWebhooks } = engine.messageWithEffects({ input: { text: 'hello' }, context: { name: 'Zed' } }, { now: 0, seed: 's' });
    expect(response.actions).toEqual([{ name: 'show', type: 'client', parameters: { who: 'Zed' }, result_variable: 'shown' }]);
    expect(pendingWebhooks).toEqual([
      {
        dialog_node: 'a',
        name: 'main_webhook',
        parameters: { q: 'hello' },
        result_variable: 'webhook_result_1',
        url: 'https://hook.example/x',
        headers: [{ name: 'k', value: 'v' }],
      },
    ]);
  });

  it('an error in a node context stops the turn with the service message, the node listed, no output (§5.6)', () => {
    const e = engineFor([text('n', 'true', 'never shown', { context: { ok: 1, bad: '<? 1 + ?>' } })]);
    const r = say(e, 'x');
    const msg =
      'Error when updating context with context of dialog node id [n]. Dialog Node context is [{"ok":1,"bad":"<? 1 + ?>"}].\n' +
      'SpEL syntax error: Expression [ 1 + ] converted to [ 1 + ] at position 5: EL1044E: Unexpectedly ran out of input\n';
    expect(r.output).toMatchObject({ text: [], nodes_visited: ['n'], error: msg });
    expect(r.output.log_messages).toEqual([{ level: 'err', msg, node_id: 'n' }]);
    expect(r.context).not.toHaveProperty('ok');
  });

  it('reports conditions that do not parse as diagnostics with their path, and logs them when evaluated (§5.6)', () => {
    const e = engineFor([text('a', '#x &&', 'A'), text('b', 'true', 'B')]);
    expect(e.diagnostics).toEqual([
      expect.objectContaining({ level: 'warning', code: 'expression_syntax', path: '.dialog_nodes[0].conditions' }),
    ]);
    const r = say(e, 'x', { intent: 'x' });
    expect(r.output.text).toEqual(['B']);
    expect(r.output.log_messages[0]).toMatchObject({ level: 'err', node_id: 'a' });
    expect(r.output.log_messages[0].msg).toMatch(/^Error when evaluating condition of dialog node id \[a\]\. Dialog Node condition is \[#x &&\]\.\n/);
  });

  it('keeps context between turns of a conversation', () => {
    const e = engineFor([text('a', '#set', 'set', { context: { v: 1 } }), text('b', '$v == 1', 'got it')]);
    const talk = conversation(e);
    talk('x', { intent: 'set' });
    expect(talk('y').output.text).toEqual(['got it']);
  });
});
