/**
 * A contract thread of `parley serve` (started by threaded-twin.ts through the common thread pool): one job at a time, run
 * by the same code as in process (a twin of its own, without stored records, or the pure operations), answered
 * with the value (encoded as JSON) or the error to rethrow; progress, when asked for, is posted as it comes.
 */
import { ParleyError } from '../../common/errors.js';
import type { ServiceResponse } from '../../common/sdk-envelope.js';
import { serveThreadJobs } from '../../common/threads/serve.js';
import { classifyElements, convertToHtml, extractTables, type AnalyzeOptions, type ContractProgress, type DocumentOperations } from '../../contracts/index.js';
import { warmUpAnalysis } from '../../contracts/operations/warm-up.js';
import { prestartPdfReader } from '../../contracts/readers/pdf/threaded.js';
import type { ThreadJob, ThreadProgress, ThreadReply } from './threaded-twin.js';
import { buildContractTwin } from './twin.js';

const twin = buildContractTwin({});
const operations: DocumentOperations = { convertToHtml, classifyElements, extractTables };

// The encoded bodies are handed over, not copied.
serveThreadJobs(answer, (reply) => {
  const bodies = 'json' in reply ? [reply.json, reply.html] : 'encoded' in reply ? [reply.encoded] : [];
  return bodies.flatMap((b) => (b ? [b.buffer as ArrayBuffer] : []));
}, prepare);

/**
 * A thread the server started at boot (threaded-twin.ts `prestartContractThreads`) starts its PDF child, which warms
 * itself in its own process, and warms its own analysis meanwhile: the server's first upload pays neither start. The
 * child is kept on standby (threaded.ts): an upload after a pause finds one started too.
 */
async function prepare(): Promise<void> {
  prestartPdfReader(true);
  await warmUpAnalysis();
}

async function answer(job: ThreadJob, tell: (message: ThreadProgress) => void): Promise<ThreadReply> {
  const onProgress = job.progress ? (progress: ContractProgress) => tell({ progress }) : undefined;
  try {
    if (job.kind === 'twin') {
      const params = { ...asBuffers(job.params), ...(onProgress ? { onProgress } : {}) };
      const { result, ...envelope } = await (twin[job.operation] as (p: unknown) => Promise<ServiceResponse<unknown>>).call(twin, params);
      const html = job.operation === 'convertToHtml' ? Buffer.from((result as { html: string }).html, 'utf8') : undefined;
      return { envelope, json: Buffer.from(JSON.stringify(result), 'utf8'), ...(html ? { html } : {}) };
    }
    const options: AnalyzeOptions = { ...job.options, ...(onProgress ? { onProgress } : {}) };
    const value = await operations[job.operation]({ ...job.params, file: asBuffer(job.params.file) }, options);
    return { encoded: Buffer.from(JSON.stringify(value), 'utf8') };
  } catch (e) {
    if (e instanceof ParleyError) return { error: { status: e.status, error: e.result.error, errors: e.errors } };
    return { internal: e instanceof Error ? e.message : String(e) };
  }
}

/** A Buffer crosses the boundary as a Uint8Array: the operations get what they got in process. */
function asBuffers(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) out[name] = asBuffer(value);
  return out;
}

function asBuffer<T>(value: T): T | Buffer {
  return value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
}
