/**
 * How batches are stored (issue 18): counting a document writes one page of bounded size, never the whole batch;
 * the status is exact at every document; a store that fails mid-batch leaves a batch that reads back as it was
 * last counted, and a rerun completes it with every document counted once.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MemoryRecordStore, type RecordCollection, type RecordStore } from '../../../src/common/store/record-store.js';
import { CompareComplyV1, type BucketObject, type BucketStore } from '../../../src/contracts/index.js';
import { statusOf, type BatchRecord, type DocumentState } from '../../../src/contracts/batches/record.js';
import { DOCUMENTS_PER_PAGE, type StoredPage } from '../../../src/contracts/batches/stored-batch.js';
import { BatchBook } from '../../../src/contracts/service/batch-book.js';
import { batchParams, fakeOperations, rejection, sequentialIds, steppingClock } from '../service-helpers.js';

/** Buckets `in` (the given documents, name → text) and `out` held in memory: no disk in the way of counting writes. */
function memoryBuckets(docs: Record<string, string>) {
  const buckets: Record<string, Map<string, string>> = { in: new Map(Object.entries(docs)), out: new Map() };
  const store: BucketStore & { out: Map<string, string> } = {
    out: buckets.out,
    async hasBucket(b) {
      return Object.hasOwn(buckets, b);
    },
    async listObjects(b): Promise<BucketObject[]> {
      return [...buckets[b].entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([key, text]) => ({ key, size: text.length, etag: `${text.length}-${text}` }));
    },
    async readObject(b, key) {
      return Buffer.from(buckets[b].get(key) as string);
    },
    async writeObject(b, key, data) {
      buckets[b].set(key, typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
    },
  };
  return store;
}

const documents = (n: number, failEvery = 0) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`doc-${String(i).padStart(5, '0')}.txt`, failEvery > 0 && i % failEvery === failEvery - 1 ? `FAIL ${i}` : `Document ${i}.`]));

interface Write {
  kind: string;
  id: string;
  bytes: number;
}

/** A memory store that records every write, and throws (a full disk) from write number `failAt` on. */
function recordingStore(inner: RecordStore = new MemoryRecordStore(), failAt = Infinity) {
  const writes: Write[] = [];
  const store: RecordStore = {
    collection<T>(kind: string): RecordCollection<T> {
      const c = inner.collection<T>(kind);
      return {
        get: (id) => c.get(id),
        list: () => c.list(),
        delete: (id) => c.delete(id),
        put(id, record) {
          if (writes.length + 1 >= failAt) throw new Error('Storage failure: no space left on device');
          writes.push({ kind, id, bytes: JSON.stringify(record).length });
          c.put(id, record);
        },
      };
    },
  };
  return { store, writes, inner };
}

function twin(store: RecordStore, buckets: BucketStore, operations = fakeOperations(), onBatchProgress?: (e: { object: string }) => void) {
  return new CompareComplyV1({ version: '2018-10-15', operations, buckets, store, clock: steppingClock(), newId: sequentialIds(), ...(onBatchProgress ? { onBatchProgress } : {}) });
}

const memoryParams = () => batchParams('html_conversion');

describe('batch store: writes per document', () => {
  it('1,000 documents: one page write each, the batch record three times (created, active, completed)', async () => {
    const n = 1000;
    const { store, writes } = recordingStore();
    const t = twin(store, memoryBuckets(documents(n)));
    const id = (await t.createBatch(memoryParams())).result.batch_id;
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: n, pending: 0, successful: n, failed: 0 });
    const pages = Math.ceil(n / DOCUMENTS_PER_PAGE);
    expect(writes.filter((w) => w.kind === 'batches').length).toBe(3);
    // Each page written once at create, then once per document it holds.
    expect(writes.filter((w) => w.kind === 'batch-pages').length).toBe(pages + n);
    // Bounded by a page, whatever the batch's size: 128 documents of ~60 bytes.
    expect(Math.max(...writes.map((w) => w.bytes))).toBeLessThan(12_000);
  });

  it('the status is exact at every document, and what is stored reads back the same', async () => {
    const { store, inner } = recordingStore();
    const seen: string[] = [];
    let t: CompareComplyV1 | undefined;
    let id = '';
    const checks: Promise<void>[] = [];
    const buckets = memoryBuckets(documents(300, 7));
    t = twin(store, buckets, fakeOperations(), (e) => {
      if (e.object === undefined || seen.includes(e.object)) return;
      seen.push(e.object);
      const started = seen.length - 1;
      checks.push(
        (async () => {
          const live = (await (t as CompareComplyV1).getBatch({ batchId: id })).result;
          const failed = Math.floor(started / 7);
          expect(live.document_counts).toEqual({ total: 300, pending: 300 - started, successful: started - failed, failed });
          expect(statusOf(new BatchBook(inner).get(id) as BatchRecord)).toEqual(live);
        })(),
      );
    });
    id = (await t.createBatch(memoryParams())).result.batch_id;
    await t.batchesIdle();
    await Promise.all(checks);
    expect(seen.length).toBe(300);
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 300, pending: 0, successful: 258, failed: 42 });
  });
});

