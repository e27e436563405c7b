import { describe, expect, it } from 'vitest';
import { MemoryStore, type WorkspaceDoc } from '../../src/service/index.js';
import { WorkspaceDraft } from '../../src/service/draft.js';
import { createSmall, failure, service, smallWorkspace, walk } from './helpers.js';

describe('createWorkspace', () => {
  it('creates with 201 and returns the workspace fields without content or audit by default', async () => {
    const a = service();
    const r = await a.createWorkspace({ name: 'w', language: 'en', description: 'd', metadata: { a: 1 }, learningOptOut: true });
    expect(r.status).toBe(201);
    expect(r.statusText).toBe('Created');
    const ws = r.result as unknown as Record<string, unknown>;
    expect(typeof ws.workspace_id).toBe('string');
    expect(ws).toEqual({ name: 'w', language: 'en', description: 'd', metadata: { a: 1 }, learning_opt_out: true, workspace_id: ws.workspace_id });
  });

  it('includes created/updated with includeAudit', async () => {
    const a = service();
    const r = await a.createWorkspace({ name: 'w', includeAudit: true });
    expect(r.result).toMatchObject({ created: '2026-11-21T10:00:00.000Z', updated: '2026-11-21T10:00:00.000Z' });
  });

  it('defaults language en and learning_opt_out false', async () => {
    const a = service();
    const r = await a.createWorkspace({ name: 'w' });
    expect(r.result).toMatchObject({ language: 'en', learning_opt_out: false });
  });

  it('rejects an invalid body with 400 and the path of every problem, storing nothing', async () => {
    const a = service();
    const e = await failure(
      a.createWorkspace({ name: 'bad\tname', intents: [{ intent: 'ok', examples: [{ text: '' }] }, { intent: 'ok' }] }),
    );
    expect(e.status).toBe(400);
    const paths = e.result.errors!.map((x) => x.path);
    expect(paths).toContain('.name');
    expect(paths).toContain('.intents[0].examples[0].text');
    expect(paths.some((p) => p?.startsWith('.intents[1]'))).toBe(true);
    expect((await a.listWorkspaces()).result.workspaces).toEqual([]);
  });

  it('rejects a sys- entity that is not a system entity', async () => {
    const a = service();
    const e = await failure(a.createWorkspace({ name: 'w', entities: [{ entity: 'sys-nonsense', values: [] }] }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0]).toMatchObject({ code: 'reserved_prefix', path: '.entities[0].entity' });
  });
});

