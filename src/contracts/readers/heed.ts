/**
 * A read that waits on no shared reader (Word, text) heeding its caller's `signal` as the PDF and image reads do
 * (h106sigW): given up before it starts, it does no work; given up while it runs (a DOC's word-extractor awaits its
 * parts), its caller hears at once and the read's late answer, or late failure, is dropped (never an unhandled
 * rejection). The error is the other formats' (`readAbandoned`: the signal's ParleyError reason, else the 400
 * `abandoned` on `.file`).
 */
import { readAbandoned } from './errors.js';

/** `work` run unless `signal` has aborted ("before its turn came"), raced with it: the read's answer, or `readAbandoned`
 * ("while it was being read" once it ran). */
export function heedSignal<T>(format: string, signal: AbortSignal | undefined, work: () => T | Promise<T>): Promise<T> {
  if (signal?.aborted) return Promise.reject(readAbandoned(format, signal));
  let answer: Promise<T>;
  try {
    answer = Promise.resolve(work());
  } catch (err) {
    return Promise.reject(err);
  }
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(readAbandoned(format, signal, true));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    // Settled after an abort: resolve and reject are then no-ops, and the answer's failure is handled here.
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Throws `readAbandoned(format, signal, true)` once `signal` has aborted: the analysis's check between its stages. */
export function throwIfAbandoned(format: string, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw readAbandoned(format, signal, true);
}
