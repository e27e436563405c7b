/**
 * A batch store edited or damaged by hand (hred13): every header and page is read back field by field, and a record
 * that is not what the book wrote stops the store's opening with a 500 naming the batch or page at fault — never a
 * TypeError, never another batch's documents taken for this one's, never a batch's pages deleted because its header
 * was damaged.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ParleyError } from '../../../src/common/errors.js';
import { MemoryRecordStore } from '../../../src/common/store/record-store.js';
import { BatchBook } from '../../../src/contracts/service/batch-book.js';

const header = (id: string, extra: Record<string, unknown> = {}) => ({
  batch_id: id,
  function: 'html_conversion',
  input_bucket_location: 'local',
  input_bucket_name: 'in',
  output_bucket_location: 'local',
  output_bucket_name: 'out',
  status: 'completed',
  created: '2026-11-30T00:00:00.000+0000',
  updated: '2026-11-30T00:00:01.000+0000',
  customer_ids: [],
  seq: 1,
  pages: 1,
  version: 2,
  ...extra,
});
const page = (id: string, n: unknown, extra: Record<string, unknown> = {}) => ({
  batch_id: id,
  page: n,
  documents: [{ key: 'a.txt', etag: 'e1', state: 'successful' }],
  updated: '2026-11-30T00:00:00.500+0000',
  version: 1,
  ...extra,
});

/** A memory store holding `headers` and `pages` under the given ids, as files of a `--data` folder would. */
function storeOf(headers: Record<string, unknown>, pages: Record<string, unknown>): MemoryRecordStore {
  const store = new MemoryRecordStore();
  for (const [id, r] of Object.entries(headers)) store.collection('batches').put(id, r);
  for (const [id, r] of Object.entries(pages)) store.collection('batch-pages').put(id, r);
  return store;
}

function refusal(store: MemoryRecordStore): ParleyError {
  try {
    new BatchBook(store);
  } catch (e) {
    if (e instanceof ParleyError) return e;
    throw e;
  }
  throw new Error('the store was opened');
}

