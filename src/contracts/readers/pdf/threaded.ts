/**
 * pdfjs runs in a child process of its own, for four reasons. The read deadline holds inside a page too: pdfjs cannot
 * be interrupted, but its process can be ended (a corrupt font map of 2^24 codes held one page for 18 s; the deadline
 * was only checked between pages). A server's event loop keeps answering while a PDF is read. pdfjs's polyfills
 * patch the built-ins of its own process, not the caller's (pdfjs.ts also undoes them, for the in-process path). And
 * a fatal error of V8's ends only that process: in a worker thread, one allocation the heap could not make inside
 * pdfjs (a sampled function's 900,000,000 samples) aborted the whole server, which `resourceLimits` cannot prevent
 * (runner.ts; bench/notes/hostile-documents.md). Past its heap bound the child ends with that error and the read is
 * the heap bound's 413, whatever allocation pdfjs made.
 *
 * The children are a `ThreadPool` (src/common/threads/pool.ts, process mode) of at most the machine's cores working,
 * later reads waiting in arrival order, as the server's analysis threads do: a library caller running 200 reads at once
 * got 200 children (each Node and pdfjs, 90-140 MB), which the cores could only run a few at a time anyway. A waiting
 * read's deadline counts from when its child starts it (the time it had left when it was asked), so the queue does not
 * spend it; the caller's other deadlines are its own. One idle child is kept for a minute, unreferenced so that a process that read a PDF can still exit: a new
 * one starts Node and loads pdfjs afresh (a cold 1-page read 1.7 s in a thread, 2.4-2.6 s in a child at load 17; warm,
 * 0.1-0.2 s either way). A child whose read passed the deadline or its heap bound is ended.
 * From the TypeScript sources (the test suite) there is no compiled child module: pdfjs runs in process, the
 * deadline checked between pages as before.
 */
import { availableParallelism } from 'node:os';
import { ParleyError, type ErrorDetail } from '../../../common/errors.js';
import { compiledThreadFile, ThreadPool, type JobOutcome } from '../../../common/threads/pool.js';
import { startRunner } from '../../../common/threads/runner.js';
import { documentTooComplex, readAbandoned, readersShutDown, unreadableDocument } from '../errors.js';
import type { PdfContent, PdfPage } from './load.js';

export interface PdfRequest {
  bytes: Uint8Array;
  maxPages: number;
  deadline: number;
  /** Whether the thread announces each page read (a `PdfPageRead` message before the reply). */
  progress: boolean;
  /**
   * Whether each announcement carries its page (`PdfPageRead.content`), the reply's content then none (an empty
   * `pages`): the parent hears each page as it is read, and every page crosses once.
   */
  pages?: boolean;
  /** The bound on the typed arrays the read adds, in MB (`MAX_PDF_BUFFERS_MB`). */
  buffersMb: number;
}

export interface PdfPageRead {
  page: { read: number; total: number };
  /** The page read, when the request asked for the pages. */
  content?: PdfPage;
}

export type PdfReply = { content: PdfContent } | { error: { status: number; error: string; errors: ErrorDetail[] } };

/**
 * The JavaScript heap of one PDF read (its child process's old generation, `--max-old-space-size`), in MB: past it the
 * child ends (V8's fatal error) and the file is refused with a 413. The 58-page Art Effects contract reads within 32 MB; 500 pages of it would be about 300. A
 * corrupted copy of contract_A.pdf (fuzzing, seed 13) took 540 MB and 5 s of CPU for a 3 KB answer; concurrent reads
 * each have a child of their own (at most the cores at once), so this is what bounds their memory together (decoded streams are bounded before,
 * streams.ts).
 */
export const MAX_PDF_HEAP_MB = 512;

/**
 * The typed arrays one PDF read may add (its child's `process.memoryUsage().arrayBuffers`), in MB: past it the read ends with the same 413. pdfjs decodes streams into typed arrays, outside the heap
 * bounded above: an ASCII85 bomb took 1,559 MB of RSS under the 512 MB heap bound. The stream scan (streams.ts)
 * bounds what it can decode before the read; this holds what it cannot see (a bomb behind encryption, a filter named
 * inside an object stream): a 1.16 GB LZW stream so hidden peaked at 2,285 MB of RSS, 897 MB with the bound. How it is
 * held: buffers.ts. The 58-page Art Effects contract reads within 169 MB of RSS, the process included.
 */
export const MAX_PDF_BUFFERS_MB = 1024;

const threadFile = compiledThreadFile(new URL('./thread.js', import.meta.url));

/** Most PDF children reading at once in one thread (the cores: a read is CPU work end to end). */
export const MAX_PDF_CHILDREN = Math.max(1, availableParallelism());

/** The pool of the current heap bound (a read asking for another replaces it, its idle child ended). */
let pool: ThreadPool | undefined;
/**
 * A used child on standby is replaced after two minutes idle, not one: its server thread, ended a minute after its
 * last job (pool.ts), ends it first (a child ends with its parent's channel), and a replacement started just before
 * would be spent for nothing.
 */
