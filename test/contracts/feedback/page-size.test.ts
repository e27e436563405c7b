/**
 * A feedback page's size (round hred28). An entry's body may be 1 MiB, so `page_limit=100` over 100 large entries made a
 * 100 MB answer, and eight such requests at once held 2.7 GB of the server. A page now stops before the entry that
 * would pass MAX_FEEDBACK_PAGE_CHARS of JSON (one entry is always served), with a next_cursor from there.
 */
import { describe, expect, it } from 'vitest';
import { withModifications } from '../../../src/contracts/feedback/diff.js';
import { MAX_FEEDBACK_PAGE_CHARS, queryFeedback, type StoredFeedback } from '../../../src/contracts/feedback/query.js';
import type { FeedbackDataInput, FeedbackReturn } from '../../../src/contracts/service-wire.js';

const entry = (n: number, textChars: number): StoredFeedback => {
  const data = {
    feedback_type: 'element_classification',
    location: { begin: 0, end: 5 },
    text: 'x'.repeat(textChars),
    original_labels: { types: [], categories: [] },
    updated_labels: { types: [], categories: [] },
  } as unknown as FeedbackDataInput;
  const feedback = { feedback_id: `f${n}`, created: '2026-12-01T00:00:00+0000', feedback_data: withModifications(data, { model_id: 'contracts', model_version: 'v' }) };
  return { feedback: feedback as FeedbackReturn, customer_ids: [], seq: n };
};

const ids = (items: StoredFeedback[]) => items.map((s) => s.feedback.feedback_id);
const offsetOf = (cursor: string | undefined) => (JSON.parse(Buffer.from(cursor ?? '', 'base64url').toString()) as { offset: number }).offset;

describe('a feedback page of large entries (hred28)', () => {
  it('100 entries of 1,000,000 characters: a page of 3, then the next from the 4th', () => {
    const all = Array.from({ length: 100 }, (_, i) => entry(i, 1_000_000));
    const first = queryFeedback(all, { pageLimit: 100, includeTotal: true }, '2018-10-15');
    expect(ids(first.items)).toEqual(['f0', 'f1', 'f2']);
    expect(first.pagination.total).toBe(100);
    expect(offsetOf(first.pagination.next_cursor)).toBe(3);
    const second = queryFeedback(all, { pageLimit: 100, cursor: first.pagination.next_cursor }, '2018-10-15');
    expect(ids(second.items)).toEqual(['f3', 'f4', 'f5']);
    expect(offsetOf(second.pagination.next_cursor)).toBe(6);
    const chars = first.items.reduce((n, s) => n + JSON.stringify(s.feedback).length, 0);
    expect(chars).toBeLessThanOrEqual(MAX_FEEDBACK_PAGE_CHARS);
  });

  it('one entry past the bound alone is still served, and the last page has no next_cursor', () => {
    const all = [entry(0, MAX_FEEDBACK_PAGE_CHARS + 10), entry(1, 10)];
    const first = queryFeedback(all, { pageLimit: 10 }, '2018-10-15');
    expect(ids(first.items)).toEqual(['f0']);
    const second = queryFeedback(all, { pageLimit: 10, cursor: first.pagination.next_cursor }, '2018-10-15');
    expect(ids(second.items)).toEqual(['f1']);
    expect(second.pagination.next_cursor).toBeUndefined();
  });

  it('what held: ordinary entries fill page_limit', () => {
    const all = Array.from({ length: 250 }, (_, i) => entry(i, 200));
    const page = queryFeedback(all, { pageLimit: 100 }, '2018-10-15');
    expect(page.items).toHaveLength(100);
    expect(offsetOf(page.pagination.next_cursor)).toBe(100);
  });
});
