/**
 * A hashed token trie: every term (a value or synonym, as a sequence of folded tokens) is stored
 * under the key of its tokens joined by U+0001, and each first token remembers the longest term
 * starting with it. Matching a message walks at most `longest` tokens from each position, so the
 * cost per message depends on the message, never on the number of values.
 */

/** Separator of token keys; never produced by the tokenizer (control characters are not tokens' content). */
export const KEY_SEP = '\u0001';

export class TermIndex<P> {
  private readonly terms = new Map<string, P[]>();
  private readonly longest = new Map<string, number>();

  /** Adds `payload` under the token sequence `keys` (non-empty); `joined` is `keys` joined by KEY_SEP when the caller has it. */
  add(keys: readonly string[], payload: P, joined?: string): void {
    const key = joined ?? keys.join(KEY_SEP);
    const list = this.terms.get(key);
    if (list === undefined) this.terms.set(key, [payload]);
    else list.push(payload);
    const first = keys[0];
    if ((this.longest.get(first) ?? 0) < keys.length) this.longest.set(first, keys.length);
  }

  /** Payloads stored under exactly this joined key. */
  get(joinedKey: string): readonly P[] | undefined {
    return this.terms.get(joinedKey);
  }

  /** Number of distinct token sequences stored. */
  get size(): number {
    return this.terms.size;
  }

  /**
   * Calls `visit(length, payloads)` for every stored term equal to `keys[from .. from+length)`,
   * shortest first.
   */
  lookupFrom(keys: readonly string[], from: number, visit: (length: number, payloads: readonly P[]) => void): void {
    const max = this.longest.get(keys[from]);
    if (max === undefined) return;
    let key = keys[from];
    const limit = Math.min(max, keys.length - from);
    for (let len = 1; len <= limit; len++) {
      if (len > 1) key += KEY_SEP + keys[from + len - 1];
      const hit = this.terms.get(key);
      if (hit !== undefined) visit(len, hit);
    }
  }
}
