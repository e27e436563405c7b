import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssistantV1, MemoryStore } from '../../src/index.js';
import type { Log } from '../../src/model/index.js';
import { compareLogs } from '../../src/service/store/memory.js';
import type { LogRecord } from '../../src/service/store/types.js';

function logAt(id: string, request_timestamp: string): Log {
  return {
    request: { input: { text: id } },
    response: { input: { text: id }, intents: [], entities: [], output: { text: [] }, context: {} } as unknown as Log['response'],
    log_id: id,
    request_timestamp,
    response_timestamp: request_timestamp,
    workspace_id: 'w',
    language: 'en',
  };
}

const ids = (store: MemoryStore) => store.listLogs().map((r) => r.log.log_id);

describe('MemoryStore log retention', () => {
  it('keeps the newest maxLogs logs, oldest dropped first', async () => {
    let t = Date.parse('2026-11-22T09:00:00Z');
    const assistant = new AssistantV1({ version: '2021-06-14', store: new MemoryStore({ maxLogs: 3 }), clock: () => new Date((t += 1000)) });
    const { result: ws } = await assistant.createWorkspace({ name: 'r', language: 'en' });
    for (const text of ['one', 'two', 'three', 'four', 'five']) await assistant.message({ workspaceId: ws.workspace_id, input: { text } });
    const { result } = await assistant.listLogs({ workspaceId: ws.workspace_id });
    expect(result.logs.map((l) => l.request.input?.text)).toEqual(['three', 'four', 'five']);
  });

  it('keeps every log by default', async () => {
    const assistant = new AssistantV1({ version: '2021-06-14' });
    const { result: ws } = await assistant.createWorkspace({ name: 'r', language: 'en' });
    for (let i = 0; i < 5; i++) await assistant.message({ workspaceId: ws.workspace_id, input: { text: `m${i}` } });
    expect((await assistant.listLogs({ workspaceId: ws.workspace_id })).result.logs).toHaveLength(5);
  });

  it('keeps exactly the newest logs across many bulk compactions', () => {
    const store = new MemoryStore({ maxLogs: 100 });
    const base = Date.parse('2026-11-22T09:00:00Z');
    for (let i = 0; i < 5000; i++) store.commit({ addLogs: [{ log: logAt(`l${i}`, new Date(base + i * 1000).toISOString()), customer_ids: [] }] });
    expect(ids(store)).toEqual(Array.from({ length: 100 }, (_, k) => `l${4900 + k}`));
  });

  it('matches a sort-everything-and-keep-the-tail model for any batches, timestamps and deletions', () => {
    const batch = fc.record({
      add: fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 40 }),
      deleteOldest: fc.nat({ max: 3 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(batch, { maxLength: 80 }), (maxLogs, batches) => {
        const store = new MemoryStore({ maxLogs });
        let model: LogRecord[] = [];
        let seq = 0;
        let n = 0;
        for (const b of batches) {
          const deleteLogs = model.slice(0, b.deleteOldest).map((r) => r.log.log_id);
          const addLogs = b.add.map((s) => ({ log: logAt(`l${n++}`, `2026-11-22T09:00:${String(s).padStart(2, '0')}.000Z`), customer_ids: [] }));
          store.commit({ addLogs, deleteLogs });
          const gone = new Set(deleteLogs);
          model = [...model.filter((r) => !gone.has(r.log.log_id)), ...addLogs.map((l) => ({ ...l, seq: seq++ }))].sort(compareLogs);
          model = model.slice(Math.max(0, model.length - maxLogs));
          expect(ids(store)).toEqual(model.map((r) => r.log.log_id));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('stored logs are snapshots', () => {
  it('do not change when the caller mutates what it sent or what it got back', async () => {
    const assistant = new AssistantV1({ version: '2021-06-14', clock: () => new Date('2026-11-22T09:00:00Z') });
    const { result: ws } = await assistant.createWorkspace({ name: 'r', language: 'en' });
    const input = { text: 'hello' };
    const context = { user: { name: 'Ada' } };
    const { result: response } = await assistant.message({ workspaceId: ws.workspace_id, input, context });
    input.text = 'changed';
    context.user.name = 'changed';
    (response.context as { user: { name: string } }).user.name = 'changed';
    response.input!.text = 'changed';
    const first = (await assistant.listLogs({ workspaceId: ws.workspace_id })).result.logs[0];
    expect(first.request).toEqual({ input: { text: 'hello' }, context: { user: { name: 'Ada' } } });
    expect(first.response.input).toEqual({ text: 'hello' });
    expect((first.response.context as { user: unknown }).user).toEqual({ name: 'Ada' });
    first.response.input!.text = 'changed by a reader';
    const again = (await assistant.listLogs({ workspaceId: ws.workspace_id })).result.logs[0];
    expect(again.response.input).toEqual({ text: 'hello' });
  });
});
