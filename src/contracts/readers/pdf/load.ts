/**
 * The only file that calls pdfjs (pdfjs.ts loads it): it turns PDF bytes into positioned text items and ruling lines in
 * top-down page coordinates (points, origin at the top left of the page as displayed). Everything after
 * this works on plain data, so it is testable without PDFs.
 */
import { getDocument, OPS, PDFDateString, Util } from './pdfjs.js';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { TextStyle } from '../types.js';
import { readAbandoned, tooManyPages, unreadableDocument } from '../errors.js';
import { linesOf, type PlacedItem } from '../placed/lines.js';
import { yieldToEventLoop } from '../../../common/event-loop.js';
import { checkDecodedSize } from './streams.js';
import { buffersBound } from './buffers.js';
import { pageTreeOf } from './page-tree.js';

/** An axis-aligned drawn segment: a table ruling, a cell edge or an underline. */
export interface PdfRule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  items: PlacedItem[];
  rules: PdfRule[];
}

export interface PdfContent {
  numPages: number;
  title?: string;
  author?: string;
  publicationDate?: string;
  pages: PdfPage[];
}

type Matrix = number[];

/**
 * Reads every page; `deadline` (a `Date.now()` value) bounds the time between pages, `buffersMb` the typed arrays
 * the read adds (buffers.ts), checked after each pdfjs call. `onPage` hears of each
 * page read (page n of the total, and the page as read); after each page, given `onPage` or `signal`, the event loop gets a turn, so that in
 * process (the test suite's path) a timer can tick: pdfjs otherwise resolves a whole document in microtasks. `signal`
 * (in process only: a child's read is ended by its parent, threaded.ts) is heeded before each page, where the deadline
 * is, and after the last: a read given up reads no further page and rejects with `readAbandoned` (a read under way).
 */
export async function loadPdf(
  bytes: Uint8Array,
  maxPages: number,
  deadline: number,
  onPage: ((read: number, total: number, page: PdfPage) => void) | undefined,
  buffersMb: number,
  signal?: AbortSignal,
): Promise<PdfContent> {
  // Here, not before the thread is asked: decoding a bomb's 64 MiB held a server's event loop a second or more (two
  // concurrent 1 MB LZW bombs delayed every other request by 4.4 s at load 11); in the thread it is bounded like pdfjs.
  checkDecodedSize(bytes);
  // The pages the tree holds, not the fewer its root may count (page-tree.ts): every one is read, within the limit.
  const tree = pageTreeOf(bytes);
  if (tree && tree.held > tree.stated && tree.held > maxPages) {
    throw tooManyPages(tree.held, maxPages, `its page tree holds ${tree.held}, its /Count says ${tree.stated}`);
  }
  const buffers = buffersBound(buffersMb);
  const checkBuffers = buffers.check;
  const task = getDocument({
    // pdfjs may detach the buffer it is given: hand it a copy (a Buffer's slice() would be a view) so the caller's bytes stay intact.
    data: new Uint8Array(tree ? tree.restated() : bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    // No image is decoded: the reader takes text and drawn paths only (a PDF's pages are never OCR'd; scanned pages
    // are read only when uploaded as images, image/). pdfjs drops an image of more pixels than this before decoding
    // it (a 60,000² image mask: 553 MB and 3.9 s of CPU inside one operator list).
    maxImageSize: 0,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    buffers.end();
    checkBuffers();
    throw unreadableDocument('PDF', reasonOf(err));
  }
  try {
    checkBuffers();
    // pdfjs checks a stated count larger than 1 against the last page (recovering the pages it finds), never a smaller
    // one: /Count 0 or -1 read no page and answered num_pages "-1" with no text (hred24).
    if (doc.numPages < 1) throw unreadableDocument('PDF', `corrupt (its page tree counts ${doc.numPages} pages)`);
    if (doc.numPages > maxPages) throw tooManyPages(doc.numPages, maxPages);
    const content: PdfContent = { numPages: doc.numPages, pages: [], ...(await metadataOf(doc)) };
    for (let n = 1; n <= doc.numPages; n++) {
      if (signal?.aborted) throw readAbandoned('PDF', signal, true);
      if (Date.now() > deadline) throw unreadableDocument('PDF', `too slow to read (page ${n} not reached in time)`);
      const page = await readPage(doc, n, checkBuffers);
      content.pages.push(page);
      checkBuffers();
      onPage?.(n, doc.numPages, page);
      // With a signal too, not only with onPage (review h106rev 2): without the turn, an abort from a timer or an I/O
      // callback was never seen, and the read answered though its signal had aborted.
      if (onPage || signal) await yieldToEventLoop();
    }
    // Given up after its last page: its answer is dropped as a page's would be.
    if (signal?.aborted) throw readAbandoned('PDF', signal, true);
    return content;
  } catch (err) {
    if (err instanceof Error && err.name === 'ParleyError') throw err;
    // An array refused for the bound surfaces as pdfjs's error: the bound is the reason.
    checkBuffers();
    throw unreadableDocument('PDF', reasonOf(err));
  } finally {
    buffers.end();
    await task.destroy().catch(() => undefined);
  }
}

function reasonOf(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return 'encrypted (password-protected)';
  if (name === 'InvalidPDFException') return 'corrupt or truncated (no valid PDF structure)';
  return 'corrupt or truncated';
}

async function metadataOf(doc: PDFDocumentProxy): Promise<Pick<PdfContent, 'title' | 'author' | 'publicationDate'>> {
  const { info } = (await doc.getMetadata().catch(() => ({ info: {} }))) as { info: Record<string, unknown> };
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const out: Pick<PdfContent, 'title' | 'author' | 'publicationDate'> = {};
  const title = text(info.Title);
  const author = text(info.Author);
  const created = text(info.CreationDate);
  if (title !== undefined) out.title = title;
  if (author !== undefined) out.author = author;
  if (created !== undefined) {
    const date = PDFDateString.toDateObject(created);
    if (date && !Number.isNaN(date.getTime())) out.publicationDate = date.toISOString().slice(0, 10);
  }
  return out;
}

async function readPage(doc: PDFDocumentProxy, number: number, checkBuffers: () => void): Promise<PdfPage> {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: 1 });
  const toPage = viewport.transform as Matrix;
  const content = await page.getTextContent();
  checkBuffers();
  const raws = content.items.filter((raw): raw is TextItem => 'str' in raw && raw.str.trim() !== '');
  // Each item placed once; its style is set after the operator list, which loads the fonts not seen yet (the
  // side-by-side test reads positions and sizes only, lines.ts).
  const items = raws.map((raw) => placed(raw, toPage));
  // The operator list is the costly half of a page (about 40 %). It is needed to learn the real names of
  // fonts not seen yet (they give bold and italic: loaded fonts are shared by the whole document) and for
  // the rulings of tables, which only pages with side-by-side text can hold.
  let rules: PdfRule[] = [];
  const newFont = raws.some((raw) => !page.commonObjs.has(raw.fontName));
  if (newFont || sideBySide(items, number)) {
    const ops = await page.getOperatorList();
    checkBuffers();
    rules = rulesOf(ops.fnArray, ops.argsArray, toPage, viewport.width, viewport.height);
  }
  const fonts = new Map<string, FontFacts>();
  raws.forEach((raw, i) => (items[i].style = styleOf(fontFactsOf(page, raw.fontName, fonts), items[i].size)));
  page.cleanup();
  return { number, width: viewport.width, height: viewport.height, items, rules };
}