describe('getWorkspace', () => {
  it('returns own fields only without export, and everything with export', async () => {
    const a = service();
    const id = await createSmall(a);
    const plain = (await a.getWorkspace({ workspaceId: id })).result as unknown as Record<string, unknown>;
    expect(plain.intents).toBeUndefined();
    expect(plain.status).toBe('Available');
    const full = (await a.getWorkspace({ workspaceId: id, _export: true })).result as unknown as Record<string, unknown>;
    expect((full.intents as unknown[]).length).toBe(2);
    expect((full.dialog_nodes as unknown[]).length).toBe(3);
    expect(full.counterexamples).toEqual([{ text: 'what is the weather' }]);
    expect(JSON.stringify(full)).not.toContain('"created"');
  });

  it('keeps audit per element with includeAudit', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createIntent({ workspaceId: id, intent: 'later' });
    const full = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result as {
      intents: { intent: string; created: string; updated: string; examples: { created: string }[] }[];
      created: string;
      updated: string;
    };
    const greet = full.intents.find((i) => i.intent === 'greet')!;
    const later = full.intents.find((i) => i.intent === 'later')!;
    expect(greet.created).toBe('2026-11-21T10:00:00.000Z');
    expect(greet.examples[0].created).toBe('2026-11-21T10:00:00.000Z');
    expect(later.created).toBe('2026-11-21T10:00:01.000Z');
    expect(full.created).toBe('2026-11-21T10:00:00.000Z');
    expect(full.updated).toBe('2026-11-21T10:00:01.000Z');
  });

  it('sort=stable orders every array by its identifier (export only)', async () => {
    const a = service();
    const id = await createSmall(a);
    const full = (await a.getWorkspace({ workspaceId: id, _export: true, sort: 'stable' })).result as {
      intents: { intent: string; examples: { text: string }[] }[];
      dialog_nodes: { dialog_node: string }[];
    };
    expect(full.intents.map((i) => i.intent)).toEqual(['bye', 'greet']);
    expect(full.dialog_nodes.map((n) => n.dialog_node)).toEqual(['else', 'greeting', 'welcome']);
    const e = await failure(a.getWorkspace({ workspaceId: id, sort: 'stable' }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0].path).toBe('.sort');
    expect((await failure(a.getWorkspace({ workspaceId: id, _export: true, sort: 'name' }))).status).toBe(400);
  });

  it('404 for an unknown workspace', async () => {
    const e = await failure(service().getWorkspace({ workspaceId: 'nope' }));
    expect(e.status).toBe(404);
    expect(e.result).toEqual({ error: 'Resource not found', code: 404, errors: [{ code: 'not_found', message: "Workspace 'nope' does not exist", path: '.workspace_id' }] });
  });

  it('reports a workspace that cannot compile as Failed with status_errors, without losing it', async () => {
    // A record written by an older, laxer version: stored, but the engine refuses to compile it.
    const store = new MemoryStore();
    const doc = { ...(smallWorkspace() as object), created: 't', updated: 't' } as unknown as WorkspaceDoc;
    (doc.intents as { intent: string }[])[0].intent = 'has space';
    store.commit({ putWorkspaces: [{ workspace_id: 'old', revision: 1, workspace: doc, synonym_audit: {}, customer_ids: [], labels: [] }] });
    const a = service({ store });
    const got = (await a.getWorkspace({ workspaceId: 'old' })).result as unknown as { status: string; status_errors: { message: string }[]; name: string };
    expect(got.name).toBe('demo');
    expect(got.status).toBe('Failed');
    expect(got.status_errors[0].message).toContain('has space');
    const e = await failure(a.message({ workspaceId: 'old', input: { text: 'hi' } }));
    expect(e.status).toBe(409);
    expect(e.message).toContain('is not available');
    // Still editable: fixing the intent makes it Available.
    await a.updateIntent({ workspaceId: 'old', intent: 'has space', newIntent: 'fixed' });
    expect(((await a.getWorkspace({ workspaceId: 'old' })).result as { status: string }).status).toBe('Available');
  });
});

describe('missing required parameters', () => {
  it('reject with the SDK message before any work', async () => {
    const a = service();
    const e = await failure(a.getWorkspace({} as never));
    expect(e.status).toBe(400);
    expect(e.message).toBe('Parameter validation errors:\n  Missing required parameters: workspaceId');
    const e2 = await failure(a.createSynonym({ workspaceId: '', entity: 'x' } as never));
    expect(e2.message).toBe('Parameter validation errors:\n  Missing required parameters: workspaceId, value, synonym');
    expect(e2.result.errors!.map((x) => x.path)).toEqual(['.workspaceId', '.value', '.synonym']);
  });

  it('the constructor requires a version like the SDK', () => {
    expect(() => new (service().constructor as new (o: unknown) => unknown)({})).toThrow('Missing required parameters: version');
  });
});

