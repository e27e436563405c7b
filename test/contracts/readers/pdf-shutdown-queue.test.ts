/**
 * `shutdownReaders()` while PDF reads wait for a child (readers/pdf/threaded.ts, at most the cores read at once): the
 * reads that were waiting are refused with a 503 that says the readers were shut down, not called "corrupt or
 * truncated" (a 400 that blamed a good document, hred7 2026-11-29); the reads already in a child finish; a read after
 * the shutdown starts a fresh child; the process exits after the last (no child left). On the built package (the
 * sources start no child), in a child `node`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;

const script = `
  import fs from 'node:fs';
  const { readDocument, shutdownReaders } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
  const pdf = fs.readFileSync(${JSON.stringify(join(root, 'test/fixtures/contracts/contract_A.pdf'))});
  let begun;
  const firstPage = new Promise((resolve) => (begun = resolve));
  const outcome = (p) => p.then((d) => 'read ' + d.blocks.length, (e) => e.status + ' ' + e.message);
  // More reads than any machine's cores here: the later ones wait for a child.
  const reads = Array.from({ length: 12 }, () => outcome(readDocument(pdf, 'application/pdf', { readTimeoutMs: 300_000 }, () => begun())));
  await firstPage;
  await shutdownReaders();
  const got = await Promise.all(reads);
  const after = await outcome(readDocument(pdf, 'application/pdf'));
  process.stdout.write(JSON.stringify({ got, after }));
`;

describe('shutdownReaders() with PDF reads waiting for a child', () => {
  it('refuses the waiting reads with a 503 of their own, lets the started ones finish, and reads afresh after', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 170_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const { got, after } = JSON.parse(r.stdout) as { got: string[]; after: string };
    const shutDown = '503 The PDF document was not read: the document readers were shut down before its turn came.';
    expect(got.filter((g) => g === shutDown).length).toBeGreaterThan(0);
    expect(got.every((g) => g === shutDown || g === after)).toBe(true);
    expect(after).toMatch(/^read \d+$/);
  }, 180_000);
});
