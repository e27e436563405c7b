/**
 * Key/value pairs of a table: a cell reading "Key: value" (one cell), or a cell ending in ":" whose right-hand
 * neighbour has text (adjacent cells). Locations are the trimmed sub-spans of the key and the value inside their
 * cells; the key keeps its colon, as the service's did ("Name/Role:").
 */
import type { OffsetMap, TextRange } from '../html/offsets.js';
import type { KeyValuePair } from '../wire.js';

export interface KeyValueCell {
  cellId: string;
  range: TextRange;
  text: string;
  row: number;
  column: number;
  colSpan: number;
}

const SAME_CELL = /^([^:]{1,60}?:)\s*(\S[\s\S]*)$/;
/** Colons that do not end a key: times ("10:30"), URLs ("https:"). */
const NOT_A_KEY = /^(?:\d{1,2}|https?|ftp|mailto)$/i;

export function keyValuePairs(cells: readonly KeyValueCell[], offsets: OffsetMap): KeyValuePair[] {
  const pairs: KeyValuePair[] = [];
  const at = new Map(cells.map((cell) => [`${cell.row}:${cell.column}`, cell]));
  for (const cell of cells) {
    if (cell.text === '') continue;
    if (cell.text.endsWith(':') && !cell.text.slice(0, -1).includes(':')) {
      const right = at.get(`${cell.row}:${cell.column + cell.colSpan}`);
      if (right && right.text !== '' && !right.text.endsWith(':')) {
        pairs.push({
          key: { cell_id: cell.cellId, location: offsets.locate(cell.range), text: cell.text },
          value: [{ cell_id: right.cellId, location: offsets.locate(right.range), text: right.text }],
        });
      }
      continue;
    }
    const m = SAME_CELL.exec(cell.text);
    if (!m || NOT_A_KEY.test(m[1].slice(0, -1).trim())) continue;
    const valueStart = cell.text.length - m[2].length;
    const key = offsets.unCollapse(cell.range, 0, m[1].length);
    const value = offsets.unCollapse(cell.range, valueStart, cell.text.length);
    pairs.push({
      key: { cell_id: cell.cellId, location: offsets.locate(key), text: m[1] },
      value: [{ cell_id: cell.cellId, location: offsets.locate(value), text: m[2] }],
    });
  }
  return pairs;
}
