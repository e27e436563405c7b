/**
 * `CompareComplyV1`: the official SDK's client of the contract-analysis service, in process. Same method
 * and parameter names as `ibm-watson/compare-comply/v1` (6.2.2), the same `{ result, status, statusText,
 * headers }` envelope, errors as `ParleyError` shaped like the SDK's. Feedback and batches are kept in a
 * `RecordStore` (memory by default, a directory to survive restarts); batches read and write the buckets
 * of a `BucketStore` (a directory of folders) and run in the background, one document at a time.
 */
import { randomUUID } from 'node:crypto';
import { ParleyError } from '../../common/errors.js';
import { checkInjected, customerIdsOf, requireParams, requireVersion, respond, type IgnoredSdkOptions, type RequestHeaders, type ServiceResponse } from '../../common/sdk-envelope.js';
import { SdkClient } from '../../common/sdk-client.js';
import { MemoryRecordStore, type RecordStore } from '../../common/store/record-store.js';
import { createCompareDocuments, MAX_FILE_BYTES } from '../compare/index.js';
import type { StoredFeedback } from '../feedback/query.js';
import type { Batches, BatchStatus, FeedbackDeleted, FeedbackList, FeedbackReturn, GetFeedback } from '../service-wire.js';
import type { ClassifyReturn, CompareReturn, HTMLReturn, TableReturn } from '../wire.js';
import { BatchBook } from './batch-book.js';
import { BatchOps } from './batch-ops.js';
import { BatchRunner, type OnBatchProgress } from './batch-runner.js';
import { DirectoryBucketStore, type BucketStore } from './bucket-store.js';
import { DEFAULT_FEEDBACK_QUOTA_BYTES, FeedbackOps } from './feedback-ops.js';
import { bytesOf } from './files.js';
import type { DocumentOperations } from './operations.js';
import type * as P from './sdk-params.js';
import type { AnalyzeOptions } from '../params.js';
import type { OnProgress } from '../progress.js';

export interface CompareComplyV1Options extends IgnoredSdkOptions {
  /** API version date `YYYY-MM-DD` (required, as in the SDK; the service documented `2018-10-15`). */
  version: string;
  /** The service clock: feedback and batch timestamps. */
  clock?: () => Date;
  /** Where feedback and batches are kept; default: in memory. `DirectoryRecordStore` survives restarts. */
  store?: RecordStore;
  /** The buckets batches read and write: a `BucketStore`, or a directory whose sub-folders are the buckets. */
  buckets?: BucketStore | string;
  /** The document operations; default: parley's own. */
  operations?: DocumentOperations;
  /** Feedback and batch ids; default: random UUIDs. */
  newId?: () => string;
  /** Headers sent with every call (merged under each call's own), as in the SDK. */
  headers?: RequestHeaders;
  /** Not in the SDK: hears which document a batch is analysing and how far it is (the CLI's batch progress). */
  onBatchProgress?: OnBatchProgress;
  /**
   * Not in the SDK: the most bytes of JSON all stored feedback may take (default 100 MiB, DEFAULT_FEEDBACK_QUOTA_BYTES);
   * an addFeedback past it is a 413 at `.feedback_data` until feedback is deleted.
   */
  feedbackQuotaBytes?: number;
}

type Response<T> = Promise<ServiceResponse<T>>;

/** The quota option checked as the other injected options are: a whole number of bytes, 0 or more. */
function feedbackQuotaOf(bytes: unknown): number {
  if (bytes === undefined) return DEFAULT_FEEDBACK_QUOTA_BYTES;
  if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) {
    const message = `feedbackQuotaBytes must be a whole number of bytes (0 or more); got ${JSON.stringify(bytes) ?? String(bytes)}`;
    throw new ParleyError(400, message, [{ code: 'type', message, path: '.feedbackQuotaBytes' }]);
  }
  return bytes;
}

let defaultOperations: DocumentOperations | undefined;

const unavailable = () => Promise.reject(new ParleyError(500, 'No document operations: import CompareComplyV1 from parley/contracts'));
const missingOperations: DocumentOperations = { convertToHtml: unavailable, classifyElements: unavailable, extractTables: unavailable };

/** Sets the operations every twin built without `operations` uses (the module's index wires parley's own). */
export function setDefaultOperations(operations: DocumentOperations): void {
  defaultOperations = operations;
}

