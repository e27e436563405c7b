/**
 * The binary search the sorted lists of the project share (spans by offset, logs by time, runs of a longest
 * increasing subsequence): one home for its bounds, which a hand-written copy gets wrong most easily.
 */

/**
 * The first index in [from, to) where `before` is false, for a `before` that is true on a prefix of the range and
 * false on the rest (an ordered list asked "does the item at i come before the key?"); `to` when it is true
 * everywhere. About log2(to − from) calls of `before`.
 */
export function partitionPoint(from: number, to: number, before: (i: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `partitionPoint(from, to, (i) => sorted[i] < key)` for an ascending typed array, without the callback: the first
 * index in [from, to) whose value is at least `key`. For hot loops (the intent neighbours' posting lists), where a
 * closure per search costs more than the search.
 */
export function firstAtLeast(sorted: Int32Array, from: number, to: number, key: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
