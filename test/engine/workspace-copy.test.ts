/**
 * compileWorkspace copies the validated workspace before freezing it: without a table of copied objects when the
 * workspace shares no reference (JSON text), with one when a JavaScript caller placed an object twice.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';

function workspace(context: Record<string, unknown>, other: Record<string, unknown>) {
  return {
    name: 'copy',
    language: 'en',
    dialog_nodes: [
      { dialog_node: 'a', conditions: 'true', context },
      { dialog_node: 'b', conditions: 'false', previous_sibling: 'a', context: other },
    ],
  };
}

describe('compileWorkspace: the copy of the workspace', () => {
  it('leaves an unshared input unfrozen and shares no object with it', () => {
    const context = { a: { b: 1 } };
    const engine = compileWorkspace(workspace(context, { c: [1] }));
    expect(Object.isFrozen(context)).toBe(false);
    expect(Object.isFrozen(context.a)).toBe(false);
    const copied = engine.workspace.dialog_nodes[0].context as Record<string, unknown>;
    expect(copied).toEqual({ a: { b: 1 } });
    expect(copied).not.toBe(context);
    expect(copied.a).not.toBe(context.a);
    expect(Object.isFrozen(copied.a)).toBe(true);
  });

  it('keeps a reference placed twice shared in the copy, and the caller unfrozen', () => {
    const shared = { deep: { list: [1, 2] } };
    const engine = compileWorkspace(workspace({ x: shared }, { y: shared }));
    const [a, b] = engine.workspace.dialog_nodes;
    const x = (a.context as Record<string, unknown>).x;
    const y = (b.context as Record<string, unknown>).y;
    expect(x).toBe(y);
    expect(x).not.toBe(shared);
    expect(x).toEqual({ deep: { list: [1, 2] } });
    expect(Object.isFrozen(shared)).toBe(false);
  });
});