export class CompareComplyV1 extends SdkClient {
  static readonly DEFAULT_SERVICE_URL = 'http://localhost/parley/compare-comply';
  static readonly DEFAULT_SERVICE_NAME = 'compare-comply';

  readonly version: string;
  private readonly operations: DocumentOperations;
  private readonly feedback: FeedbackOps;
  private readonly batches: BatchOps;
  private readonly runner: BatchRunner;
  private readonly compare: ReturnType<typeof createCompareDocuments>;

  constructor(options: CompareComplyV1Options) {
    const o = requireParams(options, ['version']) as unknown as CompareComplyV1Options;
    super(o);
    this.version = requireVersion(o.version);
    checkInjected(o as unknown as Record<string, unknown>, {
      clock: 'function',
      newId: 'function',
      onBatchProgress: 'function',
      store: ['collection'],
      operations: ['convertToHtml', 'classifyElements', 'extractTables'],
      ...(typeof o.buckets === 'string' ? {} : { buckets: ['hasBucket', 'listObjects', 'readObject', 'writeObject'] }),
    });
    const operations = o.operations ?? defaultOperations ?? missingOperations;
    this.operations = operations;
    const ctx = { clock: o.clock ?? (() => new Date()), newId: o.newId ?? randomUUID };
    const store = o.store ?? new MemoryRecordStore();
    const buckets = typeof o.buckets === 'string' ? new DirectoryBucketStore(o.buckets) : o.buckets;
    const batchRecords = new BatchBook(store);
    this.runner = new BatchRunner(batchRecords, buckets, operations, ctx.clock, o.onBatchProgress);
    this.feedback = new FeedbackOps(store.collection<StoredFeedback>('feedback'), ctx, feedbackQuotaOf(o.feedbackQuotaBytes));
    this.batches = new BatchOps(batchRecords, buckets, this.runner, ctx);
    this.compare = createCompareDocuments((p, opts) => this.operations.classifyElements(p, opts));
    // Batches left open by a previous process resume now.
    this.runner.kick();
  }

  // ------------------------------------------------------------------------------- documents

  convertToHtml(params: P.ConvertToHtmlParams): Response<HTMLReturn> {
    return this.#call(params, ['file'], async (p) => this.operations.convertToHtml(await this.#analyzeParams(p), documentOptions(p)));
  }

  classifyElements(params: P.ClassifyElementsParams): Response<ClassifyReturn> {
    return this.#call(params, ['file'], async (p) => this.operations.classifyElements(await this.#analyzeParams(p), documentOptions(p)));
  }

  extractTables(params: P.ExtractTablesParams): Response<TableReturn> {
    return this.#call(params, ['file'], async (p) => this.operations.extractTables(await this.#analyzeParams(p), documentOptions(p)));
  }

