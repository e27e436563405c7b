/**
 * A worker's store: the primary's workspaces, replaced whenever the primary pushes a change, and an
 * outbox for the logs of the messages this worker ran. A worker only ever commits logs; anything else
 * reaching `commit` is a bug in the routing, refused without a change.
 *
 * Logs leave in numbered batches (one per turn of the event loop); the primary says when each is stored,
 * and `stored()` lets a message wait for that before it is answered, as in one process: a kill -9 of the
 * primary lost the logs of up to 1,392 messages already answered when workers answered first.
 */
import { ParleyError } from '../../model/index.js';
import { asSnapshot, type LogRecord, type Store, type StoreBatch, type WorkspaceRecord } from '../../service/index.js';
import type { WireLog } from './protocol.js';

export class ReplicaStore implements Store {
  private readonly workspaces = new Map<string, WorkspaceRecord>();
  private outbox: WireLog[] = [];
  private scheduled = false;
  /** Number of the batch the outbox will leave as; every earlier one has been sent. */
  private nextBatch = 0;
  /** Batches stored by the primary: all up to this one (they are stored in order). */
  private storedUpTo = -1;
  private readonly waiters: { batch: number; resolve: () => void; reject: (err: Error) => void }[] = [];

  constructor(private readonly send: (batch: number, logs: WireLog[]) => void) {}

  replace(records: readonly WorkspaceRecord[]): void {
    this.workspaces.clear();
    for (const r of records) this.workspaces.set(r.workspace_id, r);
  }

  apply(put: readonly WorkspaceRecord[], del: readonly string[]): void {
    for (const id of del) this.workspaces.delete(id);
    for (const r of put) this.workspaces.set(r.workspace_id, r);
  }

  getWorkspace(workspaceId: string): WorkspaceRecord | undefined {
    return this.workspaces.get(workspaceId);
  }

  listWorkspaces(): readonly WorkspaceRecord[] {
    return [...this.workspaces.values()];
  }

  /** Logs live in the primary; log operations are forwarded there. */
  listLogs(): readonly LogRecord[] {
    return [];
  }

  commit(batch: StoreBatch): void {
    if (batch.putWorkspaces?.length || batch.deleteWorkspaces?.length || batch.deleteLogs?.length) {
      throw new ParleyError(500, 'A cluster worker cannot change workspaces');
    }
    for (const { log, customer_ids } of batch.addLogs ?? []) {
      const snapshot = asSnapshot(log);
      this.outbox.push({ requestJson: snapshot.requestJson, responseJson: snapshot.responseJson, fields: snapshot.fields(), customer_ids });
    }
    // One IPC message per turn of the event loop, however many messages ran in it.
    if (this.outbox.length > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Sends the pending logs now (before answering the primary's flush, or closing). */
  flush(): void {
    this.scheduled = false;
    if (this.outbox.length === 0) return;
    const logs = this.outbox;
    this.outbox = [];
    this.send(this.nextBatch++, logs);
  }

  /** Resolves once every log committed so far is stored by the primary; rejects if storing failed. */
  stored(): Promise<void> {
    const batch = this.outbox.length > 0 ? this.nextBatch : this.nextBatch - 1;
    if (batch <= this.storedUpTo) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ batch, resolve, reject }));
  }

  /** The primary stored batch `batch` (and, in order, every earlier one), or failed to. */
  logged(batch: number, error?: string): void {
    this.storedUpTo = Math.max(this.storedUpTo, batch);
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const w = this.waiters[i];
      if (w.batch > batch) continue;
      this.waiters.splice(i, 1);
      if (error !== undefined && w.batch === batch) w.reject(new Error(error));
      else w.resolve();
    }
  }
}
