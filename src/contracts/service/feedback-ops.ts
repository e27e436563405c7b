/** The feedback operations over a record collection: add (with the modification diff), list, get, delete. */
import { ParleyError } from '../../common/errors.js';
import type { RecordCollection } from '../../common/store/record-store.js';
import { withModifications } from '../feedback/diff.js';
import { queryFeedback, type FeedbackQuery, type StoredFeedback } from '../feedback/query.js';
import { validateFeedback } from '../feedback/validate.js';
import { CLASSIFY_MODEL_ID, MODEL_VERSION } from '../model-version.js';
import type { FeedbackDeleted, FeedbackList, FeedbackReturn } from '../service-wire.js';

export interface ServiceContext {
  clock: () => Date;
  newId: () => string;
}

/**
 * The default feedback quota: bytes of JSON (UTF-8) the store keeps over all its entries. A feedback body may be 1 MiB
 * and every entry is held in memory (and listed from it), so the store had no bound at all (hred28's Left): 100 MiB
 * holds some 100,000 ordinary entries (a sentence and its labels, ~1 KB) or 100 of the largest.
 */
export const DEFAULT_FEEDBACK_QUOTA_BYTES = 100 * 1024 * 1024;

/** One stored entry's share of the quota: its JSON's UTF-8 bytes. */
function bytesOf(feedback: FeedbackReturn): number {
  return Buffer.byteLength(JSON.stringify(feedback), 'utf8');
}

/** `2018-10-08T22:17:45+0000`, the service's feedback timestamps. */
function feedbackTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}

export class FeedbackOps {
  private seq: number;
  /** Bytes the stored entries take of the quota (bytesOf each), kept up to date by add and delete. */
  private used: number;

  constructor(
    private readonly records: RecordCollection<StoredFeedback>,
    private readonly ctx: ServiceContext,
    private readonly quotaBytes: number = DEFAULT_FEEDBACK_QUOTA_BYTES,
  ) {
    // A reduce, not Math.max(...): a spread of many records would overflow the stack.
    this.seq = records.list().reduce((m, r) => Math.max(m, r.seq), 0);
    this.used = records.list().reduce((n, r) => n + bytesOf(r.feedback), 0);
  }

  add(body: { feedbackData?: unknown; userId?: unknown; comment?: unknown }, customerIds: string[]): FeedbackReturn {
    const input = validateFeedback(body);
    const feedback: FeedbackReturn = {
      feedback_id: this.ctx.newId(),
      ...(input.user_id !== undefined ? { user_id: input.user_id } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      created: feedbackTimestamp(this.ctx.clock()),
      feedback_data: withModifications(input.feedback_data, { model_id: CLASSIFY_MODEL_ID, model_version: MODEL_VERSION }),
    };
    const bytes = bytesOf(feedback);
    if (this.used + bytes > this.quotaBytes) throw overQuota(this.used, bytes, this.quotaBytes);
    this.records.put(feedback.feedback_id, { feedback, customer_ids: customerIds, seq: ++this.seq });
    this.used += bytes;
    return feedback;
  }

  list(query: FeedbackQuery, version: string): FeedbackList {
    const { items, pagination } = queryFeedback(this.records.list(), query, version);
    return { feedback: items.map((s) => s.feedback), pagination };
  }

  get(id: string): FeedbackReturn {
    const stored = this.records.get(id);
    if (!stored) throw notFound(id);
    return stored.feedback;
  }

  delete(id: string): FeedbackDeleted {
    if (!this.remove(id)) throw notFound(id);
    // The service's message, double space included.
    return { status: 200, message: `Successfully deleted the feedback with id  - ${id}` };
  }

  deleteCustomer(customerId: string): number {
    let n = 0;
    for (const s of this.records.list()) {
      if (s.customer_ids.includes(customerId) && this.remove(s.feedback.feedback_id)) n++;
    }
    return n;
  }

  /** Deletes one entry and gives its bytes back to the quota. */
  private remove(id: string): boolean {
    const stored = this.records.get(id);
    if (!stored || !this.records.delete(id)) return false;
    this.used -= bytesOf(stored.feedback);
    return true;
  }
}

/** 413 at the body: the store is full (the client may delete feedback, the operator raise the quota). */
function overQuota(used: number, bytes: number, quota: number): ParleyError {
  const message = `The feedback store is full: it holds ${used} bytes of its ${quota}-byte quota and this feedback takes ${bytes}; delete feedback (DELETE /v1/feedback/{feedback_id}) or raise the quota (feedbackQuotaBytes, parley serve --feedback-quota)`;
  return new ParleyError(413, message, [{ code: 'quota', message, path: '.feedback_data' }]);
}

function notFound(id: string): ParleyError {
  const message = `Feedback with id ${id} not found`;
  return new ParleyError(404, message, [{ code: 'not_found', message, path: '.feedback_id' }]);
}
