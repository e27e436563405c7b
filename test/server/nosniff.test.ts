/**
 * Every answer carries `X-Content-Type-Options: nosniff` (src/server/response-headers.ts): the conversation wing and
 * the contract wing, successes and errors, and the refusals written on the socket itself (a malformed request,
 * CONNECT). A JSON error quotes what the request sent; a browser must take it as JSON, never sniff it for HTML
 * (hred25's Left). Nothing else of an answer changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { fakeOperations } from '../contracts/service-helpers.js';
import { rawExchange } from './raw-http.js';

let server: ParleyServer;
let url: string;
let port: number;

beforeAll(async () => {
  const twin = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations() });
  server = createServer({ log: false, contracts: { twin } });
  ({ url, port } = await server.listen(0));
});

afterAll(() => server.close());

function upload(text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }));
  return form;
}

async function answer(path: string, init: RequestInit = {}) {
  const res = await fetch(`${url}${path}`, init);
  await res.arrayBuffer();
  return { status: res.status, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options') };
}

const JSON_TYPE = 'application/json; charset=utf-8';

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it.each<[string, string, RequestInit, number, string]>([
    ['a workspace list', '/v1/workspaces?version=2021-06-14', {}, 200, JSON_TYPE],
    ['an unknown workspace (its id quoted in the error)', '/v1/workspaces/%3Cscript%3E?version=2021-06-14', {}, 404, JSON_TYPE],
    ['no such route', '/nowhere', {}, 404, JSON_TYPE],
    ['a method no route takes', '/v1/workspaces?version=2021-06-14', { method: 'PATCH' }, 405, JSON_TYPE],
    ['a conversation route without version', '/v1/workspaces', {}, 400, JSON_TYPE],
    ['a malformed JSON body', '/v1/workspaces?version=2021-06-14', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }, 400, JSON_TYPE],
    ['a document converted', '/v1/html_conversion?version=2018-10-15', { method: 'POST', body: upload('Hi.') }, 200, JSON_TYPE],
    ['a document converted, asked as HTML', '/v1/html_conversion?version=2018-10-15', { method: 'POST', body: upload('Hi.'), headers: { accept: 'text/html' } }, 200, 'text/html; charset=utf-8'],
    ['a contract route without version', '/v1/tables', { method: 'POST', body: upload('Hi.') }, 400, JSON_TYPE],
    ['a method no contract route takes', '/v1/tables?version=2018-10-15', { method: 'GET' }, 405, JSON_TYPE],
  ])('%s: %i', async (_label, path, init, status, type) => {
    expect(await answer(path, init)).toEqual({ status, type, nosniff: 'nosniff' });
  });

  it('an unauthorized request (the credentials checked before any route)', async () => {
    const locked = createServer({ log: false, auth: { apikey: 'k' } });
    const { url: lockedUrl } = await locked.listen(0);
    try {
      const res = await fetch(`${lockedUrl}/v1/workspaces?version=2021-06-14`);
      await res.arrayBuffer();
      expect([res.status, res.headers.get('x-content-type-options')]).toEqual([401, 'nosniff']);
    } finally {
      await locked.close();
    }
  });

  it.each([
    ['a malformed request line (node:http refuses it)', 'NOT HTTP\r\n\r\n', 'HTTP/1.1 400 Bad Request\r\n'],
    ['CONNECT (answered on the socket)', 'CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n', 'HTTP/1.1 405 Method Not Allowed\r\n'],
  ])('%s', async (_label, request, statusLine) => {
    const text = await rawExchange(port, request, { idleMs: 5000, until: (out) => out.includes('}') });
    const head = text.slice(0, text.indexOf('\r\n\r\n') + 2);
    expect(head.startsWith(statusLine)).toBe(true);
    expect(head).toContain('\r\nx-content-type-options: nosniff\r\n');
  });
});
