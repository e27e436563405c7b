/**
 * The pool's request writing (src/common/threads/runner.ts `post`, pool.ts `onSent`; session 28, h29speed2) against a
 * child that does not play along (issue 18, hred18): one that never reads its request, one that exits while a request of
 * 100 MB is being written to it. Each job ends by its timeout or the child's end, the pool stays usable, `onSent` is
 * never told of a request the child did not take, and nothing throws outside the job.
 */
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as PoolModule from '../../../src/common/threads/pool.js';

const root = new URL('../../../', import.meta.url).pathname;
const deaf = new URL('file://' + join(root, 'test/fixtures/threads/deaf-thread.mjs'));
const echo = new URL('file://' + join(root, 'test/fixtures/threads/echo-thread.mjs'));
let mod: typeof PoolModule;
const pools: PoolModule.ThreadPool[] = [];
const isReply = (m: unknown): m is { id: number } => typeof m === 'object' && m !== null && 'threadId' in m;
/** A request far larger than a pipe's 64 KB: written piece by piece as the child reads. */
const HUNDRED_MB = 'x'.repeat(100 << 20);

beforeAll(async () => {
  mod = (await import(join(root, 'dist/common/threads/pool.js'))) as typeof PoolModule;
});

afterEach(async () => {
  delete process.env.PARLEY_TEST_DEAF;
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(file: URL, mode: PoolModule.ThreadPoolOptions['mode']): PoolModule.ThreadPool {
  const p = new mod.ThreadPool({ file, size: 1, heapMb: 64, mode });
  pools.push(p);
  return p;
}

/**
 * Runs `request` with `timeoutMs`; the outcome, whether `onSent` was told, whether it was told after the outcome (300 ms
 * later: a killed child's queued write settles then), and the wall time the job took.
 */
async function timedRun(p: PoolModule.ThreadPool, request: unknown, timeoutMs: number) {
  let sent = false;
  let over = false;
  let sentAfter = false;
  const start = Date.now();
  const outcome = await p.run(request, { timeoutMs, isFinal: isReply, onSent: () => ((sent = true), (sentAfter ||= over)) });
  over = true;
  const ms = Date.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { outcome, sent, sentAfter, ms };
}

describe('ThreadPool against a child that does not read (hred18)', () => {
  it('a child process that never reads a 100 MB request: late at its timeout, never sent, and no hang', async () => {
    const p = pool(deaf, 'process');
    const { outcome, sent, ms } = await timedRun(p, { id: 1, padding: HUNDRED_MB }, 1_000);
    expect(outcome).toEqual({ failure: 'late' });
    // Nor after the killed child's queued write settled (Node's callback drops its EPIPE).
    expect(sent).toBe(false);
    expect(ms).toBeLessThan(15_000);
  }, 60_000);

  it('a child process that exits while a 100 MB request is written: failed, never told as sent after it, and the next job runs', async () => {
    process.env.PARLEY_TEST_DEAF = 'exit';
    const p = pool(deaf, 'process');
    const { outcome, sentAfter, ms } = await timedRun(p, { id: 1, padding: HUNDRED_MB }, 20_000);
    expect(outcome).toEqual({ failure: 'failed' });
    // Node hands the failed write's callback no error: where it comes before the child's exit is heard, `onSent` is told
    // (the job fails all the same); once the job is over, never.
    expect(sentAfter).toBe(false);
    expect(ms).toBeLessThan(15_000);
    const q = pool(echo, 'process');
    const next = await timedRun(q, { id: 2 }, 20_000);
    expect(next.outcome).toMatchObject({ reply: { id: 2 } });
    expect(next.sent).toBe(true);
  }, 60_000);

  it('a worker thread that never reads: late at its timeout and ended (a thread takes its message at once)', async () => {
    const p = pool(deaf, 'thread');
    const { outcome, ms } = await timedRun(p, { id: 1, padding: 'x'.repeat(1 << 20) }, 500);
    expect(outcome).toEqual({ failure: 'late' });
    expect(ms).toBeLessThan(15_000);
  }, 60_000);
});
