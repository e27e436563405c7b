/**
 * The feedback store's quota (round hred29; hred28's Left). Each feedback body may be 1 MiB and every entry is kept in
 * memory, with no bound on their number: a client could fill the server. All stored feedback may now take
 * `feedbackQuotaBytes` of JSON (default DEFAULT_FEEDBACK_QUOTA_BYTES, 100 MiB; `parley serve --feedback-quota MIB`);
 * an addFeedback past it is a 413 at `.feedback_data`, nothing stored, until feedback is deleted.
 */
import { describe, expect, it } from 'vitest';
import { CompareComplyV1, type FeedbackDataInput } from '../../../src/contracts/index.js';
import { DEFAULT_FEEDBACK_QUOTA_BYTES } from '../../../src/contracts/service/feedback-ops.js';
import { MemoryRecordStore } from '../../../src/common/store/record-store.js';
import { fakeOperations, rejection, sequentialIds, steppingClock } from '../service-helpers.js';

const data = (text: string): FeedbackDataInput => ({
  feedback_type: 'element_classification',
  location: { begin: 0, end: text.length },
  text,
  original_labels: { types: [], categories: [{ label: 'Amendments' }] },
  updated_labels: { types: [], categories: [{ label: 'Audits' }] },
});

const twin = (options: { feedbackQuotaBytes?: number; store?: MemoryRecordStore } = {}) =>
  new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), clock: steppingClock(), newId: sequentialIds(), ...options });

/** The bytes one stored entry of `text` takes (the first id and timestamp of the twin above). */
async function bytesOfOne(text: string): Promise<number> {
  const { result } = await twin().addFeedback({ feedbackData: data(text) });
  return Buffer.byteLength(JSON.stringify(result), 'utf8');
}

describe('the feedback store quota (hred29)', () => {
  it('the default is 100 MiB', () => {
    expect(DEFAULT_FEEDBACK_QUOTA_BYTES).toBe(100 * 1024 * 1024);
  });

  it('an entry past the quota is a 413 at .feedback_data, and nothing is stored', async () => {
    const one = await bytesOfOne('x'.repeat(1000));
    const t = twin({ feedbackQuotaBytes: 2 * one + 10 });
    await t.addFeedback({ feedbackData: data('x'.repeat(1000)) });
    await t.addFeedback({ feedbackData: data('x'.repeat(1000)) });
    const e = await rejection(t.addFeedback({ feedbackData: data('x'.repeat(1000)) }));
    expect(e.status).toBe(413);
    expect(e.errors).toEqual([
      {
        code: 'quota',
        path: '.feedback_data',
        message: `The feedback store is full: it holds ${2 * one} bytes of its ${2 * one + 10}-byte quota and this feedback takes ${one}; delete feedback (DELETE /v1/feedback/{feedback_id}) or raise the quota (feedbackQuotaBytes, parley serve --feedback-quota)`,
      },
    ]);
    const { result } = await t.listFeedback({ includeTotal: true });
    expect(result.pagination?.total).toBe(2);
  });

  it('a deleted entry gives its bytes back: the next one is stored', async () => {
    const one = await bytesOfOne('y'.repeat(500));
    const t = twin({ feedbackQuotaBytes: one });
    const first = await t.addFeedback({ feedbackData: data('y'.repeat(500)) });
    expect((await rejection(t.addFeedback({ feedbackData: data('y'.repeat(500)) }))).status).toBe(413);
    await t.deleteFeedback({ feedbackId: first.result.feedback_id });
    expect((await t.addFeedback({ feedbackData: data('y'.repeat(500)) })).status).toBe(200);
  });

  it('a store kept from before counts what it already holds', async () => {
    const store = new MemoryRecordStore();
    const one = await bytesOfOne('z');
    await twin({ store }).addFeedback({ feedbackData: data('z') });
    const e = await rejection(twin({ store, feedbackQuotaBytes: one + 5 }).addFeedback({ feedbackData: data('z') }));
    expect(e.status).toBe(413);
  });

  it('the quota option must be a whole number of bytes', () => {
    for (const bad of [-1, 1.5, '10', Number.NaN]) {
      let caught: unknown;
      try {
        twin({ feedbackQuotaBytes: bad as number });
      } catch (e) {
        caught = e;
      }
      expect(caught).toMatchObject({ status: 400, errors: [{ code: 'type', path: '.feedbackQuotaBytes' }] });
    }
  });

  it('what held: ordinary feedback under the default quota is stored', async () => {
    const t = twin();
    for (let i = 0; i < 50; i++) expect((await t.addFeedback({ feedbackData: data(`Sentence ${i}.`) })).status).toBe(200);
  });
});

describe('parley serve --feedback-quota MIB (hred29)', () => {
  it('gives the contract routes the quota in bytes, and none without the flag', async () => {
    const { contractOptions, serveHelp } = await import('../../../src/cli/commands/serve.js');
    expect(contractOptions(undefined, undefined, true, undefined, {}, undefined, 5)).toMatchObject({ feedbackQuotaBytes: 5 * 1024 * 1024 });
    expect(contractOptions(undefined, undefined)).not.toHaveProperty('feedbackQuotaBytes');
    expect(serveHelp).toContain('[--feedback-quota MIB]');
    expect(serveHelp).toContain('(default 100); past it POST /v1/feedback is answered 413');
  });
});
