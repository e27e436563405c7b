/**
 * What a refused CONNECT still reads (src/server/index.ts `refuseConnect`, h50ops). The 405 is written and the socket
 * ended; what the client still sends is read and dropped so that it gets its answer. A client that kept its side open
 * (`allowHalfOpen`) and sent without end was read for the whole 10 s: 2 GB over loopback, the event loop reading all
 * along, as the unread rest of a body was before hred22. Now read up to the unread-body bound, then the socket is
 * destroyed; and the 10 s timer goes with a socket that closed before it.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_BODY_BYTES } from '../../src/server/unread-body.js';
import { HEADERS_TIMEOUT_MS } from '../../src/server/timeouts.js';
import { serversClosedAfterEach } from './listening.js';
import { drainedOrClosed } from './raw-http.js';

const { listening } = serversClosedAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

const CONNECT = 'CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n';

/** A half-open client: writes CONNECT then 64 KiB chunks until the server drops it or `maxBytes` are sent. */
function connectFlood(port: number, maxBytes: number): Promise<{ answer: string; sent: number; ms: number }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const started = performance.now();
    let answer = '';
    let sent = 0;
    const chunk = Buffer.alloc(65_536, 0x61);
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, sent, ms: performance.now() - started }));
    socket.on('connect', async () => {
      socket.write(CONNECT);
      while (sent < maxBytes && !socket.destroyed) {
        if (!socket.write(chunk)) await drainedOrClosed(socket);
        sent += chunk.length;
      }
      socket.destroy();
    });
  });
}

describe('a refused CONNECT (h50ops)', () => {
  it('a client that keeps sending is cut after the unread-body bound, long before the 10 s', async () => {
    const port = await listening({});
    const r = await connectFlood(port, 20 * UNREAD_BODY_BYTES);
    expect(r.answer.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(JSON.parse(r.answer.slice(r.answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Method CONNECT not allowed', code: 405 });
    // Cut by the server: what the kernel's buffers took past the bound, never the 320 MiB the client had to send.
    expect(r.sent).toBeLessThan(4 * UNREAD_BODY_BYTES);
    expect(r.ms).toBeLessThan(HEADERS_TIMEOUT_MS);
  }, 30_000);

  it('a larger bodyLimit raises the bound with it, as for an unread body', async () => {
    const port = await listening({ bodyLimit: 2 * UNREAD_BODY_BYTES });
    const r = await connectFlood(port, 20 * UNREAD_BODY_BYTES);
    expect(r.sent).toBeGreaterThanOrEqual(2 * UNREAD_BODY_BYTES);
    expect(r.sent).toBeLessThan(6 * UNREAD_BODY_BYTES);
  }, 30_000);

  it('its 10 s timer is cleared when the socket closes first', async () => {
    const port = await listening({});
    const timers: NodeJS.Timeout[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      const timer = realSetTimeout(fn, ms);
      if (ms === HEADERS_TIMEOUT_MS) timers.push(timer);
      return timer;
    }) as typeof setTimeout);
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(CONNECT));
      socket.on('data', () => socket.end());
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    await new Promise((r) => realSetTimeout(r, 50));
    expect(timers).toHaveLength(1);
    expect(cleared).toHaveBeenCalledWith(timers[0]);
  });
});
