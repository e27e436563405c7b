import { describe, expect, it } from 'vitest';
import type { DialogNode } from '../../src/model/index.js';
import { createSmall, failure, service, walk } from './helpers.js';

async function nodes(a: ReturnType<typeof service>, id: string): Promise<Record<string, DialogNode>> {
  const list = (await a.listDialogNodes({ workspaceId: id })).result.dialog_nodes;
  return Object.fromEntries(list.map((n) => [n.dialog_node, n]));
}

describe('dialog nodes', () => {
  it('list: sort by dialog_node / updated, pages walked to the end, audit', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createDialogNode({ workspaceId: id, dialogNode: 'aaa', conditions: '#bye', previousSibling: 'greeting', output: { text: 'Bye' } });
    const sorted = await walk<{ dialog_node: string }>((cursor) => a.listDialogNodes({ workspaceId: id, sort: 'dialog_node', pageLimit: 3, cursor }), 'dialog_nodes');
    expect(sorted.items.map((n) => n.dialog_node)).toEqual(['aaa', 'else', 'greeting', 'welcome']);
    expect(sorted.pages).toBe(2);
    const recent = (await a.listDialogNodes({ workspaceId: id, sort: '-updated', pageLimit: 1, includeAudit: true })).result.dialog_nodes;
    expect(recent[0]).toMatchObject({ dialog_node: 'aaa', created: '2026-11-21T10:00:01.000Z' });
  });

  it('create: 201, linked after its previous sibling; the follower now follows it', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.createDialogNode({ workspaceId: id, dialogNode: 'farewell', conditions: '#bye', previousSibling: 'greeting', output: { text: 'Bye' }, title: 'Farewell' });
    expect(r.status).toBe(201);
    expect(r.result).toEqual({ dialog_node: 'farewell', conditions: '#bye', previous_sibling: 'greeting', output: { text: 'Bye' }, title: 'Farewell' });
    expect((await nodes(a, id)).else.previous_sibling).toBe('farewell');
  });

  it('create without previous_sibling puts the node first among its siblings', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createDialogNode({ workspaceId: id, dialogNode: 'first', conditions: 'true' });
    const all = await nodes(a, id);
    expect(all.first.previous_sibling).toBeUndefined();
    expect(all.welcome.previous_sibling).toBe('first');
    expect((await a.message({ workspaceId: id, input: { text: 'x' } })).result.output.nodes_visited).toEqual(['first']);
  });

  it('create: 409 duplicate, 400 with path for a missing parent, 404 for a missing workspace', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await failure(a.createDialogNode({ workspaceId: id, dialogNode: 'welcome' }))).status).toBe(409);
    const e = await failure(a.createDialogNode({ workspaceId: id, dialogNode: 'child', parent: 'ghost' }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0].path).toBe('.parent');
    expect((await failure(a.createDialogNode({ workspaceId: 'nope', dialogNode: 'x' }))).status).toBe(404);
    const bad = await failure(a.createDialogNode({ workspaceId: id, dialogNode: 'x', type: 'nonsense' }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toBe('.type');
  });

  it('get: audit on request, 404', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.getDialogNode({ workspaceId: id, dialogNode: 'welcome' })).result).toEqual({ dialog_node: 'welcome', conditions: 'welcome', output: { text: 'Welcome!' } });
    expect((await a.getDialogNode({ workspaceId: id, dialogNode: 'welcome', includeAudit: true })).result.created).toBe('2026-11-21T10:00:00.000Z');
    expect((await failure(a.getDialogNode({ workspaceId: id, dialogNode: 'ghost' }))).status).toBe(404);
  });

  it('update: rename carries references (siblings, children, jumps) along', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createDialogNode({ workspaceId: id, dialogNode: 'child', parent: 'greeting', output: { text: 'c' } });
    await a.updateDialogNode({ workspaceId: id, dialogNode: 'welcome', newNextStep: { behavior: 'jump_to', dialog_node: 'greeting', selector: 'body' } });
    const r = await a.updateDialogNode({ workspaceId: id, dialogNode: 'greeting', newDialogNode: 'hello_node', newTitle: 'Hello' });
    expect(r.result).toMatchObject({ dialog_node: 'hello_node', title: 'Hello', previous_sibling: 'welcome' });
    const all = await nodes(a, id);
    expect(all.child.parent).toBe('hello_node');
    expect(all.else.previous_sibling).toBe('hello_node');
    expect(all.welcome.next_step).toEqual({ behavior: 'jump_to', dialog_node: 'hello_node', selector: 'body' });
    expect((await failure(a.updateDialogNode({ workspaceId: id, dialogNode: 'hello_node', newDialogNode: 'else' }))).status).toBe(409);
  });

  it('update: a new previous sibling moves the node; null removes a field', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.updateDialogNode({ workspaceId: id, dialogNode: 'welcome', newPreviousSibling: 'greeting' });
    const all = await nodes(a, id);
    expect(all.greeting.previous_sibling).toBeUndefined();
    expect(all.welcome.previous_sibling).toBe('greeting');
    expect(all.else.previous_sibling).toBe('welcome');
    await a.updateDialogNode({ workspaceId: id, dialogNode: 'else', newOutput: null });
    expect((await nodes(a, id)).else.output).toBeUndefined();
  });

  it('update: invalid content is a 400 with the body path and changes nothing', async () => {
    const a = service();
    const id = await createSmall(a);
    const before = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;
    const e = await failure(a.updateDialogNode({ workspaceId: id, dialogNode: 'welcome', newNextStep: { behavior: 'jump_to' } as never }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0].path).toMatch(/^\.next_step/);
    expect((await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(before);
  });

  it('delete: removes the subtree and relinks siblings; 409 when another node jumps into it', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createDialogNode({ workspaceId: id, dialogNode: 'child', parent: 'greeting', output: { text: 'c' } });
    await a.updateDialogNode({ workspaceId: id, dialogNode: 'welcome', newNextStep: { behavior: 'jump_to', dialog_node: 'child', selector: 'body' } });
    const e = await failure(a.deleteDialogNode({ workspaceId: id, dialogNode: 'greeting' }));
    expect(e.status).toBe(409);
    expect(e.message).toContain("node 'welcome' jumps into it");
    await a.updateDialogNode({ workspaceId: id, dialogNode: 'welcome', newNextStep: null });
    expect((await a.deleteDialogNode({ workspaceId: id, dialogNode: 'greeting' })).result).toEqual({});
    const all = await nodes(a, id);
    expect(Object.keys(all).sort()).toEqual(['else', 'welcome']);
    expect(all.else.previous_sibling).toBe('welcome');
    expect((await failure(a.deleteDialogNode({ workspaceId: id, dialogNode: 'greeting' }))).status).toBe(404);
  });
});
