/**
 * Ruled tables on a page of placed text: each grid that holds text becomes a ReadTable, its items leave
 * the running text, and the table keeps its place in the reading order (it splits the page into bands).
 */
import type { Grid } from '../grid.js';
import { appendLine, tidyRuns } from '../joins.js';
import type { ReadCell, ReadTable, TextRun } from '../types.js';
import { linesOf, runsOfLine, type Line, type PlacedItem } from './lines.js';
import { withBorderlessTables } from './borderless.js';
import { readingOrder } from './order.js';
import type { FlowEntry } from './paragraphs.js';
import { appendAll } from '../../../common/append-all.js';

export interface PageTables {
  grids: Grid[];
  tables: { top: number; table: ReadTable }[];
}

export function tablesOnPage(grids: Grid[], items: PlacedItem[], page: number): PageTables {
  const out: PageTables = { grids: [], tables: [] };
  for (const grid of grids) {
    const inside = items.filter((item) => inGrid(item, grid));
    if (inside.length === 0) continue;
    const rows: ReadCell[][] = Array.from({ length: grid.rowCount }, () => []);
    for (const cell of grid.cells) {
      const own = inside.filter((item) => within(item, cell.left, cell.top, cell.right, cell.bottom));
      rows[cell.row].push({ runs: runsOfCell(own, page), rowSpan: cell.rowSpan, colSpan: cell.colSpan });
    }
    out.grids.push(grid);
    out.tables.push({ top: grid.top, table: { kind: 'table', page, rows } });
  }
  return out;
}

function runsOfCell(items: PlacedItem[], page: number): TextRun[] {
  const runs: TextRun[] = [];
  for (const line of linesOf(items, page)) appendLine(runs, runsOfLine(line));
  return tidyRuns(runs);
}

/** The item's middle, about a third of its size above the baseline, decides where it sits. */
function within(item: PlacedItem, left: number, top: number, right: number, bottom: number): boolean {
  const x = item.x + item.width / 2;
  const y = item.y - 0.35 * item.size;
  return x >= left && x <= right && y >= top && y <= bottom;
}

function inGrid(item: PlacedItem, grid: Grid): boolean {
  return within(item, grid.left, grid.top, grid.right, grid.bottom);
}

export function outsideTables(items: PlacedItem[], grids: Grid[]): PlacedItem[] {
  return grids.length === 0 ? items : items.filter((item) => !grids.some((g) => inGrid(item, g)));
}

/** The page's lines in reading order with its tables, ruled and borderless, in place. */
export function pageFlow(lines: Line[], tables: PageTables['tables'], width: number): FlowEntry[] {
  const out: FlowEntry[] = [];
  let rest = lines;
  for (const { top, table } of tables) {
    const above = rest.filter((l) => l.y < top);
    rest = rest.filter((l) => l.y >= top);
    appendAll(out, withBorderlessTables(readingOrder(above, width)));
    out.push({ kind: 'block', block: table });
  }
  appendAll(out, withBorderlessTables(readingOrder(rest, width)));
  return out;
}
