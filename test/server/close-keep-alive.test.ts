/**
 * A server going away (`close()`) with keep-alive connections open: the request in flight finishes and its answer
 * closes its connection (so the client opens a new one, refused, rather than reusing one about to drop); a request
 * that still arrives on an open connection after close began is refused with the service's 503, never a 500; and
 * close() resolves even while a client keeps writing requests on its connection. docs/behaviour/server-close.md.
 */
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/index.js';
import type { Dispatch } from '../../src/server/index.js';

/** A dispatch whose answers wait until `release()`: a request held in flight. */
function heldDispatch(): { dispatch: Dispatch; started: Promise<void>; release: () => void } {
  let release = () => {};
  let started = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const startedP = new Promise<void>((r) => (started = r));
  const dispatch: Dispatch = async () => {
    started();
    await gate;
    return { status: 200, result: { workspaces: [] } };
  };
  return { dispatch, started: startedP, release };
}

function get(port: number, agent: http.Agent): Promise<{ status: number | string; connection?: string; body: string }> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/v1/workspaces?version=2021-06-14', agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? 'error', body: '' }));
    req.end();
  });
}

describe('server.close() with keep-alive connections', () => {
  it('finishes the request in flight, closes its connection, and the next request is refused, not a 500', async () => {
    const held = heldDispatch();
    const server = createServer({ log: false, dispatch: held.dispatch, contracts: false });
    const { port } = await server.listen(0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = get(port, agent);
      await held.started;
      const closed = server.close();
      held.release();
      expect(await first).toEqual({ status: 200, connection: 'close', body: '{"workspaces":[]}' });
      // The agent does not reuse the closed connection: a new one finds no server.
      expect((await get(port, agent)).status).toBe('ECONNREFUSED');
      await closed;
    } finally {
      agent.destroy();
    }
  });

  it('answers a request written on the open connection after close began with 503 and closes it', async () => {
    const server = createServer({ log: false, contracts: false });
    const { port } = await server.listen(0, '127.0.0.1');
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString()));
    const ended = new Promise<void>((r) => socket.on('close', () => r()));
    const body = JSON.stringify({ name: 'w' });
    // A request in flight at close: its body is still to come.
    socket.write(`POST /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 50));
    const closed = server.close();
    // Its body, then, pipelined behind it, a second request the client wrote before it read the first answer.
    socket.write(`${body}GET /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\n\r\n`);
    await ended;
    await closed;
    const statuses = [...got.matchAll(/^HTTP\/1\.1 (\d+)/gm)].map((m) => Number(m[1]));
    expect(statuses[0]).toBe(201);
    expect(got).toContain('Connection: close');
    // The pipelined request: refused with the service's body, or not answered (the connection closed first).
    expect(statuses.slice(1).every((s) => s === 503)).toBe(true);
    if (statuses.length > 1) expect(got).toContain('{"error":"Service Unavailable: the server is shutting down","code":503}');
  });

  it('resolves close() while a client keeps sending requests on its connection', async () => {
    const server = createServer({ log: false, contracts: false });
    const { port } = await server.listen(0, '127.0.0.1');
    const socket = net.connect(port, '127.0.0.1');
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const body = JSON.stringify({ name: 'w' });
    socket.write(`POST /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 50));
    let done = false;
    const closed = server.close().then(() => (done = true));
    socket.write(body);
    const writer = setInterval(() => socket.writable && socket.write('GET /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\n\r\n'), 20);
    try {
      await Promise.race([closed, new Promise((r) => setTimeout(r, 3000))]);
      expect(done).toBe(true);
    } finally {
      clearInterval(writer);
      socket.destroy();
    }
  });
});
