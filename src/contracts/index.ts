/** parley/contracts: a deterministic, offline twin of the contract-analysis service. */
export * from './wire.js';
export type { AnalyzeParams, CompareParams, AnalyzeOptions, FileInput } from './params.js';
export type { ContractProgress, OnProgress, ProgressStage } from './progress.js';
export type { BatchProgress, OnBatchProgress } from './service/batch-runner.js';
export { ParleyError } from '../common/errors.js';
export { convertToHtml, classifyElements, extractTables, analyzeDocument, type Analysis } from './operations/index.js';
export { mapSpan, OffsetMap, type TextRange } from './html/offsets.js';
// What a document is read as, from its bytes (the service's auto-correction): a caller can tell a user before sending it.
export { sniffMediaType, DOCX_MEDIA_TYPE, type SupportedMediaType } from './readers/index.js';
// A long-running caller's first PDF after other formats need not start the PDF reader on its read.
export { prestartContractReaders } from './readers/index.js';
export type * from './service-wire.js';
export { CompareComplyV1, setDefaultOperations, type CompareComplyV1Options } from './service/compare-comply.js';
export { DEFAULT_FEEDBACK_QUOTA_BYTES } from './service/feedback-ops.js';
export type * from './service/sdk-params.js';
export type { DocumentOperations } from './service/operations.js';
export { DirectoryBucketStore, fileNameOfKey, type BucketStore, type BucketObject } from './service/bucket-store.js';
export { MemoryRecordStore, DirectoryRecordStore, type RecordStore, type RecordCollection } from '../common/store/record-store.js';
export { createCompareDocuments, compareClassified, comparisonKey, MAX_FILE_BYTES } from './compare/index.js';

import { convertToHtml as toHtml, classifyElements as classify, extractTables as tables } from './operations/index.js';
import { setDefaultOperations as setOps } from './service/compare-comply.js';
import { createCompareDocuments as compareWith } from './compare/index.js';

// The twin and the module-level compareDocuments run parley's own document operations.
setOps({ convertToHtml: toHtml, classifyElements: classify, extractTables: tables });
/** compareDocuments with the SDK's parameters, on parley's own classifier; resolves to the CompareReturn. */
export const compareDocuments = compareWith(classify);
