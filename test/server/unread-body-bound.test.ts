/**
 * A request answered before its body was read (a 413 past the body bound, a 503 `busy` of a full analysis queue, a
 * 415, a 405) had the rest of its body read and dropped to its end, so that a client that writes its whole body before
 * reading its answer still gets the answer. With no end, a chunked body was read until the request timeout: 23.8 GB
 * over loopback in 30 s, the server's event loop reading all along (hred22). The rest is now read up to a bound (the
 * largest body the server accepts, at least 16 MiB: `UNREAD_BODY_BYTES`); past it, the connection is closed.
 */
import net from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { drainedOrClosed } from './raw-http.js';

const closing: ParleyServer[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((s) => s.close()));
});

interface Flood {
  answer: string;
  sent: number;
  /** Whether the server closed the connection before the client stopped of its own accord. */
  cut: boolean;
}

/** Writes `head`, then chunks of 64 KiB without end until the server closes the connection or `maxBytes` are sent. */
function flood(port: number, head: string, maxBytes: number): Promise<Flood> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    const chunk = Buffer.alloc(65_536, 0x61);
    const frame = Buffer.concat([Buffer.from('10000\r\n'), chunk, Buffer.from('\r\n')]);
    socket.on('close', () => resolve({ answer, sent, cut: sent < maxBytes }));
    socket.on('connect', async () => {
      socket.write(head);
      while (sent < maxBytes && !socket.destroyed) {
        if (!socket.write(frame)) await drainedOrClosed(socket);
        sent += frame.length;
      }
      socket.destroy();
    });
  });
}

const MULTIPART = (path: string) =>
  `POST ${path}?version=2018-10-15 HTTP/1.1\r\nhost: x\r\ncontent-type: multipart/form-data; boundary=b0und\r\ntransfer-encoding: chunked\r\n\r\n`;
const LIMIT = 400 * 1024 * 1024;
/** The bound (16 MiB by default) and what the socket buffers hold beyond it. */
const CUT_WITHIN = 48 * 1024 * 1024;

describe('the unread rest of an answered request (hred22)', () => {
  it('a chunked upload past the multipart bound: 413, then the connection closed after the bound, not read to its end', async () => {
    const server = createServer({ log: false });
    closing.push(server);
    server.server.requestTimeout = 60_000;
    const { port } = await server.listen(0, '127.0.0.1');
    const started = performance.now();
    const got = await flood(port, MULTIPART('/v1/element_classification'), LIMIT);
    expect(got.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(got.cut).toBe(true);
    expect(got.sent).toBeLessThan(CUT_WITHIN);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('a JSON body past the body limit on a conversation route: 413, then cut after the bound', async () => {
    const server = createServer({ log: false, bodyLimit: 1024 });
    closing.push(server);
    server.server.requestTimeout = 60_000;
    const { port } = await server.listen(0, '127.0.0.1');
    const got = await flood(port, 'POST /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n', LIMIT);
    expect(got.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(got.cut).toBe(true);
    expect(got.sent).toBeLessThan(CUT_WITHIN);
  }, 60_000);

  it('a body within the bound, sent whole before the answer is read: the answer still comes, on a kept connection', async () => {
    const server = createServer({ log: false });
    closing.push(server);
    const { port } = await server.listen(0, '127.0.0.1');
    // 2 MB past the 1.5 MB file bound (413 before the end), written in full, then a second request on the same socket.
    const body = Buffer.alloc(4 * 1024 * 1024, 0x61);
    const head = `POST /v1/element_classification?version=2018-10-15 HTTP/1.1\r\nhost: x\r\ncontent-type: multipart/form-data; boundary=b0und\r\ncontent-length: ${body.length}\r\n\r\n`;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let got = '';
      socket.on('error', () => undefined);
      socket.on('data', (d: Buffer) => {
        got += d.toString('latin1');
        if ((got.match(/HTTP\/1\.1 /g) ?? []).length === 2 && got.endsWith('}')) socket.end();
      });
      socket.on('close', () => resolve(got));
      socket.write(head);
      socket.write(body);
      socket.write('GET /v1/feedback?version=2018-10-15 HTTP/1.1\r\nhost: x\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/HTTP\/1\.1 200 OK/);
  }, 30_000);

  it('a 503 busy of a full analysis queue: cut after the bound (the built package: the sources start no thread)', async () => {
    const mod = (await import(join(new URL('../../', import.meta.url).pathname, 'dist/server/index.js'))) as typeof import('../../src/server/index.js');
    const server = mod.createServer({ log: false, contracts: { threads: { max: 1, queue: 0, prestart: false } } });
    closing.push(server);
    server.server.requestTimeout = 60_000;
    const { port } = await server.listen(0, '127.0.0.1');
    // The one place taken by an upload that stalls after its headers.
    const holder = net.connect(port, '127.0.0.1');
    holder.on('error', () => undefined);
    holder.write(MULTIPART('/v1/element_classification'));
    await new Promise((r) => setTimeout(r, 300));
    const got = await flood(port, MULTIPART('/v1/element_classification'), LIMIT);
    holder.destroy();
    expect(got.answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(got.answer).toContain('"code":"busy"');
    expect(got.cut).toBe(true);
    expect(got.sent).toBeLessThan(CUT_WITHIN);
  }, 60_000);
});
