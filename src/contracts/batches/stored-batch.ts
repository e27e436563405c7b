/**
 * How a batch is stored so that counting a document costs the same in a batch of ten or of a hundred thousand
 * (issue 18): the batch's own fields in one small record (`batches/<id>`), its documents in pages of
 * `DOCUMENTS_PER_PAGE` (`batch-pages/<id>.<n>`). A finished document rewrites its page only; the batch's record is
 * written when the batch itself changes (created, active, completed, canceled, rescanned). Rewriting the whole record
 * per document made 8,000 documents cost 88 s of CPU (hred12).
 *
 * Every write is one record, whole (the stores write atomically), and orders itself by `version`: the batch's
 * `updated` is the one of its latest write, its header's or a page's. Pages are written before the header that
 * counts them, so a header never names a page that is not there; pages a header does not count (a create or a
 * rescan cut short) are not the batch's, and are removed when the store is opened.
 */
import type { BatchDocument, BatchRecord } from './record.js';

export const DOCUMENTS_PER_PAGE = 128;

/** The batch record as stored in `batches`: its own fields, and how many pages hold its documents. */
export interface StoredBatch extends Omit<BatchRecord, 'documents'> {
  pages: number;
  /** This write's place among the batch's writes (header and pages). */
  version: number;
}

/** A page of a batch's documents as stored in `batch-pages`. */
export interface StoredPage {
  batch_id: string;
  page: number;
  documents: BatchDocument[];
  /** The batch's `updated` when this page was written, and that write's place. */
  updated: string;
  version: number;
}

/** A record written before pages existed: the documents inline, no page count. */
export function isWholeRecord(stored: StoredBatch | BatchRecord): stored is BatchRecord {
  return !('pages' in stored) && Array.isArray((stored as BatchRecord).documents);
}

export const pageId = (batchId: string, page: number): string => `${batchId}.${page}`;

export const pageOf = (index: number): number => Math.floor(index / DOCUMENTS_PER_PAGE);

export const pageCount = (documents: number): number => Math.ceil(documents / DOCUMENTS_PER_PAGE);

/** The documents of page `page` (copies: a stored page must not change with the live record). */
export function pageDocuments(documents: readonly BatchDocument[], page: number): BatchDocument[] {
  return documents.slice(page * DOCUMENTS_PER_PAGE, (page + 1) * DOCUMENTS_PER_PAGE).map((d) => ({ ...d }));
}

/** The header of `record`: every field but its documents. */
export function headerOf(record: BatchRecord, version: number): StoredBatch {
  const { documents, ...fields } = record;
  return { ...fields, pages: pageCount(documents.length), version };
}

/**
 * The batch a header and its pages (found by page number) stand for, and the version of its latest write; undefined
 * when a page it counts is missing (a store whose files were removed by hand).
 */
export function joinStored(header: StoredBatch, pages: ReadonlyMap<number, StoredPage>): { record: BatchRecord; version: number } | undefined {
  const { pages: count, version: headerVersion, ...fields } = header;
  const documents: BatchDocument[] = [];
  let updated = header.updated;
  let version = headerVersion;
  for (let n = 0; n < count; n++) {
    const page = pages.get(n);
    if (!page) return undefined;
    for (const d of page.documents) documents.push(d);
    if (page.version > version) {
      version = page.version;
      updated = page.updated;
    }
  }
  return { record: { ...fields, updated, documents }, version };
}
