/**
 * The thread pool of the built package with the test thread (test/fixtures/threads/echo-thread.mjs), for the pool's
 * tests and the abandoned-job tests: one home for the import, the pools made and their close after each test.
 */
import { join } from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import type * as PoolModule from '../../../src/common/threads/pool.js';

export const root = new URL('../../../', import.meta.url).pathname;
/** The test thread: echoes its job with its thread id and pid, after `holdMs`. */
export const echoThread = new URL('file://' + join(root, 'test/fixtures/threads/echo-thread.mjs'));

export interface EchoReply {
  id: number;
  threadId: number;
  pid: number;
}
export const isEchoReply = (m: unknown): m is EchoReply => typeof m === 'object' && m !== null && 'threadId' in m;

/** Registers the hooks of a test file and returns its pool maker (one thread, 64 MB, unless `options` say): every pool made is closed after its test. */
export function echoPools(): (options?: Partial<PoolModule.ThreadPoolOptions>) => PoolModule.ThreadPool {
  let mod: typeof PoolModule;
  const pools: PoolModule.ThreadPool[] = [];
  beforeAll(async () => {
    mod = (await import(join(root, 'dist/common/threads/pool.js'))) as typeof PoolModule;
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });
  return (options = {}) => {
    const p = new mod.ThreadPool({ file: echoThread, size: 1, heapMb: 64, ...options });
    pools.push(p);
    return p;
  };
}
