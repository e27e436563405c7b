/** The document operations the service calls (the pure ones of `src/contracts/operations/`), injectable for tests. */
import type { AnalyzeOptions, AnalyzeParams } from '../params.js';
import type { ClassifyReturn, HTMLReturn, TableReturn } from '../wire.js';

export interface DocumentOperations {
  convertToHtml(params: AnalyzeParams, options?: AnalyzeOptions): Promise<HTMLReturn>;
  classifyElements(params: AnalyzeParams, options?: AnalyzeOptions): Promise<ClassifyReturn>;
  extractTables(params: AnalyzeParams, options?: AnalyzeOptions): Promise<TableReturn>;
}
