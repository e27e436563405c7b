/**
 * What the contract routes need of a `CompareComplyV1`, split by where it may run: the document
 * operations read only their upload (any process may run them), the stored operations read and write
 * feedback and batches (one process must own them, or a cluster's workers would each keep their own).
 */
import { CompareComplyV1, type BucketStore, type DocumentOperations, type RecordStore } from '../../contracts/index.js';

export const DOCUMENT_OPERATIONS = ['convertToHtml', 'classifyElements', 'extractTables', 'compareDocuments'] as const;
export const STORED_OPERATIONS = ['addFeedback', 'listFeedback', 'getFeedback', 'deleteFeedback', 'createBatch', 'listBatches', 'getBatch', 'updateBatch', 'deleteUserData'] as const;

export type DocumentOperation = (typeof DOCUMENT_OPERATIONS)[number];
export type StoredOperation = (typeof STORED_OPERATIONS)[number];

/** The twin as the routes call it: a `CompareComplyV1`, or a stand-in that forwards the stored operations. */
export type ContractTwin = Pick<CompareComplyV1, DocumentOperation | StoredOperation>;

/** The service's API version for the contract twin's own URLs when a request names none. */
const TWIN_VERSION = '2018-10-15';

/** Where a twin keeps what it stores, and what it runs documents with. */
export interface ContractTwinOptions {
  /** Where feedback and batches are kept (default: memory). */
  store?: RecordStore;
  /** Batch buckets: a BucketStore or a directory of bucket folders (`--buckets DIR`). */
  buckets?: BucketStore | string;
  clock?: () => Date;
  operations?: DocumentOperations;
  /** The most bytes of JSON stored feedback may take (`--feedback-quota MIB`; default CompareComplyV1's 100 MiB). */
  feedbackQuotaBytes?: number;
}

export function buildContractTwin(options: ContractTwinOptions): CompareComplyV1 {
  return new CompareComplyV1({
    version: TWIN_VERSION,
    ...(options.store ? { store: options.store } : {}),
    ...(options.buckets ? { buckets: options.buckets } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.operations ? { operations: options.operations } : {}),
    ...(options.feedbackQuotaBytes !== undefined ? { feedbackQuotaBytes: options.feedbackQuotaBytes } : {}),
  });
}

export function isStoredOperation(name: string): name is StoredOperation {
  return (STORED_OPERATIONS as readonly string[]).includes(name);
}

export function isDocumentOperation(name: string): name is DocumentOperation {
  return (DOCUMENT_OPERATIONS as readonly string[]).includes(name);
}
