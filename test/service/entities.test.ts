import { describe, expect, it } from 'vitest';
import { createSmall, failure, service, walk } from './helpers.js';

describe('entities', () => {
  it('list: element only, values with export, sort, pages walked', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createEntity({ workspaceId: id, entity: 'animal', values: [{ value: 'cat' }] });
    const plain = (await a.listEntities({ workspaceId: id })).result.entities;
    expect(plain).toEqual([{ entity: 'city' }, { entity: 'sys-number' }, { entity: 'animal' }]);
    const sorted = await walk<{ entity: string; values?: unknown[] }>(
      (cursor) => a.listEntities({ workspaceId: id, _export: true, sort: 'entity', pageLimit: 2, cursor }),
      'entities',
    );
    expect(sorted.items.map((e) => e.entity)).toEqual(['animal', 'city', 'sys-number']);
    expect(sorted.items[0].values).toEqual([{ value: 'cat', type: 'synonyms' }]);
    const recent = (await a.listEntities({ workspaceId: id, sort: '-updated', pageLimit: 1 })).result.entities;
    expect(recent).toEqual([{ entity: 'animal' }]);
  });

  it('create: 201 with values (type defaults to synonyms), 409 duplicate, 400 with paths', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.createEntity({ workspaceId: id, entity: 'color', fuzzyMatch: true, metadata: { k: 1 }, values: [{ value: 'red', synonyms: ['crimson'] }, { value: 'hex', patterns: ['#[0-9a-f]{6}'] }] });
    expect(r.status).toBe(201);
    expect(r.result).toEqual({
      entity: 'color',
      metadata: { k: 1 },
      fuzzy_match: true,
      values: [
        { value: 'red', type: 'synonyms', synonyms: ['crimson'] },
        { value: 'hex', type: 'patterns', patterns: ['#[0-9a-f]{6}'] },
      ],
    });
    expect((await failure(a.createEntity({ workspaceId: id, entity: 'color' }))).status).toBe(409);
    const bad = await failure(a.createEntity({ workspaceId: id, entity: 'bad name', values: [{ value: 'x', synonyms: ['a\tb'] }] }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors!.map((e) => e.path)).toEqual(['.entity', '.values[0].synonyms[0]']);
  });

  it('a sys- name enables that system entity (other content ignored); deleting it disables it', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.createEntity({ workspaceId: id, entity: 'sys-date', description: 'ignored', values: [{ value: 'x' }] });
    expect(r.result).toEqual({ entity: 'sys-date', values: [] });
    const e = await failure(a.createEntity({ workspaceId: id, entity: 'sys-unknown' }));
    expect(e.status).toBe(400);
    expect(e.result.errors![0]).toMatchObject({ code: 'reserved_prefix', path: '.entity' });
    await a.deleteEntity({ workspaceId: id, entity: 'sys-date' });
    expect((await a.listEntities({ workspaceId: id })).result.entities.map((x) => x.entity)).toEqual(['city', 'sys-number']);
  });

  it('get: element, export, audit, 404', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.getEntity({ workspaceId: id, entity: 'city' })).result).toEqual({ entity: 'city' });
    expect((await a.getEntity({ workspaceId: id, entity: 'city', _export: true })).result.values).toEqual([
      { value: 'Boston', type: 'synonyms', synonyms: ['beantown'] },
      { value: 'Paris', type: 'synonyms', synonyms: [] },
    ]);
    expect((await a.getEntity({ workspaceId: id, entity: 'city', includeAudit: true })).result.updated).toBe('2026-11-21T10:00:00.000Z');
    expect((await failure(a.getEntity({ workspaceId: id, entity: 'nope' }))).status).toBe(404);
  });

  it('update: rename carries mentions along; values replaced or appended; 409 on collisions', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createExample({ workspaceId: id, intent: 'greet', text: 'hello Boston', mentions: [{ entity: 'city', location: [6, 12] }] });
    const r = await a.updateEntity({ workspaceId: id, entity: 'city', newEntity: 'town', newDescription: 'places', newFuzzyMatch: false });
    expect(r.result).toMatchObject({ entity: 'town', description: 'places', fuzzy_match: false });
    expect((await a.getExample({ workspaceId: id, intent: 'greet', text: 'hello Boston' })).result.mentions).toEqual([{ entity: 'town', location: [6, 12] }]);
    expect((await a.listMentions({ workspaceId: id, entity: 'town' })).result.examples).toEqual([{ text: 'hello Boston', intent: 'greet', location: [6, 12] }]);
    await a.updateEntity({ workspaceId: id, entity: 'town', newValues: [{ value: 'Rome' }], append: true });
    expect((await a.listValues({ workspaceId: id, entity: 'town' })).result.values.map((v) => v.value)).toEqual(['Boston', 'Paris', 'Rome']);
    await a.updateEntity({ workspaceId: id, entity: 'town', newValues: [{ value: 'Oslo' }] });
    expect((await a.listValues({ workspaceId: id, entity: 'town' })).result.values.map((v) => v.value)).toEqual(['Oslo']);
    expect((await failure(a.updateEntity({ workspaceId: id, entity: 'town', newValues: [{ value: 'Oslo' }], append: true }))).status).toBe(409);
    expect((await failure(a.updateEntity({ workspaceId: id, entity: 'town', newEntity: 'sys-number' }))).status).toBe(400);
    await a.createEntity({ workspaceId: id, entity: 'other' });
    expect((await failure(a.updateEntity({ workspaceId: id, entity: 'town', newEntity: 'other' }))).status).toBe(409);
  });

  it('delete: removes the entity and the mentions of it', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createExample({ workspaceId: id, intent: 'greet', text: 'hello Boston', mentions: [{ entity: 'city', location: [6, 12] }] });
    expect((await a.deleteEntity({ workspaceId: id, entity: 'city' })).result).toEqual({});
    expect((await a.getExample({ workspaceId: id, intent: 'greet', text: 'hello Boston' })).result.mentions).toEqual([]);
    expect((await failure(a.deleteEntity({ workspaceId: id, entity: 'city' }))).status).toBe(404);
  });

  it('listMentions: every example mention of the entity; 404 for an unknown entity', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createExample({ workspaceId: id, intent: 'greet', text: 'hi Paris', mentions: [{ entity: 'city', location: [3, 8] }] });
    await a.createExample({ workspaceId: id, intent: 'bye', text: 'bye Boston', mentions: [{ entity: 'city', location: [4, 10] }] });
    const r = await a.listMentions({ workspaceId: id, entity: 'city' });
    expect(r.result).toEqual({
      examples: [
        { text: 'hi Paris', intent: 'greet', location: [3, 8] },
        { text: 'bye Boston', intent: 'bye', location: [4, 10] },
      ],
      pagination: { refresh_url: `/v1/workspaces/${id}/entities/city/mentions?version=2021-06-14` },
    });
    expect((await failure(a.listMentions({ workspaceId: id, entity: 'ghost' }))).status).toBe(404);
  });
});

