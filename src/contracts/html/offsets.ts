/**
 * The offset map the writer builds while it writes: for every character of the document's text (tags removed,
 * entities decoded, a line break between blocks) where it starts and ends in the html. A span of that text maps to an
 * html `{begin, end}` (end exclusive) whose slice, tags removed and whitespace collapsed, is the span's text.
 */
import type { Location } from '../wire.js';
import { collapseWhitespace, isSpaceCode } from '../text.js';

/** A span of the document's text, `end` exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

export class OffsetMap {
  /**
   * @param text the document's text in writing order
   * @param begins html offset of each character of `text`
   * @param ends html offset just after each character of `text`
   */
  constructor(
    readonly text: string,
    private readonly begins: Int32Array,
    private readonly ends: Int32Array,
  ) {}

  private lastPositions: { start: number; stop: number; at: Int32Array } | undefined;

  /** The html location of `range`, shrunk to its non-blank characters (empty ranges stay empty, in place). */
  locate(range: TextRange): Location {
    const { start, end } = this.trim(range);
    if (end <= start) {
      // An empty range sits just after the character before it (for an empty block: its own boundary, which the
      // writer placed inside the block's markup).
      const at = start > 0 ? this.ends[start - 1] : (this.begins[0] ?? 0);
      return { begin: at, end: at };
    }
    return { begin: this.begins[start], end: this.ends[end - 1] };
  }

  /** `range` without the whitespace at its ends. */
  trim(range: TextRange): TextRange {
    let { start, end } = range;
    while (start < end && isSpaceCode(this.text.charCodeAt(start))) start++;
    while (end > start && isSpaceCode(this.text.charCodeAt(end - 1))) end--;
    return { start, end };
  }

  /** The text of `range` as the service reported texts: whitespace collapsed, trimmed. */
  textOf(range: TextRange): string {
    return collapseWhitespace(this.text.slice(range.start, range.end));
  }

  /**
   * Maps offsets inside the collapsed text of `range` (what `textOf(range)` returns) back to the document's text.
   * `begin`/`end` index that collapsed text, `end` exclusive; the result is a range of the document's text.
   * Offsets past the collapsed text (or not whole numbers) stand for the range's end.
   */
  unCollapse(range: TextRange, begin: number, end: number): TextRange {
    const { start, end: stop } = this.trim(range);
    const at = this.collapsedPositions(start, stop);
    const reaches = (offset: number) => Number.isInteger(offset) && offset >= 0 && offset < at.length;
    const endsInside = reaches(end - 1);
    const from = reaches(begin) && (!endsInside || begin < end) ? at[begin] : stop;
    const to = begin >= end ? from : endsInside ? at[end - 1] + 1 : stop;
    return { start: from, end: Math.max(from, to) };
  }

  /**
   * Where each character of the collapsed text of `start`..`stop` sits in the document's text (a blank run: its first
   * blank). Kept for the last range asked: every span of one element is mapped in a row, and an element can carry
   * hundreds of thousands of them, so walking its text once per span was quadratic (1.2 MB of '$1,': minutes).
   */
  private collapsedPositions(start: number, stop: number): Int32Array {
    const last = this.lastPositions;
    if (last && last.start === start && last.stop === stop) return last.at;
    const at = new Int32Array(Math.max(0, stop - start));
    let count = 0;
    let inSpace = false;
    for (let i = start; i < stop; i++) {
      const blank = isSpaceCode(this.text.charCodeAt(i));
      if (blank && inSpace) continue;
      inSpace = blank;
      at[count++] = i;
    }
    const positions = at.subarray(0, count);
    this.lastPositions = { start, stop, at: positions };
    return positions;
  }
}

/**
 * Where a span of an element's text sits in the html: `element` is the element's range of the document's text,
 * `begin`/`end` offsets into the element's reported (collapsed) text. This is how every span the classifier returns
 * (attributes, facts, party mentions) becomes a location.
 */
export function mapSpan(map: OffsetMap, element: TextRange, begin: number, end: number): Location {
  return map.locate(map.unCollapse(element, begin, end));
}
