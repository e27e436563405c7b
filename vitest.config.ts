import { defineConfig } from 'vitest/config';

/**
 * Files that run each in a fresh module graph (vitest's default isolation): they mock modules (`vi.mock`), time or
 * count child processes, worker threads and servers that live in module state, or start the package as a user would.
 * Every other file shares its worker's modules with the files run before it in that worker: importing the sources
 * anew for each of 400 files was about 40 % of the suite's time (issue 18, h26suite; bench/README.md).
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
  'test/nlu/sysent/layer.test.ts',
  'test/*.test.ts',
  'examples/**/*.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['test/setup/yield-between-tests.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
    ],
  },
});