describe('batch store: determinism', () => {
  it('the same documents, clock and ids: the same status and the same stored records', async () => {
    const runOnce = async () => {
      const inner = new MemoryRecordStore();
      const t = twin(inner, memoryBuckets(documents(200, 9)));
      const id = (await t.createBatch(memoryParams())).result.batch_id;
      await t.batchesIdle();
      return { status: (await t.getBatch({ batchId: id })).result, headers: inner.collection('batches').list(), pages: inner.collection('batch-pages').list() };
    };
    const [a, b] = [await runOnce(), await runOnce()];
    expect(a).toEqual(b);
    expect(a.status.updated).toBe('2026-11-24T10:03:22.000+0000');
    expect(a.pages.length).toBe(2);
  });
});

describe('batch store: a kill mid-batch', () => {
  it('a store failing at any write leaves a consistent batch; a rerun completes it, each document counted once', async () => {
    const n = 2 * DOCUMENTS_PER_PAGE + 20;
    // Create writes 3 pages and the header (4 writes), activation 1, then one per document: fail anywhere after.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 6, max: n + 6 }), async (failAt) => {
        const buckets = memoryBuckets(documents(n, 5));
        const { store, inner } = recordingStore(new MemoryRecordStore(), failAt);
        const first = twin(store, buckets);
        const id = (await first.createBatch(memoryParams())).result.batch_id;
        await first.batchesIdle();
        const live = (await first.getBatch({ batchId: id })).result;
        const c = live.document_counts;
        expect(c.pending + c.successful + c.failed).toBe(n);
        expect(c.pending).toBeGreaterThan(0);
        // What the store holds is what the first twin shows: nothing counted was lost, nothing uncounted shows.
        expect(statusOf(new BatchBook(inner).get(id) as BatchRecord)).toEqual(live);
        const operations = fakeOperations();
        const second = twin(inner, buckets, operations);
        await second.batchesIdle();
        const done = (await second.getBatch({ batchId: id })).result;
        expect([done.status, done.document_counts]).toEqual(['completed', { total: n, pending: 0, successful: n - Math.floor(n / 5), failed: Math.floor(n / 5) }]);
        // Only the documents not counted were run again.
        expect(operations.calls).toBe(c.pending);
        expect(buckets.out.size).toBe(n);
      }),
      { numRuns: 8, seed: 18 },
    );
  });

  it('a create cut short by the store leaves no batch, and its pages are removed when the store is opened', async () => {
    const buckets = memoryBuckets(documents(300));
    const { store, inner } = recordingStore(new MemoryRecordStore(), 3);
    const t = twin(store, buckets);
    const refused = await rejection(t.createBatch(memoryParams()));
    expect([refused.status, refused.message]).toEqual([500, 'Internal error: Storage failure: no space left on device']);
    expect(inner.collection('batch-pages').list().length).toBe(2);
    expect(new BatchBook(inner).list()).toEqual([]);
    expect(inner.collection('batch-pages').list().length).toBe(0);
  });
});

