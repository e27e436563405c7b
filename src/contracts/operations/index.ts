/**
 * The three document operations of the service, with the SDK's parameters: `convertToHtml`, `classifyElements`,
 * `extractTables`. Each validates its parameters (400 naming the one at fault), reads the document and answers
 * from one analysis; the same bytes give deep-equal answers.
 */
import type { AnalyzeOptions, AnalyzeParams } from '../params.js';
import type { ClassifyReturn, HTMLReturn, TableReturn } from '../wire.js';
import { yieldToEventLoop } from '../../common/event-loop.js';
import { progressReporter } from '../progress.js';
import { analyzeDocument } from './analyze.js';
import { classifyReturn, htmlReturn, tableReturn } from './results.js';
import { validateAnalyzeOptions } from '../options.js';
import { validateAnalyzeParams } from './validate.js';
import { formatName } from '../readers/index.js';
import { throwIfAbandoned } from '../readers/heed.js';

export { analyzeDocument } from './analyze.js';
export type { Analysis } from './pipeline.js';
// For compare (and anything else answering from an analysis it already holds): the pure response builders.
export { classifyReturn, elementInputs, htmlReturn, tableReturn } from './results.js';
export { analyzeRead, md5Hex } from './pipeline.js';

export async function convertToHtml(params: AnalyzeParams, given?: AnalyzeOptions): Promise<HTMLReturn> {
  const { file, fileContentType } = validateAnalyzeParams(params);
  const options = validateAnalyzeOptions(given);
  return htmlReturn(await analyzeDocument(file, fileContentType, options));
}

export async function classifyElements(params: AnalyzeParams, given?: AnalyzeOptions): Promise<ClassifyReturn> {
  const { file, fileContentType } = validateAnalyzeParams(params);
  const options = validateAnalyzeOptions(given);
  const analysis = await analyzeDocument(file, fileContentType, options);
  // Given up once the analysis was done (or, below, while the event loop was free or by the listener told): not
  // classified (h106sigW).
  const heed = () => throwIfAbandoned(formatName(analysis.read.format), options.signal);
  heed();
  const report = progressReporter(options.onProgress);
  if (report === undefined) return classifyReturn(analysis);
  const total = analysis.elements.length;
  report({ stage: 'elements', done: 0, total });
  // Said before the classifier holds the event loop (it labels the document as a whole, in one go).
  await yieldToEventLoop();
  heed();
  const body = classifyReturn(analysis);
  report({ stage: 'elements', done: total, total });
  return body;
}

export async function extractTables(params: AnalyzeParams, given?: AnalyzeOptions): Promise<TableReturn> {
  const { file, fileContentType } = validateAnalyzeParams(params);
  const options = validateAnalyzeOptions(given);
  return tableReturn(await analyzeDocument(file, fileContentType, options));
}
