/**
 * The PDF reader: pdfjs text and rulings → lines → tables cut out of the ruled areas → page furniture
 * removed → reading order → paragraphs.
 */
import { gridsOf } from '../grid.js';
import type { ReadDocument } from '../types.js';
import { withoutFurniture } from '../placed/furniture.js';
import { linesOf } from '../placed/lines.js';
import { paragraphsOf, spacingOf, type FlowEntry } from '../placed/paragraphs.js';
import { outsideTables, pageFlow, tablesOnPage } from '../placed/tables.js';
import { loadPdfBounded } from './threaded.js';
import type { PdfContent, PdfPage } from './load.js';
import { appendAll } from '../../../common/append-all.js';

/**
 * `onPage` hears of each page read (page n of the total); `signal`: the read given up before a child took it
 * (threaded.ts); `onPageContent` hears each page as its child reads it (threaded.ts `loadPdfBounded`).
 */
export async function readPdf(
  bytes: Uint8Array,
  maxPages: number,
  deadline: number,
  onPage?: (read: number, total: number) => void,
  signal?: AbortSignal,
  onPageContent?: (page: PdfPage) => void,
): Promise<ReadDocument> {
  return placedDocument(await loadPdfBounded(bytes, maxPages, deadline, onPage, undefined, undefined, signal, onPageContent));
}

/** The document pdfjs's pages lay out as (lines, tables, furniture, reading order, paragraphs): what {@link readPdf} answers of the pages it read. */
export function placedDocument(content: PdfContent): ReadDocument {
  const tables = content.pages.map((page) => tablesOnPage(gridsOf(page.rules), page.items, page.number));
  const pageLines = content.pages.map((page, p) => linesOf(outsideTables(page.items, tables[p].grids), page.number));
  const bodies = withoutFurniture(
    pageLines,
    content.pages.map((p) => p.height),
  );
  const spacing = spacingOf(bodies);
  const entries: FlowEntry[] = [];
  content.pages.forEach((page, p) => appendAll(entries, pageFlow(bodies[p], tables[p].tables, page.width)));
  const doc: ReadDocument = { format: 'pdf', numPages: content.numPages, blocks: paragraphsOf(entries, spacing) };
  if (content.title !== undefined) doc.title = content.title;
  if (content.author !== undefined) doc.author = content.author;
  if (content.publicationDate !== undefined) doc.publicationDate = content.publicationDate;
  return doc;
}
