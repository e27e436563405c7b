/**
 * `close()` called twice (a test's teardown and a signal handler, say) while a client never reads a large answer: the
 * second call resolved at once, while the first still waited for that connection (hred8: 1 ms against 7.4 s), so a
 * caller awaiting it went on with a server still holding connections. Both now wait for the same end, and the server
 * closes again after a new listen().
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/index.js';
import type { Dispatch } from '../../src/server/index.js';

const LARGE = 'x'.repeat(48 * 1024 * 1024);

describe('server.close() called twice', () => {
  it('the second call resolves with the first, once the unread answer is dropped, not before', async () => {
    let started = () => {};
    const begun = new Promise<void>((r) => (started = r));
    let answeredAt = 0;
    // The answer's end (its 400 ms to be read start then; close-unread-answer.test.ts times that window).
    const dispatch: Dispatch = async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      setImmediate(() => (answeredAt = performance.now()));
      return { status: 200, result: { text: LARGE } };
    };
    const server = createServer({ log: false, dispatch, contracts: false });
    server.server.requestTimeout = 400;
    const { port } = await server.listen(0, '127.0.0.1');
    const client = net.connect(port, '127.0.0.1');
    client.pause();
    client.on('error', () => undefined);
    client.write('GET /v1/workspaces?version=2021-06-14 HTTP/1.1\r\nhost: x\r\n\r\n');
    await begun;
    const first = server.close();
    let firstDone = false;
    void first.then(() => (firstDone = true));
    const second = server.close();
    expect(second).toBe(first);
    await second;
    // Resolved with the first, once the server held no connection (the unread answer's dropped), not at once.
    expect(firstDone).toBe(true);
    expect(answeredAt).toBeGreaterThan(0);
    expect(await new Promise((r) => server.server.getConnections((_, n) => r(n)))).toBe(0);
    client.destroy();
  }, 30_000);

  it('closes again after a new listen()', async () => {
    const server = createServer({ log: false, dispatch: async () => ({ status: 200, result: {} }), contracts: false });
    await server.listen(0, '127.0.0.1');
    await server.close();
    await server.listen(0, '127.0.0.1');
    expect(server.server.listening).toBe(true);
    await server.close();
    expect(server.server.listening).toBe(false);
  });
});
