/**
 * Reading order within a page: top to bottom, except where the page has two text columns, which are read
 * left column first. A column gutter is a vertical band that no line crosses while many lines have text
 * on both of its sides.
 */
import { lineFrom, type Line } from './lines.js';
import { appendAll } from '../../../common/append-all.js';

export interface FlowLine {
  line: Line;
  /** Column 0 = full width or left, 1 = right. */
  column: number;
  /** The column's left and right text edges, for the indentation and short-line tests. */
  left: number;
  right: number;
}

/** Fewest lines with text on both sides of a gutter for a run of lines to be read as two columns. */
const MIN_TWO_SIDED = 3;
/** Each column's text must be at least this share of the page width on average (tables' cells are narrower). */
const MIN_COLUMN_SHARE = 0.25;

/** The page's lines (top-down) in reading order. */
export function readingOrder(lines: Line[], pageWidth: number): FlowLine[] {
  const gutter = gutterOf(lines, pageWidth);
  if (gutter === undefined) return withEdges(lines, 0);
  const out: FlowLine[] = [];
  let run: Line[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const left = run.map((l) => sideOf(l, gutter, 'left')).filter((l): l is Line => l !== undefined);
    const right = run.map((l) => sideOf(l, gutter, 'right')).filter((l): l is Line => l !== undefined);
    const twoSided = run.filter((l) => l.segments.some((s) => s.x1 <= gutter) && l.segments.some((s) => s.x0 >= gutter)).length;
    if (twoSided >= MIN_TWO_SIDED) {
      appendAll(out, withEdges(left, 0));
      appendAll(out, withEdges(right, 1));
    } else appendAll(out, withEdges(run, 0));
    run = [];
  };
  for (const line of lines) {
    if (crosses(line, gutter)) {
      flush();
      appendAll(out, withEdges([line], 0));
    } else run.push(line);
  }
  flush();
  return out;
}

function withEdges(lines: Line[], column: number): FlowLine[] {
  if (lines.length === 0) return [];
  let left = Infinity;
  for (const line of lines) left = Math.min(left, line.x0);
  const ends = lines.map((l) => l.x1).sort((a, b) => a - b);
  // The 90th percentile, so one overlong line does not move the margin.
  const right = ends[Math.floor(0.9 * (ends.length - 1))];
  return lines.map((line) => ({ line, column, left, right }));
}

function crosses(line: Line, x: number): boolean {
  return line.segments.some((s) => s.x0 < x - 1 && s.x1 > x + 1);
}

function sideOf(line: Line, gutter: number, side: 'left' | 'right'): Line | undefined {
  const segments = line.segments.filter((s) => (side === 'left' ? s.x1 <= gutter : s.x0 >= gutter));
  return segments.length > 0 ? lineFrom(line, segments) : undefined;
}

function gutterOf(lines: Line[], pageWidth: number): number | undefined {
  if (lines.length < 2 * MIN_TWO_SIDED) return undefined;
  let best: { x: number; score: number } | undefined;
  for (let x = Math.round(0.3 * pageWidth); x <= 0.7 * pageWidth; x += 2) {
    let crossing = 0;
    let twoSided = 0;
    let leftWidth = 0;
    let leftCount = 0;
    let rightWidth = 0;
    let rightCount = 0;
    for (const line of lines) {
      if (crosses(line, x)) {
        crossing++;
        continue;
      }
      let hasLeft = false;
      let hasRight = false;
      for (const s of line.segments) {
        if (s.x1 <= x) {
          hasLeft = true;
          leftWidth += s.x1 - s.x0;
          leftCount++;
        } else {
          hasRight = true;
          rightWidth += s.x1 - s.x0;
          rightCount++;
        }
      }
      if (hasLeft && hasRight) twoSided++;
    }
    if (crossing > 0.25 * lines.length || twoSided < MIN_TWO_SIDED) continue;
    if (leftWidth / leftCount < MIN_COLUMN_SHARE * pageWidth || rightWidth / rightCount < MIN_COLUMN_SHARE * pageWidth) continue;
    const score = twoSided - crossing;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x;
}
