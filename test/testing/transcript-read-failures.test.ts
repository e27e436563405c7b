/**
 * Twenty-seventh adversarial round (hred26): `loadTranscriptFile` (and so `parley test DIR`, which runs each transcript
 * of a folder through it) named a failed read by its errno code alone, "Cannot read transcript t/a.json: ENOENT" for a
 * dangling link in the folder, where the command line's own reads say "no such file". Now the same words.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/model/index.js';
import { loadTranscriptFile } from '../../src/testing/index.js';
import { parleyErrorOf } from '../security/guard.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-transcript-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ParleyError loading the transcript at `path` throws (guard.ts' parleyErrorOf, the suites' one home for it). */
const failureOf = (path: string): ParleyError => parleyErrorOf(() => loadTranscriptFile(path));

describe('a transcript that cannot be read, in words (hred26)', () => {
  it('a dangling link: 404 "no such file"', () => {
    const path = join(dir, 'gone.yaml');
    symlinkSync(join(dir, 'nowhere.yaml'), path);
    const e = failureOf(path);
    expect(e.status).toBe(404);
    expect(e.message).toBe(`Cannot read transcript ${path}: no such file`);
  });
  it('a folder: 404 "it is a directory, not a file"', () => {
    const e = failureOf(dir);
    expect(e.status).toBe(404);
    expect(e.message).toBe(`Cannot read transcript ${dir}: it is a directory, not a file`);
  });
  it('links that loop: 404 naming the loop', () => {
    symlinkSync('loop-b.yaml', join(dir, 'loop-a.yaml'));
    symlinkSync('loop-a.yaml', join(dir, 'loop-b.yaml'));
    const path = join(dir, 'loop-a.yaml');
    expect(failureOf(path).message).toBe(`Cannot read transcript ${path}: too many symbolic links on the way (a link that loops)`);
  });
});
