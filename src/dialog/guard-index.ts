/**
 * Per-intent positions in a long sibling list, so selection visits only the entries that can match: the
 * unguarded ones and those guarded by the top intent (see intent-guard.ts). With 14,000 root nodes led by
 * 2,000 intents, a turn visits a few dozen entries instead of scanning them all.
 */
import type { FlowEntry, GuardIndex } from './tree-types.js';

export type { GuardIndex } from './tree-types.js';

/** Lists shorter than this are scanned: an index would not pay for itself. */
export const MIN_INDEXED_LENGTH = 16;

/** The index of a sibling list (positions ascending). */
export function buildGuardIndex(list: readonly FlowEntry[]): GuardIndex {
  const unguarded: number[] = [];
  const byIntent = new Map<string, number[]>();
  list.forEach(({ node, folders }, position) => {
    const guard = folders.length === 0 ? node.intentGuard : undefined;
    if (guard === undefined) unguarded.push(position);
    else {
      const positions = byIntent.get(guard);
      if (positions) positions.push(position);
      else byIntent.set(guard, [position]);
    }
  });
  return {
    unguarded: Int32Array.from(unguarded),
    byIntent: new Map([...byIntent].map(([intent, positions]) => [intent, Int32Array.from(positions)])),
  };
}

const NONE = new Int32Array(0);

/** The positions from `from` on that may match when `topIntent` is on top, ascending: a merge of two sorted lists. */
export function* candidatePositions(index: GuardIndex, topIntent: string | undefined, from: number): Generator<number> {
  const a = index.unguarded;
  const b = (topIntent !== undefined ? index.byIntent.get(topIntent) : undefined) ?? NONE;
  let i = lowerBound(a, from);
  let j = lowerBound(b, from);
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) yield a[i++];
    else yield b[j++];
  }
}

function lowerBound(positions: Int32Array, value: number): number {
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
