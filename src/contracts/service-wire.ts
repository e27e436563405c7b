/**
 * The feedback and batch bodies of the contract-analysis service, as the official SDK's `CompareComplyV1`
 * models them (snake_case, as on the wire). The documents and the SDK disagree on a few points; parley's
 * choices are in docs/contracts.md ("Feedback", "Batches").
 */
import type { Location } from './wire.js';

export interface FeedbackLabel {
  nature: string;
  party: string;
}

export interface FeedbackTypeLabel {
  label: FeedbackLabel;
  provenance_ids?: string[];
  modification?: Modification;
}

export interface FeedbackCategory {
  label: string;
  provenance_ids?: string[];
  modification?: Modification;
}

/** The docs' spelling (`not_changed`); the python SDK's enum said `unchanged`. */
export type Modification = 'added' | 'not_changed' | 'removed';

export interface ShortDoc {
  title?: string;
  hash?: string;
}

export interface LabelsIn {
  types: FeedbackTypeLabel[];
  categories: FeedbackCategory[];
}

export interface FeedbackDataInput {
  feedback_type: 'element_classification';
  document?: ShortDoc;
  model_id?: string;
  model_version?: string;
  location: Location;
  text: string;
  original_labels: LabelsIn;
  updated_labels: LabelsIn;
}

export interface FeedbackDataOutput {
  feedback_type: 'element_classification';
  document?: ShortDoc;
  model_id: string;
  model_version: string;
  location: Location;
  text: string;
  original_labels: LabelsIn;
  updated_labels: LabelsIn;
}

export interface FeedbackReturn {
  feedback_id: string;
  user_id?: string;
  comment?: string;
  created: string;
  feedback_data: FeedbackDataOutput;
}

export type GetFeedback = FeedbackReturn;

export interface Pagination {
  refresh_cursor?: string;
  next_cursor?: string;
  refresh_url?: string;
  next_url?: string;
  total?: number;
}

export interface FeedbackList {
  feedback: GetFeedback[];
  /** At the top level, as the service's docs show it (the SDK models it inside each feedback_data). */
  pagination?: Pagination;
}

export interface FeedbackDeleted {
  status: number;
  message: string;
}

export const BATCH_FUNCTIONS = ['html_conversion', 'element_classification', 'tables'] as const;
export type BatchFunction = (typeof BATCH_FUNCTIONS)[number];

export function isBatchFunction(name: unknown): name is BatchFunction {
  return (BATCH_FUNCTIONS as readonly unknown[]).includes(name);
}

/** Why a batch's `function` is refused (the service's words), for the service and for the CLI's early check. */
export const BATCH_FUNCTION_REFUSAL = `function must be one of ${BATCH_FUNCTIONS.join(', ')}`;

export const BATCH_STATUSES = ['pending', 'active', 'completed', 'canceled'] as const;
export type BatchState = (typeof BATCH_STATUSES)[number];

export interface DocCounts {
  total: number;
  pending: number;
  successful: number;
  failed: number;
}

export interface BatchStatus {
  function: BatchFunction;
  input_bucket_location: string;
  input_bucket_name: string;
  output_bucket_location: string;
  output_bucket_name: string;
  batch_id: string;
  document_counts: DocCounts;
  status: BatchState;
  created: string;
  updated: string;
  /**
   * parley's addition, present only when the input bucket held entries the store does not read (a directory bucket's
   * hidden files, folders, links, names with control characters): the first `MAX_SKIPPED_LISTED` by name, with the
   * reason. They are not documents (not in `document_counts`), but never left out silently.
   */
  skipped_objects?: SkippedObject[];
  /** How many entries were skipped (all of them, when more than the list shows). */
  skipped_count?: number;
}

export interface SkippedObject {
  name: string;
  reason: string;
}

/** The skipped entries a batch's status lists; a bucket of thousands of hidden files must not bloat every answer. */
export const MAX_SKIPPED_LISTED = 100;

export interface Batches {
  batches: BatchStatus[];
}
