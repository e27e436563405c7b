/**
 * How soon a request that stops mid-body (or mid-headers) is answered 408 (round hred11). node:http checks its
 * `requestTimeout` and `headersTimeout` only every `connectionsCheckingInterval`, 30 s by default: an upload whose body
 * ended early was answered after 60 s, not 30, and held its connection (of the 1,024) as long. The server checks every
 * second, so a request is answered within a second of its timeout.
 */
import { rawExchange } from './raw-http.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';

let server: ParleyServer;
let port: number;

beforeAll(async () => {
  server = createServer({ log: false });
  server.server.headersTimeout = 300;
  server.server.requestTimeout = 300;
  ({ port } = await server.listen(0));
});
afterAll(() => server.close());

async function stalled(request: string): Promise<{ line: string; ms: number }> {
  const started = Date.now();
  const text = await rawExchange(port, request);
  return { line: text.split('\r\n')[0], ms: Date.now() - started };
}

describe('a request that stops before its end', () => {
  it('a body shorter than its Content-Length: 408 within a second or two of the timeout', async () => {
    const r = await stalled('POST /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name": "w"');
    expect(r.line).toBe('HTTP/1.1 408 Request Timeout');
    expect(r.ms).toBeLessThan(5_000);
  }, 40_000);
});
