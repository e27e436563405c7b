/**
 * The child process that reads PDFs with pdfjs (started by threaded.ts, through the common pool's process mode): one request
 * at a time, answered with the page content or the ParleyError to throw; when asked, each page read is announced first,
 * and when asked for the pages (`pages`), each announcement carries its page and the answer's content none: each page is
 * copied across once, as it is read, and must be sent in order, page 1 first (the parent appends them as they arrive
 * and refuses a read whose pages come out of place, threaded.ts).
 */
import { ParleyError } from '../../../common/errors.js';
import { serveThreadJobs } from '../../../common/threads/serve.js';
import { unreadableDocument } from '../errors.js';
import { loadPdf, type PdfPage } from './load.js';
import { guardTypedArrays } from './buffers.js';
import type { PdfPageRead, PdfReply, PdfRequest } from './threaded.js';

guardTypedArrays();

// No preparation when prestarted (threaded.ts `prestartPdfReader`): Node's start and pdfjs's import, done as this
// module loads, are what a prestart takes off a read's path. A small PDF of standard fonts read first left the
// first real read's CPU as it was (bench/log.md, "The 58-page read, cold and warm").
serveThreadJobs(answer);

async function answer({ bytes, maxPages, deadline, progress, pages, buffersMb }: PdfRequest, tell: (message: PdfPageRead) => void): Promise<PdfReply> {
  const onPage = pages
    ? (read: number, total: number, content: PdfPage) => tell({ page: { read, total }, content })
    : progress
      ? (read: number, total: number) => tell({ page: { read, total } })
      : undefined;
  try {
    const content = await loadPdf(bytes, maxPages, deadline, onPage, buffersMb);
    return { content: pages ? { ...content, pages: [] } : content };
  } catch (err) {
    const error = err instanceof ParleyError ? err : unreadableDocument('PDF', 'corrupt or truncated');
    return { error: { status: error.status, error: (error.result as { error: string }).error, errors: error.errors } };
  }
}
