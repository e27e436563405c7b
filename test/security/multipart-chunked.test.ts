/**
 * Twenty-first adversarial round (hred20): a multipart body sent chunked (no Content-Length) was bounded only part by
 * part, so the bytes busboy skips, before the first boundary (the preamble) and after the last (the epilogue), were
 * read without end: 200 MiB of either were all read (4-6 s), the epilogue case then answered 200. The whole body is
 * now bounded by the route's allowance (its files' limits and the part headers' room), as a declared length is.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';

let server: ParleyServer;
let port: number;

beforeAll(async () => {
  server = createServer({ log: false });
  ({ port } = await server.listen(0, '127.0.0.1'));
});

afterAll(() => server.close());

const MiB = 1 << 20;
const FILE_PART = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nThe Supplier shall pay the fees.\r\n--XyZ--\r\n';

/**
 * Sends `head`, then up to `fill` MiB of `filler` chunked, then `tail`; resolves with the answer and how many MiB
 * of filler were written when it came (the server may answer and close before the client is done).
 */
function chunked(head: string, filler: string, fill: number, tail: string): Promise<{ status: number; body: { errors?: { code: string; path: string }[] }; sentMiB: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/element_classification?version=2018-10-15',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentMiB: sent / MiB }));
    });
    // The server may close the connection once it has answered: writes after that fail, which is expected.
    req.on('error', (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(MiB, filler);
    req.write(head);
    const pump = () => {
      while (!answered && sent < fill * MiB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(tail);
    };
    pump();
  });
}

describe('a chunked multipart body is bounded as a whole (hred20)', () => {
  it('a preamble past the allowance is a 413 at the body, before the rest is read', async () => {
    const r = await chunked('', 'p', 64, FILE_PART);
    expect([r.status, r.body.errors?.map((e) => [e.code, e.path])]).toEqual([413, [['too_large', '']]]);
    expect(r.sentMiB).toBeLessThan(64);
  }, 60_000);

  it('an epilogue past the allowance is a 413 at the body, not a 200 after it is all read', async () => {
    const r = await chunked(FILE_PART, 'e', 64, '');
    expect([r.status, r.body.errors?.map((e) => [e.code, e.path])]).toEqual([413, [['too_large', '']]]);
    expect(r.sentMiB).toBeLessThan(64);
  }, 60_000);

  it('a small preamble and epilogue are still read (RFC 2046 lets a body have both)', async () => {
    const r = await chunked('a preamble line\r\n', 'x', 0, FILE_PART + 'an epilogue line\r\n');
    expect(r.status).toBe(200);
  }, 60_000);
});
