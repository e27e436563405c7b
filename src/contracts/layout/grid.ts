/** Resolves a read table's cells to grid positions: each cell takes the first column its row leaves free. */
import type { ReadTable } from '../readers/types.js';
import { sanitizeText } from '../text.js';
import type { LayoutCell, LayoutTable } from './types.js';

export function layoutTable(table: ReadTable): LayoutTable {
  const taken: boolean[][] = [];
  const isTaken = (r: number, c: number): boolean => taken[r]?.[c] === true;
  const take = (r: number, c: number): void => {
    (taken[r] ??= [])[c] = true;
  };
  let columnCount = 0;
  const rows: LayoutCell[][] = table.rows.map((cells, r) => {
    let column = 0;
    return cells.map((cell) => {
      while (isTaken(r, column)) column++;
      const rowSpan = Math.max(1, Math.floor(cell.rowSpan) || 1);
      const colSpan = Math.max(1, Math.floor(cell.colSpan) || 1);
      for (let dr = 0; dr < rowSpan; dr++) for (let dc = 0; dc < colSpan; dc++) take(r + dr, column + dc);
      const placed: LayoutCell = {
        runs: cell.runs.map((run) => ({ text: sanitizeText(run.text), style: run.style })),
        row: r,
        column,
        // A span cannot reach past the table's last row.
        rowSpan: Math.min(rowSpan, table.rows.length - r),
        colSpan,
      };
      column += colSpan;
      columnCount = Math.max(columnCount, column);
      return placed;
    });
  });
  return { kind: 'table', page: table.page, rows, columnCount };
}
