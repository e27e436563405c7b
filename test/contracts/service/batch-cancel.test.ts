/**
 * A batch canceled with a document in hand (service/batch-runner.ts, batch-ops.ts; h105sig, a GAP of the service's
 * docs, decided in docs/contracts.md, Batches): the document's read gets the batch's signal and stops; it is left as
 * the docs show a canceled batch's unfinished documents (neither successful nor failed; `pending: 0`), nothing of it
 * written to the output bucket — unless its result's write had begun, which is finished whole and counted before the
 * cancel answers (a count the store refuses then does not fail the cancel). Either way the cancel's answer is final:
 * the counts and the output bucket change no more. A document whose input was being read is not analysed. Deleting the
 * customer's data stops its batch's document in hand the same way, and answers after a begun write (review h105rev).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompareComplyV1, DirectoryBucketStore, type BucketStore } from '../../../src/contracts/index.js';
import { readAbandoned } from '../../../src/contracts/readers/errors.js';
import { MemoryRecordStore, type RecordCollection, type RecordStore } from '../../../src/common/store/record-store.js';
import type { AnalyzeOptions } from '../../../src/contracts/params.js';
import { batchParams, bucketDirs as buckets, sequentialIds, steppingClock } from '../service-helpers.js';

const settle = async (predicate: () => boolean) => {
  for (let i = 0; i < 400 && !predicate(); i++) await new Promise((r) => setTimeout(r, 5));
};

/**
 * Operations that answer a `FREE` document at once and hold any other until its signal aborts, rejecting then as a
 * read given up does (readers' `readAbandoned`); `signals` are the options' signals, in call order.
 */
function heldOperations() {
  const signals: (AbortSignal | undefined)[] = [];
  const html = (p: { file: Uint8Array }, options: AnalyzeOptions = {}) => {
    signals.push(options.signal);
    const text = Buffer.from(p.file).toString('utf8');
    const answer = { num_pages: '1', title: 'no title', html: `<html><body><p>${text}</p></body></html>` };
    if (text.includes('FREE')) return Promise.resolve(answer);
    const signal = options.signal;
    return new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(readAbandoned('PDF', signal)), { once: true }));
  };
  return { signals, convertToHtml: html, classifyElements: html, extractTables: html } as const;
}

/**
 * The bucket folder `root` whose write of `heldKey` waits for `release()`, and whose reads wait for `readable` when
 * one is given; `writing` is the key of the write begun last.
 */
function heldBuckets(root: string, heldKey: string, readable?: Promise<void>) {
  const folder = new DirectoryBucketStore(root);
  let release = (): void => undefined;
  const held = new Promise<void>((r) => (release = r));
  const state = { writing: '', reading: '', release: () => release() };
  const store: BucketStore = {
    hasBucket: (name) => folder.hasBucket(name),
    listObjects: (name) => folder.listObjects(name),
    async readObject(bucket, key, max) {
      state.reading = key;
      if (readable) await readable;
      return folder.readObject(bucket, key, max);
    },
    async writeObject(bucket, key, data) {
      state.writing = key;
      if (key === heldKey) await held;
      return folder.writeObject(bucket, key, data);
    },
  };
  return { store, state };
}

/** A memory record store whose writes of batch pages (a document's count) throw while `failing.now` is true. */
function pageFailingStore() {
  const inner = new MemoryRecordStore();
  const failing = { now: false };
  const store: RecordStore = {
    collection<T>(kind: string): RecordCollection<T> {
      const c = inner.collection<T>(kind);
      const put = (id: string, r: T) => {
        if (failing.now && kind === 'batch-pages') throw new Error('Storage failure: no space left on device');
        c.put(id, r);
      };
      return { get: (id) => c.get(id), list: () => c.list(), delete: (id) => c.delete(id), put };
    },
  };
  return { store, failing };
}

