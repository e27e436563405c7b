/**
 * A worker's store: the primary's workspaces, replaced whenever the primary pushes a change, and an
 * outbox for the logs of the messages this worker ran. A worker only ever commits logs; anything else
 * reaching `commit` is a bug in the routing, refused without a change.
 */
import { ParleyError } from '../../model/index.js';
import { asSnapshot, type LogRecord, type Store, type StoreBatch, type WorkspaceRecord } from '../../service/index.js';
import type { WireLog } from './protocol.js';

export class ReplicaStore implements Store {
  private readonly workspaces = new Map<string, WorkspaceRecord>();
  private outbox: WireLog[] = [];
  private scheduled = false;

  constructor(private readonly send: (logs: WireLog[]) => void) {}

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
    this.send(logs);
  }
}
