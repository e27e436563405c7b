/**
 * Whether the client of the contract request being answered is still there. The contract threads take as many
 * documents at once as there are cores and queue the rest: a queued document whose client had gone was analysed all
 * the same (16 uploads whose clients left after half a second kept the next client waiting 36.8 s, hred21). The hook
 * runs each route in the scope of its request's signal; the threaded twin hands it to the pool, which drops a waiting
 * job once it aborts, and ends the thread of a running one once it has run ABANDONED_ANALYSIS_GRACE_MS (threaded-twin.ts). Scoped, not passed as a parameter: the twin's methods are CompareComplyV1's, whose parameters
 * are the SDK's. A twin run in process (no threads) gets it as its document methods' `signal` parameter (parley's, not
 * the SDK's): an image page still waiting for the process's one OCR worker leaves the queue (h105ocr).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { ParleyError } from '../../common/errors.js';

const scope = new AsyncLocalStorage<AbortSignal>();

/** Runs `answer` with the signal of `res`'s request: aborted when the connection closes before the answer is sent. */
export function withRequestSignal<T>(res: ServerResponse, answer: () => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const gone = () => {
    if (!res.writableFinished) controller.abort(clientClosed());
  };
  res.once('close', gone);
  return scope.run(controller.signal, answer);
}

/**
 * Why an abandoned request's document was not analysed (or not to its end): the signal's abort reason, which a reader
 * that gives the wait up rejects with (readers/errors.ts `readAbandoned`), and the pool's `abandoned` failure. Nobody
 * reads it (the client is gone); the request log shows it.
 */
export function clientClosed(): ParleyError {
  return new ParleyError(400, 'The client closed its connection before its document was analysed');
}

/** The signal of the request being answered, if any (a library caller has none). */
export function currentRequestSignal(): AbortSignal | undefined {
  return scope.getStore();
}
