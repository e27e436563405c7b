/**
 * Twenty-second adversarial round (hred21): the contract threads take as many documents at once as there are cores and
 * queue the rest, and a queued document was analysed even when its client had gone. 16 uploads of a 98 KB DOCX
 * (1 s of analysis each), each client gone after half a second, kept the next client of a `--workers 2` server
 * waiting 36.8 s (load 10). A job waiting for a thread now carries its request's signal: abandoned, it is dropped
 * from the queue unrun (a job already running finishes: its thread cannot be interrupted but by ending it).
 */
import { describe, expect, it } from 'vitest';
import { echoPools, isEchoReply } from '../common/threads/echo-pool.js';

const pool = echoPools();
const isReply = isEchoReply;

describe('a queued job whose request is abandoned (hred21)', () => {
  it('is dropped from the queue unrun; the jobs behind it run next, in order', async () => {
    const p = pool();
    const ran: number[] = [];
    const job = (id: number, holdMs: number, signal?: AbortSignal) =>
      p.run({ id, holdMs }, { timeoutMs: 20_000, isFinal: isReply, onStart: () => ran.push(id), ...(signal ? { signal } : {}) });
    const gone = new AbortController();
    // The second's client goes while the first runs: once the first has started (not after a fixed 50 ms, which on a
    // loaded machine could come before the thread took the first, or after it was done).
    const first = p.run({ id: 1, holdMs: 400 }, { timeoutMs: 20_000, isFinal: isReply, onStart: () => (ran.push(1), setImmediate(() => gone.abort())) });
    const second = job(2, 400, gone.signal);
    const third = job(3, 0);
    const outcomes = await Promise.all([first, second, third]);
    expect(outcomes.map((o) => ('reply' in o ? o.reply.id : o.failure))).toEqual([1, 'abandoned', 3]);
    expect(ran).toEqual([1, 3]);
  }, 30_000);

  it('a job abandoned before it queues is not run; one abandoned once running finishes', async () => {
    const p = pool();
    const ran: number[] = [];
    const already = new AbortController();
    already.abort();
    const late = new AbortController();
    // Its client goes once it runs (not after a fixed 50 ms: a thread slower to start than that under load had it queued still).
    const running = p.run({ id: 5, holdMs: 200 }, { timeoutMs: 20_000, isFinal: isReply, onStart: () => (ran.push(5), late.abort()), signal: late.signal });
    const before = p.run({ id: 4, holdMs: 0 }, { timeoutMs: 20_000, isFinal: isReply, onStart: () => ran.push(4), signal: already.signal });
    const [r, b] = await Promise.all([running, before]);
    expect('reply' in r && r.reply.id).toBe(5);
    expect(b).toEqual({ failure: 'abandoned' });
    expect(ran).toEqual([5]);
  }, 30_000);
});

describe('the request signal of a contract route (hred21)', () => {
  it('aborts when the client goes before the answer, not once the answer is sent', async () => {
    const { createServer } = await import('node:http');
    const { withRequestSignal, currentRequestSignal } = await import('../../src/server/contracts/request-signal.js');
    const seen: { path: string; signal: AbortSignal | undefined }[] = [];
    // The client goes once the server has its request, and the test waits for the handler's end: a client timing out
    // after a fixed 50 ms went, on a loaded machine, before its request reached the server (1 run in 2 at load 17),
    // and a fixed 400 ms wait for the handler is a guess of the same kind.
    let slowArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    let slowHandled!: () => void;
    const handled = new Promise<void>((resolve) => (slowHandled = resolve));
    const server = createServer((req, res) => {
      void withRequestSignal(res, async () => {
        const signal = currentRequestSignal();
        seen.push({ path: req.url ?? '', signal });
        if (req.url === '/slow') {
          slowArrived();
          // Until the signal says the client went; 10 s only for a signal that never does (the test then fails on it).
          await new Promise<void>((resolve) => {
            const bound = setTimeout(resolve, 10_000);
            const gone = () => (clearTimeout(bound), resolve());
            if (signal?.aborted) gone();
            signal?.addEventListener('abort', gone);
          });
        }
        if (!res.destroyed) res.end('ok');
        if (req.url === '/slow') slowHandled();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    expect(await (await fetch(`http://127.0.0.1:${port}/fast`)).text()).toBe('ok');
    const client = new AbortController();
    const slow = fetch(`http://127.0.0.1:${port}/slow`, { signal: client.signal }).catch(() => undefined);
    await arrived;
    client.abort();
    await slow;
    await handled;
    server.close();
    expect(seen.map((s) => [s.path, s.signal?.aborted])).toEqual([['/fast', false], ['/slow', true]]);
    expect(currentRequestSignal()).toBeUndefined();
  });
});
