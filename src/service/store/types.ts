/**
 * What the service keeps: one record per workspace (its JSON with audit fields on every element, plus
 * the customer labels), one record per log. A `Store` persists them; every call commits one batch.
 */
import type { Audit, Log, Workspace } from '../../model/index.js';

/** The content arrays of a workspace: optional on the wire, always present in the store. */
type WorkspaceContent = 'intents' | 'entities' | 'dialog_nodes' | 'counterexamples';

/**
 * The stored workspace: the wire shape (`Workspace`, one home for its fields) without the id and status the store
 * keeps beside it, content arrays always present, audit always set.
 */
export interface WorkspaceDoc
  extends Required<Audit>, Required<Pick<Workspace, WorkspaceContent>>, Omit<Workspace, 'workspace_id' | 'status' | keyof Audit | WorkspaceContent> {}

/**
 * A customer label on one element: `key` addresses it like the API does, e.g. `['intent', 'greet']`,
 * `['example', 'greet', 'hello']`, `['synonym', 'city', 'Boston', 'beantown']`.
 */
export interface ElementLabel {
  customer_id: string;
  key: string[];
}

export interface WorkspaceRecord {
  workspace_id: string;
  /** Increases with every committed change; keys the compiled-engine cache. */
  revision: number;
  workspace: WorkspaceDoc;
  /**
   * Audit of single synonyms, keyed by `synonymKey(entity, value, synonym)`; missing ⇒ the value's audit. Read-only: a
   * read's draft shares it, and a change writes into its own copy (draft.ts' `ownSynonymAudit`); the field itself is
   * read-only too (a record's audit is replaced by writing a new record).
   */
  readonly synonym_audit: SynonymAudit;
  /** Customers whose request created or updated the workspace as a whole. */
  customer_ids: string[];
  labels: ElementLabel[];
}

export interface LogRecord {
  log: Log;
  customer_ids: string[];
  /** Storage order, assigned by the store; breaks ties between equal request timestamps. */
  seq: number;
}

/** One atomic change: all of it is stored, or none of it. */
export interface StoreBatch {
  putWorkspaces?: WorkspaceRecord[];
  deleteWorkspaces?: string[];
  addLogs?: Omit<LogRecord, 'seq'>[];
  deleteLogs?: string[];
}

/**
 * A storage backend. Reads return records the caller must not mutate; `commit` applies a batch
 * atomically (a failed commit changes nothing) and may be asynchronous.
 */
export interface Store {
  getWorkspace(workspaceId: string): WorkspaceRecord | undefined;
  listWorkspaces(): readonly WorkspaceRecord[];
  /** Every log, sorted by `request_timestamp`, then by storage order. */
  listLogs(): readonly LogRecord[];
  commit(batch: StoreBatch): void | Promise<void>;
  /**
   * Optional: a number that changes whenever the logs change. When present, the service caches the
   * logs a filter matches (the spec calls `filter` cacheable) until it changes.
   */
  logsRevision?(): number;
  /**
   * Optional: commits cost a disk sync, so the service stores the logs of concurrent messages with one
   * commit (each message is still answered only once its log is stored).
   */
  readonly groupsLogs?: boolean;
}

/** A record's synonym audit as it is shared: neither its keys nor an entry's fields may be changed in place. */
export type SynonymAudit = Readonly<Record<string, Readonly<Audit>>>;

/** A call's own copy of a synonym audit (draft.ts' `ownSynonymAudit`): keys added and removed, entries replaced whole. */
export type OwnSynonymAudit = Record<string, Readonly<Audit>>;

/** The key of a synonym in `WorkspaceRecord.synonym_audit`. */
export function synonymKey(entity: string, value: string, synonym: string): string {
  return JSON.stringify([entity, value, synonym]);
}
