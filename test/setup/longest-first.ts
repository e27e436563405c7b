/**
 * The order the suite's files start in: the longest first, by the durations a whole run measured
 * (test/setup/file-durations.json, written by `node scripts/test-durations.mjs` from vitest's JSON report), the rest
 * after them by size, largest first (vitest's own order on a fresh clone). Without that table (none is committed
 * yet: it wants a whole run's report, the CI's `.vitest-results.json`), vitest's own order, unchanged.
 *
 * vitest runs the projects one after another on the same two forks and waits for a project's last file before it starts
 * the next (vitest.config.ts): while one fork runs that last file the other has nothing to do. vitest's own sequencer
 * starts the longest files first only from the durations it cached in node_modules/.vite, which a fresh clone (the CI)
 * has not: it starts them by size, and a short file that starts a cluster, a thread or a child process (cluster-survival,
 * contract-threads: 40–80 lines, 15–25 s) ran last in its project while the other fork waited. A file's duration from a
 * run on another machine or at another load is an estimate; only the order depends on it, never what a test asserts.
 */
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/**
 * The table's file: a test file's path (relative to the repository) → its duration in a whole run, ms (files of 1 s or
 * more: scripts/test-durations.mjs; a shorter one is ordered by size among the unlisted).
 */
export const FILE_DURATIONS = new URL('./file-durations.json', import.meta.url);

export type FileDurations = { readonly [file: string]: number };

/** The table, or none when it cannot be read (every file is then ordered by size). */
export function readFileDurations(path: URL = FILE_DURATIONS): FileDurations {
  try {
    const table = JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown };
    const files = table.files;
    if (typeof files !== 'object' || files === null) return {};
    return Object.fromEntries(Object.entries(files).filter((entry): entry is [string, number] => Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}

/** A file to order: its path relative to the repository and its size in bytes. */
export type Ordered = { readonly file: string; readonly size: number };

/** The listed files by duration, longest first, then the unlisted by size, largest first; ties by path. */
export function longestFirst<T extends Ordered>(files: readonly T[], durations: FileDurations): T[] {
  const known = (f: T) => (Object.hasOwn(durations, f.file) ? durations[f.file] : -1);
  return [...files].sort((a, b) => known(b) - known(a) || b.size - a.size || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** vitest's sequencer (vitest.config.ts `sequence.sequencer`): `longestFirst` over the run's files; sharding as vitest's own. */
export class LongestFirst implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Imported here: vitest/node is the runner's side, and vitest.config.ts (which names this class) is imported by a test.
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durations = readFileDurations();
    if (Object.keys(durations).length === 0) {
      const { BaseSequencer } = await import('vitest/node');
      return new BaseSequencer(this.ctx).sort(files);
    }
    const ordered = files.map((spec) => ({ spec, file: relative(root, spec.moduleId).split('\\').join('/'), size: sizeOf(spec.moduleId) }));
    return longestFirst(ordered, durations).map(({ spec }) => spec);
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
