/**
 * Intent training beside the compile (issue 22): a `SampledTrainer` that trains a large workspace's linear model (the
 * sampled path, `nlu/intents/sampled.ts`) in a worker thread while `compileWorkspace` builds the entity matcher and
 * the dialog, then waits for it synchronously (`Atomics.wait`, then `receiveMessageOnPort`), so `compileWorkspace`
 * stays synchronous. On a machine with a second core the compile's wall time drops by the overlap (the training, or
 * the rest, whichever is shorter); its CPU time does not (the job's copy and the thread's start add a little).
 *
 * The engine layer starts no thread: the service layer owns this one and passes it (`CompileOptions.intentTrainer`).
 * The model is the in-process one bit for bit (the same `runSampledJob` on the same typed arrays); when there is
 * no compiled thread file (the TypeScript sources under test), or the thread cannot start, fails or stops, the job
 * runs in process instead: slower, never different.
 *
 * While the compile waits, its thread's events ('error', 'exit') cannot reach it (the event loop is blocked), so the
 * thread says how it is in a shared Int32Array (intent-training-state.ts): a bootstrap marks it started before the
 * thread module loads, and marks it failed when that load fails or the thread exits (`process.exit`, an uncaught
 * error) before answering; the job beats once per stage and epoch. The wait ends at once on an answer or a failure,
 * after `START_MS` if the thread never started, after `STALL_MS` without a beat (a thread that died with no JavaScript
 * left to run: out of memory, terminated), and after `WAIT_MS` in any case. Before these, a thread that died before
 * answering cost the compile the whole 120 s bound.
 */
import { MessageChannel, receiveMessageOnPort, type Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { compiledThreadFile } from '../common/threads/pool.js';
import { startWorker } from '../common/threads/start-worker.js';
import { runSampledJob, type SampledModel, type SampledTrainer } from '../nlu/index.js';
import { ANSWERED, BEAT, FAILED, NOT_STARTED, RUNNING, SLOTS, STATE } from './intent-training-state.js';

const threadFile = compiledThreadFile(new URL('./intent-training-thread.js', import.meta.url));

/** How long the compile waits for its thread (ms). */
export interface TrainingWaitBounds {
  /** For the thread to start (a Worker starts in ~50 ms; seconds on a loaded machine). */
  readonly startMs: number;
  /** Between two beats (a stage or an epoch of the largest workspace: under a second). */
  readonly stallMs: number;
  /** In all (the largest workspace trains in ~3 s). */
  readonly waitMs: number;
}

export const WAIT_BOUNDS: TrainingWaitBounds = { startMs: 10_000, stallMs: 30_000, waitMs: 120_000 };

/**
 * Runs before the thread module, as the thread's own script (`eval`, CommonJS or ESM alike: dynamic imports only), so
 * that a module that fails to load is a failure the wait sees at once rather than silence.
 */
const BOOTSTRAP = `import('node:worker_threads').then(({ workerData: { state, file } }) => {
  const failed = () => { if (Atomics.compareExchange(state, ${STATE}, ${RUNNING}, ${FAILED}) === ${RUNNING}) Atomics.notify(state, ${STATE}); };
  Atomics.store(state, ${STATE}, ${RUNNING});
  Atomics.notify(state, ${STATE});
  process.on('exit', failed);
  return import(file).catch(failed);
});`;

/**
 * A trainer that runs each job in a new worker thread (one per compile of a large workspace). `file` replaces the
 * thread module (tests: one that fails to load, throws, exits or hangs), `bounds` the wait's bounds.
 */
export function threadedIntentTrainer(options: { file?: URL; bounds?: Partial<TrainingWaitBounds> } = {}): SampledTrainer {
  const file = options.file ?? threadFile;
  const bounds = { ...WAIT_BOUNDS, ...options.bounds };
  return (job) => {
    if (file === undefined) return inProcess(runSampledJob(job));
    const state = new Int32Array(new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT));
    const { port1, port2 } = new MessageChannel();
    let worker: Worker;
    try {
      // The process's options a thread accepts: inherited as they are, a main script's `--input-type=module -e` made
      // the thread fail to load, and the compile wait the whole bound (120 s) for it.
      worker = startWorker(BOOTSTRAP, { eval: true, workerData: { job, state, file: file.href, port: port2 }, transferList: [port2] });
    } catch {
      port1.close();
      return inProcess(runSampledJob(job));
    }
    // A thread that fails (to load, or later) is answered by the in-process job; unheard, its 'error' ended the process.
    worker.on('error', () => undefined);
    worker.unref();
    return () => {
      const answered = waitForThread(state, bounds);
      const reply = answered ? (receiveMessageOnPort(port1)?.message as { model?: SampledModel } | undefined) : undefined;
      port1.close();
      void worker.terminate();
      return reply?.model ?? runSampledJob(job);
    };
  };
}

/** Waits (blocking) until the thread answers, fails, never starts or stops beating; whether it answered. */
export function waitForThread(state: Int32Array, bounds: TrainingWaitBounds): boolean {
  const end = performance.now() + bounds.waitMs;
  Atomics.wait(state, STATE, NOT_STARTED, Math.min(bounds.startMs, bounds.waitMs));
  let beats = -1;
  while (Atomics.load(state, STATE) === RUNNING) {
    const now = Atomics.load(state, BEAT);
    const left = end - performance.now();
    if (now === beats || left <= 0) return false;
    beats = now;
    Atomics.wait(state, STATE, RUNNING, Math.min(bounds.stallMs, left));
  }
  return Atomics.load(state, STATE) === ANSWERED;
}

function inProcess(model: SampledModel): () => SampledModel {
  return () => model;
}
