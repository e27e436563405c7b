/**
 * A value too deep in a request body is named by its field on the wire (review hred14): `dialog_nodes`, as every
 * other problem in a workspace body is, not the SDK's `dialogNodes` (a REST client sent no such field), over HTTP and
 * in the library alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/index.js';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import type { JsonValue } from '../../src/model/index.js';
import { nestedUnderA } from './guard.js';
import { SDK_ROUTES } from '../../src/service/generated/sdk-routes.js';
import { wireName } from '../../src/service/ops/common.js';

const nested = (n: number): JsonValue => {
  let v: JsonValue = [];
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

let server: ParleyServer;
let url = '';
beforeAll(async () => {
  server = createServer({ log: false, contracts: false });
  ({ url } = await server.listen(0));
});
afterAll(() => server.close());

async function post(path: string, body: unknown): Promise<{ status: number; paths: string[] }> {
  const res = await fetch(`${url}${path}?version=2021-06-14`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { errors?: { code: string; path: string }[] };
  return { status: res.status, paths: (json.errors ?? []).map((e) => `${e.code} ${e.path.replace(/(\[0\]|\.a){3,}$/, '…')}`) };
}

describe('depth errors name the wire field', () => {
  it('a dialog node output 150 levels deep is at .dialog_nodes over HTTP', async () => {
    const r = await post('/v1/workspaces', { name: 'd', dialog_nodes: [{ dialog_node: 'n', output: nested(150) }] });
    expect(r).toEqual({ status: 400, paths: ['max_depth .dialog_nodes[0].output…'] });
  });

  it('system settings 150 levels deep are at .system_settings', async () => {
    const r = await post('/v1/workspaces', { name: 'd', system_settings: nestedUnderA(150) });
    expect(r).toEqual({ status: 400, paths: ['max_depth .system_settings…'] });
  });

  it('an intent update’s new examples are at .examples, the field the SDK sends them as (review hrev18)', async () => {
    const assistant = new AssistantV1({ version: '2021-06-14' });
    const { result } = await assistant.createWorkspace({ name: 'w', language: 'en', intents: [{ intent: 'hi' }] });
    const err = await assistant
      .updateIntent({ workspaceId: result.workspace_id, intent: 'hi', newExamples: [{ text: 'x', mentions: [{ entity: 'e', location: nested(150) as never }] }] })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, errors: [{ code: 'max_depth' }] });
    expect((err as { errors: { path: string }[] }).errors[0].path.startsWith('.examples[0].mentions[0].location[0]')).toBe(true);
  });

  it('over HTTP too: an intent update\'s examples and a dialog node update\'s output (review hrev18)', async () => {
    const created = await fetch(`${url}/v1/workspaces?version=2021-06-14`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'w', intents: [{ intent: 'hi' }], dialog_nodes: [{ dialog_node: 'n' }] }) });
    const id = ((await created.json()) as { workspace_id: string }).workspace_id;
    expect(await post(`/v1/workspaces/${id}/intents/hi`, { examples: [{ text: 'x', mentions: [{ entity: 'e', location: nested(150) }] }] })).toEqual({ status: 400, paths: ['max_depth .examples[0].mentions[0].location…'] });
    expect(await post(`/v1/workspaces/${id}/dialog_nodes/n`, { output: nestedUnderA(150) })).toEqual({ status: 400, paths: ['max_depth .output…'] });
  });

  it('every body field of the SDK is named as the SDK sends it', () => {
    const body = SDK_ROUTES.flatMap((r) => r.body);
    expect(body.length).toBeGreaterThan(100);
    expect(body.filter((b) => wireName(b.param) !== b.wire)).toEqual([]);
  });

  it('a metadata too deep keeps its one-word name', async () => {
    const r = await post('/v1/workspaces', { name: 'd', metadata: nestedUnderA(150) });
    expect(r).toEqual({ status: 400, paths: ['max_depth .metadata…'] });
  });
});
