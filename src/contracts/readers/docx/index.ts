/**
 * The DOCX reader, straight from the OOXML parts (mammoth's HTML loses run fonts and sizes): paragraphs
 * with their runs' styles, heading levels from styles, list markers from the numbering definitions,
 * tables with gridSpan/vMerge spans, and pages from Word's own rendered page breaks.
 */
import { documentTooComplex, textTooLong, tooManyPages, unreadableDocument } from '../errors.js';
import { appendLine, collapsedLength, runsLength, tidyRuns } from '../joins.js';
import { MAX_TEXT_CHARS } from '../limits.js';
import type { ReadBlock, ReadCell, ReadDocument, ReadParagraph, TextRun } from '../types.js';
import { numberingOf, type Numbering } from './numbering.js';
import { applyParagraph, runStyleOf, stylesOf, type Styles } from './styles.js';
import { checkPartCensus } from './census.js';
import { pageCountOf } from './pages.js';
import { childOf, childrenOf, parseXml, textContent, XmlError, XmlLimitError, type XmlElement } from './xml.js';
import { openZip, ZipError, type ZipArchive } from './zip.js';

/** `maxTextChars`: the text bound (MAX_TEXT_CHARS; smaller in tests of the count). */
export function readDocx(bytes: Uint8Array, maxPages: number, maxTextChars = MAX_TEXT_CHARS): ReadDocument {
  let zip: ZipArchive;
  let document: XmlElement;
  try {
    zip = openZip(bytes);
    const main = part(zip, 'word/document.xml', true);
    if (!main) throw new ZipError('no word/document.xml');
    document = main;
  } catch (err) {
    throw unreadable(err);
  }
  try {
    const context: Context = {
      styles: stylesOf(part(zip, 'word/styles.xml')),
      numbering: numberingOf(part(zip, 'word/numbering.xml')),
      // Word saves where its layout broke pages; without those marks, explicit page breaks are all we know.
      rendered: hasElement(document, 'w:lastRenderedPageBreak'),
      page: 1,
      chars: 0,
      paragraphs: 0,
      slack: 0,
      cells: 0,
      maxTextChars,
    };
    const blocks = blocksOf(childOf(document, 'w:body'), context);
    const app = part(zip, 'docProps/app.xml');
    const stated = childOf(app, 'Pages') ? textContent(childOf(app, 'Pages')) : undefined;
    const { pages: numPages, source } = pageCountOf(stated, { marked: context.page, paragraphs: context.paragraphs, chars: context.chars });
    if (numPages > maxPages) throw tooManyPages(numPages, maxPages, PAGE_COUNT_SOURCES[source]);
    const doc: ReadDocument = { format: 'docx', numPages, blocks };
    Object.assign(doc, coreProperties(part(zip, 'docProps/core.xml')));
    return doc;
  } catch (err) {
    if (err instanceof Error && err.name === 'ParleyError') throw err;
    throw unreadable(err);
  }
}

/** What a refusal over the page limit names as the count that passed it. */
const PAGE_COUNT_SOURCES = { breaks: 'counted from its page breaks', 'app.xml': 'as its properties, docProps/app.xml, state' } as const;

function unreadable(err: unknown) {
  if (err instanceof XmlLimitError) return documentTooComplex('DOCX', err.message);
  const detail = err instanceof ZipError || err instanceof XmlError ? `corrupt or truncated (${err.message})` : 'corrupt or truncated';
  return unreadableDocument('DOCX', detail);
}

/** A part's tree, once its census is within the bounds (`body`: the document part, whose blocks are counted too). */
function part(zip: ZipArchive, name: string, body = false): XmlElement | undefined {
  const bytes = zip.read(name);
  if (!bytes) return undefined;
  const text = new TextDecoder('utf-8').decode(bytes);
  checkPartCensus(text, body);
  return parseXml(text);
}

function hasElement(element: XmlElement, name: string): boolean {
  return element.children.some((c) => typeof c !== 'string' && (c.name === name || hasElement(c, name)));
}

/**
 * The service printed "no title" for Word documents whatever their properties say, so the title stays
 * undefined; the author and creation date are kept for the HTML's metadata.
 */
function coreProperties(core: XmlElement | undefined): Pick<ReadDocument, 'author' | 'publicationDate'> {
  const out: Pick<ReadDocument, 'author' | 'publicationDate'> = {};
  const author = textContent(childOf(core, 'dc:creator')).trim();
  if (author !== '') out.author = author;
  const created = /^\d{4}-\d{2}-\d{2}/.exec(textContent(childOf(core, 'dcterms:created')).trim());
  if (created) out.publicationDate = created[0];
  return out;
}

