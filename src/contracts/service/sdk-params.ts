/** The parameters of every `CompareComplyV1` method, named as in the official SDK (ibm-watson 6.2.2). */
import type { RequestHeaders } from '../../common/sdk-envelope.js';
import type { FeedbackDataInput } from '../service-wire.js';
import type { OnProgress } from '../progress.js';

/** A document as the SDK takes it: a Buffer (any Uint8Array) or a readable stream. */
export type FileParam = Uint8Array | NodeJS.ReadableStream | AsyncIterable<Uint8Array | string>;

interface DefaultParams {
  headers?: RequestHeaders;
}

export interface ConvertToHtmlParams extends DefaultParams {
  file: FileParam;
  fileContentType?: string;
  model?: string;
  /** Not in the SDK: hears how far the analysis is (pages read, elements classified); see `ContractProgress`. */
  onProgress?: OnProgress;
  /** Not in the SDK: the caller's interest in the answer (`AnalyzeOptions.signal`: an image waiting for OCR, or a PDF for a child, leaves the queue once it aborts; one being read is stopped). */
  signal?: AbortSignal;
}
export type ClassifyElementsParams = ConvertToHtmlParams;
export type ExtractTablesParams = ConvertToHtmlParams;

export interface CompareDocumentsParams extends DefaultParams {
  file1: FileParam;
  file2: FileParam;
  file1ContentType?: string;
  file2ContentType?: string;
  file1Label?: string;
  file2Label?: string;
  model?: string;
  /** Not in the SDK: hears how far each document's analysis is (`document` says which); see `ContractProgress`. */
  onProgress?: OnProgress;
  /** Not in the SDK: as `ConvertToHtmlParams.signal`, for both documents. */
  signal?: AbortSignal;
}

export interface AddFeedbackParams extends DefaultParams {
  feedbackData: FeedbackDataInput;
  userId?: string;
  comment?: string;
}

export interface ListFeedbackParams extends DefaultParams {
  feedbackType?: string;
  documentTitle?: string;
  modelId?: string;
  modelVersion?: string;
  categoryRemoved?: string;
  categoryAdded?: string;
  categoryNotChanged?: string;
  typeRemoved?: string;
  typeAdded?: string;
  typeNotChanged?: string;
  /** In the service's docs, not in the SDK. */
  userId?: string;
  /** In the service's docs (`YYYY-MM-DD`, created strictly before / after that UTC day); dropped from the SDK in 2019. */
  before?: string;
  after?: string;
  pageLimit?: number;
  cursor?: string;
  sort?: string;
  includeTotal?: boolean;
  /** Not in the SDK: the API version echoed in the pagination URLs (default: the twin's); the server sets it. */
  version?: string;
}

export interface GetFeedbackParams extends DefaultParams {
  feedbackId: string;
  model?: string;
}
export type DeleteFeedbackParams = GetFeedbackParams;

export interface CreateBatchParams extends DefaultParams {
  _function: string;
  inputCredentialsFile: FileParam;
  inputBucketLocation: string;
  inputBucketName: string;
  outputCredentialsFile: FileParam;
  outputBucketLocation: string;
  outputBucketName: string;
  model?: string;
}

export interface ListBatchesParams extends DefaultParams {
  /** In the service's docs (pending, active, completed, canceled), not in the SDK. */
  status?: string;
}

export interface GetBatchParams extends DefaultParams {
  batchId: string;
}

export interface UpdateBatchParams extends DefaultParams {
  batchId: string;
  action: string;
  model?: string;
}

export interface DeleteUserDataParams extends DefaultParams {
  customerId: string;
}
