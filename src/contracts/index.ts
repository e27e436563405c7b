/** parley/contracts: a deterministic, offline twin of the contract-analysis service. */
export * from './wire.js';
export type { AnalyzeParams, CompareParams, AnalyzeOptions, FileInput } from './params.js';
export { ParleyError } from '../common/errors.js';
export type * from './service-wire.js';
export { CompareComplyV1, setDefaultOperations, type CompareComplyV1Options } from './service/compare-comply.js';
export type * from './service/sdk-params.js';
export type { DocumentOperations } from './service/operations.js';
export { DirectoryBucketStore, type BucketStore, type BucketObject } from './service/bucket-store.js';
export { MemoryRecordStore, DirectoryRecordStore, type RecordStore, type RecordCollection } from '../common/store/record-store.js';
export { createCompareDocuments, compareClassified, comparisonKey } from './compare/index.js';
