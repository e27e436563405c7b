/** How much a reader accepts before it refuses a document. */
export interface ReadLimits {
  /** Largest input in bytes (413 above it). */
  maxBytes: number;
  /** Most pages read (PDF pages, TIFF frames); a longer document is refused with a 413. */
  maxPages: number;
  /** Longest OCR of one image page, in milliseconds (400 when exceeded). */
  ocrTimeoutMs: number;
  /** Longest read of a whole document, checked between pages, in milliseconds (400 when exceeded). */
  readTimeoutMs: number;
}

/**
 * The service's documented limit is "1.5 MB per file on the direct calls"; parley reads MB as MiB
 * (1.5 × 1,048,576 = 1,572,864 bytes), the larger reading, so nothing the service took is refused.
 * 500 pages bounds a PDF's time (~20 ms a page); 30 s bounds one OCR page (~1.5 s typical); 60 s
 * bounds a whole read on a busy machine.
 */
export const DEFAULT_READ_LIMITS: Readonly<ReadLimits> = Object.freeze({
  maxBytes: 1_572_864,
  maxPages: 500,
  ocrTimeoutMs: 30_000,
  readTimeoutMs: 60_000,
});

/**
 * Most paragraphs and table cells of one document (not an option: no contract is near it). 500 pages of dense text
 * are about 25,000 paragraphs; a 90 KB DOCX held 900,000 one-letter paragraphs, and a document's classification
 * costs about 0.1 ms and 3 KB a paragraph (200,000 took 25 s and 650 MB). Past it: a 413 before classification.
 */
export const MAX_BLOCKS = 100_000;

/**
 * Most characters of one document's text (paragraphs and table cells). A text file's 1.5 MiB holds at most 1,572,864;
 * 500 pages (the default page bound) of dense small print are about 2,500,000. A Word file compresses its text: a 60 KB
 * DOCX held 60 million characters and its classification ran past 120 s and 3 GB (it costs about 5 µs and 150 bytes
 * a character: 2,000,000 took 10 s and 315 MB). Past it: a 413 before classification.
 */
export const MAX_TEXT_CHARS = 4_000_000;
