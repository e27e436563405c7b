import { describe, expect, it } from 'vitest';
import { CompareComplyV1, type FeedbackDataInput } from '../../../src/contracts/index.js';
import { MODEL_VERSION } from '../../../src/contracts/model-version.js';
import { fakeOperations, rejection, sequentialIds, steppingClock } from '../service-helpers.js';

const twin = () => new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), clock: steppingClock(), newId: sequentialIds() });

const data = (over: Partial<FeedbackDataInput> = {}): FeedbackDataInput => ({
  feedback_type: 'element_classification',
  document: { title: 'Legal Approval SOW', hash: '91edc2ff254d29f7a4922635ad47276a' },
  model_id: 'contracts',
  model_version: '2.0.1',
  location: { begin: 214, end: 237 },
  text: '1. IBM will provide a Senior Managing Consultant.',
  original_labels: {
    types: [
      { label: { nature: 'Obligation', party: 'IBM' }, provenance_ids: ['85f5981a'] },
      { label: { nature: 'End User', party: 'Exclusion' }, provenance_ids: ['ce0480a1'] },
    ],
    categories: [
      { label: 'Responsibilities', provenance_ids: ['85f5981a'] },
      { label: 'Amendments', provenance_ids: [] },
    ],
  },
  updated_labels: {
    types: [{ label: { nature: 'Obligation', party: 'IBM' } }, { label: { nature: 'Disclaimer', party: 'Buyer' } }],
    categories: [{ label: 'Responsibilities' }, { label: 'Audits' }],
  },
  ...over,
});

describe('addFeedback', () => {
  it('answers the stored feedback with the modification diff', async () => {
    const res = await twin().addFeedback({ feedbackData: data(), userId: 'u1', comment: 'nice' });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({
      feedback_id: '00000000-0000-4000-8000-000000000001',
      user_id: 'u1',
      comment: 'nice',
      created: '2026-11-24T10:00:01+0000',
      feedback_data: {
        feedback_type: 'element_classification',
        document: { title: 'Legal Approval SOW', hash: '91edc2ff254d29f7a4922635ad47276a' },
        model_id: 'contracts',
        model_version: '2.0.1',
        location: { begin: 214, end: 237 },
        text: '1. IBM will provide a Senior Managing Consultant.',
        original_labels: {
          types: [
            { label: { nature: 'Obligation', party: 'IBM' }, provenance_ids: ['85f5981a'], modification: 'not_changed' },
            { label: { nature: 'End User', party: 'Exclusion' }, provenance_ids: ['ce0480a1'], modification: 'removed' },
          ],
          categories: [
            { label: 'Responsibilities', provenance_ids: ['85f5981a'], modification: 'not_changed' },
            { label: 'Amendments', provenance_ids: [], modification: 'removed' },
          ],
        },
        updated_labels: {
          types: [
            { label: { nature: 'Obligation', party: 'IBM' }, modification: 'not_changed' },
            { label: { nature: 'Disclaimer', party: 'Buyer' }, modification: 'added' },
          ],
          categories: [
            { label: 'Responsibilities', modification: 'not_changed' },
            { label: 'Audits', modification: 'added' },
          ],
        },
      },
    });
  });

  it('fills model_id and model_version when absent; empty label lists are allowed', async () => {
    const { model_id: _m, model_version: _v, ...rest } = data();
    const res = await twin().addFeedback({ feedbackData: { ...rest, original_labels: { types: [], categories: [] }, updated_labels: { types: [], categories: [] } } as FeedbackDataInput });
    expect([res.result.feedback_data.model_id, res.result.feedback_data.model_version]).toEqual(['contracts', MODEL_VERSION]);
    expect(res.result.user_id).toBeUndefined();
  });

  it('rejects a bad body with every problem and its path', async () => {
    const bad = {
      feedback_type: 'tables',
      model_id: 'tables',
      location: { begin: 5, end: 2 },
      original_labels: { types: [{ label: { nature: 1 } }], categories: [{ label: '' }] },
      updated_labels: { types: 'x' },
    };
    const e = await rejection(twin().addFeedback({ feedbackData: bad as never, userId: 3 as never }));
    expect(e.status).toBe(400);
    expect(e.errors.map((d) => d.path)).toEqual([
      '.user_id',
      '.feedback_data.feedback_type',
      '.feedback_data.model_id',
      '.feedback_data.location.end',
      '.feedback_data.text',
      '.feedback_data.original_labels.types[0].label.nature',
      '.feedback_data.original_labels.types[0].label.party',
      '.feedback_data.original_labels.categories[0].label',
      '.feedback_data.updated_labels.types',
      '.feedback_data.updated_labels.categories',
    ]);
    const missing = await rejection(twin().addFeedback({} as never));
    expect(missing.message).toBe('Parameter validation errors:\n  Missing required parameters: feedbackData');
  });
});

describe('getFeedback, deleteFeedback', () => {
  it('gets, deletes with the service message, then 404s', async () => {
    const t = twin();
    const { result } = await t.addFeedback({ feedbackData: data(), comment: 'c' });
    const id = result.feedback_id;
    expect((await t.getFeedback({ feedbackId: id })).result).toEqual(result);
    expect((await t.deleteFeedback({ feedbackId: id })).result).toEqual({ status: 200, message: `Successfully deleted the feedback with id  - ${id}` });
    const e = await rejection(t.getFeedback({ feedbackId: id }));
    expect([e.status, e.errors]).toEqual([404, [{ code: 'not_found', message: `Feedback with id ${id} not found`, path: '.feedback_id' }]]);
    expect((await rejection(t.deleteFeedback({ feedbackId: id }))).status).toBe(404);
  });
});

