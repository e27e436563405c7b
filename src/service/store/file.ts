/**
 * FileStore: the service's data in one directory, for `parley serve --data DIR`.
 *
 *   DIR/workspaces/<workspace_id>.json   one workspace record
 *   DIR/logs/<log_id>.json               one log record
 *   DIR/journal.json                     a multi-file batch in flight
 *
 * Every file is written to a temporary name, fsynced, then renamed over its target, so a reader sees
 * the old or the new content, never a torn one. A batch touching several files is first written whole
 * to the journal (the commit point); the files are then updated and the journal removed. Opening the
 * store replays a leftover journal, so a crash after the commit point loses nothing acknowledged and
 * a crash before it leaves the old state.
 */
import { join } from 'node:path';
import { ParleyError } from '../../model/index.js';
import { MemoryStore } from './memory.js';
import { nodeFsLayer, type FsLayer } from '../../common/store/fs-layer.js';
import { atomicWrite, TEMP_MARK } from '../../common/store/atomic-write.js';
import type { LogRecord, Store, StoreBatch, WorkspaceRecord } from './types.js';

type SequencedBatch = StoreBatch & { addLogs?: LogRecord[] };

const SAFE_ID = /^[A-Za-z0-9_.-]+$/;

export interface FileStoreOptions {
  /** File-system calls (tests inject failures here). Default: node:fs. */
  fs?: FsLayer;
}

export class FileStore implements Store {
  private readonly memory = new MemoryStore();
  private readonly fs: FsLayer;
  private readonly journal: string;
  /** A journal committed but not fully applied to the files (a write failed after the commit point). */
  private journalPending = false;

  constructor(readonly dir: string, options: FileStoreOptions = {}) {
    this.fs = options.fs ?? nodeFsLayer;
    this.journal = join(dir, 'journal.json');
    try {
      for (const sub of ['workspaces', 'logs']) this.fs.mkdirSync(join(dir, sub), { recursive: true });
      this.recover();
      this.load();
    } catch (err) {
      throw err instanceof ParleyError ? err : new ParleyError(500, `Cannot open the store in ${dir}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  getWorkspace(workspaceId: string): WorkspaceRecord | undefined {
    return this.memory.getWorkspace(workspaceId);
  }

  listWorkspaces(): readonly WorkspaceRecord[] {
    return this.memory.listWorkspaces();
  }

  listLogs(): readonly LogRecord[] {
    return this.memory.listLogs();
  }

  logsRevision(): number {
    return this.memory.logsRevision();
  }

  commit(batch: StoreBatch): void {
    if (this.journalPending) this.replayJournal();
    const sequenced = this.memory.assignSeq(batch) as SequencedBatch;
    const writes = fileOps(sequenced);
    try {
      if (writes.length > 1) this.atomicWrite(this.journal, JSON.stringify(sequenced));
      else if (writes.length === 1) this.applyOp(writes[0]);
    } catch (err) {
      throw storageError(err);
    }
    // Committed: from here on the batch is acknowledged, whatever happens to the individual files.
    this.memory.apply(sequenced);
    if (writes.length > 1) {
      this.journalPending = true;
      try {
        this.replayJournal();
      } catch {
        // Kept pending: the next commit (or the next open) applies the journal again.
      }
    }
  }

  private recover(): void {
    for (const sub of ['', 'workspaces', 'logs']) {
      const folder = join(this.dir, sub);
      for (const name of this.fs.readdirSync(folder)) {
        if (name.includes(TEMP_MARK)) this.fs.unlinkSync(join(folder, name));
      }
    }
    if (this.fs.existsSync(this.journal)) this.replayJournal();
  }

  private replayJournal(): void {
    const batch = JSON.parse(this.fs.readFileSync(this.journal, 'utf8')) as SequencedBatch;
    for (const op of fileOps(batch)) this.applyOp(op);
    this.fs.unlinkSync(this.journal);
    this.journalPending = false;
  }

  private load(): void {
    for (const sub of ['workspaces', 'logs']) {
      const folder = join(this.dir, sub);
      for (const name of this.fs.readdirSync(folder)) {
        if (!name.endsWith('.json')) continue;
        const path = join(folder, name);
        let record: WorkspaceRecord | LogRecord;
        try {
          record = JSON.parse(this.fs.readFileSync(path, 'utf8')) as WorkspaceRecord | LogRecord;
        } catch (err) {
          throw new ParleyError(500, `Corrupt store file ${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        this.memory.load(record);
      }
    }
  }

  private applyOp(op: FileOp): void {
    const path = join(this.dir, op.folder, `${op.id}.json`);
    if (op.content === undefined) {
      if (this.fs.existsSync(path)) this.fs.unlinkSync(path);
    } else {
      this.atomicWrite(path, op.content);
    }
  }

  private atomicWrite(path: string, content: string): void {
    atomicWrite(this.fs, path, content);
  }
}

interface FileOp {
  folder: 'workspaces' | 'logs';
  id: string;
  /** New content; undefined deletes the file. */
  content?: string;
}

function fileOps(batch: SequencedBatch): FileOp[] {
  const ops: FileOp[] = [];
  for (const id of batch.deleteWorkspaces ?? []) ops.push({ folder: 'workspaces', id: safeId(id) });
  for (const r of batch.putWorkspaces ?? []) ops.push({ folder: 'workspaces', id: safeId(r.workspace_id), content: JSON.stringify(r) });
  for (const id of batch.deleteLogs ?? []) ops.push({ folder: 'logs', id: safeId(id) });
  for (const r of batch.addLogs ?? []) ops.push({ folder: 'logs', id: safeId(r.log.log_id), content: JSON.stringify(r) });
  return ops;
}

function safeId(id: string): string {
  if (!SAFE_ID.test(id)) throw new ParleyError(500, `Unsafe storage id: ${JSON.stringify(id)}`);
  return id;
}

function storageError(err: unknown): ParleyError {
  if (err instanceof ParleyError) return err;
  const reason = err instanceof Error ? err.message : String(err);
  return new ParleyError(500, `Storage failure: ${reason}`);
}
