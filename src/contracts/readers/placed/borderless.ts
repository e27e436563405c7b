/**
 * Tables drawn without rulings (shaded bands, or text aligned by tabs): the reader sees lines whose text falls apart,
 * at wide gaps, into segments that stand in the same columns line after line. A run of at least MIN_ROWS consecutive
 * lines, each cut into the same number (2 or more) of segments, whose columns do not overlap one another and whose
 * baselines follow at about a line's distance, is read as a table: a line is a row, a segment a cell. Read as
 * paragraphs, such a table glued its rows together ("Project Manager $550 Customer Delivery Manager $800").
 * A line whose first segment is a list marker or a clause number alone ("17.2.1", "(a)", "•") is a list item set
 * with a tab, not a row, and ends a run.
 */
import { tidyRuns } from '../joins.js';
import type { ReadCell, ReadTable } from '../types.js';
import { runsOfItems, type Line, type Segment } from './lines.js';
import type { FlowLine } from './order.js';
import type { FlowEntry } from './paragraphs.js';

/**
 * Fewest rows for aligned segments to be a table: two or three lines side by side are as often a signature block
 * ("ACCEPTED AND AGREED TO:" / the party / "By:", twice), which the real service read as lines, not as a table.
 */
const MIN_ROWS = 4;
/** Baselines further apart than this many font sizes are not rows of one table. */
const MAX_ROW_GAP = 2.2;

/**
 * A cell of a signature block, however many lines it has: a blank to sign or fill in ("______"), a signing label
 * ("By:", "Name:", "Title:", "Signature:", "Signed:", "Witness:", "Date:" before a blank or a date), "name and title",
 * "signed / witnessed", "for and on behalf of", a signing line without a colon ("Signed for the Supplier", "Executed as
 * a deed by", hred10). Side-by-side blocks of two parties align like a table's columns;
 * read as a table, their signers and dates were lost to the party facts.
 */
const SIGNATURE_CELL = /_{3,}|^(?:by|per|name|printed\s+name|print\s+name|title|signature|signed|witness(?:ed)?|date)\s*:|\bname\s+and\s+title\b|\bsigned\s*\/\s*witnessed\b|^for\s+and\s+on\s+behalf\s+of\b|^(?:signed|executed)(?:\s+as\s+a\s+deed)?\s+(?:for|by|on\s+behalf\s+of)\b/i;

const MARKER_ONLY = /^(?:\(?(?:\d{1,3}|[a-z]{1,2}|[ivxlc]{1,6})[.)]|\d{1,3}(?:\.\d{1,3})+\.?|[•●▪◦·‣*–—-])$/i;

/** The page's flow lines with each borderless table's lines replaced by one table block. */
export function withBorderlessTables(flows: FlowLine[]): FlowEntry[] {
  const out: FlowEntry[] = [];
  const signs = signatureLines(flows);
  let i = 0;
  while (i < flows.length) {
    const end = runEnd(flows, i);
    if (end - i < MIN_ROWS) {
      out.push({ kind: 'line', flow: flows[i] });
      i++;
      continue;
    }
    const last = signs.lastIn(i, end);
    if (last < 0) {
      out.push({ kind: 'block', block: tableOf(flows.slice(i, end).map((f) => f.line)) });
      i = end;
      continue;
    }
    // A run holding a signature block's cell is read as lines. A run starting at any later line up to that cell
    // reaches at least as far (its columns, the union of fewer rows, stay apart as long), so holds the cell too: those
    // lines are lines, found at once. Trying each start in turn rescanned the run, quadratic (a page of 4,000 aligned
    // lines ending in "By: ____" took 5 s of CPU, 8,000 about 90 s; hred10).
    for (let k = i; k <= last; k++) out.push({ kind: 'line', flow: flows[k] });
    i = last + 1;
  }
  return out;
}

/** Which lines hold a signature block's cell (`SIGNATURE_CELL`), each line's segments read once, when first asked. */
function signatureLines(flows: FlowLine[]): { lastIn(begin: number, end: number): number } {
  const known: (boolean | undefined)[] = [];
  const holds = (k: number): boolean => (known[k] ??= flows[k].line.segments.some((s) => SIGNATURE_CELL.test(textOf(s))));
  return {
    /** The last line in [begin, end) holding a cell, or -1. */
    lastIn(begin, end) {
      for (let k = end - 1; k >= begin; k--) if (holds(k)) return k;
      return -1;
    },
  };
}

/** Where the run of rows starting at `start` ends (exclusive); `start + 1` or less when no row starts there. */
function runEnd(flows: FlowLine[], start: number): number {
  if (!isRow(flows[start])) return start + 1;
  const columns = flows[start].line.segments.map((s) => ({ x0: s.x0, x1: s.x1 }));
  let end = start + 1;
  while (end < flows.length) {
    const [prev, next] = [flows[end - 1], flows[end]];
    if (!isRow(next) || next.column !== prev.column || next.line.page !== prev.line.page) break;
    if (next.line.segments.length !== columns.length) break;
    const gap = next.line.y - prev.line.y;
    if (gap <= 0 || gap > MAX_ROW_GAP * Math.max(prev.line.size, next.line.size)) break;
    const widened = columns.map((c, k) => ({ x0: Math.min(c.x0, next.line.segments[k].x0), x1: Math.max(c.x1, next.line.segments[k].x1) }));
    if (!apart(widened)) break;
    columns.splice(0, columns.length, ...widened);
    end++;
  }
  return end;
}

function isRow(flow: FlowLine): boolean {
  const segments = flow.line.segments;
  return segments.length >= 2 && !MARKER_ONLY.test(textOf(segments[0]));
}

/** Each column ends before the next begins. */
function apart(columns: { x0: number; x1: number }[]): boolean {
  return columns.every((c, k) => k === 0 || columns[k - 1].x1 < c.x0);
}

function textOf(segment: Segment): string {
  return runsOfItems(segment.items)
    .map((r) => r.text)
    .join('')
    .trim();
}

function tableOf(lines: Line[]): ReadTable {
  const rows: ReadCell[][] = lines.map((line) => line.segments.map((s) => ({ runs: tidyRuns(runsOfItems(s.items)), rowSpan: 1, colSpan: 1 })));
  return { kind: 'table', page: lines[0].page, rows };
}
