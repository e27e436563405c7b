/**
 * The classifier's literal prefilter table (src/common/regex-prefilter.ts), read from `data/regex-prefilter.json`
 * (written by the build, scripts/build-regex-prefilter.mjs) once per thread, before its first classification, with the
 * lookbehind-led patterns' guards (`data/regex-guards.json`, written beside it: a file missing or damaged is no guard) and
 * the patterns' run sources (`data/regex-runs.json`: missing, each pattern is rewritten when first run). Here, in
 * the operations layer, because reading a file is I/O and the classifier below is pure: it takes the table as given.
 * Without the file (a build that did not write it), or with one that cannot be its (not JSON, cut short by an
 * interrupted build, far larger than any build writes), every pattern runs: the same answers, only slower.
 */
import { readFileSync, statSync } from 'node:fs';
import { findDataFile } from '../../common/data-file.js';
import { GUARD_TABLE, PREFILTER_TABLE, RUN_TABLE, usePrefilterTable, type RegexPrefilter } from '../../common/regex-prefilter.js';

/**
 * The largest table file read: the build writes about 130 KB. A file far past that is not the build's, and reading and
 * parsing it (a 100 MB file: seconds and hundreds of MB, in every thread) would cost more than the filter saves.
 */
export const MAX_PREFILTER_TABLE_BYTES = 8 * 1024 * 1024;

/** The thread's prefilter of the build's table, once read. */
let loaded: RegexPrefilter | undefined;

/**
 * The prefilter of the build's table, read the first time only (later calls return the same object at once), to hand
 * to the classifier. It is also made the one of classifications handed none (`usePrefilterTable`), as callers that
 * only load it (the bench scripts, the tests' setup) expect.
 */
export function loadPrefilterTable(): RegexPrefilter {
  if (loaded !== undefined) return loaded;
  loaded = usePrefilterTable(readDataTable(PREFILTER_TABLE), readDataTable(GUARD_TABLE), readDataTable(RUN_TABLE));
  return loaded;
}

/** The parsed table of the data file `name` ({@link readPrefilterTable}), or `{}` when there is none. */
function readDataTable(name: string): unknown {
  let file: string | undefined;
  try {
    file = findDataFile(name);
  } catch {
    file = undefined;
  }
  return file === undefined ? {} : readPrefilterTable(file);
}

/**
 * The parsed table of `file`, or `{}` (no filter: every pattern runs) when it is missing, unreadable, over
 * {@link MAX_PREFILTER_TABLE_BYTES} or not JSON. Never throws: a damaged table is a slower classifier, not a failed
 * request (a file cut short once made the first classification of each thread a bare SyntaxError, and the next ones
 * run without it; hred16).
 */
export function readPrefilterTable(file: string): unknown {
  try {
    if (statSync(file).size > MAX_PREFILTER_TABLE_BYTES) return {};
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return {};
  }
}