describe('batch store: format', () => {
  const record = (states: DocumentState[]): BatchRecord => ({
    batch_id: 'b1',
    function: 'tables',
    input_bucket_location: 'us-geo',
    input_bucket_name: 'in',
    output_bucket_location: 'us-geo',
    output_bucket_name: 'out',
    status: 'active',
    created: '2026-11-24T10:00:01.000+0000',
    updated: '2026-11-24T10:00:02.000+0000',
    documents: states.map((state, i) => ({ key: `k${i}.txt`, etag: `e${i}`, state })),
    customer_ids: [],
    seq: 1,
  });

  it('a batch stored whole (before pages) is read as it was and stored again in pages', async () => {
    const inner = new MemoryRecordStore();
    const old = record([...Array<DocumentState>(150).fill('successful'), ...Array<DocumentState>(50).fill('pending')]);
    inner.collection<BatchRecord>('batches').put('b1', old);
    const book = new BatchBook(inner);
    expect(statusOf(book.get('b1') as BatchRecord)).toEqual(statusOf(old));
    const header = inner.collection<Record<string, unknown>>('batches').get('b1') as Record<string, unknown>;
    expect([header.documents, header.pages]).toEqual([undefined, 2]);
    expect(inner.collection<StoredPage>('batch-pages').list().map((p) => [p.page, p.documents.length])).toEqual([
      [0, 128],
      [1, 72],
    ]);
    expect(statusOf(new BatchBook(inner).get('b1') as BatchRecord)).toEqual(statusOf(old));
  });

  it('a header whose page is missing is refused with the batch named', () => {
    const inner = new MemoryRecordStore();
    new BatchBook(inner).put(record(Array<DocumentState>(200).fill('pending')));
    inner.collection('batch-pages').delete('b1.1');
    expect(() => new BatchBook(inner)).toThrow('Corrupt batch store: a page of batch b1 is missing (2 expected)');
  });

  it('a rescan cut short by the store: the batch stays as it was; its written page only reruns its changed document', () => {
    const inner = new MemoryRecordStore();
    let failing = false;
    const store: RecordStore = {
      collection<T>(kind: string): RecordCollection<T> {
        const c = inner.collection<T>(kind);
        const put = (id: string, r: T) => {
          // The rescan's first page is written, its second is refused.
          if (failing && kind === 'batch-pages' && id !== 'b1.0') throw new Error('disk full');
          c.put(id, r);
        };
        return { get: (id) => c.get(id), list: () => c.list(), delete: (id) => c.delete(id), put };
      },
    };
    const book = new BatchBook(store);
    book.put(record(Array<DocumentState>(300).fill('pending')));
    for (let i = 0; i < 10; i++) book.settle('b1', i, `k${i}.txt`, `e${i}`, 'successful', `t${i}`);
    const r = book.get('b1') as BatchRecord;
    const rescan = { ...r, documents: [{ key: 'k0.txt', etag: 'e0-changed', state: 'pending' as const }, ...r.documents.slice(1), { key: 'z.txt', etag: 'z', state: 'pending' as const }] };
    failing = true;
    expect(() => book.put(rescan)).toThrow('disk full');
    failing = false;
    const live = statusOf(book.get('b1') as BatchRecord);
    expect(live.document_counts).toEqual({ total: 300, pending: 290, successful: 10, failed: 0 });
    // Page 0 was stored with the changed document pending: after a restart it is run again; nothing else moved.
    expect(statusOf(new BatchBook(inner).get('b1') as BatchRecord).document_counts).toEqual({ total: 300, pending: 291, successful: 9, failed: 0 });
    // The next count rewrites page 0 from the live batch, after the rescan's write: stored and live agree again.
    expect(book.settle('b1', 10, 'k10.txt', 'e10', 'failed', 't10')).toBe(true);
    expect(statusOf(new BatchBook(inner).get('b1') as BatchRecord)).toEqual(statusOf(book.get('b1') as BatchRecord));
    expect(statusOf(book.get('b1') as BatchRecord).updated).toBe('t10');
  });

  it('any sequence of outcomes, reopenings and rescans: counts add up to total and read back as they were', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('outcome' as const), state: fc.constantFrom('successful' as const, 'failed' as const) }),
      fc.record({ kind: fc.constant('reopen' as const) }),
      fc.record({ kind: fc.constant('rescan' as const), added: fc.integer({ min: 0, max: 140 }), changed: fc.integer({ min: 0, max: 400 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.array(step, { maxLength: 60 }), (n, steps) => {
        const inner = new MemoryRecordStore();
        let book = new BatchBook(inner);
        book.put(record(Array<DocumentState>(n).fill('pending')));
        const expected = { successful: 0, failed: 0 };
        let clock = 0;
        for (const s of steps) {
          if (s.kind === 'reopen') {
            const before = statusOf(book.get('b1') as BatchRecord);
            book = new BatchBook(inner);
            expect(statusOf(book.get('b1') as BatchRecord)).toEqual(before);
          } else if (s.kind === 'rescan') {
            const r = book.get('b1') as BatchRecord;
            const docs = r.documents.map((d, i) => (i === s.changed ? { ...d, etag: `${d.etag}'`, state: 'pending' as const } : { ...d }));
            if (s.changed < r.documents.length && r.documents[s.changed].state !== 'pending') expected[r.documents[s.changed].state as 'successful' | 'failed']--;
            for (let a = 0; a < s.added; a++) docs.push({ key: `new${docs.length}.txt`, etag: 'x', state: 'pending' });
            book.put({ ...r, documents: docs });
          } else {
            const index = book.nextPending('b1');
            if (index === undefined) continue;
            const doc = (book.get('b1') as BatchRecord).documents[index];
            expect(book.settle('b1', index, doc.key, doc.etag, s.state, `t${++clock}`)).toBe(true);
            expected[s.state]++;
          }
          const c = statusOf(book.get('b1') as BatchRecord).document_counts;
          const total = (book.get('b1') as BatchRecord).documents.length;
          expect(c).toEqual({ total, pending: total - expected.successful - expected.failed, ...expected });
        }
      }),
      { numRuns: 150, seed: 18 },
    );
  });
});
