import { describe, expect, it } from 'vitest';
import { AssistantV1, MemoryStore } from '../../src/index.js';

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
});
