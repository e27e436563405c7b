/** The batch operations: create (checking credentials and buckets), list, get, update (rescan, cancel). */
import { ParleyError, type ErrorDetail } from '../../common/errors.js';
import { checkCredentials } from '../batches/credentials.js';
import { batchTimestamp, isOpen, rescanned, splitListing, statusOf, type BatchRecord } from '../batches/record.js';
import { BATCH_FUNCTION_REFUSAL, BATCH_STATUSES, isBatchFunction, type BatchFunction, type Batches, type BatchStatus } from '../service-wire.js';
import { SAFE_SEGMENT, type BucketStore } from './bucket-store.js';
import type { BatchBook } from './batch-book.js';
import type { BatchRunner } from './batch-runner.js';
import type { ServiceContext } from './feedback-ops.js';

export interface CreateBatchInput {
  function: unknown;
  inputCredentials: Uint8Array;
  inputBucketLocation: unknown;
  inputBucketName: unknown;
  outputCredentials: Uint8Array;
  outputBucketLocation: unknown;
  outputBucketName: unknown;
  model?: unknown;
}

const MODELS = ['contracts', 'tables'];
const ACTIONS = ['rescan', 'cancel'];

export class BatchOps {
  private seq: number;

  constructor(
    private readonly records: BatchBook,
    private readonly buckets: BucketStore | undefined,
    private readonly runner: BatchRunner,
    private readonly ctx: ServiceContext,
  ) {
    // A reduce, not Math.max(...): a spread of many records would overflow the stack.
    this.seq = records.list().reduce((m, r) => Math.max(m, r.seq), 0);
  }

  async create(input: CreateBatchInput, customerIds: string[]): Promise<BatchStatus> {
    const errors: ErrorDetail[] = [];
    if (!isBatchFunction(input.function)) {
      errors.push({ code: 'enum', message: BATCH_FUNCTION_REFUSAL, path: '.function' });
    }
    if (input.model !== undefined && input.model !== null && !MODELS.includes(input.model as string)) {
      errors.push({ code: 'enum', message: `model must be one of ${MODELS.join(', ')}`, path: '.model' });
    }
    for (const [value, name] of [
      [input.inputBucketLocation, 'input_bucket_location'],
      [input.inputBucketName, 'input_bucket_name'],
      [input.outputBucketLocation, 'output_bucket_location'],
      [input.outputBucketName, 'output_bucket_name'],
    ] as const) {
      if (typeof value !== 'string' || value.trim() === '') errors.push({ code: 'type', message: `${name} must be a non-empty string`, path: `.${name}` });
      else if (name.endsWith('_name') && !SAFE_SEGMENT.test(value)) errors.push({ code: 'format', message: `${name} is not a valid bucket name`, path: `.${name}` });
    }
    if (errors.length > 0) throw ParleyError.invalidRequest(errors);
    checkCredentials(input.inputCredentials, 'input_credentials_file');
    checkCredentials(input.outputCredentials, 'output_credentials_file');
    const inName = input.inputBucketName as string;
    const outName = input.outputBucketName as string;
    if (inName === outName) throw sameBuckets();
    if (!this.buckets) {
      throw ParleyError.invalidRequest([{ code: 'not_found', message: 'No bucket store: start parley serve with --buckets DIR (or pass buckets to CompareComplyV1)', path: '.input_bucket_name' }]);
    }
    for (const [name, part] of [[inName, 'input_bucket_name'], [outName, 'output_bucket_name']] as const) {
      if (!(await this.buckets.hasBucket(name))) throw missingBucket(name, part);
    }
    // Two names of one folder (a link) are one bucket: compared only once both are known to exist.
    if (await this.buckets.sameBucket?.(inName, outName)) throw sameBuckets();
    const { objects: listing, skipped } = splitListing(await this.buckets.listObjects(inName));
    const now = batchTimestamp(this.ctx.clock());
    const record: BatchRecord = {
      batch_id: this.ctx.newId(),
      function: input.function as BatchFunction,
      ...(typeof input.model === 'string' ? { model: input.model } : {}),
      input_bucket_location: input.inputBucketLocation as string,
      input_bucket_name: inName,
      output_bucket_location: input.outputBucketLocation as string,
      output_bucket_name: outName,
      status: 'pending',
      created: now,
      updated: now,
      documents: listing.map((o) => ({ key: o.key, etag: o.etag, state: 'pending' })),
      ...(skipped && skipped.count > 0 ? { skipped } : {}),
      customer_ids: customerIds,
      seq: ++this.seq,
    };
    this.records.put(record);
    this.runner.kick();
    return statusOf(record);
  }

