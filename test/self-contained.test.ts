/** A clone tests itself: no test reads the data folder beside the repository (fixtures live in test/fixtures/). */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const testDir = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : sources(join(dir, e.name));
    return /\.(ts|mts|mjs|js)$/.test(e.name) ? [join(dir, e.name)] : [];
  });
}

describe('self-contained test suite', () => {
  it('no test file names a path outside the repository', () => {
    // The pattern is assembled so that this file does not match itself.
    const outside = new RegExp([['shared', 'data'].join('/'), ['', 'work', ''].join('/'), ['\\.\\.', 'shared'].join('/')].join('|'));
    const offenders = sources(testDir).filter((f) => outside.test(readFileSync(f, 'utf8'))).map((f) => relative(testDir, f));
    expect(offenders).toEqual([]);
  });

  it('every transcript fixture names a workspace fixture that exists', () => {
    const fixtures = join(testDir, 'fixtures');
    const workspaces = new Set(readdirSync(join(fixtures, 'workspaces')));
    const missing = readdirSync(join(fixtures, 'transcripts'))
      .map((f) => (JSON.parse(readFileSync(join(fixtures, 'transcripts', f), 'utf8')) as { workspace: string }).workspace)
      .filter((w) => !workspaces.has(w.replace(/^workspaces\//, '')));
    expect(missing).toEqual([]);
  });
});
