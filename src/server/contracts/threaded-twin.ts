/**
 * The contract routes' CPU work runs in worker threads (twin-thread.ts), so that `parley serve` keeps answering
 * while it analyses a document: the classifier labels a document in one go and cannot yield (a 20,000-sentence
 * text held every other request of the process for 10 s). Offloaded: the four document operations of the routes
 * (reading, layout, classification, tables, compare's alignment: the whole SDK method, its parameter checks
 * included, so answers and errors are those of the in-process twin) and the document operations a batch runs.
 * Feedback and batch records stay on the main thread, which owns them.
 *
 * What crosses the thread boundary must be cloneable: a Buffer arrives as a Uint8Array (turned back into a
 * Buffer there), an `onProgress` callback stays here and hears the thread's progress messages. Anything else
 * that cannot be cloned (a stream given as a file through the library API) runs in process, as before.
 * From the TypeScript sources (the test suite) there is no compiled thread file: everything runs in process.
 */
import { availableParallelism } from 'node:os';
import { EncodedJson } from '../../common/encoded-json.js';
import { ParleyError, type ErrorDetail } from '../../common/errors.js';
import { clientClosed, currentRequestSignal } from './request-signal.js';
import { readAbandoned } from '../../contracts/readers/errors.js';
import { compiledThreadFile, ThreadPool, type JobFailure, type JobOutcome } from '../../common/threads/pool.js';
import { classifyElements, convertToHtml, extractTables, type AnalyzeOptions, type AnalyzeParams, type ContractProgress, type DocumentOperations, type OnProgress } from '../../contracts/index.js';
import { buildContractTwin, DOCUMENT_OPERATIONS, STORED_OPERATIONS, type ContractTwin, type ContractTwinOptions, type DocumentOperation } from './twin.js';
import { SHUTTING_DOWN } from '../shutting-down.js';
import { AnalysisAdmission } from './admission.js';

export type AnalyzeOperation = keyof DocumentOperations;

/** A job for a contract thread: one of the twin's document methods, or one of the pure operations (batches). */
export type ThreadJob =
  | { kind: 'twin'; operation: DocumentOperation; params: Record<string, unknown>; progress: boolean }
  | { kind: 'operation'; operation: AnalyzeOperation; params: AnalyzeParams; options: Omit<AnalyzeOptions, 'onProgress'>; progress: boolean };

/**
 * The thread's last message for a job; before it, `{ progress }` messages when the job asked for them. A twin job's
 * answer comes as its response envelope and the body already encoded as the route sends it (`json`, and `html` for
 * convertToHtml): rebuilding a 14 MB classification's objects on the main thread, then serialising them, held its
 * event loop for 0.8-0.9 s. An operation's (a batch's document) comes encoded too (`encoded`, the JSON the batch
 * writes): rebuilt, a 10,000-sentence text's held the event loop for 0.5-1.0 s.
 */
export type ThreadReply =
  | { encoded: Uint8Array }
  | { envelope: Record<string, unknown>; json: Uint8Array; html?: Uint8Array }
  | { error: { status: number; error: string; errors: ErrorDetail[] } }
  | { internal: string };

/**
 * A threaded twin's `result`: the answer's body as the routes send it, encoded in the thread (`toJSON` gives the
 * object back, so that serialising the envelope anywhere else still gives the same JSON).
 */
export class EncodedResult extends EncodedJson {
  constructor(
    json: Uint8Array,
    readonly html?: Uint8Array,
  ) {
    super(json);
  }
}

export interface ThreadProgress {
  progress: ContractProgress;
}

