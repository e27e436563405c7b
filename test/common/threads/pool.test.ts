/**
 * The worker-thread pool both wings use (src/common/threads/pool.ts), on the built package with a test thread
 * (test/fixtures/threads/echo-thread.mjs): arrival order beyond the bound, warm threads reused, the PDF reader's policy
 * (no bound, one idle kept), progress before the reply, and the three failures, each ending its thread.
 */
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as PoolModule from '../../../src/common/threads/pool.js';

const root = new URL('../../../', import.meta.url).pathname;
const file = new URL('file://' + join(root, 'test/fixtures/threads/echo-thread.mjs'));
let mod: typeof PoolModule;
const pools: PoolModule.ThreadPool[] = [];

interface Reply {
  id: number;
  threadId: number;
}
const isReply = (m: unknown): m is Reply => typeof m === 'object' && m !== null && 'threadId' in m;

beforeAll(async () => {
  mod = (await import(join(root, 'dist/common/threads/pool.js'))) as typeof PoolModule;
});

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(options: Partial<PoolModule.ThreadPoolOptions> = {}): PoolModule.ThreadPool {
  const p = new mod.ThreadPool({ file, size: 1, heapMb: 64, ...options });
  pools.push(p);
  return p;
}

const run = (p: PoolModule.ThreadPool, job: Record<string, unknown>, timeoutMs = 20_000, onMessage?: (m: unknown) => void) =>
  p.run(job, { timeoutMs, isFinal: isReply, onMessage });

const threadOf = (outcome: PoolModule.JobOutcome<Reply>): number => ('reply' in outcome ? outcome.reply.threadId : -1);

describe('ThreadPool', () => {
  it('runs jobs beyond its size in arrival order, on the thread it keeps warm', async () => {
    const p = pool({ size: 1 });
    const done: number[] = [];
    const outcomes = await Promise.all([1, 2, 3].map((id) => run(p, { id, holdMs: id === 1 ? 200 : 0 }).then((o) => (done.push(id), o))));
    expect(done).toEqual([1, 2, 3]);
    expect(outcomes.map((o) => ('reply' in o ? o.reply.id : 0))).toEqual([1, 2, 3]);
    expect(new Set(outcomes.map(threadOf)).size).toBe(1);
  }, 30_000);

  it('with no bound, starts concurrent jobs at once on threads of their own, and keeps `keepIdle` of them', async () => {
    const p = pool({ size: Infinity, keepIdle: 1 });
    const first = await Promise.all([run(p, { id: 1, holdMs: 300 }), run(p, { id: 2, holdMs: 300 })]);
    const firstThreads = first.map(threadOf);
    expect(new Set(firstThreads).size).toBe(2);
    const again = (await Promise.all([run(p, { id: 3, holdMs: 300 }), run(p, { id: 4, holdMs: 300 })])).map(threadOf);
    // One of the two threads was kept; the other job needed a new one.
    expect(again.filter((t) => firstThreads.includes(t))).toHaveLength(1);
    expect(again.filter((t) => !firstThreads.includes(t))).toHaveLength(1);
  }, 30_000);

  it('hands the messages before the reply to the caller, in order', async () => {
    const heard: unknown[] = [];
    const outcome = await run(pool(), { id: 7, progress: 3 }, 20_000, (m) => heard.push(m));
    expect(heard).toEqual([{ step: 1 }, { step: 2 }, { step: 3 }]);
    expect(outcome).toEqual({ reply: { id: 7, threadId: threadOf(outcome) } });
  }, 30_000);

  it('ends a thread past its time limit (late), its heap bound (memory) or that exits (failed); the next job gets a new thread', async () => {
    const p = pool({ heapMb: 16 });
    const warm = threadOf(await run(p, { id: 1 }));
    expect(await run(p, { id: 2, holdMs: 10_000 }, 200)).toEqual({ failure: 'late' });
    const next = threadOf(await run(p, { id: 3 }));
    expect(next).not.toBe(warm);
    expect(await run(p, { id: 4, fill: true })).toEqual({ failure: 'memory' });
    expect(await run(p, { id: 5, exit: true })).toEqual({ failure: 'failed' });
    const last = await run(p, { id: 6 });
    expect('reply' in last && ![warm, next].includes(last.reply.threadId)).toBe(true);
  }, 60_000);
});
