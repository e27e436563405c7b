/**
 * Issue 21, "the same class of problem elsewhere" (h84fb): empty texts on the paths a frame and a digression return
 * take. No recording shows them; the recorded rule (an empty string chosen from a node's text is an entry of
 * `output.text`, and a `text` item of `output.generic` since 2018-07-10; nothing to choose is no entry) is carried
 * over, so a slot prompt, a Found handler and a redisplayed response keep their `""` as a node's text does.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace, type MessageResponse } from '../../../src/index.js';
import { workspace, type NodeSpec } from '../helpers.js';

const CLOCK = { now: '2026-01-01T00:00:00Z', seed: 'h84fb' };

function frame(prompt: unknown, found: unknown): NodeSpec[] {
  return [
    { dialog_node: 'f', type: 'frame', conditions: '#order', output: { text: 'done $size' } },
    { dialog_node: 's', type: 'slot', parent: 'f', variable: '$size', output: {} },
    { dialog_node: 'h-in', type: 'event_handler', event_name: 'input', parent: 's', conditions: '@size', context: { size: '@size' }, output: {} },
    { dialog_node: 'h-focus', type: 'event_handler', event_name: 'focus', parent: 's', output: prompt },
    { dialog_node: 'h-filled', type: 'event_handler', event_name: 'filled', parent: 's', output: found },
  ];
}

function order(version: string, prompt: unknown, found: unknown): [MessageResponse, MessageResponse] {
  const e = compileWorkspace(workspace(frame(prompt, found)), { version });
  const asked = e.message({ input: { text: 'order' }, intents: [{ intent: 'order', confidence: 1 }], entities: [] }, CLOCK);
  const filled = e.message(
    { input: { text: 'large' }, intents: [], entities: [{ entity: 'size', value: 'large', location: [0, 5], confidence: 1 }], context: asked.context },
    CLOCK,
  );
  return [asked, filled];
}

describe('empty texts in a frame (h84fb)', () => {
  it('a prompt whose text is "" is a prompt: the slot is required, asked with an "" entry', () => {
    for (const prompt of [{ text: '' }, { text: { values: [''] } }]) {
      const [asked, filled] = order('2017-05-26', prompt, {});
      expect(asked.output.text).toEqual(['']);
      expect(asked.context.system?.dialog_stack).toEqual([{ dialog_node: 's', state: 'in_progress' }]);
      expect(filled.output.text).toEqual(['done large']);
    }
    const [asked] = order('2021-06-14', { text: { values: [''] } }, {});
    expect(asked.output.generic).toEqual([{ response_type: 'text', text: '' }]);
  });

  it('a prompt with nothing to choose is no prompt: the slot is optional and the frame answers at once', () => {
    for (const prompt of [{}, { text: { values: [] } }]) {
      const [asked] = order('2017-05-26', prompt, {});
      expect(asked.output.text).toEqual(['done ']);
      expect(asked.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
    }
  });

  it('a Found handler whose text is "" adds its entry before the frame response, in every version', () => {
    for (const version of ['2017-05-26', '2018-02-16', '2021-06-14']) {
      const [, filled] = order(version, { text: 'Which size?' }, { text: '' });
      expect(filled.output.text).toEqual(['', 'done large']);
      expect(filled.output.nodes_visited).toEqual(version >= '2018-02-16' ? ['s', 'h-in', 'h-filled', 'f'] : ['s', 'h-filled', 'f']);
      const [, silent] = order(version, { text: 'Which size?' }, { text: { values: [] } });
      expect(silent.output.text).toEqual(['done large']);
    }
  });
});

describe('an empty text shown again after a digression (h84fb)', () => {
  it('the node digressed from says its "" again, after the digression answer', () => {
    const nodes: NodeSpec[] = [
      { dialog_node: 'ask', conditions: '#ask', output: { text: '' }, digress_out: 'allow_all' },
      { dialog_node: 'ask-child', parent: 'ask', conditions: '@x', output: { text: 'x' } },
      { dialog_node: 'help', conditions: '#help', output: { text: 'help' }, digress_in: 'returns' },
    ];
    for (const version of ['2017-05-26', '2021-06-14']) {
      const e = compileWorkspace(workspace(nodes), { version });
      const asked = e.message({ input: { text: 'a' }, intents: [{ intent: 'ask', confidence: 1 }], entities: [] }, CLOCK);
      expect(asked.output.text).toEqual(['']);
      const back = e.message({ input: { text: 'h' }, intents: [{ intent: 'help', confidence: 1 }], entities: [], context: asked.context }, CLOCK);
      expect(back.output.text).toEqual(['help', '']);
      expect(back.context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
    }
  });
});