export interface ContractThreadOptions {
  /** Most threads analysing at once (default: the machine's cores); later documents wait for one. */
  max?: number;
  /** Longest analysis of one request in its thread, in milliseconds (default 120 s): past it, the thread is ended and the request refused (413). */
  timeoutMs?: number;
  /** Each thread's JavaScript heap bound, in MB (default 2048): past it, the thread is ended and the request refused (413). */
  heapMb?: number;
  /**
   * Whether the server starts one thread, and its PDF child, when it starts listening (default true): the first
   * upload then finds both started and warm (twin-thread.ts `prepare`; bench/log.md, "The 58-page read, cold and
   * warm"). Both are idle ones, unreferenced; kept on standby (common/threads/pool.ts): when the used ones are ended
   * after a minute idle, a fresh thread and child are started, so an upload after a pause finds them started too.
   */
  prestart?: boolean;
  /**
   * Most document requests waiting for a thread beyond those analysed (default 8 per thread, admission.ts): past
   * them a new document request is answered 503 before its body is read.
   */
  queue?: number;
  /**
   * Most document requests one client (its remote address) may have in hand (admission.ts); past them its next one is
   * answered 503 while other clients are admitted. Default 0: no share (behind a proxy, every client is the proxy).
   */
  perClient?: number;
}

/**
 * Two minutes: a read may take its own 60 s (readers/limits.ts), and classifying the most paragraphs a document may
 * have (100,000) takes about 15 s of CPU; a loaded machine gets the rest.
 */
export const ANALYSIS_TIMEOUT_MS = 120_000;
/**
 * How long a document request's analysis runs before it is stopped once its client has gone (its thread ended, the
 * pool's `abandonAfterMs`); a shorter one finishes on its warm thread. Ending a thread costs the next job a cold one:
 * a 20 KB DOCX took 3.4-3.9 s on a fresh thread against 0.2-0.9 s on a warm one (load 17 on 2 cores, bench/log.md
 * "The contract server's queue and abandoned analyses"), so stopping a job with less than that left would cost more
 * than it saves; past 2 s the job is taken to be a long one (a hostile one may run 120 s).
 */
export const ABANDONED_ANALYSIS_GRACE_MS = 2_000;
/** 100,000 paragraphs cost about 3 KB each in the classifier (300 MB), twice over for compare's two documents. */
export const ANALYSIS_HEAP_MB = 2048;

const threadFile = compiledThreadFile(new URL('./twin-thread.js', import.meta.url));

/** Whether this build can run contract threads (the compiled package can; the TypeScript sources cannot). */
export const contractThreadsAvailable = threadFile !== undefined;

/**
 * The server's contract twin: `buildContractTwin`'s, with its document work in threads unless threads are off
 * (`threads: false`), unavailable (TypeScript sources) or the operations are injected (functions stay in their process).
 */
export function serverContractTwin(options: ContractTwinOptions & { threads?: ContractThreadOptions | false }): ContractTwin {
  return threadedContractTwin(options).twin;
}

/**
 * `serverContractTwin`'s twin and, when it runs in threads, `prestart`: starts one of its threads ahead of the first
 * request (when `threads.prestart` is not false), which warms itself and starts a PDF child (twin-thread.ts); `close`
 * ends its idle threads (each PDF child ends with its thread), the working ones after their job. `close` first stops
 * the twin's batches after the document in hand, the rest left pending in the store: with the threads ended each
 * would fail and be counted failed, and a server listening again builds a new twin that resumes them (review hrev9).
 */
export function threadedContractTwin(options: ContractTwinOptions & { threads?: ContractThreadOptions | false }): {
  twin: ContractTwin;
  prestart: () => void;
  close: () => Promise<void>;
  /** The bound on the document requests in hand; none when the documents are analysed in process. */
  admission?: AnalysisAdmission;
} {
  const { threads, ...twinOptions } = options;
  if (threads === false || !threadFile || twinOptions.operations) {
    const twin = buildContractTwin(twinOptions);
    return { twin: requestSignalled(twin), prestart: () => undefined, close: async () => twin.stopBatches() };
  }
  // On standby once prestarted (pool.ts): an upload after a pause finds a thread started and warm.
  const standby = threads?.prestart !== false;
  const size = Math.max(1, threads?.max ?? availableParallelism());
  const pool = new ThreadPool({ file: threadFile, size, heapMb: threads?.heapMb ?? ANALYSIS_HEAP_MB, standby });
  const timeoutMs = threads?.timeoutMs ?? ANALYSIS_TIMEOUT_MS;
  const twin = buildContractTwin({ ...twinOptions, operations: threadedOperations(pool, timeoutMs) });
  return {
    twin: threadedDocumentMethods(twin, pool, timeoutMs),
    prestart: () => (threads?.prestart === false ? undefined : pool.prestart()),
    close: () => (twin.stopBatches(), pool.close()),
    admission: new AnalysisAdmission(size, threads?.queue, threads?.perClient),
  };
}

