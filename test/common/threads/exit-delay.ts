/**
 * How long a Node process took to exit after its script's work was done: what an idle thread or child that wrongly held
 * the process would stretch (to its idle minute). Timed inside the process, from the end of the script's body to its
 * `exit` event, not as the parent's wall time of the whole run: that counted Node's start, the imports and the reads
 * too, 33 s at load 20 for a run of 2 s on an idle machine, and a bound on it failed on a busy machine, not on a held
 * process. The milliseconds are written to the child's file descriptor 3 (stdout and stderr stay the test's own).
 */
import { spawn, spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';
import type { Readable } from 'node:stream';

/** `body`, then the timing of the exit after it (an ES module script: the import is hoisted). */
export function timingExit(body: string): string {
  return `${body}
    import { writeSync as writeExitDelay } from 'node:fs';
    const bodyEnded = performance.now();
    process.on('exit', () => writeExitDelay(3, String(Math.round(performance.now() - bodyEnded))));
  `;
}

export interface TimedExit extends SpawnSyncReturns<string> {
  /** Milliseconds from the end of the body to the exit; NaN when the body did not end (it threw, or exited itself). */
  exitDelayMs: number;
}

/** Runs `script` (an ES module) in a Node process of its own; see `timingExit`. */
export function runTimingExit(script: string, options: Omit<SpawnSyncOptionsWithStringEncoding, 'stdio'>): TimedExit {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', timingExit(script)], { ...options, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
  const written = r.output[3];
  return Object.assign(r, { exitDelayMs: written ? Number(written) : Number.NaN });
}

/** What `runTimingExitAsync` resolves with: `runTimingExit`'s fields a test reads. */
export interface TimedExitAsync {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  exitDelayMs: number;
}

/**
 * `runTimingExit` without holding the test's process: the same script and the same readings, so that a file's cases
 * run side by side (`describe.concurrent`), each in its own process, their waits overlapping (h110suiteS). Past
 * `timeout` ms the process is killed (SIGTERM), as spawnSync's `timeout` does.
 */
export function runTimingExitAsync(script: string, options: { timeout: number; env?: NodeJS.ProcessEnv }): Promise<TimedExitAsync> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', timingExit(script)], { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    const read = (stream: Readable | null) => {
      let text = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => (text += chunk));
      return () => text;
    };
    const [stdout, stderr, delay] = [read(child.stdout), read(child.stderr), read(child.stdio[3] as Readable)];
    const timer = setTimeout(() => child.kill('SIGTERM'), options.timeout);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout: stdout(), stderr: stderr(), exitDelayMs: delay() ? Number(delay()) : Number.NaN });
    });
  });
}
