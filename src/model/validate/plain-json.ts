/**
 * The value must be plain JSON of bounded depth, checked in one walk without recursion:
 * - later layers (normalization, freezing, expression compilation, context merging) walk JSON
 *   recursively, so an absurdly deep value is refused here rather than overflow the stack there;
 * - JavaScript callers can pass what JSON text cannot: functions, symbols, bigints, NaN, Dates, Maps,
 *   or objects that refer back to themselves. Those are refused too, so that everything after
 *   validation can copy and compare the workspace as JSON.
 */
import { Issues, indexPath, keyPath } from './issues.js';

/** Deepest nesting accepted (real exports stay below 15). */
export const MAX_DEPTH = 100;

/** A container being walked: its child keys (undefined for arrays), the next child, and its key in its parent. */
interface Frame {
  value: object;
  keys: string[] | undefined;
  next: number;
  key: string | number;
}

/**
 * Reports values that are not JSON (`type`), self-references (`cycle`) and nesting deeper than
 * MAX_DEPTH (`max_depth`). Stops at the first self-reference or depth problem (the rest of that value
 * is not worth walking); reports every non-JSON leaf.
 */
export function checkPlainJson(issues: Issues, root: unknown, path: string): void {
  if (!isJsonContainer(root)) {
    if (!isJsonLeaf(root)) issues.add('type', `${describe(root)} is not a JSON value`, path);
    return;
  }
  const seen = new Set<object>([root]);
  const stack: Frame[] = [frameOf(root, '')];
  const pathTo = (key: string | number): string => {
    let at = path;
    for (let i = 1; i < stack.length; i++) at = step(at, stack[i].key);
    return step(at, key);
  };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const size = frame.keys ? frame.keys.length : (frame.value as unknown[]).length;
    if (frame.next >= size) {
      stack.pop();
      continue;
    }
    const i = frame.next++;
    const key = frame.keys ? frame.keys[i] : i;
    const child = (frame.value as Record<string | number, unknown>)[key];
    if (!isJsonContainer(child)) {
      if (!isJsonLeaf(child)) issues.add('type', `${describe(child)} is not a JSON value`, pathTo(key));
      continue;
    }
    if (seen.has(child)) {
      // Shared references are walked once; a reference to a container still open is a loop.
      if (stack.some((f) => f.value === child)) {
        issues.add('cycle', 'the value refers back to itself (not JSON)', pathTo(key));
        return;
      }
      continue;
    }
    if (stack.length >= MAX_DEPTH) {
      issues.add('max_depth', `JSON nesting deeper than ${MAX_DEPTH} levels is not supported`, pathTo(key));
      return;
    }
    seen.add(child);
    stack.push(frameOf(child, key));
  }
}

/** Strings, finite numbers, booleans, null; `undefined` counts as an absent value. */
function isJsonLeaf(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'number':
      return Number.isFinite(value);
    default:
      return value === null;
  }
}

/** Arrays and plain objects (also from another realm); not Dates, Maps, RegExps, boxed primitives. */
function isJsonContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  return Array.isArray(value) || Object.prototype.toString.call(value) === '[object Object]';
}

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) return Object.prototype.toString.call(value).slice(8, -1);
  return `a ${typeof value}`;
}

function frameOf(value: object, key: string | number): Frame {
  return { value, keys: Array.isArray(value) ? undefined : Object.keys(value), next: 0, key };
}

function step(path: string, key: string | number): string {
  return typeof key === 'number' ? indexPath(path, key) : keyPath(path, key);
}
