/**
 * What a cluster's primary and its workers say to each other over the IPC channel (`serialization:
 * 'advanced'`). The primary owns the store and runs every operation but `message`; each worker keeps a
 * replica of the workspaces (pushed on every change, acknowledged before the change is answered) and
 * runs messages itself, sending their logs back.
 */
import type { LogFields } from '../../service/index.js';
import type { WorkspaceRecord } from '../../service/index.js';
import type { AuthConfig } from '../auth.js';
import type { OperationCall, OperationResult } from '../twins.js';
import type { StoredOperation } from '../contracts/twin.js';
import type { ContractReply } from './contract-calls.js';
import type { ContractThreadOptions } from '../contracts/threaded-twin.js';
import type { UploadPace } from '../contracts/upload-deadline.js';

/** A log on the wire: the snapshot's JSON text as it is, so nothing is parsed to be sent. */
export interface WireLog {
  requestJson: string;
  responseJson: string;
  fields: LogFields;
  customer_ids: string[];
}

export type ToWorker =
  | { t: 'sync'; records: WorkspaceRecord[]; config: WorkerConfig }
  | { t: 'records'; id: number; put: WorkspaceRecord[]; del: string[] }
  | { t: 'reply'; id: number; result: OperationResult }
  | { t: 'contract-reply'; id: number; reply: ContractReply }
  /** The logs batch `id` is stored (durably, for a file store); `error` when storing failed. */
  | { t: 'logged'; id: number; error?: string }
  | { t: 'flush'; id: number }
  | { t: 'close' };

export type ToPrimary =
  | { t: 'hello' }
  | { t: 'call'; id: number; call: OperationCall }
  /** A contract feedback, batch or user-data operation: the primary owns that data (contract-calls.ts). */
  | { t: 'contract'; id: number; operation: StoredOperation; params: unknown }
  | { t: 'logs'; id: number; logs: WireLog[] }
  | { t: 'ack'; id: number }
  | { t: 'flushed'; id: number }
  | { t: 'closed' }
  /** The worker could not listen (port in use, no permission): it exits after this. */
  | { t: 'failed'; message: string; code?: string };

/** What a worker needs to serve (sent with the first sync, not through the environment: it may hold credentials). */
export interface WorkerConfig {
  port: number;
  host: string;
  bodyLimit?: number;
  auth?: AuthConfig;
  quiet: boolean;
  /** False: webhooks are refused (the fetch function itself cannot cross processes). */
  webhooks: boolean;
  /** False: the contract routes are not served. */
  contracts: boolean;
  /** The analysis threads' bounds each worker runs its documents with (`parley serve --analysis-queue`). */
  contractThreads?: ContractThreadOptions | false;
  /** How long each worker lets an admitted upload take (`parley serve --upload-timeout`, `--upload-rate`). */
  contractUpload?: UploadPace | false;
}
