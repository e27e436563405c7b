/**
 * What every reader returns: the document's text in reading order as paragraphs and tables, with the
 * style hints the later stages need to find headings and list items. Readers remove what is not
 * content (page headers and footers repeated on every page, page numbers) and join hyphenated line
 * breaks; they do not decide what a heading is (the layout stage does, the same way for every format).
 */

export type SourceFormat = 'pdf' | 'docx' | 'doc' | 'image' | 'text';

export interface TextStyle {
  /** Font family as the source names it (PDF font name, DOCX run font), if known. */
  font?: string;
  /** Size in points, if known. */
  size?: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** A run of text in one style. Runs of a paragraph concatenate to its text. */
export interface TextRun {
  text: string;
  style: TextStyle;
}

export interface ReadParagraph {
  kind: 'paragraph';
  /** 1-based page the paragraph starts on. */
  page: number;
  runs: TextRun[];
  /** Heading level when the source says so (a DOCX `Heading 2` style gives 2); undefined otherwise. */
  outlineLevel?: number;
  /** A list marker the source generated (DOCX numbering: `1.`, `(a)`, `•`), not present in `runs`. */
  listMarker?: string;
  /** Nesting of a list item, 0 = outermost. */
  listLevel?: number;
  /** Horizontal alignment, when known. */
  align?: 'left' | 'center' | 'right' | 'justify';
  /** Left indent in points, when known (PDF x of the first line, DOCX indentation). */
  indent?: number;
}

export interface ReadCell {
  runs: TextRun[];
  /** Rows and columns this cell covers, at least 1. */
  rowSpan: number;
  colSpan: number;
}

/** A table as a grid: `rows[r]` lists the cells that start in row r, left to right. */
export interface ReadTable {
  kind: 'table';
  page: number;
  rows: ReadCell[][];
}

export type ReadBlock = ReadParagraph | ReadTable;

export interface ReadDocument {
  format: SourceFormat;
  /** Pages of the input: PDF pages, DOCX pages from its properties (or estimated), 1 for an image. */
  numPages: number;
  /** Metadata title (PDF `Title`); undefined when the source has none. */
  title?: string;
  author?: string;
  /** `YYYY-MM-DD`, from the document's metadata when it has a creation date. */
  publicationDate?: string;
  blocks: ReadBlock[];
}

/** What a reader reads page by page: PDF pages, image pages recognised by OCR. */
export type ReadStage = 'pages' | 'ocr';

/** Hears of each page read: page `read` of `total` (1-based, in order). */
export type OnPageRead = (stage: ReadStage, read: number, total: number) => void;