describe('listWorkspaces', () => {
  it('sorts by name and updated (with - to reverse) and walks pages to the end', async () => {
    const a = service();
    for (const name of ['delta', 'alpha', 'charlie', 'bravo', 'echo']) await a.createWorkspace({ name });
    const byName = await walk<{ name: string }>((cursor) => a.listWorkspaces({ sort: 'name', pageLimit: 2, cursor }), 'workspaces');
    expect(byName.items.map((w) => w.name)).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    expect(byName.pages).toBe(3);
    const reversed = await walk<{ name: string }>((cursor) => a.listWorkspaces({ sort: '-name', pageLimit: 3, cursor }), 'workspaces');
    expect(reversed.items.map((w) => w.name)).toEqual(['echo', 'delta', 'charlie', 'bravo', 'alpha']);
    const byUpdated = (await a.listWorkspaces({ sort: '-updated' })).result.workspaces.map((w) => w.name);
    expect(byUpdated).toEqual(['echo', 'bravo', 'charlie', 'alpha', 'delta']);
  });

  it('forms the pagination URLs as the service does', async () => {
    const a = service();
    for (const name of ['a', 'b', 'c']) await a.createWorkspace({ name });
    const first = (await a.listWorkspaces({ pageLimit: 2, sort: 'name', includeAudit: true })).result.pagination;
    expect(first.refresh_url).toBe('/v1/workspaces?version=2021-06-14&page_limit=2&sort=name&include_audit=true');
    expect(first.next_url).toBe(`/v1/workspaces?version=2021-06-14&page_limit=2&sort=name&include_audit=true&cursor=${first.next_cursor}`);
    expect(first.refresh_cursor).toBeUndefined();
    const second = (await a.listWorkspaces({ pageLimit: 2, sort: 'name', cursor: first.next_cursor })).result;
    expect(second.workspaces.map((w) => w.name)).toEqual(['c']);
    expect(second.pagination.refresh_cursor).toBe(first.next_cursor);
    expect(second.pagination.next_url).toBeUndefined();
    expect((await a.listWorkspaces({ includeCount: true })).result.pagination.total).toBe(3);
  });

  it('rejects a bad sort, page limit or cursor with 400 on the parameter', async () => {
    const a = service();
    expect((await failure(a.listWorkspaces({ sort: 'language' }))).result.errors![0].path).toBe('.sort');
    expect((await failure(a.listWorkspaces({ pageLimit: 0 }))).result.errors![0].path).toBe('.pageLimit');
    expect((await failure(a.listWorkspaces({ cursor: '!!' }))).result.errors![0].path).toBe('.cursor');
  });
});

describe('updateWorkspace', () => {
  it('replaces provided fields; append=false replaces whole content lists', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.updateWorkspace({ workspaceId: id, name: 'renamed', intents: [{ intent: 'only', examples: [{ text: 'x' }] }] });
    expect(r.status).toBe(200);
    expect(r.result).toMatchObject({ name: 'renamed' });
    const full = (await a.getWorkspace({ workspaceId: id, _export: true })).result as { intents: { intent: string }[]; entities: unknown[] };
    expect(full.intents.map((i) => i.intent)).toEqual(['only']);
    expect(full.entities).toHaveLength(2);
  });

  it('append=true adds new elements and keeps the existing ones', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.updateWorkspace({ workspaceId: id, append: true, intents: [{ intent: 'new_one' }], counterexamples: [{ text: 'nope' }] });
    const full = (await a.getWorkspace({ workspaceId: id, _export: true })).result as { intents: { intent: string }[]; counterexamples: unknown[] };
    expect(full.intents.map((i) => i.intent)).toEqual(['greet', 'bye', 'new_one']);
    expect(full.counterexamples).toHaveLength(2);
  });

  it('append=true with a colliding element fails with 409 and changes nothing', async () => {
    const a = service();
    const id = await createSmall(a);
    const before = await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true });
    const e = await failure(a.updateWorkspace({ workspaceId: id, append: true, name: 'changed', intents: [{ intent: 'greet' }] }));
    expect(e.status).toBe(409);
    expect(e.result.errors![0].path).toBe('.intents');
    expect(await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).toEqual(before);
  });

  it('keeps created (and updated when unchanged) for elements replaced by equal ones', async () => {
    const a = service();
    const id = await createSmall(a);
    const ws = smallWorkspace() as { intents: { intent: string }[] };
    await a.updateWorkspace({ workspaceId: id, intents: [ws.intents[0], { intent: 'bye', examples: [{ text: 'ciao' }] }] });
    const full = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result as {
      intents: { intent: string; created: string; updated: string }[];
    };
    expect(full.intents[0]).toMatchObject({ intent: 'greet', created: '2026-11-21T10:00:00.000Z', updated: '2026-11-21T10:00:00.000Z' });
    expect(full.intents[1]).toMatchObject({ intent: 'bye', created: '2026-11-21T10:00:00.000Z', updated: '2026-11-21T10:00:01.000Z' });
  });

  it('400 with paths for invalid content, 404 for an unknown workspace', async () => {
    const a = service();
    const id = await createSmall(a);
    const e = await failure(a.updateWorkspace({ workspaceId: id, dialogNodes: [{ dialog_node: 'a', parent: 'ghost' }] }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0].path).toBe('.dialog_nodes[0].parent');
    expect((await failure(a.updateWorkspace({ workspaceId: 'nope', name: 'x' }))).status).toBe(404);
  });

  it('messages see the change (the compiled engine is invalidated)', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.message({ workspaceId: id, input: { text: 'x' } })).result.output.text).toEqual(['Sorry?']);
    await a.updateDialogNode({ workspaceId: id, dialogNode: 'else', newOutput: { text: 'Pardon?' } });
    expect((await a.message({ workspaceId: id, input: { text: 'x' } })).result.output.text).toEqual(['Pardon?']);
  });
});