/** The style an item has until its font is read (readPage replaces it): no item keeps it. */
const UNSTYLED: TextStyle = Object.freeze({});

function placed(raw: TextItem, toPage: Matrix): PlacedItem {
  const m = Util.transform(toPage, raw.transform as Matrix) as Matrix;
  const size = Math.hypot(m[2], m[3]);
  const scaleX = Math.hypot(raw.transform[0], raw.transform[1]) || 1;
  const widthScale = Math.hypot(m[0], m[1]) / scaleX;
  return { text: raw.str, x: m[4], y: m[5], width: raw.width * widthScale, size, style: UNSTYLED };
}

/**
 * Whether at least two lines of the page hold separate pieces of text side by side (table cells,
 * columns). A short first piece is a list number or a term before a tab, not a cell.
 */
function sideBySide(items: PlacedItem[], page: number): boolean {
  const count = linesOf(items, page).filter((line) => {
    const [first] = line.segments;
    return line.segments.length > 2 || (line.segments.length === 2 && first.x1 - first.x0 > 4 * line.size);
  }).length;
  return count >= 2;
}

const BOLD = /bold|black|heavy|semibold|demi/i;
const ITALIC = /italic|oblique/i;

/** What a loaded font says of its items' style (undefined: the font is not loaded, its items have a size only). */
type FontFacts = { name?: string; bold: boolean; italic: boolean } | undefined;

