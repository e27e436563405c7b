/**
 * A client's share of the analysis queue (src/server/contracts/admission.ts, h46ops's Left): one client with as many
 * connections as places kept the queue full, and every other client was answered 503. With `threads.perClient`
 * (`--analysis-per-client N`), a client (its remote address) holds at most that many places: its next request is
 * answered 503 `busy` in the same shape, while another client is admitted; a place handed back is the client's again.
 * Two clients on one machine: two loopback addresses (127.0.0.1 and 127.0.0.2, both the loopback interface on Linux).
 */
import net from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { AnalysisAdmission } from '../../src/server/contracts/admission.js';
import { createServer } from '../../src/server/index.js';
import { contractOptions, serveCommand, serveHelp } from '../../src/cli/commands/serve.js';
import { serversClosedAfterEach } from './listening.js';
import { BOUNDARY, multipartBody } from './paced-client.js';

const root = new URL('../../', import.meta.url).pathname;
const { listening, closeAfter } = serversClosedAfterEach();

const FIRST = '127.0.0.1';
const SECOND = '127.0.0.2';
const SHARE = 'Service Unavailable: this client has 2 document requests in hand, the most one client may have; retry in 5 s';

const post = (length: number, connection = 'keep-alive') =>
  `POST /v1/element_classification?version=2018-10-15 HTTP/1.1\r\nhost: x\r\nconnection: ${connection}\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${length}\r\n\r\n`;
const BODY = multipartBody({ file: 'The Supplier shall deliver the goods.\nThe Buyer shall pay the price.' });

/** A request from `from` whose body stops halfway: it holds its place until its socket is destroyed. */
function holder(port: number, from: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(post(BODY.length) + BODY.slice(0, 40));
      // The server has read the headers (and admitted it) once a following request on another socket is answered.
      resolve(socket);
    });
    socket.on('error', () => undefined);
  });
}

