/**
 * The PDF reader: pdfjs text and rulings → lines → tables cut out of the ruled areas → page furniture
 * removed → reading order → paragraphs.
 */
import { gridsOf, type Grid } from '../grid.js';
import { appendLine, tidyRuns } from '../joins.js';
import type { ReadCell, ReadDocument, ReadTable } from '../types.js';
import { withoutFurniture } from './furniture.js';
import { linesOf, runsOfLine, type Line } from './lines.js';
import { loadPdf, type PdfItem, type PdfPage } from './load.js';
import { readingOrder } from './order.js';
import { paragraphsOf, spacingOf, type FlowEntry } from './paragraphs.js';

export async function readPdf(bytes: Uint8Array, maxPages: number, deadline: number): Promise<ReadDocument> {
  const content = await loadPdf(bytes, maxPages, deadline);
  const tables = content.pages.map(tablesOf);
  const pageLines = content.pages.map((page, p) => linesOf(outsideTables(page.items, tables[p].grids), page.number));
  const bodies = withoutFurniture(
    pageLines,
    content.pages.map((p) => p.height),
  );
  const spacing = spacingOf(bodies);
  const entries: FlowEntry[] = [];
  content.pages.forEach((page, p) => entries.push(...pageFlow(bodies[p], tables[p].tables, page.width)));
  const doc: ReadDocument = { format: 'pdf', numPages: content.numPages, blocks: paragraphsOf(entries, spacing) };
  if (content.title !== undefined) doc.title = content.title;
  if (content.author !== undefined) doc.author = content.author;
  if (content.publicationDate !== undefined) doc.publicationDate = content.publicationDate;
  return doc;
}

interface PageTables {
  grids: Grid[];
  tables: { top: number; table: ReadTable }[];
}

/** The page's ruled tables: grids that hold text. */
function tablesOf(page: PdfPage): PageTables {
  const out: PageTables = { grids: [], tables: [] };
  for (const grid of gridsOf(page.rules)) {
    const inside = page.items.filter((item) => inGrid(item, grid));
    if (inside.length === 0) continue;
    const rows: ReadCell[][] = Array.from({ length: grid.rowCount }, () => []);
    for (const cell of grid.cells) {
      const items = inside.filter((item) => within(item, cell.left, cell.top, cell.right, cell.bottom));
      rows[cell.row].push({ runs: runsOfCell(items, page.number), rowSpan: cell.rowSpan, colSpan: cell.colSpan });
    }
    out.grids.push(grid);
    out.tables.push({ top: grid.top, table: { kind: 'table', page: page.number, rows } });
  }
  return out;
}

function runsOfCell(items: PdfItem[], page: number) {
  const runs: ReturnType<typeof runsOfLine> = [];
  for (const line of linesOf(items, page)) appendLine(runs, runsOfLine(line));
  return tidyRuns(runs);
}

/** The item's middle, about half its font size above the baseline, decides where it sits. */
function within(item: PdfItem, left: number, top: number, right: number, bottom: number): boolean {
  const x = item.x + item.width / 2;
  const y = item.y - 0.35 * item.size;
  return x >= left && x <= right && y >= top && y <= bottom;
}

function inGrid(item: PdfItem, grid: Grid): boolean {
  return within(item, grid.left, grid.top, grid.right, grid.bottom);
}

function outsideTables(items: PdfItem[], grids: Grid[]): PdfItem[] {
  return grids.length === 0 ? items : items.filter((item) => !grids.some((g) => inGrid(item, g)));
}

/** The page's lines in reading order with its tables in place: a table splits the page into bands. */
function pageFlow(lines: Line[], tables: { top: number; table: ReadTable }[], width: number): FlowEntry[] {
  const out: FlowEntry[] = [];
  let rest = lines;
  for (const { top, table } of tables) {
    const above = rest.filter((l) => l.y < top);
    rest = rest.filter((l) => l.y >= top);
    out.push(...readingOrder(above, width).map((flow) => ({ kind: 'line' as const, flow })));
    out.push({ kind: 'block', block: table });
  }
  out.push(...readingOrder(rest, width).map((flow) => ({ kind: 'line' as const, flow })));
  return out;
}
