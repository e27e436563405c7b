/**
 * The official SDK's CompareComplyV1 (ibm-watson 6.2.2, NoAuthAuthenticator) against `parley/server` on an
 * ephemeral port: every method, a batch over directory buckets, and the error cases. The document
 * operations are test doubles (each "document" is its own text) so the HTTP layer is tested alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { batchParams, bucketDirs, classified, CREDENTIALS, fakeOperations, jsonFile, sequentialIds, steppingClock } from '../contracts/service-helpers.js';
import { CompareComplyV1 as Twin, compareDocuments, convertToHtml } from '../../src/contracts/index.js';
import { CompareComplyV1, NoAuthAuthenticator, type Sdk } from './compare-comply-sdk.js';
import { rejects } from './sdk-rejection.js';


let server: ParleyServer;
let sdk: Sdk;
let url: string;
let root: string;
let twin: Twin;

beforeAll(async () => {
  const docs: Record<string, string> = {};
  for (let i = 1; i <= 5; i++) docs[`doc${i}.txt`] = i === 4 ? 'FAIL' : `Clause ${i} applies.\nSecond sentence ${i}.`;
  root = bucketDirs(docs, 'parley-sdk-buckets-');
  twin = new Twin({ version: '2018-10-15', operations: fakeOperations(), buckets: root, clock: steppingClock(), newId: sequentialIds() });
  server = createServer({ log: false, contracts: { twin } });
  url = (await server.listen(0)).url;
  sdk = new CompareComplyV1({ version: '2018-10-15', authenticator: new NoAuthAuthenticator(), serviceUrl: url });
});

afterAll(() => server.close());

const feedbackData = {
  feedback_type: 'element_classification',
  document: { title: 'SOW', hash: 'abc' },
  location: { begin: 1, end: 9 },
  text: 'IBM will provide a consultant.',
  original_labels: { types: [{ label: { nature: 'Obligation', party: 'IBM' }, provenance_ids: ['x'] }], categories: [{ label: 'Amendments', provenance_ids: [] }] },
  updated_labels: { types: [{ label: { nature: 'Obligation', party: 'IBM' } }], categories: [{ label: 'Responsibilities' }] },
};

describe('the official CompareComplyV1 against parley serve', () => {
  it('convertToHtml, classifyElements, extractTables with a Buffer and with a stream', async () => {
    const html = await sdk.convertToHtml({ file: Buffer.from('Hello there.'), fileContentType: 'application/pdf' });
    expect([html.status, html.result]).toEqual([200, { num_pages: '1', title: 'no title', html: '<html><body><p>Hello there.</p></body></html>' }]);
    const cls = await sdk.classifyElements({ file: Readable.from([Buffer.from('One.\nTwo.')]), filename: 'x.pdf' });
    expect(cls.result.elements.map((e: { text: string }) => e.text)).toEqual(['One.', 'Two.']);
    const tables = await sdk.extractTables({ file: Buffer.from('grid'), model: 'tables' });
    expect(tables.result.model_id).toBe('tables');
  });

  it('html_conversion with Accept: text/html answers the raw HTML', async () => {
    const res = await sdk.convertToHtml({ file: Buffer.from('Raw.'), headers: { Accept: 'text/html' } });
    expect(res.result).toBe('<html><body><p>Raw.</p></body></html>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('compareDocuments with labels and JSON inputs', async () => {
    const res = await sdk.compareDocuments({
      file1: jsonFile(classified(['Same clause here.', 'Price is 10 dollars a unit.'])),
      file2: jsonFile(classified(['Same clause here.', 'Price is 12 dollars a unit.'])),
      file1ContentType: 'application/json',
      file2ContentType: 'application/json',
      file1Label: 'old',
      file2Label: 'new',
    });
    expect(res.status).toBe(200);
    expect(res.result.documents.map((d: { label: string }) => d.label)).toEqual(['old', 'new']);
    expect(res.result.aligned_elements.map((a: { identical_text: boolean }) => a.identical_text)).toEqual([true, false]);
  });

  it('feedback: add, list with filters and paging, get, delete', async () => {
    const added = await sdk.addFeedback({ feedbackData, userId: 'u1', comment: 'first', headers: { 'X-Watson-Metadata': 'customer_id=cust-f' } });
    expect(added.status).toBe(200);
    const id = added.result.feedback_id;
    expect(added.result.feedback_data.original_labels.categories[0].modification).toBe('removed');
    await sdk.addFeedback({ feedbackData: { ...feedbackData, document: { title: 'Other' } }, userId: 'u2' });
    const list = await sdk.listFeedback({ documentTitle: 'SOW', categoryRemoved: 'Amendments', typeNotChanged: 'Obligation:IBM', includeTotal: true });
    expect(list.result.feedback.map((f: { feedback_id: string }) => f.feedback_id)).toEqual([id]);
    expect(list.result.pagination.total).toBe(1);
    const page = await sdk.listFeedback({ pageLimit: 1, sort: '-user_id' });
    expect(page.result.feedback[0].user_id).toBe('u2');
    const next = await sdk.listFeedback({ pageLimit: 1, sort: '-user_id', cursor: page.result.pagination.next_cursor });
    expect(next.result.feedback[0].user_id).toBe('u1');
    expect((await sdk.getFeedback({ feedbackId: id })).result).toEqual(added.result);
    expect((await sdk.deleteFeedback({ feedbackId: id })).result).toEqual({ status: 200, message: `Successfully deleted the feedback with id  - ${id}` });
    const gone = await rejects(sdk.getFeedback({ feedbackId: id }));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(`Feedback with id ${id} not found`);
  });

  it('batches: create over directory buckets, progress to completed, list, cancel and rescan answers', async () => {
    const created = await sdk.createBatch({ ...batchParams(), headers: { 'X-Watson-Metadata': 'customer_id=cust-b' } });
    expect(created.status).toBe(200);
    expect(created.result.status).toBe('pending');
    expect(created.result.document_counts).toEqual({ total: 5, pending: 5, successful: 0, failed: 0 });
    const id = created.result.batch_id;
    let status = created.result;
    for (let i = 0; i < 100 && status.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = (await sdk.getBatch({ batchId: id })).result;
    }
    expect([status.status, status.document_counts]).toEqual(['completed', { total: 5, pending: 0, successful: 4, failed: 1 }]);
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['doc1.txt.json', 'doc2.txt.json', 'doc3.txt.json', 'doc4.txt.json', 'doc5.txt.json']);
    expect((await sdk.listBatches()).result.batches.map((b: { batch_id: string }) => b.batch_id)).toContain(id);
    expect((await sdk.updateBatch({ batchId: id, action: 'rescan' })).result.status).toBe('completed');
    expect((await sdk.updateBatch({ batchId: id, action: 'cancel' })).result.status).toBe('completed');
  });

  it('error cases: SDK-side missing parameters, 404s, bad enums, bad credentials', async () => {
    expect((await rejects(sdk.getBatch({}))).message).toMatch(/Missing required parameters: batchId/);
    expect((await rejects(sdk.getBatch({ batchId: 'nope' }))).status).toBe(404);
    const action = await rejects(sdk.updateBatch({ batchId: 'nope', action: 'pause' }));
    // The action is checked before the batch is looked up.
    expect([action.status, JSON.parse(action.body).errors[0].path]).toEqual([400, '.action']);
    const badCreds = await rejects(
      sdk.createBatch({ _function: 'tables', inputCredentialsFile: Buffer.from('{}'), inputBucketLocation: 'us-geo', inputBucketName: 'in', outputCredentialsFile: CREDENTIALS, outputBucketLocation: 'us-geo', outputBucketName: 'out' }),
    );
    expect(badCreds.status).toBe(400);
    expect(JSON.parse(badCreds.body).errors[0].path).toBe('.input_credentials_file.apikey');
    const badFn = await rejects(
      sdk.createBatch({ _function: 'comparison', inputCredentialsFile: CREDENTIALS, inputBucketLocation: 'us-geo', inputBucketName: 'in', outputCredentialsFile: CREDENTIALS, outputBucketLocation: 'us-geo', outputBucketName: 'out' }),
    );
    expect(JSON.parse(badFn.body).errors[0].path).toBe('.function');
    const badFeedback = await rejects(sdk.addFeedback({ feedbackData: { ...feedbackData, feedback_type: 'x' } }));
    expect([badFeedback.status, JSON.parse(badFeedback.body).errors[0].path]).toEqual([400, '.feedback_data.feedback_type']);
    const badPage = await rejects(sdk.listFeedback({ pageLimit: 500 }));
    expect(badPage.status).toBe(400);
    const text = await rejects(sdk.compareDocuments({ file1: Buffer.from('plain'), file2: Buffer.from('plain') }));
    expect(text.status).toBe(415);
  });

  it('deleteUserData over HTTP removes the customer feedback and batches too', async () => {
    const before = (await sdk.listBatches()).result.batches.length;
    await sdk.addFeedback({ feedbackData, headers: { 'X-Watson-Metadata': 'customer_id=cust-b' } });
    const res = await fetch(`${url}/v1/user_data?version=2018-10-15&customer_id=cust-b`, { method: 'DELETE' });
    expect(res.status).toBe(202);
    expect((await sdk.listBatches()).result.batches.length).toBe(before - 1);
    expect((await sdk.listFeedback()).result.feedback.map((f: { user_id?: string }) => f.user_id)).toEqual(['u2']);
  });
});

describe('the official CompareComplyV1 against parley serve with the real document operations', () => {
  const fixture = (name: string) => readFileSync(new URL(`../fixtures/contracts/${name}`, import.meta.url));
  let real: ParleyServer;
  let client: Sdk;

  beforeAll(async () => {
    real = createServer({ log: false });
    client = new CompareComplyV1({ version: '2018-10-15', authenticator: new NoAuthAuthenticator(), serviceUrl: (await real.listen(0)).url });
  });
  afterAll(() => real.close());

  it('convertToHtml and compareDocuments answer what the in-process operations answer', async () => {
    const a = fixture('contract_A.pdf');
    const b = fixture('contract_B.pdf');
    const html = await client.convertToHtml({ file: a, fileContentType: 'application/pdf' });
    expect(html.result).toEqual(await convertToHtml({ file: a }));
    const cmp = await client.compareDocuments({ file1: a, file2: b, file1ContentType: 'application/pdf', file2ContentType: 'application/pdf' });
    expect(cmp.result).toEqual(await compareDocuments({ file1: a, file2: b }));
    const wrong = await rejects(client.compareDocuments({ file1: a, file2: fixture('Contract_A.docx') }));
    // Over HTTP the body names the multipart part the SDK sent (file_2), as a missing part does.
    expect([wrong.status, JSON.parse(wrong.body).errors[0].path]).toEqual([400, '.file_2']);
  }, 120_000);
});
