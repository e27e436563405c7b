/**
 * Starting a worker thread with the process's Node options (exec-argv.ts). A Worker refuses some options as its
 * `execArgv` (ERR_WORKER_INVALID_EXEC_ARGV, thrown before any thread starts): V8's (`--expose-gc`,
 * `--max-old-space-size`, `--stack-size`) and Node's per-process ones (`--title`). Those are the process's already,
 * and so the thread's (V8's flags are global), so leaving them out loses nothing; passing them made every thread of a
 * `node --expose-gc` process fail to start. Which options Node refuses is Node's own knowledge, not a list kept here:
 * when the whole list is refused, each option is tried alone on a thread that runs nothing, once per process.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { threadExecArgv } from './exec-argv.js';

/** The process's options a thread accepts, once known (after a refusal). */
let accepted: string[] | undefined;

/** A Worker on `file` (a URL, or code with `eval: true`) with the process's Node options (those a thread accepts). */
export function startWorker(file: URL | string, options: Omit<WorkerOptions, 'execArgv'> = {}): Worker {
  if (accepted === undefined) {
    const all = threadExecArgv();
    try {
      return new Worker(file, { ...options, execArgv: all });
    } catch (err) {
      if (!refused(err)) throw err;
      accepted = acceptedOptions(all, acceptedAlone);
    }
  }
  return new Worker(file, { ...options, execArgv: accepted });
}

/**
 * The options of `args` that `accepts` takes, each tried alone: an option and its value when given apart
 * (`--conditions`, `x`) are one.
 */
export function acceptedOptions(args: readonly string[], accepts: (option: readonly string[]) => boolean): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; ) {
    let end = i + 1;
    while (end < args.length && !args[end].startsWith('-')) end++;
    const option = args.slice(i, end);
    if (accepts(option)) kept.push(...option);
    i = end;
  }
  return kept;
}

function refused(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'ERR_WORKER_INVALID_EXEC_ARGV';
}

/** Whether a Worker takes `option`: a thread that runs nothing, ended at once. */
function acceptedAlone(option: readonly string[]): boolean {
  try {
    const probe = new Worker('', { eval: true, execArgv: [...option], stdout: true, stderr: true });
    probe.on('error', () => undefined);
    void probe.terminate();
    return true;
  } catch (err) {
    if (refused(err)) return false;
    throw err;
  }
}
