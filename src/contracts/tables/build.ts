/**
 * TableReturn `tables[]` from the written tables: cells classified by the header plan, ids `<kind>-<begin>-<end>`
 * over their located text, body cells linked to the headers over their rows and columns, key/value pairs, the
 * caption ("Table 3: ...") as `title`, the text around the table as `contexts`, and the enclosing section's title.
 */
import type { OffsetMap } from '../html/offsets.js';
import type { WrittenBlock, WrittenCell, WrittenDocument, WrittenTable } from '../html/types.js';
import type { Attribute, BodyCells, Cell, ColumnHeaders, Location, RowHeaders, Tables } from '../wire.js';
import { planHeaders } from './headers.js';
import { keyValuePairs, type KeyValueCell } from './key-values.js';

type CellKind = 'tableHeader' | 'rowHeader' | 'colHeader' | 'bodyCell';

interface PlacedCell {
  cell: WrittenCell;
  kind: CellKind;
  base: Cell;
}

const CAPTION = /^(?:table|tab\.)\s*[0-9IVXivx]+[A-Za-z]?\s*[.:\-–—]/i;

/** The attributes the classifier found in a cell's text, by block index; none when tables are extracted alone. */
export type CellAttributes = (block: number) => Attribute[];

function baseCell(kind: CellKind, cell: WrittenCell, block: WrittenBlock, offsets: OffsetMap): Cell {
  const location = offsets.locate(block.range);
  return {
    cell_id: `${kind}-${location.begin}-${location.end}`,
    location,
    text: offsets.textOf(block.range),
    row_index_begin: cell.row,
    row_index_end: cell.row + cell.rowSpan - 1,
    column_index_begin: cell.column,
    column_index_end: cell.column + cell.colSpan - 1,
  };
}

const overlaps = (a0: number, a1: number, b0: number, b1: number): boolean => a0 <= b1 && b0 <= a1;

function neighbourText(doc: WrittenDocument, index: number): { text: string; location: Location } | undefined {
  const block = doc.blocks[index];
  if (!block || (block.kind !== 'paragraph' && block.kind !== 'listItem')) return undefined;
  const text = doc.offsets.textOf(block.range);
  return text === '' ? undefined : { text, location: doc.offsets.locate(block.range) };
}

function buildTable(doc: WrittenDocument, table: WrittenTable, attributesOf: CellAttributes): Tables {
  const { offsets } = doc;
  const textOf = (cell: WrittenCell): string => offsets.textOf(doc.blocks[cell.block].range);
  const plan = planHeaders(table, textOf);
  const placed: PlacedCell[] = table.cells.map((cell) => {
    const kind: CellKind =
      cell.row < plan.tableHeaderRows
        ? 'tableHeader'
        : cell.row < plan.columnHeaderEnd
          ? 'colHeader'
          : plan.rowHeaderColumn && cell.column === 0
            ? 'rowHeader'
            : 'bodyCell';
    return { cell, kind, base: baseCell(kind, cell, doc.blocks[cell.block], offsets) };
  });
  const of = (kind: CellKind): PlacedCell[] => placed.filter((p) => p.kind === kind);
  const withNormalized = (p: PlacedCell): RowHeaders & ColumnHeaders => ({ ...p.base, text_normalized: p.base.text });
  const rowHeaders = of('rowHeader');
  const columnHeaders = of('colHeader');

  const body_cells: BodyCells[] = of('bodyCell').map((p) => {
    const { base } = p;
    const rows = rowHeaders.filter((h) =>
      overlaps(h.base.row_index_begin, h.base.row_index_end, base.row_index_begin, base.row_index_end),
    );
    const columns = columnHeaders.filter((h) =>
      overlaps(h.base.column_index_begin, h.base.column_index_end, base.column_index_begin, base.column_index_end),
    );
    return {
      ...base,
      row_header_ids: rows.map((h) => h.base.cell_id),
      row_header_texts: rows.map((h) => h.base.text),
      row_header_texts_normalized: rows.map((h) => h.base.text),
      column_header_ids: columns.map((h) => h.base.cell_id),
      column_header_texts: columns.map((h) => h.base.text),
      column_header_texts_normalized: columns.map((h) => h.base.text),
      attributes: attributesOf(p.cell.block),
    };
  });

  const kvCells: KeyValueCell[] = placed.map((p) => ({
    cellId: p.base.cell_id,
    range: doc.blocks[p.cell.block].range,
    text: p.base.text,
    row: p.cell.row,
    column: p.cell.column,
    colSpan: p.cell.colSpan,
  }));

  const before = neighbourText(doc, table.firstBlock - 1);
  const after = neighbourText(doc, table.lastBlock + 1);
  const captionBefore = before && CAPTION.test(before.text);
  const title = captionBefore ? before : after && CAPTION.test(after.text) ? after : undefined;
  const contexts = [before, after].filter((c): c is { text: string; location: Location } => c !== undefined && c !== title);
  const sectionTitle = table.section >= 0 ? doc.blocks[doc.sections[table.section].title] : undefined;

  return {
    location: offsets.locate(table.range),
    text: offsets.textOf(table.range),
    section_title: sectionTitle
      ? { text: offsets.textOf(sectionTitle.range), location: offsets.locate(sectionTitle.range) }
      : { text: '', location: { begin: 0, end: 0 } },
    ...(title ? { title } : {}),
    table_headers: of('tableHeader').map((p) => p.base),
    row_headers: rowHeaders.map(withNormalized),
    column_headers: columnHeaders.map(withNormalized),
    body_cells,
    key_value_pairs: keyValuePairs(kvCells, offsets),
    contexts,
  };
}

export function buildTables(doc: WrittenDocument, attributesOf: CellAttributes = () => []): Tables[] {
  return doc.tables.map((table) => buildTable(doc, table, attributesOf));
}
