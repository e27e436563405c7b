/**
 * Positioned text (PDF text items, OCR words) → lines. Items sharing a baseline (within a fraction of the font size) form a line; a wide
 * horizontal gap splits a line into segments, which is how two text columns or table cells on the same
 * baseline stay apart.
 */
import type { TextRun, TextStyle } from '../types.js';
import { sameStyle } from '../joins.js';

/** A piece of text placed on a page: a PDF text item or an OCR word. */
export interface PlacedItem {
  text: string;
  /** Left edge of the item. */
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  /** Font size (points for PDF, pixels for images). */
  size: number;
  style: TextStyle;
}

export interface Segment {
  items: PlacedItem[];
  x0: number;
  x1: number;
}

export interface Line {
  page: number;
  /** Baseline from the top of the page. */
  y: number;
  x0: number;
  x1: number;
  /** The font size of most of the line's characters. */
  size: number;
  segments: Segment[];
}

/** A gap wider than this many font sizes between two items starts a new segment. */
const SEGMENT_GAP = 1.8;
/** Items whose baselines differ by less than this fraction of the font size share a line. */
const SAME_BASELINE = 0.45;

export function linesOf(items: PlacedItem[], page: number): Line[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: PlacedItem[][] = [];
  let current: PlacedItem[] = [];
  let baseline = -Infinity;
  for (const item of sorted) {
    if (current.length > 0 && Math.abs(item.y - baseline) <= SAME_BASELINE * Math.min(item.size, current[0].size)) {
      current.push(item);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [item];
    baseline = item.y;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => lineOf(group, page));
}

function lineOf(items: PlacedItem[], page: number): Line {
  const byX = [...items].sort((a, b) => a.x - b.x || a.y - b.y);
  const segments: Segment[] = [];
  for (const item of byX) {
    const last = segments[segments.length - 1];
    if (last && item.x - last.x1 <= SEGMENT_GAP * item.size) {
      last.items.push(item);
      last.x1 = Math.max(last.x1, item.x + item.width);
    } else segments.push({ items: [item], x0: item.x, x1: item.x + item.width });
  }
  // The line's size and baseline are those of most of its characters (a larger quote mark or a
  // superscript does not change them).
  const chars = new Map<number, number>();
  for (const item of items) chars.set(item.size, (chars.get(item.size) ?? 0) + item.text.length);
  const size = [...chars].reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] > a[0]) ? b : a))[0];
  const main = items.find((item) => item.size === size) ?? items[0];
  return {
    page,
    y: main.y,
    x0: segments[0].x0,
    x1: rightEdge(segments),
    size,
    segments,
  };
}

/** A line (or part of one) made from the given segments. */
export function lineFrom(line: Line, segments: Segment[]): Line {
  return { ...line, segments, x0: segments[0].x0, x1: rightEdge(segments) };
}

/** The rightmost end of the segments, by a loop: Math.max(...) over 120,000 or more overflowed the stack (hred24). */
function rightEdge(segments: readonly Segment[]): number {
  let right = -Infinity;
  for (const segment of segments) right = Math.max(right, segment.x1);
  return right;
}

/** The runs of a run of items: a space where the gap between items shows one, runs merged by style. */
export function runsOfItems(items: PlacedItem[]): TextRun[] {
  const runs: TextRun[] = [];
  let end = -Infinity;
  // Whether the last run ends with a space, kept here: endsWith on a run grown by += flattened it each time, O(n²)
  // (a line of 150,000 items: 41 s of CPU; hred24).
  let endsWithSpace = false;
  for (const item of items) {
    const gap = item.x - end;
    const previous = runs[runs.length - 1];
    let text = item.text;
    if (previous && gap > 0.15 * item.size && !endsWithSpace && !text.startsWith(' ')) text = ' ' + text;
    if (previous && sameStyle(previous.style, item.style)) {
      previous.text += text;
      if (text !== '') endsWithSpace = text.endsWith(' ');
    } else {
      runs.push({ text, style: item.style });
      endsWithSpace = text.endsWith(' ');
    }
    end = Math.max(end, item.x + item.width);
  }
  return runs;
}

export function runsOfLine(line: Line): TextRun[] {
  return runsOfItems(line.segments.flatMap((s) => s.items));
}

export function textOfLine(line: Line): string {
  return runsOfLine(line)
    .map((r) => r.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
