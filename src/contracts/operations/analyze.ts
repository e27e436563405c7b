/**
 * `analyzeDocument`: bytes and their declared type → the analysis every operation answers from (read, layout,
 * html with offsets, elements). Exported so compare can analyse both of its documents the same way.
 */
import { readDocument, sniffMediaType } from '../readers/index.js';
import type { AnalyzeOptions } from '../params.js';
import { validateAnalyzeOptions } from '../options.js';
import { validateAnalyzeParams } from './validate.js';
import { progressReporter } from '../progress.js';
import { analyzeRead, md5Hex, type Analysis } from './pipeline.js';
import { documentPagesWarmUp, warmUpAnalysis } from './warm-up.js';

export async function analyzeDocument(input: Uint8Array, type: string | undefined, given: AnalyzeOptions = {}): Promise<Analysis> {
  // Public, so checked as the operations' parameters are (they call it checked; the checks are cheap): a wrong
  // type is a 400 naming the argument, not a TypeError from deep inside, and `onProgress: 'x'` is refused.
  const { file: bytes, fileContentType: declaredType } = validateAnalyzeParams({ file: input, fileContentType: type });
  const options = validateAnalyzeOptions(given);
  // Hashed before reading: nothing a reader does to its input can change the document's hash.
  const hash = md5Hex(bytes);
  const report = progressReporter(options.onProgress);
  // A PDF is read in a child process: the wait warms this thread's analysis (warm-up.ts), on a sample of its own once,
  // then on the document's pages as the child reads them. Another format starts no PDF child: a child started for a
  // PDF that may never come competed with a one-shot call for the second core (a listening server prestarts one
  // instead: server/contracts/twin-thread.ts).
  const pdf = sniffMediaType(bytes) === 'application/pdf';
  const pages = pdf ? documentPagesWarmUp() : undefined;
  const reading = readDocument(
    bytes,
    declaredType,
    {
      ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
      ...(options.maxPages !== undefined ? { maxPages: options.maxPages } : {}),
    },
    report && ((stage, done, total) => report({ stage, done, total })),
    options.signal,
    pages && ((page) => pages.heard(page)),
  );
  // Both awaited together, so that a read refused at once is never an unhandled rejection.
  let readOver = false;
  const watched = reading.finally(() => {
    readOver = true;
    pages?.end();
  });
  const warming = pdf ? warmUpAnalysis(() => !readOver).then(() => pages?.warm()) : undefined;
  const [read] = await Promise.all([watched, warming]);
  // Given up while the read's answer came back (or while a PDF's wait warmed the analysis): not analysed.
  return analyzeRead(read, hash, options.signal);
}
