import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompareComplyV1, DirectoryRecordStore, type BatchStatus } from '../../../src/contracts/index.js';
import { batchParams, bucketDirs as buckets, fakeOperations, rejection, sequentialIds, steppingClock } from '../service-helpers.js';

/** A gate that holds every document until released (to look at a batch mid-way). */
function gate() {
  const waiting: (() => void)[] = [];
  let open = false;
  return {
    wait: (text: string) => (open || text.includes('FREE') ? Promise.resolve() : new Promise<void>((r) => waiting.push(r))),
    release() {
      open = true;
      for (const r of waiting.splice(0)) r();
    },
    waiting: () => waiting.length,
  };
}

const settle = async (predicate: () => boolean) => {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('batches', () => {
  it('pending → active → completed, with exact counts and one JSON result per document', async () => {
    const root = buckets({ 'a.txt': 'Alpha one.', 'b.txt': 'FAIL here', 'c.txt': 'Gamma three.' });
    const g = gate();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(g.wait), buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const created = await t.createBatch(batchParams());
    expect(created.result).toEqual({
      function: 'element_classification',
      input_bucket_location: 'us-geo',
      input_bucket_name: 'in',
      output_bucket_location: 'us-geo',
      output_bucket_name: 'out',
      batch_id: '00000000-0000-4000-8000-000000000001',
      document_counts: { total: 3, pending: 3, successful: 0, failed: 0 },
      status: 'pending',
      created: '2026-11-24T10:00:01.000+0000',
      updated: '2026-11-24T10:00:01.000+0000',
    });
    const id = created.result.batch_id;
    await settle(() => g.waiting() > 0);
    const active = (await t.getBatch({ batchId: id })).result;
    expect([active.status, active.document_counts]).toEqual(['active', { total: 3, pending: 3, successful: 0, failed: 0 }]);
    g.release();
    await t.batchesIdle();
    const done = (await t.getBatch({ batchId: id })).result;
    expect([done.status, done.document_counts]).toEqual(['completed', { total: 3, pending: 0, successful: 2, failed: 1 }]);
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['a.txt.json', 'b.txt.json', 'c.txt.json']);
    expect(JSON.parse(readFileSync(join(root, 'out', 'a.txt.json'), 'utf8')).elements[0].text).toBe('Alpha one.');
    expect(JSON.parse(readFileSync(join(root, 'out', 'b.txt.json'), 'utf8'))).toEqual({ error: 'The document could not be processed because Error: End-of-File, expected line', code: 500 });
    expect((await t.listBatches()).result.batches.map((b) => b.batch_id)).toEqual([id]);
    expect((await t.listBatches({ status: 'active' })).result.batches).toEqual([]);
  });

  it('cancel stops a batch (nothing pending any more); updates on a closed batch change nothing', async () => {
    const root = buckets({ 'a.txt': 'FREE a', 'b.txt': 'held b', 'c.txt': 'held c' });
    const g = gate();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(g.wait), buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    await settle(() => g.waiting() > 0);
    const canceled = (await t.updateBatch({ batchId: id, action: 'cancel' })).result;
    expect([canceled.status, canceled.document_counts]).toEqual(['canceled', { total: 3, pending: 0, successful: 1, failed: 0 }]);
    g.release();
    await t.batchesIdle();
    const after = (await t.getBatch({ batchId: id })).result;
    // The document in hand when it was canceled is neither counted nor written, though its operation (deaf to the
    // batch's signal here) finished after the cancel: the cancel's answer was final (h105sig; batch-cancel.test.ts).
    expect(after).toEqual(canceled);
    expect((await t.updateBatch({ batchId: id, action: 'rescan' })).result).toEqual(after);
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['a.txt.json']);
  });

  it('rescan adds new documents and re-runs changed ones', async () => {
    const root = buckets({ 'a.txt': 'held a', 'b.txt': 'held b' });
    const g = gate();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(g.wait), buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams('tables'))).result.batch_id;
    await settle(() => g.waiting() > 0);
    writeFileSync(join(root, 'in', 'c.txt'), 'held c');
    writeFileSync(join(root, 'in', 'b.txt'), 'held b, changed');
    utimesSync(join(root, 'in', 'b.txt'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    const r = (await t.updateBatch({ batchId: id, action: 'rescan' })).result;
    expect([r.status, r.document_counts]).toEqual(['active', { total: 3, pending: 3, successful: 0, failed: 0 }]);
    g.release();
    await t.batchesIdle();
    const done = (await t.getBatch({ batchId: id })).result;
    expect([done.status, done.document_counts]).toEqual(['completed', { total: 3, pending: 0, successful: 3, failed: 0 }]);
    expect(JSON.parse(readFileSync(join(root, 'out', 'b.txt.json'), 'utf8')).document.html).toBe('held b, changed');
  });

  it('a restart mid-batch resumes it: no counted result is lost, every document ends counted once', async () => {
    const root = buckets({ 'a.txt': 'FREE a', 'b.txt': 'FREE b', 'c.txt': 'held c', 'd.txt': 'held d' });
    const data = mkdtempSync(join(tmpdir(), 'parley-records-'));
    const g = gate();
    const first = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(g.wait), buckets: root, store: new DirectoryRecordStore(data), newId: sequentialIds() });
    const id = (await first.createBatch(batchParams())).result.batch_id;
    await settle(() => g.waiting() > 0);
    const before = (await first.getBatch({ batchId: id })).result as BatchStatus;
    expect(before.document_counts).toEqual({ total: 4, pending: 2, successful: 2, failed: 0 });
    // "Kill": the first twin is abandoned with a document in flight; a new process opens the same data.
    const second = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root, store: new DirectoryRecordStore(data) });
    expect((await second.getBatch({ batchId: id })).result.document_counts).toEqual(before.document_counts);
    await second.batchesIdle();
    const done = (await second.getBatch({ batchId: id })).result;
    expect([done.status, done.document_counts]).toEqual(['completed', { total: 4, pending: 0, successful: 4, failed: 0 }]);
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['a.txt.json', 'b.txt.json', 'c.txt.json', 'd.txt.json']);
  });

  it('stopBatches (the server closing) finishes the document in hand and leaves the rest pending for a restart', async () => {
    // Review hrev9: a server's close() ended its analysis threads while its batch kept going: every document after it
    // failed ("the analysis thread failed"), was written as failed and completed the batch, never to be resumed.
    const root = buckets({ 'a.txt': 'held a', 'b.txt': 'held b', 'c.txt': 'held c' });
    const data = mkdtempSync(join(tmpdir(), 'parley-records-'));
    const g = gate();
    const first = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(g.wait), buckets: root, store: new DirectoryRecordStore(data), newId: sequentialIds() });
    const id = (await first.createBatch(batchParams())).result.batch_id;
    await settle(() => g.waiting() > 0);
    first.stopBatches();
    g.release();
    await first.batchesIdle();
    const stopped = (await first.getBatch({ batchId: id })).result;
    expect([stopped.status, stopped.document_counts]).toEqual(['active', { total: 3, pending: 2, successful: 1, failed: 0 }]);
    expect(readdirSync(join(root, 'out'))).toEqual(['a.txt.json']);
    // A stopped runner starts no more work, whatever asks it.
    await first.updateBatch({ batchId: id, action: 'rescan' });
    await first.batchesIdle();
    expect((await first.getBatch({ batchId: id })).result.document_counts.pending).toBe(2);
    const second = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root, store: new DirectoryRecordStore(data) });
    await second.batchesIdle();
    const done = (await second.getBatch({ batchId: id })).result;
    expect([done.status, done.document_counts]).toEqual(['completed', { total: 3, pending: 0, successful: 3, failed: 0 }]);
  });

  it('a restart without buckets fails the open batch visibly', async () => {
    const root = buckets({ 'a.txt': 'held a' });
    const data = mkdtempSync(join(tmpdir(), 'parley-records-'));
    const g = gate();
    const first = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(g.wait), buckets: root, store: new DirectoryRecordStore(data) });
    const id = (await first.createBatch(batchParams())).result.batch_id;
    await settle(() => g.waiting() > 0);
    const second = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), store: new DirectoryRecordStore(data) });
    await second.batchesIdle();
    const done = (await second.getBatch({ batchId: id })).result;
    expect([done.status, done.document_counts]).toEqual(['completed', { total: 1, pending: 0, successful: 0, failed: 1 }]);
  });

  it('rejects bad batches with the part at fault', async () => {
    const root = buckets({});
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ _function: 'comparison' }, 400, '.function'],
      [{ model: 'invoices' }, 400, '.model'],
      [{ inputCredentialsFile: Buffer.from('nope') }, 400, '.input_credentials_file'],
      [{ outputCredentialsFile: Buffer.from('{"iam_role_crn": 3}') }, 400, '.output_credentials_file.apikey'],
      [{ inputBucketName: 'missing' }, 400, '.input_bucket_name'],
      [{ inputBucketName: '../etc' }, 400, '.input_bucket_name'],
      [{ outputBucketName: 'in' }, 400, '.output_bucket_name'],
      [{ outputBucketLocation: '' }, 400, '.outputBucketLocation'],
    ];
    for (const [over, status, path] of cases) {
      const e = await rejection(t.createBatch({ ...batchParams(), ...over } as never));
      expect([e.status, e.errors[0]?.path], JSON.stringify(over)).toEqual([status, path]);
    }
    const none = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations() });
    expect((await rejection(none.createBatch(batchParams()))).errors[0].message).toMatch(/^No bucket store/);
    expect((await rejection(t.getBatch({ batchId: 'nope' }))).status).toBe(404);
    expect((await rejection(t.updateBatch({ batchId: 'nope', action: 'pause' }))).errors[0].path).toBe('.action');
    expect((await rejection(t.listBatches({ status: 'done' }))).errors[0].path).toBe('.status');
  });

  it("deleteUserData removes the customer's batches", async () => {
    const root = buckets({ 'a.txt': 'a' });
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root });
    await t.createBatch({ ...batchParams(), headers: { 'X-Watson-Metadata': 'customer_id=c9' } });
    const keep = (await t.createBatch(batchParams())).result.batch_id;
    await t.batchesIdle();
    await t.deleteUserData({ customerId: 'c9' });
    expect((await t.listBatches()).result.batches.map((b) => b.batch_id)).toEqual([keep]);
  });
});
