/**
 * Compiles a parsed log filter into a predicate over stored logs. Compilation does the per-value work
 * once (lower-casing, date and number parsing, wildcard regexes) so the scan over many logs is cheap.
 */
import type { ComparisonNode, FilterNode } from './parser.js';
import { parseLogFilter } from './parser.js';
import { withinEditDistance } from './fuzzy.js';

export type LogPredicate = (root: unknown) => boolean;

/** Parses and compiles `filter`; a malformed filter rejects with a 400 (see parser.ts). */
export function compileLogFilter(filter: string): { predicate: LogPredicate; fields: Set<string> } {
  const ast = parseLogFilter(filter);
  const fields = new Set<string>();
  return { predicate: compileNode(ast, fields, ''), fields };
}

function compileNode(node: FilterNode, fields: Set<string>, prefix: string): LogPredicate {
  switch (node.type) {
    case 'and': {
      const parts = node.items.map((n) => compileNode(n, fields, prefix));
      return (root) => parts.every((p) => p(root));
    }
    case 'or': {
      const parts = node.items.map((n) => compileNode(n, fields, prefix));
      return (root) => parts.some((p) => p(root));
    }
    case 'nested': {
      const path = node.field;
      const inner = compileNode(node.filter, fields, `${prefix}${path.join('.')}.`);
      return (root) => collect(root, path).some((element) => inner(element));
    }
    case 'cmp': {
      fields.add(`${prefix}${node.field.join('.')}`);
      const path = node.field;
      const test = compileComparison(node);
      const negated = node.op === ':!' || node.op === '::!';
      return negated
        ? (root) => !collect(root, path).some(test)
        : (root) => collect(root, path).some(test);
    }
  }
}

/** Every leaf value at `path` below `root`, descending into each element of arrays on the way. */
function collect(root: unknown, path: readonly string[]): unknown[] {
  let current: unknown[] = [root];
  for (const segment of path) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        for (const element of value) push(next, child(element, segment));
      } else {
        push(next, child(value, segment));
      }
    }
    if (next.length === 0) return next;
    current = next;
  }
  const leaves: unknown[] = [];
  for (const value of current) push(leaves, value);
  return leaves;
}

function child(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

function push(into: unknown[], value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) if (v !== undefined && v !== null) into.push(v);
  } else {
    into.push(value);
  }
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
const DEFAULT_FUZZY_DISTANCE = 2;

function compileComparison(node: ComparisonNode): (leaf: unknown) => boolean {
  const raw = node.value;
  const lower = raw.toLowerCase();
  if (node.fuzzy !== undefined || node.op === ':~') {
    const distance = node.fuzzy === undefined || node.fuzzy < 0 ? DEFAULT_FUZZY_DISTANCE : node.fuzzy;
    return (leaf) => typeof leaf === 'string' && withinEditDistance(leaf.toLowerCase(), lower, distance);
  }
  switch (node.op) {
    case ':':
    case ':!': {
      const wildcard = !node.quoted && raw.includes('*') ? wildcardRegex(lower, false) : undefined;
      return (leaf) => {
        const text = leafText(leaf).toLowerCase();
        return wildcard ? wildcard.test(text) : text.includes(lower);
      };
    }
    case '::':
    case '::!': {
      const wildcard = !node.quoted && raw.includes('*') ? wildcardRegex(raw, true) : undefined;
      return (leaf) => (wildcard ? wildcard.test(leafText(leaf)) : leafText(leaf) === raw);
    }
    default:
      return orderTest(node.op, raw);
  }
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

/** `*` matches any run of characters; `whole` anchors the pattern to the full value. */
function wildcardRegex(pattern: string, whole: boolean): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(whole ? `^${body}$` : body, 's');
}