  compareDocuments(params: P.CompareDocumentsParams): Response<CompareReturn> {
    return this.#call(params, ['file1', 'file2'], async (p) =>
      this.compare({
        file1: await bytesOf(p.file1, 'file1', MAX_FILE_BYTES),
        file2: await bytesOf(p.file2, 'file2', MAX_FILE_BYTES),
        ...optionalStrings(p, ['file1ContentType', 'file2ContentType', 'file1Label', 'file2Label', 'model']),
      }, documentOptions(p)),
    );
  }

  // -------------------------------------------------------------------------------- feedback

  addFeedback(params: P.AddFeedbackParams): Response<FeedbackReturn> {
    return this.#call(params, ['feedbackData'], async (p, customers) => this.feedback.add(p, customers));
  }

  listFeedback(params: P.ListFeedbackParams = {}): Response<FeedbackList> {
    return this.#call(params, [], async (p) => this.feedback.list(p, typeof p.version === 'string' ? p.version : this.version));
  }

  getFeedback(params: P.GetFeedbackParams): Response<GetFeedback> {
    return this.#call(params, ['feedbackId'], async (p) => this.feedback.get(idParam(p, 'feedbackId')));
  }

  deleteFeedback(params: P.DeleteFeedbackParams): Response<FeedbackDeleted> {
    return this.#call(params, ['feedbackId'], async (p) => this.feedback.delete(idParam(p, 'feedbackId')));
  }

  // --------------------------------------------------------------------------------- batches

  createBatch(params: P.CreateBatchParams): Response<BatchStatus> {
    const required = ['_function', 'inputCredentialsFile', 'inputBucketLocation', 'inputBucketName', 'outputCredentialsFile', 'outputBucketLocation', 'outputBucketName'];
    return this.#call(params, required, async (p, customers) =>
      this.batches.create(
        {
          function: p._function,
          inputCredentials: await bytesOf(p.inputCredentialsFile, 'input_credentials_file', CREDENTIALS_BYTES),
          inputBucketLocation: p.inputBucketLocation,
          inputBucketName: p.inputBucketName,
          outputCredentials: await bytesOf(p.outputCredentialsFile, 'output_credentials_file', CREDENTIALS_BYTES),
          outputBucketLocation: p.outputBucketLocation,
          outputBucketName: p.outputBucketName,
          model: p.model,
        },
        customers,
      ),
    );
  }

  listBatches(params: P.ListBatchesParams = {}): Response<Batches> {
    return this.#call(params, [], async (p) => this.batches.list(p.status));
  }

  getBatch(params: P.GetBatchParams): Response<BatchStatus> {
    return this.#call(params, ['batchId'], async (p) => this.batches.get(idParam(p, 'batchId')));
  }

  updateBatch(params: P.UpdateBatchParams): Response<BatchStatus> {
    return this.#call(params, ['batchId', 'action'], async (p) => this.batches.update(idParam(p, 'batchId'), p.action));
  }

  // ------------------------------------------------------------------------------ user data

  /** Removes the feedback and batches stored by requests labelled `X-Watson-Metadata: customer_id=<id>`. */
  deleteUserData(params: P.DeleteUserDataParams): Response<Record<string, never>> {
    return this.#call(params, ['customerId'], async (p) => {
      const id = idParam(p, 'customerId');
      this.feedback.deleteCustomer(id);
      await this.batches.deleteCustomer(id);
      return {};
    }, 202);
  }

  /** Not in the SDK: resolves once every batch has processed what it can (tests, the CLI). */
  batchesIdle(): Promise<void> {
    return this.runner.idle();
  }

  /**
   * Not in the SDK: starts no more batch documents (the one in hand is finished); the rest stay pending for the next
   * twin on the same store. For a server closing the threads its batches run in.
   */
  stopBatches(): void {
    this.runner.stop();
  }

  // ------------------------------------------------------------------------------- machinery

  async #analyzeParams(p: Record<string, unknown>) {
    return {
      file: await bytesOf(p.file, 'file', MAX_FILE_BYTES),
      ...optionalStrings(p, ['fileContentType', 'model']),
    };
  }

  async #call<T>(params: unknown, required: readonly string[], run: (p: Record<string, unknown>, customers: string[]) => Promise<T>, status = 200): Response<T> {
    try {
      const p = requireParams(params ?? {}, required);
      const customers = customerIdsOf({ ...this.defaultHeaders, ...((p.headers as RequestHeaders | undefined) ?? {}) });
      return respond(await run(p, customers), status);
    } catch (e) {
      if (e instanceof ParleyError) throw e;
      throw new ParleyError(500, `Internal error: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/** Credentials files are small JSON documents. */
const CREDENTIALS_BYTES = 64 * 1024;

function idParam(p: Record<string, unknown>, name: string): string {
  const v = p[name];
  if (typeof v !== 'string') throw ParleyError.invalidRequest([{ code: 'type', message: `${name} must be a string`, path: `.${name}` }], 'Invalid Request');
  return v;
}

/**
 * The `onProgress` and `signal` parameters (not in the SDK) as the operations' options; anything but a function, or
 * an AbortSignal, is refused.
 */
function documentOptions(p: Record<string, unknown>): AnalyzeOptions {
  const options: AnalyzeOptions = {};
  const v = p.onProgress;
  if (v !== undefined && v !== null) {
    if (typeof v !== 'function') throw ParleyError.invalidRequest([{ code: 'type', message: 'onProgress must be a function', path: '.onProgress' }], 'Invalid Request');
    options.onProgress = v as OnProgress;
  }
  const signal = p.signal;
  if (signal !== undefined && signal !== null) {
    if (!(signal instanceof AbortSignal)) throw ParleyError.invalidRequest([{ code: 'type', message: 'signal must be an AbortSignal', path: '.signal' }], 'Invalid Request');
    options.signal = signal;
  }
  return options;
}

function optionalStrings(p: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = p[name];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') throw ParleyError.invalidRequest([{ code: 'type', message: `${name} must be a string`, path: `.${name}` }], 'Invalid Request');
    out[name] = v;
  }
  return out;
}
