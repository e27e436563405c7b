/**
 * The pool of worker threads both wings use (the PDF reader's pdfjs child process, the server's contract threads; a
 * pool's `mode` runs its "threads" as worker threads or as child processes, runner.ts): one job
 * at a time per thread, at most `size` working at once and later jobs waiting in arrival order. A job's time limit
 * counts from when its thread starts it (time spent waiting for a thread is the process's load, not the job's
 * fault); past it, or past the thread's heap bound, the thread is ended, since the code it runs cannot be
 * interrupted. Idle threads are kept warm (a new one loads and compiles its modules afresh) but unreferenced, so a
 * process that used one can still exit; at most `keepIdle` of them, each ended after `idleMs` of idleness.
 * `prestart` starts a thread ahead of need, kept as an idle one (unreferenced, ended after `idleMs`, or on `standby`
 * kept until used), and has it prepare (serve.ts): the next job finds it started and its code warm, the start off
 * its critical path. In process mode a job that fails on a kept child before hearing from it (the child died idle, killed
 * from outside) runs once more on a fresh one.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startRunner, type Runner, type RunnerMode } from './runner.js';
import { PREPARE } from './serve.js';

/** How a job ended: the thread's final message, or why there was none. */
export type JobOutcome<R> = { reply: R } | { failure: JobFailure };

/**
 * `late`: past its time limit; `memory`: past the heap bound; `failed`: the thread erred or exited; `closed`: the job
 * was still waiting for a thread when the pool closed (nothing ran it: the job is not at fault, the caller's shutdown is);
 * `abandoned`: its `signal` aborted before a thread took it (nothing ran it), or while it ran, past its
 * `abandonAfterMs` (its thread ended).
 */
export type JobFailure = 'late' | 'memory' | 'failed' | 'closed' | 'abandoned';

export interface ThreadPoolOptions {
  /** The compiled thread module (see `serveThreadJobs`). */
  file: URL;
  /** Worker threads (the default) or child processes: a child contains V8's fatal errors (runner.ts). */
  mode?: RunnerMode;
  /** Most threads working at once (`Infinity`: every job starts at once, on a thread of its own if need be). */
  size: number;
  /** Each thread's JavaScript heap bound (its old generation), in MB. */
  heapMb: number;
  /** Most idle threads kept (default: `size`). */
  keepIdle?: number;
  /** An idle thread is ended after this long (default a minute). */
  idleMs?: number;
  /**
   * Keeps one thread on standby once `prestart` was called: a prestarted thread that has run no job is kept until one
   * comes (no idle timer), and when the pool's last idle thread is ended for idleness a fresh one is prestarted. A
   * long-lived process that expects work after any pause (a server) pays a thread's start once per burst of work,
   * and holds one fresh thread's memory, not a used one's.
   */
  standby?: boolean;
  /** Starts a runner (default `startRunner`, runner.ts): the tests' stand-in children (pool-abort.property.test.ts). */
  startRunner?: typeof startRunner;
}

export interface JobOptions<R> {
  /** The job's time limit from when its thread starts it, in milliseconds. */
  timeoutMs: number;
  /** Which message is the job's last (its reply); the ones before it go to `onMessage`. */
  isFinal: (message: unknown) => message is R;
  /** Hears the thread's messages before the reply (progress). */
  onMessage?: (message: unknown) => void;
  /** Buffers handed over to the thread with the request, not copied. */
  transfer?: ArrayBuffer[];
  /** Called when a thread starts the job, just before the request is posted (it may still change the request). */
  onStart?: () => void;
  /**
   * Called once the request is written out to its thread, or once writing it failed part-way (the child gone: the job
   * fails on its own); not if posting it threw (runner.ts `post`).
   */
  onSent?: () => void;
  /**
   * The caller's interest in the job (a server's request, aborted when its client goes): aborted while the job waits
   * for a thread, the job is dropped unrun (`abandoned`); once a thread has it, it runs to its end unless
   * `abandonAfterMs` is given.
   */
  signal?: AbortSignal;
  /**
   * With `signal`: a running job whose signal aborts fails `abandoned` and its thread is ended (the code it runs cannot
   * be interrupted otherwise) once it has run this long, at once if it already has. A job that ends sooner keeps its
   * thread warm: ending a thread costs the next job a cold one. 0 (a PDF read, h106sig): in the same turn as the abort,
   * no reply heard after it; a job whose signal aborts once its slot is granted but before it starts is not started.
   */
  abandonAfterMs?: number;
}

const IDLE_MS = 60_000;

