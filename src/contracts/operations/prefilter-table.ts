/**
 * The classifier's literal prefilter table (src/common/regex-prefilter.ts), read from `data/regex-prefilter.json`
 * (written by the build, scripts/build-regex-prefilter.mjs) once per thread, before its first classification. Here, in
 * the operations layer, because reading a file is I/O and the classifier below is pure: it takes the table as given.
 * Without the file (a build that did not write it) every pattern runs: the same answers, only slower.
 */
import { existsSync, readFileSync } from 'node:fs';
import { findDataFile } from '../../common/data-file.js';
import { PREFILTER_TABLE, usePrefilterTable } from '../../common/regex-prefilter.js';

let loaded = false;

/** Gives the classifier the build's prefilter table, the first time only (later calls return at once). */
export function loadPrefilterTable(): void {
  if (loaded) return;
  loaded = true;
  let file: string | undefined;
  try {
    file = findDataFile(PREFILTER_TABLE);
  } catch {
    file = undefined;
  }
  usePrefilterTable(file !== undefined && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : {});
}
