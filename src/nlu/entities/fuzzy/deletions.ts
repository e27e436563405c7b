/**
 * The deletion table of misspelling matching (SymSpell), in typed arrays: every vocabulary word is filed under
 * itself, its single deletions and, from 9 letters, its double deletions. A large workspace has ~35,000 fuzzy
 * words and ~2.5 million such keys; as strings in a `Map` they took a second and hundreds of megabytes to build.
 * Here a key is never built as a string: its hash is computed from the word's prefix hashes (a polynomial hash,
 * so a deletion's hash is a combination of a prefix's and a suffix's), and the table keeps word ids per hash
 * bucket. A lookup reads the key's bucket and keeps the words whose key set really holds the key (a hash
 * collision only costs a check): exactly the words a table of strings would give.
 */

/** Multiplier of the polynomial hash (odd). */
const BASE = 0x9e3779b1;

/** Words from this length have their double deletions filed too (distance 2 is allowed from 9 letters). */
export const DOUBLE_DELETION_LENGTH = 9;

export class DeletionIndex {
  private constructor(
    private readonly words: readonly string[],
    private readonly mask: number,
    /** Bucket b's word ids: `ids[start[b] .. start[b + 1])`. */
    private readonly start: Int32Array,
    private readonly ids: Int32Array,
  ) {}

  /** Files every word of `words` under itself, its single deletions and (9 letters or more) its double deletions. */
  static build(words: readonly string[]): DeletionIndex {
    let keys = 0;
    for (const w of words) keys += keysOf(w.length);
    let buckets = 1;
    while (buckets < keys) buckets *= 2;
    const mask = buckets - 1;
    const start = new Int32Array(buckets + 1);
    let maxLength = 0;
    for (const w of words) maxLength = Math.max(maxLength, w.length);
    const prefix = new Int32Array(maxLength + 1);
    const powers = powersOf(maxLength + 1);
    // Count per bucket, then place. Each key's bucket is kept from the counting pass (in key order: word by word, as
    // `forEachKeyHash` gives them) rather than hashed again to place it: the second pass only reads it back.
    const bucketOf = new Int32Array(keys);
    let k = 0;
    for (let id = 0; id < words.length; id++) {
      forEachKeyHash(words[id], prefix, powers, (h) => {
        const b = h & mask;
        bucketOf[k++] = b;
        start[b + 1]++;
      });
    }
    for (let b = 0; b < buckets; b++) start[b + 1] += start[b];
    const fill = start.slice(0, buckets);
    const ids = new Int32Array(start[buckets]);
    k = 0;
    for (let id = 0; id < words.length; id++) {
      const w = words[id];
      const count = keysOf(w.length);
      for (let j = 0; j < count; j++) ids[fill[bucketOf[k++]]++] = id;
    }
    return new DeletionIndex(words, mask, start, ids);
  }

  /** Adds to `out` the words filed under `key` (of `minLength` letters or more). */
  collect(key: string, out: Set<string>, minLength = 0): void {
    const b = mix(hashOf(key)) & this.mask;
    for (let p = this.start[b]; p < this.start[b + 1]; p++) {
      const w = this.words[this.ids[p]];
      if (w.length >= minLength && filedUnder(w, key)) out.add(w);
    }
  }
}

/** How many keys `forEachKeyHash` gives a word of `n` letters: itself, its single and (from 9 letters) double deletions. */
function keysOf(n: number): number {
  return 1 + n + (n >= DOUBLE_DELETION_LENGTH ? (n * (n - 1)) / 2 : 0);
}

/** `word`'s keys hold `key`: the word itself, a single deletion, or (long words) a double deletion. */
function filedUnder(word: string, key: string): boolean {
  const removed = word.length - key.length;
  if (removed === 0) return word === key;
  if (removed === 1 || (removed === 2 && word.length >= DOUBLE_DELETION_LENGTH)) return isSubsequence(key, word);
  return false;
}

/** `short` is `long` with some characters (UTF-16 units) deleted. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long.charCodeAt(j) === short.charCodeAt(i)) i++;
  return i === short.length;
}

function powersOf(n: number): Int32Array {
  const p = new Int32Array(n + 1);
  p[0] = 1;
  for (let k = 1; k <= n; k++) p[k] = Math.imul(p[k - 1], BASE);
  return p;
}

/** The polynomial hash `Σ s[j]·BASE^(m-1-j)` (mod 2^32) of `s`. */
function hashOf(s: string): number {
  let h = 0;
  for (let j = 0; j < s.length; j++) h = (Math.imul(h, BASE) + s.charCodeAt(j)) | 0;
  return h;
}

/** A bucket index from a polynomial hash (murmur3's finalizer: every bit of the hash moves the low bits). */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Calls `f` with the mixed hash of each key of `w` (itself, single deletions, double deletions from
 * `DOUBLE_DELETION_LENGTH` letters), as `hashOf` of the key's string would give, without building it.
 * `prefix` and `powers` are scratch of length > w.length.
 */
function forEachKeyHash(w: string, prefix: Int32Array, powers: Int32Array, f: (h: number) => void): void {
  const n = w.length;
  prefix[0] = 0;
  for (let j = 0; j < n; j++) prefix[j + 1] = (Math.imul(prefix[j], BASE) + w.charCodeAt(j)) | 0;
  /** Hash of w[a..b). */
  const range = (a: number, b: number): number => (prefix[b] - Math.imul(prefix[a], powers[b - a])) | 0;
  f(mix(prefix[n]));
  for (let i = 0; i < n; i++) {
    // w[0..i) + w[i+1..n)
    f(mix((Math.imul(prefix[i], powers[n - 1 - i]) + range(i + 1, n)) | 0));
  }
  if (n < DOUBLE_DELETION_LENGTH) return;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // w[0..i) + w[i+1..j) + w[j+1..n)
      const h = Math.imul(prefix[i], powers[n - 2 - i]) + Math.imul(range(i + 1, j), powers[n - 1 - j]) + range(j + 1, n);
      f(mix(h | 0));
    }
  }
}
