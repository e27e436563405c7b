/**
 * An answer its client does not take (src/server/answer-pace.ts, h50ops). node:http bounds how long a request takes to
 * arrive and how long an idle connection stays, but nothing once an answer is written: a client that asked for a large
 * answer (here a workspace's export of about 4 MB, more than the loopback's buffers hold) and never read it held its
 * connection and the answer for as long as it stayed connected. The answer now gets the upload pace (`timeoutMs`, and
 * 1 s more per `bytesPerSecond` bytes of it); not taken by then, its connection is destroyed.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { serversClosedAfterEach } from './listening.js';

const { listening } = serversClosedAfterEach();
const V = 'version=2021-06-14';
/**
 * 1 s, and 1 s per 2 MiB: the 4 MB export gets about 3 s (the bytes not yet handed to the kernel counted, more than 3 MB
 * of it). At 1 MiB a second it got about 5 s, which the first case waited out; 2 s of the 3 still tell the allowance for
 * the bytes from the bare second.
 */
const PACE = { timeoutMs: 1_000, bytesPerSecond: 2 * 1024 * 1024 };

/**
 * A workspace whose export is about 4 MB (4.27 MB): 2,000 dialog nodes answering 410 words each. Only the answer's size
 * matters here; 2,000 intents of 4 examples of 100 words (4.27 MB as well) were trained before each export, some 1.2 s
 * of CPU a case, the nodes compile in under 0.1 s.
 */
async function bigWorkspace(port: number): Promise<string> {
  const dialog_nodes = Array.from({ length: 2_000 }, (_, i) => ({
    dialog_node: `n${i}`,
    ...(i > 0 ? { previous_sibling: `n${i - 1}` } : {}),
    output: { text: `answer ${i} ${'word '.repeat(410)}`.trim() },
  }));
  const res = await fetch(`http://127.0.0.1:${port}/v1/workspaces?${V}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Large', dialog_nodes }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { workspace_id: string }).workspace_id;
}

/**
 * Asks for the export and reads nothing; resolves when the server has destroyed its side of the connection (a paused
 * client sees no close: the server's own socket is watched), or after `waitMs`.
 */
function neverReads(server: ParleyServer, port: number, id: string, waitMs: number): Promise<{ closedByServer: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET /v1/workspaces/${id}?${V}&export=true HTTP/1.1\r\nhost: x\r\n\r\n`);
      socket.pause();
    });
    socket.on('error', () => undefined);
    const end = (closedByServer: boolean) => {
      clearInterval(look);
      socket.destroy();
      resolve({ closedByServer, ms: performance.now() - started });
    };
    server.server.on('connection', (theirs: net.Socket) => {
      if (theirs.remotePort === socket.localPort) theirs.once('close', () => end(true));
    });
    const look = setInterval(() => {
      if (performance.now() - started >= waitMs) end(false);
    }, 100);
  });
}

describe('an answer its client does not take (h50ops)', () => {
  it('a 4 MB export never read: its connection destroyed once the pace is past (about 3 s), not held', async () => {
    let server: ParleyServer | undefined;
    const port = await listening({ contracts: { upload: PACE } }, (o) => (server = createServer(o)));
    const id = await bigWorkspace(port);
    const r = await neverReads(server as ParleyServer, port, id, 20_000);
    expect(r.closedByServer).toBe(true);
    expect(r.ms).toBeGreaterThanOrEqual(2_000);
  }, 60_000);

  it('a client that reads it gets it whole, and its connection kept', async () => {
    const port = await listening({ contracts: { upload: PACE } });
    const id = await bigWorkspace(port);
    const res = await fetch(`http://127.0.0.1:${port}/v1/workspaces/${id}?${V}&export=true`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(text)).toBe(Number(res.headers.get('content-length')));
    expect(Buffer.byteLength(text)).toBeGreaterThan(4_000_000);
    expect(res.headers.get('connection')).toBe('keep-alive');
  }, 60_000);

  it('contracts.upload: false leaves an answer unbounded, as before', async () => {
    let server: ParleyServer | undefined;
    const port = await listening({ contracts: { upload: false } }, (o) => (server = createServer(o)));
    const id = await bigWorkspace(port);
    const r = await neverReads(server as ParleyServer, port, id, 3_000);
    expect(r.closedByServer).toBe(false);
  }, 60_000);
});
