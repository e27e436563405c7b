/**
 * The bound on the document requests one server process holds at once. Each request for a document operation holds
 * its upload (up to 50 MB) from its first byte to its answer, and the analysis threads take as many at once as there
 * are threads, queueing the rest: without a bound, every connected client could queue one more upload (hred21's Left).
 * A request is admitted when it arrives, before its body is read, if fewer than `threads + queue` are in hand (being
 * read, waiting for a thread or analysed); past that it is answered 503 with a `Retry-After`, its body drained unread.
 * With every thread on a document, at most `queue` wait; a batch's document, which holds no upload, takes a thread
 * without counting here, and more may wait then, never more than `threads + queue` in all.
 *
 * One client could still hold every place with as many connections (h46ops's Left), its uploads paced just enough,
 * and every other client was answered 503. With a per-client share (`perClient`, `--analysis-per-client N`), a client
 * (its remote address) holds at most that many places; past it, it alone is answered 503 while the others are
 * admitted. Off by default: `parley serve` listens on the loopback address, to serve one machine or sit behind a
 * reverse proxy, and behind a proxy every client has the proxy's address: a default share would cap the whole server
 * at it. An operator who exposes the server directly sets it; behind a proxy, the proxy limits per client (nginx's
 * `limit_conn`), seeing the clients' addresses this server cannot trust from a header.
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
  /** Places held per client with at least one (an entry goes with its last place: at most `threads + queue` entries). */
  private readonly byClient = new Map<string, number>();

  /**
   * `queue`: most requests waiting beyond the `threads` analysed at once (default `QUEUED_PER_THREAD` per thread);
   * `perClient`: most places one client may hold (0: no share, the default).
   */
  constructor(
    readonly threads: number,
    readonly queue = QUEUED_PER_THREAD * threads,
    readonly perClient = 0,
  ) {}

  /** Document requests in hand (being read, waiting or analysed). */
  get count(): number {
    return this.inHand;
  }

  /** Clients holding at least one place. */
  get clients(): number {
    return this.byClient.size;
  }

  /**
   * Admits one request of `client` (its remote address; undefined: counted in the whole only): the returned function
   * hands its place back (once, however often called); undefined when the queue is full or the client has its share.
   */
  enter(client?: string): (() => void) | undefined {
    if (this.inHand >= this.threads + this.queue || this.hasItsShare(client)) return undefined;
    this.inHand++;
    const counted = this.perClient > 0 ? client : undefined;
    if (counted !== undefined) this.byClient.set(counted, (this.byClient.get(counted) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inHand--;
      if (counted === undefined) return;
      const held = (this.byClient.get(counted) ?? 1) - 1;
      if (held > 0) this.byClient.set(counted, held);
      else this.byClient.delete(counted);
    };
  }

  /**
   * The 503 of a request `enter` just refused; `path` names the upload part, as the operation's other errors do. The
   * same shape whether the queue is full or the client has its share: only the message says which.
   */
  refusal(path: string, client?: string): ParleyError {
    const message = this.hasItsShare(client)
      ? `Service Unavailable: this client has ${this.perClient} document request${this.perClient === 1 ? '' : 's'} in hand, the most one client may have; retry in ${RETRY_AFTER_SECONDS} s`
      : `Service Unavailable: the analysis queue is full (${this.queue} waiting); retry in ${RETRY_AFTER_SECONDS} s`;
    return new ParleyError(503, message, [{ code: 'busy', message, path }]);
  }

  private hasItsShare(client: string | undefined): boolean {
    return this.perClient > 0 && client !== undefined && (this.byClient.get(client) ?? 0) >= this.perClient;
  }
}
