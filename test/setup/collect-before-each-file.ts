/**
 * Each file starts on a collected heap. Files share their worker process (vitest.config.ts): the modules and objects
 * the files before left are garbage, and V8 collects the old generation incrementally, charging marking steps to
 * whoever allocates next. A file that times itself in CPU (test/security/linear-time.ts, `within`) would pay for the
 * files before it: `readsLinearly`'s own linear scan measured 85 ms at 64,000 characters after 3 ms at 16,000 when it
 * ran after compile-work's 200,000 synonyms in one process (load 20). A full collection here costs milliseconds.
 * `gc` is taken from a fresh context after setting V8's flag, not from `--expose-gc` in the forks' options: those
 * options are `process.execArgv`, which the sources pass on to their worker threads and cluster workers under test.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll } from 'vitest';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

beforeAll(() => collect());