interface Context {
  styles: Styles;
  numbering: Numbering;
  rendered: boolean;
  /** The page the reader is on. */
  page: number;
  /**
   * Characters of text read so far: bounded as it grows (`maxTextChars`), before it is tidied. Exact (the length the
   * readers' final check counts: runs and list markers) after each paragraph outside tables and after each table
   * cell; in between, each run counted with its own whitespace collapsed, which may exceed the final text by `slack`.
   */
  chars: number;
  /** Paragraphs read (with text), in table cells too: what the body's pages could hold (pages.ts). */
  paragraphs: number;
  /**
   * How far `chars` may exceed the final text: in a paragraph, one per run (tidyRuns drops a space at a run's start
   * after a space) and one for its end; in a table cell, each of its paragraphs' (the cell's lines are trimmed again)
   * and two more a line (a hyphen joined, a marker's space). The bound is checked on `chars - slack`, so that a
   * document whose text is within it is never refused because of how its runs were split (review hred6: one character
   * per run boundary was counted twice, and a document near the bound got a 413). At most one per run and four per
   * paragraph of the cell being read: a few characters past the bound, never more than the elements allow.
   */
  slack: number;
  /** Table cells open around the paragraph being read. */
  cells: number;
  maxTextChars: number;
}

/**
 * Block-level content: paragraphs and tables, through content controls and custom XML wrappers, appended to `blocks`.
 * A wrapper's blocks go straight into the one output: `blocks.push(...inner)` passed each as an argument and overflowed
 * the stack at the block bound once a caller held part of it (h52pages), and copied them once per level of wrappers.
 */
function blocksOf(container: XmlElement | undefined, context: Context, blocks: ReadBlock[] = []): ReadBlock[] {
  for (const element of childrenOf(container)) {
    if (element.name === 'w:p') {
      const paragraph = paragraphOf(element, context);
      if (paragraph) blocks.push(paragraph);
    } else if (element.name === 'w:tbl') blocks.push(tableOf(element, context));
    else if (element.name === 'w:sdt') blocksOf(childOf(element, 'w:sdtContent'), context, blocks);
    else if (element.name === 'w:customXml' || element.name === 'w:ins') blocksOf(element, context, blocks);
  }
  return blocks;
}

const ALIGN: Record<string, ReadParagraph['align']> = {
  left: 'left',
  start: 'left',
  center: 'center',
  right: 'right',
  end: 'right',
  both: 'justify',
  distribute: 'justify',
};

function paragraphOf(p: XmlElement, context: Context): ReadParagraph | undefined {
  const pPr = childOf(p, 'w:pPr');
  const style = context.styles.paragraph(childOf(pPr, 'w:pStyle')?.attrs['w:val']);
  const own: { outlineLevel?: number; numId?: string; ilvl?: number } = {
    ...(style.outlineLevel !== undefined ? { outlineLevel: style.outlineLevel } : {}),
    ...(style.numId !== undefined ? { numId: style.numId } : {}),
    ...(style.ilvl !== undefined ? { ilvl: style.ilvl } : {}),
  };
  applyParagraph(pPr, own);
  if (!context.rendered && childOf(pPr, 'w:pageBreakBefore')) context.page++;
  const page = context.page;
  const runs: TextRun[] = [];
  const before = context.chars;
  const outer = context.slack;
  context.slack = outer + 1;
  collectRuns(p, style.run, context, runs);
  const ownSlack = context.slack - outer;
  context.slack = outer;
  const tidy = tidyRuns(runs);
  context.chars = before + runsLength(tidy);
  if (tidy.length === 0) return undefined;
  context.paragraphs++;
  const paragraph: ReadParagraph = { kind: 'paragraph', page, runs: tidy };
  if (own.outlineLevel !== undefined) paragraph.outlineLevel = own.outlineLevel;
  if (own.numId !== undefined && own.numId !== '0') {
    const level = own.ilvl ?? 0;
    const marker = context.numbering.next(own.numId, level);
    if (marker !== undefined) {
      paragraph.listMarker = marker;
      paragraph.listLevel = level;
      // A marker is text too: a list level's marker text of 400,000 characters on 60,000 items made 24 billion. In a
      // cell it becomes a run of the cell's text, its whitespace collapsed.
      context.chars += context.cells > 0 ? collapsedLength(marker) : marker.length;
    }
  }
  if (context.cells > 0) context.slack = outer + ownSlack + 2;
  if (context.chars - context.slack > context.maxTextChars) throw textTooLong('DOCX');
  // Own keys only: `toString` or `__proto__` found Object.prototype's member and wrote it into the HTML.
  const jc = childOf(pPr, 'w:jc')?.attrs['w:val'] ?? '';
  const align = Object.hasOwn(ALIGN, jc) ? ALIGN[jc] : undefined;
  if (align) paragraph.align = align;
  const ind = childOf(pPr, 'w:ind');
  const left = Number(ind?.attrs['w:left'] ?? ind?.attrs['w:start']);
  // Indentation is in twentieths of a point.
  if (Number.isFinite(left)) paragraph.indent = left / 20;
  return paragraph;
}

