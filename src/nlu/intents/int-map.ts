/**
 * An open-addressing map from non-negative integers to integers, sized to its contents. Feature ids used
 * to live in a table indexed by the 20-bit feature hash (4 MB per vectorizer): every lookup of a message's
 * ~60 features was a likely cache miss, and a server running other code between messages paid them all.
 * A vocabulary of 10,000 features fits this map in 128 KB.
 */
const EMPTY = -1;
const GOLDEN = 0x9e3779b1;

export class IntMap {
  private keys: Int32Array;
  private values: Int32Array;
  private shift: number;
  private count = 0;

  constructor(expected = 8) {
    let bits = 3;
    while (1 << bits < expected * 2) bits++;
    this.keys = new Int32Array(1 << bits).fill(EMPTY);
    this.values = new Int32Array(1 << bits);
    this.shift = 32 - bits;
  }

  get size(): number {
    return this.count;
  }

  /** The value of `key`, or `missing`. */
  get(key: number, missing = -1): number {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let h = Math.imul(key, GOLDEN) >>> this.shift; ; h = (h + 1) & mask) {
      const k = keys[h];
      if (k === key) return this.values[h];
      if (k === EMPTY) return missing;
    }
  }

  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const keys = this.keys;
    const mask = keys.length - 1;
    let h = Math.imul(key, GOLDEN) >>> this.shift;
    while (keys[h] !== EMPTY && keys[h] !== key) h = (h + 1) & mask;
    if (keys[h] === EMPTY) this.count++;
    keys[h] = key;
    this.values[h] = value;
  }

  /** Empties the map; one that grew large for an unusual input goes back to a small size. */
  clear(): void {
    if (this.keys.length > 2048) {
      this.keys = new Int32Array(512).fill(EMPTY);
      this.values = new Int32Array(512);
      this.shift = 32 - 9;
    } else {
      this.keys.fill(EMPTY);
    }
    this.count = 0;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(keys.length * 2).fill(EMPTY);
    this.values = new Int32Array(keys.length * 2);
    this.shift--;
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== EMPTY) this.set(keys[i], values[i]);
  }
}
