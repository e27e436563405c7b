/**
 * The child process that reads PDFs with pdfjs (started by threaded.ts, through the common pool's process mode): one request
 * at a time, answered with the page content or the ParleyError to throw; when asked, each page read is announced first.
 * Started ahead of need, it first reads a small PDF of its own (`prepare`).
 */
import { ParleyError } from '../../../common/errors.js';
import { serveThreadJobs } from '../../../common/threads/serve.js';
import { unreadableDocument } from '../errors.js';
import { loadPdf } from './load.js';
import { guardTypedArrays } from './buffers.js';
import { warmUpPdf } from './warm-pdf.js';
import type { PdfPageRead, PdfReply, PdfRequest } from './threaded.js';

guardTypedArrays();

serveThreadJobs(answer, undefined, prepare);

/**
 * A prestarted child (threaded.ts `prestartPdfReader`) reads a small PDF of its own before any job: pdfjs's parts are
 * loaded and compiled while nobody waits. Bounded as a job is (its pages, a deadline, the typed arrays); its answer,
 * or its error, is dropped.
 */
async function prepare(): Promise<void> {
  await loadPdf(warmUpPdf(), 10, Date.now() + 30_000, undefined, 64);
}

async function answer({ bytes, maxPages, deadline, progress, buffersMb }: PdfRequest, tell: (message: PdfPageRead) => void): Promise<PdfReply> {
  const onPage = progress ? (read: number, total: number) => tell({ page: { read, total } }) : undefined;
  try {
    return { content: await loadPdf(bytes, maxPages, deadline, onPage, buffersMb) };
  } catch (err) {
    const error = err instanceof ParleyError ? err : unreadableDocument('PDF', 'corrupt or truncated');
    return { error: { status: error.status, error: (error.result as { error: string }).error, errors: error.errors } };
  }
}
