/**
 * The thread side of a `ThreadPool` (pool.ts): a thread module calls `serveThreadJobs` once, with the function that
 * answers one job. Jobs come one at a time (the pool gives a thread no second job before its reply); `tell` posts a
 * message before the reply (progress), and the buffers `transfer` names are handed over with the reply, not copied.
 * The same module serves a pool of child processes (runner.ts): it is then spoken to over the process's IPC channel,
 * the reply copied, and the process ends when its parent's channel closes.
 *
 * A thread the pool started ahead of need (`ThreadPool.prestart`) first gets the `PREPARE` message: it runs `prepare`
 * (warming its code on work of its own) and answers nothing; a job that comes meanwhile waits for it. A failed
 * preparation is forgotten: it was only ever an optimisation.
 */
import { parentPort } from 'node:worker_threads';

/** The message a prestarted thread gets before any job (pool.ts sends it, nothing else does). */
export const PREPARE = { parleyPrepare: true } as const;

export function isPrepare(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { parleyPrepare?: unknown }).parleyPrepare === true;
}

/** `prepare`: what a prestarted thread does before its first job. */
export function serveThreadJobs<J, R>(
  answer: (job: J, tell: (message: unknown) => void) => Promise<R>,
  transfer: (reply: R) => ArrayBuffer[] = () => [],
  prepare?: () => Promise<void>,
): void {
  let ready: Promise<void> = Promise.resolve();
  // Each job starts once the preparation (if any) is over: the two never share the thread's code at once.
  const heard = (message: unknown, reply: (r: R) => void, tell: (message: unknown) => void) => {
    if (isPrepare(message)) {
      if (prepare) ready = ready.then(prepare).catch(() => undefined);
      return;
    }
    void ready.then(() => answer(message as J, tell)).then(reply);
  };
  const port = parentPort;
  if (port) {
    const tell = (message: unknown) => port.postMessage(message);
    port.on('message', (message: unknown) => heard(message, (r) => port.postMessage(r, transfer(r)), tell));
    return;
  }
  const send = process.send?.bind(process);
  if (!send) return;
  const tell = (message: unknown) => void send(message as object);
  process.on('message', (message: unknown) => heard(message, (r) => void send(r as object), tell));
  process.on('disconnect', () => process.exit(0));
}
