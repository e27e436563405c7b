/** The REST facade through plain fetch: raw statuses, error bodies, limits, auth, and fuzzing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connect } from 'node:net';
import { createServer, type ParleyServer, type RequestLogLine } from '../../src/server/index.js';

let server: ParleyServer;
let base: string;
const lines: RequestLogLine[] = [];

beforeAll(async () => {
  server = createServer({ log: (l) => lines.push(l), bodyLimit: 64 * 1024 });
  base = (await server.listen(0)).url;
});
afterAll(() => server.close());

async function call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method, body, headers: { 'content-type': 'application/json', ...headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

describe('REST facade, raw', () => {
  it('creates and reads a workspace with exact statuses', async () => {
    const created = await call('POST', '/v1/workspaces?version=2021-06-14', JSON.stringify({ name: 'raw', language: 'en', intents: [{ intent: 'hi', examples: [{ text: 'a/b c?' }] }] }));
    expect(created.status).toBe(201);
    const id = created.body.workspace_id;
    const example = await call('GET', `/v1/workspaces/${id}/intents/hi/examples/${encodeURIComponent('a/b c?')}?version=2021-06-14`);
    expect(example.status).toBe(200);
    expect(example.body.text).toBe('a/b c?');
    const message = await call('POST', `/v1/workspaces/${id}/message?version=2021-06-14`, JSON.stringify({ input: { text: 'hello' } }));
    expect(message.status).toBe(200);
    expect(message.body.output.log_messages).toBeDefined();
    expect((await call('DELETE', `/v1/workspaces/${id}?version=2021-06-14`)).status).toBe(200);
  });

  it('a missing required query parameter is named as on the wire (customer_id, filter), not by its SDK name', async () => {
    expect(await call('DELETE', '/v1/user_data?version=2021-06-14')).toMatchObject({
      status: 400,
      body: { error: 'Missing required query parameter: customer_id', code: 400, errors: [{ code: 'required', message: 'Missing required query parameter: customer_id', path: 'customer_id' }] },
    });
    expect(await call('GET', '/v1/logs?version=2021-06-14')).toMatchObject({
      status: 400,
      body: { error: 'Missing required query parameter: filter', code: 400, errors: [{ code: 'required', message: 'Missing required query parameter: filter', path: 'filter' }] },
    });
    expect((await call('DELETE', '/v1/user_data?version=2021-06-14&customer_id=nobody')).status).toBe(202);
  });

  it('404 for unknown routes and resources, 405 for wrong methods', async () => {
    expect(await call('GET', '/v2/assistants?version=2021-06-14')).toMatchObject({ status: 404, body: { error: 'Resource not found', code: 404 } });
    expect((await call('GET', '/v1/workspaces/missing?version=2021-06-14')).status).toBe(404);
    const wrong = await call('PUT', '/v1/workspaces?version=2021-06-14', '{}');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, POST');
  });

  it('400 without version, with malformed JSON, with a bad query value', async () => {
    expect(await call('GET', '/v1/workspaces')).toMatchObject({ status: 400, body: { error: 'Missing required query parameter: version', code: 400 } });
    const malformed = await call('POST', '/v1/workspaces?version=2021-06-14', '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^Malformed JSON body/);
    const badLimit = await call('GET', '/v1/workspaces?version=2021-06-14&page_limit=abc');
    expect(badLimit).toMatchObject({ status: 400, body: { code: 400, errors: [{ path: 'page_limit' }] } });
  });

  it('400 with paths for an invalid workspace body', async () => {
    const res = await call('POST', '/v1/workspaces?version=2021-06-14', JSON.stringify({ name: 'x', language: 'en', intents: [{ intent: 'sys-x' }] }));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('.intents[0].intent');
  });

  it('413 for a body over the limit', async () => {
    const res = await call('POST', '/v1/workspaces?version=2021-06-14', JSON.stringify({ name: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });

  it('logs one structured line per request', async () => {
    const before = lines.length;
    await call('GET', '/v1/workspaces?version=2021-06-14');
    const line = lines.at(-1)!;
    expect(lines.length).toBe(before + 1);
    expect(line).toMatchObject({ method: 'GET', path: '/v1/workspaces', operation: 'listWorkspaces', status: 200 });
    expect(typeof line.ms).toBe('number');
  });

  it('never answers 5xx to random paths, methods, queries and bodies', async () => {
    const segment = fc.oneof(fc.constantFrom('v1', 'workspaces', 'intents', 'examples', 'entities', 'values', 'synonyms', 'dialog_nodes', 'logs', 'message', 'user_data', 'counterexamples'), fc.string({ maxLength: 6 }).map(encodeURIComponent));
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH'),
      path: fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join('/')}`),
      query: fc.constantFrom('', '?version=2021-06-14', '?version=2021-06-14&page_limit=2&sort=-intent', '?version=x&export=maybe', '?version=2021-06-14&filter=%28'),
      body: fc.oneof(fc.constant(undefined), fc.json().map((j) => j), fc.string({ maxLength: 20 })),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = await fetch(`${base}${r.path}${r.query}`, { method: r.method, ...(r.body !== undefined && r.method !== 'GET' ? { body: r.body } : {}) });
        await res.arrayBuffer();
        return res.status < 500;
      }),
      { numRuns: 150, seed: 11 },
    );
  });
});

describe('authentication and shutdown', () => {
  it('401 without the configured credentials; basic auth and API keys pass', async () => {
    const guarded = createServer({ log: false, auth: { apikey: 'secret' } });
    const { url } = await guarded.listen(0);
    const get = (headers: Record<string, string>) => fetch(`${url}/v1/workspaces?version=2021-06-14`, { headers }).then((r) => r.status);
    expect(await get({})).toBe(401);
    expect(await get({ authorization: `Basic ${Buffer.from('apikey:wrong').toString('base64')}` })).toBe(401);
    expect(await get({ authorization: `Basic ${Buffer.from('apikey:secret').toString('base64')}` })).toBe(200);
    expect(await get({ authorization: 'Bearer secret' })).toBe(200);
    await guarded.close();
  });

  it('close() resolves and the port stops accepting', async () => {
    const s = createServer({ log: false });
    const { url } = await s.listen(0);
    await s.close();
    await expect(fetch(`${url}/v1/workspaces?version=2021-06-14`)).rejects.toThrow();
  });
});

describe('hardening', () => {
  it('400 for a body that is not valid UTF-8', async () => {
    const res = await fetch(`${base}/v1/workspaces?version=2021-06-14`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid UTF-8', code: 400 });
  });

  it.each([
    ['no body', ''],
    ['a 5 MB body, read and dropped', 'x'.repeat(5_000_000)],
  ])('405 for CONNECT with %s (node:http dropped the socket without an answer; found by bench/fuzz/http.mjs)', async (_label, body) => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      let out = '';
      socket.setTimeout(5000, () => { socket.destroy(); reject(new Error('timeout')); });
      socket.on('data', (d) => (out += d.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve(out));
      socket.write(`CONNECT /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n${body}`, () => socket.end());
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Method CONNECT not allowed', code: 405 });
  });

  it('sets request and header timeouts and a connection cap', () => {
    expect(server.server.headersTimeout).toBe(10_000);
    expect(server.server.requestTimeout).toBe(30_000);
    expect(server.server.maxConnections).toBe(1024);
  });

  it('answers requests for many distinct versions (the twins behind them are capped, least recently used evicted)', async () => {
    for (let d = 1; d <= 20; d++) {
      const res = await fetch(`${base}/v1/workspaces?version=2021-06-${String(d).padStart(2, '0')}`);
      expect(res.status).toBe(200);
    }
  });
});
