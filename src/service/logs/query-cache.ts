/**
 * Pages of log queries, with the matches of recent queries kept until the logs change (the spec calls
 * `filter` cacheable): a first page scans only until it is full; a later page (or a first page that
 * needed every log) remembers the query's matches, so walking the pages of one query scans the logs once.
 */
import type { LogCollection } from '../../model/index.js';
import type { Params } from '../ops/common.js';
import type { UrlQuery } from '../paging.js';
import type { LogRecord, Store } from '../store/types.js';
import { pageOfLogs } from './list.js';

/** Log queries whose matches are kept (least recently used dropped first). */
const MAX_CACHED_LOG_QUERIES = 16;

export class LogQueryCache {
  private readonly queries = new Map<string, { revision: number; matches: readonly LogRecord[] }>();

  constructor(private readonly store: Store) {}

  /** One page of the logs `accept` keeps; `key` names the query (scope and filter text). */
  page(key: string, accept: (record: LogRecord) => boolean, p: Params, path: string, urlQuery: UrlQuery): LogCollection {
    const revision = this.store.logsRevision?.();
    const cached = revision === undefined ? undefined : this.queries.get(key);
    let matches: readonly LogRecord[] | undefined;
    if (cached && cached.revision === revision) {
      this.queries.delete(key);
      this.queries.set(key, cached);
      matches = cached.matches;
    }
    const firstPage = p.cursor === undefined || p.cursor === null || p.cursor === '';
    if (!matches && firstPage) {
      const { complete, ascending, ...page } = pageOfLogs(this.store.listLogs(), p, path, urlQuery, accept);
      if (complete && revision !== undefined) this.remember(key, revision, ascending);
      return page;
    }
    if (!matches) {
      matches = this.store.listLogs().filter(accept);
      if (revision !== undefined) this.remember(key, revision, matches);
    }
    const { logs, pagination } = pageOfLogs(matches, p, path, urlQuery);
    return { logs, pagination };
  }

  private remember(key: string, revision: number, matches: readonly LogRecord[]): void {
    this.queries.set(key, { revision, matches });
    while (this.queries.size > MAX_CACHED_LOG_QUERIES) this.queries.delete(this.queries.keys().next().value as string);
  }
}
