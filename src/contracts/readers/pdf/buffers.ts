/**
 * The bound on the typed arrays one PDF read adds (MAX_PDF_BUFFERS_MB, threaded.ts says why). pdfjs's decoded
 * streams live outside the V8 heap, so the thread's heap bound does not hold them; `process.memoryUsage().arrayBuffers`
 * does, and in a worker thread it counts that thread's own allocator only (a 50 MB array in a worker reads 50 there
 * and 0 in the process's main thread, Node 20). Measured from the read's start: in process (the test suite's path)
 * the main thread's own arrays are not the read's; in a reused thread, neither are a previous read's leftovers.
 */
import { documentTooComplex } from '../errors.js';

const MB = 1024 * 1024;

/** A check to call after each pdfjs call: throws the 413 once the read has added more than `limitMb` of typed arrays. */
export function buffersBound(limitMb: number): () => void {
  const start = process.memoryUsage().arrayBuffers;
  return () => {
    if (process.memoryUsage().arrayBuffers - start > limitMb * MB) throw documentTooComplex('PDF', `more than ${limitMb} MB of decoded data to read`);
  };
}
