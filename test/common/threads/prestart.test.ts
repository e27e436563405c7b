/**
 * `ThreadPool.prestart` (src/common/threads/pool.ts) and the thread side's preparation (serve.ts), on the built package
 * with a test thread (test/fixtures/threads/prepare-thread.mjs). Each case runs in a Node process of its own (the
 * fixture reads how to prepare from its environment): the next job runs on the prestarted thread after its preparation,
 * never during it; a preparation that fails or ends its process is harmless (the job still answered); an idle
 * prestarted thread or child does not keep its process alive. The cases run side by side (`describe.concurrent`), each
 * in its own processes, their starts and waits overlapping (h110suiteS).
 */
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { runTimingExitAsync } from './exit-delay.js';

const root = new URL('../../../', import.meta.url).pathname;
const file = new URL('file://' + join(root, 'test/fixtures/threads/prepare-thread.mjs'));

/**
 * Runs `body` after a pool of `mode` is made (`pool`, `isFinal` in scope); prints what it writes; killed past 60 s (a
 * guard against a hang only: 20 s one case after the other, 60 s now that the eight run side by side).
 * `exitDelayMs`: from the body's end to the process's exit (exit-delay.ts), what a thread wrongly kept would stretch.
 */
function node(mode: string, prepare: string, body: string, options = '') {
  const script = `
    const { ThreadPool } = await import(${JSON.stringify(join(root, 'dist/common/threads/pool.js'))});
    const pool = new ThreadPool({ file: new URL(${JSON.stringify(file.href)}), mode: '${mode}', size: 1, heapMb: 64, ${options} });
    const isFinal = (m) => typeof m === 'object' && m !== null && 'id' in m;
    ${body}
  `;
  return runTimingExitAsync(script, { timeout: 60_000, env: { ...process.env, PREPARE_MODE: prepare } });
}

/**
 * The exit after the body's end, at most (ms): the work left is Node's own shutdown, milliseconds; an idle thread that
 * held the process would hold it its idle minute. The bound stands for the 15 s of the whole run it replaces.
 */
const EXITS_WITHIN_MS = 15_000;

const runAfterPrestart = `
  pool.prestart();
  pool.prestart(); // a second call while one idle thread is kept starts none
  const first = await pool.run({ id: 1 }, { timeoutMs: 10_000, isFinal });
  const second = await pool.run({ id: 2 }, { timeoutMs: 10_000, isFinal });
  await pool.close();
  process.stdout.write(JSON.stringify({ first: first.reply, second: second.reply, parent: process.pid }));
`;

describe.concurrent('ThreadPool.prestart', () => {
  for (const mode of ['thread', 'process']) {
    it(`(${mode}) the first job runs on the prestarted ${mode} once it has prepared, and the thread is kept`, async ({ expect }) => {
      const r = await node(mode, 'ok', runAfterPrestart);
      const out = JSON.parse(r.stdout);
      expect(out.first).toMatchObject({ id: 1, prepared: 1, overlapped: false });
      expect(out.second).toMatchObject({ id: 2, prepared: 1, overlapped: false, pid: out.first.pid });
      expect(out.first.pid === out.parent).toBe(mode === 'thread');
    }, 70_000);
  }

  it('a preparation that throws is silent: the job is answered on the same child', async ({ expect }) => {
    const r = await node('process', 'throw', runAfterPrestart);
    const out = JSON.parse(r.stdout);
    expect(out.first).toMatchObject({ id: 1, prepared: 0, overlapped: false });
    expect(out.second.pid).toBe(out.first.pid);
    expect(r.stderr).toBe('');
  }, 70_000);

  it('a preparation that ends its child is harmless: the next job gets a new child', async ({ expect }) => {
    const r = await node('process', 'exit', `
      pool.prestart();
      // Until the child has prepared and exited (the pool forgets it): a job sent to a child that then dies is a
      // job on a dying child, whatever killed it.
      for (const end = Date.now() + 15_000; pool.idle.length > 0 && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
      const first = await pool.run({ id: 1 }, { timeoutMs: 10_000, isFinal });
      await pool.close();
      process.stdout.write(JSON.stringify(first));
    `);
    expect(JSON.parse(r.stdout)).toMatchObject({ reply: { id: 1, prepared: 0 } });
  }, 70_000);

  it('a prestart after close() starts nothing', async ({ expect }) => {
    const r = await node('process', 'ok', `
      await pool.close();
      pool.prestart();
      process.stdout.write('closed');
    `);
    expect(r.stdout).toBe('closed');
    expect(r.exitDelayMs).toBeLessThan(EXITS_WITHIN_MS);
  }, 70_000);

  for (const mode of ['thread', 'process']) {
    it(`(${mode}) a prestarted ${mode}, preparing or idle, does not keep its process alive`, async ({ expect }) => {
      // No close(): the process ends by itself, well before the minute the idle thread would be kept.
      const preparing = await node(mode, 'ok', `pool.prestart(); process.stdout.write('started');`);
      expect(preparing).toMatchObject({ status: 0, stdout: 'started' });
      expect(preparing.exitDelayMs).toBeLessThan(EXITS_WITHIN_MS);
      const idle = await node(mode, 'ok', `
        pool.prestart();
        const first = await pool.run({ id: 1 }, { timeoutMs: 10_000, isFinal });
        pool.prestart(); // the used one is kept idle: nothing new
        process.stdout.write(String(first.reply.prepared));
      `);
      expect(idle).toMatchObject({ status: 0, stdout: '1' });
      expect(idle.exitDelayMs).toBeLessThan(EXITS_WITHIN_MS);
    }, 130_000);
  }

  it('on standby, a prestarted child waits for its first job past the idle window, and a used one ended idle is replaced by a fresh one', async ({ expect }) => {
    const r = await node('process', 'ok', `
      const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      pool.prestart();
      await sleep(1_000); // 2.5 times idleMs: a prestarted child on standby has no idle timer
      const first = await pool.run({ id: 1 }, { timeoutMs: 10_000, isFinal });
      await sleep(1_500); // the used child ended after idleMs, a fresh one prestarted (the job waits for its preparation)
      const second = await pool.run({ id: 2 }, { timeoutMs: 10_000, isFinal });
      process.stdout.write(JSON.stringify({ first: first.reply, second: second.reply })); // no close(): the process exits by itself
    `, 'standby: true, idleMs: 400');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.first).toMatchObject({ id: 1, prepared: 1 });
    expect(out.second).toMatchObject({ id: 2, prepared: 1 });
    expect(out.second.pid).not.toBe(out.first.pid);
  }, 70_000);
});
