/** dialog-runtime.md §1.5–§1.8: processing order, response conditions, next steps, failed jumps, loops. */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, say, text } from './helpers.js';

const jump = (dialog_node: string, selector: string) => ({ next_step: { behavior: 'jump_to', selector, dialog_node } });

describe('processing a triggered node', () => {
  it('applies the context before producing the output (§1.5)', () => {
    const e = engineFor([text('a', 'true', 'Hello $name', { context: { name: 'Ada' } })]);
    const r = say(e, 'x');
    expect(r.output.text).toEqual(['Hello Ada']);
    expect(r.context.name).toBe('Ada');
  });

  it('evaluates the values of a context block in the order written, each seeing the ones before it (§1.5, bank-simple)', () => {
    const e = engineFor([text('a', 'true', '$b', { context: { a: 1, b: '<? context.a ?>', c: '<? $d ?>', d: 'later' } })]);
    const r = say(e, 'x', { context: { a: 5, d: 'before' } });
    expect(r.context.b).toBe(1);
    expect(r.context.a).toBe(1);
    expect(r.context.c).toBe('before');
    expect(r.context.d).toBe('later');
  });

  it('applies nothing of a context block when one of its values fails', () => {
    const e = engineFor([text('a', 'true', 'said', { context: { a: 1, b: '<? $missing.x ?>', c: 3 } })]);
    const r = say(e, 'x', { context: { a: 5 } });
    expect(r.context.a).toBe(5);
    expect(r.context).not.toHaveProperty('c');
    expect(r.output.text).toEqual([]);
  });

  it('uses the first true response condition only, with its own context, and lists it (§1.6)', () => {
    const e = engineFor([
      { dialog_node: 'n', conditions: 'true', output: {} },
      text('rc1', 'false', 'one', { parent: 'n', type: 'response_condition' }),
      text('rc2', 'true', 'two', { parent: 'n', type: 'response_condition', context: { chosen: 2 } }),
      text('rc3', 'true', 'three', { parent: 'n', type: 'response_condition', context: { chosen: 3 } }),
    ]);
    const r = say(e, 'x');
    expect(r.output.text).toEqual(['two']);
    expect(r.output.nodes_visited).toEqual(['n', 'rc2']);
    expect(r.context.chosen).toBe(2);
  });

  it('does not list response conditions before API 2018-02-16 (§1.6, §8.2)', () => {
    const nodes = [
      { dialog_node: 'n', conditions: 'true', output: {} },
      text('rc', undefined, 'answer', { parent: 'n', type: 'response_condition' }),
    ];
    expect(say(engineFor(nodes, '2017-05-26'), 'x').output.nodes_visited).toEqual(['n']);
    expect(say(engineFor(nodes, '2018-02-16'), 'x').output.nodes_visited).toEqual(['n', 'rc']);
  });

  it('follows a response condition jump instead of the node-level next step (§1.6)', () => {
    const e = engineFor([
      { dialog_node: 'n', conditions: 'true', output: {}, ...jump('node-target', 'body') },
      text('rc', 'true', 'rc', { parent: 'n', type: 'response_condition', ...jump('rc-target', 'body') }),
      text('node-target', 'false', 'node target'),
      text('rc-target', 'false', 'rc target'),
    ]);
    expect(say(e, 'x').output.text).toEqual(['rc', 'rc target']);
  });

  it('skip_user_input evaluates the children with the same input, skipping handlers (§1.7)', () => {
    const e = engineFor([
      text('p', '#order', 'Order:', { next_step: { behavior: 'skip_user_input' } }),
      text('c1', '#other', 'no', { parent: 'p' }),
      text('c2', '#order', 'child answers', { parent: 'p' }),
    ]);
    const r = say(e, 'x', { intent: 'order' });
    expect(r.output.text).toEqual(['Order:', 'child answers']);
    expect(r.output.nodes_visited).toEqual(['p', 'c2']);
  });

  it('jump_to condition tries the target, then its later siblings (§1.7)', () => {
    const e = engineFor([
      text('start', '#go', 'start', jump('t1', 'condition')),
      text('t1', 'false', 't1'),
      text('t2', '#go', 't2'),
    ]);
    expect(say(e, 'x', { intent: 'go' }).output.nodes_visited).toEqual(['start', 't2']);
  });

  it('jump_to body processes the target whatever its condition, then its own next step (§1.7)', () => {
    const e = engineFor([
      text('start', '#go', 'start', jump('t1', 'body')),
      text('t1', 'welcome', 't1', jump('t2', 'body')),
      text('t2', 'false', 't2'),
    ]);
    expect(say(e, 'x', { intent: 'go' }).output.text).toEqual(['start', 't1', 't2']);
  });

  it('jump_to user_input waits, then starts at the target with the next input (§1.7)', () => {
    const e = engineFor([
      text('ask', '#book', 'Which one?', jump('answer-a', 'user_input')),
      text('answer-a', '#a', 'A chosen'),
      text('answer-b', '#b', 'B chosen'),
      text('else', 'anything_else', 'else'),
    ]);
    const talk = conversation(e);
    const first = talk('book', { intent: 'book' });
    expect(first.output.text).toEqual(['Which one?']);
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'answer-a', state: 'jump_to_user_input' }]);
    expect(talk('b', { intent: 'b' }).output.text).toEqual(['B chosen']);
  });

  it('jump_to client waits like user_input and returns the client action (§1.7, §1.11)', () => {
    const e = engineFor([
      text('call', '#go', 'Calling', {
        ...jump('after', 'client'),
        actions: [{ name: 'lookup', type: 'client', parameters: { q: '$q' }, result_variable: 'res' }],
      }),
      text('after', '$res', 'Result: $res'),
    ]);
    const talk = conversation(e);
    const first = talk('go', { intent: 'go', context: { q: 'term' } });
    expect(first.actions).toEqual([{ name: 'lookup', type: 'client', parameters: { q: 'term' }, result_variable: 'res' }]);
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'after', state: 'jump_to_user_input' }]);
    expect(talk('', { context: { ...first.context, res: 42 } }).output.text).toEqual(['Result: 42']);
  });

  it('ends the turn with the service error when a jump to a condition matches nothing (§1.8)', () => {
    const e = engineFor([
      text('start', '#go', 'start', jump('t', 'condition')),
      text('holder', 'false', 'holder'),
      text('t', 'false', 't', { parent: 'holder' }),
      text('t2', '#other', 't2', { parent: 'holder' }),
      text('else', 'anything_else', 'else'),
    ]);
    const r = say(e, 'x', { intent: 'go' });
    const msg = 'Goto failed from node start.\nDid not match the condition of the target node and any of the conditions of its subsequent siblings.';
    expect(r.output.text).toEqual(['start']);
    expect(r.output.error).toBe(msg);
    expect(r.output.log_messages).toEqual([{ level: 'err', msg, node_id: 'start' }]);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('before API 2017-02-03 a failed jump also ends the turn, with the recorded "Jump to failed" text (issue 21)', () => {
    const e = engineFor([
      text('start', '#go && !$started', 'start', { ...jump('t', 'condition'), context: { started: true } }),
      text('holder', 'false', 'holder'),
      text('t', 'false', 't', { parent: 'holder' }),
      text('else', 'anything_else', 'else'),
    ], '2016-09-20');
    const r = say(e, 'x', { intent: 'go' });
    expect(r.output.text).toEqual(['start']);
    expect(r.output.error).toBe('Jump to failed from node [start]');
    expect(r.output.log_messages).toEqual([{ level: 'err', msg: 'Jump to failed from node [start]' }]);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('a failed jump inside a digression resets the stack to root: the digressed-from node does not come back', () => {
    const e = engineFor([
      text('ask', '#ask', 'Which one?', { digress_out: 'allow_all' }),
      text('pick', '@one', 'picked', { parent: 'ask' }),
      text('help', '#help', 'help', { digress_in: 'returns', ...jump('t', 'condition') }),
      text('holder', 'false', 'holder'),
      text('t', 'false', 't', { parent: 'holder' }),
    ]);
    const talk = conversation(e);
    expect(talk('x', { intent: 'ask' }).context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
    const r = talk('y', { intent: 'help' });
    expect(r.output.text).toEqual(['help']);
    expect(r.output.error).toMatch(/^Goto failed from node help\./);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('stops a jump cycle at the bound with an err log naming the loop, never hangs (§1.8 [GAP])', () => {
    const e = engineFor([text('a', 'true', 'a', jump('b', 'body')), text('b', 'true', 'b', jump('a', 'body'))]);
    const r = say(e, 'x');
    expect(r.output.text.length).toBe(100);
    expect(r.output.error).toMatch(/^Dialog loop stopped: the turn processed more than 100 dialog nodes without waiting for user input \(cycle: b -> a -> b\)/);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('stops a skip_user_input loop the same way', () => {
    const e = engineFor([
      text('a', 'true', 'a', jump('a', 'condition')),
    ]);
    const r = say(e, 'x');
    expect(r.output.log_messages.filter((l) => l.level === 'err')).toHaveLength(1);
    expect(r.output.nodes_visited?.length).toBe(100);
  });

  it('names the last nodes when a long chain without a cycle reaches the bound', () => {
    const chain = Array.from({ length: 120 }, (_, i) =>
      text(`n${i}`, 'true', `t${i}`, { ...(i > 0 ? { parent: `n${i - 1}` } : {}), next_step: { behavior: 'skip_user_input' } }),
    );
    const r = say(engineFor(chain), 'x');
    expect(r.output.text).toHaveLength(100);
    expect(r.output.error).toBe(
      'Dialog loop stopped: the turn processed more than 100 dialog nodes without waiting for user input (last nodes: n95 -> n96 -> n97 -> n98 -> n99). Falling back to the root node in the next round.',
    );
  });
});

describe('a method on an entity shorthand with no mention (issue 21 sweep, customer-care-sample "Hours of Operation")', () => {
  // The shape of the IBM sample: response conditions that reformat @sys-date, then a `true` fallback.
  const hours = () =>
    engineFor([
      { dialog_node: 'hours', conditions: '#hours', output: {} },
      text('weekday', '@sys-date.reformatDateTime("EEEEE") == "Monday" || @sys-date.reformatDateTime("EEEEE") == "Tuesday"', 'Open on <? @sys-date.reformatDateTime("EEEEE") ?> from 10am', { parent: 'hours', type: 'response_condition' }),
      text('general', 'true', 'Our hours are Monday to Friday 10am to 8pm.', { parent: 'hours', type: 'response_condition', previous_sibling: 'weekday' }),
    ]);

  it('is null, as the rewritten entities[x]?.method() is: the fallback answers and nothing is logged', () => {
    const r = say(hours(), 'what are your hours', { intent: 'hours' });
    expect(r.output.text).toEqual(['Our hours are Monday to Friday 10am to 8pm.']);
    expect(r.output.log_messages).toEqual([]);
  });

  it('still calls the method on the mention when there is one', () => {
    const r = say(hours(), 'are you open on monday', { intent: 'hours', entities: [{ entity: 'sys-date', value: '2026-01-05' }] });
    expect(r.output.text).toEqual(['Open on Monday from 10am']);
    expect(r.output.log_messages).toEqual([]);
  });
});
