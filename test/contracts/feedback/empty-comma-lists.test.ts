/**
 * A comma list filter of commas alone (round hred29; hred28's Left). `category_added=,,,` names no label; it matched no
 * feedback, which reads as "no feedback added a category" when nothing was asked. The spec's filters: a parameter sent
 * empty is none, `sort` of commas sorts by nothing; so a list of empty items is no filter either (docs/contracts.md ›
 * Feedback › Filters). A list with one label among empty items filters by that label.
 */
import { describe, expect, it } from 'vitest';
import { withModifications } from '../../../src/contracts/feedback/diff.js';
import { queryFeedback, type FeedbackQuery, type StoredFeedback } from '../../../src/contracts/feedback/query.js';
import type { FeedbackDataInput, FeedbackReturn } from '../../../src/contracts/service-wire.js';

const entry = (n: number, added: string): StoredFeedback => {
  const data = {
    feedback_type: 'element_classification',
    location: { begin: 0, end: 5 },
    text: 'Hello',
    original_labels: { types: [{ label: { nature: 'Obligation', party: 'Supplier' } }], categories: [] },
    updated_labels: { types: [{ label: { nature: 'Right', party: 'Buyer' } }], categories: [{ label: added }] },
  } as unknown as FeedbackDataInput;
  const feedback = { feedback_id: `f${n}`, created: '2026-12-01T00:00:00+0000', feedback_data: withModifications(data, { model_id: 'contracts', model_version: 'v' }) };
  return { feedback: feedback as FeedbackReturn, customer_ids: [], seq: n };
};

const all = [entry(0, 'Audits'), entry(1, 'Warranties')];
const ids = (q: FeedbackQuery) => queryFeedback(all, q, '2018-10-15').items.map((s) => s.feedback.feedback_id);

describe('a comma list of empty items is no filter (hred29)', () => {
  it.each<[FeedbackQuery]>([
    [{ categoryAdded: ',,,' }],
    [{ categoryRemoved: ' , , ' }],
    [{ categoryNotChanged: ',' }],
    [{ typeAdded: ',,' }],
    [{ typeRemoved: ' ,' }],
    [{ typeNotChanged: ',,,,' }],
  ])('%o lists every entry', (q) => {
    expect(ids(q)).toEqual(['f0', 'f1']);
  });

  it('a label among empty items filters by it', () => {
    expect(ids({ categoryAdded: ',Audits,,' })).toEqual(['f0']);
    expect(ids({ typeAdded: ',Right:Buyer,' })).toEqual(['f0', 'f1']);
    expect(ids({ typeAdded: ',Right:Seller,' })).toEqual([]);
  });

  it('what held: a type list item without its colon is still a 400 at the parameter', () => {
    expect(() => ids({ typeAdded: ',Right,' })).toThrow(expect.objectContaining({ status: 400, errors: [expect.objectContaining({ path: '.type_added' })] }));
  });
});
