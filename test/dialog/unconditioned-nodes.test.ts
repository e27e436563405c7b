/**
 * Issue 21, item 2: what a null, missing or blank `conditions` means, wherever nodes are matched.
 * Evidence: the food-coach export (2016) has an unfinished child with `conditions: null` and no output under
 * its `conversation_start` node; the recorded conversation shows the service not entering it and answering
 * from a root node instead. Burger (2020) shows a response condition without `conditions` answering.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { conversation, engineFor, say, text, workspace } from './helpers.js';

/** The food-coach shape (food-coach.json, nodes node_5_1470248758090 and node_1_1472662842845), abridged. */
const foodCoach = [
  { dialog_node: 'ask', conditions: 'conversation_start', output: { text: 'Did you have $time yet?' }, context: { time: 'lunch' } },
  { dialog_node: 'unfinished', parent: 'ask', conditions: null, output: null, go_to: null, type: null },
  { dialog_node: 'yes', conditions: '#yes', output: { text: 'Can you tell me about what you ate today?' } },
  { dialog_node: 'else', conditions: 'anything_else', output: { text: 'I did not get an answer to my question.' } },
];

describe('nodes without a condition', () => {
  it('a child with conditions null is not entered: the waiting branch falls back to the root (food-coach)', () => {
    for (const version of ['2016-09-20', '2017-05-26', '2021-06-14']) {
      const talk = conversation(compileWorkspace(workspace(foodCoach), { version }));
      const first = talk('');
      expect(first.output.text).toEqual(['Did you have lunch yet?']);
      expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
      const second = talk('yes', { intent: 'yes' });
      expect(second.output.text).toEqual(['Can you tell me about what you ate today?']);
      expect(second.output.nodes_visited).toEqual(['yes']);
      expect(second.context.system).toMatchObject({ dialog_stack: [{ dialog_node: 'root' }], branch_exited: true, branch_exited_reason: 'fallback' });
    }
  });

  it('missing, null, "" and blank conditions all mean the same; "true" matches', () => {
    for (const conditions of [undefined, null, '', '   ']) {
      const nodes = [{ dialog_node: 'a', ...(conditions === undefined ? {} : { conditions }), output: { text: 'A' } }, text('b', 'true', 'B')];
      expect(say(engineFor(nodes, '2017-05-26'), 'x').output.text).toEqual(['B']);
    }
    expect(say(engineFor([text('a', 'true', 'A'), text('b', 'true', 'B')], '2017-05-26'), 'x').output.text).toEqual(['A']);
  });

  it('a frame without a condition is not entered at the root level', () => {
    const nodes = [{ dialog_node: 'f', type: 'frame', output: { text: 'F' } }, text('b', 'anything_else', 'B')];
    expect(say(engineFor(nodes), 'x').output.text).toEqual(['B']);
  });

  it('is skipped by a jump to its condition (the next sibling answers) but runs on a jump to its body', () => {
    const nodes = (selector: string) => [
      { dialog_node: 'start', conditions: '#go', output: { text: 'go' }, next_step: { behavior: 'jump_to', selector, dialog_node: 'bare' } },
      { dialog_node: 'bare', output: { text: 'bare' } },
      text('after', 'true', 'after'),
    ];
    expect(say(engineFor(nodes('condition')), 'x', { intent: 'go' }).output.text).toEqual(['go', 'after']);
    expect(say(engineFor(nodes('body')), 'x', { intent: 'go' }).output.text).toEqual(['go', 'bare']);
  });

  it('a response condition, a folder and a focus handler without a condition count as true (burger, folders)', () => {
    const nodes = [
      { dialog_node: 'folder', type: 'folder', conditions: null },
      { dialog_node: 'n', parent: 'folder', conditions: '#order', output: {} },
      { dialog_node: 'rc', parent: 'n', type: 'response_condition', conditions: null, output: { text: { values: ['Thank you for your ordering.'] } } },
    ];
    const r = say(engineFor(nodes, '2019-02-28'), 'x', { intent: 'order' });
    expect(r.output.text).toEqual(['Thank you for your ordering.']);
    expect(r.output.nodes_visited).toEqual(['n', 'rc']);
  });

  it('is never a digression target nor a disambiguation candidate', () => {
    const nodes = [
      { dialog_node: 'branch', conditions: '#start', output: { text: 'started' } },
      text('child', '#child', 'child', { parent: 'branch' }),
      { dialog_node: 'bare', title: 'Bare', output: { text: 'bare' } },
      text('else', 'anything_else', 'else'),
    ];
    const talk = conversation(engineFor(nodes));
    talk('x', { intent: 'start' });
    expect(talk('y', { intent: 'other' }).output.text).toEqual(['else']);
  });
});
