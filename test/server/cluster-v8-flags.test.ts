/**
 * `parley serve --workers 2` (the built binary) starts its worker processes with the V8 flag it sets on itself
 * (`--no-regexp-tier-up`, src/cli/classify-v8-flags.ts): each worker classifies the documents it receives, and a flag
 * set at run time with `v8.setFlagsFromString` is not inherited by `cluster.fork` (review hrev18). Read from the
 * workers' command lines in /proc: Linux only.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bin, serveBuilt, stopServed } from '../cli/binary.js';

const linux = existsSync('/proc/self/stat');

/** The command lines of the processes whose parent is `pid`. */
function childCommandLines(pid: number): string[][] {
  const out: string[][] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent's id is the second field after the command's name, which is in brackets and may hold blanks.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) out.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean));
    } catch {
      // A process that ended while it was read.
    }
  }
  return out;
}

describe.skipIf(!linux || !existsSync(bin))('parley serve --workers: the classifying flag in every worker', () => {
  it('each worker process starts with --no-regexp-tier-up', async () => {
    const served = await serveBuilt(['--workers', '2']);
    try {
      const workers = childCommandLines(served.child.pid ?? -1).filter((argv) => argv.some((a) => a.endsWith('worker.js')));
      expect(workers).toHaveLength(2);
      for (const argv of workers) expect(argv).toContain('--no-regexp-tier-up');
    } finally {
      await stopServed(served);
    }
  }, 60_000);
});
