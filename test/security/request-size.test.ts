/**
 * Issue 24, item 9: request bodies are bounded per route (a message: 1 MiB; a 10 MB context cost ~6 s of CPU)
 * and depth is checked before anything walks or copies a value (past ~5,000 levels the copy overflowed the
 * stack and the error said `type` instead of `max_depth`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/index.js';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { bodyLimitOf } from '../../src/server/body-limits.js';
import { nestedUnderA } from './guard.js';

const V = 'version=2021-06-14';
const deepText = (n: number) => '{"a":'.repeat(n) + '{}' + '}'.repeat(n);
const depthPath = (root: string) => root + '.a'.repeat(100);

describe('depth is checked before copying', () => {
  it.each([6_000, 100_000])('a message context %i levels deep is a 400 max_depth at its path', async (n) => {
    const assistant = new AssistantV1({ version: '2021-06-14' });
    const { result } = await assistant.createWorkspace({ name: 'w', language: 'en' });
    const err = await assistant.message({ workspaceId: result.workspace_id, input: { text: 'x' }, context: nestedUnderA(n) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, errors: [{ code: 'max_depth', path: depthPath('.context') }] });
  });

  it('so is workspace metadata on an update', async () => {
    const assistant = new AssistantV1({ version: '2021-06-14' });
    const { result } = await assistant.createWorkspace({ name: 'w', language: 'en' });
    const err = await assistant.updateWorkspace({ workspaceId: result.workspace_id, metadata: nestedUnderA(6_000) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, errors: [{ code: 'max_depth', path: depthPath('.metadata') }] });
  });
});

describe('over HTTP', () => {
  let server: ParleyServer;
  let base = '';
  let id = '';

  beforeAll(async () => {
    server = createServer({ log: false });
    base = (await server.listen(0)).url;
    const r = await fetch(`${base}/v1/workspaces?${V}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'w', language: 'en' }) });
    id = ((await r.json()) as { workspace_id: string }).workspace_id;
  });
  afterAll(() => server.close());

  const post = (path: string, body: string) => fetch(`${base}${path}?${V}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('the message route takes 1 MiB, workspace writes the overall 10 MiB', () => {
    expect(bodyLimitOf('message', 10 * 1024 * 1024)).toBe(1024 * 1024);
    expect(bodyLimitOf('createWorkspace', 10 * 1024 * 1024)).toBe(10 * 1024 * 1024);
    expect(bodyLimitOf('message', 1000)).toBe(1000);
    expect(bodyLimitOf('toString', 1000)).toBe(1000);
  });

  it('a message body over 1 MiB is a 413 before it is parsed', async () => {
    const body = JSON.stringify({ input: { text: 'x' }, context: { big: 'x'.repeat(1024 * 1024) } });
    const r = await post(`/v1/workspaces/${id}/message`, body);
    expect(r.status).toBe(413);
    // The detail names the part at fault, the body (hred30; before, the 413 named none).
    const error = 'Request body larger than 1048576 bytes';
    expect(await r.json()).toEqual({ error, code: 413, errors: [{ code: 'too_large', message: error, path: '' }] });
  });

  it('a message just under it is answered', async () => {
    const r = await post(`/v1/workspaces/${id}/message`, JSON.stringify({ input: { text: 'x' }, context: { big: 'x'.repeat(1000 * 1000) } }));
    expect(r.status).toBe(200);
  });

  it('a workspace write of 2 MiB is still accepted', async () => {
    const r = await post(`/v1/workspaces/${id}`, JSON.stringify({ description: 'd', metadata: { big: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(r.status).toBe(200);
  });

  it('a context 6,000 levels deep is a 400 max_depth', async () => {
    const r = await post(`/v1/workspaces/${id}/message`, `{"input":{"text":"x"},"context":${deepText(6_000)}}`);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { errors: { code: string }[] }).errors[0].code).toBe('max_depth');
  });
});
