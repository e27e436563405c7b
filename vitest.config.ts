import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/setup/longest-first.js';

/**
 * Files that run in forks of their own, apart from the shared project's: they start servers, child processes, worker
 * threads and timers that live in module state, time or count them, or start the package as a user would. vitest
 * recycles the pool's forks between projects, so what they leave in a process never meets the shared files. Among
 * themselves they share their fork's modules as the shared files do: the pool's `isolate: false` (below) is what a
 * worker heeds, a project's own `isolate` is not (vitest 3.2: the worker resets its modules between files only when its
 * project's `poolOptions.forks.isolate` is true, and a project that extends the root inherits the root's false). A file
 * that needs modules of its own says so itself (`vi.resetModules()` before it imports them), or is one of FRESH.
 * Importing the sources anew for each of 400 files was about 40 % of the suite's time (issue 18, h26suite;
 * bench/README.md); each file of these run in a fresh module graph would cost its ~1.2 s of imports again and a
 * first, cold classification.
 */
/**
 * The isolated files that compile the most regex code of their own (the security scans of every pattern, the prefilter's
 * generated strings, the regex helpers): a project of their own, so a fork runs them or the other isolated files, never
 * both. One fork that ran half of the 251 isolated files ran out of V8's code space allocating a regex's code (the
 * lead's CI, session 77: "Allocation failed", `RegExpMacroAssemblerX64::GetCode`, 98 s into the fork), as a shared fork
 * had in session 75 (SHARED_GROUPS, below).
 */
export const ISOLATED_REGEX = ['test/security/**/*.test.ts', 'test/common/**/*.test.ts'];

const ISOLATED = [
  'test/server/**/*.test.ts',
  ...ISOLATED_REGEX,
  'test/contracts/readers/**/*.test.ts',
  'test/contracts/operations/**/*.test.ts',
  'test/contracts/service/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/package/**/*.test.ts',
  'test/security/**/*.test.ts',
  'test/service/**/*.test.ts',
  'test/*.test.ts',
  'examples/**/*.test.ts',
];

/**
 * Files that need a fresh module graph each (their modules evaluated anew, `vi.mock`s reset after them): a thread's
 * once-only state is what they test (the analysis warm-up runs once per thread; its pages' budget is the thread's), or
 * they replace a module with `vi.mock`, which in a shared fork would leak into the files run after them there (CI,
 * session 70: the warm-up's page budget spent by an earlier file in the fork left three tests of another with none).
 * test/vitest-config.test.ts checks that every file calling `vi.mock` is one of them.
 */
export const FRESH = ['test/contracts/operations/warm-up*.test.ts'];

/**
 * The shared files in groups, a project each (the rest of them in `shared`). A fork's V8 keeps the native code of every
 * regex it has compiled (`--no-regexp-tier-up`, test/setup/regexp-native.ts: each pattern compiled natively at its first
 * run), the classifier's thousands of patterns in one-byte and two-byte forms and each file's own; past ~16 MB of code a
 * pattern compiled later gets none of V8's optimisations (2 to 8 times slower: the hostile cases' absolute bounds failed
 * on CI in files that ran late in a fork), and one fork that ran half the suite's ~1,300 shared files ran out of memory
 * allocating a regex's code (session 75, at load 30: "Allocation failed", `RegExpMacroAssemblerX64::GetCode`). vitest
 * runs the projects one after another and recycles the forks between them (vitest 3.2, `createForksPool`: each project
 * is its own group when the pool does not isolate), so each group starts in fresh processes: a fork runs at most one
 * group's files. Groups by directory, of 100 to 330 files; a project costs each fork its imports (~1.2 s) and a first,
 * cold classification.
 */
export const SHARED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  categories: ['test/contracts/classify/categories/**/*.test.ts'],
  facts: ['test/contracts/classify/facts/**/*.test.ts'],
  parties: ['test/contracts/classify/parties/**/*.test.ts', 'test/contracts/classify/names/**/*.test.ts'],
  natures: ['test/contracts/classify/natures/**/*.test.ts', 'test/contracts/classify/attributes/**/*.test.ts'],
  hostile: ['test/contracts/classify/hostile/**/*.test.ts'],
};

/** The built package's modules (the build's output, `npm run build`), by absolute path. */
export const BUILT = new RegExp(`^${fileURLToPath(new URL('./dist/', import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export default defineConfig({
  test: {
    environment: 'node',
    // Every temporary file of the run below one directory, removed at the end (test/setup/temp-root.ts).
    globalSetup: ['test/setup/temp-root.ts'],
    // One setup file importing the others (test/setup/each-file.ts): vitest fetches and evaluates each setup file anew per file.
    setupFiles: ['test/setup/each-file.ts'],
    // The built package (dist/, which the files testing threads, children and `parley serve` import as a user would) is
    // loaded by node itself, not through vitest's transform: through it, the first import of dist/server/index.js took
    // 9 s of a fork's time (every module of the package fetched, transformed and source-mapped; 1.2 s natively), and the
    // package's code ran slower (issue 18, h110suiteS). The same files, the same code: only the loader differs.
    server: { deps: { external: [BUILT] } },
    // The files start longest first by a whole run's durations (test/setup/longest-first.ts): each project ends when its
    // last file does, and on a fresh clone vitest would order them by size alone.
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // `isolate: false` here is the pool's: the projects share one pool of two forks, and vitest 3 makes it from the root
    // config alone. With the pool's default, every file got a new process and the shared project shared nothing (a PID
    // per file; h27suite). Now a fork runs file after file and keeps its modules; the worker resets them between files
    // only for a project whose own `poolOptions.forks.isolate` is true (fresh). The projects run one after the other,
    // each on both forks, recycled between projects.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    projects: [
      // No project runs in worker threads: a thread lives in vitest's own process, and one crashed it with a segmentation
      // fault after its file (CI, session 65). A file that mocks a module the suite shares hands a stand-in in instead
      // (test/nlu/sysent/layer.test.ts), or is one of FRESH.
      { extends: true, test: { name: 'fresh', include: FRESH, isolate: true, poolOptions: { forks: { isolate: true } } } },
      { extends: true, test: { name: 'isolated', include: ISOLATED.filter((glob) => !ISOLATED_REGEX.includes(glob)), exclude: FRESH, isolate: false } },
      { extends: true, test: { name: 'isolated-regex', include: ISOLATED_REGEX, exclude: FRESH, isolate: false } },
      ...Object.entries(SHARED_GROUPS).map(([name, include]) => ({ extends: true as const, test: { name, include: [...include], exclude: [...ISOLATED, ...FRESH], isolate: false } })),
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...ISOLATED, ...FRESH, ...Object.values(SHARED_GROUPS).flat()], isolate: false } },
    ],
  },
});
