/**
 * A jump whose target is a folder ([GAP]: none of the shared exports has one; docs/behaviour/dialog.md "A jump to a
 * folder"). Folders are transparent (dialog-runtime.md §1.4), so a jump to one tries its nodes where they stand,
 * then the siblings after it (§1.7) — before issue 21's audit (h21fid) the folder itself was "processed": listed in
 * nodes_visited, no answer, and a false folder condition failed the jump without trying the later siblings.
 */
import { describe, expect, it } from 'vitest';
import { conversation, engineFor, say, text, type NodeSpec } from './helpers.js';

function withFolder(selector: string, folderCondition?: string, inside: NodeSpec[] = defaultInside()): NodeSpec[] {
  return [
    text('start', '#go', 'Go', { next_step: { behavior: 'jump_to', selector, dialog_node: 'folder' } }),
    { dialog_node: 'folder', type: 'folder', ...(folderCondition === undefined ? {} : { conditions: folderCondition }) },
    ...inside,
    text('after', '#go || #next', 'after the folder'),
    text('else', 'anything_else', 'fallback'),
  ];
}

function defaultInside(): NodeSpec[] {
  return [text('first', '#next', 'first inside', { parent: 'folder' }), text('second', '#go', 'second inside', { parent: 'folder' })];
}

describe('a jump to a folder', () => {
  it('to its condition: the first node inside that matches answers; the folder is never listed', () => {
    const r = say(engineFor(withFolder('condition')), 'x', { intent: 'go' });
    expect(r.output.text).toEqual(['Go', 'second inside']);
    expect(r.output.nodes_visited).toEqual(['start', 'second']);
    expect(r.output.log_messages).toEqual([]);
    expect(r.context.system?.dialog_stack).toEqual([{ dialog_node: 'root' }]);
  });

  it('to its condition when the folder is closed: the siblings after the folder are tried, no failed jump', () => {
    const r = say(engineFor(withFolder('condition', 'false')), 'x', { intent: 'go' });
    expect(r.output.text).toEqual(['Go', 'after the folder']);
    expect(r.output.nodes_visited).toEqual(['start', 'after']);
    expect(r.output.error).toBeUndefined();
  });

  it('to its body: the same as its condition (a folder has no response of its own)', () => {
    expect(say(engineFor(withFolder('body')), 'x', { intent: 'go' }).output.text).toEqual(['Go', 'second inside']);
    expect(say(engineFor(withFolder('body', 'false')), 'x', { intent: 'go' }).output.text).toEqual(['Go', 'after the folder']);
  });

  it('to an empty folder: the siblings after it; nothing after it that matches is a failed jump', () => {
    expect(say(engineFor(withFolder('condition', undefined, [])), 'x', { intent: 'go' }).output.text).toEqual(['Go', 'after the folder']);
    const e = engineFor([
      { dialog_node: 'parent', conditions: '#go', next_step: { behavior: 'skip_user_input' } },
      text('start', 'true', 'Go', { parent: 'parent', next_step: { behavior: 'jump_to', selector: 'condition', dialog_node: 'empty' } }),
      { dialog_node: 'empty', type: 'folder', parent: 'parent' },
    ]);
    const r = say(e, 'x', { intent: 'go' });
    expect(r.output.text).toEqual(['Go']);
    expect(r.output.error).toBe('Goto failed from node start.\nDid not match the condition of the target node and any of the conditions of its subsequent siblings.');
  });

  it('to wait for input: the next input starts at the folder\'s first node, then the later siblings', () => {
    const talk = conversation(engineFor(withFolder('user_input')));
    const first = talk('x', { intent: 'go' });
    expect(first.output.text).toEqual(['Go']);
    expect(first.context.system?.dialog_stack).toEqual([{ dialog_node: 'folder', state: 'jump_to_user_input' }]);
    const next = talk('y', { intent: 'next' });
    expect(next.output.text).toEqual(['first inside']);
    expect(next.output.nodes_visited).toEqual(['first']);
  });

  it('inside a branch: the folder\'s nodes are the branch\'s children, not root nodes', () => {
    const e = engineFor([
      text('menu', '#menu', 'Menu', { next_step: { behavior: 'jump_to', selector: 'user_input', dialog_node: 'choices' } }),
      { dialog_node: 'choices', type: 'folder', parent: 'menu' },
      text('tea', '#tea', 'Tea it is.', { parent: 'choices' }),
      text('coffee', '#coffee', 'Coffee it is.', { parent: 'choices' }),
      text('root-tea', '#tea', 'root tea'),
    ]);
    const talk = conversation(e);
    talk('menu', { intent: 'menu' });
    expect(talk('tea', { intent: 'tea' }).output.text).toEqual(['Tea it is.']);
  });
});