describe('listFeedback', () => {
  async function seeded() {
    const t = twin();
    await t.addFeedback({ feedbackData: data(), userId: 'zoe' });
    await t.addFeedback({
      feedbackData: data({
        document: { title: 'Alpha' },
        model_version: '1.0.0',
        original_labels: { types: [{ label: { nature: 'Definition', party: 'None' } }], categories: [{ label: 'Privacy' }] },
        updated_labels: { types: [{ label: { nature: 'Definition', party: 'None' } }], categories: [] },
      }),
      userId: 'adam',
    });
    await t.addFeedback({ feedbackData: data({ document: { title: 'Beta' } }), userId: 'mia' });
    return t;
  }
  const ids = (r: { result: { feedback: { user_id?: string }[] } }) => r.result.feedback.map((f) => f.user_id);

  it('lists oldest first, 10 a page by default, pagination at the top level', async () => {
    const r = await (await seeded()).listFeedback();
    expect(ids(r)).toEqual(['zoe', 'adam', 'mia']);
    expect(r.result.pagination).toEqual({ refresh_url: '/v1/feedback?version=2018-10-15' });
  });

  it.each([
    [{ feedbackType: 'element_classification' }, ['zoe', 'adam', 'mia']],
    [{ documentTitle: 'Beta' }, ['mia']],
    [{ modelVersion: '1.0.0' }, ['adam']],
    [{ modelId: 'contracts' }, ['zoe', 'adam', 'mia']],
    [{ categoryRemoved: 'Amendments' }, ['zoe', 'mia']],
    [{ categoryRemoved: 'Privacy,Insurance' }, ['adam']],
    [{ categoryAdded: 'Audits' }, ['zoe', 'mia']],
    [{ categoryNotChanged: 'Responsibilities' }, ['zoe', 'mia']],
    [{ typeRemoved: 'End User:Exclusion' }, ['zoe', 'mia']],
    [{ typeAdded: 'Disclaimer:Buyer' }, ['zoe', 'mia']],
    [{ typeNotChanged: 'Definition:None,Obligation:Nobody' }, ['adam']],
    [{ typeNotChanged: 'Obligation:IBM', documentTitle: 'Legal Approval SOW' }, ['zoe']],
    [{ sort: 'user_id' }, ['adam', 'mia', 'zoe']],
    [{ sort: '-created' }, ['mia', 'adam', 'zoe']],
    [{ sort: 'document_title,-user_id' }, ['adam', 'mia', 'zoe']],
    [{ sort: '+document_title' }, ['adam', 'mia', 'zoe']],
  ])('%j', async (query, expected) => {
    expect(ids(await (await seeded()).listFeedback(query))).toEqual(expected);
  });

  it('pages with cursors and counts on include_total', async () => {
    const t = await seeded();
    const first = await t.listFeedback({ pageLimit: 2, includeTotal: true, sort: 'user_id' });
    expect(ids(first)).toEqual(['adam', 'mia']);
    const p = first.result.pagination!;
    expect(p.total).toBe(3);
    expect(p.next_url).toBe(`/v1/feedback?version=2018-10-15&page_limit=2&sort=user_id&include_total=true&cursor=${p.next_cursor}`);
    const second = await t.listFeedback({ pageLimit: 2, includeTotal: true, sort: 'user_id', cursor: p.next_cursor });
    expect(ids(second)).toEqual(['zoe']);
    expect(second.result.pagination).toEqual({
      refresh_url: `/v1/feedback?version=2018-10-15&page_limit=2&sort=user_id&include_total=true&cursor=${p.next_cursor}`,
      refresh_cursor: p.next_cursor,
      total: 3,
    });
  });

  it.each([
    [{ pageLimit: 101 }, '.page_limit'],
    [{ pageLimit: 0 }, '.page_limit'],
    [{ sort: 'title' }, '.sort'],
    [{ cursor: 'not a cursor' }, '.cursor'],
    [{ typeAdded: 'Obligation' }, '.type_added'],
    [{ includeTotal: 'yes' }, '.include_total'],
  ])('rejects %j at %s', async (query, path) => {
    const e = await rejection((await seeded()).listFeedback(query as never));
    expect([e.status, e.errors[0].path]).toEqual([400, path]);
  });
});

describe('deleteUserData', () => {
  it("removes a customer's feedback only", async () => {
    const t = twin();
    await t.addFeedback({ feedbackData: data(), userId: 'a', headers: { 'X-Watson-Metadata': 'customer_id=c1' } });
    await t.addFeedback({ feedbackData: data(), userId: 'b', headers: { 'X-Watson-Metadata': 'customer_id=c2' } });
    const res = await t.deleteUserData({ customerId: 'c1' });
    expect([res.status, res.result]).toEqual([202, {}]);
    expect((await t.listFeedback()).result.feedback.map((f) => f.user_id)).toEqual(['b']);
  });
});
