/** dialog-runtime.md §1.1–§1.4: where a turn starts, evaluation order, special conditions, folders. */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, say, text } from './helpers.js';

describe('node tree evaluation', () => {
  it('orders siblings by previous_sibling links, not by array position (§1.1)', () => {
    const e = engineFor([
      text('second', 'true', 'B', { previous_sibling: 'first' }),
      text('first', 'true', 'A', { previous_sibling: undefined }),
    ]);
    expect(say(e, 'x').output.text).toEqual(['A']);
  });

  it('triggers only the first true root node, top to bottom (§1.2)', () => {
    const e = engineFor([text('a', '#a', 'A'), text('b', '#b', 'B'), text('c', '#b', 'C')]);
    const r = say(e, 'x', { intent: 'b' });
    expect(r.output.text).toEqual(['B']);
    expect(r.output.nodes_visited).toEqual(['b']);
  });

  it('makes a waiting node with children the contextual node: its children are tried first next turn (§1.2)', () => {
    const e = engineFor([
      text('ask', '#order', 'Pizza or pasta?'),
      text('pizza', '#food', 'Pizza it is.', { parent: 'ask' }),
      text('root-food', '#food', 'Root food.'),
    ]);
    const talk = conversation(e);
    const first = talk('order', { intent: 'order' });
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'ask' }]);
    expect(first.context.system?.branch_exited).toBeUndefined();
    const second = talk('pizza', { intent: 'food' });
    expect(second.output.text).toEqual(['Pizza it is.']);
    expect(second.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
    expect(second.context.system?.branch_exited_reason).toBe('completed');
  });

  it('falls back to the root level when no child matches, with branch_exited_reason fallback (§1.2, §4.2)', () => {
    const e = engineFor([
      text('ask', '#order', 'Pizza or pasta?'),
      text('pizza', '#food', 'Pizza it is.', { parent: 'ask' }),
      text('hello', '#hello', 'Hello!'),
    ]);
    const talk = conversation(e);
    talk('order', { intent: 'order' });
    const r = talk('hi', { intent: 'hello' });
    expect(r.output.text).toEqual(['Hello!']);
    expect(r.context.system).toMatchObject({ branch_exited: true, branch_exited_reason: 'fallback', dialog_stack: [{ dialog_node: 'root' }] });
  });

  it('returns the stack to root after a node without children waits (§1.2)', () => {
    const e = engineFor([text('a', 'true', 'A')]);
    expect(say(e, 'x').context.system).toMatchObject({ dialog_stack: [{ dialog_node: 'root' }], branch_exited: true, branch_exited_reason: 'completed' });
  });

  it('welcome is true only on the first turn without input text; conversation_start on the first turn (§1.3)', () => {
    const e = engineFor([text('w', 'welcome', 'Welcome'), text('cs', 'conversation_start', 'Start'), text('else', 'anything_else', 'Else')]);
    expect(say(e, undefined).output.text).toEqual(['Welcome']);
    expect(say(e, 'hello').output.text).toEqual(['Start']);
    const talk = conversation(e);
    talk(undefined);
    expect(talk(undefined).output.text).toEqual(['Else']);
  });

  it('irrelevant is true when no intent reaches 0.2; #intent needs the threshold too (§1.3, §6)', () => {
    const e = engineFor([text('i', '#greet', 'Greet'), text('irr', 'irrelevant', 'Irrelevant'), text('else', 'anything_else', 'Else')]);
    expect(say(e, 'x', { intent: 'greet', confidence: 0.19 }).output.text).toEqual(['Irrelevant']);
    expect(say(e, 'x', { intent: 'greet', confidence: 0.2 }).output.text).toEqual(['Greet']);
    expect(say(e, 'x', { intent: 'other', confidence: 0.9 }).output.text).toEqual(['Else']);
  });

  it('treats folders as transparent: children evaluated in place, a false folder skipped, folders never listed (§1.4)', () => {
    const nodes = [
      { dialog_node: 'closed', type: 'folder', conditions: 'false' },
      text('inside-closed', 'true', 'never', { parent: 'closed' }),
      { dialog_node: 'open', type: 'folder' },
      text('inside-open', '#a', 'In open folder', { parent: 'open' }),
      text('after', 'true', 'After folders'),
    ];
    const e = engineFor(nodes);
    const r = say(e, 'x', { intent: 'a' });
    expect(r.output.text).toEqual(['In open folder']);
    expect(r.output.nodes_visited).toEqual(['inside-open']);
    expect(say(e, 'x', { intent: 'b' }).output.text).toEqual(['After folders']);
  });

  it('continues after a folder when a jump to a condition inside it finds no match there (§1.4, §1.7)', () => {
    const e = engineFor([
      text('start', '#go', 'Go', { next_step: { behavior: 'jump_to', selector: 'condition', dialog_node: 'f1' } }),
      { dialog_node: 'folder', type: 'folder' },
      text('f1', 'false', 'no', { parent: 'folder' }),
      text('after', 'true', 'after the folder'),
    ]);
    expect(say(e, 'x', { intent: 'go' }).output.text).toEqual(['Go', 'after the folder']);
  });

  it('skips disabled nodes', () => {
    const e = engineFor([text('off', 'true', 'off', { disabled: true }), text('on', 'true', 'on')]);
    expect(say(e, 'x').output.text).toEqual(['on']);
  });

  it('returns empty output and the two warnings when nothing matches (§1.2, §8.3)', () => {
    const e = engineFor([text('a', '#a', 'A')], '2017-05-26');
    const r = say(e, 'x');
    expect(r.output).toEqual({
      text: [],
      nodes_visited: [],
      log_messages: [
        { level: 'warn', msg: 'No dialog node matched for the input at a root level.' },
        {
          level: 'warn',
          msg: 'No dialog node condition matched to true in the last dialog round - context.nodes_visited is empty. Falling back to the root node in the next round.',
        },
      ],
      warning: 'No dialog node matched for the input at a root level. (and there is 1 more warning in the log)',
    });
    expect(r.context.system).toEqual({ dialog_stack: [{ dialog_node: 'root' }], dialog_turn_counter: 1, dialog_request_counter: 1 });
  });
});
