/**
 * The thread side of `threadedIntentTrainer` (intent-training.ts): trains one `SampledJob` and hands the model back
 * on the port it was given, then marks `done` so that the caller's synchronous wait ends. The same function as in
 * process (`runSampledJob`), so the same model bit for bit.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { runSampledJob, type SampledJob } from '../nlu/intents/sampled.js';

const { job, done, port } = workerData as { job: SampledJob; done: Int32Array; port: MessagePort };
try {
  const model = runSampledJob(job);
  // Moved, not copied: the weights alone are 34 MB on the largest workspace.
  const buffers = new Set([model.rows.start.buffer, model.rows.classOf.buffer, model.weights.buffer, model.bias.buffer]);
  port.postMessage({ model }, [...buffers] as ArrayBuffer[]);
} catch (err) {
  port.postMessage({ error: err instanceof Error ? err.message : String(err) });
} finally {
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}
