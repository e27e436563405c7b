/**
 * The suite's projects (vitest.config.ts): a file that replaces a module with `vi.mock` runs in the fresh project, whose
 * worker resets its modules and mocks between files; anywhere else the mock would stay in its fork for the files run
 * after it there (the pool keeps its forks' modules: CI, session 70).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import config, { BUILT, FRESH, SHARED_GROUPS } from '../vitest.config.js';
import { FILE_DURATIONS, LongestFirst, longestFirst, readFileDurations } from './setup/longest-first.js';

const root = new URL('../', import.meta.url).pathname;

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `path` matched by a glob of the config (`**` any directories, `*` any characters of a name). */
function matches(glob: string, path: string): boolean {
  const source = glob.split('**/').map((part) => part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')).join('(?:[^/]+/)*');
  return new RegExp(`^${source}$`).test(path);
}

type Project = { test: { name: string; include: string[]; exclude?: string[]; poolOptions?: { forks?: { isolate?: boolean } } } };
const projects = (config as unknown as { test: { projects: Project[] } }).test.projects;
const fresh = projects.find((p) => p.test.name === 'fresh') as Project;
const MOCKS = /\bvi\.(?:do)?[mM]ock\(/;

describe('the suite’s projects', () => {
  it('runs on vitest 3, whose worker heeds a project’s poolOptions.forks.isolate (vitest 4 drops poolOptions: look again)', () => {
    const { version } = createRequire(import.meta.url)('vitest/package.json') as { version: string };
    expect(version).toMatch(/^3\./);
  });

  it('resets modules between files in the fresh project only, and runs each fresh file there alone', () => {
    expect(fresh.test.include).toEqual(FRESH);
    expect(fresh.test.poolOptions?.forks?.isolate).toBe(true);
    for (const project of projects.filter((p) => p !== fresh)) {
      expect(project.test.poolOptions?.forks?.isolate).toBeUndefined();
      expect(project.test.exclude).toEqual(expect.arrayContaining(FRESH));
    }
  });

  it('runs every file that calls vi.mock in the fresh project', () => {
    const files = [...testFiles('test'), ...testFiles('examples')].map((f) => relative(root, join(root, f)));
    const mocking = files.filter((f) => MOCKS.test(readFileSync(join(root, f), 'utf8').replace(/^\s*(?:\/\/|\*).*$/gm, '')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !FRESH.some((glob) => matches(glob, f)))).toEqual([]);
  });

  it('runs every test file in exactly one project, and each group of the shared files in a project of its own', () => {
    const files = [...testFiles('test'), ...testFiles('examples')].map((f) => relative(root, join(root, f)));
    const projectsOf = (file: string) =>
      projects.filter((p) => p.test.include.some((glob) => matches(glob, file)) && !(p.test.exclude ?? []).some((glob) => matches(glob, file))).map((p) => p.test.name);
    const counted = new Map<string, number>();
    for (const file of files) {
      const names = projectsOf(file);
      expect(names, file).toHaveLength(1);
      counted.set(names[0], (counted.get(names[0]) ?? 0) + 1);
    }
    for (const name of Object.keys(SHARED_GROUPS)) expect(counted.get(name), name).toBeGreaterThan(50);
    expect(projectsOf('test/contracts/classify/parties/a.test.ts')).toEqual(['parties']);
    expect(projectsOf('test/contracts/classify/lexicon/a.test.ts')).toEqual(['shared']);
    expect(projectsOf('test/contracts/operations/warm-up-a.test.ts')).toEqual(['fresh']);
    // The regex-heavy isolated files apart from the other isolated files (ISOLATED_REGEX: V8's code space, session 77).
    expect(projectsOf('test/security/a.test.ts')).toEqual(['isolated-regex']);
    expect(projectsOf('test/common/lexicon/a.test.ts')).toEqual(['isolated-regex']);
    expect(projectsOf('test/server/a.test.ts')).toEqual(['isolated']);
  });

  it('near miss: the glob reading matches a fresh file and no file beside it', () => {
    expect(matches('test/contracts/operations/warm-up*.test.ts', 'test/contracts/operations/warm-up-failure.test.ts')).toBe(true);
    expect(matches('test/contracts/operations/warm-up*.test.ts', 'test/contracts/operations/progress.test.ts')).toBe(false);
    expect(matches('test/server/**/*.test.ts', 'test/server/a/b.test.ts')).toBe(true);
    expect(matches('test/server/**/*.test.ts', 'test/serverx/b.test.ts')).toBe(false);
  });

  it('loads the built package natively (its dist/ modules, none of the sources, nothing beside dist/)', async () => {
    const external = (config as unknown as { test: { server: { deps: { external: RegExp[] } } } }).test.server.deps.external;
    expect(external).toEqual([BUILT]);
    expect(BUILT.test(join(root, 'dist/server/index.js'))).toBe(true);
    expect(BUILT.test(join(root, 'src/server/index.ts'))).toBe(false);
    expect(BUILT.test(join(root, 'distx/a.js'))).toBe(false);
    expect(BUILT.test(join('/elsewhere', root, 'dist/a.js'))).toBe(false);
    // Loaded by node: its namespace is an ES module namespace (sealed, not extensible), not the plain object vitest's
    // module runner builds for a module it transforms (as for the sources).
    const built = (await import(join(root, 'dist/common/errors.js'))) as typeof import('../src/common/errors.js');
    const source = (await import('../src/common/errors.js')) as typeof import('../src/common/errors.js');
    expect(built.ParleyError).not.toBe(source.ParleyError);
    expect({ extensible: Object.isExtensible(built), sealed: Object.isSealed(built) }).toEqual({ extensible: false, sealed: true });
    expect({ extensible: Object.isExtensible(source), sealed: Object.isSealed(source) }).toEqual({ extensible: true, sealed: false });
  });
});

describe('the order the files start in (test/setup/longest-first.ts)', () => {
  const at = (file: string, size: number) => ({ file, size });

  it('is the suite’s sequencer', () => {
    const sequence = (config as unknown as { test: { sequence: { sequencer: unknown } } }).test.sequence;
    expect(sequence.sequencer).toBe(LongestFirst);
  });

  it('starts the listed files longest first, then the unlisted ones largest first, ties by path', () => {
    const files = [at('test/a.test.ts', 9_000), at('test/b.test.ts', 200), at('test/c.test.ts', 400), at('test/d.test.ts', 5_000), at('test/e.test.ts', 5_000)];
    const durations = { 'test/b.test.ts': 20_000, 'test/c.test.ts': 3_000 };
    expect(longestFirst(files, durations).map((f) => f.file)).toEqual(['test/b.test.ts', 'test/c.test.ts', 'test/a.test.ts', 'test/d.test.ts', 'test/e.test.ts']);
  });

  it('near miss: no table, or a table naming none of the files, leaves vitest’s fresh-clone order (by size)', () => {
    const files = [at('test/a.test.ts', 10), at('test/b.test.ts', 30), at('test/c.test.ts', 20)];
    expect(longestFirst(files, {}).map((f) => f.file)).toEqual(['test/b.test.ts', 'test/c.test.ts', 'test/a.test.ts']);
    expect(longestFirst(files, { 'test/x.test.ts': 50_000, 'test/A.test.ts': 9_000 }).map((f) => f.file)).toEqual(['test/b.test.ts', 'test/c.test.ts', 'test/a.test.ts']);
    // `toString` and the other names an object has by its prototype are no durations.
    expect(longestFirst([at('toString', 1), at('constructor', 2)], {}).map((f) => f.file)).toEqual(['constructor', 'toString']);
  });

  it('every order: a permutation, the listed before the unlisted, the listed by falling duration, the unlisted by falling size', () => {
    const file = fc.record({ file: fc.constantFrom(...'abcdefghij'.split('').map((c) => `test/${c}.test.ts`)), size: fc.nat(1_000) });
    fc.assert(
      fc.property(fc.uniqueArray(file, { selector: (f) => f.file, maxLength: 10 }), fc.dictionary(fc.constantFrom(...'abcdefghij'.split('').map((c) => `test/${c}.test.ts`)), fc.nat(100_000)), (files, durations) => {
        const ordered = longestFirst(files, durations);
        expect([...ordered].sort((a, b) => (a.file < b.file ? -1 : 1))).toEqual([...files].sort((a, b) => (a.file < b.file ? -1 : 1)));
        const listed = ordered.filter((f) => f.file in durations);
        expect(ordered.slice(0, listed.length)).toEqual(listed);
        for (let i = 1; i < listed.length; i++) expect(durations[listed[i - 1].file]).toBeGreaterThanOrEqual(durations[listed[i].file]);
        const unlisted = ordered.slice(listed.length);
        for (let i = 1; i < unlisted.length; i++) expect(unlisted[i - 1].size).toBeGreaterThanOrEqual(unlisted[i].size);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the table from a whole run’s report: files of 1 s or more, in 100 ms steps, by their path in the repository', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-durations-'));
    const file = (name: string, startTime: number, endTime: number) => ({ name, startTime, endTime });
    const report = {
      startTime: Date.UTC(2026, 11, 8),
      testResults: [
        file(join(root, 'test/server/cluster.test.ts'), 10_000, 31_260),
        file('/elsewhere/clone/test/cli/contracts.test.ts', 0, 1_000),
        file('/elsewhere/clone/examples/coffee-shop.test.ts', 0, 1_049),
        file(join(root, 'test/expr/api.test.ts'), 0, 999),
        file(join(root, 'test/expr/table.test.ts'), 5, 5),
      ],
    };
    writeFileSync(join(dir, 'report.json'), JSON.stringify(report));
    execFileSync(process.execPath, [join(root, 'scripts/test-durations.mjs'), join(dir, 'report.json'), join(dir, 'durations.json')]);
    const table = readFileDurations(new URL(`file://${join(dir, 'durations.json')}`));
    expect(table).toEqual({ 'examples/coffee-shop.test.ts': 1_000, 'test/cli/contracts.test.ts': 1_000, 'test/server/cluster.test.ts': 21_300 });
    expect(Object.keys(table)).toEqual(['examples/coffee-shop.test.ts', 'test/cli/contracts.test.ts', 'test/server/cluster.test.ts']);
  });

  it('near miss: a table it cannot read, or one without durations, lists nothing', () => {
    expect(readFileDurations(new URL('./no-such-durations.json', FILE_DURATIONS))).toEqual({});
    expect(readFileDurations(new URL('../../package.json', FILE_DURATIONS))).toEqual({});
  });
});