const IN_PROCESS: DocumentOperations = { convertToHtml, classifyElements, extractTables };

/**
 * The pure operations, each run in a thread (what a batch calls). Each resolves with an `EncodedJson` standing for
 * the operation's result (its JSON encoded in the thread; the batch runner writes it as it is): a batch only writes
 * its results out.
 */
export function threadedOperations(pool: ThreadPool, timeoutMs: number): DocumentOperations {
  const run = (operation: AnalyzeOperation) => async (params: AnalyzeParams, options: AnalyzeOptions = {}) => {
    // A signal cannot cross to a thread: the pool takes it (a batch's document, the one caller here, gives its batch's:
    // a canceled batch's job is dropped unrun, or its thread ended after ABANDONED_ANALYSIS_GRACE_MS).
    const { onProgress, signal, ...limits } = options;
    const job: ThreadJob = { kind: 'operation', operation, params, options: limits, progress: onProgress !== undefined };
    return runJob(pool, timeoutMs, job, onProgress, () => IN_PROCESS[operation](params, options), signal);
  };
  return { convertToHtml: run('convertToHtml'), classifyElements: run('classifyElements'), extractTables: run('extractTables') };
}

type TwinMethod = (params: unknown) => Promise<unknown>;

/** The twin's methods, its stored operations its own and each document method as `wrap` makes it from the twin's. */
function withDocumentMethods(twin: ContractTwin, wrap: (inProcess: TwinMethod, operation: DocumentOperation) => TwinMethod): ContractTwin {
  const methods: Record<string, TwinMethod> = {};
  for (const operation of STORED_OPERATIONS) methods[operation] = (twin[operation] as TwinMethod).bind(twin);
  for (const operation of DOCUMENT_OPERATIONS) methods[operation] = wrap((params) => (twin[operation] as TwinMethod).call(twin, params), operation);
  return methods as unknown as ContractTwin;
}

/**
 * The twin run in process, its document methods given the signal of the request being answered (request-signal.ts)
 * as their `signal` parameter: an image page waiting for the process's one OCR worker leaves the queue once the
 * client has gone (readers/image/ocr.ts), rejected with the request's `clientClosed()` 400. A caller's own `signal`
 * (the library) is kept; outside a request the parameters go as they are.
 */
export function requestSignalled(twin: ContractTwin): ContractTwin {
  return withDocumentMethods(twin, (inProcess) => (params) => {
    const signal = currentRequestSignal();
    if (!signal || params === null || typeof params !== 'object' || 'signal' in params) return inProcess(params);
    return inProcess({ ...params, signal });
  });
}

/** The twin with its document methods run in a thread; the stored operations are its own. */
export function threadedDocumentMethods(twin: ContractTwin, pool: ThreadPool, timeoutMs: number): ContractTwin {
  return withDocumentMethods(twin, (inProcess, operation) => (params) => {
    if (params === null || typeof params !== 'object') return inProcess(params);
    const { onProgress, signal, ...rest } = params as Record<string, unknown>;
    // A callback that is no function, or a signal that is no AbortSignal, is the twin's to refuse, as in process.
    if (onProgress !== undefined && typeof onProgress !== 'function') return inProcess(params);
    if (signal !== undefined && !(signal instanceof AbortSignal)) return inProcess(params);
    const job: ThreadJob = { kind: 'twin', operation, params: rest, progress: onProgress !== undefined };
    // A document method answers one request: dropped unrun if its client goes while it waits (request-signal.ts),
    // stopped once it has run ABANDONED_ANALYSIS_GRACE_MS if its client goes while it runs. The batch operations
    // above are not: a batch outlives the request that created it. A caller's own signal (it cannot cross to the
    // thread) stands for the request's.
    return runJob(pool, timeoutMs, job, onProgress as OnProgress | undefined, () => inProcess(params), (signal as AbortSignal | undefined) ?? currentRequestSignal());
  });
}

