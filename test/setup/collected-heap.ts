/**
 * A full garbage collection before a file's first CPU measurement, once per file. Files share their worker process
 * (vitest.config.ts): the modules and objects the files before left are garbage, and V8 collects the old generation
 * incrementally, charging marking steps to whoever allocates next. A file that times itself in CPU would pay for the
 * files before it: `readsLinearly`'s own linear scan measured 85 ms at 64,000 characters after 3 ms at 16,000 when it
 * ran after compile-work's 200,000 synonyms in one process (load 20; h27suite).
 *
 * Only a file that times needs it: the collection of a shared fork's heap costs ~52 ms of CPU, and before every one of
 * the suite's ~970 files it was some 50 s of the forks' time where fewer than one file in six reads a clock (session
 * 41, hspeed2). `cpuClock` (test/security/guard.ts: `within`, `readsLinearly` and every hostile helper time through
 * it) collects here before its first clock in a file starts; test/setup/collect-before-timing.ts marks each file's
 * start and collects at once before a file that reads a clock of its own.
 *
 * `gc` is taken from a fresh context after setting V8's flag, not from `--expose-gc` in the forks' options: those
 * options are `process.execArgv`, which the sources pass on to their worker threads and cluster workers under test.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** V8's full collection. */
export const collect = runInNewContext('gc') as () => void;

/** On `globalThis`: a file isolated in the fork gets fresh modules, and its start must still be seen. */
const COLLECTED = Symbol.for('parley.test.heap-collected-in-this-file');
type Marked = { [COLLECTED]?: boolean };

/** A file starts: its first CPU measurement collects again (the setup file calls this before each file). */
export function fileStarts(): void {
  (globalThis as Marked)[COLLECTED] = false;
}

/** A full collection, the first time in a file only (and once when no setup marked a file's start). */
export function collectOncePerFile(): void {
  const marked = globalThis as Marked;
  if (marked[COLLECTED] === true) return;
  marked[COLLECTED] = true;
  collect();
}
