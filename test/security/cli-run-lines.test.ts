/**
 * Twenty-first adversarial round (hred20): `parley run` read stdin with node:readline, which holds a line whole
 * however long: a 200 MB line without a newline took 509 MB of RSS before its request was refused, and one of 600 MB
 * (past V8's longest string) ended the process with an uncaught `RangeError: Invalid string length` and a stack
 * trace. A line is now at most the service's message body (1 MiB): a longer one is answered with a 413 error line,
 * skipped without being kept, and the lines after it are read as before.
 */
import { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parleyMain } from '../../src/cli/dispatch.js';
import type { CliOut } from '../../src/cli/io.js';
import { coffee } from '../cli/binary.js';

/** `parley run coffee-shop.json` on a stdin made of these chunks: exit code and stdout lines. */
async function run(chunks: () => Iterable<string | Buffer>): Promise<{ code: number; lines: unknown[] }> {
  let stdout = '';
  const sink = (keep: boolean): CliOut =>
    new Writable({
      decodeStrings: false,
      write(chunk: string | Buffer, _encoding, done) {
        if (keep) stdout += String(chunk);
        done();
      },
    });
  const code = await parleyMain(['run', coffee, '--now', '2026-11-22T09:00:00Z'], { stdin: Readable.from(chunks()), stdout: sink(true), stderr: sink(false), env: { ...process.env, NO_COLOR: '1' } });
  return { code, lines: stdout.trim().split('\n').map((l) => JSON.parse(l) as unknown) };
}

describe('parley run: a line is bounded (hred20)', () => {
  it('a 16 MiB line is a 413 error line, and the next line is answered', async () => {
    const chunk = Buffer.alloc(1 << 20, 'a');
    const r = await run(function* () {
      for (let i = 0; i < 16; i++) yield chunk;
      yield '\nhello\n';
    });
    expect(r.code).toBe(1);
    expect(r.lines).toHaveLength(2);
    expect(r.lines[0]).toEqual({
      error: 'The line is larger than 1048576 bytes (a message request takes up to 1048576)',
      code: 413,
      errors: [{ code: 'too_large', message: 'The line is larger than 1048576 bytes (a message request takes up to 1048576)', path: '' }],
    });
    expect((r.lines[1] as { output: { text: string[] } }).output.text.length).toBeGreaterThan(0);
  }, 60_000);

  it('line ends as before: \\n, \\r\\n (split across chunks too), a lone \\r, a last line without one; UTF-8 split across chunks', async () => {
    const euro = Buffer.from('€');
    const r = await run(function* () {
      yield 'hello\r';
      yield '\nhi\rhey\n';
      yield Buffer.concat([Buffer.from('{"input":{"text":"'), euro.subarray(0, 1)]);
      yield Buffer.concat([euro.subarray(1), Buffer.from('5"}}\n\nlast')]);
    });
    expect(r.code).toBe(0);
    expect(r.lines.map((l) => (l as { input: { text: string } }).input.text)).toEqual(['hello', 'hi', 'hey', '€5', '', 'last']);
  });
});

describe('parley chat: a piped line is bounded (hred20)', () => {
  it('a 16 MiB line is an error and skipped; the next line is answered', async () => {
    let stdout = '';
    const chunk = Buffer.alloc(1 << 20, 'a');
    const code = await parleyMain(['chat', coffee, '--no-color'], {
      stdin: Readable.from(
        (function* () {
          for (let i = 0; i < 16; i++) yield chunk;
          yield '\nhello\n/quit\n';
        })(),
      ),
      stdout: new Writable({
        decodeStrings: false,
        write(c: string | Buffer, _e, done) {
          stdout += String(c);
          done();
        },
      }),
      stderr: new Writable({ write: (_c, _e, done) => done() }),
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(code).toBe(0);
    expect(stdout).toContain('error: the line is larger than 1048576 bytes; it was skipped');
    expect(stdout).not.toContain('a'.repeat(100));
    expect(stdout.split('\n').filter((l) => l.includes('What would you like to drink?')).length).toBeGreaterThan(0);
  }, 60_000);
});
