/**
 * REST-surface statements of contract-analysis-details.md §1 that no other test pinned, over `parley serve`'s
 * contract routes (docs/contracts-conformance.md maps each statement to its test).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { classified, fakeOperations, jsonFile, sequentialIds, steppingClock } from '../contracts/service-helpers.js';

let server: ParleyServer;
let url: string;

beforeAll(async () => {
  const twin = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), clock: steppingClock('2018-07-02T23:59:58.000Z'), newId: sequentialIds() });
  server = createServer({ log: false, contracts: { twin } });
  ({ url } = await server.listen(0));
});

afterAll(() => server.close());

const V = 'version=2018-10-15';

function upload(name = 'file', text = 'The Supplier shall deliver the goods.'): FormData {
  const f = new FormData();
  f.append(name, new Blob([text], { type: 'text/plain' }), 'a.txt');
  return f;
}

async function call(method: string, path: string, init: { body?: FormData | string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${url}${path}`, { method, ...init });
  const text = await res.text();
  return { status: res.status, allow: res.headers.get('allow'), body: text.startsWith('{') ? JSON.parse(text) : text };
}

describe('§1 common to every call', () => {
  it.each([
    ['POST', '/v1/html_conversion'],
    ['POST', '/v1/element_classification'],
    ['POST', '/v1/tables'],
    ['POST', '/v1/comparison'],
    ['POST', '/v1/feedback'],
    ['GET', '/v1/feedback'],
    ['GET', '/v1/feedback/some-id'],
    ['DELETE', '/v1/feedback/some-id'],
    ['POST', '/v1/batches'],
    ['GET', '/v1/batches'],
    ['GET', '/v1/batches/some-id'],
    ['PUT', '/v1/batches/some-id'],
    ['DELETE', '/v1/user_data'],
  ])('version is required: %s %s without it is a 400', async (method, path) => {
    const body = method === 'POST' && path !== '/v1/feedback' ? upload() : undefined;
    expect(await call(method, path, { body })).toMatchObject({ status: 400, body: { error: 'Missing required query parameter: version', code: 400 } });
  });

  it('the optional headers X-Watson-Learning-Opt-Out and X-Watson-Test change nothing', async () => {
    const plain = await call('POST', `/v1/html_conversion?${V}`, { body: upload() });
    const flagged = await call('POST', `/v1/html_conversion?${V}`, { body: upload(), headers: { 'X-Watson-Learning-Opt-Out': 'true', 'X-Watson-Test': 'true' } });
    expect(plain.status).toBe(200);
    expect(flagged).toEqual(plain);
  });

  it('the first SDK\'s `model_id` query (renamed `model` in 2019) is accepted: a 2018 client gets its answer', async () => {
    const res = await call('POST', `/v1/element_classification?${V}&model_id=contracts`, { body: upload() });
    expect([res.status, res.body.model_id]).toEqual([200, 'contracts']);
  });

  it('not served: the docs\' commented-out DELETE /v1/feedback (405), the beta /v1/invoices and the on-prem /api/v1 paths (404)', async () => {
    expect(await call('DELETE', `/v1/feedback?${V}`)).toMatchObject({ status: 405, allow: 'POST, GET' });
    expect((await call('POST', `/v1/invoices?${V}`, { body: upload() })).status).toBe(404);
    expect((await call('GET', `/api/v1/feedback?${V}`)).status).toBe(404);
  });
});

describe('§1 comparison labels (compare.md: the SDKs send them as query parameters, the docs\' curl example as form fields)', () => {
  function pair(fields: [string, string][] = []): FormData {
    const f = new FormData();
    // Two earlier element_classification answers: the one input a comparison takes without a reader.
    const doc = jsonFile(classified(['The Supplier shall deliver the goods.']));
    f.append('file_1', new Blob([doc], { type: 'application/json' }), 'a.json');
    f.append('file_2', new Blob([doc], { type: 'application/json' }), 'b.json');
    for (const [name, value] of fields) f.append(name, value);
    return f;
  }
  const labels = (body: { documents?: { label: string }[] }) => body.documents?.map((d) => d.label);

  it('as form fields, as the curl example sends them; the query wins when both are sent', async () => {
    const fields = await call('POST', `/v1/comparison?${V}`, { body: pair([['file_1_label', 'Old'], ['file_2_label', 'New']]) });
    expect(fields.status).toBe(200);
    expect(labels(fields.body)).toEqual(['Old', 'New']);
    const both = await call('POST', `/v1/comparison?${V}&file_1_label=Q1`, { body: pair([['file_1_label', 'F1'], ['file_2_label', 'F2']]) });
    expect(labels(both.body)).toEqual(['Q1', 'F2']);
    expect(labels((await call('POST', `/v1/comparison?${V}`, { body: pair() })).body)).toEqual(['file_1', 'file_2']);
  });

  it('any other text field is still refused, naming it', async () => {
    const res = await call('POST', `/v1/comparison?${V}`, { body: pair([['label', 'x']]) });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ path: '.label' }] } });
  });
});

describe('§1 feedback list over HTTP: the docs-only filters', () => {
  it('user_id, before and after reach the list and come back in the pagination urls', async () => {
    const data = { feedback_type: 'element_classification', location: { begin: 0, end: 4 }, text: 'Text', original_labels: { types: [], categories: [] }, updated_labels: { types: [], categories: [] } };
    const add = (user: string) => call('POST', `/v1/feedback?${V}`, { body: JSON.stringify({ feedback_data: data, user_id: user }), headers: { 'content-type': 'application/json' } });
    expect((await add('ann')).body.created).toBe('2018-07-02T23:59:59+0000');
    expect((await add('bob')).body.created).toBe('2018-07-03T00:00:00+0000');
    const list = await call('GET', `/v1/feedback?${V}&after=2018-07-02&user_id=bob`);
    expect(list.body.feedback.map((f: { user_id: string }) => f.user_id)).toEqual(['bob']);
    expect(list.body.pagination).toEqual({ refresh_url: '/v1/feedback?version=2018-10-15&user_id=bob&after=2018-07-02' });
    expect((await call('GET', `/v1/feedback?${V}&before=2018-07-03`)).body.feedback.map((f: { user_id: string }) => f.user_id)).toEqual(['ann']);
    expect(await call('GET', `/v1/feedback?${V}&before=July`)).toMatchObject({ status: 400, body: { errors: [{ path: '.before' }] } });
  });
});
