/**
 * The pace an admitted upload must keep (src/server/contracts/upload-deadline.ts, hops's Left): a client that sent its
 * headers and then its body a byte at a time held its place in the analysis queue until the request timeout (30 s). An
 * upload now gets `timeoutMs` from its admission and one second more per `bytesPerSecond` bytes received; one that
 * falls behind is answered 408 in the service's error shape, its connection closed and its place handed back at once.
 * The clients are raw sockets that write a body slice by slice at a chosen pace.
 */
import net from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { createServer } from '../../src/server/index.js';
import { listeningUntilFinished, serversClosedAfterEach } from './listening.js';
import { BOUNDARY, lateAnswer, multipartBody, paced } from './paced-client.js';
import type { ContractTwin } from '../../src/server/contracts/twin.js';

const root = new URL('../../', import.meta.url).pathname;
const { listening, closeAfter } = serversClosedAfterEach();

const post = (path: string, length: number) =>
  `POST ${path}?version=2018-10-15 HTTP/1.1\r\nhost: x\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${length}\r\n\r\n`;

/** Sentences of a made-up contract, `n` of them. */
const contract = (n: number) => Array.from({ length: n }, (_, i) => `The Supplier shall deliver lot ${i} to the Buyer within ${(i % 28) + 2} days.`).join('\n');

/** A body much longer than what a trickle sends in the test's time: the server must cut it, not wait for its end. */
const LONG = multipartBody({ file: contract(1_000) });
const LONG_COMPARE = multipartBody({ file_1: contract(500), file_2: contract(500) });
const PACE = { timeoutMs: 1_000, bytesPerSecond: 1_024 };

const LATE = /^Request Timeout: the upload was not received in time \(\d+ bytes in \d+\.\d s; uploads get 1 s, and 1 s more per 1024 bytes received\)$/;

describe('the pace of an admitted upload', () => {
  // The first five at once, each on a server of its own closed when it ends (listeningUntilFinished): each waits, idle,
  // for a pace, a slow analysis or nothing (1.1 to 2.7 s each, 9 s one after the other); the two after them start
  // analysis threads and a cluster, and run alone.
  it.concurrent('an upload that trickles (32 bytes a second against 1,024) is answered 408 once it falls behind, its connection closed', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: PACE } }, onTestFinished);
    const r = await paced(port, post('/v1/element_classification', LONG.length), LONG, 8, 250);
    const { status, headers, error } = lateAnswer(r.got);
    expect(status).toBe('HTTP/1.1 408 Request Timeout');
    expect(headers).toBe(`content-type: application/json; charset=utf-8\ncontent-length: ${Buffer.byteLength(JSON.stringify(error))}\nx-content-type-options: nosniff\nDate: *\nConnection: close`);
    expect(error.error).toMatch(LATE);
    expect(error).toEqual({ error: error.error, code: 408, errors: [{ code: 'timeout', message: error.error, path: '.file' }] });
    expect(r.closedByServer).toBe(true);
    // 1 s and the few bytes' worth: cut soon after, not at the 30 s request timeout.
    expect(r.answeredMs).toBeGreaterThanOrEqual(1_000);
    expect(r.answeredMs).toBeLessThan(5_000);
  }, 30_000);

  it.concurrent('compare: the 408 names the whole request, as its other whole-request errors', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: PACE } }, onTestFinished);
    const r = await paced(port, post('/v1/comparison', LONG_COMPARE.length), LONG_COMPARE, 8, 250);
    const { status, error } = lateAnswer(r.got);
    expect(status).toBe('HTTP/1.1 408 Request Timeout');
    expect(error).toEqual({ error: error.error, code: 408, errors: [{ code: 'timeout', message: error.error, path: '' }] });
  }, 30_000);

  it.concurrent('an upload that keeps the pace (2,560 bytes a second) is read past the first second and served', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: PACE } }, onTestFinished);
    const body = multipartBody({ file: contract(60) });
    const r = await paced(port, post('/v1/element_classification', body.length), body, 512, 200);
    expect(r.got).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(r.answeredMs).toBeGreaterThan(1_000);
    expect(r.closedByServer).toBe(false);
  }, 30_000);

  it.concurrent('the clock stops once the body is in: an analysis longer than the timeout is not cut', async ({ expect, onTestFinished }) => {
    const slow = {
      classifyElements: async () => {
        await new Promise((r) => setTimeout(r, 1_500));
        return { status: 200, result: { elements: [] } };
      },
    } as unknown as ContractTwin;
    const port = await listeningUntilFinished({ contracts: { twin: slow, upload: { timeoutMs: 1_000, bytesPerSecond: 0 } } }, onTestFinished);
    const body = multipartBody({ file: contract(3) });
    const r = await paced(port, post('/v1/element_classification', body.length), body, body.length, 10, 0);
    expect(r.got).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\{"elements":\[\]\}$/);
    expect(r.answeredMs).toBeGreaterThan(1_400);
  }, 30_000);

  it.concurrent('upload: false leaves only the request timeout', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: false } }, onTestFinished);
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.write(post('/v1/element_classification', LONG.length) + LONG.slice(0, 100));
    await new Promise((r) => setTimeout(r, 2_000));
    socket.destroy();
    expect(got).toBe('');
  }, 30_000);

  it('the place is handed back with the 408: the next request is admitted (one thread, no queue; built package)', async () => {
    const mod = (await import(join(root, 'dist/server/index.js'))) as typeof import('../../src/server/index.js');
    const port = await listening({ contracts: { threads: { max: 1, queue: 0, prestart: false }, upload: PACE } }, mod.createServer);
    const trickler = paced(port, post('/v1/element_classification', LONG.length), LONG, 8, 250);
    await new Promise((r) => setTimeout(r, 300));
    const body = multipartBody({ file: contract(3) });
    const whole = (path: string, text: string) => paced(port, post(path, text.length), text, text.length, 10, 0);
    const refused = await whole('/v1/element_classification', body);
    const late = await trickler;
    const next = await whole('/v1/element_classification', body);
    expect(refused.got).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\nretry-after: 5\r\n/);
    expect(late.got).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(late.answeredMs).toBeLessThan(5_000);
    expect(next.got).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  }, 60_000);

  it('a cluster: the pace reaches the workers', async () => {
    const mod = (await import(join(root, 'dist/server/index.js'))) as typeof import('../../src/server/index.js');
    const cluster = await mod.startCluster({ workers: 1, port: 0, quiet: true, contracts: { threads: { max: 1, prestart: false }, upload: PACE } });
    closeAfter(() => cluster.close());
    const r = await paced(cluster.port, post('/v1/element_classification', LONG.length), LONG, 8, 250);
    expect(r.got).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(r.answeredMs).toBeLessThan(5_000);
  }, 60_000);
});