const STANDBY_IDLE_MS = 120_000;
/** Whether this thread keeps a PDF child on standby (`prestartPdfReader(true)`: a server's analysis thread). */
let standby = false;

/** Reads begun: handed to a child (a retry on a fresh child counts again), or started in process. For the tests. */
let reads = 0;

/**
 * PDF children started and not yet exited, of every pool this module made: the current one's, and those of a pool
 * replaced (another heap bound, `prestartPdfReader(true)`) or shut down whose children are still exiting (review
 * h106rev 6: the current pool's count alone lost them). For the tests.
 */
let children = 0;

/** Starts a PDF child as the pool would (runner.ts), counted in `children` until it exits. */
const countedRunner: typeof startRunner = (mode, file, heapMb, gone) => {
  const runner = startRunner(mode, file, heapMb, () => {
    children--;
    gone();
  });
  children++;
  return runner;
};

/**
 * Reads the PDF's pages (see load.ts) within `deadline` (a `Date.now()` value), in a child process; `onPage`
 * hears of each page read (the child tells as it goes, so the caller's event loop is free to show it). `signal`: the
 * caller's interest in the read (h105sig). Aborted before a child takes the read (already, or while it waits for one
 * of the pool's children), the read leaves the queue at once, is never read, and rejects with `readAbandoned` (the
 * signal's reason when it is a ParleyError, else a 400), as an image waiting for the OCR worker does. Aborted once a
 * child has it (h106sig), the child is ended at once (pdfjs cannot be interrupted otherwise) and the read rejects the
 * same, its message saying it was given up while it was being read: the next read waiting takes its place on a fresh
 * child; a cold child (Node and pdfjs started, ~1-2 s) costs less than a read nobody wants, which may run its whole
 * `deadline`. In process (the TypeScript sources) the signal is heeded between pages, where the deadline is, and after
 * the last (load.ts).
 * `onPageContent` hears each page as the child reads it, in order (the analysis's warm-up classifies the pages read
 * while the rest are read: operations/warm-up.ts); the child then sends each page with its announcement and none in
 * its reply, and the content is put together here in arrival order, the same pages in the same order: a page that
 * arrives out of its place (sent twice, out of order, past the document's count) refuses the read as corrupt. In
 * process the caller's thread is the reader, with no wait to fill: it hears none.
 */
export async function loadPdfBounded(
  bytes: Uint8Array,
  maxPages: number,
  deadline: number,
  onPage?: (read: number, total: number) => void,
  heapMb = MAX_PDF_HEAP_MB,
  buffersMb = MAX_PDF_BUFFERS_MB,
  signal?: AbortSignal,
  onPageContent?: (page: PdfPage) => void,
): Promise<PdfContent> {
  if (signal?.aborted) throw readAbandoned('PDF', signal);
  if (!threadFile) {
    reads++;
    return (await import('./load.js')).loadPdf(bytes, maxPages, deadline, onPage, buffersMb, signal);
  }
  const current = poolOf(heapMb);
  // A copy: pdfjs takes the buffer over, and the caller's bytes stay the caller's (handed over to a thread; a child gets its own copy anyway).
  const copy = new Uint8Array(bytes);
  const pagesToo = onPageContent !== undefined;
  const request: PdfRequest = { bytes: copy, maxPages, deadline, progress: onPage !== undefined || pagesToo, pages: pagesToo, buffersMb };
  const hear = onPageContent ?? ((): void => undefined);
  // The pages heard from the child that has the read, gathered from its start (`onStart`, which a retry on a fresh child
  // calls again): built there only, once a try (issue 18, h109fix: it was built here too, for nothing).
  let arriving: ArrivingPages | undefined;
  const timeoutMs = deadline - Date.now();
  let written = (): void => undefined;
  const sent = new Promise<void>((resolve) => (written = resolve));
  unwritten.add(sent);
  let outcome: JobOutcome<PdfReply>;
  // Whether a child was handed the read (`onStart`: never called for a read dropped before it starts), for the error of
  // one given up: under way, or before its turn came (review h106rev 1).
  let begun = false;
  try {
    outcome = await current.run(request, {
      timeoutMs,
      // Time spent waiting for a child is the process's load, not the document's: the read gets what it had left.
      onStart: () => {
        begun = true;
        reads++;
        arriving = new ArrivingPages(hear);
        request.deadline = Date.now() + timeoutMs;
      },
      onSent: written,
      isFinal: (message): message is PdfReply => !('page' in (message as object)),
      onMessage: (message) => {
        const { page, content } = message as PdfPageRead;
        if (pagesToo && content !== undefined) arriving?.add(page.read, page.total, content);
        onPage?.(page.read, page.total);
      },
      transfer: [copy.buffer],
      // Given up while a child reads it: the child is ended at once (h106sig).
      ...(signal ? { signal, abandonAfterMs: 0 } : {}),
    });
  } finally {
    written();
    unwritten.delete(sent);
  }
  if ('failure' in outcome) {
    if (outcome.failure === 'closed') throw readersShutDown('PDF');
    if (outcome.failure === 'abandoned') throw readAbandoned('PDF', signal as AbortSignal, begun);
    if (outcome.failure === 'memory') throw documentTooComplex('PDF', `more than ${heapMb} MB of memory to read`);
    throw unreadableDocument('PDF', outcome.failure === 'late' ? 'too slow to read (not read within the time limit)' : 'corrupt or truncated');
  }
  const reply = outcome.reply;
  if ('error' in reply) throw new ParleyError(reply.error.status, reply.error.error, reply.error.errors);
  if (!pagesToo) return reply.content;
  // A reply comes from a child that was handed the read, so `onStart` gathered its pages; none gathered is no read.
  if (arriving === undefined) throw unreadableDocument('PDF', 'corrupt or truncated');
  return { ...reply.content, pages: arriving.complete(reply.content.numPages) };
}

