/**
 * The element calls count the workspace's synonyms and patterns (hred30; hred29's Left). A workspace grown past
 * MAX_WORKSPACE_SYNONYMS one create_synonym, create_value, update_value, create_entity or update_entity at a time was
 * accepted call by call and failed only at compile (the workspace Failed, every message a 409). Now the call that takes
 * it past the bound is refused as a body past it is (400 `max_items` at the call's list, the message naming the bound),
 * and the workspace is left as it was.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/service/index.js';
import { MAX_WORKSPACE_SYNONYMS, synonymCount } from '../../src/model/validate/entities.js';
import { parleyRejectionOf } from './guard.js';

/** 100 entities of one value, `total` synonyms between them (the first holding what does not divide), so each call copies one small entity. */
const filled = (total: number) =>
  Array.from({ length: 100 }, (_, e) => {
    const n = e === 0 ? total - 99 * Math.floor(total / 100) : Math.floor(total / 100);
    return { entity: `e${e}`, values: [{ value: 'v', synonyms: Array.from({ length: n }, (_, i) => `s${e}x${i}`) }] };
  });

const past = (count: number) => `a workspace holds at most ${MAX_WORKSPACE_SYNONYMS} entity synonyms and patterns; this call takes it to ${count}`;

async function exported(a: AssistantV1, workspaceId: string): Promise<string> {
  return JSON.stringify((await a.getWorkspace({ workspaceId, _export: true, includeAudit: true })).result);
}

describe('element calls past the workspace synonym bound (hred30)', () => {
  let a: AssistantV1;
  let id: string;
  beforeAll(async () => {
    a = new AssistantV1({ version: '2021-06-14' });
    const { result } = await a.createWorkspace({ name: 'w', entities: filled(MAX_WORKSPACE_SYNONYMS - 2) });
    id = result.workspace_id!;
  }, 60_000);

  it('each element call that crosses the bound: 400 max_items at its list, the workspace unchanged', async () => {
    expect((await a.createSynonym({ workspaceId: id, entity: 'e0', value: 'v', synonym: 'one more' })).status).toBe(201);
    const before = await exported(a, id);
    const crossing: [() => Promise<unknown>, string, number][] = [
      [() => a.createValue({ workspaceId: id, entity: 'e1', value: 'w', synonyms: ['a', 'b'] }), '.synonyms', MAX_WORKSPACE_SYNONYMS + 1],
      [() => a.createValue({ workspaceId: id, entity: 'e1', value: 'p', patterns: ['x\\d', 'y\\d'] }), '.patterns', MAX_WORKSPACE_SYNONYMS + 1],
      [() => a.updateValue({ workspaceId: id, entity: 'e1', value: 'v', newSynonyms: ['a', 'b'], append: true }), '.synonyms', MAX_WORKSPACE_SYNONYMS + 1],
      [() => a.createEntity({ workspaceId: id, entity: 'f', values: [{ value: 'v', synonyms: ['a', 'b'] }] }), '.values', MAX_WORKSPACE_SYNONYMS + 1],
      [() => a.updateEntity({ workspaceId: id, entity: 'e1', newValues: [{ value: 'w', synonyms: ['a', 'b'] }], append: true }), '.values', MAX_WORKSPACE_SYNONYMS + 1],
    ];
    for (const [call, path, count] of crossing) {
      const e = await parleyRejectionOf(call());
      expect(e.status).toBe(400);
      expect(e.errors).toEqual([{ code: 'max_items', message: past(count), path }]);
      expect(await exported(a, id)).toBe(before);
    }
    expect((await a.createSynonym({ workspaceId: id, entity: 'e0', value: 'v', synonym: 'two more' })).status).toBe(201);
    const full = await exported(a, id);
    const e = await parleyRejectionOf(a.createSynonym({ workspaceId: id, entity: 'e0', value: 'v', synonym: 'three more' }));
    expect(e.errors).toEqual([{ code: 'max_items', message: past(MAX_WORKSPACE_SYNONYMS + 1), path: '.synonym' }]);
    expect(await exported(a, id)).toBe(full);
    // What held: at the bound, renaming a synonym or replacing a value's list by one no longer is accepted.
    expect((await a.updateSynonym({ workspaceId: id, entity: 'e0', value: 'v', synonym: 'two more', newSynonym: 'two' })).status).toBe(200);
    const same = Array.from({ length: Math.floor((MAX_WORKSPACE_SYNONYMS - 2) / 100) }, (_, i) => `r${i}`);
    expect((await a.updateValue({ workspaceId: id, entity: 'e2', value: 'v', newSynonyms: same })).status).toBe(200);
    await a.deleteSynonym({ workspaceId: id, entity: 'e0', value: 'v', synonym: 'two' });
    await a.deleteSynonym({ workspaceId: id, entity: 'e0', value: 'v', synonym: 'one more' });
  }, 60_000);

  it('any sequence of calls: accepted while within the bound, refused with no state change past it', async () => {
    // The model's count: the first test left the workspace two under the bound.
    let count = MAX_WORKSPACE_SYNONYMS - 2;
    expect(synonymCount(JSON.parse(await exported(a, id)).entities)).toBe(count);
    let serial = 0;
    const fresh = (n: number) => Array.from({ length: n }, () => `n${serial++}`);
    type Call = { kind: 'synonym' | 'value' | 'append' | 'entity' | 'delete'; n: number; at: number };
    const call = fc.record({
      kind: fc.constantFrom<Call['kind']>('synonym', 'value', 'append', 'entity', 'delete'),
      n: fc.integer({ min: 1, max: 3 }),
      at: fc.integer({ min: 0, max: 99 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 5 }), async (calls) => {
        for (const c of calls) {
          const entity = `e${c.at}`;
          if (c.kind === 'delete') {
            const { result } = await a.listSynonyms({ workspaceId: id, entity, value: 'v', pageLimit: 1 });
            const first = result.synonyms[0]?.synonym;
            if (first !== undefined) {
              await a.deleteSynonym({ workspaceId: id, entity, value: 'v', synonym: first });
              count -= 1;
            }
            continue;
          }
          const added = c.kind === 'synonym' ? 1 : c.n;
          const names = fresh(added);
          const before = count + added > MAX_WORKSPACE_SYNONYMS ? await exported(a, id) : '';
          const attempt =
            c.kind === 'synonym' ? a.createSynonym({ workspaceId: id, entity, value: 'v', synonym: names[0] })
            : c.kind === 'value' ? a.createValue({ workspaceId: id, entity, value: `val-${names[0]}`, synonyms: names })
            : c.kind === 'append' ? a.updateValue({ workspaceId: id, entity, value: 'v', newSynonyms: names, append: true })
            : a.createEntity({ workspaceId: id, entity: `ent-${names[0]}`, values: [{ value: 'v', synonyms: names }] });
          if (count + added <= MAX_WORKSPACE_SYNONYMS) {
            await attempt;
            count += added;
          } else {
            const e = await parleyRejectionOf(attempt);
            expect(e.status).toBe(400);
            expect(e.errors[0]).toMatchObject({ code: 'max_items', message: past(count + added) });
            expect(await exported(a, id)).toBe(before);
          }
        }
      }),
      { numRuns: 4 },
    );
    const stored = JSON.parse(await exported(a, id)).entities;
    expect(synonymCount(stored)).toBe(count);
  }, 240_000);
});
