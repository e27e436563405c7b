/**
 * Re-runs a job whenever one of the paths it reports changes: the job returns the files and directories to
 * watch (they may differ after each run: a new transcript, another workspace). Changes within 150 ms are
 * one re-run. Runs until the process is interrupted.
 */
import { watch, type FSWatcher } from 'node:fs';
import type { CliIo } from './io.js';

export function watchAndRerun(job: () => string[], io: Pick<CliIo, 'stdout' | 'stderr'>): Promise<number> {
  return new Promise<number>((done) => {
    let watchers: FSWatcher[] = [];
    let timer: NodeJS.Timeout | undefined;
    const arm = (paths: string[]) => {
      for (const w of watchers) w.close();
      watchers = [];
      for (const p of new Set(paths)) {
        try {
          watchers.push(watch(p, () => schedule()));
        } catch {
          // A path that does not exist (yet) is not watched; its directory usually is.
        }
      }
      io.stderr.write(`parley test: watching ${watchers.length} files and directories (Ctrl-C to stop)\n`);
    };
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        io.stdout.write('\n');
        arm(job());
      }, 150);
    };
    process.once('SIGINT', () => {
      for (const w of watchers) w.close();
      if (timer) clearTimeout(timer);
      done(0);
    });
    arm(job());
  });
}
