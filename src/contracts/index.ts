/** parley/contracts: a deterministic, offline twin of the contract-analysis service. */
export * from './wire.js';
export type { AnalyzeParams, CompareParams, AnalyzeOptions, FileInput } from './params.js';
export { ParleyError } from '../common/errors.js';
