/**
 * pdfjs runs in a worker thread, for three reasons. The read deadline holds inside a page too: pdfjs cannot
 * be interrupted, but its thread can be ended (a corrupt font map of 2^24 codes held one page for 18 s; the
 * deadline was only checked between pages). A server's event loop keeps answering while a PDF is read. And
 * pdfjs's polyfills patch the built-ins of its own thread, not the process's (pdfjs.ts also undoes them,
 * for the in-process path).
 *
 * The threads are a `ThreadPool` (src/common/threads/pool.ts) with no bound on the threads working: concurrent reads
 * get threads of their own at once, since a read's deadline runs from its start and a queue would spend it waiting
 * (what bounds concurrent reads is their caller: the server's contract pool, one read per analysis thread). One idle
 * thread is kept for a minute, unreferenced so that a process that read a PDF can still exit: a new thread loads
 * pdfjs and compiles it afresh (a cold 58-page read took 2.6 s, a warm one 1.1–1.3 s). A thread whose read passed
 * the deadline or its heap bound is ended.
 * From the TypeScript sources (the test suite) there is no compiled thread file: pdfjs runs in process, the
 * deadline checked between pages as before.
 */
import { ParleyError, type ErrorDetail } from '../../../common/errors.js';
import { compiledThreadFile, ThreadPool } from '../../../common/threads/pool.js';
import { documentTooComplex, unreadableDocument } from '../errors.js';
import type { PdfContent } from './load.js';

export interface PdfRequest {
  bytes: Uint8Array;
  maxPages: number;
  deadline: number;
  /** Whether the thread announces each page read (a `PdfPageRead` message before the reply). */
  progress: boolean;
  /** The bound on the typed arrays the read adds, in MB (`MAX_PDF_BUFFERS_MB`). */
  buffersMb: number;
}

export interface PdfPageRead {
  page: { read: number; total: number };
}

export type PdfReply = { content: PdfContent } | { error: { status: number; error: string; errors: ErrorDetail[] } };

/**
 * The JavaScript heap of one PDF read (its thread's old generation), in MB: past it the thread is ended and the file
 * refused with a 413. The 58-page Art Effects contract reads within 32 MB; 500 pages of it would be about 300. A
 * corrupted copy of contract_A.pdf (fuzzing, seed 13) took 540 MB and 5 s of CPU for a 3 KB answer; concurrent reads
 * each have a thread of their own, so this is what bounds their memory together (decoded streams are bounded before,
 * streams.ts).
 */
export const MAX_PDF_HEAP_MB = 512;

/**
 * The typed arrays one PDF read may add (its thread's `process.memoryUsage().arrayBuffers`, which a worker counts for
 * itself), in MB: past it the read ends with the same 413. pdfjs decodes streams into typed arrays, outside the heap
 * bounded above: an ASCII85 bomb took 1,559 MB of RSS under the 512 MB heap bound. The stream scan (streams.ts)
 * bounds what it can decode before the read; this holds what it cannot see (a bomb behind encryption, a filter named
 * inside an object stream): a 1.16 GB LZW stream so hidden peaked at 2,285 MB of RSS, 897 MB with the bound. How it is
 * held: buffers.ts. The 58-page Art Effects contract reads within 169 MB of RSS, the process included.
 */
export const MAX_PDF_BUFFERS_MB = 1024;

const threadFile = compiledThreadFile(new URL('./thread.js', import.meta.url));

/** The pool of the current heap bound (a read asking for another replaces it, its idle thread ended). */
let pool: ThreadPool | undefined;

/**
 * Reads the PDF's pages (see load.ts) within `deadline` (a `Date.now()` value), in a worker thread; `onPage`
 * hears of each page read (the thread tells as it goes, so the caller's event loop is free to show it).
 */
export async function loadPdfBounded(
  bytes: Uint8Array,
  maxPages: number,
  deadline: number,
  onPage?: (read: number, total: number) => void,
  heapMb = MAX_PDF_HEAP_MB,
  buffersMb = MAX_PDF_BUFFERS_MB,
): Promise<PdfContent> {
  if (!threadFile) return (await import('./load.js')).loadPdf(bytes, maxPages, deadline, onPage, buffersMb);
  if (pool?.heapMb !== heapMb) {
    void pool?.close();
    pool = new ThreadPool({ file: threadFile, mode: 'process', size: Infinity, keepIdle: 1, heapMb });
  }
  // A copy: pdfjs takes the buffer over, and the caller's bytes stay the caller's.
  const copy = new Uint8Array(bytes);
  const request: PdfRequest = { bytes: copy, maxPages, deadline, progress: onPage !== undefined, buffersMb };
  const outcome = await pool.run(request, {
    timeoutMs: deadline - Date.now(),
    isFinal: (message): message is PdfReply => !('page' in (message as object)),
    onMessage: (message) => onPage?.((message as PdfPageRead).page.read, (message as PdfPageRead).page.total),
    transfer: [copy.buffer],
  });
  if ('failure' in outcome) {
    if (outcome.failure === 'memory') throw documentTooComplex('PDF', `more than ${heapMb} MB of memory to read`);
    throw unreadableDocument('PDF', outcome.failure === 'late' ? 'too slow to read (not read within the time limit)' : 'corrupt or truncated');
  }
  const reply = outcome.reply;
  if ('error' in reply) throw new ParleyError(reply.error.status, reply.error.error, reply.error.errors);
  return reply.content;
}

/** Ends the idle PDF thread, if any (it also ends by itself after a minute idle). */
export async function shutdownPdfThread(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
