/**
 * How long a Node process took to exit after its script's work was done: what an idle thread or child that wrongly held
 * the process would stretch (to its idle minute). Timed inside the process, from the end of the script's body to its
 * `exit` event, not as the parent's wall time of the whole run: that counted Node's start, the imports and the reads
 * too, 33 s at load 20 for a run of 2 s on an idle machine, and a bound on it failed on a busy machine, not on a held
 * process. The milliseconds are written to the child's file descriptor 3 (stdout and stderr stay the test's own).
 */
import { spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';

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
