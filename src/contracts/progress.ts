/**
 * Progress of a long analysis (a 58-page PDF takes seconds), for whoever shows it: the CLI's ticking line,
 * a batch's per-document counter. Only counts: a callback never sees or changes what is analysed, so an
 * answer is byte-identical with or without one.
 */
import type { ReadStage } from './readers/types.js';

/**
 * `pages`: PDF pages read; `ocr`: image pages (a PNG, each TIFF frame) recognised (`0/N` when recognition
 * starts: a page takes seconds); `elements`: elements
 * classified (`0/N` when classification starts, `N/N` when it ends: the classifier labels a document as a
 * whole). Within one stage of one document `done` only grows, `total` stays, and the last event has
 * `done === total`. Word and plain-text documents are read at once: they report no reading stage.
 */
export type ProgressStage = ReadStage | 'elements';

export interface ContractProgress {
  stage: ProgressStage;
  done: number;
  total: number;
  /** Which document of a comparison (absent for the one-document operations). */
  document?: 'file1' | 'file2';
}

export type OnProgress = (progress: ContractProgress) => void;

/**
 * The callback as the pipeline calls it: one that throws is not the document's fault, so its error is
 * dropped (progress is advisory; the answer must not depend on it).
 */
export function progressReporter(onProgress: OnProgress | undefined, document?: ContractProgress['document']): OnProgress | undefined {
  if (onProgress === undefined) return undefined;
  return (p) => {
    try {
      onProgress(document === undefined ? p : { ...p, document });
    } catch {
      // advisory only
    }
  };
}
