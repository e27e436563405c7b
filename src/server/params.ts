/**
 * Turns an HTTP request (path, query, JSON body) into the SDK method's parameters, the inverse of what the
 * official SDK does when it builds the request.
 */
import type { SdkRoute } from '../service/generated/sdk-routes.js';
import { ParleyError, type ErrorDetail } from '../model/index.js';
import { isObject } from '../common/is-object.js';
import { MAX_PAGE_LIMIT } from '../service/paging.js';

const BOOLEAN_QUERY = new Set(['include_audit', 'export', 'append', 'alternate_intents', 'nodes_visited_details', 'include_count']);
const INTEGER_QUERY = new Set(['page_limit']);

export function buildParams(
  route: SdkRoute,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  body: unknown,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const errors: ErrorDetail[] = [];
  for (const p of route.pathParams) {
    if (pathParams[p.wire] !== undefined) params[p.param] = pathParams[p.wire];
  }
  for (const q of route.query) {
    const raw = query.get(q.wire);
    if (raw === null) continue;
    if (BOOLEAN_QUERY.has(q.wire)) {
      if (raw !== 'true' && raw !== 'false') {
        errors.push({ code: 'type', message: `Query parameter ${q.wire} must be true or false`, path: q.wire });
        continue;
      }
      params[q.param] = raw === 'true';
    } else if (INTEGER_QUERY.has(q.wire)) {
      // Digits only: `Number` read "0x10", "1e1", "5.0" and " 5" as integers (review hred14).
      const n = Number(raw);
      if (!/^\d+$/.test(raw) || n < 1) {
        errors.push({ code: 'type', message: `Query parameter ${q.wire} must be a positive integer`, path: q.wire });
        continue;
      }
      if (n > MAX_PAGE_LIMIT) {
        errors.push({ code: 'range', message: `Query parameter ${q.wire} must be at most ${MAX_PAGE_LIMIT}`, path: q.wire });
        continue;
      }
      params[q.param] = n;
    } else {
      params[q.param] = raw;
    }
  }
  // A required query parameter is named as it is on the wire (`customer_id`), not by its SDK name (`customerId`)
  // that the twin's own check would use: an HTTP client never sees the SDK names.
  for (const q of route.query) {
    if (route.required.includes(q.param) && query.get(q.wire) === null && !errors.some((e) => e.path === q.wire)) {
      errors.push({ code: 'required', message: `Missing required query parameter: ${q.wire}`, path: q.wire });
    }
  }
  if (errors.length > 0) throw new ParleyError(400, errors[0].message, errors);
  if (route.body.length > 0 && body !== undefined) {
    if (!isObject(body)) {
      throw new ParleyError(400, 'Invalid Request Body', [{ code: 'type', message: 'The request body must be a JSON object', path: '' }]);
    }
    const b = body as Record<string, unknown>;
    for (const f of route.body) if (Object.hasOwn(b, f.wire)) params[f.param] = b[f.wire];
  }
  return params;
}
