/**
 * The primary's store: the real one, plus a push of every changed workspace to the workers. A commit
 * resolves only once every worker has acknowledged the change, so an answer to a write is never
 * followed by a message that runs on the old workspace.
 */
import type { LogRecord, Store, StoreBatch, WorkspaceRecord } from '../../service/index.js';

export interface Replicas {
  push(put: WorkspaceRecord[], del: string[]): Promise<void>;
}

export class BroadcastStore implements Store {
  readonly logsRevision?: () => number;

  constructor(
    readonly inner: Store,
    private readonly replicas: Replicas,
  ) {
    if (inner.logsRevision) this.logsRevision = () => inner.logsRevision!();
  }

  getWorkspace(workspaceId: string): WorkspaceRecord | undefined {
    return this.inner.getWorkspace(workspaceId);
  }

  listWorkspaces(): readonly WorkspaceRecord[] {
    return this.inner.listWorkspaces();
  }

  listLogs(): readonly LogRecord[] {
    return this.inner.listLogs();
  }

  async commit(batch: StoreBatch): Promise<void> {
    await this.inner.commit(batch);
    const put = (batch.putWorkspaces ?? []).map((r) => this.inner.getWorkspace(r.workspace_id) ?? r);
    const del = batch.deleteWorkspaces ?? [];
    if (put.length > 0 || del.length > 0) await this.replicas.push(put, del);
  }
}
