/** normalizeWorkspace: legacy shapes folded into one shape (dialog-runtime.md §1), idempotent. */
import { describe, expect, it } from 'vitest';
import { normalizeDialogNode, normalizeWorkspace } from '../../src/model/index.js';
import { normalizeWorkspaceInParts } from '../../src/model/normalize.js';
import { baseWorkspace } from './fixture.js';

describe('normalizeDialogNode: legacy node shapes', () => {
  it('output.text as a string, an array or an object keeps its form', () => {
    expect(normalizeDialogNode({ dialog_node: 'a', output: { text: 'Hi' } }).output).toEqual({ extra: {}, text: { values: ['Hi'], form: 'string' } });
    expect(normalizeDialogNode({ dialog_node: 'a', output: { text: ['A', 'B'] } }).output).toEqual({ extra: {}, text: { values: ['A', 'B'], form: 'array' } });
    expect(
      normalizeDialogNode({ dialog_node: 'a', output: { text: { values: ['A'], selection_policy: 'random', append: false } } } as never).output,
    ).toEqual({ extra: {}, text: { values: ['A'], selection_policy: 'random', append: false, form: 'object' } });
  });

  it('go_to becomes a jump_to next_step (selector defaults to condition)', () => {
    const node = normalizeDialogNode({ dialog_node: 'a', go_to: { return: null, selector: null, dialog_node: 'b' } } as never);
    expect(node.next_step).toEqual({ behavior: 'jump_to', dialog_node: 'b', selector: 'condition' });
    expect('go_to' in node).toBe(false);
  });

  it('conditions null, empty or blank mean no condition; missing type is standard, or event_handler with an event', () => {
    for (const conditions of [null, '', '  ']) {
      expect(normalizeDialogNode({ dialog_node: 'a', conditions } as never).conditions).toBeUndefined();
    }
    expect(normalizeDialogNode({ dialog_node: 'a' }).type).toBe('standard');
    expect(normalizeDialogNode({ dialog_node: 'a', event_name: 'input' }).type).toBe('event_handler');
  });

  it('null optional fields are dropped, also inside next_step, generic and modifiers', () => {
    const node = normalizeDialogNode({
      dialog_node: 'a',
      parent: null,
      context: null,
      title: null,
      next_step: { behavior: 'jump_to', dialog_node: 'b', selector: null },
      output: { generic: [{ response_type: 'text', values: [{ text: 'x' }], selection_policy: null }], modifiers: null, text: null },
    } as never);
    expect(node).toEqual({
      dialog_node: 'a',
      type: 'standard',
      next_step: { behavior: 'jump_to', dialog_node: 'b' },
      output: { extra: {}, generic: [{ response_type: 'text', values: [{ text: 'x' }] }] },
    });
  });

  it('custom output properties go to extra, a __proto__ key included, without touching prototypes', () => {
    const raw = JSON.parse('{"dialog_node":"a","__proto__":{"polluted":true},"output":{"ui_action":{"x":1},"__proto__":{"polluted":true}}}');
    const node = normalizeDialogNode(raw);
    expect(Object.getPrototypeOf(node)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(node.output!.extra)).toBe(Object.prototype);
    expect((node as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(node.output!.extra)).toEqual(['ui_action', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('normalizeWorkspace', () => {
  it('fills defaults and drops null top-level fields', () => {
    const ws = normalizeWorkspace({ name: null, description: null, metadata: null, workspace_id: null, system_settings: null } as never);
    expect(ws).toEqual({
      name: '',
      language: 'en',
      learning_opt_out: false,
      system_settings: {},
      intents: [],
      entities: [],
      counterexamples: [],
      dialog_nodes: [],
      webhooks: [],
      system_entities: [],
    });
  });

  it('drops nulls inside intents, examples, entities and values; a sys- entity keeps only its name', () => {
    const ws = normalizeWorkspace({
      intents: [{ intent: 'i', description: null, examples: [{ text: 't', mentions: null }] }],
      entities: [{ entity: 'e', metadata: null, values: [{ value: 'v', metadata: null, synonyms: ['s'] }] }, { entity: 'sys-date', values: [{ value: 'x' }] }],
    } as never);
    expect(ws.intents).toEqual([{ intent: 'i', examples: [{ text: 't' }] }]);
    expect(ws.entities).toEqual([{ entity: 'e', values: [{ value: 'v', synonyms: ['s'] }] }, { entity: 'sys-date' }]);
    expect(ws.system_entities).toEqual(['sys-date']);
  });

  it('is idempotent on the fixture, by identity and after a JSON copy', () => {
    const once = normalizeWorkspace(baseWorkspace());
    expect(normalizeWorkspace(once)).toEqual(once);
    expect(normalizeWorkspace(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('does not mutate its input', () => {
    const raw = baseWorkspace();
    const copy = JSON.parse(JSON.stringify(raw));
    normalizeWorkspace(raw);
    expect(raw).toEqual(copy);
  });

  it('shares no object with its input, so freezing the result leaves the caller free', () => {
    const raw = baseWorkspace();
    const ws = normalizeWorkspace(raw);
    const inputObjects = new Set<unknown>();
    const collect = (v: unknown): void => {
      if (typeof v === 'object' && v !== null) {
        inputObjects.add(v);
        Object.values(v).forEach(collect);
      }
    };
    collect(raw);
    const shared: unknown[] = [];
    const check = (v: unknown): void => {
      if (typeof v === 'object' && v !== null) {
        if (inputObjects.has(v)) shared.push(v);
        Object.values(v).forEach(check);
      }
    };
    check(ws);
    expect(shared).toEqual([]);
    const node = { dialog_node: 'n', context: { a: { b: 1 } } };
    expect(normalizeDialogNode(node).context).not.toBe(node.context);
  });

  it('copies while it normalizes: nulls dropped from the copies, never from the input nodes and outputs', () => {
    const normalizedText = { values: ['a'], form: 'array', delimiter: null };
    const generic = { response_type: 'text', values: [{ text: 'x' }], title: null };
    const raw = {
      ...baseWorkspace(),
      dialog_nodes: [
        { dialog_node: 'n1', conditions: 'true', title: null, next_step: { behavior: 'jump_to', dialog_node: 'n2', selector: 'body', extra: null } },
        { dialog_node: 'n2', conditions: 'true', output: { text: normalizedText, foo: 'bar' }, previous_sibling: 'n1' },
        { dialog_node: 'n3', conditions: 'true', output: { generic: [generic, [1, { a: null }]], modifiers: { overwrite: true, x: null } }, previous_sibling: 'n2' },
      ],
    };
    const before = JSON.parse(JSON.stringify(raw));
    const ws = normalizeWorkspace(raw as never);
    expect(raw).toEqual(before);
    expect(ws.dialog_nodes).toEqual([
      { dialog_node: 'n1', type: 'standard', conditions: 'true', next_step: { behavior: 'jump_to', dialog_node: 'n2', selector: 'body' } },
      { dialog_node: 'n2', previous_sibling: 'n1', type: 'standard', conditions: 'true', output: { text: { values: ['a'], form: 'array' }, extra: { foo: 'bar' } } },
      {
        dialog_node: 'n3',
        previous_sibling: 'n2',
        type: 'standard',
        conditions: 'true',
        output: { extra: {}, generic: [{ response_type: 'text', values: [{ text: 'x' }] }, [1, { a: null }]], modifiers: { overwrite: true } },
      },
    ]);
    expect(ws.dialog_nodes[1].output!.text).not.toBe(normalizedText);
    expect(ws.dialog_nodes[2].output!.generic![0]).not.toBe(generic);
  });

  it('in parts (the engine trains intents in between): the same workspace, nodes added last', () => {
    const raw = baseWorkspace();
    const parts = normalizeWorkspaceInParts(raw, true);
    expect(parts.workspace.dialog_nodes).toEqual([]);
    parts.addDialogNodes();
    parts.addDialogNodes();
    expect(parts.workspace).toEqual(normalizeWorkspace(raw));
    expect(Object.keys(parts.workspace)).toEqual(Object.keys(normalizeWorkspace(raw)));
  });

  it('keeps shared references shared (linear work on a JavaScript DAG)', () => {
    let level: unknown = { leaf: true };
    for (let i = 0; i < 60; i++) level = { left: level, right: level };
    const ws = normalizeWorkspace({ metadata: level } as never);
    const meta = ws.metadata as { left: unknown; right: unknown };
    expect(meta.left).toBe(meta.right);
  });
});