/** The visible runs of a paragraph, through hyperlinks, insertions, fields and content controls. */
function collectRuns(container: XmlElement, paragraphRun: TextRun['style'], context: Context, out: TextRun[]): void {
  for (const element of childrenOf(container)) {
    switch (element.name) {
      case 'w:r':
        runOf(element, paragraphRun, context, out);
        break;
      case 'w:hyperlink':
      case 'w:ins':
      case 'w:smartTag':
      case 'w:fldSimple':
      case 'w:customXml':
      case 'w:moveTo':
        collectRuns(element, paragraphRun, context, out);
        break;
      case 'w:sdt':
        collectRuns(childOf(element, 'w:sdtContent') ?? element, paragraphRun, context, out);
        break;
      default:
        // w:del, w:moveFrom (deleted text), w:pPr, bookmarks, proofing marks: nothing visible.
        break;
    }
  }
}

function runOf(r: XmlElement, paragraphRun: TextRun['style'], context: Context, out: TextRun[]): void {
  const rPr = childOf(r, 'w:rPr');
  const base = { ...paragraphRun, ...context.styles.character(childOf(rPr, 'w:rStyle')?.attrs['w:val']) };
  const style = runStyleOf(rPr, base);
  let text = '';
  for (const child of childrenOf(r)) {
    switch (child.name) {
      case 'w:t':
        text += textContent(child);
        break;
      case 'w:tab':
      case 'w:cr':
        text += ' ';
        break;
      case 'w:br':
        if (child.attrs['w:type'] === 'page' && !context.rendered) context.page++;
        text += ' ';
        break;
      case 'w:lastRenderedPageBreak':
        if (context.rendered) context.page++;
        break;
      case 'w:noBreakHyphen':
        text += '-';
        break;
      case 'w:sym': {
        const code = parseInt(child.attrs['w:char'] ?? '', 16);
        // Symbol-font characters are private-use code points with no meaning as text.
        if (Number.isFinite(code) && !(code >= 0xe000 && code <= 0xf8ff) && code >= 0x20) text += String.fromCodePoint(code);
        break;
      }
      default:
        // w:softHyphen (invisible unless at a line end), w:instrText (field codes), w:delText, drawings.
        break;
    }
  }
  if (text === '') return;
  context.chars += collapsedLength(text);
  context.slack++;
  if (context.chars - context.slack > context.maxTextChars) throw textTooLong('DOCX');
  out.push({ text, style });
}

function tableOf(tbl: XmlElement, context: Context): ReadBlock {
  const page = context.page;
  interface Placed {
    cell: ReadCell;
    col: number;
    merge: 'restart' | 'continue' | undefined;
  }
  const grid: Placed[][] = [];
  for (const tr of childrenOf(tbl, 'w:tr')) {
    const trPr = childOf(tr, 'w:trPr');
    let col = Number(childOf(trPr, 'w:gridBefore')?.attrs['w:val']) || 0;
    const row: Placed[] = [];
    for (const tc of cellsOf(tr)) {
      const tcPr = childOf(tc, 'w:tcPr');
      const span = Math.max(1, Number(childOf(tcPr, 'w:gridSpan')?.attrs['w:val']) || 1);
      const vMerge = childOf(tcPr, 'w:vMerge');
      const merge = vMerge ? (vMerge.attrs['w:val'] === 'restart' ? 'restart' : 'continue') : undefined;
      row.push({ cell: { runs: cellRuns(tc, context), rowSpan: 1, colSpan: span }, col, merge });
      col += span;
    }
    grid.push(row);
  }
  // A vertically merged cell covers the rows below it whose cell at the same grid column continues it.
  const rows: ReadCell[][] = grid.map(() => []);
  grid.forEach((row, r) => {
    for (const placed of row) {
      if (placed.merge === 'continue' && r > 0) continue;
      let below = r + 1;
      while (below < grid.length && grid[below].some((p) => p.col === placed.col && p.merge === 'continue')) below++;
      placed.cell.rowSpan = placed.merge === 'restart' ? below - r : 1;
      rows[r].push(placed.cell);
    }
  });
  return { kind: 'table', page, rows };
}

/** A row's cells, through content controls around them. */
function cellsOf(tr: XmlElement): XmlElement[] {
  return childrenOf(tr).flatMap((c) => (c.name === 'w:tc' ? [c] : c.name === 'w:sdt' ? cellsOf(childOf(c, 'w:sdtContent') ?? c) : []));
}

/** A cell's paragraphs (and any nested table's) as one run list. */
function cellRuns(tc: XmlElement, context: Context): TextRun[] {
  const before = context.chars;
  const outer = context.slack;
  const runs: TextRun[] = [];
  context.cells++;
  const blocks = blocksOf(tc, context);
  context.cells--;
  for (const block of blocks) {
    if (block.kind === 'paragraph') appendLine(runs, block.listMarker ? [{ text: block.listMarker + ' ', style: block.runs[0].style }, ...block.runs] : block.runs);
    else for (const row of block.rows) for (const cell of row) appendLine(runs, cell.runs);
  }
  const tidy = tidyRuns(runs);
  // Exact again: the lines' joins and the markers' spaces counted, a nested table's cells counted once (in this one).
  context.chars = before + runsLength(tidy);
  // In an outer cell, this one's text is one of its lines: trimmed again, as its paragraphs' were.
  context.slack = context.cells > 0 ? context.slack + 2 : outer;
  if (context.chars - context.slack > context.maxTextChars) throw textTooLong('DOCX');
  return tidy;
}
