/**
 * The batches of one service, live in memory and stored as `stored-batch.ts` describes: a header per batch and its
 * documents in pages. The live record is what `getBatch`/`listBatches` read (exact at any moment); every change is
 * stored first and applied to the live record only once stored, so a failed write changes nothing (the document stays
 * pending and is run again). Counting a document writes its page: a constant cost however large the batch.
 */
import { ParleyError } from '../../common/errors.js';
import type { RecordCollection, RecordStore } from '../../common/store/record-store.js';
import { isOpen, type BatchRecord, type DocumentState } from '../batches/record.js';
import { DOCUMENTS_PER_PAGE, headerOf, isWholeRecord, joinStored, pageCount, pageDocuments, pageId, pageOf, type StoredBatch, type StoredPage } from '../batches/stored-batch.js';

/** The batch's fields a change of its own (not of a document) may set: a header write. */
export type BatchFields = Partial<Pick<BatchRecord, 'status' | 'updated'>>;

interface LiveBatch {
  record: BatchRecord;
  /** The version of the batch's latest write. */
  version: number;
  /** No document before this index is pending (documents are taken in order; a rescan starts it again at 0). */
  cursor: number;
}

export class BatchBook {
  private readonly live = new Map<string, LiveBatch>();
  private readonly headers: RecordCollection<StoredBatch | BatchRecord>;
  private readonly pages: RecordCollection<StoredPage>;

  constructor(store: RecordStore) {
    this.headers = store.collection<StoredBatch | BatchRecord>('batches');
    this.pages = store.collection<StoredPage>('batch-pages');
    this.open();
  }

  get(id: string): BatchRecord | undefined {
    return this.live.get(id)?.record;
  }

  list(): BatchRecord[] {
    return [...this.live.values()].map((b) => b.record);
  }

  /** Stores a new batch, or one whose documents changed (a rescan): its pages, then its header. */
  put(record: BatchRecord): void {
    const known = this.live.get(record.batch_id);
    let version = known?.version ?? 0;
    const count = pageCount(record.documents.length);
    try {
      for (let n = 0; n < count; n++) {
        this.pages.put(pageId(record.batch_id, n), { batch_id: record.batch_id, page: n, documents: pageDocuments(record.documents, n), updated: record.updated, version: ++version });
      }
      this.headers.put(record.batch_id, headerOf(record, ++version));
    } catch (e) {
      // A rescan cut short: the pages it wrote keep their versions, so later writes still come after them (its
      // changed documents, stored as pending, are run again after a restart; its added ones are not the batch's).
      if (known) known.version = version;
      throw e;
    }
    // Pages a shorter record no longer counts (none today: a rescan only adds) would be removed at the next start.
    this.live.set(record.batch_id, { record: { ...record, documents: record.documents.map((d) => ({ ...d })) }, version, cursor: 0 });
  }

  /** Changes the batch's own fields (status, updated): its header only. */
  amend(id: string, fields: BatchFields): BatchRecord | undefined {
    const batch = this.live.get(id);
    if (!batch) return undefined;
    const record = { ...batch.record, ...fields };
    this.headers.put(id, headerOf(record, batch.version + 1));
    batch.version++;
    batch.record = record;
    return record;
  }

  /** The index of the batch's first pending document; undefined when none is. */
  nextPending(id: string): number | undefined {
    const batch = this.live.get(id);
    if (!batch) return undefined;
    const { documents } = batch.record;
    while (batch.cursor < documents.length && documents[batch.cursor].state !== 'pending') batch.cursor++;
    return batch.cursor < documents.length ? batch.cursor : undefined;
  }

  /**
   * Records the outcome of document `index` if it is still the pending `key` at `etag` (a rescan may have replaced
   * it meanwhile): its page is written. True when it was counted.
   */
  settle(id: string, index: number, key: string, etag: string, state: DocumentState, updated: string): boolean {
    const batch = this.live.get(id);
    const doc = batch?.record.documents[index];
    if (!batch || !doc || doc.key !== key || doc.etag !== etag || doc.state !== 'pending') return false;
    const page = pageOf(index);
    const documents = pageDocuments(batch.record.documents, page);
    documents[index - page * DOCUMENTS_PER_PAGE].state = state;
    this.pages.put(pageId(id, page), { batch_id: id, page, documents, updated, version: batch.version + 1 });
    batch.version++;
    doc.state = state;
    batch.record.updated = updated;
    return true;
  }

  /** Open batches, oldest first. */
  openBatches(): BatchRecord[] {
    return this.list().filter((r) => isOpen(r.status)).sort((a, b) => a.seq - b.seq);
  }

  delete(id: string): boolean {
    const batch = this.live.get(id);
    if (!batch) return false;
    // The header first: pages without one are not a batch (and are removed at the next start if this stops here).
    this.headers.delete(id);
    this.live.delete(id);
    for (let n = 0; n < pageCount(batch.record.documents.length); n++) this.pages.delete(pageId(id, n));
    return true;
  }

  /** Reads the stored batches: joins headers and pages, removes pages no header counts, stores older whole records in pages. */
  private open(): void {
    const pagesOf = new Map<string, Map<number, StoredPage>>();
    for (const page of this.pages.list()) {
      let pages = pagesOf.get(page.batch_id);
      if (!pages) pagesOf.set(page.batch_id, (pages = new Map()));
      pages.set(page.page, page);
    }
    const whole: BatchRecord[] = [];
    for (const stored of this.headers.list()) {
      if (isWholeRecord(stored)) {
        whole.push(stored);
        continue;
      }
      const joined = joinStored(stored, pagesOf.get(stored.batch_id) ?? new Map());
      if (!joined) throw new ParleyError(500, `Corrupt batch store: a page of batch ${stored.batch_id} is missing (${stored.pages} expected)`);
      this.live.set(stored.batch_id, { record: joined.record, version: joined.version, cursor: 0 });
    }
    for (const [batchId, pages] of pagesOf) {
      const count = pageCount(this.live.get(batchId)?.record.documents.length ?? 0);
      for (const n of pages.keys()) if (n >= count) this.pages.delete(pageId(batchId, n));
    }
    for (const record of whole) this.put(record);
  }
}
