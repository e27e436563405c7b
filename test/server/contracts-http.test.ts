/**
 * The contract routes with hand-made and hostile requests: multipart edge cases (missing, repeated and
 * unexpected parts, wrong body type, oversized files, limits checked before reading), statuses and JSON
 * error bodies, and a fuzz run after which the server still answers.
 */
import { rawExchange } from './raw-http.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { fakeOperations } from '../contracts/service-helpers.js';

let server: ParleyServer;
let url: string;
let port: number;

beforeAll(async () => {
  const twin = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations() });
  server = createServer({ log: false, contracts: { twin } });
  ({ url, port } = await server.listen(0));
});

afterAll(() => server.close());

const V = '?version=2018-10-15';

function form(parts: [string, string | Blob][]): FormData {
  const f = new FormData();
  for (const [name, value] of parts) f.append(name, value);
  return f;
}

async function post(path: string, body: FormData | string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, { method: 'POST', body, headers });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: text.startsWith('{') ? JSON.parse(text) : text };
}

function raw(data: string): Promise<string> {
  return rawExchange(port, data, { idleMs: 5000, until: (out) => out.includes('\r\n\r\n') && out.includes('}') });
}

const doc = (text: string, type = 'application/pdf') => new Blob([text], { type });

describe('multipart uploads', () => {
  it('a good upload answers 200 JSON', async () => {
    const r = await post(`/v1/html_conversion${V}`, form([['file', doc('Hi.')]]));
    expect([r.status, r.type, r.body.html]).toEqual([200, 'application/json; charset=utf-8', '<html><body><p>Hi.</p></body></html>']);
  });

  it.each([
    ['no version', '/v1/tables', form([['file', doc('x')]]), 400, undefined],
    ['a missing file part', `/v1/element_classification${V}`, form([['other', 'x']]), 400, '.other'],
    ['no part at all', `/v1/element_classification${V}`, form([]), 400, '.file'],
    ['the file twice', `/v1/tables${V}`, form([['file', doc('a')], ['file', doc('b')]]), 400, '.file'],
    ['an unexpected file', `/v1/tables${V}`, form([['file', doc('a')], ['extra', doc('b')]]), 400, '.extra'],
    ['one of two comparison files', `/v1/comparison${V}`, form([['file_1', doc('a')]]), 400, '.file_2'],
    ['a JSON body', `/v1/tables${V}`, '{"file": "x"}', 415, ''],
    ['an oversized file', `/v1/html_conversion${V}`, form([['file', doc('x'.repeat(1.5 * 1024 * 1024 + 1))]]), 413, '.file'],
    ['a batch without bucket fields', `/v1/batches${V}&function=tables`, form([['input_credentials_file', doc('{}', 'application/json')]]), 400, undefined],
  ])('%s is a JSON error', async (_name, path, body, status, part) => {
    const r = await post(path, body, typeof body === 'string' ? { 'content-type': 'application/json' } : {});
    expect(r.status).toBe(status);
    expect(r.type).toBe('application/json; charset=utf-8');
    expect(r.body.code).toBe(status);
    if (part !== undefined) expect(r.body.errors[0].path).toBe(part);
  });

  it('a declared body over the allowance is a 413 before it is read', async () => {
    const out = await raw(`POST /v1/comparison${V} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 99999999\r\n\r\n`);
    expect(out.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('a truncated multipart body is a 400', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nabc';
    const out = await raw(`POST /v1/tables${V} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
    expect(out.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });

  it('a wrong method is a 405 with Allow; unknown contract paths fall through to 404', async () => {
    const r = await fetch(`${url}/v1/comparison${V}`);
    expect([r.status, r.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(`${url}/v1/batches/a/b${V}`)).status).toBe(404);
  });
});

describe('fuzz', () => {
  it('random bodies on every contract route: never a 5xx, always JSON, the server stays up', async () => {
    const routes = ['POST /v1/html_conversion', 'POST /v1/element_classification', 'POST /v1/tables', 'POST /v1/comparison', 'POST /v1/feedback', 'GET /v1/feedback', 'GET /v1/feedback/x', 'DELETE /v1/feedback/x', 'POST /v1/batches', 'GET /v1/batches', 'GET /v1/batches/x', 'PUT /v1/batches/x'];
    const types = ['multipart/form-data; boundary=zz', 'multipart/form-data', 'application/json', 'text/plain', ''];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...types),
        fc.oneof(fc.string({ maxLength: 300 }), fc.constant('--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF\r\n--zz--\r\n'), fc.json()),
        fc.string({ maxLength: 20 }),
        async (route, type, body, query) => {
          const [method, path] = route.split(' ');
          const res = await fetch(`${url}${path}${V}&page_limit=${encodeURIComponent(query)}&action=${encodeURIComponent(query)}`, {
            method,
            ...(method === 'GET' ? {} : { body }),
            headers: type ? { 'content-type': type } : {},
          });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
          JSON.parse(await res.text());
        },
      ),
      { numRuns: 150 },
    );
    expect((await fetch(`${url}/v1/batches${V}`)).status).toBe(200);
  });
});
