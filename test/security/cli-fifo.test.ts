/**
 * `parley contracts` given a named pipe (FIFO): one nobody writes to blocked in `open` for ever (as `cat` does); it is
 * now opened non-blocking and refused with one exit-2 line once no writer came within the wait, while a FIFO with a
 * writer is read as before. POSIX only (`mkfifo`); skipped where it is missing (Windows).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocumentFile } from '../../src/cli/contracts-input.js';
import { CliError, EXIT } from '../../src/cli/exit.js';

const hasMkfifo = process.platform !== 'win32' && spawnSync('mkfifo', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'parley-cli-fifo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fifo(name: string): string {
  const path = join(dir, name);
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

describe.skipIf(!hasMkfifo)('a named pipe given as a document', () => {
  it('without a writer: refused with one exit-2 line after the wait, not blocked', () => {
    const path = fifo('none');
    const started = Date.now();
    let error: unknown;
    try {
      readDocumentFile(path, 1024, 300);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toBe(`cannot read ${path}: it is a named pipe (FIFO) nothing wrote to within 0.3 s`);
    expect((error as CliError).exitCode).toBe(EXIT.usage);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('with a writer that opens a moment later: read whole', async () => {
    const path = fifo('late');
    const writer = spawn('sh', ['-c', `sleep 0.2; printf 'Fees are due monthly.' > '${path}'`]);
    const exited = new Promise((r) => writer.on('exit', r));
    expect(readDocumentFile(path, 1024, 5_000).toString()).toBe('Fees are due monthly.');
    await exited;
  });

  it('with a writer that writes in pieces: read up to the bound and one byte more', async () => {
    const path = fifo('pieces');
    const writer = spawn('sh', ['-c', `exec 3> '${path}'; printf 'abcdef' >&3; sleep 0.2; printf 'ghijkl' >&3`]);
    const exited = new Promise((r) => writer.on('exit', r));
    expect(readDocumentFile(path, 8, 5_000).toString()).toBe('abcdefghi');
    await exited;
  });
});
