/**
 * The threaded intent trainer (src/service/intent-training.ts) when its thread goes wrong: a module that fails to
 * load, throws, exits, dies later on an uncaught error, or stops without a word (out of memory or terminated: no
 * JavaScript left to run, here a loop that never beats). Each must end the compile's wait at once, or after the stall
 * bound, and give the in-process model; before, each cost the compile the whole 120 s bound. The times include the
 * in-process training that answers instead (1-4 s on the shared machine). The hostile thread modules are written by
 * the test into a temporary directory.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/engine/index.js';
import { runSampledJob, type SampledJob } from '../../src/nlu/index.js';
import { threadedIntentTrainer, waitForThread } from '../../src/service/intent-training.js';
import { ANSWERED, FAILED, RUNNING, SLOTS, STATE } from '../../src/service/intent-training-state.js';
import { word } from '../fixtures/nlu/synthetic-intents.js';

/** The sampled job of a 310-intent workspace (the sampled path starts above 300), caught on its way to a trainer. */
function sampledJob(): SampledJob {
  let caught: SampledJob | undefined;
  const intents = Array.from({ length: 310 }, (_, i) => ({ intent: `i${i}`, examples: [{ text: `i want ${word(2 * i + 40)}` }, { text: `${word(2 * i + 41)} please` }] }));
  compileWorkspace({ name: 'many', language: 'en', intents }, { intentTrainer: (job) => ((caught = job), () => runSampledJob(job)) });
  if (caught === undefined) throw new Error('no sampled job');
  return caught;
}

const dir = mkdtempSync(join(tmpdir(), 'parley-training-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function threadModule(name: string, source: string): URL {
  const file = join(dir, name);
  writeFileSync(file, source);
  return pathToFileURL(file);
}

describe('a training thread that goes wrong', () => {
  const job = sampledJob();
  const expected = runSampledJob(structuredClone(job));

  it.each([
    ['fails to load (a syntax error)', 'this is ( not javascript'],
    ['fails to load (a missing import)', "import './nowhere.mjs';"],
    ['throws as it loads', "throw new Error('no');"],
    ['exits (process.exit) before answering', 'process.exit(0);'],
    ['dies later on an uncaught error', "setTimeout(() => { throw new Error('later'); }, 20);"],
    ['exits later', 'setTimeout(() => process.exit(1), 20);'],
  ])('%s: the wait ends at once with the in-process model', (_, source) => {
    const file = threadModule(`${_.replace(/\W+/g, '-')}.mjs`, source);
    const wait = threadedIntentTrainer({ file })(structuredClone(job));
    const t = performance.now();
    const model = wait();
    expect(performance.now() - t).toBeLessThan(8_000);
    expect(model).toEqual(expected);
  }, 30_000);

  it('stops without a word (no JavaScript left, as out of memory): the wait ends after the stall bound', () => {
    const file = threadModule('silent.mjs', 'for (;;) {}');
    const wait = threadedIntentTrainer({ file, bounds: { stallMs: 500 } })(structuredClone(job));
    const t = performance.now();
    const model = wait();
    expect(performance.now() - t).toBeLessThan(8_000);
    expect(model).toEqual(expected);
  }, 30_000);
});

describe('waitForThread', () => {
  const bounds = { startMs: 200, stallMs: 200, waitMs: 5_000 };
  const state = (value: number) => {
    const s = new Int32Array(new SharedArrayBuffer(SLOTS * 4));
    s[STATE] = value;
    return s;
  };

  it('answered: true at once; failed: false at once', () => {
    expect([waitForThread(state(ANSWERED), bounds), waitForThread(state(FAILED), bounds)]).toEqual([true, false]);
  });

  it('a thread that never starts, or stops beating: false after its bound', () => {
    for (const s of [state(0), state(RUNNING)]) {
      const t = performance.now();
      expect(waitForThread(s, bounds)).toBe(false);
      const waited = performance.now() - t;
      expect(waited).toBeGreaterThanOrEqual(150);
      expect(waited).toBeLessThan(2_000);
    }
  });

  it('the overall bound holds even while the thread beats', () => {
    const s = state(RUNNING);
    // Another thread cannot beat while this one waits; a huge stall bound with a short total bound shows the cap.
    const t = performance.now();
    expect(waitForThread(s, { startMs: 100, stallMs: 60_000, waitMs: 300 })).toBe(false);
    expect(performance.now() - t).toBeLessThan(2_000);
  });
});
