/** Behaviour choices where the spec is silent (docs/behaviour/service.md), one test each. */
import { describe, expect, it } from 'vitest';
import { createSmall, failure, service } from './helpers.js';

describe('service behaviour choices', () => {
  it('createWorkspace with no parameters: name "", language en, learning_opt_out false', async () => {
    const a = service();
    const r = await a.createWorkspace();
    expect(r.result).toMatchObject({ name: '', language: 'en', learning_opt_out: false });
  });

  it('read-only fields of an export (workspace_id, status, created) are ignored on create', async () => {
    const a = service();
    const r = await a.createWorkspace({ name: 'w', workspace_id: 'mine', status: 'Failed', created: '2000-01-01T00:00:00Z' } as never);
    const ws = r.result as unknown as Record<string, unknown>;
    expect(ws.workspace_id).not.toBe('mine');
    expect((await a.getWorkspace({ workspaceId: ws.workspace_id as string, includeAudit: true })).result).toMatchObject({
      status: 'Available',
      created: '2026-11-21T10:00:00.000Z',
    });
  });

  it('a value without export shows its patterns (its own content) but not its synonyms (sub-elements)', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createValue({ workspaceId: id, entity: 'city', value: 'zip', patterns: ['\\d{5}'] });
    expect((await a.getValue({ workspaceId: id, entity: 'city', value: 'zip' })).result).toEqual({ value: 'zip', type: 'patterns', patterns: ['\\d{5}'] });
    expect((await a.getValue({ workspaceId: id, entity: 'city', value: 'Boston' })).result).toEqual({ value: 'Boston', type: 'synonyms' });
  });

  it('renaming an intent does not rewrite dialog conditions that name it', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.updateIntent({ workspaceId: id, intent: 'greet', newIntent: 'hello' });
    expect((await a.getDialogNode({ workspaceId: id, dialogNode: 'greeting' })).result.conditions).toBe('#greet');
  });

  it('writing a sub-element updates the workspace timestamp, not the parent element one', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createExample({ workspaceId: id, intent: 'greet', text: 'howdy' });
    expect((await a.getIntent({ workspaceId: id, intent: 'greet', includeAudit: true })).result.updated).toBe('2026-11-21T10:00:00.000Z');
    expect((await a.getWorkspace({ workspaceId: id, includeAudit: true })).result.updated).toBe('2026-11-21T10:00:01.000Z');
  });

  it('logs outlive their workspace: listLogs 404s, listAllLogs still finds them', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.message({ workspaceId: id, input: { text: 'hi' } });
    await a.deleteWorkspace({ workspaceId: id });
    expect((await failure(a.listLogs({ workspaceId: id }))).status).toBe(404);
    expect((await a.listAllLogs({ filter: `language::en,workspace_id::${id}` })).result.logs).toHaveLength(1);
  });

  it('createWorkspaceAsync / updateWorkspaceAsync answer 202; exportWorkspaceAsync is an export', async () => {
    const a = service();
    const r = await a.createWorkspaceAsync({ name: 'w', intents: [{ intent: 'i' }] });
    expect(r.status).toBe(202);
    const id = (r.result as { workspace_id: string }).workspace_id;
    expect((await a.updateWorkspaceAsync({ workspaceId: id, name: 'v' })).status).toBe(202);
    const exported = (await a.exportWorkspaceAsync({ workspaceId: id })).result as unknown as { name: string; intents: unknown[] };
    expect(exported.name).toBe('v');
    expect(exported.intents).toEqual([{ intent: 'i', examples: [] }]); // an export always lists sub-elements
  });

  it('bulkClassify returns intents (top 10) and entities per input without running the dialog', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.bulkClassify({ workspaceId: id, input: [{ text: 'Boston' }, { text: 'nothing' }] });
    expect(r.result.output).toHaveLength(2);
    expect(r.result.output[0].input).toEqual({ text: 'Boston' });
    expect(r.result.output[0].entities.map((e) => [e.entity, e.value])).toContainEqual(['city', 'Boston']);
    expect(r.result.output[0].intents.length).toBeLessThanOrEqual(10);
    expect((await a.listLogs({ workspaceId: id })).result.logs).toEqual([]);
  });

  it('an unexpected non-JSON parameter is a 400, never a TypeError', async () => {
    const a = service();
    const id = await createSmall(a);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const e = await failure(a.createEntity({ workspaceId: id, entity: 'x', metadata: cyclic as never }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0].path).toBe('.metadata');
    expect((await failure(a.createIntent({ workspaceId: id, intent: 'x', examples: 'nope' as never }))).result.errors![0].path).toBe('.examples');
    expect((await failure(a.getIntent({ workspaceId: id, intent: 42 as never }))).status).toBe(400);
  });
});
