/**
 * The default store: everything in memory, logs kept sorted by request timestamp so log listing never
 * sorts. Also the in-memory index behind FileStore.
 */
import type { LogRecord, Store, StoreBatch, WorkspaceRecord } from './types.js';
import { partitionPoint } from '../../common/partition-point.js';

export interface MemoryStoreOptions {
  /** Keep at most this many logs; the oldest (by request timestamp) are dropped first. Default: no bound. */
  maxLogs?: number;
}

/** Dropped logs kept in the array before it is compacted. */
const COMPACT_AFTER = 1024;

export class MemoryStore implements Store {
  private readonly workspaces = new Map<string, WorkspaceRecord>();
  /** Sorted; `logs[head]` is the oldest kept (dropped logs are compacted away in bulk, not one by one). */
  private logs: LogRecord[] = [];
  private head = 0;
  private nextSeq = 0;
  private logChanges = 0;
  private readonly maxLogs: number;

  constructor(options: MemoryStoreOptions = {}) {
    const max = options?.maxLogs;
    this.maxLogs = typeof max === 'number' && Number.isInteger(max) && max >= 0 ? max : Number.POSITIVE_INFINITY;
  }

  getWorkspace(workspaceId: string): WorkspaceRecord | undefined {
    return this.workspaces.get(workspaceId);
  }

  listWorkspaces(): readonly WorkspaceRecord[] {
    return [...this.workspaces.values()];
  }

  listLogs(): readonly LogRecord[] {
    this.compact();
    return this.logs;
  }

  logsRevision(): number {
    return this.logChanges;
  }

  commit(batch: StoreBatch): void {
    this.apply(this.assignSeq(batch));
  }

  /** Gives each new log its storage order (FileStore persists the result before applying it). */
  assignSeq(batch: StoreBatch): StoreBatch & { addLogs?: LogRecord[] } {
    if (!batch.addLogs || batch.addLogs.length === 0) return batch as StoreBatch & { addLogs?: LogRecord[] };
    return { ...batch, addLogs: batch.addLogs.map((l) => ({ ...l, seq: this.nextSeq++ })) };
  }

  /** Applies an already sequenced batch (never throws on well-formed input). */
  apply(batch: StoreBatch & { addLogs?: LogRecord[] }): void {
    for (const id of batch.deleteWorkspaces ?? []) this.workspaces.delete(id);
    for (const record of batch.putWorkspaces ?? []) this.workspaces.set(record.workspace_id, record);
    if ((batch.deleteLogs?.length ?? 0) > 0 || (batch.addLogs?.length ?? 0) > 0) this.logChanges += 1;
    if (batch.deleteLogs && batch.deleteLogs.length > 0) {
      this.compact();
      const gone = new Set(batch.deleteLogs);
      this.logs = this.logs.filter((l) => !gone.has(l.log.log_id));
    }
    for (const record of batch.addLogs ?? []) this.insertLog(record);
    this.retain();
  }

  /** How many logs are kept (after retention). */
  countLogs(): number {
    return this.logs.length - this.head;
  }

  /**
   * A long-running server must not grow without bound: retention drops the oldest logs. Moving the
   * head is O(1); the array is compacted once a block of dropped logs has built up (removing one
   * element from the front of 10,000 on every message was a measurable share of a message's cost).
   * Public for FileStore, which loads every stored log and then applies the bound.
   */
  retain(): void {
    if (this.logs.length - this.head > this.maxLogs) this.head = this.logs.length - this.maxLogs;
    if (this.head > COMPACT_AFTER) this.compact();
  }

  private compact(): void {
    if (this.head === 0) return;
    this.logs = this.logs.slice(this.head);
    this.head = 0;
  }

  /** Loads a record read back from disk, keeping `seq` (used by FileStore when opening). */
  load(record: WorkspaceRecord | LogRecord): void {
    if ('log' in record) {
      this.logChanges += 1;
      this.insertLog(record);
      this.nextSeq = Math.max(this.nextSeq, record.seq + 1);
    } else {
      this.workspaces.set(record.workspace_id, record);
    }
  }

  private insertLog(record: LogRecord): void {
    const logs = this.logs;
    // Logs mostly arrive in time order: appending needs one comparison, not a search.
    if (logs.length === this.head || compareLogs(logs[logs.length - 1], record) <= 0) {
      logs.push(record);
      return;
    }
    const lo = partitionPoint(this.head, logs.length, (i) => compareLogs(logs[i], record) <= 0);
    if (lo === logs.length) logs.push(record);
    else logs.splice(lo, 0, record);
  }
}

/** Log order: request timestamp, then storage order. */
export function compareLogs(a: LogRecord, b: LogRecord): number {
  const ta = a.log.request_timestamp;
  const tb = b.log.request_timestamp;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.seq - b.seq;
}
