/**
 * Sorting and cursor pagination of collections, with the `pagination` object the service returns
 * (`refresh_url`, `next_url`, `refresh_cursor`, `next_cursor`, `total` on `include_count`).
 */
import type { Pagination } from '../model/index.js';
import { badParam, cursorAt, offsetOfCursor, urlOf, type UrlQuery } from '../common/paging.js';

export { decodeCursor, encodeCursor, urlOf, type UrlQuery } from '../common/paging.js';

export const DEFAULT_PAGE_LIMIT = 100;

/** How one list operation may be sorted: attribute name ⇒ sort key of an element. */
export type SortKeys<T> = Record<string, (item: T) => string>;

export interface ListQuery {
  pageLimit?: unknown;
  sort?: unknown;
  cursor?: unknown;
  includeCount?: unknown;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * The largest page_limit: the service reads it as a Java `int` (`Integer.parseInt`), so a larger one is its 400. Past
 * 2^53 a number is no longer the digits sent: `page_limit=99999999999999999999` was served and echoed in `refresh_url`
 * as `100000000000000000000` (hred26's Left, hred27).
 */
export const MAX_PAGE_LIMIT = 2_147_483_647;

export function pageLimitOf(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_PAGE_LIMIT;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badParam('pageLimit', 'page_limit must be a positive integer', 'range');
  }
  if (value > MAX_PAGE_LIMIT) throw badParam('pageLimit', `page_limit must be at most ${MAX_PAGE_LIMIT}`, 'range');
  return value;
}

/** Validates `sort` against the allowed attributes (each may carry a leading `-`). */
export function sortOf(value: unknown, allowed: readonly string[]): { key?: string; descending: boolean } {
  if (value === undefined || value === null || value === '') return { descending: false };
  const text = typeof value === 'string' ? value : '';
  const descending = text.startsWith('-');
  const key = descending ? text.slice(1) : text;
  if (!allowed.includes(key)) {
    throw badParam('sort', `Invalid value for sort: ${JSON.stringify(value)}; allowed: ${allowed.join(', ')} (a leading - reverses)`, 'enum');
  }
  return { key, descending };
}

/**
 * Sorts (stably: equal keys keep storage order) and cuts one page. The cursor is opaque to clients;
 * it carries the offset of the page in the sorted list.
 */
export function paginate<T>(
  items: readonly T[],
  keys: SortKeys<T>,
  query: ListQuery,
  path: string,
  urlQuery: UrlQuery,
): Page<T> {
  const limit = pageLimitOf(query.pageLimit);
  const { key, descending } = sortOf(query.sort, Object.keys(keys));
  let sorted = [...items];
  if (key !== undefined) {
    const keyOf = keys[key];
    const decorated = sorted.map((item, index) => ({ item, index, k: keyOf(item) }));
    decorated.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.index - b.index));
    sorted = decorated.map((d) => d.item);
  }
  if (descending) sorted.reverse();
  const offset = offsetOfCursor(query.cursor);
  const page = sorted.slice(offset, offset + limit);
  const refreshCursor = offset > 0 ? (query.cursor as string) : undefined;
  const nextCursor = offset + limit < sorted.length ? cursorAt(offset + limit) : undefined;
  const pagination: Pagination = { refresh_url: urlOf(path, urlQuery, refreshCursor) };
  if (nextCursor) {
    pagination.next_url = urlOf(path, urlQuery, nextCursor);
  }
  if (query.includeCount === true) pagination.total = sorted.length;
  if (refreshCursor) pagination.refresh_cursor = refreshCursor;
  if (nextCursor) pagination.next_cursor = nextCursor;
  return { items: page, pagination };
}
