/**
 * `Expect: 100-continue` (src/server/expect-continue.ts, hred22's Left): node:http answered `100 Continue` as soon as
 * the headers arrived, before any route had looked at them, so a request the server then refused (a full analysis
 * queue, a 413 by its Content-Length, a 401) had its body sent for nothing. Now the 100 is sent when a route first reads
 * the body; a request refused from its headers gets its final status alone, with `Connection: close`. Each test is a
 * client on a raw socket that sends its body only once it has read exactly `100 Continue`: the bytes the server sent, in
 * order, are compared whole (the Date header's value aside).
 */
import net from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listeningUntilFinished, serversClosedAfterEach } from './listening.js';

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
const JSON_TYPE = 'content-type: application/json; charset=utf-8';

const { listening } = serversClosedAfterEach();

interface Exchange {
  /** Everything the server sent, in order, its Date header's value replaced by `*`. */
  got: string;
  /** Whether the client sent its body (it does only after `100 Continue`). */
  bodySent: boolean;
  /** Whether the server closed the connection (rather than the client, once it had every answer it waited for). */
  closedByServer: boolean;
}

/** The final answers (not 100s) whole in `text`: each head and its Content-Length of body. */
function finalAnswers(text: string): number {
  let at = 0;
  let count = 0;
  while (at < text.length) {
    const headEnd = text.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const head = text.slice(at, headEnd);
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + 4 + (head.startsWith('HTTP/1.1 100 ') ? 0 : length);
    if (end > text.length) break;
    if (!head.startsWith('HTTP/1.1 100 ')) count++;
    at = end;
  }
  return count;
}

/**
 * A client that waits for `100 Continue`: writes `head`, and `body` only once the server's first bytes are
 * `100 Continue`; then `next` (another request on the same connection), if given. Once it holds `answers` final answers
 * whole, it gives the server `closeWindowMs` (a second) to close the connection, then ends it itself. A case that asserts
 * nothing of the close passes 0: the second was a wait for nothing (3 s of the file).
 */
function waitingClient(
  port: number,
  head: string,
  body: string,
  { next, answers = next ? 2 : 1, closeWindowMs = 1_000 }: { next?: string; answers?: number; closeWindowMs?: number } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    let bodySent = false;
    let closedByServer = false;
    let ending: NodeJS.Timeout | undefined;
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error(`no end; got ${JSON.stringify(got)}`));
    });
    socket.on('data', (d: Buffer) => {
      got += d.toString('latin1');
      if (!bodySent && got.startsWith(CONTINUE)) {
        bodySent = true;
        socket.write(body);
        if (next) socket.write(next);
      }
      if (!ending && finalAnswers(got) >= answers) ending = setTimeout(() => socket.end(), closeWindowMs);
    });
    socket.on('end', () => {
      if (!socket.writableEnded) closedByServer = true;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(ending);
      resolve({ got: got.replace(/\r\nDate: [^\r]*/g, '\r\nDate: *'), bodySent, closedByServer });
    });
    socket.write(head);
  });
}

/** An answer's bytes as node:http writes them (the Date header's value as `*`), `connection` its last header. */
function answer(status: string, headers: string[], body: string, connection: 'close' | 'keep-alive'): string {
  const keepAlive = connection === 'keep-alive' ? '\r\nKeep-Alive: timeout=5' : '';
  return `HTTP/1.1 ${status}\r\n${[...headers, `content-length: ${Buffer.byteLength(body)}`, 'x-content-type-options: nosniff'].join('\r\n')}\r\nDate: *\r\nConnection: ${connection}${keepAlive}\r\n\r\n${body}`;
}

const errorBody = (error: string, code: number) => JSON.stringify({ error, code });
const request = (line: string, headers: string[]) => `${line} HTTP/1.1\r\nhost: x\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;
const expecting = (line: string, headers: string[]) => request(line, [...headers, 'expect: 100-continue']);

const WORKSPACE = JSON.stringify({ name: 'expecting' });
const json = (length: number) => [`content-type: application/json`, `content-length: ${length}`];

const BOUNDARY = 'b0und';
/** A multipart body of one text file, as the contract routes read it. */
function upload(name: string, text: string): string {
  return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.txt"\r\ncontent-type: text/plain\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`;
}
const multipart = (length: number) => [`content-type: multipart/form-data; boundary=${BOUNDARY}`, `content-length: ${length}`];
const CONTRACT = upload('file', 'The Supplier shall deliver the goods to the Buyer within 30 days of the order.');

