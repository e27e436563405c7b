/**
 * The batches of one service, live in memory and stored as `stored-batch.ts` describes: a header per batch and its
 * documents in pages. The live record is what `getBatch`/`listBatches` read (exact at any moment); every change is
 * stored first and applied to the live record only once stored, so a failed write changes nothing (the document stays
 * pending and is run again). Counting a document writes its page: a constant cost however large the batch.
 */
import type { RecordCollection, RecordStore } from '../../common/store/record-store.js';
import { isOpen, type BatchRecord, type DocumentState } from '../batches/record.js';
import { DOCUMENTS_PER_PAGE, headerOf, isWholeRecord, joinStored, pageCount, pageDocuments, pageId, pageOf, type StoredBatch, type StoredPage } from '../batches/stored-batch.js';
import { checkedHeader, checkedPage, corrupt, storedBatchId, storedPageNumber } from '../batches/stored-shape.js';

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

  /**
   * Reads the stored batches: joins headers and pages, removes pages no header counts, stores older whole records in
   * pages. Every record is checked first (`stored-shape.ts`) and must be stored under the name its content gives: a
   * damaged or misplaced one stops the opening with a 500 naming it, before anything is removed.
   */
  private open(): void {
    const headers: (StoredBatch | BatchRecord)[] = [];
    for (const listed of this.headers.list()) {
      const id = storedBatchId(listed, 'a batch header');
      if (!sameRecord(this.headers.get(id), listed)) throw corrupt(`a header says it is batch ${id} but is stored under another name`);
      if (!headers.some((h) => h.batch_id === id)) headers.push(checkedHeader(id, listed as unknown as Record<string, unknown>));
    }
    const whole: BatchRecord[] = [];
    const counts = new Map<string, number>();
    for (const header of headers) {
      if (isWholeRecord(header)) {
        whole.push(header);
        continue;
      }
      const pages = new Map<number, StoredPage>();
      for (let n = 0; n < header.pages; n++) {
        const stored = this.pages.get(pageId(header.batch_id, n));
        if (stored === undefined) throw corrupt(`a page of batch ${header.batch_id} is missing (${header.pages} expected)`);
        storedBatchId(stored, 'a page');
        pages.set(n, checkedPage(header.batch_id, n, header.pages, stored as unknown as Record<string, unknown>));
      }
      const joined = joinStored(header, pages) as { record: BatchRecord; version: number };
      counts.set(header.batch_id, header.pages);
      this.live.set(header.batch_id, { record: joined.record, version: joined.version, cursor: 0 });
    }
    const orphans: string[] = [];
    for (const listed of this.pages.list()) {
      const batchId = storedBatchId(listed, 'a page');
      const n = storedPageNumber(batchId, listed as unknown as Record<string, unknown>);
      const id = pageId(batchId, n);
      if (!sameRecord(this.pages.get(id), listed)) throw corrupt(`a page says it is page ${n} of batch ${batchId} but is stored under another name`);
      if (n >= (counts.get(batchId) ?? 0)) orphans.push(id);
    }
    for (const id of orphans) this.pages.delete(id);
    for (const record of whole) this.put(record);
  }
}

/** The record stored under a name is the one listed (the same object, or one equal to it: a store may copy). */
function sameRecord(own: unknown, listed: unknown): boolean {
  return own === listed || (own !== undefined && JSON.stringify(own) === JSON.stringify(listed));
}
