/**
 * The cursor pagination both services share: an opaque cursor carrying the page's offset in the sorted
 * list, and the `refresh_url`/`next_url` the service forms from the echoed query.
 */
import { ParleyError } from './errors.js';

/** Query parameters echoed in the pagination URLs, in this order. */
export type UrlQuery = [name: string, value: unknown][];

/** A 400 naming the query parameter at fault. */
export function badParam(name: string, message: string, code = 'type'): ParleyError {
  return ParleyError.invalidRequest([{ code, message, path: `.${name}` }], 'Invalid Request');
}

export function encodeCursor(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

export function decodeCursor(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+$/.test(value)) throw badParam('cursor', 'Invalid cursor', 'cursor');
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw badParam('cursor', 'Invalid cursor', 'cursor');
  }
}

/** The offset an optional cursor carries (0 without one); a 400 for anything else. */
export function offsetOfCursor(cursor: unknown): number {
  if (cursor === undefined || cursor === null || cursor === '') return 0;
  const decoded = decodeCursor(cursor) as { offset?: unknown } | null;
  if (typeof decoded !== 'object' || decoded === null || !Number.isInteger(decoded.offset) || (decoded.offset as number) < 0) {
    throw badParam('cursor', 'Invalid cursor', 'cursor');
  }
  return decoded.offset as number;
}

/** The cursor of the page starting at `offset`. */
export function cursorAt(offset: number): string {
  return encodeCursor({ offset });
}

/** `/v1/...?version=...&page_limit=...&cursor=...`, as the service forms its pagination URLs. */
export function urlOf(path: string, query: UrlQuery, cursor?: string): string {
  const parts: string[] = [];
  for (const [name, value] of query) {
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  if (cursor) parts.push(`cursor=${encodeURIComponent(cursor)}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
