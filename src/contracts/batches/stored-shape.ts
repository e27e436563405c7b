/**
 * A stored batch header or page read back from a store (a `--data` folder an operator may edit, restore in part or
 * damage): checked field by field before the book trusts it, so that a damaged record stops the store's opening
 * with a 500 naming the batch or page at fault (hred13) instead of a TypeError, a count of `undefined` documents, or
 * another batch's documents read as this one's. What is returned is rebuilt from the checked fields only.
 */
import { isObject } from '../../common/is-object.js';
import { ParleyError } from '../../common/errors.js';
import { BATCH_STATUSES, isBatchFunction, type BatchState } from '../service-wire.js';
import type { BatchDocument, BatchRecord } from './record.js';
import { DOCUMENTS_PER_PAGE, pageId, type StoredBatch, type StoredPage } from './stored-batch.js';

type Fields = Record<string, unknown>;

export const corrupt = (what: string): ParleyError => new ParleyError(500, `Corrupt batch store: ${what}`);

/** A value as the message shows it (short: a damaged field may be large). */
const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const DOCUMENT_STATES: readonly unknown[] = ['pending', 'successful', 'failed'];

function field<T>(where: string, fields: Fields, name: string, ok: (v: unknown) => v is T, expected: string): T {
  const value = fields[name];
  if (!ok(value)) throw corrupt(`${where}: ${name} must be ${expected} (got ${shown(value)})`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isSkipped = (v: unknown): v is NonNullable<BatchRecord['skipped']> =>
  isObject(v) && isWhole(v.count) && Array.isArray(v.objects) && v.objects.every((o) => isObject(o) && isString(o.name) && isString(o.reason));

/** The batch id a header or page names; what is not an object, or names no id, is refused. */
export function storedBatchId(value: unknown, kind: 'a batch header' | 'a page'): string {
  if (!isObject(value)) throw corrupt(`${kind} is not an object (got ${shown(value)})`);
  if (!isString(value.batch_id)) throw corrupt(`${kind} has no batch_id string (got ${shown(value.batch_id)})`);
  return value.batch_id;
}

function documentsOf(where: string, value: unknown): BatchDocument[] {
  if (!Array.isArray(value)) throw corrupt(`${where}: documents must be a list (got ${shown(value)})`);
  return value.map((d, i) => {
    if (!isObject(d) || !isString(d.key) || !isString(d.etag) || !DOCUMENT_STATES.includes(d.state)) {
      throw corrupt(`${where}: documents[${i}] must be { key, etag, state } (got ${shown(d)})`);
    }
    return { key: d.key, etag: d.etag, state: d.state as BatchDocument['state'] };
  });
}

/** A header as the book writes it, or a whole record of before pages; `id` is the name it is stored under. */
export function checkedHeader(id: string, value: Fields): StoredBatch | BatchRecord {
  const where = `batch ${id}`;
  const fn = value.function;
  if (!isBatchFunction(fn)) throw corrupt(`${where}: function must be one of the batch functions (got ${shown(fn)})`);
  const status = field(where, value, 'status', (v): v is BatchState => (BATCH_STATUSES as readonly unknown[]).includes(v), `one of ${BATCH_STATUSES.join(', ')}`);
  const fields = {
    batch_id: id,
    function: fn,
    ...(value.model !== undefined ? { model: field(where, value, 'model', isString, 'a string') } : {}),
    input_bucket_location: field(where, value, 'input_bucket_location', isString, 'a string'),
    input_bucket_name: field(where, value, 'input_bucket_name', isString, 'a string'),
    output_bucket_location: field(where, value, 'output_bucket_location', isString, 'a string'),
    output_bucket_name: field(where, value, 'output_bucket_name', isString, 'a string'),
    status,
    created: field(where, value, 'created', isString, 'a string'),
    updated: field(where, value, 'updated', isString, 'a string'),
    ...(value.skipped !== undefined ? { skipped: field(where, value, 'skipped', isSkipped, '{ count, objects: [{ name, reason }] }') } : {}),
    customer_ids: [...field(where, value, 'customer_ids', isStrings, 'a list of strings')],
    seq: field(where, value, 'seq', isNumber, 'a number'),
  };
  if (!('pages' in value) && Array.isArray(value.documents)) return { ...fields, documents: documentsOf(where, value.documents) };
  return { ...fields, pages: field(where, value, 'pages', isWhole, 'a whole number from 0'), version: field(where, value, 'version', isNumber, 'a number') };
}

/** The page number a page names (before its identity is checked). */
export function storedPageNumber(batchId: string, value: Fields): number {
  return field(`a page of batch ${batchId}`, value, 'page', isWhole, 'a whole number from 0');
}

/** Page `n` of `count` of batch `batchId`, as stored under its own name. */
export function checkedPage(batchId: string, n: number, count: number, value: Fields): StoredPage {
  const where = `page ${pageId(batchId, n)}`;
  if (value.batch_id !== batchId || value.page !== n) throw corrupt(`${where} says it is page ${shown(value.page)} of batch ${String(value.batch_id)}`);
  const documents = documentsOf(where, value.documents);
  // Documents are found by index (page n holds n×128 on): a page short before the last would shift every later one.
  const last = n === count - 1;
  if (last ? documents.length < 1 || documents.length > DOCUMENTS_PER_PAGE : documents.length !== DOCUMENTS_PER_PAGE) {
    throw corrupt(`${where}: holds ${documents.length} documents; page ${n} of ${count} holds ${last ? `1 to ${DOCUMENTS_PER_PAGE}` : DOCUMENTS_PER_PAGE}`);
  }
  return { batch_id: batchId, page: n, documents, updated: field(where, value, 'updated', isString, 'a string'), version: field(where, value, 'version', isNumber, 'a number') };
}
