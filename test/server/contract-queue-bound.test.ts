/**
 * The bound on the document requests one process holds (src/server/contracts/admission.ts, hred21's Left): each
 * waiting upload was held with no cap. Past `threads + queue` requests in hand, a document request is answered 503
 * in the service's error shape with a `Retry-After`, before its body is read; once the queue drains the next is
 * served, and no place is left taken (as many are admitted again). On the built package (the sources start no
 * thread): one server process, and a cluster of one worker (the option reaches the workers).
 */
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as ServerModule from '../../src/server/index.js';

const root = new URL('../../', import.meta.url).pathname;
const V = '?version=2018-10-15';
let mod: typeof ServerModule;
const closing: (() => Promise<void>)[] = [];

beforeAll(async () => {
  mod = (await import(join(root, 'dist/server/index.js'))) as typeof ServerModule;
});

afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** Sentences of a made-up contract, `n` of them: about 0.25 ms of classification each. */
function contractText(n: number): Blob {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`The Supplier shall deliver lot ${i} to the Buyer within ${(i % 28) + 2} days of the order.`);
  return new Blob([lines.join('\n')], { type: 'text/plain' });
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code?: number; error?: string; errors?: { code: string; path: string }[] };
}

async function post(base: string, path: string, parts: Record<string, Blob>): Promise<Answer> {
  const form = new FormData();
  for (const [name, blob] of Object.entries(parts)) form.append(name, blob, name);
  const res = await fetch(`${base}${path}${V}`, { method: 'POST', body: form });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

const classify = (base: string, sentences: number) => post(base, '/v1/element_classification', { file: contractText(sentences) });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One long analysis on the one thread, one short one waiting: the queue of one is full; then what a third gets. The long
 * one, 4,000 sentences (about 1 s of classification after its thread's cold start), outlasts the 0.6 s of pauses and
 * the three refused requests several times over; it was 8,000, whose second second only kept the file waiting.
 */
async function fillThenOverflow(base: string) {
  const running = classify(base, 4_000);
  await pause(300);
  const waiting = classify(base, 20);
  await pause(300);
  const started = Date.now();
  const refused = await classify(base, 20);
  const refusedMs = Date.now() - started;
  const refusedCompare = await post(base, '/v1/comparison', { file_1: contractText(3), file_2: contractText(4) });
  const feedback = await fetch(`${base}/v1/feedback${V}`);
  await feedback.text();
  const [first, second] = await Promise.all([running, waiting]);
  // Drained: two at once are admitted again (one analysed, one waiting), so no place was left taken.
  const again = await Promise.all([classify(base, 20), classify(base, 20)]);
  return { first: first.status, second: second.status, refused, refusedMs, refusedCompare, feedback: feedback.status, again: again.map((a) => a.status) };
}

const BUSY = 'Service Unavailable: the analysis queue is full (1 waiting); retry in 5 s';

describe('the bound on waiting document requests', () => {
  it('one process: the request past the queue is answered 503 with Retry-After at once; the drained queue serves the next', async () => {
    const server = mod.createServer({ log: false, contracts: { threads: { max: 1, queue: 1, prestart: false } } });
    const { url } = await server.listen(0, '127.0.0.1');
    closing.push(() => server.close());
    const r = await fillThenOverflow(url);
    expect(r.refused).toEqual({ status: 503, retryAfter: '5', body: { error: BUSY, code: 503, errors: [{ code: 'busy', message: BUSY, path: '.file' }] } });
    expect(r.refusedCompare).toEqual({ status: 503, retryAfter: '5', body: { error: BUSY, code: 503, errors: [{ code: 'busy', message: BUSY, path: '' }] } });
    // Answered while the long analysis still ran, not after it.
    expect(r.refusedMs).toBeLessThan(1_000);
    expect([r.first, r.second, r.feedback, r.again]).toEqual([200, 200, 200, [200, 200]]);
  }, 120_000);

  it('a cluster: each worker bounds its own queue (the option reaches the workers)', async () => {
    const cluster = await mod.startCluster({ workers: 1, port: 0, quiet: true, contracts: { threads: { max: 1, queue: 1, prestart: false } } });
    closing.push(() => cluster.close());
    const r = await fillThenOverflow(cluster.url);
    expect([r.refused.status, r.refused.retryAfter, r.refused.body.error, r.refusedCompare.status]).toEqual([503, '5', BUSY, 503]);
    expect([r.first, r.second, r.feedback, r.again]).toEqual([200, 200, 200, [200, 200]]);
  }, 120_000);

  it('the default queue is 8 per thread', async () => {
    const { AnalysisAdmission, QUEUED_PER_THREAD } = (await import(join(root, 'dist/server/contracts/admission.js'))) as typeof import('../../src/server/contracts/admission.js');
    expect(QUEUED_PER_THREAD).toBe(8);
    const admission = new AnalysisAdmission(2);
    const places = Array.from({ length: 18 }, () => admission.enter());
    expect(places.filter((p) => p !== undefined)).toHaveLength(18);
    expect(admission.enter()).toBeUndefined();
    places[0]?.();
    places[0]?.(); // handed back once
    expect(admission.count).toBe(17);
    expect(admission.enter()).toBeDefined();
    expect(admission.enter()).toBeUndefined();
  });
});
