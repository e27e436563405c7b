/**
 * The contract threads' bounds given to `createServer` (`contracts.threads`), which the CLI checks (`--analysis-queue`
 * 0 to 10,000) but a library caller may give as any number (hred22): a negative `queue` took places from the threads (with
 * `queue` ≤ −threads, every document request 503 `busy` for ever), a `queue` of NaN bounded nothing (no count is ever at
 * least NaN), a `max` of NaN hung every document request (no thread count is below NaN, so no job ever started: no answer in 8 s). Each
 * is refused when the server is created, a 400 naming the option, as `auth` is.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { createServer } from '../../src/server/index.js';

function refusal(threads: unknown): { status: number; path: string } | 'created' {
  try {
    createServer({ log: false, contracts: { threads: threads as never } });
    return 'created';
  } catch (e) {
    if (!(e instanceof ParleyError)) throw e;
    return { status: e.status, path: e.result.errors?.[0]?.path ?? '' };
  }
}

describe('contracts.threads checked when the server is created (hred22)', () => {
  it.each([[-1], [-0.5], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ['8']])('queue %s: 400 at .contracts.threads.queue', (queue) => {
    expect(refusal({ queue })).toEqual({ status: 400, path: '.contracts.threads.queue' });
  });

  it.each([[0], [-2], [Number.NaN], [2.5], ['2']])('max %s: 400 at .contracts.threads.max', (max) => {
    expect(refusal({ max })).toEqual({ status: 400, path: '.contracts.threads.max' });
  });

  it.each([[{}], [{ queue: 0 }], [{ queue: 10_000 }], [{ max: 1, queue: 3 }], [{ max: 64 }]])('%j: created', (threads) => {
    expect(refusal(threads)).toBe('created');
  });
});

describe('contracts.threads itself: an object or false (the lead, after hred23)', () => {
  it.each([[4], ['4'], [true], [null], [[2]]])('%j: 400 at .contracts.threads', (threads) => {
    expect(refusal(threads)).toEqual({ status: 400, path: '.contracts.threads' });
  });

  it('false: created (threads off)', () => {
    expect(refusal(false)).toBe('created');
  });
});
