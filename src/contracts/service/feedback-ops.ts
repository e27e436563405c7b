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

/** `2018-10-08T22:17:45+0000`, the service's feedback timestamps. */
function feedbackTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}

export class FeedbackOps {
  private seq: number;

  constructor(
    private readonly records: RecordCollection<StoredFeedback>,
    private readonly ctx: ServiceContext,
  ) {
    // A reduce, not Math.max(...): a spread of many records would overflow the stack.
    this.seq = records.list().reduce((m, r) => Math.max(m, r.seq), 0);
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
    this.records.put(feedback.feedback_id, { feedback, customer_ids: customerIds, seq: ++this.seq });
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
    if (!this.records.delete(id)) throw notFound(id);
    // The service's message, double space included.
    return { status: 200, message: `Successfully deleted the feedback with id  - ${id}` };
  }

  deleteCustomer(customerId: string): number {
    let n = 0;
    for (const s of this.records.list()) {
      if (s.customer_ids.includes(customerId) && this.records.delete(s.feedback.feedback_id)) n++;
    }
    return n;
  }
}

function notFound(id: string): ParleyError {
  const message = `Feedback with id ${id} not found`;
  return new ParleyError(404, message, [{ code: 'not_found', message, path: '.feedback_id' }]);
}
