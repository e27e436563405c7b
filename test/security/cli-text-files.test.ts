/**
 * The workspace, transcript and CSV files of `parley lint/run/chat/test/eval` given as an endless device, a huge file or
 * a FIFO (round hred11). They were read whole with `readFileSync`: `parley lint /dev/zero` held 1.1 GB after 30 s and
 * grew, a 3 GB sparse file 790 MB, and a FIFO nobody wrote to blocked for ever (hred6 and hfix bounded only
 * `parley contracts`). Now at most 256 MiB (V8 holds no longer string anyway) are read and a FIFO without a writer is
 * refused after 2 s: one exit-2 line naming the file. The transcript loader of `parley/testing` reads the same way.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintCommand } from '../../src/cli/commands/lint.js';
import { readTextAtMost, MAX_TEXT_FILE_BYTES } from '../../src/common/read-at-most.js';
import { loadTranscriptFile } from '../../src/testing/index.js';
import { cpuClock, parleyErrorOf } from './guard.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-cli-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sparse(name: string, bytes: number): string {
  const path = join(dir, name);
  writeFileSync(path, '{"intents": [');
  truncateSync(path, bytes);
  return path;
}

const hasMkfifo = process.platform !== 'win32' && spawnSync('mkfifo', ['--version']).status === 0;

function lint(path: string): Promise<unknown> {
  const io = { stdin: process.stdin, stdout: { isTTY: false, write: () => true }, stderr: { write: () => true }, env: {} };
  return lintCommand([path], io as never);
}

describe('readTextAtMost', () => {
  it('reads a file within the bound whole, and refuses one byte more', () => {
    const path = join(dir, 'small.json');
    writeFileSync(path, '{"a": "é"}');
    expect(readTextAtMost(path, 11)).toBe('{"a": "é"}');
    expect(() => readTextAtMost(path, 10)).toThrow('it is larger than 10 bytes');
  });

  it.skipIf(!existsSync('/dev/zero'))('stops at the bound on an endless device', () => {
    const elapsed = cpuClock();
    expect(() => readTextAtMost('/dev/zero', 4 * 1024 * 1024)).toThrow(`it is larger than ${4 * 1024 * 1024} bytes`);
    expect(elapsed()).toBeLessThan(2_000);
  });
});

describe('parley lint and the transcript loader on hostile files', () => {
  it.skipIf(!existsSync('/dev/zero'))(
    'parley lint /dev/zero: one exit-2 line after reading at most the bound',
    async () => {
      const elapsed = cpuClock();
      const rss = process.memoryUsage().rss;
      await expect(lint('/dev/zero')).rejects.toThrow(`cannot read /dev/zero: it is larger than ${MAX_TEXT_FILE_BYTES} bytes`);
      expect(elapsed()).toBeLessThan(10_000);
      expect(process.memoryUsage().rss - rss).toBeLessThan(800 * 1024 * 1024);
    },
    60_000,
  );

  it('loadTranscriptFile on a 1 GB sparse file: the error, after reading at most the bound', () => {
    const p = sparse('huge.json', 1024 ** 3);
    const elapsed = cpuClock();
    expect(parleyErrorOf(() => loadTranscriptFile(p)).message).toBe(`Cannot read transcript ${p}: it is larger than ${MAX_TEXT_FILE_BYTES} bytes`);
    expect(elapsed()).toBeLessThan(10_000);
  }, 60_000);

  it.skipIf(!hasMkfifo)(
    'a FIFO nothing writes to: refused after the wait, not blocked',
    async () => {
      const path = join(dir, 'pipe.json');
      expect(spawnSync('mkfifo', [path]).status).toBe(0);
      const started = Date.now();
      await expect(lint(path)).rejects.toThrow(`cannot read ${path}: it is a named pipe (FIFO) nothing wrote to within 2 s`);
      expect(Date.now() - started).toBeLessThan(10_000);
    },
    20_000,
  );
});
