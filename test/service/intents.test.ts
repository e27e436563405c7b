import { describe, expect, it } from 'vitest';
import { createSmall, failure, service, walk } from './helpers.js';

describe('intents', () => {
  it('listIntents: element only by default, examples with export, audit with includeAudit', async () => {
    const a = service();
    const id = await createSmall(a);
    const plain = (await a.listIntents({ workspaceId: id })).result;
    expect(plain.intents).toEqual([{ intent: 'greet' }, { intent: 'bye', description: 'leaving' }]);
    expect(plain.pagination.refresh_url).toBe(`/v1/workspaces/${id}/intents?version=2021-06-14`);
    const full = (await a.listIntents({ workspaceId: id, _export: true, includeAudit: true })).result.intents;
    expect(full[0]).toEqual({
      intent: 'greet',
      examples: [
        { text: 'hello', created: '2026-11-21T10:00:00.000Z', updated: '2026-11-21T10:00:00.000Z' },
        { text: 'hi there', created: '2026-11-21T10:00:00.000Z', updated: '2026-11-21T10:00:00.000Z' },
      ],
      created: '2026-11-21T10:00:00.000Z',
      updated: '2026-11-21T10:00:00.000Z',
    });
  });

  it('listIntents: sort by intent/updated, reversed, pages walked to the end', async () => {
    const a = service();
    const id = await createSmall(a);
    for (const name of ['zeta', 'alpha', 'mid']) await a.createIntent({ workspaceId: id, intent: name });
    await a.updateIntent({ workspaceId: id, intent: 'greet', newDescription: 'touched' });
    const byName = await walk<{ intent: string }>((cursor) => a.listIntents({ workspaceId: id, sort: 'intent', pageLimit: 2, cursor }), 'intents');
    expect(byName.items.map((i) => i.intent)).toEqual(['alpha', 'bye', 'greet', 'mid', 'zeta']);
    expect(byName.pages).toBe(3);
    const byUpdated = await walk<{ intent: string }>((cursor) => a.listIntents({ workspaceId: id, sort: '-updated', pageLimit: 4, cursor }), 'intents');
    expect(byUpdated.items.map((i) => i.intent)).toEqual(['greet', 'mid', 'alpha', 'zeta', 'bye']);
    const e = await failure(a.listIntents({ workspaceId: id, sort: 'text' }));
    expect(e.status).toBe(400);
  });

  it('createIntent: 201, examples stored, 409 on duplicates, 404 on a missing workspace, 400 with body paths', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.createIntent({ workspaceId: id, intent: 'order', description: 'buy', examples: [{ text: 'I want pizza' }] });
    expect(r.status).toBe(201);
    expect(r.result).toEqual({ intent: 'order', description: 'buy', examples: [{ text: 'I want pizza' }] });
    expect((await failure(a.createIntent({ workspaceId: id, intent: 'order' }))).status).toBe(409);
    expect((await failure(a.createIntent({ workspaceId: 'missing', intent: 'order' }))).status).toBe(404);
    const bad = await failure(a.createIntent({ workspaceId: id, intent: 'sys-x', examples: [{ text: 'ok' }, { text: '  ' }] }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors!.map((x) => x.path)).toEqual(['.intent', '.examples[1].text']);
  });

  it('getIntent: element, export, audit, 404', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.getIntent({ workspaceId: id, intent: 'bye' })).result).toEqual({ intent: 'bye', description: 'leaving' });
    expect((await a.getIntent({ workspaceId: id, intent: 'bye', _export: true })).result.examples).toHaveLength(2);
    expect((await a.getIntent({ workspaceId: id, intent: 'bye', includeAudit: true })).result.created).toBe('2026-11-21T10:00:00.000Z');
    const e = await failure(a.getIntent({ workspaceId: id, intent: 'nope' }));
    expect(e.status).toBe(404);
    expect(e.message).toBe("Intent 'nope' does not exist");
  });

  it('updateIntent: rename, description, examples replaced (append=false) or added (append=true)', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.updateIntent({ workspaceId: id, intent: 'greet', newIntent: 'hello', newDescription: 'greetings' });
    expect(r.status).toBe(200);
    expect(r.result).toMatchObject({ intent: 'hello', description: 'greetings' });
    expect((await failure(a.getIntent({ workspaceId: id, intent: 'greet' }))).status).toBe(404);
    await a.updateIntent({ workspaceId: id, intent: 'hello', newExamples: [{ text: 'hey' }] });
    expect((await a.listExamples({ workspaceId: id, intent: 'hello' })).result.examples).toEqual([{ text: 'hey' }]);
    await a.updateIntent({ workspaceId: id, intent: 'hello', newExamples: [{ text: 'yo' }], append: true });
    expect((await a.listExamples({ workspaceId: id, intent: 'hello' })).result.examples).toEqual([{ text: 'hey' }, { text: 'yo' }]);
  });

  it('updateIntent: append collision and rename collision are 409 and change nothing', async () => {
    const a = service();
    const id = await createSmall(a);
    const before = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;
    const e = await failure(a.updateIntent({ workspaceId: id, intent: 'greet', newExamples: [{ text: 'hello' }], append: true, newDescription: 'x' }));
    expect(e.status).toBe(409);
    expect((await failure(a.updateIntent({ workspaceId: id, intent: 'greet', newIntent: 'bye' }))).status).toBe(409);
    const bad = await failure(a.updateIntent({ workspaceId: id, intent: 'greet', newExamples: [{ text: 'a\nb' }] }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toBe('.examples[0].text');
    expect((await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(before);
  });

  it('deleteIntent: 200 {}, then 404', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.deleteIntent({ workspaceId: id, intent: 'bye' })).result).toEqual({});
    expect((await failure(a.deleteIntent({ workspaceId: id, intent: 'bye' }))).status).toBe(404);
    expect((await a.listIntents({ workspaceId: id })).result.intents.map((i) => i.intent)).toEqual(['greet']);
  });
});

