/**
 * How many values a runtime value holds once shared references are expanded. Expressions can share
 * one array in several places (`[$x, $x]`); every later copy, merge and JSON.stringify expands the
 * sharing, so a value doubling at each node of a jump chain grew as 2^n within a single turn.
 */
import { LIMITS } from './env.js';
import { limit } from './failure.js';
import type { Value } from './values.js';

/** Fails (`value size` limit) when `values` together hold more than LIMITS.values values. */
export function checkValueSize(values: readonly Value[]): void {
  // Conditions and most blocks yield primitives: no walk, no allocation.
  if (values.every((v) => v === null || typeof v !== 'object')) return;
  const sizes = new Map<object, number>();
  let total = 0;
  for (const v of values) {
    total += sizeOf(v, sizes);
    if (total > LIMITS.values) limit('value size');
  }
}

/** Values in `v` (1 per leaf and per container), memoized per shared object, stopping past the bound. */
function sizeOf(v: Value | unknown, sizes: Map<object, number>): number {
  if (v === null || typeof v !== 'object') return 1;
  const known = sizes.get(v);
  if (known !== undefined) return known;
  let size = 1;
  if (Array.isArray(v)) {
    for (const item of v) {
      size += sizeOf(item, sizes);
      if (size > LIMITS.values) break;
    }
  } else if (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null) {
    const record = v as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      size += sizeOf(record[key], sizes);
      if (size > LIMITS.values) break;
    }
  }
  // Other runtime values (mentions, intents, dates) convert to small, bounded JSON: one value each.
  sizes.set(v, size);
  return size;
}
