/**
 * The readers' entry point: check the bytes, find their real media type (the declared one is only
 * quoted back in errors, as the service auto-corrected it), and hand them to the reader of that type.
 */
import { documentTooComplex, documentTooLarge, emptyDocument, textTooLong, unsupportedMediaType } from './errors.js';
import { DEFAULT_READ_LIMITS, MAX_BLOCKS, MAX_TEXT_CHARS, type ReadLimits } from './limits.js';
import { readDoc } from './doc/index.js';
import { readDocx } from './docx/index.js';
import { oneImage, readImages } from './image/index.js';
import { asWindowsBmp } from './image/os2-bmp.js';
import { openTiff, pgmOf } from './image/tiff.js';
import { readPdf } from './pdf/index.js';
import type { PdfPage } from './pdf/load.js';
import { prestartPdfReader, shutdownPdfThread } from './pdf/threaded.js';
import { shutdownOcr } from './image/ocr.js';
import { DOCX_MEDIA_TYPE, isSupported, sniffMediaType } from './sniff.js';
import { readText } from './text.js';
import { runsLength } from './joins.js';
import { heedSignal, throwIfAbandoned } from './heed.js';
import type { OnPageRead, ReadDocument, TextRun } from './types.js';

export type { ReadLimits } from './limits.js';
export { DEFAULT_READ_LIMITS } from './limits.js';
export { sniffMediaType, isSupported, DOCX_MEDIA_TYPE, type SupportedMediaType } from './sniff.js';
export type * from './types.js';

/**
 * Reads a document into paragraphs and tables. Rejects with a ParleyError: 400 empty or unreadable
 * (corrupt, truncated, encrypted, too slow), 413 over `maxBytes` or `maxPages`, 415 not a supported type.
 * `onPageRead` hears of each PDF page read and each image page recognised (Word and text are read at once).
 * `signal`: the caller's interest in the read. Once it aborts, an image page still waiting for the OCR worker, or a
 * PDF still waiting for a child of the PDF pool (or not yet handed to one), leaves its queue unread, a recognition
 * under way ends its worker and a PDF read under way its child (h106sig; in process, between pages), and the read
 * rejects (the signal's reason if it is a ParleyError, else a 400: `readAbandoned`, "before its turn came" or, for a
 * read stopped under way, "while it was being read" / "while its text was being recognised"). A Word or text read
 * given a signal already aborted does no work, and one aborted while a DOC is converted rejects at once, its late
 * answer dropped (heed.ts, h106sigW); a read done when its signal has aborted is dropped too, with the same error.
 * `onPdfPage` hears each page of a PDF as its child process reads it, in order (the analysis's warm-up:
 * operations/warm-up.ts; pdf/threaded.ts); another format's read, or a PDF read in process, tells it nothing.
 */
export async function readDocument(
  bytes: Uint8Array,
  declaredType: string | undefined,
  limits: Partial<ReadLimits> = {},
  onPageRead?: OnPageRead,
  signal?: AbortSignal,
  onPdfPage?: (page: PdfPage) => void,
): Promise<ReadDocument> {
  const read = await readByType(bytes, declaredType, limits, onPageRead, signal, onPdfPage);
  throwIfAbandoned(FORMAT_NAMES[read.format], signal);
  if (blockCount(read) > MAX_BLOCKS) throw documentTooComplex(FORMAT_NAMES[read.format], `more than ${MAX_BLOCKS} paragraphs and table cells`);
  if (textLength(read) > MAX_TEXT_CHARS) throw textTooLong(FORMAT_NAMES[read.format]);
  return read;
}

const FORMAT_NAMES: Record<ReadDocument['format'], string> = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC', image: 'image', text: 'text' };

/** A read format's name in the readers' errors ('PDF', 'DOCX', …). */
export function formatName(format: ReadDocument['format']): string {
  return FORMAT_NAMES[format];
}

/** Paragraphs and table cells: what the analysis's time and memory grow with. */
function blockCount(read: ReadDocument): number {
  let count = 0;
  for (const block of read.blocks) count += block.kind === 'table' ? block.rows.reduce((n, row) => n + row.length, 0) : 1;
  return count;
}

/** Characters of the paragraphs' and cells' runs (and list markers): what the analysis's time and memory grow with. */
export function textLength(read: ReadDocument): number {
  let length = 0;
  const add = (runs: readonly TextRun[]) => {
    length += runsLength(runs);
  };
  for (const block of read.blocks) {
    if (block.kind === 'table') for (const row of block.rows) for (const cell of row) add(cell.runs);
    else {
      add(block.runs);
      length += block.listMarker?.length ?? 0;
    }
  }
  return length;
}

async function readByType(
  bytes: Uint8Array,
  declaredType: string | undefined,
  limits: Partial<ReadLimits>,
  onPageRead?: OnPageRead,
  signal?: AbortSignal,
  onPdfPage?: (page: PdfPage) => void,
): Promise<ReadDocument> {
  const { maxBytes, maxPages, readTimeoutMs, ocrTimeoutMs } = { ...DEFAULT_READ_LIMITS, ...limits };
  if (bytes.length === 0) throw emptyDocument();
  if (bytes.length > maxBytes) throw documentTooLarge(bytes.length, maxBytes);
  const detected = sniffMediaType(bytes);
  if (!isSupported(detected)) throw unsupportedMediaType(declaredType?.trim() || detected, detected);
  // The clock only bounds the work (a late document is refused); it never changes what is read.
  const deadline = Date.now() + readTimeoutMs;
  switch (detected) {
    case 'application/pdf':
      return readPdf(bytes, maxPages, deadline, onPageRead && ((read, total) => onPageRead('pages', read, total)), signal, onPdfPage);
    // Word and text wait on no shared reader: the signal is heeded around the read (a DOC's word-extractor awaits).
    case DOCX_MEDIA_TYPE:
      return heedSignal(FORMAT_NAMES.docx, signal, () => readDocx(bytes, maxPages));
    case 'application/msword':
      return heedSignal(FORMAT_NAMES.doc, signal, () => readDoc(bytes, maxPages));
    case 'text/plain':
      return heedSignal(FORMAT_NAMES.text, signal, () => readText(bytes));
    case 'image/tiff': {
      // tesseract.js decodes no TIFF: each page goes to it as a grey PGM, decoded when its turn comes.
      const tiff = openTiff(bytes, maxPages);
      return readImages({ count: tiff.count, page: (i) => pgmOf(tiff.page(i)) }, ocrTimeoutMs, deadline, onPageRead && ((read, total) => onPageRead('ocr', read, total)), signal);
    }
    default:
      // An OS/2 BMP's header rewritten as a Windows one, which tesseract decodes (os2-bmp.ts).
      return readImages(oneImage(asWindowsBmp(bytes)), ocrTimeoutMs, deadline, onPageRead && ((read, total) => onPageRead('ocr', read, total)), signal);
  }
}

/**
 * Starts the PDF reader's child process ahead of need, for a long-running caller that knows PDFs will come: the
 * operations start it on the first PDF only (another format starts none: a one-shot call would pay for a child it
 * never uses), so a first PDF after DOCX documents paid Node's start and pdfjs's import (0.6-0.8 s of CPU) on its
 * read. Idle, the child holds no process open and ends after a minute; one already idle is kept, no second started.
 */
export function prestartContractReaders(): void {
  prestartPdfReader();
}

/** Ends the OCR worker threads and the PDF child process (they also end by themselves when idle). */
export async function shutdownReaders(): Promise<void> {
  await Promise.all([shutdownOcr(), shutdownPdfThread()]);
}
