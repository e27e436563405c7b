/**
 * Sending to a worker that may have died. A send on a closed channel reports ERR_IPC_CHANNEL_CLOSED (or
 * EPIPE) as an 'error' event, which crashed the primary when nothing listened (issue 24, item 5): every send
 * goes through here, with a callback, so a dead worker is only a failed send.
 */
import type { Worker } from 'node:cluster';
import type { ToWorker } from './protocol.js';

/** Sends `message`; `failed` runs (once, asynchronously) if the worker cannot receive it. */
export function sendTo(worker: Worker, message: ToWorker, failed: () => void = () => {}): void {
  if (!worker.isConnected()) {
    queueMicrotask(failed);
    return;
  }
  try {
    worker.send(message, undefined, undefined, (err: Error | null) => {
      if (err) failed();
    });
  } catch {
    queueMicrotask(failed);
  }
}
