/** dialog-runtime.md §1.9–§1.12 and §8: output accumulation, variations, generic responses, shapes per version. */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, say, text } from './helpers.js';

const body = (dialog_node: string) => ({ next_step: { behavior: 'jump_to', selector: 'body', dialog_node } });

describe('output', () => {
  it('accumulates the text of every node of the turn, empty strings included (§1.9)', () => {
    const e = engineFor(
      [
        { dialog_node: 'a', conditions: 'true', output: { text: '' }, ...body('b') },
        { dialog_node: 'b', conditions: 'false', output: {}, ...body('c') },
        { dialog_node: 'c', conditions: 'false', output: { text: 'C' } },
      ],
      '2017-05-26',
    );
    expect(say(e, 'x').output.text).toEqual(['', 'C']);
  });

  it('modifiers.overwrite replaces what earlier nodes produced (§1.9)', () => {
    const e = engineFor([
      text('a', 'true', 'A', body('b')),
      { dialog_node: 'b', conditions: 'false', output: { generic: [{ response_type: 'text', values: [{ text: 'B' }] }], modifiers: { overwrite: true } } },
    ]);
    const r = say(e, 'x');
    expect(r.output.text).toEqual(['B']);
    expect(r.output.generic).toEqual([{ response_type: 'text', text: 'B' }]);
  });

  it('legacy text.append false overwrites earlier text (§1.9)', () => {
    const e = engineFor(
      [{ dialog_node: 'a', conditions: 'true', output: { text: 'A' }, ...body('b') }, { dialog_node: 'b', output: { text: { values: ['B'], append: false } } }],
      '2017-05-26',
    );
    expect(say(e, 'x').output.text).toEqual(['B']);
  });

  it('output.clear() drops what earlier nodes produced but keeps the variable that called it and the node text (§1.9)', () => {
    const e = engineFor([
      { dialog_node: 'a', conditions: 'true', output: { generic: [{ response_type: 'text', values: [{ text: 'A' }] }], tag: 'a', shared: 'a' }, ...body('b') },
      {
        dialog_node: 'b',
        output: { generic: [{ response_type: 'text', values: [{ text: 'B' }] }], before: 'b', reset: '<? output.clear() ?>', marked: 'x<? output.clear() ?>y', after: 'kept' },
      },
    ]);
    const r = say(e, 'x');
    expect(r.output.text).toEqual(['B']);
    expect(r.output.generic).toEqual([{ response_type: 'text', text: 'B' }]);
    expect(r.output.nodes_visited).toEqual(['a', 'b']);
    expect(r.output).not.toHaveProperty('tag');
    expect(r.output).not.toHaveProperty('shared');
    expect(r.output).not.toHaveProperty('before');
    expect(r.output).not.toHaveProperty('reset');
    expect(r.output.marked).toBe('xy');
    expect(r.output.after).toBe('kept');
  });

  it('merges custom output properties across nodes, later nodes winning (§1.9)', () => {
    const e = engineFor(
      [
        { dialog_node: 'a', conditions: 'true', output: { text: 'A', action: { one: 1 }, tag: 'a' }, ...body('b') },
        { dialog_node: 'b', output: { text: 'B', action: { two: '$n' }, tag: 'b' } },
      ],
      '2017-05-26',
    );
    const r = say(e, 'x', { context: { n: 'N' } });
    expect(r.output.action).toEqual({ one: 1, two: 'N' });
    expect(r.output.tag).toBe('b');
  });

  it('sequential rotates through the values and wraps, keeping [index] in _node_output_map (§1.10)', () => {
    const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { text: { values: ['one', 'two'], selection_policy: 'sequential' } } }], '2017-05-26');
    const talk = conversation(e);
    const r1 = talk('x');
    expect(r1.output.text).toEqual(['one']);
    expect(r1.context.system?._node_output_map).toEqual({ a: [0] });
    expect(talk('x').output.text).toEqual(['two']);
    const r3 = talk('x');
    expect(r3.output.text).toEqual(['one']);
    expect(r3.context.system?._node_output_map).toEqual({ a: [0] });
  });

  it('legacy text without selection_policy is random: state [position, ...permutation], as the service records [0,0] (§1.10)', () => {
    const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { text: { values: ['only'] } } }], '2017-05-26');
    expect(say(e, 'x').context.system?._node_output_map).toEqual({ a: [0, 0] });
  });

  it('random is deterministic for a seed, never repeats a value within a cycle, and starts a new cycle after (§1.10)', () => {
    const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { text: { values: ['a', 'b', 'c'], selection_policy: 'random' } } }], '2017-05-26');
    const run = () => {
      const talk = conversation(e, { seed: 'fixed' });
      return Array.from({ length: 6 }, () => talk('x').output.text[0]);
    };
    const first = run();
    expect(run()).toEqual(first);
    expect(new Set(first.slice(0, 3)).size).toBe(3);
    expect(new Set(first.slice(3)).size).toBe(3);
    expect(first[3]).not.toBe(first[2]);
  });

  it('multiline joins every value with the delimiter, default newline (§1.10)', () => {
    const e = engineFor([
      {
        dialog_node: 'a',
        conditions: 'true',
        output: {
          generic: [
            { response_type: 'text', values: [{ text: 'l1' }, { text: 'l2' }], selection_policy: 'multiline' },
            { response_type: 'text', values: [{ text: 'x' }, { text: 'y' }], selection_policy: 'multiline', delimiter: ' | ' },
          ],
        },
      },
    ]);
    expect(say(e, 'x').output.text).toEqual(['l1\nl2', 'x | y']);
  });

  it('keys the state of output.generic by generic index, one response or several; a legacy output.text keeps an array', () => {
    const one = engineFor([{ dialog_node: 'Welcome', conditions: 'true', output: { generic: [{ response_type: 'text', values: [{ text: 'Hello' }], selection_policy: 'sequential' }] } }], '2019-02-28');
    // The 2018+ captures of dialog-runtime.md §4.2: {"Welcome": {"0": [0]}, "node_11_1532625559339": {"0": [0]}}.
    expect(say(one, 'x').context.system?._node_output_map).toEqual({ Welcome: { '0': [0] } });
    const legacy = engineFor([{ dialog_node: 'Welcome', conditions: 'true', output: { text: { values: ['Hello'], selection_policy: 'sequential' } } }], '2019-12-28');
    // burger (2020): {"Welcome": [0]}
    expect(say(legacy, 'x').context.system?._node_output_map).toEqual({ Welcome: [0] });
    // a state written in the other shape is read back: the rotation goes on
    const two = engineFor([{ dialog_node: 'Welcome', conditions: 'true', output: { generic: [{ response_type: 'text', values: [{ text: 'a' }, { text: 'b' }], selection_policy: 'sequential' }] } }], '2019-02-28');
    const r = say(two, 'x', { context: { system: { dialog_turn_counter: 1, dialog_request_counter: 1, _node_output_map: { Welcome: [0] } } } });
    expect(r.output.text).toEqual(['b']);
    expect(r.context.system?._node_output_map).toEqual({ Welcome: { '0': [1] } });
  });

  it('keys the state by generic index when a node has several selectable responses', () => {
    const g = (t: string) => ({ response_type: 'text', values: [{ text: t }], selection_policy: 'sequential' });
    const e = engineFor([{ dialog_node: 'a', conditions: 'true', output: { generic: [g('one'), { response_type: 'pause', time: 500 }, g('two')] } }]);
    expect(say(e, 'x').context.system?._node_output_map).toEqual({ a: { '0': [0], '2': [0] } });
  });

  it('renders generic responses of every type, with templates expanded (§1.12)', () => {
    const e = engineFor([
      {
        dialog_node: 'a',
        conditions: 'true',
        output: {
          generic: [
            { response_type: 'pause', time: 1000, typing: true },
            { response_type: 'image', source: 'https://x/$img', title: 'Pic', description: 'd' },
            { response_type: 'option', title: 'Choose $who', preference: 'button', options: [{ label: 'One', value: { input: { text: '1' } } }] },
            { response_type: 'connect_to_agent', message_to_human_agent: 'User $who wants help' },
            { response_type: 'search_skill', query: 'q', query_type: 'natural_language' },
          ],
        },
      },
    ]);
    const r = say(e, 'x', { context: { img: 'cat', who: 'Ann' } });
    expect(r.output.generic).toEqual([
      { response_type: 'pause', time: 1000, typing: true },
      { response_type: 'image', source: 'https://x/cat', title: 'Pic', description: 'd' },
      { response_type: 'option', title: 'Choose Ann', preference: 'button', options: [{ label: 'One', value: { input: { text: '1' } } }] },
      { response_type: 'connect_to_agent', message_to_human_agent: 'User Ann wants help' },
      { response_type: 'search_skill', query: 'q', query_type: 'natural_language' },
    ]);
    expect(r.output.text).toEqual([]);
  });

  it('shapes output per version: text only before 2018-07-10, both until 2021-11-27, generic only after (§8.2)', () => {
    const nodes = [text('a', 'true', 'Hi')];
    expect(say(engineFor(nodes, '2018-02-16'), 'x').output).toEqual({ text: ['Hi'], nodes_visited: ['a'], log_messages: [] });
    expect(say(engineFor(nodes, '2021-06-14'), 'x').output).toEqual({
      text: ['Hi'],
      generic: [{ response_type: 'text', text: 'Hi' }],
      nodes_visited: ['a'],
      log_messages: [],
    });
    expect(say(engineFor(nodes, '2021-11-27'), 'x').output).toEqual({
      generic: [{ response_type: 'text', text: 'Hi' }],
      nodes_visited: ['a'],
      log_messages: [],
    });
  });

  it('lists nodes_visited_details with title null and the condition when requested (§8.2)', () => {
    const e = engineFor([text('a', '#x', 'A', { title: 'Alpha', ...body('b') }), text('b', 'true', 'B')]);
    expect(say(e, 'x', { intent: 'x', details: true }).output.nodes_visited_details).toEqual([
      { dialog_node: 'a', title: 'Alpha', conditions: '#x' },
      { dialog_node: 'b', title: null, conditions: 'true' },
    ]);
    expect(say(e, 'x', { intent: 'x' }).output.nodes_visited_details).toBeUndefined();
  });

  it('logs an output expression error and goes on with the text (§5.6 [GAP] wording)', () => {
    const e = engineFor([text('a', 'true', 'Size: <? $missing.size() ?>.')]);
    const r = say(e, 'x');
    expect(r.output.text).toHaveLength(1);
    expect(r.output.log_messages[0].level).toBe('err');
    expect(r.output.log_messages[0].msg).toMatch(/^Error when updating output with output of dialog node id \[a\]\.\n/);
    expect(r.output.error).toBe(r.output.log_messages[0].msg);
  });
});
