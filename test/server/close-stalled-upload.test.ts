/**
 * `close()` while a client is stalled in the middle of its request body (an upload that stopped sending): node:http
 * stops enforcing `requestTimeout` once close() began, and close() waited for that client for ever (hred7,
 * 2026-11-29: still open after 100 s). The stalled request now gets the request timeout again from close(), then the
 * 408 node:http gives a request not received in time (client-error.ts), its connection closed, and close() resolves;
 * a complete request in flight beside it is answered as before.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/index.js';

function connect(port: number): { socket: net.Socket; got: () => string; ended: Promise<void> } {
  const socket = net.connect(port, '127.0.0.1');
  let got = '';
  socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
  socket.on('error', () => undefined);
  const ended = new Promise<void>((r) => socket.on('close', () => r()));
  return { socket, got: () => got, ended };
}

describe('server.close() with an upload stalled mid-body', () => {
  it('answers the stalled request 408 after the request timeout and resolves', async () => {
    const server = createServer({ log: false });
    server.server.requestTimeout = 300;
    const { port } = await server.listen(0, '127.0.0.1');
    const boundary = 'b0und';
    const part = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="f.txt"\r\ncontent-type: text/plain\r\n\r\n`;
    const stalled = connect(port);
    // Headers and the start of a 100 KB body, then nothing.
    stalled.socket.write(
      `POST /v1/element_classification?version=2018-10-15 HTTP/1.1\r\nhost: x\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 100000\r\n\r\n${part}The parties agree`,
    );
    const body = JSON.stringify({ name: 'w' });
    const complete = connect(port);
    complete.socket.write(`POST /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
    await new Promise((r) => setTimeout(r, 150));
    const started = performance.now();
    const closed = server.close().then(() => 'closed');
    const bound = new Promise((r) => setTimeout(() => r('still open'), 10_000));
    expect(await Promise.race([closed, bound])).toBe('closed');
    expect(performance.now() - started).toBeLessThan(10_000);
    await Promise.all([stalled.ended, complete.ended]);
    expect(stalled.got()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(stalled.got()).toContain('{"error":"The request was not received in time","code":408}');
    expect(complete.got()).toMatch(/^HTTP\/1\.1 201 /);
  }, 30_000);
});
