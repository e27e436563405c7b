/**
 * The SDK conventions both service twins share: request headers, the `{result, status, statusText,
 * headers}` envelope, the SDK's rejection of missing required parameters, and the customer label a
 * request carries (`X-Watson-Metadata: customer_id=...`).
 */
import { ParleyError } from './errors.js';
import { isObject } from './is-object.js';
import { show } from './show.js';

/** Constructor options of the SDK's clients that a twin accepts and ignores, so SDK construction code runs unchanged. */
export interface IgnoredSdkOptions {
  serviceUrl?: string;
  authenticator?: unknown;
  serviceName?: string;
  disableSslVerification?: boolean;
}

const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for an SDK `version` parameter: a real `YYYY-MM-DD` date. A day the calendar lacks is refused: `Date.parse`
 * takes "2018-02-30" (as 2 March), and compared as text, as versions and day filters are, it would sit between
 * 28 February and 1 March. (Also the home of "a date YYYY-MM-DD" for the feedback filters.)
 */
export function isVersionString(value: unknown): value is string {
  if (typeof value !== 'string' || !VERSION_PATTERN.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * A `version` checked as every entry point requires it (the SDK clients' constructors, the engine's options, the
 * HTTP query): a 400 naming `.version`, one message. The value is shown with `show`: a BigInt or a circular object
 * passed as the version made `JSON.stringify` throw a TypeError instead of the 400.
 */
export function requireVersion(version: unknown): string {
  if (isVersionString(version)) return version;
  throw ParleyError.invalidRequest(
    [{ code: 'format', message: `Invalid version ${show(version)}: expected YYYY-MM-DD`, path: '.version' }],
    'Invalid version',
  );
}

/** Request headers as the SDK takes them. */
export type RequestHeaders = Record<string, string | number | string[] | undefined>;

/** What every call resolves to, as the SDK's `AssistantV1.Response`. */
export interface ServiceResponse<T> {
  result: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

export function respond<T>(result: T, status = 200): ServiceResponse<T> {
  return {
    result,
    status,
    statusText: STATUS_TEXT[status] ?? 'OK',
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Rejects like the SDK does when required parameters are missing (`undefined`, `null` or `''`):
 * `Parameter validation errors:\n  Missing required parameters: workspaceId`.
 */
export function requireParams(params: unknown, required: readonly string[]): Record<string, unknown> {
  const p = isObject(params) ? params : {};
  const missing = required.filter((name) => isMissing(p[name]));
  if (missing.length > 0) {
    const message = `Parameter validation errors:\n  Missing required parameters: ${missing.join(', ')}`;
    throw new ParleyError(400, 'Missing required parameters', missing.map((name) => ({
      code: 'required',
      message,
      path: `.${name}`,
    })));
  }
  return p;
}

const METADATA_HEADERS = new Set(['x-watson-metadata', 'x-service-metadata']);

/**
 * The customer ids a request labels its data with: `X-Watson-Metadata: customer_id=abc` (or the
 * spec's `X-Service-Metadata`), header name case-insensitive, several `customer_id=` pairs allowed.
 */
export function customerIdsOf(headers: unknown): string[] {
  if (typeof headers !== 'object' || headers === null) return [];
  const ids: string[] = [];
  for (const [name, raw] of Object.entries(headers as Record<string, unknown>)) {
    if (!METADATA_HEADERS.has(name.toLowerCase())) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (typeof value !== 'string') continue;
      for (const pair of value.split(/[;,]/)) {
        const match = /^\s*customer_id\s*=\s*(.*?)\s*$/.exec(pair);
        if (match && match[1] !== '' && !ids.includes(match[1])) ids.push(match[1]);
      }
    }
  }
  return ids;
}

/** What an injected constructor option must be: a function, or an object with these methods. */
export type InjectedShape = 'function' | readonly string[];

/**
 * Checks the injected options of a twin's constructor (`clock`, `store`, ...) when given, so a wrong one is a 400
 * naming it at construction instead of a `TypeError` (or a 500) at the first call that uses it.
 */
export function checkInjected(options: Record<string, unknown>, shapes: Readonly<Record<string, InjectedShape>>): void {
  const errors = Object.entries(shapes).flatMap(([name, shape]) => {
    const value = options[name];
    if (value === undefined || value === null) return [];
    if (shape === 'function') return typeof value === 'function' ? [] : [{ code: 'type', message: `${name} must be a function`, path: `.${name}` }];
    const missing = typeof value === 'object' ? shape.filter((m) => typeof (value as Record<string, unknown>)[m] !== 'function') : shape;
    return missing.length === 0 ? [] : [{ code: 'type', message: `${name} must be an object with the methods ${shape.join(', ')}`, path: `.${name}` }];
  });
  if (errors.length > 0) throw ParleyError.invalidRequest(errors, 'Invalid options');
}
