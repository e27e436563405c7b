/**
 * The Node options a worker thread is started with: the process's own, less those that only make sense for the main
 * script (`node --input-type=module -e`, which a thread refuses). A child process takes them as they are (runner.ts);
 * a thread takes those a Worker accepts (start-worker.ts).
 */
export function threadExecArgv(args: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (/^--input-type(=|$)/.test(args[i])) {
      if (!args[i].includes('=')) i++;
    } else if (/^(-e|--eval|-p|--print)$/.test(args[i])) i++;
    else if (!/^(--eval|--print)=/.test(args[i])) kept.push(args[i]);
  }
  return kept;
}