interface Waiting {
  dropped: boolean;
  start: () => void;
}
/** The longest delay a Node timer keeps: a longer one fires after 1 ms, which would make every job late. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class ThreadPool {
  private readonly idle: { worker: Runner; timer?: NodeJS.Timeout }[] = [];
  private working = 0;
  /** Jobs waiting for a slot, in arrival order; one abandoned meanwhile is marked `dropped` and skipped. */
  private readonly waiting: Waiting[] = [];
  private closed = false;
  /** Threads started and not yet exited. */
  private live = 0;

  constructor(private readonly options: ThreadPoolOptions) {}

  /** Threads working on a job now (a slot handed to a waiting job counts as working). */
  get busy(): number {
    return this.working;
  }

  /** Jobs waiting for a thread now (one given up meanwhile is not counted). */
  get queued(): number {
    return this.waiting.reduce((n, w) => (w.dropped ? n : n + 1), 0);
  }

  /**
   * Threads (child processes in process mode) started and not yet exited: working, kept idle, or ended and not yet
   * gone. A job given up or past its bounds ends its thread; for the tests that none is left behind (h106sig).
   */
  get started(): number {
    return this.live;
  }

  /** Each thread's heap bound, in MB (for the refusal that names it). */
  get heapMb(): number {
    return this.options.heapMb;
  }

  /** Posts `request` to a thread and resolves with its reply. Never rejects: a thread that errs, exits or runs late is ended and reported. */
  async run<R>(request: unknown, job: JobOptions<R>): Promise<JobOutcome<R>> {
    if (job.signal?.aborted) return { failure: 'abandoned' };
    if (!(await this.slot(job.signal))) return { failure: 'abandoned' };
    // Given up between its slot and its start, with no grace: nothing is started for it (a kept thread stays kept).
    if (job.signal?.aborted && noGrace(job)) {
      this.release();
      return { failure: 'abandoned' };
    }
    // A job that waited past close() finds no pool to run in: starting a thread for it would outlive the pool.
    if (this.closed) {
      this.release();
      return { failure: 'closed' };
    }
    let outcome = await this.attempt(request, job);
    // A kept child process that died while idle (killed from outside) is found dead only when the job is posted: the
    // job was not its fault, so it runs once more on a fresh one (a job that kills its own child fails on both).
    // Process mode only: a thread's transferred buffers are gone after the first post. A job given up meanwhile with no
    // grace is not retried: no fresh child is started only to be ended (review h106rev 3).
    if ('retry' in outcome) outcome = job.signal?.aborted && noGrace(job) ? { failure: 'abandoned' } : await this.attempt(request, job, false);
    this.release();
    return 'retry' in outcome ? { failure: 'failed' } : outcome;
  }

  /** One try of the job on a thread (`mayReuse` false: a fresh one); `retry` when a kept child failed at once. */
  private async attempt<R>(request: unknown, job: JobOptions<R>, mayReuse = true): Promise<JobOutcome<R> | { retry: true }> {
    let taken: { worker: Runner; kept: boolean };
    try {
      taken = this.take(mayReuse);
    } catch {
      return { failure: 'failed' };
    }
    const { worker, kept } = taken;
    let heard = false;
    // Node calls a send's callback without the error when a write left queued fails (the child exited or was killed in
    // the middle of a large request): a job already over (failed, late) was never sent, whatever the callback says.
    let over = false;
    let detach: (() => void) | undefined;
    const outcome = await new Promise<JobOutcome<R>>((resolve) => {
      const timer = setTimeout(() => resolve({ failure: 'late' }), Math.min(MAX_TIMER_MS, Math.max(0, job.timeoutMs)));
      const hear = (message: unknown) => {
        heard = true;
        if (job.isFinal(message)) resolve({ reply: message });
        else job.onMessage?.(message);
      };
      const stop = worker.listen({ message: hear, failed: (failure) => resolve({ failure }) });
      const unwatch = watchAbandon(job, () => resolve({ failure: 'abandoned' }));
      detach = () => {
        clearTimeout(timer);
        stop();
        unwatch();
      };
      // Given up already with no grace: not posted. run() checks it before each try (the first, and the retry since
      // review h106rev 3), in the same turn as this: a guard, so that no later caller of attempt() posts such a job.
      if (job.signal?.aborted && noGrace(job)) return;
      try {
        job.onStart?.();
        void worker.post(request, job.transfer).then((written) => written && !over && job.onSent?.());
      } catch {
        resolve({ failure: 'failed' });
      }
    });
    over = true;
    detach?.();
    if ('reply' in outcome) this.keep(worker);
    else void worker.end();
    const diedIdle = kept && !heard && this.options.mode === 'process' && 'failure' in outcome && outcome.failure === 'failed';
    return diedIdle ? { retry: true } : outcome;
  }

  /**
   * Starts a thread before any job needs it and keeps it idle, told to prepare itself (serve.ts `PREPARE`); nothing
   * when an idle thread is already kept, the pool is closed or full. Whether it worked is not reported: a thread that
   * fails to start or to prepare is forgotten, and the next job starts one as it would have.
   */
  prestart(): void {
    if (this.closed || this.idle.length > 0 || this.idle.length >= (this.options.keepIdle ?? this.options.size)) return;
    let worker: Runner;
    try {
      worker = this.start();
      void worker.post(PREPARE);
    } catch {
      return;
    }
    if (this.options.standby) {
      worker.hold(false);
      this.idle.push({ worker });
    } else this.keep(worker);
  }

  /** Ends the idle threads; working ones finish their job, then end too; jobs still waiting for a thread fail (`closed`). */
  async close(): Promise<void> {
    this.closed = true;
    const idle = this.idle.splice(0);
    await Promise.all(idle.map(({ worker, timer }) => (clearTimeout(timer), worker.end())));
  }

  /** Resolves true when the job may start; false when `signal` aborted while it waited (its place given up). */
  private slot(signal: AbortSignal | undefined): Promise<boolean> {
    if (this.working < this.options.size) {
      this.working++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const abandon = () => {
        entry.dropped = true;
        resolve(false);
      };
      const entry: Waiting = {
        dropped: false,
        start: () => {
          signal?.removeEventListener('abort', abandon);
          resolve(true);
        },
      };
      signal?.addEventListener('abort', abandon, { once: true });
      this.waiting.push(entry);
    });
  }

  /** The slot passes straight to the next waiting job that is still wanted, if any. */
  private release(): void {
    let next = this.waiting.shift();
    while (next?.dropped) next = this.waiting.shift();
    if (next) next.start();
    else this.working--;
  }

  private take(mayReuse: boolean): { worker: Runner; kept: boolean } {
    const kept = mayReuse ? this.idle.pop() : undefined;
    if (kept) {
      clearTimeout(kept.timer);
      kept.worker.hold(true);
      return { worker: kept.worker, kept: true };
    }
    return { worker: this.start(), kept: false };
  }

  /** A new thread, counted until it exits (then forgotten, if it was idle). */
  private start(): Runner {
    const start = this.options.startRunner ?? startRunner;
    const worker: Runner = start(this.options.mode ?? 'thread', this.options.file, this.options.heapMb, () => {
      this.live--;
      this.forget(worker);
    });
    this.live++;
    return worker;
  }

  private keep(worker: Runner): void {
    if (this.closed || this.idle.length >= (this.options.keepIdle ?? this.options.size)) {
      void worker.end();
      return;
    }
    worker.hold(false);
    const timer = setTimeout(() => {
      this.forget(worker);
      void worker.end();
      // A thread still working becomes the idle one when it is done: no fresh one needed then.
      if (this.options.standby && this.idle.length === 0 && this.working === 0) this.prestart();
    }, Math.min(MAX_TIMER_MS, this.options.idleMs ?? IDLE_MS));
    timer.unref();
    this.idle.push({ worker, timer });
  }

  private forget(worker: Runner): void {
    const i = this.idle.findIndex((k) => k.worker === worker);
    if (i >= 0) {
      clearTimeout(this.idle[i].timer);
      this.idle.splice(i, 1);
    }
  }
}