/** The font's facts, read once a page (`fonts`): pdfjs's lookup and the name's tests are the same for every item. */
function fontFactsOf(page: PDFPageProxy, fontKey: string, fonts: Map<string, FontFacts>): FontFacts {
  if (fonts.has(fontKey)) return fonts.get(fontKey);
  let facts: FontFacts;
  if (page.commonObjs.has(fontKey)) {
    const font = page.commonObjs.get(fontKey) as { name?: string; bold?: boolean; black?: boolean; italic?: boolean };
    // Embedded subsets are named `ABCDEF+RealName`: the prefix says nothing about the font.
    const name = typeof font.name === 'string' ? font.name.replace(/^[A-Z]{6}\+/, '') : undefined;
    facts = {
      ...(name ? { name } : {}),
      bold: Boolean(font.bold || font.black || (name !== undefined && BOLD.test(name))),
      italic: Boolean(font.italic || (name !== undefined && ITALIC.test(name))),
    };
  }
  fonts.set(fontKey, facts);
  return facts;
}

/** A fresh style each item (items' styles are not shared). */
function styleOf(facts: FontFacts, size: number): TextStyle {
  const style: TextStyle = { size: Math.round(size * 10) / 10 };
  if (!facts) return style;
  if (facts.name) style.font = facts.name;
  if (facts.bold) style.bold = true;
  if (facts.italic) style.italic = true;
  return style;
}

const FILLING = new Set<number>([OPS.fill, OPS.eoFill]);
const PAINTING = new Set<number>([
  ...FILLING,
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
/** A filled shape at most this thick (points) is a drawn line. */
const THIN = 2.5;
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const CLOSE = 3;

/** Axis-aligned segments of the painted paths (clip paths and curves are not rulings). */
function rulesOf(fns: number[], args: unknown[], toPage: Matrix, width: number, height: number): PdfRule[] {
  const rules: PdfRule[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < fns.length; i++) {
    const fn = fns[i];
    const arg = args[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && arg) ctm = Util.transform(ctm, arg as Matrix) as Matrix;
    else if (fn === OPS.paintFormXObjectBegin && arg) {
      stack.push(ctm);
      if (Array.isArray(arg[0])) ctm = Util.transform(ctm, arg[0] as Matrix) as Matrix;
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.constructPath && arg && PAINTING.has(arg[0] as number)) {
      const data = (arg[1] as unknown[] | undefined)?.[0];
      if (data && typeof (data as ArrayLike<number>).length === 'number') {
        const fillOnly = FILLING.has(arg[0] as number);
        segmentsOf(data as ArrayLike<number>, Util.transform(toPage, ctm) as Matrix, fillOnly, width, height, rules);
      }
    }
  }
  return rules;
}

/** Stroked paths are rulings; a filled shape only when thin (Word draws cell borders as 1 pt fills and
 * cell shading as large ones, which are not borders). */
function segmentsOf(path: ArrayLike<number>, m: Matrix, fillOnly: boolean, width: number, height: number, out: PdfRule[]): void {
  const points: [number, number][][] = [];
  let current: [number, number][] = [];
  for (let i = 0; i < path.length; ) {
    const op = path[i++];
    if (op === MOVE_TO) {
      if (current.length > 1) points.push(current);
      current = [apply(m, path[i++], path[i++])];
    } else if (op === LINE_TO) current.push(apply(m, path[i++], path[i++]));
    else if (op === CURVE_TO) {
      // A curve breaks the straight run: start a new one at its end point.
      i += 4;
      if (current.length > 1) points.push(current);
      current = [apply(m, path[i++], path[i++])];
    } else if (op === CLOSE) {
      if (current.length > 1) current.push(current[0]);
    } else break;
  }
  if (current.length > 1) points.push(current);
  for (const run of points) {
    // A loop, not Math.min(...xs): a run of 120,000 points or more overflowed the call's arguments (hred24).
    let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [x, y] of run) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    // A shape covering most of the page is a background or a frame, not a table.
    if ((maxX - minX) * (maxY - minY) > 0.6 * width * height) continue;
    if (fillOnly) {
      if (Math.min(maxX - minX, maxY - minY) > THIN || Math.max(maxX - minX, maxY - minY) < 1) continue;
      // A thin filled bar is one ruling along its long side.
      if (maxX - minX >= maxY - minY) out.push({ x0: minX, y0: (minY + maxY) / 2, x1: maxX, y1: (minY + maxY) / 2 });
      else out.push({ x0: (minX + maxX) / 2, y0: minY, x1: (minX + maxX) / 2, y1: maxY });
      continue;
    }
    for (let k = 1; k < run.length; k++) {
      const [ax, ay] = run[k - 1];
      const [bx, by] = run[k];
      if (Math.abs(ay - by) < 0.5 && Math.abs(ax - bx) >= 1) out.push({ x0: Math.min(ax, bx), y0: ay, x1: Math.max(ax, bx), y1: ay });
      else if (Math.abs(ax - bx) < 0.5 && Math.abs(ay - by) >= 1) out.push({ x0: ax, y0: Math.min(ay, by), x1: ax, y1: Math.max(ay, by) });
    }
  }
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}
