/**
 * The thread side of `threadedIntentTrainer` (intent-training.ts), loaded by its bootstrap once the state says
 * RUNNING: trains one `SampledJob`, beating once per stage and epoch, hands the model back on the port it was given,
 * then settles the state ANSWERED so that the caller's synchronous wait ends. The same function as in process
 * (`runSampledJob`), so the same model bit for bit. A job that throws settles FAILED (the caller trains in process).
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { runSampledJob, type SampledJob } from '../nlu/intents/sampled.js';
import { ANSWERED, FAILED, beat, settle } from './intent-training-state.js';

const { job, state, port } = workerData as { job: SampledJob; state: Int32Array; port: MessagePort };
try {
  const model = runSampledJob(job, () => beat(state));
  // Moved, not copied: the weights alone are 34 MB on the largest workspace.
  const buffers = new Set([model.rows.start.buffer, model.rows.classOf.buffer, model.weights.buffer, model.bias.buffer]);
  port.postMessage({ model }, [...buffers] as ArrayBuffer[]);
  settle(state, ANSWERED);
} catch {
  settle(state, FAILED);
}
