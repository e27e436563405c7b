/**
 * Collecting validation problems: an `Issues` list that every checker appends to, and the JSON path
 * helpers that name the offending value.
 */
import type { ErrorDetail } from '../errors.js';
import type { ValidationCode } from './codes.js';
import { isObject } from '../../common/is-object.js';

/** The problems found so far; checkers append, only checkElement takes back what its first run reported. */
export class Issues {
  readonly list: ErrorDetail[] = [];

  add(code: ValidationCode, message: string, path: string): void {
    this.list.push({ code, message, path });
  }
}

/**
 * `check(issues, value, indexPath(listPath, index))`, without building that path when the element is valid (the
 * common case; a large workspace has ≈ 350,000 elements, each path a new string and its fields' paths built on it,
 * ≈ 80 MB of garbage in all). The check runs first with an empty path; only when it reported a problem are those
 * reports taken back and the check run again with the real path. Checkers only read their value and report, so the
 * second run reports the same problems in the same order and returns the same result.
 */
export function checkElement<R>(
  issues: Issues,
  check: (issues: Issues, json: unknown, path: string) => R,
  value: unknown,
  listPath: string,
  index: number,
): R {
  const before = issues.list.length;
  const result = check(issues, value, '');
  if (issues.list.length === before) return result;
  issues.list.length = before;
  return check(issues, value, indexPath(listPath, index));
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `.key` for identifier-like keys, `["odd key"]` otherwise, so every path stays unambiguous. */
export function keyPath(path: string, key: string): string {
  let suffix = SUFFIXES.get(key);
  if (suffix === undefined) {
    suffix = IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    if (SUFFIXES.size < 1000) SUFFIXES.set(key, suffix);
  }
  return path + suffix;
}

/** Path suffixes of the keys seen so far (the schema's few dozen field names, mostly). */
const SUFFIXES = new Map<string, string>();

/** `path[index]`. */
export function indexPath(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** A plain JSON object (not null, not an array). */
export type Obj = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export const isObj: (value: unknown) => value is Obj = isObject;

/**
 * The own property `key` of `obj`, or undefined. Never reads the prototype chain, so keys such as
 * `constructor` or `__proto__` are treated as ordinary (absent or present) keys.
 */
export function own(obj: Obj, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** Absent and null mean the same for optional fields: the service accepts null and omits it. */
export function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

export { show } from '../../common/show.js';

/** The JSON type name of a value for messages: `null`, `array`, `string`, ... */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