describe('Expect: 100-continue, the conversation routes', () => {
  // The three at once, each on servers of its own closed when it ends (listeningUntilFinished): two wait a second each
  // for a close that must not come.
  it.concurrent('a POST that is read: 100 Continue, then its answer; the connection stays open for the next request', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({}, onTestFinished);
    const ex = await waitingClient(port, expecting('POST /v1/workspaces?version=2021-06-14', json(WORKSPACE.length)), WORKSPACE, {
      next: request('GET /v1/workspaces?version=2021-06-14', []),
    });
    expect(ex.bodySent).toBe(true);
    expect(ex.got.startsWith(`${CONTINUE}HTTP/1.1 201 Created\r\n`)).toBe(true);
    expect(ex.got).toMatch(/\r\n\r\n\{"name":"expecting",.*HTTP\/1\.1 200 OK\r\n/s);
    expect(ex.closedByServer).toBe(false);
  });

  it.concurrent('a request refused from its headers gets its final status alone, and the connection closed: 401, 404, 405, 400, 413', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ bodyLimit: 1024 }, onTestFinished);
    const authPort = await listeningUntilFinished({ auth: { apikey: 'k' } }, onTestFinished);
    const cases: [number, string, string][] = [
      [authPort, expecting('POST /v1/workspaces?version=2021-06-14', json(WORKSPACE.length)), answer('401 Unauthorized', ['www-authenticate: Basic realm="parley"', JSON_TYPE], errorBody('Unauthorized', 401), 'close')],
      [port, expecting('POST /v1/nothing?version=2021-06-14', json(WORKSPACE.length)), answer('404 Not Found', [JSON_TYPE], errorBody('Resource not found', 404), 'close')],
      [port, expecting('PUT /v1/workspaces?version=2021-06-14', json(WORKSPACE.length)), answer('405 Method Not Allowed', ['allow: GET, POST', JSON_TYPE], errorBody('Method PUT not allowed; allowed: GET, POST', 405), 'close')],
      [port, expecting('POST /v1/workspaces', json(WORKSPACE.length)), answer('400 Bad Request', [JSON_TYPE], errorBody('Missing required query parameter: version', 400), 'close')],
      [port, expecting('POST /v1/workspaces?version=2021-06-14', json(2048)), answer('413 Payload Too Large', [JSON_TYPE], JSON.stringify({ error: 'Request body larger than 1024 bytes', code: 413, errors: [{ code: 'too_large', message: 'Request body larger than 1024 bytes', path: '' }] }), 'close')],
    ];
    for (const [to, head, expected] of cases) {
      const ex = await waitingClient(to, head, WORKSPACE);
      expect(ex).toEqual({ got: expected, bodySent: false, closedByServer: true });
    }
  });

  it.concurrent('a request without a body (a GET, a Content-Length of 0) is sent 100 Continue at once, as node:http did, and kept open', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({}, onTestFinished);
    const ex = await waitingClient(port, expecting('GET /v1/workspaces?version=2021-06-14', []), '', { next: request('GET /v1/workspaces?version=2021-06-14', []) });
    expect(ex.got.startsWith(`${CONTINUE}HTTP/1.1 200 OK\r\n`)).toBe(true);
    expect(ex.closedByServer).toBe(false);
    const empty = await waitingClient(port, expecting('POST /v1/workspaces?version=2021-06-14', json(0)), '', { closeWindowMs: 0 });
    expect(empty.got.startsWith(`${CONTINUE}HTTP/1.1 201 Created\r\n`)).toBe(true);
  });
});