describe('values', () => {
  it('list: synonyms only with export; sort; pages walked', async () => {
    const a = service();
    const id = await createSmall(a);
    await a.createValue({ workspaceId: id, entity: 'city', value: 'Austin' });
    expect((await a.listValues({ workspaceId: id, entity: 'city' })).result.values[0]).toEqual({ value: 'Boston', type: 'synonyms' });
    const sorted = await walk<{ value: string; synonyms?: string[] }>(
      (cursor) => a.listValues({ workspaceId: id, entity: 'city', _export: true, sort: '-value', pageLimit: 2, cursor }),
      'values',
    );
    expect(sorted.items.map((v) => v.value)).toEqual(['Paris', 'Boston', 'Austin']);
    expect(sorted.items[1].synonyms).toEqual(['beantown']);
    expect((await a.listValues({ workspaceId: id, entity: 'city', sort: '-updated', pageLimit: 1 })).result.values[0].value).toBe('Austin');
  });

  it('create: 201, 409 duplicate, 404 missing entity, 400 synonyms and patterns together', async () => {
    const a = service();
    const id = await createSmall(a);
    const r = await a.createValue({ workspaceId: id, entity: 'city', value: 'Zip', type: 'patterns', patterns: ['\\d{5}'] });
    expect(r.status).toBe(201);
    expect(r.result).toEqual({ value: 'Zip', type: 'patterns', patterns: ['\\d{5}'] });
    expect((await failure(a.createValue({ workspaceId: id, entity: 'city', value: 'Zip' }))).status).toBe(409);
    expect((await failure(a.createValue({ workspaceId: id, entity: 'nope', value: 'x' }))).status).toBe(404);
    const bad = await failure(a.createValue({ workspaceId: id, entity: 'city', value: 'Both', synonyms: ['a'], patterns: ['b'] }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toMatch(/^\.(synonyms|patterns|type)?$/);
  });

  it('get: export and audit; update: rename, type switch, synonyms appended or replaced; delete', async () => {
    const a = service();
    const id = await createSmall(a);
    expect((await a.getValue({ workspaceId: id, entity: 'city', value: 'Boston', _export: true, includeAudit: true })).result).toEqual({
      value: 'Boston',
      type: 'synonyms',
      synonyms: ['beantown'],
      created: '2026-11-21T10:00:00.000Z',
      updated: '2026-11-21T10:00:00.000Z',
    });
    await a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston', newValue: 'Boston MA', newSynonyms: ['bos'], append: true });
    expect((await a.getValue({ workspaceId: id, entity: 'city', value: 'Boston MA', _export: true })).result.synonyms).toEqual(['beantown', 'bos']);
    await a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston MA', newSynonyms: ['hub'] });
    expect((await a.listSynonyms({ workspaceId: id, entity: 'city', value: 'Boston MA' })).result.synonyms).toEqual([{ synonym: 'hub' }]);
    expect((await failure(a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston MA', newSynonyms: ['hub'], append: true }))).status).toBe(409);
    const switched = await a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston MA', newType: 'patterns', newPatterns: ['bos(ton)?'] });
    expect(switched.result).toEqual({ value: 'Boston MA', type: 'patterns', patterns: ['bos(ton)?'] });
    expect((await failure(a.updateValue({ workspaceId: id, entity: 'city', value: 'Boston MA', newValue: 'Paris' }))).status).toBe(409);
    expect((await a.deleteValue({ workspaceId: id, entity: 'city', value: 'Boston MA' })).result).toEqual({});
    expect((await failure(a.getValue({ workspaceId: id, entity: 'city', value: 'Boston MA' }))).status).toBe(404);
  });
});

describe('synonyms', () => {
  it('list with sort and pages; create 201/409/404/400; get with audit; update rename; delete', async () => {
    const a = service();
    const id = await createSmall(a);
    const made = await a.createSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'bos', includeAudit: true });
    expect(made.status).toBe(201);
    expect(made.result).toEqual({ synonym: 'bos', created: '2026-11-21T10:00:01.000Z', updated: '2026-11-21T10:00:01.000Z' });
    await a.createSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'athens of america' });
    const all = await walk<{ synonym: string }>(
      (cursor) => a.listSynonyms({ workspaceId: id, entity: 'city', value: 'Boston', sort: 'synonym', pageLimit: 2, cursor }),
      'synonyms',
    );
    expect(all.items.map((s) => s.synonym)).toEqual(['athens of america', 'beantown', 'bos']);
    const recent = (await a.listSynonyms({ workspaceId: id, entity: 'city', value: 'Boston', sort: '-updated', includeAudit: true })).result.synonyms;
    expect(recent.map((s) => s.synonym)).toEqual(['athens of america', 'bos', 'beantown']);
    expect(recent[2].created).toBe('2026-11-21T10:00:00.000Z');
    expect((await failure(a.createSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'bos' }))).status).toBe(409);
    expect((await failure(a.createSynonym({ workspaceId: id, entity: 'city', value: 'Nowhere', synonym: 'x' }))).status).toBe(404);
    const bad = await failure(a.createSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'new\nline' }));
    expect(bad.status).toBe(400);
    expect(bad.result.errors![0].path).toBe('.synonym');
    expect((await a.getSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'beantown' })).result).toEqual({ synonym: 'beantown' });
    const renamed = await a.updateSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'bos', newSynonym: 'BOS', includeAudit: true });
    expect(renamed.result).toEqual({ synonym: 'BOS', created: '2026-11-21T10:00:01.000Z', updated: '2026-11-21T10:00:10.000Z' }); // the clock ticks once per call
    expect((await failure(a.updateSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'BOS', newSynonym: 'beantown' }))).status).toBe(409);
    expect((await a.deleteSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'BOS' })).result).toEqual({});
    expect((await failure(a.getSynonym({ workspaceId: id, entity: 'city', value: 'Boston', synonym: 'BOS' }))).status).toBe(404);
  });
});
