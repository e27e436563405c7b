/** Resolves a read table's cells to grid positions: each cell takes the first column its row leaves free. */
import type { ReadCell, ReadTable, SourceFormat } from '../readers/types.js';
import { sanitizeText } from '../text.js';
import type { LayoutCell, LayoutTable } from './types.js';

/**
 * The service's tables of scanned pages had no merged cells: a cell spanning columns came out as one cell per column,
 * the first with the text (on TableTestV3.png it answered 5 row headers, 5 column headers, 20 body cells, where the
 * same table from PDF or DOCX, spans kept, gave 4/8/16). Images get the same: spans are split.
 */
function unmerged(rows: readonly ReadCell[][]): ReadCell[][] {
  return rows.map((cells) =>
    cells.flatMap((cell) => {
      const colSpan = Math.max(1, Math.floor(cell.colSpan) || 1);
      const first: ReadCell = { runs: cell.runs, rowSpan: 1, colSpan: 1 };
      return [first, ...Array.from({ length: colSpan - 1 }, (): ReadCell => ({ runs: [], rowSpan: 1, colSpan: 1 }))];
    }),
  );
}

export function layoutTable(read: ReadTable, format: SourceFormat): LayoutTable {
  const table = format === 'image' ? { ...read, rows: unmerged(read.rows) } : read;
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