/**
 * The pages a child sends with its announcements (`PdfPageRead.content`), put together in arrival order: each must
 * come in its place, the next one (its own number and its announcement's), within the count announced (review h107rev
 * 8: they were appended as they came, the count the one check, and a page sent twice with another missing passed it).
 * A page out of place marks the read gone wrong: no page after it is heard, and the read is refused.
 */
export class ArrivingPages {
  private readonly pages: PdfPage[] = [];
  private misplaced = false;

  /** `heard` hears each page taken, as it comes (the analysis's warm-up). */
  constructor(private readonly heard: (page: PdfPage) => void) {}

  /** The page of announcement `read` of `total`. */
  add(read: number, total: number, content: PdfPage): void {
    if (this.misplaced) return;
    if (content.number !== this.pages.length + 1 || read !== content.number || content.number > total) {
      this.misplaced = true;
      return;
    }
    this.pages.push(content);
    this.heard(content);
  }

  /**
   * The document's pages once its reply counts `numPages`: every page, each heard once and in its place; anything else
   * is a read that went wrong, never a shorter document (a 400, corrupt or truncated).
   */
  complete(numPages: number): PdfPage[] {
    if (this.misplaced || this.pages.length !== numPages) throw unreadableDocument('PDF', 'corrupt or truncated');
    return this.pages;
  }
}

/**
 * The requests of this thread's reads not yet written out to their child. A request holds the whole file, and a child
 * takes it through a pipe of 64 KB: the rest is written only when this thread's event loop turns, as the child reads.
 * Work that would hold the thread meanwhile (the analysis's warm-up, operations/warm-up.ts) waits for
 * {@link pdfRequestsWritten} first: held before, the 58-page contract's 545 KB request reached its child only when
 * the warm-up was over, and the child, started, waited idle ~0.4 s of the read's critical path (bench/log.md,
 * h29speed2).
 */
const unwritten = new Set<Promise<void>>();

/** Settles when every read request this thread has posted is written out to its child (or its read has ended). */
export async function pdfRequestsWritten(): Promise<void> {
  await Promise.all(unwritten);
}

function poolOf(heapMb: number): ThreadPool {
  if (pool?.heapMb !== heapMb) {
    void pool?.close();
    pool = new ThreadPool({ file: threadFile as URL, mode: 'process', size: MAX_PDF_CHILDREN, keepIdle: 1, heapMb, standby, startRunner: countedRunner, ...(standby ? { idleMs: STANDBY_IDLE_MS } : {}) });
  }
  return pool;
}

/**
 * Starts a PDF child ahead of need, if none is kept idle: Node's start and pdfjs's import (0.6-0.8 s of CPU) are then
 * off the next read's path (bench/log.md, "The 58-page read, cold and warm"). For whoever knows a PDF is likely to come but not yet here (a server at boot,
 * a caller's first contract operation on another format), never on a read's own path. Unreferenced as any idle child,
 * ended after a minute idle; from the TypeScript sources (no compiled child) nothing. `keepStandby` (a server's
 * analysis thread): a child is kept started from then on (pool.ts `standby`: a fresh one replaces a used one a
 * minute idle; 93 MB of RSS idle, against 137-140 MB for a child after the 58-page read).
 */
export function prestartPdfReader(keepStandby = false): void {
  if (!threadFile) return;
  if (keepStandby && !standby) {
    standby = true;
    void pool?.close();
    pool = undefined;
  }
  poolOf(MAX_PDF_HEAP_MB).prestart();
}

/**
 * The PDF queue's state, for the tests: reads begun so far (see `reads`), reads waiting for a child of the current
 * pool, child processes started and not yet exited, of any pool (reading, kept idle, or ended and not yet gone: see
 * `children`).
 */
export function pdfQueueState(): { reads: number; queued: number; children: number } {
  return { reads, queued: pool?.queued ?? 0, children };
}

/** Ends the idle PDF child process, if any (it also ends by itself after a minute idle). */
export async function shutdownPdfThread(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