describe('contracts.upload checked when the server is created', () => {
  function refusal(upload: Record<string, unknown>): { status: number; path: string } | 'created' {
    try {
      createServer({ log: false, contracts: { upload } });
      return 'created';
    } catch (e) {
      if (!(e instanceof ParleyError)) throw e;
      return { status: e.status, path: e.result.errors?.[0]?.path ?? '' };
    }
  }

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ['10'], [3_600_001]])('timeoutMs %s: 400 at .contracts.upload.timeoutMs', (timeoutMs) => {
    expect(refusal({ timeoutMs })).toEqual({ status: 400, path: '.contracts.upload.timeoutMs' });
  });

  it.each([[-1], [0.5], [Number.NaN], ['1024'], [2 ** 30 + 1]])('bytesPerSecond %s: 400 at .contracts.upload.bytesPerSecond', (bytesPerSecond) => {
    expect(refusal({ bytesPerSecond })).toEqual({ status: 400, path: '.contracts.upload.bytesPerSecond' });
  });

  it.each([[{}], [{ timeoutMs: 0 }], [{ bytesPerSecond: 0 }], [{ timeoutMs: 3_600_000, bytesPerSecond: 2 ** 30 }]])('%j: created', (upload) => {
    expect(refusal(upload)).toBe('created');
  });

  it('startCluster refuses a bad value at once, before any worker starts', async () => {
    const { startCluster } = await import('../../src/server/index.js');
    await expect(startCluster({ workers: 1, port: 0, quiet: true, contracts: { upload: { timeoutMs: -5 } } })).rejects.toThrow('contracts.upload.timeoutMs must be');
  });
});

describe('an allowance past setTimeout\'s longest delay (hred23)', () => {
  // `bytesPerSecond` 1 (accepted: 0 to 1 GiB) gives one second per byte: a compare upload's 3 MB, received and then
  // stalled, is allowed 3e9 ms, past setTimeout's 2^31 - 1. node:http then ran the look after 1 ms, and again, each
  // time with a TimeoutOverflowWarning: about 600 looks and warnings a second until the request timeout.
  it('a stalled upload allowed 3e9 ms: no TimeoutOverflowWarning, no abort', async () => {
    const { startUploadDeadline } = await import('../../src/server/contracts/upload-deadline.js');
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const socket = { bytesRead: 0 };
    const req = { complete: false, socket } as unknown as import('node:http').IncomingMessage;
    const res = { shouldKeepAlive: true } as unknown as import('node:http').ServerResponse;
    const deadline = startUploadDeadline(req, res, { timeoutMs: 100, bytesPerSecond: 1 }, '');
    socket.bytesRead = 3_000_000;
    await new Promise((r) => setTimeout(r, 1_000));
    deadline?.stop();
    process.off('warning', onWarning);
    expect(warnings.filter((name) => name === 'TimeoutOverflowWarning')).toEqual([]);
    expect(deadline?.signal.aborted).toBe(false);
  });
});

describe('contracts.upload that is no object (hred23)', () => {
  // A library caller writing JavaScript may give the timeout alone (`upload: 5000`) or a string: the fields were read
  // from it as from an object (none), and the server ran with the defaults (10 s), silently. Now a 400 naming
  // `.contracts.upload`, as a bad field is refused; `false` and `undefined` stay what they are (none; the defaults).
  it.each([[5000], ['10s'], [true], [null], [[1000]]])('upload %j: 400 at .contracts.upload', (upload) => {
    let caught: unknown;
    try {
      createServer({ log: false, contracts: { upload: upload as never } });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ParleyError);
    expect((caught as ParleyError).status).toBe(400);
    expect((caught as ParleyError).result.errors?.[0]?.path).toBe('.contracts.upload');
  });

  it.each([[false as const], [undefined]])('upload %s: created', (upload) => {
    expect(() => createServer({ log: false, contracts: { upload } })).not.toThrow();
  });
});