/**
 * Calls `abandon` once the job's signal has aborted and the job has run `abandonAfterMs` (timed from this call, when
 * its thread starts it); nothing without both. Returns the function that stops watching.
 */
function watchAbandon(job: JobOptions<unknown>, abandon: () => void): () => void {
  const { signal, abandonAfterMs } = job;
  if (!signal || abandonAfterMs === undefined) return () => undefined;
  if (noGrace(job)) {
    // No timer: a timer of 0 ms fires a turn later, and a reply heard meanwhile would be taken after the abort.
    if (signal.aborted) abandon();
    else signal.addEventListener('abort', abandon, { once: true });
    return () => signal.removeEventListener('abort', abandon);
  }
  let graceOver = false;
  const grace = setTimeout(
    () => {
      graceOver = true;
      if (signal.aborted) abandon();
    },
    Math.min(MAX_TIMER_MS, Math.max(0, abandonAfterMs)),
  );
  const aborted = () => {
    if (graceOver) abandon();
  };
  signal.addEventListener('abort', aborted, { once: true });
  return () => {
    clearTimeout(grace);
    signal.removeEventListener('abort', aborted);
  };
}

/** Whether a job with a signal is given up the moment it aborts (`abandonAfterMs` 0 or less). */
function noGrace(job: JobOptions<unknown>): boolean {
  return job.abandonAfterMs !== undefined && job.abandonAfterMs <= 0;
}

/**
 * The thread module at `url` (beside its caller), if it is compiled: from the TypeScript sources (the test suite)
 * there is none, and the caller runs the work in process instead.
 */
export function compiledThreadFile(url: URL): URL | undefined {
  return existsSync(fileURLToPath(url)) ? url : undefined;
}
