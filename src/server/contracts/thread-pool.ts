/**
 * A bounded pool of worker threads, one job at a time each: at most `size` threads work at once and later
 * jobs wait their turn in arrival order (a server on 2 cores gains nothing from a third classifier thread, and
 * each holds a document's analysis in memory). A job's time limit counts from when its thread starts it (time
 * spent waiting for a thread is the server's load, not the document's fault); past it the thread is ended,
 * since analysis code cannot be interrupted. Idle threads are kept warm (a new one loads and compiles the
 * classifier afresh) but unreferenced, so a process that served a contract can still exit; they end after a
 * minute of idleness.
 */
import { Worker } from 'node:worker_threads';
import { threadExecArgv } from '../../common/thread-exec-argv.js';

/** How a job ended: the thread's final message, or why there was none. */
export type JobOutcome<R> = { reply: R } | { failure: 'late' | 'memory' | 'failed' };

export interface ThreadPoolOptions {
  /** The compiled thread module. */
  file: URL;
  /** Most threads working at once. */
  size: number;
  /** Each thread's JavaScript heap bound (its old generation), in MB. */
  heapMb: number;
  /** An idle thread is ended after this long. */
  idleMs?: number;
}

const IDLE_MS = 60_000;

export class ThreadPool {
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  private working = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: ThreadPoolOptions) {}

  /** Each thread's heap bound, in MB (for the refusal that names it). */
  get heapMb(): number {
    return this.options.heapMb;
  }

  /**
   * Posts `request` to a thread and resolves with the first message `isFinal` accepts; the messages before it go to
   * `onMessage` (progress). Never rejects: a thread that errs, exits or passes `timeoutMs` is ended and reported.
   */
  async run<R>(request: unknown, timeoutMs: number, isFinal: (message: unknown) => message is R, onMessage?: (message: unknown) => void): Promise<JobOutcome<R>> {
    await this.slot();
    let worker: Worker;
    try {
      worker = this.take();
    } catch {
      this.release();
      return { failure: 'failed' };
    }
    let detach: (() => void) | undefined;
    const outcome = await new Promise<JobOutcome<R>>((resolve) => {
      const timer = setTimeout(() => resolve({ failure: 'late' }), timeoutMs);
      const heard = (message: unknown) => {
        if (isFinal(message)) resolve({ reply: message });
        else onMessage?.(message);
      };
      const failed = (err?: unknown) => resolve({ failure: (err as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed' });
      worker.on('message', heard).on('error', failed).on('exit', failed);
      // Only ours: the Worker keeps listeners of its own.
      detach = () => {
        clearTimeout(timer);
        worker.off('message', heard).off('error', failed).off('exit', failed);
      };
      try {
        worker.postMessage(request);
      } catch {
        resolve({ failure: 'failed' });
      }
    });
    detach?.();
    if ('reply' in outcome) this.keep(worker);
    else void worker.terminate();
    this.release();
    return outcome;
  }

  /** Ends the idle threads (working ones finish their job first). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())));
  }

  private slot(): Promise<void> {
    if (this.working < this.options.size) {
      this.working++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The slot passes straight to the next waiting job, if any. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.working--;
  }

  private take(): Worker {
    const kept = this.idle.pop();
    if (kept) {
      clearTimeout(kept.timer);
      kept.worker.ref();
      return kept.worker;
    }
    const worker = new Worker(this.options.file, { execArgv: threadExecArgv(), resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } });
    // An idle thread that fails has no job waiting: forget it instead of crashing the process.
    worker.on('error', () => undefined).on('exit', () => this.forget(worker));
    return worker;
  }

  private keep(worker: Worker): void {
    worker.unref();
    const timer = setTimeout(() => {
      this.forget(worker);
      void worker.terminate();
    }, this.options.idleMs ?? IDLE_MS);
    timer.unref();
    this.idle.push({ worker, timer });
  }

  private forget(worker: Worker): void {
    const i = this.idle.findIndex((k) => k.worker === worker);
    if (i >= 0) {
      clearTimeout(this.idle[i].timer);
      this.idle.splice(i, 1);
    }
  }
}
