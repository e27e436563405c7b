/**
 * The thread side of a `ThreadPool` (pool.ts): a thread module calls `serveThreadJobs` once, with the function that
 * answers one job. Jobs come one at a time (the pool gives a thread no second job before its reply); `tell` posts a
 * message before the reply (progress), and the buffers `transfer` names are handed over with the reply, not copied.
 * The same module serves a pool of child processes (runner.ts): it is then spoken to over the process's IPC channel,
 * the reply copied, and the process ends when its parent's channel closes.
 */
import { parentPort } from 'node:worker_threads';

export function serveThreadJobs<J, R>(answer: (job: J, tell: (message: unknown) => void) => Promise<R>, transfer: (reply: R) => ArrayBuffer[] = () => []): void {
  const port = parentPort;
  if (port) {
    const tell = (message: unknown) => port.postMessage(message);
    port.on('message', (job: J) => {
      void answer(job, tell).then((reply) => port.postMessage(reply, transfer(reply)));
    });
    return;
  }
  const send = process.send?.bind(process);
  if (!send) return;
  const tell = (message: unknown) => void send(message as object);
  process.on('message', (job: J) => {
    void answer(job, tell).then((reply) => void send(reply as object));
  });
  process.on('disconnect', () => process.exit(0));
}
