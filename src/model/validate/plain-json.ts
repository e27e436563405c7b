/**
 * The value must be plain JSON of bounded depth, checked in one walk without recursion:
 * - later layers (normalization, freezing, expression compilation, context merging) walk JSON
 *   recursively, so an absurdly deep value is refused here rather than overflow the stack there;
 * - JavaScript callers can pass what JSON text cannot: functions, symbols, bigints, NaN, Dates, Maps,
 *   or objects that refer back to themselves. Those are refused too, so that everything after
 *   validation can copy and compare the workspace as JSON.
 */
import type { ErrorDetail } from '../errors.js';
import { Issues, indexPath, keyPath } from './issues.js';

/** Deepest nesting accepted (real exports stay below 15). */
export const MAX_DEPTH = 100;

/**
 * Most values (containers and leaves) a value may hold once shared references are expanded, as every
 * later copy, merge and JSON.stringify expands them: 40 levels of `v = [v, v]` are 80 objects for a
 * JavaScript caller but 2^41 values to copy, which held the engine for ever.
 */
export const MAX_VALUES = 10_000_000;

/**
 * Reports values that are not JSON (`type`), self-references (`cycle`) and nesting deeper than
 * MAX_DEPTH (`max_depth`). Stops at the first self-reference or depth problem (the rest of that value
 * is not worth walking); reports every non-JSON leaf. Recursive, but never deeper than MAX_DEPTH.
 * Returns true when the value holds shared references (a container met twice), which only JavaScript
 * callers can send.
 */
export function checkPlainJson(issues: Issues, root: unknown, path: string): boolean {
  // Values parsed from JSON text share nothing, and then the expanded size of every container need not be kept
  // (half the walk's cost on a large workspace): a first walk without it, again with it at the first shared reference.
  const first = new Issues();
  if (!walkPlainJson(first, root, path, undefined)) {
    for (const issue of first.list) issues.list.push(issue);
    return false;
  }
  walkPlainJson(issues, root, path, new Map());
  return true;
}

/**
 * The walk of checkPlainJson. `sizes` keeps the expanded size of each container walked to the end, for shared
 * references met again; without it, the walk stops at the first shared reference and returns true.
 */
function walkPlainJson(issues: Issues, root: unknown, path: string, sizes: Map<object, number> | undefined): boolean {
  if (!isJsonContainer(root)) {
    if (!isJsonLeaf(root)) notJson(issues, root, path);
    return false;
  }
  let sharedMet = false;
  const open: object[] = [];
  const keys: (string | number)[] = [];
  const seen = new Set<object>([root]);
  /** The path of the innermost open container's child `key`: built only to report a problem (valid input builds none). */
  const pathTo = (key: string | number): string => step(keys.reduce<string>(step, path), key);

  /** Checks one child of the innermost open container; returns its expanded size, or -1 to stop the whole walk. */
  const visit = (child: unknown, key: string | number): number => {
    if (!isJsonContainer(child)) {
      if (!isJsonLeaf(child)) notJson(issues, child, pathTo(key));
      return 1;
    }
    // One hash lookup instead of has + add (550,000 containers on a large workspace): the set grows unless already met.
    const met = seen.size;
    seen.add(child);
    if (seen.size === met) {
      // Shared references are walked once (and counted each time); a reference to a container still open is a loop.
      if (!open.includes(child)) {
        if (sizes) return sizes.get(child) ?? 1;
        sharedMet = true;
        return -1;
      }
      issues.add('cycle', 'the value refers back to itself (not JSON)', pathTo(key));
      return -1;
    }
    // (Already in `seen`: harmless, as -1 stops the whole walk.)
    if (open.length >= MAX_DEPTH) {
      issues.add('max_depth', `JSON nesting deeper than ${MAX_DEPTH} levels is not supported`, pathTo(key));
      return -1;
    }
    keys.push(key);
    const size = walk(child);
    keys.pop();
    return size;
  };

  /** `keys` holds the path to `container` while it is walked. */
  const walk = (container: object): number => {
    open.push(container);
    // The size so far, -1 once a child stopped the walk; the loops stop as soon as it is -1 or above MAX_VALUES.
    // (Inline rather than a helper closure: one closure per container was ~550,000 allocations on a large workspace.)
    let size = 1;
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) {
        const childSize = visit(container[i], i);
        size = childSize < 0 ? -1 : size + childSize;
        if (size < 0 || size > MAX_VALUES) break;
      }
    } else {
      const record = container as Record<string, unknown>;
      const names = Object.keys(record);
      for (let i = 0; i < names.length; i++) {
        const childSize = visit(record[names[i]], names[i]);
        size = childSize < 0 ? -1 : size + childSize;
        if (size < 0 || size > MAX_VALUES) break;
      }
    }
    open.pop();
    if (size > MAX_VALUES) {
      issues.add('max_items', `the value holds more than ${MAX_VALUES} values (shared references counted each time)`, keys.reduce<string>(step, path));
      return -1;
    }
    sizes?.set(container, size);
    return size;
  };

  walk(root);
  return sharedMet;
}

/**
 * Every problem checkPlainJson finds in `value` (not JSON, a self-reference, too deep, too large), for data that is
 * not a workspace but is walked and printed as JSON later: a transcript's expectations (review hred14). Never throws.
 */
export function plainJsonIssues(value: unknown, path: string): ErrorDetail[] {
  const issues = new Issues();
  try {
    checkPlainJson(issues, value, path);
  } catch {
    issues.add('type', 'the value cannot be read as JSON', path);
  }
  return issues.list;
}

/**
 * The problems of `value` that its copy (`JSON.stringify` then `JSON.parse`) would hide or mishandle, for callers
 * about to copy it: depth and size (`max_depth`, `max_items`: a copy of a value 5,000 levels deep overflows the
 * stack, which was reported as `type`), and numbers JSON cannot hold (`type`): the copy writes Infinity and NaN as
 * null without a word, and JSON text of `1e400` parses to Infinity (hred25: a context counter of 1e400 came back
 * null; the engine alone answers 400). Other problems (cycles, other non-JSON leaves) are left to the caller's
 * copy. Never throws.
 */
export function copyIssues(value: unknown, path: string): ErrorDetail[] {
  const issues = new Issues();
  try {
    checkPlainJson(issues, value, path);
  } catch {
    return [];
  }
  return issues.list.filter((issue) => issue.code === 'max_depth' || issue.code === 'max_items' || NON_FINITE.has(issue));
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
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null || Array.isArray(value)) return true;
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** The `type` issues of numbers (Infinity, -Infinity, NaN), which copyIssues keeps. */
const NON_FINITE = new WeakSet<ErrorDetail>();

function notJson(issues: Issues, value: unknown, path: string): void {
  issues.add('type', `${describe(value)} is not a JSON value`, path);
  if (typeof value === 'number') NON_FINITE.add(issues.list[issues.list.length - 1]);
}

function describe(value: unknown): string {
  // From JSON text the user wrote `1e400`, never "Infinity": the message says how the one became the other.
  if (value === Infinity || value === -Infinity) return `${String(value)} (a number past the double range, such as ${value > 0 ? '' : '-'}1e400)`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) return Object.prototype.toString.call(value).slice(8, -1);
  return `a ${typeof value}`;
}

function step(path: string, key: string | number): string {
  return typeof key === 'number' ? indexPath(path, key) : keyPath(path, key);
}
