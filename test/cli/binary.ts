/**
 * The built binary (dist/cli/main.js), spawned as users run it: one runner for the CLI tests that read its output
 * (it was copied into each of them). NO_COLOR is set, so no escape code shows whatever the environment.
 * `parleyInProcess` runs the same command in the test's own process (a spawn costs ~0.8 CPU s, mostly compiling
 * dist/): for the tests that check only the output and exit code of an argv, not the process (signals, EPIPE,
 * stdin piping, the bin shim, TTY detection, the environment it inherits). Each command keeps true spawns.
 * `serveBuilt` starts `parley serve` as a process of its own (the cluster and server process tests).
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { beforeAll } from 'vitest';
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
  // Imported here, not at the top: nine of the files that import this one only spawn the binary, and each is isolated
  // (vitest.config.ts), so a static import evaluated the CLI's whole module graph (the classifier, the server) once
  // more before each of them for nothing.
  const { parleyMain } = await import('../../src/cli/dispatch.js');
  const code = await parleyMain(args, { stdin: Readable.from(input === '' ? [] : [input]), stdout: sink('stdout'), stderr: sink('stderr'), env: { ...process.env, NO_COLOR: '1' } });
  return { code, ...captured };
}

/** Fails the file at once when dist/ was not built. */
export function needsBuild(): void {
  beforeAll(() => {
    if (!existsSync(bin)) throw new Error('dist/ is missing: run npm run build (npm install does it)');
  });
}

/** A `parley serve` process of the built binary: where it serves, and what it wrote so far. */
export interface Served {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: string;
  stderr: string;
}

/** Starts `parley serve --port 0 --quiet ARGS`; resolves once it says where it serves, rejects if it exits first. */
export async function serveBuilt(args: readonly string[]): Promise<Served> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--quiet', ...args]);
  const served: Served = { child, url: '', stdout: '', stderr: '' };
  child.stderr.on('data', (c: Buffer) => (served.stderr += c.toString()));
  served.url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      served.stdout += chunk.toString();
      const found = /serving the v1 API at (\S+)/.exec(served.stdout);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return served;
}

/** Sends `signal` to a served process and resolves with its exit code (at once when it has already ended). */
export function stopServed(served: Served, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (served.child.exitCode !== null || served.child.signalCode !== null) return resolve(served.child.exitCode);
    served.child.once('exit', (code) => resolve(code));
    served.child.kill(signal);
  });
}

/**
 * The ids of the processes whose parent is `pid` (a cluster's workers), oldest first. Ordered by start time, not
 * by id: with pid_max at 32768 a full suite run wraps the ids, and a replacement could sort before the worker it
 * joined (a test that kills "the newest" then killed the oldest, the one keeping the port open).
 */
export function childPids(pid: number): number[] {
  const pids = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  const started = new Map(pids.map((p) => [p, startTime(p)]));
  return pids.sort((a, b) => started.get(a)! - started.get(b)! || a - b);
}

/** The arguments `pid` was started with (/proc/PID/cmdline: Linux); none once it is gone. */
export function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** Clock ticks after boot when `pid` started (field 22 of /proc/PID/stat); Infinity once it is gone. */
function startTime(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
