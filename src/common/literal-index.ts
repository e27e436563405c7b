/**
 * Which of a fixed set of literal strings occur in a text, found in one pass over it (an Aho–Corasick automaton over
 * UTF-16 code units, as `String.prototype.includes` compares). The regex prefilter asks, for each pattern, whether any
 * of its literals is in an element's text; with ~300 patterns and ~1,100 literals, one `includes` per literal read the
 * same text hundreds of times per element, where one pass answers them all.
 *
 * The automaton is a table (state × character class → state): the literals use a few dozen characters, every other
 * character is one class that leads back to the start. One array read per character of the text. Linear: each
 * character moves once, and each literal found is marked once (the output links of a state already marked were marked
 * with it).
 */
export class LiteralIndex {
  /** Each code unit's class: 0 for one no literal holds, else 1 + its index among the literals' characters. */
  private readonly classOf: Uint16Array;
  private readonly classes: number;
  /** The transitions: `next[state * classes + class]`. State 0 is the start. */
  private readonly next: Int32Array;
  /** Per state: the literal (id) its string is, or -1. */
  private readonly literalAt: Int32Array;
  /** Per state: the nearest state along its failure links that is a literal, or -1 (the output link). */
  private readonly outputLink: Int32Array;

  /** @param literals distinct literals, each found by its index in this list (empty strings are never found; of two equal ones, the first). */
  constructor(readonly literals: readonly string[]) {
    const chars = [...new Set(literals.flatMap((l) => Array.from({ length: l.length }, (_, i) => l.charCodeAt(i))))];
    this.classOf = new Uint16Array(0x10000);
    chars.forEach((c, i) => (this.classOf[c] = i + 1));
    this.classes = chars.length + 1;
    // The trie, then its links breadth first (a state's links depend on shorter strings only).
    const children: Map<number, number>[] = [new Map()];
    const literalAt: number[] = [-1];
    literals.forEach((literal, id) => {
      if (literal.length === 0) return;
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const k = this.classOf[literal.charCodeAt(i)];
        let to = children[state].get(k);
        if (to === undefined) {
          to = children.length;
          children.push(new Map());
          literalAt.push(-1);
          children[state].set(k, to);
        }
        state = to;
      }
      if (literalAt[state] === -1) literalAt[state] = id;
    });
    const states = children.length;
    const K = this.classes;
    this.next = new Int32Array(states * K);
    this.literalAt = Int32Array.from(literalAt);
    this.outputLink = new Int32Array(states).fill(-1);
    const fail = new Int32Array(states);
    const queue: number[] = [0];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      for (let k = 0; k < K; k++) {
        const v = children[u].get(k);
        if (v === undefined) {
          this.next[u * K + k] = u === 0 ? 0 : this.next[fail[u] * K + k];
          continue;
        }
        this.next[u * K + k] = v;
        const f = u === 0 ? 0 : this.next[fail[u] * K + k];
        fail[v] = f;
        this.outputLink[v] = this.literalAt[f] !== -1 ? f : this.outputLink[f];
        queue.push(v);
      }
    }
  }

  /** Marks `found[id] = 1` for each literal that occurs in `text` (`found`: one byte per literal, zeroed by the caller). */
  markIn(text: string, found: Uint8Array): void {
    const { classOf, next, literalAt, outputLink, classes } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = next[state * classes + classOf[text.charCodeAt(i)]];
      for (let out = literalAt[state] !== -1 ? state : outputLink[state]; out !== -1; out = outputLink[out]) {
        const id = literalAt[out];
        // Marked before: so was the rest of its chain (marked with it then, the chain from a state being fixed).
        if (found[id] === 1) break;
        found[id] = 1;
      }
    }
  }
}

/**
 * At most how many cells {@link LiteralIndex}'s transition table of `literals` holds (states × character classes):
 * one state per character of the literals and the start, one class per distinct character and the rest. Its memory
 * and its building time are this, four bytes a cell: a caller given literals it did not write asks it first.
 */
export function literalIndexCells(literals: readonly string[]): number {
  let characters = 0;
  const distinct = new Set<number>();
  for (const literal of literals) {
    characters += literal.length;
    for (let i = 0; i < literal.length; i++) distinct.add(literal.charCodeAt(i));
  }
  return (characters + 1) * (distinct.size + 1);
}
