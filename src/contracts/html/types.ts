/**
 * What the writer reports besides the html: every block of text it wrote (in document order) with its range of the
 * document's text, the sections and the tables, so the later stages never parse the html back.
 */
import type { LayoutTable } from '../layout/types.js';
import type { OffsetMap, TextRange } from './offsets.js';

export type WrittenBlockKind = 'paragraph' | 'title' | 'listItem' | 'cell';

export interface WrittenBlock {
  kind: WrittenBlockKind;
  range: TextRange;
  /** Index in `sections` of the innermost section holding the block (a title belongs to its own), -1 for none. */
  section: number;
  /** For list items: the index of their list (one `<ul>`), so consecutive items of one list can be told apart. */
  list?: number;
  /** For list items: false when the element before the list's first item does not lead it (`list-nesting.ts`). */
  listLed?: boolean;
  /** For list items: where the marker ends (the content starts) in the document's text. */
  contentStart?: number;
  /** For cells: the index of their table in `tables`. */
  table?: number;
}

export interface WrittenSection {
  level: number;
  /** Index of the enclosing section, -1 at the top. */
  parent: number;
  /** Index in `blocks` of the title. */
  title: number;
}

export interface WrittenCell {
  /** Index in `blocks`. */
  block: number;
  row: number;
  column: number;
  rowSpan: number;
  colSpan: number;
}

export interface WrittenTable {
  layout: LayoutTable;
  section: number;
  cells: WrittenCell[];
  rowCount: number;
  columnCount: number;
  /** The table's whole text range (first cell to last). */
  range: TextRange;
  /** Indexes in `blocks` of its first and last cell. */
  firstBlock: number;
  lastBlock: number;
}

export interface WrittenDocument {
  html: string;
  offsets: OffsetMap;
  blocks: WrittenBlock[];
  sections: WrittenSection[];
  tables: WrittenTable[];
}
