/**
 * A batch as stored: its wire status plus one entry per input document. The counts are derived from
 * the entries, so they cannot drift from them; the state machine is pending → active → completed, with
 * cancel (pending/active → canceled) and rescan (pending/active only; no effect otherwise).
 */
import { MAX_SKIPPED_LISTED, type BatchFunction, type BatchState, type BatchStatus, type DocCounts, type SkippedObject } from '../service-wire.js';

export type DocumentState = 'pending' | 'successful' | 'failed';

export interface BatchDocument {
  key: string;
  /** The object's version tag when it was listed: a rescan re-runs a document whose tag changed. */
  etag: string;
  state: DocumentState;
}

export interface BatchRecord {
  batch_id: string;
  function: BatchFunction;
  model?: string;
  input_bucket_location: string;
  input_bucket_name: string;
  output_bucket_location: string;
  output_bucket_name: string;
  status: BatchState;
  created: string;
  updated: string;
  documents: BatchDocument[];
  /** The input bucket's entries the store does not read, as of the last listing (the first ones, and how many). */
  skipped?: { count: number; objects: SkippedObject[] };
  customer_ids: string[];
  seq: number;
}

export function isOpen(status: BatchState): boolean {
  return status === 'pending' || status === 'active';
}

export function countsOf(record: BatchRecord): DocCounts {
  const counts: DocCounts = { total: record.documents.length, pending: 0, successful: 0, failed: 0 };
  for (const d of record.documents) counts[d.state]++;
  // A canceled batch will not process what is left: nothing is pending any more (as the service's docs show).
  if (record.status === 'canceled') counts.pending = 0;
  return counts;
}

export function statusOf(record: BatchRecord): BatchStatus {
  return {
    function: record.function,
    input_bucket_location: record.input_bucket_location,
    input_bucket_name: record.input_bucket_name,
    output_bucket_location: record.output_bucket_location,
    output_bucket_name: record.output_bucket_name,
    batch_id: record.batch_id,
    document_counts: countsOf(record),
    status: record.status,
    created: record.created,
    updated: record.updated,
    ...(record.skipped && record.skipped.count > 0 ? { skipped_objects: record.skipped.objects, skipped_count: record.skipped.count } : {}),
  };
}

/** A listing split into the documents a batch takes and the entries it skips (kept with their reasons). */
export function splitListing<T extends { key: string; etag: string; skipped?: string }>(listing: readonly T[]): { objects: T[]; skipped: BatchRecord['skipped'] } {
  const objects = listing.filter((o) => o.skipped === undefined);
  const skippedAll = listing.filter((o) => o.skipped !== undefined);
  const skipped = { count: skippedAll.length, objects: skippedAll.slice(0, MAX_SKIPPED_LISTED).map((o) => ({ name: o.key, reason: o.skipped as string })) };
  return { objects, skipped };
}

/** Documents found by a rescan: new keys are added, changed ones are run again. */
export function rescanned(record: BatchRecord, listing: readonly { key: string; etag: string }[]): BatchDocument[] {
  const byKey = new Map(record.documents.map((d) => [d.key, d]));
  const out = record.documents.map((d) => ({ ...d }));
  const index = new Map(out.map((d, i) => [d.key, i]));
  for (const o of listing) {
    const known = byKey.get(o.key);
    if (!known) out.push({ key: o.key, etag: o.etag, state: 'pending' });
    else if (known.etag !== o.etag) out[index.get(o.key) as number] = { key: o.key, etag: o.etag, state: 'pending' };
  }
  return out;
}

/** The service's timestamp format for batches: milliseconds and a `+0000` offset. */
export function batchTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '+0000');
}
