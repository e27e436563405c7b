/**
 * The image reader: OCR words → placed items → the same line, table, reading-order and paragraph steps
 * as PDF pages. Ruled tables are found in the binarised page. Recognised text has no font information,
 * so runs carry no style.
 */
import { gridsOf, type Grid, type Rule } from '../grid.js';
import { withoutFurniture } from '../placed/furniture.js';
import { linesOf, type Line, type PlacedItem } from '../placed/lines.js';
import { paragraphsOf, spacingOf, type FlowEntry } from '../placed/paragraphs.js';
import { outsideTables, pageFlow, tablesOnPage, type PageTables } from '../placed/tables.js';
import type { ReadDocument } from '../types.js';
import { recognize, type OcrPage } from './ocr.js';
import { decodePng, type Bitmap } from './png.js';
import { rulesOf } from './rules.js';
import { declaredSize, MAX_PAGE_PIXELS } from './size.js';
import { imageTooLarge, unreadableDocument } from '../errors.js';
import { pgmOf } from './tiff.js';
import { appendAll } from '../../../common/append-all.js';

/**
 * An image document's pages: `count` of them, each an image tesseract can decode (PNG, JPEG, GIF, BMP, PNM) made when
 * it is read (a TIFF's pages are decoded one at a time: one page's pixels in memory, not the document's).
 */
export interface ImagePages {
  count: number;
  page(i: number): Uint8Array;
}

/** One image as a document of one page. */
export const oneImage = (image: Uint8Array): ImagePages => ({ count: 1, page: () => image });

/**
 * Reads the pages in order; `onPage` hears of each one recognised. Past `deadline` (a `Date.now()` time) no further
 * page is begun (400): each page's OCR has its own time limit, and a TIFF may have 500 of them. `signal` goes with each
 * page to the OCR queue (ocr.ts `recognize`): aborted, no further page is recognised.
 */
export async function readImages(
  pages: ImagePages,
  ocrTimeoutMs: number,
  deadline: number,
  onPage?: (read: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ReadDocument> {
  const heights: number[] = [];
  const widths: number[] = [];
  const tables: PageTables[] = [];
  const pageLines: Line[][] = [];
  if (pages.count === 1) {
    const size = declaredSize(pages.page(0));
    if (size && size.width * size.height > MAX_PAGE_PIXELS) throw imageTooLarge(size.width, size.height, MAX_PAGE_PIXELS);
  }
  // Recognising a page takes seconds: say it has begun (0/N), so a watcher sees which page is being read.
  onPage?.(0, pages.count);
  for (let p = 0; p < pages.count; p++) {
    if (p > 0 && Date.now() > deadline) throw unreadableDocument('image', `too slow to read (page ${p + 1} not reached in time)`);
    let ocr = await recognize(pages.page(p), ocrTimeoutMs, signal);
    const bitmap = ocr.binaryPng ? decodePng(ocr.binaryPng) : undefined;
    widths.push(bitmap?.width ?? Math.max(1, ...ocr.words.map((w) => w.x1)));
    heights.push(bitmap?.height ?? Math.max(1, ...ocr.words.map((w) => w.y1)));
    const textHeight = median(ocr.words.map((w) => w.y1 - w.y0)) || 10;
    let grids: Grid[] = [];
    if (bitmap) {
      const rules = rulesOf(bitmap);
      // Cell spacing leaves gaps of about half a text line between a cell's borders and its neighbours';
      // word boxes grow over borders, so their height only counts up to a normal line's.
      const line = Math.min(textHeight, 20);
      grids = gridsOf(rules, { snap: Math.max(4, Math.round(line / 2)), minCell: Math.max(6, 0.8 * line) });
      // Ruling lines next to letters spoil recognition: read a table page again without them.
      if (grids.length > 0) ocr = await recognize(withoutRules(bitmap, rules), ocrTimeoutMs, signal);
    }
    const items = ocr.words.map(itemOf);
    tables.push(tablesOnPage(grids, items, p + 1));
    pageLines.push(linesOf(outsideTables(items, tables[p].grids), p + 1));
    onPage?.(p + 1, pages.count);
  }
  const bodies = withoutFurniture(pageLines, heights);
  const spacing = spacingOf(bodies);
  const entries: FlowEntry[] = [];
  bodies.forEach((lines, p) => appendAll(entries, pageFlow(lines, tables[p].tables, widths[p])));
  return { format: 'image', numPages: pages.count, blocks: paragraphsOf(entries, spacing) };
}

/** A word as placed text; its size is the line's height as a font size (row height ≈ 1.2 em). */
function itemOf(word: OcrPage['words'][number]): PlacedItem {
  return { text: word.text, x: word.x0, y: word.baseline, width: word.x1 - word.x0, size: word.lineHeight / 1.2, style: {} };
}

/** The bitmap without its ruling lines, as a grey PGM. */
function withoutRules(bitmap: Bitmap, rules: Rule[]): Uint8Array {
  const { width, height } = bitmap;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = bitmap.dark[i] ? 0 : 255;
  for (const rule of rules) {
    for (let y = rule.y0; y <= rule.y1; y++) for (let x = rule.x0; x <= rule.x1; x++) grey[y * width + x] = 255;
  }
  return pgmOf({ width, height, grey });
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
