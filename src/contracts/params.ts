/** The parameters of the pure operations: those of the SDK methods of the same name. */
import type { OnProgress } from './progress.js';

export type FileInput = Uint8Array;

export interface AnalyzeParams {
  file: FileInput;
  /** The declared media type; sniffed and auto-corrected as the service did. */
  fileContentType?: string;
  /** `contracts` or `tables`; defaults as the service's. */
  model?: string;
}

export interface CompareParams {
  file1: FileInput;
  file2: FileInput;
  file1ContentType?: string;
  file2ContentType?: string;
  file1Label?: string;
  file2Label?: string;
  model?: string;
}

export interface AnalyzeOptions {
  /** Largest accepted file in bytes (the service: 1.5 MB). */
  maxBytes?: number;
  /** Most pages read from one document. */
  maxPages?: number;
  /** Hears how far the analysis is (pages read, pages recognised, elements classified); see progress.ts. */
  onProgress?: OnProgress;
  /**
   * The caller's interest in the answer (parley's, not the service's): once it aborts, an image page still waiting for
   * the process's one OCR worker, or a PDF still waiting for a child of the PDF pool, leaves the queue unread, and one
   * being recognised or read is stopped (the worker or the child ended, h106sig); a Word or text read is not begun, or
   * is dropped when it answers, and the analysis after any read stops before its next stage (h106sigW); the operation
   * rejects (the signal's reason when it is a ParleyError, else a 400 `abandoned`). A server ties it to its request, a
   * batch to its cancel.
   */
  signal?: AbortSignal;
}
