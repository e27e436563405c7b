/**
 * Page furniture: running headers, footers and page numbers are not content. A line near the top or
 * bottom of a page is furniture when the same text, digits aside, sits at about the same height on a
 * good share of the pages, or when it is only a page number.
 */
import { textOfLine, type Line } from './lines.js';

/** How far into the page (fraction of its height) headers and footers may sit. */
const MARGIN_BAND = 0.14;
/** Lines at most this many from the top or bottom of a page are candidates. */
const EDGE_LINES = 3;
/** Baselines within this many points count as the same height. */
const SAME_HEIGHT = 6;

const PAGE_NUMBER = /^(?:[-–—]\s*)?(?:page\s+)?(?:\d{1,3}|[ivxlc]{1,6})(?:\s*(?:of|\/)\s*\d{1,4})?(?:\s*[-–—])?$/i;

export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

/** The pages' lines without their furniture; `pages[i]` are the lines of one page sorted top-down. */
export function withoutFurniture(pages: Line[][], heights: number[]): Line[][] {
  const candidates = pages.map((lines, p) => edgeLines(lines, heights[p]));
  const seen = new Map<string, { ys: number[]; pages: Set<number> }>();
  candidates.forEach((lines, p) => {
    for (const line of lines) {
      const key = keyOf(line);
      const entry = seen.get(key) ?? { ys: [], pages: new Set<number>() };
      entry.ys.push(line.y);
      entry.pages.add(p);
      seen.set(key, entry);
    }
  });
  const needed = Math.max(2, Math.ceil(0.4 * pages.length));
  return pages.map((lines, p) => {
    const edge = new Set(candidates[p]);
    return lines.filter((line) => {
      if (!edge.has(line)) return true;
      if (isPageNumber(textOfLine(line))) return false;
      const entry = seen.get(keyOf(line));
      if (!entry || entry.pages.size < needed) return true;
      const atSameHeight = entry.ys.filter((y) => Math.abs(y - line.y) <= SAME_HEIGHT).length;
      return atSameHeight < needed;
    });
  });
}

function edgeLines(lines: Line[], height: number): Line[] {
  const top = lines.slice(0, EDGE_LINES).filter((l) => l.y <= MARGIN_BAND * height);
  const bottom = lines.slice(-EDGE_LINES).filter((l) => l.y >= (1 - MARGIN_BAND) * height);
  return [...new Set([...top, ...bottom])];
}

/** The text with every number made alike, so "Page 3 of 9" and "Page 4 of 9" match. */
function keyOf(line: Line): string {
  return textOfLine(line).toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}
