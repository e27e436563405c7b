/**
 * Compiles a parsed log filter into a predicate over stored logs. Compilation does the per-value work
 * once (lower-casing, date and number parsing, wildcard regexes) so the scan over many logs is cheap.
 */
import type { ComparisonNode, FilterNode } from './parser.js';
import { parseLogFilter } from './parser.js';
import { MAX_FUZZY_COMPARISONS, MAX_FUZZY_PHRASE_WORDS, MAX_FUZZY_TEXT, phraseWordCount, withinEditDistance } from './fuzzy.js';
import { ParleyError } from '../../model/index.js';

export type LogPredicate = (root: unknown) => boolean;

/** Parses and compiles `filter`; a malformed filter rejects with a 400 (see parser.ts). */
export function compileLogFilter(filter: string): { predicate: LogPredicate; fields: Set<string> } {
  const ast = parseLogFilter(filter);
  const fields = new Set<string>();
  const budgets: FuzzyBudget[] = [];
  const predicate = compileNode(ast, fields, '', budgets);
  assertFewFuzzyComparisons(budgets.length);
  if (budgets.length === 0) return { predicate, fields };
  return {
    predicate: (root) => {
      // Each log gets each fuzzy comparison's whole allowance.
      for (const budget of budgets) budget.left = MAX_FUZZY_TEXT;
      return predicate(root);
    },
    fields,
  };
}

/**
 * The characters a fuzzy comparison may still read in the log being tested. A path may reach many strings (an array
 * in the context a caller sent: 400 strings of 2,048 characters in a 1 MiB message); each read whole cost 33 ms a log
 * for one clause (hred24). The bound is the one a single text has, for all the strings of the log together.
 */
interface FuzzyBudget {
  left: number;
}

function compileNode(node: FilterNode, fields: Set<string>, prefix: string, budgets: FuzzyBudget[]): LogPredicate {
  switch (node.type) {
    case 'and': {
      const parts = node.items.map((n) => compileNode(n, fields, prefix, budgets));
      return (root) => parts.every((p) => p(root));
    }
    case 'or': {
      const parts = node.items.map((n) => compileNode(n, fields, prefix, budgets));
      return (root) => parts.some((p) => p(root));
    }
    case 'nested': {
      const path = node.field;
      const inner = compileNode(node.filter, fields, `${prefix}${path.join('.')}.`, budgets);
      const guards = guardsOf(path);
      return (root) => someLeaf(root, path, guards, 0, inner, true);
    }
    case 'cmp': {
      fields.add(`${prefix}${node.field.join('.')}`);
      const path = node.field;
      const test = compileComparison(node, budgets);
      const negated = node.op === ':!' || node.op === '::!';
      const guards = guardsOf(path);
      return negated
        ? (root) => !someLeaf(root, path, guards, 0, test, true)
        : (root) => someLeaf(root, path, guards, 0, test, true);
    }
  }
}

/** Segments that name something every object inherits: read only when the log itself has them. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Which path segments need the own-property check (decided once, at compile time). */
function guardsOf(path: readonly string[]): boolean[] {
  return path.map((segment) => INHERITED.has(segment));
}

/**
 * True when some value at `path` below `root` passes `test`, descending into each element of arrays
 * on the way (and, with `flattenLeaf`, into a final array). No allocation, no recursion unless an array
 * is met: this runs once per stored log.
 */
