/**
 * Issue 24, item 4: the server routes on the raw path. A decoded `..` or `.` is a parameter value like any
 * other; deleting an intent named `..` deletes that intent, as the in-process twin does, never its workspace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createServer, type ParleyServer, type RequestLogLine } from '../../src/server/index.js';
import { splitTarget } from '../../src/server/router.js';
import { assistantSdk, type Sdk } from '../server/assistant-sdk.js';

let server: ParleyServer;
let port = 0;
let sdk: Sdk;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer({ log: (line: RequestLogLine) => seen.push(`${line.method} ${line.path}`) });
  const listening = await server.listen(0);
  port = listening.port;
  sdk = assistantSdk(listening.url);
});

afterAll(() => server.close());

/** A request whose path is sent exactly as written (fetch and URL would resolve the dot segments first). */
function raw(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text === '' ? undefined : JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const V = 'version=2021-06-14';

async function workspaceWith(extra: object): Promise<string> {
  const r = await raw('POST', `/v1/workspaces?${V}`, { name: 'w', language: 'en', ...extra });
  expect(r.status).toBe(201);
  return (r.body as { workspace_id: string }).workspace_id;
}

describe('raw-path routing', () => {
  it('splits a target into its raw path and its query', () => {
    expect(splitTarget('/v1/workspaces/x/intents/..?version=1')?.path).toBe('/v1/workspaces/x/intents/..');
    expect(splitTarget('/v1/a/%2e%2e?version=1&x=2')?.query.get('x')).toBe('2');
    expect(splitTarget('http://h:1/v1/a/../b?q=1')?.path).toBe('/v1/a/../b');
    expect(splitTarget('*')).toBeUndefined();
  });

  it('DELETE .../intents/.. deletes the intent named .. and keeps the workspace (was: the workspace)', async () => {
    const id = await workspaceWith({ intents: [{ intent: '..' }, { intent: 'keep' }] });
    expect((await raw('DELETE', `/v1/workspaces/${id}/intents/..?${V}`)).status).toBe(200);
    const ws = await raw('GET', `/v1/workspaces/${id}?${V}&export=true`);
    expect(ws.status).toBe(200);
    expect((ws.body as { intents: { intent: string }[] }).intents.map((i) => i.intent)).toEqual(['keep']);
  });

  it('DELETE .../counterexamples/%2e%2e is the counterexample ".." (404 when there is none)', async () => {
    const id = await workspaceWith({ counterexamples: [{ text: 'x' }] });
    expect((await raw('DELETE', `/v1/workspaces/${id}/counterexamples/%2e%2e?${V}`)).status).toBe(404);
    expect((await raw('GET', `/v1/workspaces/${id}?${V}`)).status).toBe(200);
    const id2 = await workspaceWith({ counterexamples: [{ text: '..' }] });
    expect((await raw('DELETE', `/v1/workspaces/${id2}/counterexamples/%2e%2e?${V}`)).status).toBe(200);
    expect((await raw('GET', `/v1/workspaces/${id2}?${V}`)).status).toBe(200);
  });

  it('POST /v1/workspaces/%2e updates the workspace "." (404), it does not create one', async () => {
    const before = ((await raw('GET', `/v1/workspaces?${V}`)).body as { workspaces: unknown[] }).workspaces.length;
    const r = await raw('POST', `/v1/workspaces/%2e?${V}`, { name: 'x' });
    expect(r.status).toBe(404);
    expect(((await raw('GET', `/v1/workspaces?${V}`)).body as { workspaces: unknown[] }).workspaces).toHaveLength(before);
    expect((await raw('POST', `/v1/workspaces/.?${V}`, { name: 'x' })).status).toBe(404);
  });

  it('with the official SDK, deleteIntent({ intent: ".." }) never deletes the workspace', async () => {
    const { result } = await sdk.createWorkspace({ name: 'sdk', language: 'en', intents: [{ intent: '..' }, { intent: 'b' }] });
    seen.length = 0;
    // The SDK's HTTP client resolves the dot segment itself and sends DELETE /v1/workspaces/ID/: a path with a
    // trailing slash routes nowhere (404), so the workspace and both intents stay.
    const err = await sdk.deleteIntent({ workspaceId: result.workspace_id, intent: '..' }).catch((e: { status: number }) => e);
    expect(err.status).toBe(404);
    expect(seen).toEqual([`DELETE /v1/workspaces/${result.workspace_id}/`]);
    const ws = await sdk.getWorkspace({ workspaceId: result.workspace_id, _export: true });
    expect(ws.result.intents.map((i: { intent: string }) => i.intent)).toEqual(['..', 'b']);
  });

  it('a trailing slash routes nowhere, whatever the method', async () => {
    const id = await workspaceWith({});
    for (const method of ['GET', 'POST', 'DELETE']) expect((await raw(method, `/v1/workspaces/${id}/?${V}`)).status).toBe(404);
    expect((await raw('GET', `/v1/workspaces/?${V}`)).status).toBe(404);
    expect((await raw('GET', `/v1/workspaces/${id}?${V}`)).status).toBe(200);
  });
});
