/**
 * Turns on one worker that reads one job at a time (the OCR worker, ocr.ts): at most one holder, the others waiting in
 * arrival order. Two ways out of the wait besides a turn:
 * - the waiter's `signal` aborts (its caller gave the read up: a client gone, a request's deadline): it leaves the
 *   queue at once, rejected with `errors.abandoned(signal)`, and is never granted a turn;
 * - `close()` (the readers shut down by their user): every waiter is rejected with `errors.shutDown(false)` and the
 *   holder's `stopped` with `errors.shutDown(true)`; the next `take()` is granted at once (a fresh start).
 * No clock: the holder's own time bound is the caller's (ocr.ts).
 */

export interface Turn {
  /**
   * Never resolves; rejects with `errors.shutDown(true)` if the turns are closed while this turn holds the worker. The
   * holder races its work with it. Its rejection is handled here too, so a holder that no longer listens leaks nothing.
   */
  readonly stopped: Promise<never>;
  /** Whether `stopped` has rejected: a holder checks it before it starts work (a worker) the shutdown would not end. */
  readonly closed: boolean;
  /** Gives the worker to the next waiter still wanted. Called once, when the work is over; later calls do nothing. */
  release(): void;
}

export interface TurnErrors {
  /** Why a waiter whose signal aborted was not served (the signal's reason, when it is the caller's own error). */
  abandoned(signal: AbortSignal): Error;
  /** Why a waiter (`running` false) or the holder (`running` true) was stopped by `close()`. */
  shutDown(running: boolean): Error;
}

interface Waiter {
  grant(): void;
  fail(error: Error): void;
}

interface Holder {
  stop(error: Error): void;
  closed: boolean;
}

export class Turns {
  #holder: Holder | undefined;
  readonly #waiting: Waiter[] = [];

  constructor(private readonly errors: TurnErrors) {}

  /** Waiters not yet granted a turn. */
  get queued(): number {
    return this.#waiting.length;
  }

  /** Whether a turn is held now. */
  get held(): boolean {
    return this.#holder !== undefined;
  }

  /**
   * Resolves with a turn once the worker is this caller's; rejects when `signal` aborts first (at once if it already
   * has) or the turns are closed first.
   */
  take(signal?: AbortSignal): Promise<Turn> {
    if (signal?.aborted) return Promise.reject(this.errors.abandoned(signal));
    if (!this.#holder) return Promise.resolve(this.#grant());
    return new Promise<Turn>((resolve, reject) => {
      const abort = () => {
        const i = this.#waiting.indexOf(waiter);
        if (i < 0) return;
        this.#waiting.splice(i, 1);
        reject(this.errors.abandoned(signal as AbortSignal));
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', abort);
          resolve(this.#grant());
        },
        fail: (error) => {
          signal?.removeEventListener('abort', abort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.#waiting.push(waiter);
    });
  }

  /** Rejects every waiter and stops the holder (see the module's comment); a later `take()` starts afresh. */
  close(): void {
    const holder = this.#holder;
    this.#holder = undefined;
    holder?.stop(this.errors.shutDown(true));
    for (const waiter of this.#waiting.splice(0)) waiter.fail(this.errors.shutDown(false));
  }

  #grant(): Turn {
    let stop: (error: Error) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    stopped.catch(() => undefined);
    const holder: Holder = {
      stop: (error) => {
        holder.closed = true;
        stop(error);
      },
      closed: false,
    };
    this.#holder = holder;
    return {
      stopped,
      get closed() {
        return holder.closed;
      },
      release: () => {
        // A turn closed meanwhile is no longer the holder: the worker may be a later caller's already.
        if (this.#holder !== holder) return;
        this.#holder = undefined;
        this.#waiting.shift()?.grant();
      },
    };
  }
}