async function runJob(
  pool: ThreadPool,
  timeoutMs: number,
  job: ThreadJob,
  onProgress: OnProgress | undefined,
  inProcess: () => Promise<unknown>,
  signal?: AbortSignal,
): Promise<never> {
  if (!cloneable(job)) return (await inProcess()) as never;
  const onMessage = (message: unknown) => {
    if (onProgress && typeof message === 'object' && message !== null && 'progress' in message) {
      try {
        onProgress((message as ThreadProgress).progress);
      } catch {
        // advisory only (progress.ts)
      }
    }
  };
  // Whether a thread was handed the job (`onStart`, never called for one dropped unrun): a job stopped after the grace
  // was under way, and its error says so (review h106rev 1).
  let begun = false;
  const onStart = () => void (begun = true);
  const outcome: JobOutcome<ThreadReply> = await pool.run(job, { timeoutMs, isFinal: isReply, onMessage, onStart, ...(signal ? { signal, abandonAfterMs: ABANDONED_ANALYSIS_GRACE_MS } : {}) });
  if ('failure' in outcome) throw threadFailure(outcome.failure, job, timeoutMs, pool.heapMb, signal, begun);
  const reply = outcome.reply;
  if ('encoded' in reply) return new EncodedJson(reply.encoded) as never;
  if ('envelope' in reply) return { ...reply.envelope, result: new EncodedResult(reply.json, reply.html) } as never;
  if ('error' in reply) throw new ParleyError(reply.error.status, reply.error.error, reply.error.errors);
  // A non-ParleyError thrown by the operation: rethrown as such, for the twin to wrap as it does in process.
  throw new Error(reply.internal);
}

function isReply(message: unknown): message is ThreadReply {
  return typeof message === 'object' && message !== null && ('encoded' in message || 'envelope' in message || 'error' in message || 'internal' in message);
}

/** Whether the job survives structured cloning (a stream or a function as a parameter does not). */
function cloneable(job: ThreadJob): boolean {
  try {
    structuredClone(job.params);
    return true;
  } catch {
    return false;
  }
}

function threadFailure(failure: JobFailure, job: ThreadJob, timeoutMs: number, heapMb: number, signal: AbortSignal | undefined, begun: boolean): ParleyError {
  const path = job.kind === 'twin' && job.operation === 'compareDocuments' ? '' : '.file';
  if (failure === 'failed') return new ParleyError(500, 'Internal error: the analysis thread failed');
  // A job still waiting for a thread when the server closed its pool: the server's going away, as server/index.ts says it.
  if (failure === 'closed') return new ParleyError(503, SHUTTING_DOWN);
  // A request's signal aborts with clientClosed() (request-signal.ts): nobody reads it (the client is gone), the request
  // log shows why the document was not analysed (or not to its end). A caller's own signal (a library user, a batch's
  // cancel) gets what the in-process twin rejects with: its reason if a ParleyError, else the 400 abandoned on .file,
  // "while it was being read" for a job stopped in its thread after the grace, "before its turn came" for one dropped.
  if (failure === 'abandoned') return signal ? readAbandoned(undefined, signal, begun) : clientClosed();
  const what = failure === 'late' ? `not analysed within ${timeoutMs / 1000} s` : `more than ${heapMb} MB of memory to analyse`;
  const message = `The input document is too large to process: ${what}.`;
  return new ParleyError(413, message, [{ code: 'too_large', message, path }]);
}
