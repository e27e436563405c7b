/**
 * The bound on the document requests one server process holds at once. Each request for a document operation holds
 * its upload (up to 50 MB) from its first byte to its answer, and the analysis threads take as many at once as there
 * are threads, queueing the rest: without a bound, every connected client could queue one more upload (hred21's Left).
 * A request is admitted when it arrives, before its body is read, if fewer than `threads + queue` are in hand (being
 * read, waiting for a thread or analysed); past that it is answered 503 with a `Retry-After`, its body drained unread.
 * With every thread on a document, at most `queue` wait; a batch's document, which holds no upload, takes a thread
 * without counting here, and more may wait then, never more than `threads + queue` in all.
 */
import { ParleyError } from '../../common/errors.js';

/** Documents that may wait per analysis thread by default: about 8 s of waiting for a 1 s analysis. */
export const QUEUED_PER_THREAD = 8;

/** The most a queue may be (`--analysis-queue`, `contracts.threads.queue`): past it the bound is no bound (10,000 uploads of 50 MB). */
export const MAX_ANALYSIS_QUEUE = 10_000;

/** What a refused client is told to wait before it tries again, in seconds (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 5;

export class AnalysisAdmission {
  private inHand = 0;

  /** `queue`: most requests waiting beyond the `threads` analysed at once (default `QUEUED_PER_THREAD` per thread). */
  constructor(
    readonly threads: number,
    readonly queue = QUEUED_PER_THREAD * threads,
  ) {}

  /** Document requests in hand (being read, waiting or analysed). */
  get count(): number {
    return this.inHand;
  }

  /** Admits one request: the returned function hands its place back (once, however often called); undefined when full. */
  enter(): (() => void) | undefined {
    if (this.inHand >= this.threads + this.queue) return undefined;
    this.inHand++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inHand--;
    };
  }

  /** The 503 of a refused request; `path` names the upload part, as the operation's other errors do. */
  refusal(path: string): ParleyError {
    const message = `Service Unavailable: the analysis queue is full (${this.queue} waiting); retry in ${RETRY_AFTER_SECONDS} s`;
    return new ParleyError(503, message, [{ code: 'busy', message, path }]);
  }
}