describe('examples', () => {
  it('list with sort and pagination walked to the end', async () => {
    const a = service();
    const id = await createSmall(a);
    for (const text of ['yo', 'good day', 'hey']) await a.createExample({ workspaceId: id, intent: 'greet', text });
    const sorted = await walk<{ text: string }>((cursor) => a.listExamples({ workspaceId: id, intent: 'greet', sort: 'text', pageLimit: 2, cursor }), 'examples');
    expect(sorted.items.map((e) => e.text)).toEqual(['good day', 'hello', 'hey', 'hi there', 'yo']);
    const recent = (await a.listExamples({ workspaceId: id, intent: 'greet', sort: '-updated', pageLimit: 1, includeAudit: true })).result;
    expect(recent.examples).toEqual([{ text: 'hey', created: '2026-11-21T10:00:03.000Z', updated: '2026-11-21T10:00:03.000Z' }]);
    expect(recent.pagination.next_url).toContain(`/v1/workspaces/${id}/intents/greet/examples?version=2021-06-14&page_limit=1&sort=-updated&include_audit=true&cursor=`);
  });

  it('create: 201, mentions kept, 409 duplicate, 404 missing intent, 400 with path', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.createExample({ workspaceId: id, intent: 'greet', text: 'hello Boston', mentions: [{ entity: 'city', location: [6, 12] }] });
    expect(r.status).toBe(201);
    expect(r.result).toEqual({ text: 'hello Boston', mentions: [{ entity: 'city', location: [6, 12] }] });
    expect((await failure(a.createExample({ workspaceId: id, intent: 'greet', text: 'hello' }))).status).toBe(409);
    const missing = await failure(a.createExample({ workspaceId: id, intent: 'nope', text: 'x' }));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe("Intent 'nope' does not exist");
    const bad = await failure(a.createExample({ workspaceId: id, intent: 'greet', text: 'tab\there' }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toBe('.text');
  });

  it('get, update (text and mentions), delete', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.getExample({ workspaceId: id, intent: 'greet', text: 'hello', includeAudit: true })).result).toEqual({
      text: 'hello',
      created: '2026-11-21T10:00:00.000Z',
      updated: '2026-11-21T10:00:00.000Z',
    });
    const u = await a.updateExample({ workspaceId: id, intent: 'greet', text: 'hello', newText: 'hello Paris', newMentions: [{ entity: 'city', location: [6, 11] }] });
    expect(u.result).toEqual({ text: 'hello Paris', mentions: [{ entity: 'city', location: [6, 11] }] });
    expect((await failure(a.updateExample({ workspaceId: id, intent: 'greet', text: 'hello Paris', newText: 'hi there' }))).status).toBe(409);
    expect((await failure(a.getExample({ workspaceId: id, intent: 'greet', text: 'hello' }))).status).toBe(404);
    expect((await a.deleteExample({ workspaceId: id, intent: 'greet', text: 'hello Paris' })).status).toBe(200);
    expect((await failure(a.deleteExample({ workspaceId: id, intent: 'greet', text: 'hello Paris' }))).status).toBe(404);
  });
});

describe('counterexamples', () => {
  it('list (sort, pages), create (201/409/400), get (audit), update (rename/409), delete (404 after)', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.createCounterexample({ workspaceId: id, text: 'buy a car' })).status).toBe(201);
    await a.createCounterexample({ workspaceId: id, text: 'are you a robot' });
    const all = await walk<{ text: string }>((cursor) => a.listCounterexamples({ workspaceId: id, sort: '-text', pageLimit: 2, cursor }), 'counterexamples');
    expect(all.items.map((c) => c.text)).toEqual(['what is the weather', 'buy a car', 'are you a robot']);
    expect((await failure(a.createCounterexample({ workspaceId: id, text: 'buy a car' }))).status).toBe(409);
    const bad = await failure(a.createCounterexample({ workspaceId: id, text: '   ' }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toBe('.text');
    expect((await a.getCounterexample({ workspaceId: id, text: 'buy a car', includeAudit: true })).result).toEqual({
      text: 'buy a car',
      created: '2026-11-21T10:00:01.000Z',
      updated: '2026-11-21T10:00:01.000Z',
    });
    expect((await a.updateCounterexample({ workspaceId: id, text: 'buy a car', newText: 'buy a boat' })).result).toEqual({ text: 'buy a boat' });
    expect((await failure(a.updateCounterexample({ workspaceId: id, text: 'buy a boat', newText: 'are you a robot' }))).status).toBe(409);
    expect((await a.deleteCounterexample({ workspaceId: id, text: 'buy a boat' })).result).toEqual({});
    expect((await failure(a.getCounterexample({ workspaceId: id, text: 'buy a boat' }))).status).toBe(404);
  });
});
