/**
 * list_logs / list_all_logs: the logs a compiled filter keeps (the store keeps them sorted by request
 * timestamp), cut into pages by an opaque cursor that remembers the last log returned, so pages stay
 * stable while new logs arrive.
 */
import type { Log, LogCollection, LogPagination } from '../../model/index.js';
import { ParleyError } from '../../model/index.js';
import { compareLogs } from '../store/memory.js';
import type { LogRecord } from '../store/types.js';
import { badParam } from '../params.js';
import { decodeCursor, encodeCursor, pageLimitOf, sortOf, urlOf, type UrlQuery } from '../paging.js';
import { compileLogFilter, type LogPredicate } from './filter.js';
import { plainLog } from './snapshot.js';
import { partitionPoint } from '../../common/partition-point.js';

export interface LogQuery {
  filter?: unknown;
  sort?: unknown;
  pageLimit?: unknown;
  cursor?: unknown;
}

/** The fields list_all_logs needs in its filter: `language`, plus one of these. */
export const LIST_ALL_SCOPE_FIELDS = ['request.context.system.assistant_id', 'workspace_id', 'request.context.metadata.deployment'];

/** Compiles an optional filter (a 400 naming line and column when it does not parse). */
export function filterOf(filter: unknown): { predicate?: LogPredicate; fields: Set<string> } {
  if (filter === undefined || filter === null || filter === '') return { fields: new Set() };
  if (typeof filter !== 'string') throw badParam('filter', 'filter must be a string');
  return compileLogFilter(filter);
}

/** list_all_logs insists on a language and a scope in its filter. */
export function assertListAllScope(fields: Set<string>): void {
  if (!fields.has('language') || !LIST_ALL_SCOPE_FIELDS.some((f) => fields.has(f))) {
    throw ParleyError.invalidRequest(
      [{
        code: 'filter_scope',
        message: `filter must include a value for language and a value for one of ${LIST_ALL_SCOPE_FIELDS.join(', ')}`,
        path: '.filter',
      }],
      'Invalid filter',
    );
  }
}

/** One page of the logs `accept` keeps (all of `logs` without it), in log order; `-request_timestamp` reverses. */
export function pageOfLogs(
  logs: readonly LogRecord[],
  query: LogQuery,
  path: string,
  urlQuery: UrlQuery,
  accept?: (record: LogRecord) => boolean,
): LogCollection & { complete: boolean; ascending: LogRecord[] } {
  const limit = pageLimitOf(query.pageLimit);
  const { descending } = sortOf(query.sort, ['request_timestamp']);
  const step = descending ? -1 : 1;
  let index = descending ? logs.length - 1 : 0;
  const fromStart = query.cursor === undefined || query.cursor === null || query.cursor === '';
  if (!fromStart) {
    const after = cursorKey(query.cursor);
    index = descending ? lastBefore(logs, after) : firstAfter(logs, after);
  }
  const page: Log[] = [];
  const records: LogRecord[] = [];
  let last: LogRecord | undefined;
  let more = false;
  for (; index >= 0 && index < logs.length; index += step) {
    const record = logs[index];
    if (accept && !accept(record)) continue;
    if (page.length === limit) {
      more = true;
      break;
    }
    page.push(plainLog(record.log));
    records.push(record);
    last = record;
  }
  const pagination: LogPagination = {};
  if (more && last) {
    const cursor = encodeCursor({ t: last.log.request_timestamp, s: last.seq });
    pagination.next_url = urlOf(path, urlQuery, cursor);
    pagination.next_cursor = cursor;
  }
  // `complete`: the page holds every log `accept` keeps (the scan covered all logs); `ascending`: its
  // records in log order.
  return { logs: page, pagination, complete: fromStart && !more, ascending: descending ? records.reverse() : records };
}

function cursorKey(cursor: unknown): LogRecord {
  const key = decodeCursor(cursor) as { t?: unknown; s?: unknown };
  if (typeof key !== 'object' || key === null || typeof key.t !== 'string' || !Number.isInteger(key.s)) {
    throw badParam('cursor', 'Invalid cursor', 'cursor');
  }
  return { log: { request_timestamp: key.t } as Log, seq: key.s as number, customer_ids: [] };
}

/** Index of the first log ordered after `key`. */
function firstAfter(logs: readonly LogRecord[], key: LogRecord): number {
  return partitionPoint(0, logs.length, (i) => compareLogs(logs[i], key) <= 0);
}

/** Index of the last log ordered before `key` (-1 when none). */
function lastBefore(logs: readonly LogRecord[], key: LogRecord): number {
  return partitionPoint(0, logs.length, (i) => compareLogs(logs[i], key) < 0) - 1;
}