describe('deleteWorkspace', () => {
  it('deletes (200, {}) and then 404s', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.deleteWorkspace({ workspaceId: id });
    expect(r.status).toBe(200);
    expect(r.result).toEqual({});
    expect((await failure(a.getWorkspace({ workspaceId: id }))).status).toBe(404);
    expect((await failure(a.deleteWorkspace({ workspaceId: id }))).status).toBe(404);
  });
});

describe('the draft of a call (src/service/draft.ts)', () => {
  const record = () => ({
    workspace_id: 'w',
    revision: 1,
    workspace: smallWorkspace() as unknown as WorkspaceDoc,
    synonym_audit: { 'e\u0000v\u0000s': { created: 'c', updated: 'u' } },
    customer_ids: [],
    labels: [],
  });
  const ctx = { now: '2026-12-06T00:00:00.000Z', customerIds: [], version: '2021-06-14' };

  it("a read's view shares the record's synonym audit as it shares its content (no copy of one key per synonym)", () => {
    const stored = record();
    const view = new WorkspaceDraft(stored, ctx, false);
    expect(view.synonymAudit).toBe(stored.synonym_audit);
    expect(view.doc).toBe(stored.workspace);
  });

  it("a change's draft has its own audit: what the change writes there leaves the stored record as it was", () => {
    const stored = record();
    const draft = new WorkspaceDraft(stored, ctx);
    // (h105tax) Copy-on-write: the record's until the change takes its own (draft.ts' ownSynonymAudit).
    expect(draft.synonymAudit).toBe(stored.synonym_audit);
    const own = draft.ownSynonymAudit();
    expect(own).not.toBe(stored.synonym_audit);
    expect(own).toEqual(stored.synonym_audit);
    own['e\u0000v\u0000t'] = { created: 'x', updated: 'x' };
    delete own['e\u0000v\u0000s'];
    expect(draft.synonymAudit).toBe(own);
    expect(stored.synonym_audit).toEqual({ 'e\u0000v\u0000s': { created: 'c', updated: 'u' } });
  });

  it('a synonym read after a change of another keeps its own audit (reads and changes through the service)', async () => {
    const a = service();
    const id = (await a.createWorkspace({ name: 'w', entities: [{ entity: 'e', values: [{ value: 'v', synonyms: ['s'] }] }] })).result.workspace_id!;
    const before = (await a.getSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 's', includeAudit: true })).result;
    await a.createSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 't' });
    const after = (await a.getSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 's', includeAudit: true })).result;
    const added = (await a.getSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 't', includeAudit: true })).result;
    expect(after).toEqual(before);
    expect(added.created).not.toBe(before.created);
  });
});
