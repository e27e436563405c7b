/**
 * What a `ThreadPool` (pool.ts) runs its jobs on: a worker thread, or a child process of its own. Both take the same
 * module (served by serve.ts) and the same messages; they differ in what a fatal error ends. V8 ends the whole process
 * on a fatal out-of-memory error, and a worker thread's is its process's: one allocation a thread's heap cannot make
 * (a large array grown or filled, a Map's table) aborts the process with signal 6, which `resourceLimits` do not turn
 * into the thread's 'error' (they do only for a heap grown in small objects). A child process is the unit that
 * contains it (bench/notes/hostile-documents.md, session 14, hproc).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { threadExecArgv } from './exec-argv.js';
import { startWorker } from './start-worker.js';

/** `thread`: a worker thread (cheap, shares the process's fate); `process`: a child process (contains a fatal error). */
export type RunnerMode = 'thread' | 'process';

/** `memory`: past the heap bound (or a fatal error of V8's, which is an allocation it could not make); `failed`: it erred or exited. */
export type RunnerFailure = 'memory' | 'failed';

export interface RunnerEvents {
  message: (message: unknown) => void;
  failed: (why: RunnerFailure) => void;
}

export interface Runner {
  /** Hears the runner's messages and its end; returns what stops hearing them. */
  listen(events: RunnerEvents): () => void;
  /**
   * `transfer`: buffers handed over, not copied (a thread only: a process gets a copy). Settles once the message is
   * written out: at once for a thread; for a process when its channel took the last byte, which for a request larger
   * than a pipe's buffer (64 KB) is written piece by piece as the child reads, by this thread's event loop. `true` if it
   * was written, `false` if the write failed (the child exited or was ended in the middle: a failed job, no sent one).
   * Never rejects; a message that cannot be sent at all (not serialisable, the channel closed) throws.
   */
  post(message: unknown, transfer?: ArrayBuffer[]): Promise<boolean>;
  /** Whether it keeps the process alive (an idle one must not). */
  hold(held: boolean): void;
  end(): Promise<void>;
}

/** Starts a runner of `mode` on `file`, its JavaScript heap bound to `heapMb`; `gone` hears of its end whenever it comes. */
export function startRunner(mode: RunnerMode, file: URL, heapMb: number, gone: () => void): Runner {
  return mode === 'process' ? processRunner(file, heapMb, gone) : threadRunner(file, heapMb, gone);
}

function threadRunner(file: URL, heapMb: number, gone: () => void): Runner {
  const worker = startWorker(file, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  // An idle thread that fails has no job waiting: forget it instead of crashing the process.
  worker.on('error', () => undefined).on('exit', gone);
  return {
    listen({ message, failed }) {
      const erred = (err: unknown) => failed((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed');
      const exited = () => failed('failed');
      worker.on('message', message).on('error', erred).on('exit', exited);
      // Only ours: the Worker keeps listeners of its own (removeAllListeners() left it deaf to later messages).
      return () => void worker.off('message', message).off('error', erred).off('exit', exited);
    },
    post: (message, transfer) => {
      worker.postMessage(message, transfer);
      return Promise.resolve(true);
    },
    hold: (held) => (held ? worker.ref() : worker.unref()),
    end: async () => void (await worker.terminate()),
  };
}

/** V8's fatal errors end a process with SIGABRT (heap out of memory, an invalid size): the allocation was the cause. */
const fatal = (code: number | null, signal: NodeJS.Signals | null): boolean => signal === 'SIGABRT' || code === 134;

function processRunner(file: URL, heapMb: number, gone: () => void): Runner {
  const child: ChildProcess = fork(fileURLToPath(file), [], {
    execArgv: [...threadExecArgv(), `--max-old-space-size=${heapMb}`],
    // Structured clone, as a thread's messages (typed arrays, Maps), not JSON.
    serialization: 'advanced',
    // V8's report of a fatal error (and its native stack) is the child's, not the server's log: the failure says it.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  child.on('error', () => undefined).on('exit', gone);
  return {
    listen({ message, failed }) {
      const erred = () => failed('failed');
      const exited = (code: number | null, signal: NodeJS.Signals | null) => failed(fatal(code, signal) ? 'memory' : 'failed');
      child.on('message', message).on('error', erred).on('exit', exited);
      return () => void child.off('message', message).off('error', erred).off('exit', exited);
    },
    post(message) {
      if (!child.connected) throw new Error('the child process is gone');
      // false only means queued behind earlier messages; a failed send ends the child ('exit'). Given a callback, Node
      // hands it a failed send's error instead of emitting 'error': emitted again here, as it was without one. A child
      // that exits in the middle of a large request fails the write: no request was written. Node hands a write that
      // was left queued no error when it fails (the status is dropped): a child gone by then took no request (hred18).
      let written = (_sent: boolean): void => undefined;
      const settled = new Promise<boolean>((resolve) => (written = resolve));
      // Sent outside the promise's executor: a message that cannot be serialised throws here, to the caller (the pool's
      // job fails at once), not into a rejected promise nobody awaits (an unhandled rejection, the job left to time out).
      child.send(message as object, (err: Error | null) => {
        written(!err && child.exitCode === null && child.signalCode === null);
        if (err) child.emit('error', err);
      });
      return settled;
    },
    hold(held) {
      // The IPC channel holds the event loop on its own.
      if (held) {
        child.ref();
        child.channel?.ref();
      } else {
        child.unref();
        child.channel?.unref();
      }
    },
    async end() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // Referenced until it is gone: an unreferenced child's exit would leave this promise pending in an exiting process.
      child.ref();
      child.kill('SIGKILL');
      await exited;
    },
  };
}
