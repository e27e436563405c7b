/**
 * The spans of one text kept so far, asked whether a new span overlaps any of them: each character a kept span covers
 * is marked, so a question costs the new span's length, not one comparison per kept span. Asked once per date of an
 * element against every date before it, those comparisons were quadratic in the element's dates (a sentence of
 * "1er mars 2026 " repeated: 9,000 dates at 128,000 characters; hflake).
 *
 * The answer is the comparison's, `kept.begin < end && begin < kept.end`, for a non-empty span asked about: an empty
 * span kept (it covers no character, yet a span around its position overlaps it by that comparison) is kept aside and
 * compared as before.
 */
export class CoveredSpans {
  private readonly covered: Uint8Array;
  private readonly empty: number[] = [];

  constructor(length: number) {
    this.covered = new Uint8Array(length);
  }

  add(begin: number, end: number): void {
    if (begin < end) this.covered.fill(1, Math.max(0, begin), end);
    else this.empty.push(begin);
  }

  /** Whether the non-empty span [begin, end) shares a character with a span kept (or holds an empty one inside it). */
  overlaps(begin: number, end: number): boolean {
    for (let at = Math.max(0, begin); at < end && at < this.covered.length; at++) if (this.covered[at] === 1) return true;
    return this.empty.some((at) => at < end && begin < at);
  }
}
