/**
 * The options a worker thread starts with (src/common/threads/start-worker.ts): a process started with options a
 * Worker refuses as its `execArgv` (V8's `--expose-gc`, `--max-old-space-size`; Node's per-process `--title`) still
 * starts the pool's threads, and a thread of the main script's `--input-type=module -e` does too. Run in a child
 * `node` of those options, on the built package.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const file = new URL('file://' + join(root, 'test/fixtures/threads/echo-thread.mjs'));

const script = `
  const { ThreadPool } = await import(${JSON.stringify(join(root, 'dist/common/threads/pool.js'))});
  const pool = new ThreadPool({ file: new URL(${JSON.stringify(file.href)}), size: 1, heapMb: 64 });
  const outcome = await pool.run({ id: 1 }, { timeoutMs: 30_000, isFinal: (m) => 'id' in m });
  await pool.close();
  process.stdout.write(JSON.stringify({ reply: 'reply' in outcome && outcome.reply.id, gc: typeof globalThis.gc }));
`;
const node = (options: string[]) => spawnSync(process.execPath, [...options, '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });

describe('a pool thread under the process\'s own options', () => {
  it.each([
    [['--expose-gc'], 'function'],
    [['--expose-gc', '--max-old-space-size=512', '--title=parley-test'], 'function'],
    [['--stack-size=2000', '--enable-source-maps'], 'undefined'],
    [[], 'undefined'],
  ])('node %j: the thread starts and answers', (options, gc) => {
    const r = node(options);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ reply: 1, gc });
  }, 60_000);
});

describe('acceptedOptions', () => {
  it('tries each option alone, with its value when given apart, and keeps the order', async () => {
    const { acceptedOptions } = await import('../../../src/common/threads/start-worker.js');
    const tried: string[][] = [];
    const kept = acceptedOptions(['--expose-gc', '--conditions', 'dev', '--max-old-space-size=512', '--enable-source-maps', '--require', './a.cjs'], (o) => {
      tried.push([...o]);
      return !/^--(?:expose-gc|max-old-space-size)/.test(o[0]);
    });
    expect(tried).toEqual([['--expose-gc'], ['--conditions', 'dev'], ['--max-old-space-size=512'], ['--enable-source-maps'], ['--require', './a.cjs']]);
    expect(kept).toEqual(['--conditions', 'dev', '--enable-source-maps', '--require', './a.cjs']);
  });
});
