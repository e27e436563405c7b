import { defineConfig } from 'vitest/config';

/**
 * Files that run each in a fresh module graph (vitest's default isolation): they mock modules (`vi.mock`), time or
 * count child processes, worker threads and servers that live in module state, or start the package as a user would.
 * Every other file shares its worker's modules with the files run before it in that worker: importing the sources
 * anew for each of 400 files was about 40 % of the suite's time (issue 18, h26suite; bench/README.md). Both kinds run
 * in a long-lived fork (below), each file that times CPU on a collected heap (test/setup/collect-before-timing.ts).
 */
const ISOLATED = [
  'test/server/**/*.test.ts',
  'test/common/**/*.test.ts',
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

export default defineConfig({
  test: {
    environment: 'node',
    // Every temporary file of the run below one directory, removed at the end (test/setup/temp-root.ts).
    globalSetup: ['test/setup/temp-root.ts'],
    // One setup file importing the others (test/setup/each-file.ts): vitest fetches and evaluates each setup file anew per file.
    setupFiles: ['test/setup/each-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // `isolate: false` here is the pool's: both projects share one pool of two forks, and vitest 3 makes it from the root
    // config alone (a project's `isolate` only tells the worker whether to reset its modules between files). With the
    // pool's default, every file got a new process and the shared project shared nothing (a PID per file; h27suite).
    // Now a fork runs file after file: the isolated project's files each get a fresh module graph in it, the shared
    // project's keep theirs. The projects run one after the other, each on both forks.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    projects: [
      // No project runs in worker threads: a thread lives in vitest's own process, and one crashed it with a segmentation
      // fault after its file (CI, session 65). A file that mocks a module the suite shares hands a stand-in in instead
      // (test/nlu/sysent/layer.test.ts), or mocks one only it imports and is isolated.
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
    ],
  },
});
