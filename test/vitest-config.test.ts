/**
 * The suite's projects (vitest.config.ts): a file that replaces a module with `vi.mock` runs in the fresh project, whose
 * worker resets its modules and mocks between files; anywhere else the mock would stay in its fork for the files run
 * after it there (the pool keeps its forks' modules: CI, session 70).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { BUILT, FRESH, SHARED_GROUPS } from '../vitest.config.js';

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