describe('a batch store edited by hand', () => {
  it('a well-formed header and page open as they were', () => {
    const book = new BatchBook(storeOf({ b: header('b') }, { 'b.0': page('b', 0) }));
    expect(book.get('b')?.documents).toEqual([{ key: 'a.txt', etag: 'e1', state: 'successful' }]);
  });

  it('a page stored under another batch\'s name is refused, not taken for that batch\'s page', () => {
    const store = storeOf({ b: header('b') }, { 'b.0': page('b', 0), 'z.0': page('b', 0, { documents: [{ key: 'evil.txt', etag: 'x', state: 'pending' }] }) });
    const e = refusal(store);
    expect([e.status, e.message]).toEqual([500, 'Corrupt batch store: a page says it is page 0 of batch b but is stored under another name']);
  });

  it('a page whose content names another page than its own name is refused with its name', () => {
    const e = refusal(storeOf({ b: header('b', { pages: 2 }) }, { 'b.0': page('b', 1), 'b.1': page('b', 0) }));
    expect([e.status, e.message]).toEqual([500, 'Corrupt batch store: page b.0 says it is page 1 of batch b']);
  });

  it.each([
    ['pages -1', { pages: -1 }, 'batch b: pages must be a whole number from 0 (got -1)'],
    ['pages null', { pages: null }, 'batch b: pages must be a whole number from 0 (got null)'],
    ['pages "1"', { pages: '1' }, 'batch b: pages must be a whole number from 0 (got "1")'],
    ['pages 0.5', { pages: 0.5 }, 'batch b: pages must be a whole number from 0 (got 0.5)'],
    ['a status of no batch', { status: 'weird' }, 'batch b: status must be one of pending, active, completed, canceled (got "weird")'],
    ['a function of none', { function: '__proto__' }, 'batch b: function must be one of the batch functions (got "__proto__")'],
    ['customer_ids not a list', { customer_ids: 5 }, 'batch b: customer_ids must be a list of strings (got 5)'],
    ['seq a string', { seq: 'x' }, 'batch b: seq must be a number (got "x")'],
    ['version a string', { version: '5' }, 'batch b: version must be a number (got "5")'],
    ['updated a number', { updated: 5 }, 'batch b: updated must be a string (got 5)'],
    ['skipped without objects', { skipped: { count: 1 } }, 'batch b: skipped must be { count, objects: [{ name, reason }] } (got {"count":1})'],
  ])('a header with %s is refused, and its pages are kept', (_, extra, message) => {
    const store = storeOf({ b: header('b', extra) }, { 'b.0': page('b', 0) });
    const e = refusal(store);
    expect([e.status, e.message]).toEqual([500, `Corrupt batch store: ${message}`]);
    expect(store.collection('batch-pages').get('b.0')).toEqual(page('b', 0));
  });

  it.each([
    ['null', 'null'],
    ['a list', [1, 2]],
    ['a number', 7],
  ])('a header that is %s is refused', (_, value) => {
    const e = refusal(storeOf({ b: value }, {}));
    expect([e.status, e.message]).toEqual([500, `Corrupt batch store: a batch header is not an object (got ${JSON.stringify(value)})`]);
  });

  it('a header without a batch id, or stored under another name, is refused', () => {
    expect(refusal(storeOf({ b: header('b', { batch_id: 5 }) }, {})).message).toBe('Corrupt batch store: a batch header has no batch_id string (got 5)');
    expect(refusal(storeOf({ b: header('c') }, { 'c.0': page('c', 0) })).message).toBe('Corrupt batch store: a header says it is batch c but is stored under another name');
  });

  it('two headers claiming one batch: refused (the other is not stored under its name)', () => {
    const e = refusal(storeOf({ b: header('b'), c: header('b', { pages: 0 }) }, { 'b.0': page('b', 0) }));
    expect(e.message).toBe('Corrupt batch store: a header says it is batch b but is stored under another name');
  });

  it.each([
    ['documents a number', { documents: 5 }, 'page b.0: documents must be a list (got 5)'],
    ['documents a string', { documents: 'abc' }, 'page b.0: documents must be a list (got "abc")'],
    ['a null document', { documents: [null] }, 'page b.0: documents[0] must be { key, etag, state } (got null)'],
    ['a document of a number', { documents: [1] }, 'page b.0: documents[0] must be { key, etag, state } (got 1)'],
    ['a state of none', { documents: [{ key: 'a', etag: 'e', state: '__proto__' }] }, 'page b.0: documents[0] must be { key, etag, state } (got {"key":"a","etag":"e","state":"__proto__"})'],
    ['no documents', { documents: [] }, 'page b.0: holds 0 documents; page 0 of 1 holds 1 to 128'],
    ['a version string', { version: '7' }, 'page b.0: version must be a number (got "7")'],
  ])('a page with %s is refused with its name', (_, extra, message) => {
    const e = refusal(storeOf({ b: header('b') }, { 'b.0': page('b', 0, extra) }));
    expect([e.status, e.message]).toEqual([500, `Corrupt batch store: ${message}`]);
  });

  it('a page short of 128 documents before the last is refused (the pages\' indexes would shift)', () => {
    const e = refusal(storeOf({ b: header('b', { pages: 2 }) }, { 'b.0': page('b', 0), 'b.1': page('b', 1) }));
    expect(e.message).toBe('Corrupt batch store: page b.0: holds 1 documents; page 0 of 2 holds 128');
  });

  it.each([
    ['null', null, 'a page is not an object (got null)'],
    ['a page with a path for a batch id', page('../../x', 3), 'a page says it is page 3 of batch ../../x but is stored under another name'],
    ['a page of a negative number', page('b', -1), 'a page of batch b: page must be a whole number from 0 (got -1)'],
    ['a page numbered 1e9', page('b', 1e9), 'a page says it is page 1000000000 of batch b but is stored under another name'],
    ['a page without a batch', { page: 3 }, 'a page has no batch_id string (got undefined)'],
  ])('a stray page (%s) is refused, not a TypeError or an unsafe delete', (_, value, message) => {
    const e = refusal(storeOf({ b: header('b') }, { 'b.0': page('b', 0), y: value }));
    expect([e.status, e.message]).toEqual([500, `Corrupt batch store: ${message}`]);
  });

  it('a page of a deleted batch (no header) stored under its own name is removed at open, as before', () => {
    const store = storeOf({ b: header('b') }, { 'b.0': page('b', 0), 'gone.0': page('gone', 0), 'b.5': page('b', 5) });
    new BatchBook(store);
    expect(store.collection('batch-pages').list().map((p) => (p as { batch_id: string }).batch_id)).toEqual(['b']);
  });

  it('a page claiming prototype keys is read as data: no pollution, the documents rebuilt', () => {
    const store = new MemoryRecordStore();
    store.collection('batches').put('b', header('b'));
    store.collection('batch-pages').put('b.0', JSON.parse('{"batch_id":"b","page":0,"documents":[{"__proto__":{"polluted":1},"key":"a","etag":"e","state":"failed"}],"updated":"u","version":1}'));
    const book = new BatchBook(store);
    expect(book.get('b')?.documents).toEqual([{ key: 'a', etag: 'e', state: 'failed' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a whole record of before pages with a bad document is refused with its batch', () => {
    const { pages: _p, version: _v, ...fields } = header('b');
    const e = refusal(storeOf({ b: { ...fields, documents: [{ key: 'a', etag: 'e', state: 'done' }] } }, {}));
    expect(e.message).toBe('Corrupt batch store: batch b: documents[0] must be { key, etag, state } (got {"key":"a","etag":"e","state":"done"})');
  });
});

describe('a batch store edited by hand: any field replaced (fast-check)', () => {
  const values = fc.oneof(
    fc.constantFrom<unknown>(null, -1, 0, 0.5, 1e9, '', '0', '__proto__', [], {}, [null], [1], true),
    fc.constantFrom<unknown>({ key: 'a', etag: 'e', state: 'pending' }, [{ key: 'a', etag: 'e' }], { count: 1, objects: [] }),
  );
  it('opens as it was or is refused with a 500; never a TypeError, never a page removed when refused', () => {
    const headerKeys = Object.keys(header('b'));
    const pageKeys = Object.keys(page('b', 0));
    fc.assert(
      fc.property(fc.boolean(), fc.nat(), values, (inHeader, k, value) => {
        const h: Record<string, unknown> = header('b', { pages: 2 });
        const full = page('b', 0, { documents: Array.from({ length: 128 }, (_, i) => ({ key: `k${i}`, etag: 'e', state: 'pending' })) });
        const last: Record<string, unknown> = page('b', 1);
        if (inHeader) h[headerKeys[k % headerKeys.length]] = value;
        else last[pageKeys[k % pageKeys.length]] = value;
        const store = storeOf({ b: h }, { 'b.0': full, 'b.1': last });
        let book: BatchBook | undefined;
        try {
          book = new BatchBook(store);
        } catch (e) {
          expect(e).toBeInstanceOf(ParleyError);
          expect((e as ParleyError).status).toBe(500);
          expect((e as ParleyError).message).toMatch(/^Corrupt batch store: /);
          expect(store.collection('batch-pages').list()).toHaveLength(2);
          return;
        }
        const documents = book.get('b')?.documents ?? [];
        expect(documents).toHaveLength(129);
        for (const d of documents) expect(Object.keys(d)).toEqual(['key', 'etag', 'state']);
      }),
      { numRuns: 400, seed: 50 },
    );
  });
});
