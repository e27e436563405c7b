/**
 * A workspace's entity synonyms and patterns are bounded (round hred29). Within the 10 MiB body bound a workspace held
 * 900,000 short synonyms, whose fuzzy index took 1.2 GB of heap at the first message, and a few such workspaces ran the
 * server out of memory. parley's bound, 100,000 synonyms a workspace (a [GAP] choice, docs/behaviour/limits.md), holds: past it a 400
 * `max_items` at the list that passes it, on create and update, and at compile for a workspace built element by element.
 */
import { describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/service/index.js';
import { compileWorkspace } from '../../src/engine/index.js';
import { MAX_WORKSPACE_SYNONYMS } from '../../src/model/validate/entities.js';
import { parleyRejectionOf } from './guard.js';

const values = (entity: number, n: number) =>
  Array.from({ length: n / 1000 }, (_, j) => ({ value: `v${entity}-${j}`, synonyms: Array.from({ length: 1000 }, (_, i) => `s${entity}x${j}x${i}`) }));

const MESSAGE = `a workspace holds at most ${MAX_WORKSPACE_SYNONYMS} entity synonyms and patterns; this list takes them past it`;

describe('a workspace past 100,000 entity synonyms and patterns (hred29)', () => {
  it('100,000 synonyms and one pattern more: 400 max_items at the pattern list', async () => {
    expect(MAX_WORKSPACE_SYNONYMS).toBe(100_000);
    const a = new AssistantV1({ version: '2021-06-14' });
    const entities = [
      { entity: 'e', values: values(0, 100_000) },
      { entity: 'p', values: [{ value: 'code', type: 'patterns' as const, patterns: ['[A-Z]{3}\\d{4}'] }] },
    ];
    const e = await parleyRejectionOf(a.createWorkspace({ name: 'w', entities }));
    expect(e.status).toBe(400);
    expect(e.errors).toEqual([{ code: 'max_items', message: MESSAGE, path: '.entities[1].values[0].patterns' }]);
  });

  it('an update that appends past the bound is refused the same way', async () => {
    const a = new AssistantV1({ version: '2021-06-14' });
    const { result } = await a.createWorkspace({ name: 'w', entities: [{ entity: 'e', values: values(0, 60_000) }] });
    const e = await parleyRejectionOf(a.updateWorkspace({ workspaceId: result.workspace_id!, entities: [{ entity: 'f', values: values(1, 60_000) }], append: true }));
    expect(e.status).toBe(400);
    expect(e.errors[0]).toMatchObject({ code: 'max_items', message: MESSAGE });
  });

  it('the compile refuses it too (a workspace grown element by element)', () => {
    const workspace = { name: 'w', language: 'en', entities: [{ entity: 'e', values: values(0, 101_000) }], intents: [], dialog_nodes: [] };
    expect(() => compileWorkspace(workspace)).toThrow(expect.objectContaining({ status: 400, errors: [{ code: 'max_items', message: MESSAGE, path: '.entities[0].values[100].synonyms' }] }));
  });

  it('what held: exactly 100,000 is created', async () => {
    const a = new AssistantV1({ version: '2021-06-14' });
    const { status } = await a.createWorkspace({ name: 'w', entities: [{ entity: 'e', values: values(0, 100_000) }] });
    expect(status).toBe(201);
  });
});
