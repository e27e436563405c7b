/** The service layer: the in-process twin of the SDK's AssistantV1, its stores and the log filter. */
export { AssistantV1, type AssistantV1Options, type BulkClassifyOutput } from './assistant.js';
export { threadedIntentTrainer } from './intent-training.js';
export type { ServiceResponse, RequestHeaders, DefaultParams } from './params.js';
export type * from './sdk-params.js';
export { MemoryStore, type MemoryStoreOptions } from './store/memory.js';
export { FileStore, type FileStoreOptions } from './store/file.js';
export type { FsLayer } from './store/fs-layer.js';
export type { Store, StoreBatch, WorkspaceRecord, WorkspaceDoc, LogRecord, ElementLabel } from './store/types.js';
export { refuseWebhooks, type WebhookFetch } from './webhook.js';
export { parseLogFilter, type FilterNode } from './logs/parser.js';
export { compileLogFilter, type LogPredicate } from './logs/filter.js';
export { asSnapshot, SnapshotLog, type LogFields } from './logs/snapshot.js';