describe('cancelling a batch with a document in hand', () => {
  it("gives the document's read the batch's signal: it stops, is not written, not counted; the answer is final", async () => {
    const root = buckets({ 'a.txt': 'FREE a', 'b.txt': 'held b', 'c.txt': 'held c' });
    const ops = heldOperations();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: ops as never, buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    await settle(() => ops.signals.length === 2);
    expect(ops.signals[1]).toBeInstanceOf(AbortSignal);
    expect(ops.signals[1]?.aborted).toBe(false);
    const canceled = (await t.updateBatch({ batchId: id, action: 'cancel' })).result;
    expect([canceled.status, canceled.document_counts]).toEqual(['canceled', { total: 3, pending: 0, successful: 1, failed: 0 }]);
    expect(ops.signals[1]?.aborted).toBe(true);
    // The held read would never end but by its signal: the runner is idle, so it stopped.
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result).toEqual(canceled);
    // Neither the abandoned read's error nor a temporary file: only the result written before the cancel.
    expect(readdirSync(join(root, 'out'))).toEqual(['a.txt.json']);
    expect(ops.signals).toHaveLength(2);
  });

  it('finishes a result whose write had begun, whole, and counts it before the cancel answers', async () => {
    const root = buckets({ 'a.txt': 'FREE a', 'b.txt': 'FREE b', 'c.txt': 'FREE c' });
    const { store, state } = heldBuckets(root, 'b.txt.json');
    const t = new CompareComplyV1({ version: '2018-10-15', operations: heldOperations() as never, buckets: store, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    await settle(() => state.writing === 'b.txt.json');
    let answered = false;
    const cancel = t.updateBatch({ batchId: id, action: 'cancel' }).then((r) => ((answered = true), r.result));
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
    state.release();
    const canceled = await cancel;
    expect([canceled.status, canceled.document_counts]).toEqual(['canceled', { total: 3, pending: 0, successful: 2, failed: 0 }]);
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result).toEqual(canceled);
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['a.txt.json', 'b.txt.json']);
  });

  it('answers its canceled batch even if counting the result whose write had begun fails (the store)', async () => {
    const root = buckets({ 'a.txt': 'FREE a', 'b.txt': 'FREE b', 'c.txt': 'FREE c' });
    const { store: bucketStore, state } = heldBuckets(root, 'b.txt.json');
    const { store, failing } = pageFailingStore();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: heldOperations() as never, buckets: bucketStore, store, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    await settle(() => state.writing === 'b.txt.json');
    const cancel = t.updateBatch({ batchId: id, action: 'cancel' });
    failing.now = true;
    state.release();
    // The write is whole, its count refused: the batch is canceled all the same, b left uncounted.
    const canceled = (await cancel).result;
    expect([canceled.status, canceled.document_counts]).toEqual(['canceled', { total: 3, pending: 0, successful: 1, failed: 0 }]);
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result).toEqual(canceled);
  });

  it('does not analyse a document whose input was being read when its batch was canceled', async () => {
    let readable = (): void => undefined;
    const root = buckets({ 'a.txt': 'FREE a' });
    const { store, state } = heldBuckets(root, '', new Promise<void>((r) => (readable = r)));
    const ops = heldOperations();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: ops as never, buckets: store, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    await settle(() => state.reading === 'a.txt');
    const canceled = (await t.updateBatch({ batchId: id, action: 'cancel' })).result;
    readable();
    await t.batchesIdle();
    // A text (or a DOCX) does not heed the signal: given to the operation, it would be analysed in full, then dropped.
    expect(ops.signals).toEqual([]);
    expect((await t.getBatch({ batchId: id })).result).toEqual(canceled);
    expect(readdirSync(join(root, 'out'))).toEqual([]);
  });

  it("answers the deletion of a customer's data only once a result whose write had begun is written", async () => {
    const root = buckets({ 'a.txt': 'FREE a', 'b.txt': 'FREE b' });
    const { store, state } = heldBuckets(root, 'b.txt.json');
    const t = new CompareComplyV1({ version: '2018-10-15', operations: heldOperations() as never, buckets: store, clock: steppingClock(), newId: sequentialIds() });
    await t.createBatch({ ...batchParams('html_conversion'), headers: { 'X-Watson-Metadata': 'customer_id=c9' } });
    await settle(() => state.writing === 'b.txt.json');
    let answered = false;
    const deleted = t.deleteUserData({ customerId: 'c9' }).then((r) => ((answered = true), r.status));
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
    state.release();
    expect(await deleted).toBe(202);
    // Nothing of the batch is written after the answer: its last result is whole already.
    expect(readdirSync(join(root, 'out')).sort()).toEqual(['a.txt.json', 'b.txt.json']);
    await t.batchesIdle();
    expect((await t.listBatches()).result.batches).toEqual([]);
  });

  it("stops the document in hand of a batch whose customer's data is deleted, writing nothing of it", async () => {
    const root = buckets({ 'a.txt': 'held a', 'b.txt': 'FREE b' });
    const ops = heldOperations();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: ops as never, buckets: root, newId: sequentialIds() });
    await t.createBatch({ ...batchParams('html_conversion'), headers: { 'X-Watson-Metadata': 'customer_id=c9' } });
    await settle(() => ops.signals.length === 1);
    await t.deleteUserData({ customerId: 'c9' });
    expect(ops.signals[0]?.aborted).toBe(true);
    await t.batchesIdle();
    expect(readdirSync(join(root, 'out'))).toEqual([]);
    expect((await t.listBatches()).result.batches).toEqual([]);
  });

  it('does not abort the document in hand of another batch', async () => {
    const root = buckets({ 'a.txt': 'held a' });
    const ops = heldOperations();
    const t = new CompareComplyV1({ version: '2018-10-15', operations: ops as never, buckets: root, newId: sequentialIds() });
    const first = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    const second = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    await settle(() => ops.signals.length === 1);
    // The second batch waits behind the first's document: cancelling it leaves that document's read alone.
    expect((await t.updateBatch({ batchId: second, action: 'cancel' })).result.status).toBe('canceled');
    expect(ops.signals[0]?.aborted).toBe(false);
    await t.updateBatch({ batchId: first, action: 'cancel' });
    expect(ops.signals[0]?.aborted).toBe(true);
    await t.batchesIdle();
  });
});