  list(status: unknown): Batches {
    if (status !== undefined && status !== null && status !== '' && !BATCH_STATUSES.includes(status as BatchStatus['status'])) {
      throw ParleyError.invalidRequest([{ code: 'enum', message: `status must be one of ${BATCH_STATUSES.join(', ')}`, path: '.status' }]);
    }
    const all = this.records.list().sort((a, b) => b.seq - a.seq);
    return { batches: all.filter((r) => !status || r.status === status).map(statusOf) };
  }

  get(id: string): BatchStatus {
    return statusOf(this.record(id));
  }

  async update(id: string, action: unknown): Promise<BatchStatus> {
    if (!ACTIONS.includes(action as string)) {
      throw ParleyError.invalidRequest([{ code: 'enum', message: `action must be one of ${ACTIONS.join(', ')}`, path: '.action' }]);
    }
    const record = this.record(id);
    // Neither action changes a completed or canceled batch (no error, as the service's docs say).
    if (!isOpen(record.status)) return statusOf(record);
    const now = batchTimestamp(this.ctx.clock());
    if (action === 'cancel') {
      const canceled = this.records.amend(id, { status: 'canceled', updated: now }) as BatchRecord;
      // The document in hand stops unwritten; one whose result's write had begun is written and counted first, so the
      // answer's counts and the output bucket are final (docs/contracts.md, Batches).
      await this.runner.cancel(id);
      return statusOf(this.records.get(id) ?? canceled);
    }
    // The folder may have gone since the batch began: its listing would fail as an internal error (hred21).
    if (this.buckets && !(await this.buckets.hasBucket(record.input_bucket_name))) throw missingBucket(record.input_bucket_name, 'input_bucket_name');
    const { objects: listing, skipped } = splitListing(this.buckets ? await this.buckets.listObjects(record.input_bucket_name) : []);
    const current = this.record(id);
    if (!isOpen(current.status)) return statusOf(current);
    const { skipped: _before, ...rest } = current;
    const updated: BatchRecord = { ...rest, documents: rescanned(current, listing), ...(skipped && skipped.count > 0 ? { skipped } : {}), updated: now };
    this.records.put(updated);
    this.runner.kick();
    return statusOf(updated);
  }

  /**
   * Deletes the customer's batches; resolves with their number once nothing of them can be written any more: a result
   * whose write had begun before the delete is finished first, as a cancel's is (review h105rev 1).
   */
  async deleteCustomer(customerId: string): Promise<number> {
    const stopped: Promise<void>[] = [];
    for (const r of this.records.list()) {
      if (!r.customer_ids.includes(customerId)) continue;
      // Stop it first: the runner skips batches that are gone, and writes nothing more of one in hand.
      if (this.records.delete(r.batch_id)) stopped.push(this.runner.cancel(r.batch_id));
    }
    await Promise.all(stopped);
    return stopped.length;
  }

  private record(id: string): BatchRecord {
    const r = this.records.get(id);
    if (!r) {
      const message = `Batch with id ${id} not found`;
      throw new ParleyError(404, message, [{ code: 'not_found', message, path: '.batch_id' }]);
    }
    return r;
  }
}

/** A batch into its own input bucket would read its results back as documents on the next rescan. */
function sameBuckets(): ParleyError {
  return ParleyError.invalidRequest([{ code: 'conflict', message: 'The output bucket must differ from the input bucket (results would be read back as inputs)', path: '.output_bucket_name' }]);
}

function missingBucket(name: string, part: 'input_bucket_name' | 'output_bucket_name'): ParleyError {
  return ParleyError.invalidRequest([{ code: 'not_found', message: `Bucket ${name} does not exist`, path: `.${part}` }], 'Bucket not found');
}
