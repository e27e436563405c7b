/**
 * Each file that times itself in CPU starts its timing on a collected heap (test/setup/collected-heap.ts says why).
 * Before each file: the file's start is marked, so that `cpuClock` (test/security/guard.ts) collects before the file's
 * first measurement through it; a file that reads a clock of its own (`process.cpuUsage`, `performance.now`,
 * `process.hrtime`, `Date.now()`, or a paced client's) is collected at once, as every file was before session 41. The
 * other files (five in six) no longer pay for a collection they do not need.
 */
import { readFileSync } from 'node:fs';
import { beforeAll } from 'vitest';
import { collectOncePerFile, fileStarts } from './collected-heap.js';

/** A clock read by the test file itself rather than through `cpuClock`. */
const OWN_CLOCK = /\bprocess\.cpuUsage\b|\bperformance\.now\b|\bprocess\.hrtime\b|\bDate\.now\(\)|\bpaced-client\b/;

/** Registers the mark (and the collection) before the file being set up (test/setup/each-file.ts calls it before every file). */
export function collectBeforeTiming(): void {
  beforeAll((suite) => {
    fileStarts();
    const file = 'filepath' in suite ? suite.filepath : suite.file.filepath;
    if (OWN_CLOCK.test(readFileSync(file, 'utf8'))) collectOncePerFile();
  });
}
