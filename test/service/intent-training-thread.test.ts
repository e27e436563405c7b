/**
 * The threaded intent trainer (src/service/intent-training.ts) on the built package, in a child `node` started as a
 * library caller may start it: `--input-type=module -e` (options a thread refuses, its own script's) and
 * `--expose-gc`. The thread must start, or its failure must neither hold the compile for the 120 s bound nor end the
 * process (a Worker's unheard 'error'); the engine answers as the in-process one.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

const script = `
  const { compileWorkspace } = await import(${JSON.stringify(join(root, 'dist/engine/index.js'))});
  const { threadedIntentTrainer } = await import(${JSON.stringify(join(root, 'dist/service/intent-training.js'))});
  const word = (n) => { let w = ''; do { w += 'kalomineru'.slice(2 * (n % 5), 2 * (n % 5) + 2) + 'sativozepa'.slice(2 * ((n >> 3) % 5), 2 * ((n >> 3) % 5) + 2); n = Math.floor(n / 5); } while (n > 0); return w; };
  const ws = { name: 'many', language: 'en', intents: Array.from({ length: 310 }, (_, i) => ({ intent: 'i' + i, examples: [{ text: 'i want ' + word(2 * i + 40) }, { text: word(2 * i + 41) + ' please' }] })) };
  const inner = threadedIntentTrainer();
  let waitedMs = -1;
  const trainer = (job) => { const wait = inner(job); return () => { const t = Date.now(); const model = wait(); waitedMs = Date.now() - t; return model; }; };
  const threaded = compileWorkspace(ws, { intentTrainer: trainer });
  const plain = compileWorkspace(ws);
  const options = { now: '2026-01-15T10:30:00Z', timezone: 'UTC', seed: 's' };
  const texts = ['i want ' + word(40), word(81) + ' please', 'nothing known here'];
  const same = texts.every((t) => JSON.stringify(threaded.classify(t, options)) === JSON.stringify(plain.classify(t, options)));
  setTimeout(() => process.stdout.write(JSON.stringify({ same, waitedUnder30s: waitedMs >= 0 && waitedMs < 30_000 })), 200);
`;

describe('the threaded intent trainer under the process\'s options', () => {
  it.each([[[]], [['--expose-gc']]])('node %j --input-type=module -e: answers as in process, without the 120 s wait, and the process lives', (options) => {
    const r = spawnSync(process.execPath, [...options, '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 90_000 });
    expect(r.stderr).toBe('');
    expect([r.status, JSON.parse(r.stdout)]).toEqual([0, { same: true, waitedUnder30s: true }]);
  }, 100_000);
});
