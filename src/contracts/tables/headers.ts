/**
 * Which cells of a table are headers. General rules, chosen so the live service's counts on its own test table come
 * out (TableTestV3 as PDF/DOCX: 4 row headers, 8 column headers, 16 body cells; as a 6×5 grid without spans, which
 * is what the PNG's OCR gives: 5/5/20):
 * - a first row that is one cell spanning the whole width is the table's header (its caption row);
 * - the next row is a column-header row when the table has a second row; a header row with a cell spanning several
 *   columns (or with fewer cells than the table is wide, spans a reader lost) makes the row below it a header row
 *   too (it names the spanned sub-columns); every cell starting in a header row is a column header, blank corner
 *   cells included;
 * - the first column of the remaining rows holds row headers when the table has two columns or more and that
 *   column is mostly words, not numbers;
 * - a form (a table whose first-column cells mostly end in ":", "Name:" / "Address:") has no headers at all: its
 *   labels become key/value pairs instead.
 */
import type { WrittenCell, WrittenTable } from '../html/types.js';

export interface HeaderPlan {
  tableHeaderRows: number;
  /** Rows `[tableHeaderRows, columnHeaderEnd)` are column-header rows. */
  columnHeaderEnd: number;
  rowHeaderColumn: boolean;
}

const NUMBER_LIKE = /^[\s\p{Sc}()+\-–.,%\d]*\d[\s\p{Sc}()+\-–.,%\d]*$/u;

export function planHeaders(table: WrittenTable, textOf: (cell: WrittenCell) => string): HeaderPlan {
  const none: HeaderPlan = { tableHeaderRows: 0, columnHeaderEnd: 0, rowHeaderColumn: false };
  if (table.rowCount < 2 || table.cells.length < 2) return none;
  const firstColumn = table.cells.filter((c) => c.column === 0).map(textOf).filter((t) => t !== '');
  if (firstColumn.length > 0 && firstColumn.filter((t) => t.endsWith(':')).length * 2 >= firstColumn.length) return none;

  const byRow = new Map<number, WrittenCell[]>();
  for (const c of table.cells) byRow.set(c.row, [...(byRow.get(c.row) ?? []), c]);
  const rowCells = (row: number): WrittenCell[] => byRow.get(row) ?? [];
  let start = 0;
  const first = rowCells(0);
  if (table.columnCount > 1 && first.length === 1 && first[0].colSpan >= table.columnCount && table.rowCount > 2) start = 1;
  let end = start + 1;
  // A header row that merges columns (a spanning cell, or fewer cells than the table is wide: a reader that lost
  // the spans) has its sub-columns named by the row below.
  const merges = (row: number): boolean => {
    const cells = rowCells(row);
    return cells.some((c) => c.colSpan > 1) || cells.reduce((n, c) => n + c.colSpan, 0) < table.columnCount;
  };
  while (end < table.rowCount - 1 && merges(end - 1)) end++;

  const body = table.cells.filter((c) => c.row >= end && c.column === 0).map(textOf).filter((t) => t !== '');
  const words = body.filter((t) => !NUMBER_LIKE.test(t)).length;
  const rowHeaderColumn = table.columnCount >= 2 && body.length > 0 && words * 2 > body.length;
  return { tableHeaderRows: start, columnHeaderEnd: end, rowHeaderColumn };
}
