/** parley/contracts: a deterministic, offline twin of the contract-analysis service. */
export * from './wire.js';
export type { AnalyzeParams, CompareParams, AnalyzeOptions, FileInput } from './params.js';
export { ParleyError } from '../common/errors.js';
export { convertToHtml, classifyElements, extractTables, analyzeDocument, type Analysis } from './operations/index.js';
export { mapSpan, OffsetMap, type TextRange } from './html/offsets.js';