/** A whole request from `from`: the status line, the Retry-After and the JSON body of the answer. */
function whole(port: number, from: string): Promise<{ status: string; retryAfter: string | undefined; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(post(BODY.length, 'close') + BODY));
    let got = '';
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error(`no answer; got ${JSON.stringify(got)}`));
    });
    socket.on('data', (d: Buffer) => (got += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head, body = ''] = got.split('\r\n\r\n');
      const [status, ...headers] = head.split('\r\n');
      const retryAfter = headers.find((h) => /^retry-after:/i.test(h))?.split(': ')[1];
      resolve({ status, retryAfter, body: body === '' ? undefined : (JSON.parse(body) as unknown) });
    });
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a client\'s share of the analysis queue (h50ops)', () => {
  it('places: a client past its share is refused, another admitted, a place handed back is the client\'s again', () => {
    const admission = new AnalysisAdmission(1, 3, 2);
    const a1 = admission.enter('a');
    const a2 = admission.enter('a');
    expect([a1, a2].every((leave) => leave !== undefined)).toBe(true);
    expect(admission.enter('a')).toBeUndefined();
    expect(admission.refusal('.file', 'a').result).toEqual({ error: SHARE, code: 503, errors: [{ code: 'busy', message: SHARE, path: '.file' }] });
    const b1 = admission.enter('b');
    expect(b1).toBeDefined();
    expect([admission.count, admission.clients]).toEqual([3, 2]);
    a1?.();
    a1?.(); // handed back once
    const a3 = admission.enter('a');
    expect(a3).toBeDefined();
    const b2 = admission.enter('b');
    expect(b2).toBeDefined();
    // Four places in all (1 thread + 3), all taken: the queue is full for a client with room in its share too.
    expect(admission.enter('c')).toBeUndefined();
    expect(admission.refusal('', 'c').message).toBe('Service Unavailable: the analysis queue is full (3 waiting); retry in 5 s');
    for (const leave of [a2, a3, b1, b2]) leave?.();
    // No client left counted: the map holds only clients with a place.
    expect([admission.count, admission.clients]).toEqual([0, 0]);
  });

  it('no share by default (0): one client may take every place; a request without an address counts in the whole only', () => {
    const admission = new AnalysisAdmission(1, 3);
    expect(Array.from({ length: 4 }, () => admission.enter('a')).every((leave) => leave !== undefined)).toBe(true);
    expect(admission.enter('b')).toBeUndefined();
    expect(admission.clients).toBe(0);
    const shared = new AnalysisAdmission(1, 3, 1);
    expect([shared.enter(), shared.enter()].every((leave) => leave !== undefined)).toBe(true);
  });

  it('over HTTP: the first client\'s third request 503 with Retry-After, the second client served; a freed place admits the first again (built package)', async () => {
    const mod = (await import(join(root, 'dist/server/index.js'))) as typeof import('../../src/server/index.js');
    const port = await listening({ contracts: { threads: { max: 1, queue: 3, perClient: 2, prestart: false }, upload: false } }, mod.createServer);
    const held = [await holder(port, FIRST), await holder(port, FIRST)];
    await pause(300);
    const refused = await whole(port, FIRST);
    const other = await whole(port, SECOND);
    held[0].destroy();
    await pause(300);
    const again = await whole(port, FIRST);
    held[1].destroy();
    expect(refused).toEqual({ status: 'HTTP/1.1 503 Service Unavailable', retryAfter: '5', body: { error: SHARE, code: 503, errors: [{ code: 'busy', message: SHARE, path: '.file' }] } });
    expect(other.status).toBe('HTTP/1.1 200 OK');
    expect(again.status).toBe('HTTP/1.1 200 OK');
  }, 60_000);

  it('a cluster: the share reaches the workers', async () => {
    const mod = (await import(join(root, 'dist/server/index.js'))) as typeof import('../../src/server/index.js');
    const cluster = await mod.startCluster({ workers: 1, port: 0, quiet: true, contracts: { threads: { max: 1, queue: 3, perClient: 1, prestart: false }, upload: false } });
    closeAfter(() => cluster.close());
    const held = await holder(cluster.port, FIRST);
    await pause(500);
    const refused = await whole(cluster.port, FIRST);
    const other = await whole(cluster.port, SECOND);
    held.destroy();
    expect([refused.status, refused.retryAfter]).toEqual(['HTTP/1.1 503 Service Unavailable', '5']);
    expect((refused.body as { error: string }).error).toBe('Service Unavailable: this client has 1 document request in hand, the most one client may have; retry in 5 s');
    expect(other.status).toBe('HTTP/1.1 200 OK');
  }, 60_000);
});

describe('contracts.threads.perClient checked when the server is created', () => {
  it.each([[-1], [1.5], [Number.NaN], ['2'], [10_001]])('perClient %s: 400 at .contracts.threads.perClient', (perClient) => {
    let caught: unknown;
    try {
      createServer({ log: false, contracts: { threads: { perClient: perClient as number } } });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ParleyError);
    expect([(caught as ParleyError).status, (caught as ParleyError).result.errors?.[0]?.path]).toEqual([400, '.contracts.threads.perClient']);
  });

  it.each([[0], [1], [10_000]])('perClient %s: created', (perClient) => {
    expect(() => createServer({ log: false, contracts: { threads: { perClient } } })).not.toThrow();
  });
});

describe('parley serve --analysis-per-client', () => {
  it('reaches the contract threads as their per-client share', () => {
    expect(contractOptions(undefined, undefined, true, undefined, {}, 2)).toEqual({ threads: { perClient: 2 } });
    expect(contractOptions(undefined, undefined, true, 4, {}, 0)).toEqual({ threads: { queue: 4, perClient: 0 } });
  });

  it.each(['-1', '1.5', 'x', '', '10001'])('refuses %j as a usage error', async (text) => {
    const io = { stdout: { write: () => true }, stderr: { write: () => true } } as unknown as Parameters<typeof serveCommand>[1];
    await expect(serveCommand(['--analysis-per-client', text], io)).rejects.toThrow(`invalid --analysis-per-client ${/^\S+$/.test(text) ? text : JSON.stringify(text)} (0 to 10000)`);
  });

  it('is in the help, with its default and the proxy caveat', () => {
    expect(serveHelp).toContain('[--analysis-per-client N]');
    expect(serveHelp).toContain('in hand, per process (default 0: no share)');
    expect(serveHelp).toContain("Behind a proxy every client has the proxy's address");
  });
});