function someLeaf(
  root: unknown,
  path: readonly string[],
  guards: readonly boolean[],
  depth: number,
  test: (leaf: unknown) => boolean,
  flattenLeaf: boolean,
): boolean {
  let value = root;
  for (let d = depth; d < path.length; d++) {
    if (value === undefined || value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) {
      for (const element of value) if (someLeaf(element, path, guards, d, test, flattenLeaf)) return true;
      return false;
    }
    const key = path[d];
    if (guards[d] && !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return false;
  if (flattenLeaf && Array.isArray(value)) {
    for (const v of value) if (v !== undefined && v !== null && test(v)) return true;
    return false;
  }
  return test(value);
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
const DEFAULT_FUZZY_DISTANCE = 2;
/** Larger distances match nearly anything and cost quadratic time: they are capped. */
const MAX_FUZZY_DISTANCE = 5;

function compileComparison(node: ComparisonNode, budgets: FuzzyBudget[]): (leaf: unknown) => boolean {
  const raw = node.value;
  const lower = raw.toLowerCase();
  if (node.fuzzy !== undefined || node.op === ':~') {
    assertShortFuzzyPhrase(raw);
    const distance = node.fuzzy === undefined || node.fuzzy < 0 ? DEFAULT_FUZZY_DISTANCE : Math.min(node.fuzzy, MAX_FUZZY_DISTANCE);
    const budget: FuzzyBudget = { left: MAX_FUZZY_TEXT };
    budgets.push(budget);
    return (leaf) => {
      if (typeof leaf !== 'string' || budget.left <= 0) return false;
      const text = leaf.length > budget.left ? leaf.slice(0, budget.left) : leaf;
      budget.left -= text.length;
      return withinEditDistance(text.toLowerCase(), lower, distance);
    };
  }
  switch (node.op) {
    case ':':
    case ':!': {
      if (!node.quoted && raw.includes('*')) {
        const parts = lower.split('*');
        return (leaf) => globMatch(leafText(leaf).toLowerCase(), parts, false);
      }
      return (leaf) => leafText(leaf).toLowerCase().includes(lower);
    }
    case '::':
    case '::!': {
      if (!node.quoted && raw.includes('*')) {
        const parts = raw.split('*');
        return (leaf) => globMatch(leafText(leaf), parts, true);
      }
      return (leaf) => leafText(leaf) === raw;
    }
    default:
      return orderTest(node.op, raw);
  }
}

/** A fuzzy phrase longer than MAX_FUZZY_PHRASE_WORDS is a 400 naming it (its cost grows with its words, per log). */
function assertShortFuzzyPhrase(phrase: string): void {
  const words = phraseWordCount(phrase);
  if (words <= MAX_FUZZY_PHRASE_WORDS) return;
  throw ParleyError.invalidRequest(
    [{
      code: 'max_words',
      message: `fuzzy phrase ${JSON.stringify(phrase)} has ${words} words; a fuzzy phrase can have at most ${MAX_FUZZY_PHRASE_WORDS} words`,
      path: '.filter',
    }],
    'Invalid filter',
  );
}

/** More fuzzy comparisons than MAX_FUZZY_COMPARISONS is a 400 naming the count and the limit. */
function assertFewFuzzyComparisons(count: number): void {
  if (count <= MAX_FUZZY_COMPARISONS) return;
  throw ParleyError.invalidRequest(
    [{
      code: 'max_fuzzy',
      message: `the filter has ${count} fuzzy comparisons; a filter can have at most ${MAX_FUZZY_COMPARISONS}`,
      path: '.filter',
    }],
    'Invalid filter',
  );
}

function orderTest(op: ComparisonNode['op'], raw: string): (leaf: unknown) => boolean {
  const sign = (c: number): boolean =>
    op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
  const asDate = DATE_LIKE.test(raw) ? Date.parse(raw) : Number.NaN;
  const asNumber = raw.trim() !== '' ? Number(raw) : Number.NaN;
  return (leaf) => {
    if (!Number.isNaN(asDate) && typeof leaf === 'string' && DATE_LIKE.test(leaf)) {
      const t = Date.parse(leaf);
      return !Number.isNaN(t) && sign(t - asDate);
    }
    if (!Number.isNaN(asNumber) && typeof leaf === 'number') return sign(leaf - asNumber);
    const text = leafText(leaf);
    return sign(text < raw ? -1 : text > raw ? 1 : 0);
  };
}

function leafText(leaf: unknown): string {
  return typeof leaf === 'string' ? leaf : typeof leaf === 'object' ? JSON.stringify(leaf) : String(leaf);
}

/**
 * `*` matches any run of characters (the value was split on it into `parts`); `whole` anchors the
 * pattern to the full value. Greedy left-to-right search: linear, no regex, no backtracking.
 */
function globMatch(text: string, parts: readonly string[], whole: boolean): boolean {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (whole && !(text.startsWith(first) && text.length >= first.length + last.length && text.endsWith(last))) return false;
  let at = whole ? first.length : 0;
  const end = whole ? text.length - last.length : text.length;
  for (let i = whole ? 1 : 0; i < (whole ? parts.length - 1 : parts.length); i++) {
    if (parts[i] === '') continue;
    const found = text.indexOf(parts[i], at);
    if (found < 0 || found + parts[i].length > end) return false;
    at = found + parts[i].length;
  }
  return true;
}
