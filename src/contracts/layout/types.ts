/**
 * The document as the later stages see it: headings nested into sections, list items with their markers, paragraphs
 * and tables. Built from a reader's `ReadDocument` the same way for every input format.
 */
import type { SourceFormat, TextRun, TextStyle } from '../readers/types.js';

export interface LayoutParagraph {
  kind: 'paragraph';
  page: number;
  runs: TextRun[];
  align: 'left' | 'center' | 'right' | 'justify';
}

export interface LayoutListItem {
  kind: 'listItem';
  page: number;
  /** The marker as written (`(a)`, `1.`, `12.2.3`, `•`), shown in the html's `<span class="number">`. */
  marker: string;
  markerStyle: TextStyle;
  /** The item's text after its marker. */
  runs: TextRun[];
  /** Nesting, 0 = outermost. */
  level: number;
}

export interface LayoutCell {
  runs: TextRun[];
  /** First row and column the cell covers, 0-based over the whole grid. */
  row: number;
  column: number;
  rowSpan: number;
  colSpan: number;
}

export interface LayoutTable {
  kind: 'table';
  page: number;
  /** `rows[r]` lists the cells that start in row r, left to right, with their grid positions resolved. */
  rows: LayoutCell[][];
  columnCount: number;
}

export interface LayoutHeading {
  page: number;
  runs: TextRun[];
  /** The clause number or label that made it a heading (`1.0`, `13.1`, `Article IV`), if any. */
  number?: string;
  /** A clause number standing as the title of its section, its text being the section's first paragraph. */
  emptyTitle?: boolean;
}

export interface LayoutSection {
  kind: 'section';
  /** 1 = outermost. */
  level: number;
  heading: LayoutHeading;
  children: LayoutNode[];
}

export type LayoutBlock = LayoutParagraph | LayoutListItem | LayoutTable;
export type LayoutNode = LayoutBlock | LayoutSection;

export interface LayoutDocument {
  format: SourceFormat;
  numPages: number;
  title?: string;
  author?: string;
  publicationDate?: string;
  children: LayoutNode[];
}
