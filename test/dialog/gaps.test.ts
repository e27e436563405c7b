/** The [GAP] decisions of docs/behaviour/dialog.md that the other test files do not already pin. */
import { describe, expect, it } from 'vitest';
import { compileWorkspace, DEFAULT_VERSION } from '../../src/index.js';
import { askingSlot, conversation, engineFor, say, text, workspace } from './helpers.js';

describe('dialog [GAP] decisions', () => {
  it('default version: 2017-05-26 behaviour (no generic, response conditions unlisted, no initialized)', () => {
    expect(DEFAULT_VERSION).toBe('2017-05-26');
    const e = compileWorkspace(
      workspace([{ dialog_node: 'n', conditions: 'true', output: {} }, text('rc', undefined, 'hi', { parent: 'n', type: 'response_condition' })]),
    );
    const r = e.message({ input: { text: 'x' } }, { now: 0, seed: 's' });
    expect(r.output).toEqual({ text: ['hi'], nodes_visited: ['n'], log_messages: [] });
    expect(r.context.system).not.toHaveProperty('initialized');
  });

  it('only the second "nothing matched" warning since 2018-07-10', () => {
    const r = say(engineFor([text('a', '#a', 'A')], '2021-06-14'), 'x');
    expect(r.output.log_messages.map((l) => l.msg)).toEqual([
      'No dialog node condition matched to true in the last dialog round - context.nodes_visited is empty. Falling back to the root node in the next round.',
    ]);
    expect(r.output.warning).toBe(r.output.log_messages[0].msg);
  });

  it('log entries carry node_id/node_title only since 2018-07-10', () => {
    const nodes = [{ dialog_node: 'f', type: 'frame', conditions: 'true', title: 'T', output: {} }];
    expect(say(engineFor(nodes, '2018-02-16'), 'x').output.log_messages[0]).toEqual({
      level: 'warn',
      msg: 'DialogNode: No valid slots specified for dialog node ID [f]. The node cannot gather information.',
    });
  });

  it('the warning summary counts the other warnings in English', () => {
    const e = engineFor(
      [
        { dialog_node: 'f1', type: 'frame', conditions: 'true', output: {}, next_step: { behavior: 'jump_to', selector: 'body', dialog_node: 'f2' } },
        { dialog_node: 'f2', type: 'frame', conditions: 'false', output: {} },
      ],
      '2021-06-14',
    );
    expect(say(e, 'x').output.warning).toBe(
      'DialogNode: No valid slots specified for dialog node ID [f1]. The node cannot gather information. (and there are 3 more warnings in the log)',
    );
  });

  it('skip_user_input with no matching child ends the turn like a failed jump', () => {
    const e = engineFor([text('p', 'true', 'P', { next_step: { behavior: 'skip_user_input' } }), text('c', 'false', 'C', { parent: 'p' })]);
    const r = say(e, 'x');
    expect(r.output.text).toEqual(['P']);
    expect(r.output.error).toMatch(/^Goto failed from node p\./);
  });

  it('legacy output.text as an array outputs every element, in order, without rotation state', () => {
    const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { text: ['one', 'two'] } }], '2017-05-26');
    const r = say(e, 'x');
    expect(r.output.text).toEqual(['one', 'two']);
    expect(r.context.system).not.toHaveProperty('_node_output_map');
  });

  it('a generic text response without selection_policy rotates sequentially', () => {
    const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { generic: [{ response_type: 'text', values: [{ text: 'one' }, { text: 'two' }] }] } }]);
    const talk = conversation(e);
    expect([talk('x').output.text[0], talk('x').output.text[0], talk('x').output.text[0]]).toEqual(['one', 'two', 'one']);
  });

  it('non-text generic responses are dropped before 2018-07-10 (no output.generic then)', () => {
    const nodes = [{ dialog_node: 'a', conditions: 'true', output: { generic: [{ response_type: 'pause', time: 5 }, { response_type: 'text', values: [{ text: 't' }] }] } }];
    expect(say(engineFor(nodes, '2018-02-16'), 'x').output).toEqual({ text: ['t'], nodes_visited: ['a'], log_messages: [] });
  });

  it('response conditions are chosen before the node context applies', () => {
    const e = engineFor([
      { dialog_node: 'n', conditions: 'true', output: {}, context: { flag: true } },
      text('rc1', '$flag', 'flag already set', { parent: 'n', type: 'response_condition' }),
      text('rc2', undefined, 'flag not yet set', { parent: 'n', type: 'response_condition' }),
    ]);
    expect(say(e, 'x').output.text).toEqual(['flag not yet set']);
  });

  it('Found handlers run only when the stored value changes', () => {
    const e = engineFor([
      { dialog_node: 'f', type: 'frame', conditions: '#go' },
      { dialog_node: 's1', type: 'slot', parent: 'f', variable: '$a' },
      { dialog_node: 'in1', type: 'event_handler', event_name: 'input', parent: 's1', conditions: '@a', context: { a: '@a' } },
      text('found1', undefined, 'a is $a', { type: 'event_handler', event_name: 'filled', parent: 's1' }),
      text('q1', undefined, 'a?', { type: 'event_handler', event_name: 'focus', parent: 's1' }),
      ...askingSlot({ frame: 'f', slot: 's2', input: 'in2', focus: 'q2', variable: 'b', check: '@b', prompt: 'b?' }),
    ]);
    const talk = conversation(e);
    const a = { entity: 'a', value: 'x' };
    expect(talk('go', { intent: 'go', entities: [a] }).output.text).toEqual(['a is x', 'b?']);
    expect(talk('x again', { entities: [a] }).output.text).toEqual(['b?']);
  });

  it('skipped slots are kept in the in-progress stack entry as skipped_slots', () => {
    const e = engineFor([
      { dialog_node: 'f', type: 'frame', conditions: '#go' },
      ...askingSlot({ frame: 'f', slot: 's1', input: 'in1', focus: 'q1', variable: 'a', check: '@a', prompt: 'a?' }),
      text('skip1', '#skip', 'skipping a', { type: 'event_handler', event_name: 'nomatch', parent: 's1', next_step: { behavior: 'skip_slot' } }),
      ...askingSlot({ frame: 'f', slot: 's2', input: 'in2', focus: 'q2', variable: 'b', check: '@b', prompt: 'b?' }),
      text('done', undefined, '<? has_skipped_slots ? "done, some skipped" : "done" ?>', { type: 'response_condition', parent: 'f' }),
    ]);
    const talk = conversation(e);
    talk('go', { intent: 'go' });
    const skipped = talk('skip', { intent: 'skip' });
    expect(skipped.output.text).toEqual(['skipping a', 'b?']);
    expect(skipped.context.system?.dialog_stack).toEqual([{ dialog_node: 's2', state: 'in_progress', skipped_slots: ['s1'] }]);
    expect(talk('b', { entities: [{ entity: 'b', value: 'y' }] }).output.text).toEqual(['done, some skipped']);
  });

  it('keeps at most 50 log messages; output.error stays the first error', () => {
    const nodes = Array.from({ length: 60 }, (_, i) => text(`n${i}`, '$missing.size() > 0', 'never'));
    const r = say(engineFor([...nodes, text('else', 'anything_else', 'else')]), 'x');
    expect(r.output.text).toEqual(['else']);
    expect(r.output.log_messages).toHaveLength(50);
    expect(r.output.log_messages.every((l) => l.level === 'err')).toBe(true);
    expect(r.output.error).toBe(r.output.log_messages[0].msg);
  });

  it('slot_in_focus is true only for the slot being prompted (false for every slot on entry)', () => {
    const slot = (id: string, variable: string, prompt: string) =>
      askingSlot({ frame: 'f', slot: id, input: `${id}_in`, focus: `${id}_q`, variable, check: '@sys-number && slot_in_focus', value: '@sys-number', prompt });
    const e = engineFor([
      { dialog_node: 'f', type: 'frame', conditions: '#go' },
      ...slot('sa', 'a', 'A?'),
      ...slot('sb', 'b', 'B?'),
      text('done', undefined, '$a and $b', { type: 'response_condition', parent: 'f' }),
    ]);
    const talk = conversation(e);
    const n = (value: string) => ({ entities: [{ entity: 'sys-number', value }] });
    expect(talk('go 3', { intent: 'go', ...n('3') }).output.text).toEqual(['A?']);
    expect(talk('3', n('3')).output.text).toEqual(['B?']);
    expect(talk('4', n('4')).output.text).toEqual(['3 and 4']);
  });

  it('slot filling ignores a system entity inside a longer one ("May 2" is a date, not the number 2)', () => {
    const e = engineFor([
      { dialog_node: 'f', type: 'frame', conditions: '#go' },
      ...askingSlot({ frame: 'f', slot: 'sn', input: 'sn_in', focus: 'sn_q', variable: 'n', check: '@sys-number', prompt: 'How many?' }),
      ...askingSlot({ frame: 'f', slot: 'sd', input: 'sd_in', focus: 'sd_q', variable: 'd', check: '@sys-date', prompt: 'When?' }),
      text('done', undefined, '$n on $d', { type: 'response_condition', parent: 'f' }),
    ]);
    const r = conversation(e)('go May 2', {
      intent: 'go',
      entities: [
        { entity: 'sys-date', value: '2026-05-02', location: [3, 8] },
        { entity: 'sys-number', value: '2', location: [7, 8] },
      ],
    });
    expect(r.output.text).toEqual(['How many?']);
    expect(r.context.d).toBe('2026-05-02');
    expect(r.context).not.toHaveProperty('n');
  });

  it('ignores request.output and request.actions: the output starts empty', () => {
    const e = engineFor([text('a', 'true', 'A')]);
    const r = e.message(
      { input: { text: 'x' }, output: { text: ['previous'], custom: 1 }, actions: [{ name: 'old', type: 'client', result_variable: 'r' }] },
      { now: 0, seed: 's' },
    );
    expect(r.output).toEqual({ text: ['A'], generic: [{ response_type: 'text', text: 'A' }], nodes_visited: ['a'], log_messages: [] });
    expect(r.actions).toBeUndefined();
  });
});
