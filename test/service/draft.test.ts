/**
 * The draft of a call shares the stored record's synonym audit read-only (issue 18, h105tax): a read's view and a change
 * that touches no synonym copy nothing, and a change writes into its own copy, taken at its first write
 * (`ownSynonymAudit`). The stored audit is frozen here, so any write to the shared copy would throw.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStore, type WorkspaceDoc } from '../../src/service/index.js';
import { WorkspaceDraft } from '../../src/service/draft.js';
import { synonymKey, type SynonymAudit, type WorkspaceRecord } from '../../src/service/store/types.js';
import { service, smallWorkspace } from './helpers.js';

const ctx = { now: '2026-12-06T00:00:00.000Z', customerIds: ['ann'], version: '2021-06-14' };
const S = synonymKey('e', 'v', 's');

function frozenRecord(): WorkspaceRecord {
  const synonym_audit: SynonymAudit = Object.freeze({ [S]: Object.freeze({ created: 'c', updated: 'u' }) });
  return { workspace_id: 'w', revision: 1, workspace: smallWorkspace() as unknown as WorkspaceDoc, synonym_audit, customer_ids: [], labels: [] };
}

/** Freezes a stored record's synonym audit and every entry in it (a write to either then throws: modules are strict). */
function freezeAudit(record: WorkspaceRecord): SynonymAudit {
  for (const audit of Object.values(record.synonym_audit)) Object.freeze(audit);
  return Object.freeze(record.synonym_audit);
}

describe("a draft's synonym audit: the record's, read-only, until the call takes its own", () => {
  it('is typed read-only: a caller cannot write the shared copy', () => {
    const view = new WorkspaceDraft(frozenRecord(), ctx, false);
    // @ts-expect-error the shared audit's keys are read-only
    expect(() => { view.synonymAudit[S] = { created: 'x' }; }).toThrow(TypeError);
    // @ts-expect-error so are an entry's fields
    expect(() => { view.synonymAudit[S].updated = 'x'; }).toThrow(TypeError);
    const record: WorkspaceRecord = Object.freeze(view.original);
    // @ts-expect-error and the record's field itself (review h105rev 13): the stored record is replaced whole
    expect(() => { record.synonym_audit = {}; }).toThrow(TypeError);
  });

  it("a read's view and a change that touches no synonym copy nothing; finish() hands the record's on", () => {
    const stored = frozenRecord();
    const view = new WorkspaceDraft(stored, ctx, false);
    expect(view.synonymAudit).toBe(stored.synonym_audit);
    const change = new WorkspaceDraft(stored, ctx);
    change.label(['intent', 'greet']);
    expect(change.finish().synonym_audit).toBe(stored.synonym_audit);
  });

  it('a write, even through a read view, goes to the call\'s own copy and leaves the frozen record as it was', () => {
    const stored = frozenRecord();
    for (const draft of [new WorkspaceDraft(stored, ctx, false), new WorkspaceDraft(stored, ctx)]) {
      const own = draft.ownSynonymAudit();
      expect(own).not.toBe(stored.synonym_audit);
      expect(draft.ownSynonymAudit()).toBe(own);
      own[synonymKey('e', 'v', 't')] = { created: 'x', updated: 'x' };
      draft.renameSynonymAudit(['e'], 'f');
      expect(Object.keys(draft.synonymAudit).sort()).toEqual([synonymKey('f', 'v', 's'), synonymKey('f', 'v', 't')].sort());
      expect(draft.finish().synonym_audit).toBe(own);
    }
    expect(stored.synonym_audit).toEqual({ [S]: { created: 'c', updated: 'u' } });
  });

  it('every change of synonyms through the service writes its own copy: the stored audit, frozen, is never written', async () => {
    const store = new MemoryStore();
    const a = service({ store });
    const label = { 'X-Watson-Metadata': 'customer_id=ann' };
    const id = (await a.createWorkspace({ name: 'w', entities: [{ entity: 'e', values: [{ value: 'v', synonyms: ['s', 't'] }] }] })).result.workspace_id!;
    const freeze = () => freezeAudit(store.getWorkspace(id)!);
    const calls = [
      () => a.listSynonyms({ workspaceId: id, entity: 'e', value: 'v', includeAudit: true }),
      () => a.createSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 'u' }),
      () => a.updateSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 'u', newSynonym: 'w' }),
      () => a.deleteSynonym({ workspaceId: id, entity: 'e', value: 'v', synonym: 'w' }),
      () => a.updateValue({ workspaceId: id, entity: 'e', value: 'v', newValue: 'v2' }),
      () => a.createValue({ workspaceId: id, entity: 'e', value: 'x', synonyms: ['y'] }),
      () => a.updateEntity({ workspaceId: id, entity: 'e', newEntity: 'e2' }),
      () => a.createEntity({ workspaceId: id, entity: 'g', values: [{ value: 'h', synonyms: ['i'] }] }),
      () => a.updateWorkspace({ workspaceId: id, entities: [{ entity: 'e2', values: [{ value: 'v2', synonyms: ['s', 'z'] }] }] }),
      () => a.updateWorkspace({ workspaceId: id, description: 'no synonym touched' }),
      () => a.createSynonym({ workspaceId: id, entity: 'e2', value: 'v2', synonym: 'k', headers: label }),
      () => a.deleteUserData({ customerId: 'ann' }),
    ];
    for (const call of calls) {
      const before = freeze();
      const copy = structuredClone(before);
      await call();
      expect(before).toEqual(copy);
    }
    const after = store.getWorkspace(id)!.synonym_audit;
    expect(after[synonymKey('e2', 'v2', 'z')]).toBeDefined();
    expect(after[synonymKey('e2', 'v2', 'k')]).toBeUndefined();
  });
});
