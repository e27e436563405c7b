/**
 * Intent training beside the compile (issue 22): a `SampledTrainer` that trains a large workspace's linear model (the
 * sampled path, `nlu/intents/sampled.ts`) in a worker thread while `compileWorkspace` builds the entity matcher and
 * the dialog, then waits for it synchronously (`Atomics.wait`, then `receiveMessageOnPort`), so `compileWorkspace`
 * stays synchronous. On a machine with a second core the compile's wall time drops by the overlap (the training, or
 * the rest, whichever is shorter); its CPU time does not (the job's copy and the thread's start add a little).
 *
 * The engine layer starts no thread: the service layer owns this one and passes it (`CompileOptions.intentTrainer`).
 * The model is the in-process one bit for bit (the same `runSampledJob` on the same typed arrays); when there is
 * no compiled thread file (the TypeScript sources under test), the thread cannot start, fails or has not answered
 * within `WAIT_MS`, the job runs in process instead: slower, never different.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { compiledThreadFile } from '../common/threads/pool.js';
import { runSampledJob, type SampledModel, type SampledTrainer } from '../nlu/index.js';

const threadFile = compiledThreadFile(new URL('./intent-training-thread.js', import.meta.url));

/** Bound of the wait for the thread's model (the largest workspace trains in ~3 s): past it, train in process. */
const WAIT_MS = 120_000;

/** A trainer that runs each job in a new worker thread (one per compile of a large workspace). */
export function threadedIntentTrainer(): SampledTrainer {
  return (job) => {
    if (threadFile === undefined) return inProcess(runSampledJob(job));
    const done = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    let worker: Worker;
    try {
      // The process's V8 flags apply to the thread already; some (`--expose-gc`) may not be given again as its execArgv.
      worker = new Worker(threadFile, { workerData: { job, done, port: port2 }, transferList: [port2] });
    } catch {
      port1.close();
      return inProcess(runSampledJob(job));
    }
    worker.unref();
    return () => {
      Atomics.wait(done, 0, 0, WAIT_MS);
      const reply = receiveMessageOnPort(port1)?.message as { model?: SampledModel } | undefined;
      port1.close();
      void worker.terminate();
      return reply?.model ?? runSampledJob(job);
    };
  };
}

function inProcess(model: SampledModel): () => SampledModel {
  return () => model;
}
