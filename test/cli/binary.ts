/**
 * The built binary (dist/cli/main.js), spawned as users run it: one runner for the CLI tests that read its output
 * (it was copied into each of them). NO_COLOR is set, so no escape code shows whatever the environment.
 * `parleyInProcess` runs the same command in the test's own process (a spawn costs ~0.8 CPU s, mostly compiling
 * dist/): for the tests that check only the output and exit code of an argv, not the process (signals, EPIPE,
 * stdin piping, the bin shim, TTY detection, the environment it inherits). Each command keeps true spawns.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { beforeAll } from 'vitest';
import { parleyMain } from '../../src/cli/dispatch.js';
import type { CliOut } from '../../src/cli/io.js';

export const root = new URL('../../', import.meta.url).pathname;
export const bin = join(root, 'dist/cli/main.js');
export const coffee = join(root, 'examples/coffee-shop.json');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `parley ARGS` with `input` on stdin; a run past the timeout fails its test instead of hanging it. */
export function parley(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `parley ARGS` with `input` on stdin, run in this process on buffers: the same { code, stdout, stderr } as `parley`. */
export async function parleyInProcess(args: readonly string[], input = ''): Promise<Run> {
  const captured = { stdout: '', stderr: '' };
  const sink = (name: keyof typeof captured): CliOut =>
    new Writable({
      decodeStrings: false,
      write(chunk: string | Buffer, _encoding, done) {
        captured[name] += String(chunk);
        done();
      },
    });
  const code = await parleyMain(args, { stdin: Readable.from(input === '' ? [] : [input]), stdout: sink('stdout'), stderr: sink('stderr'), env: { ...process.env, NO_COLOR: '1' } });
  return { code, ...captured };
}

/** Fails the file at once when dist/ was not built. */
export function needsBuild(): void {
  beforeAll(() => {
    if (!existsSync(bin)) throw new Error('dist/ is missing: run npm run build (npm install does it)');
  });
}