describe('Expect: 100-continue, the contract routes', () => {
  it('a feedback POST (JSON) and a classification (multipart) are read: 100 Continue, then their answers', async () => {
    const port = await listening({});
    const feedback = JSON.stringify({ feedback_data: {} });
    const fb = await waitingClient(port, expecting('POST /v1/feedback?version=2018-10-15', json(feedback.length)), feedback, { closeWindowMs: 0 });
    expect(fb.got.startsWith(`${CONTINUE}HTTP/1.1 400 Bad Request\r\n`)).toBe(true);
    expect(fb.bodySent).toBe(true);
    const doc = await waitingClient(port, expecting('POST /v1/element_classification?version=2018-10-15', multipart(CONTRACT.length)), CONTRACT);
    expect(doc.got.startsWith(`${CONTINUE}HTTP/1.1 200 OK\r\n`)).toBe(true);
    expect(doc.got).toContain('"elements":[');
    expect(doc.closedByServer).toBe(false);
  }, 60_000);

  it('refused from its headers, without 100: 405, 400 without a version, 415, 413 by Content-Length', async () => {
    const port = await listening({});
    const tooLarge = 'The request body is 4000000 bytes; at most 1638400 are accepted';
    const unsupported = 'Expected a multipart/form-data body, got "text/plain"';
    const cases: [string, string][] = [
      [expecting('GET /v1/element_classification?version=2018-10-15', multipart(CONTRACT.length)), answer('405 Method Not Allowed', ['allow: POST', JSON_TYPE], errorBody('Method GET not allowed; allowed: POST', 405), 'close')],
      [expecting('POST /v1/tables', multipart(CONTRACT.length)), answer('400 Bad Request', [JSON_TYPE], errorBody('Missing required query parameter: version', 400), 'close')],
      [
        expecting('POST /v1/element_classification?version=2018-10-15', ['content-type: text/plain', `content-length: ${CONTRACT.length}`]),
        answer('415 Unsupported Media Type', [JSON_TYPE], JSON.stringify({ error: unsupported, code: 415, errors: [{ code: 'media_type', message: 'The request body must be multipart/form-data', path: '' }] }), 'close'),
      ],
      [
        expecting('POST /v1/element_classification?version=2018-10-15', multipart(4_000_000)),
        answer('413 Payload Too Large', [JSON_TYPE], JSON.stringify({ error: tooLarge, code: 413, errors: [{ code: 'too_large', message: tooLarge, path: '' }] }), 'close'),
      ],
    ];
    for (const [head, expected] of cases) {
      const ex = await waitingClient(port, head, CONTRACT);
      expect(ex).toEqual({ got: expected, bodySent: false, closedByServer: true });
    }
  });

  it('a full analysis queue: 503 busy with Retry-After and no 100; the place freed, the next is sent 100 and served (built package)', async () => {
    const mod = (await import(join(new URL('../../', import.meta.url).pathname, 'dist/server/index.js'))) as typeof import('../../src/server/index.js');
    const port = await listening({ contracts: { threads: { max: 1, queue: 0, prestart: false } } }, mod.createServer);
    // The one place, taken by an upload (no Expect) that stalls after its headers.
    const holder = net.connect(port, '127.0.0.1');
    holder.on('error', () => undefined);
    holder.write(request('POST /v1/element_classification?version=2018-10-15', multipart(CONTRACT.length)));
    await new Promise((r) => setTimeout(r, 300));
    const busy = 'Service Unavailable: the analysis queue is full (0 waiting); retry in 5 s';
    const refused = await waitingClient(port, expecting('POST /v1/element_classification?version=2018-10-15', multipart(CONTRACT.length)), CONTRACT);
    expect(refused).toEqual({
      got: answer('503 Service Unavailable', ['retry-after: 5', JSON_TYPE], JSON.stringify({ error: busy, code: 503, errors: [{ code: 'busy', message: busy, path: '.file' }] }), 'close'),
      bodySent: false,
      closedByServer: true,
    });
    holder.destroy();
    await new Promise((r) => setTimeout(r, 300));
    const served = await waitingClient(port, expecting('POST /v1/element_classification?version=2018-10-15', multipart(CONTRACT.length)), CONTRACT, {
      closeWindowMs: 0,
    });
    expect(served.got.startsWith(`${CONTINUE}HTTP/1.1 200 OK\r\n`)).toBe(true);
    expect(served.bodySent).toBe(true);
  }, 60_000);
});

describe('an expectation other than 100-continue (hred23)', () => {
  // node:http, with no 'checkExpectation' listener, answers any other Expect (`foo`, `100-continueX`, an empty one)
  // 417 with no body and keeps the connection, then reads the request's body to its end: a chunked body that never
  // ended was read for as long as it came (1.49 GB over loopback in 5 s), past unread-body.ts' bound, which only the
  // routes' requests had. Now the 417 is parley's JSON error and the connection is closed.
  const refusal = answer(
    '417 Expectation Failed',
    [JSON_TYPE],
    errorBody('Expectation Failed: the Expect header may only ask for 100-continue', 417),
    'close',
  );

  it('Expect: foo, 100-continueX or empty: a JSON 417, no 100, the connection closed', async () => {
    const port = await listening({});
    for (const value of ['foo', '100-continueX', '']) {
      const ex = await waitingClient(port, request('POST /v1/workspaces?version=2021-06-14', [...json(WORKSPACE.length), `expect: ${value}`]), WORKSPACE);
      expect(ex).toEqual({ got: refusal, bodySent: false, closedByServer: true });
    }
  });

  it('its chunked body sent without end is not read past the bound: the connection is closed', async () => {
    const port = await listening({});
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const frame = Buffer.from(`10000\r\n${'a'.repeat(0x10000)}\r\n`);
    let sent = 0;
    let got = '';
    socket.on('data', (d: Buffer) => {
      got += d.toString('latin1');
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(request('POST /v1/workspaces?version=2021-06-14', ['content-type: application/json', 'transfer-encoding: chunked', 'expect: foo']));
    const pump = (): void => {
      while (!socket.destroyed && sent < 64 * 1024 * 1024) {
        sent += frame.length;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      socket.destroy();
    };
    pump();
    await closed;
    expect(got.replace(/\r\nDate: [^\r]*/g, '\r\nDate: *')).toBe(refusal);
    // Closed at the unread body's bound (16 MiB) at most, not after the client's 64 MiB.
    expect(sent).toBeLessThan(32 * 1024 * 1024);
  }, 30_000);
});
