/**
 * Lines in reading order → paragraphs. A new paragraph starts at a larger line gap than the document's
 * usual spacing, a change of font size or of bold, an indentation change, a list marker, or after a
 * short line that ends a sentence. A paragraph continues over a page or column break when its sentence
 * does (no closing punctuation before, a lowercase word after), unless the next line opens with a list marker.
 * A line that opens with a number after a line ending "Clause" (or Section, paragraph, …) goes on: the cross-
 * reference was broken at the line end, it is no clause number. A line opening with an asterisk note
 * ("*Verification …") starts a paragraph.
 */
import { appendLine, tidyRuns } from '../joins.js';
import type { ReadBlock, ReadParagraph, TextRun } from '../types.js';
import { runsOfLine, textOfLine, type Line } from './lines.js';
import type { FlowLine } from './order.js';

export type FlowEntry = { kind: 'line'; flow: FlowLine } | { kind: 'block'; block: ReadBlock };

/** The usual baseline-to-baseline distance for each font size (rounded), from consecutive lines. */
export type Spacing = (size: number) => number;

export function spacingOf(pages: Line[][]): Spacing {
  const gaps = new Map<number, number[]>();
  for (const lines of pages) {
    for (let i = 1; i < lines.length; i++) {
      const [a, b] = [lines[i - 1], lines[i]];
      const gap = b.y - a.y;
      if (Math.abs(a.size - b.size) > 0.5 || gap < 0.9 * a.size || gap > 2.2 * a.size) continue;
      const key = Math.round(a.size);
      const list = gaps.get(key) ?? [];
      list.push(gap);
      gaps.set(key, list);
    }
  }
  const usual = new Map<number, number>();
  for (const [key, list] of gaps) {
    list.sort((x, y) => x - y);
    // The lower quartile: single-spaced lines inside paragraphs outnumber the gaps between them.
    usual.set(key, list[Math.floor(0.25 * (list.length - 1))]);
  }
  return (size) => usual.get(Math.round(size)) ?? 1.2 * size;
}

const LIST_MARKER = /^(?:\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,5})[.)]|\d{1,3}(?:\.\d{1,3})+\.?|[•●▪◦·‣-])\s/i;
const SENTENCE_END = /[.:;!?)]["”’]?$/;
/**
 * A cross-reference word ending a line of running text: the number on the next line belongs to it. The word alone on
 * its line is a heading ("Schedules", "PART"), and the numbered item under it starts anew (hrev13).
 */
const REFERENCE_END = /\S\s+(?:clauses?|sections?|paragraphs?|sub-?clauses?|articles?|schedules?|annex(?:es)?|appendix|appendices|parts?)$/i;
/** An asterisk note under a list or table ("*Verification of these data …"). */
const ASTERISK_NOTE = /^\*{1,3} ?\p{Lu}/u;

interface Open {
  page: number;
  runs: TextRun[];
  lines: FlowLine[];
}

export function paragraphsOf(entries: FlowEntry[], spacing: Spacing): ReadBlock[] {
  const blocks: ReadBlock[] = [];
  let open: Open | undefined;
  const close = () => {
    if (!open) return;
    const runs = tidyRuns(open.runs);
    if (runs.length > 0) blocks.push(paragraphOf(open, runs));
    open = undefined;
  };
  for (const entry of entries) {
    if (entry.kind === 'block') {
      close();
      blocks.push(entry.block);
      continue;
    }
    const flow = entry.flow;
    if (open && startsNew(open, flow, spacing)) close();
    if (!open) open = { page: flow.line.page, runs: [], lines: [] };
    appendLine(open.runs, runsOfLine(flow.line));
    open.lines.push(flow);
  }
  close();
  return blocks;
}

function paragraphOf(open: Open, runs: TextRun[]): ReadParagraph {
  const first = open.lines[0];
  const paragraph: ReadParagraph = { kind: 'paragraph', page: open.page, runs, indent: Math.round(first.line.x0 * 10) / 10 };
  const centered = open.lines.every(({ line, left, right }) => {
    const slack = right - left - (line.x1 - line.x0);
    return slack > 4 * line.size && line.x0 - left > 2 * line.size && Math.abs(line.x0 - left - (right - line.x1)) < 0.5 * line.size;
  });
  // Centred lines of different lengths start at different places; an indented block does not.
  let [leftmost, rightmost] = [Infinity, -Infinity];
  for (const { line } of open.lines) [leftmost, rightmost] = [Math.min(leftmost, line.x0), Math.max(rightmost, line.x0)];
  const ragged = open.lines.length === 1 || rightmost - leftmost > first.line.size;
  if (centered && ragged) paragraph.align = 'center';
  return paragraph;
}

function allBold(line: Line): boolean {
  return line.segments.every((s) => s.items.every((i) => i.style.bold === true));
}

function startsNew(open: Open, next: FlowLine, spacing: Spacing): boolean {
  const prev = open.lines[open.lines.length - 1];
  const prevText = textOfLine(prev.line);
  const nextText = textOfLine(next.line);
  const short = prev.line.x1 < prev.right - Math.max(3 * prev.line.size, 0.12 * (prev.right - prev.left));
  if (prev.line.page !== next.line.page || prev.column !== next.column) {
    // Across a page or column break the sentence decides: it goes on when the line before ran to the
    // margin without closing punctuation, or the next line starts in lowercase.
    if (SENTENCE_END.test(prevText) || Math.abs(prev.line.size - next.line.size) > 0.5) return true;
    // "d) …; or" at a page's foot and "e) provided …" at the next page's head are two items, lowercase or not.
    if (opensItem(prevText, nextText)) return true;
    return short && !/^[a-z]/.test(nextText);
  }
  if (Math.abs(prev.line.size - next.line.size) > 1) return true;
  if (allBold(prev.line) !== allBold(next.line)) return true;
  const gap = next.line.y - prev.line.y;
  if (gap <= 0 || gap > 1.5 * spacing(prev.line.size)) return true;
  if (opensItem(prevText, nextText) || ASTERISK_NOTE.test(nextText)) return true;
  const tolerance = 0.4 * next.line.size;
  // After the first line (which may be indented or hang), the body lines share one left edge.
  if (open.lines.length >= 2 && Math.abs(next.line.x0 - prev.line.x0) > tolerance) return true;
  return short && SENTENCE_END.test(prevText);
}

/** Whether the next line opens a list item: a marker, unless it is the number of a cross-reference broken at the line end. */
function opensItem(prevText: string, nextText: string): boolean {
  return LIST_MARKER.test(nextText) && !(REFERENCE_END.test(prevText) && /^\d/.test(nextText));
}
