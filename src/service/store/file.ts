/**
 * FileStore: the service's data in one directory, for `parley serve --data DIR`.
 *
 *   DIR/workspaces/<workspace_id>.json   one workspace record
 *   DIR/logs/segment-NNNNNN.jsonl        the logs: one appended line per committed batch (log-segments.ts)
 *   DIR/logs/<log_id>.json               one log record (stores written before the segments; still read)
 *   DIR/journal.json                     a batch touching several files, in flight
 *
 * Every workspace file is written to a temporary name, fsynced, then renamed over its target, so a
 * reader sees the old or the new content, never a torn one; log changes are appended and fsynced. A
 * batch touching several files is first written whole to the journal (the commit point); the files are
 * then updated and the journal removed. Opening the store replays a leftover journal, so a crash after
 * the commit point loses nothing acknowledged and a crash before it leaves the old state.
 */
import { join } from 'node:path';
import { ParleyError } from '../../model/index.js';
import { MemoryStore } from './memory.js';
import { nodeFsLayer, type FsLayer } from '../../common/store/fs-layer.js';
import { atomicWrite, TEMP_MARK } from '../../common/store/atomic-write.js';
import type { LogRecord, Store, StoreBatch, WorkspaceRecord } from './types.js';
import { COMPACT_DEAD_LOGS, LogSegments, type LogLine } from './log-segments.js';
import { storedBatch, storedRecord } from './record-shape.js';

type SequencedBatch = StoreBatch & { addLogs?: LogRecord[] };

const SAFE_ID = /^[A-Za-z0-9_.-]+$/;

export interface FileStoreOptions {
  /** File-system calls (tests inject failures here). Default: node:fs. */
  fs?: FsLayer;
  /** Keep at most this many logs, the newest by request timestamp (as `MemoryStore`). Default: every log. */
  maxLogs?: number;
}

export class FileStore implements Store {
  readonly groupsLogs = true;
  private readonly memory: MemoryStore;
  private readonly fs: FsLayer;
  private readonly journal: string;
  private readonly segments: LogSegments;
  /** A journal committed but not fully applied to the files (a write failed after the commit point). */
  private journalPending = false;
  /** Logs added by the lines in the segments: those beyond the kept ones are deleted or dropped, dead weight. */
  private segmentAdds = 0;
  /** Per-file logs of the layout before segments: their deletions live only in `del` lines, so no compaction. */
  private legacyLogs = false;

  constructor(readonly dir: string, options: FileStoreOptions = {}) {
    if (typeof dir !== 'string' || dir === '') {
      throw ParleyError.invalidRequest([{ code: 'type', message: 'FileStore needs a directory path (a non-empty string)', path: '.dir' }], 'Invalid store');
    }
    this.fs = options?.fs ?? nodeFsLayer;
    this.memory = new MemoryStore({ maxLogs: options?.maxLogs });
    this.journal = join(dir, 'journal.json');
    this.segments = new LogSegments(this.fs, join(dir, 'logs'));
    try {
      for (const sub of ['workspaces', 'logs']) this.fs.mkdirSync(join(dir, sub), { recursive: true });
      this.load(this.recover());
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
    try {
      if (this.journalPending) this.replayJournal();
    } catch (err) {
      throw storageError(err);
    }
    const sequenced = this.memory.assignSeq(batch) as SequencedBatch;
    const writes = workspaceOps(sequenced);
    const line = logLine(sequenced);
    const journaled = writes.length + (line ? 1 : 0) > 1;
    try {
      if (journaled) this.atomicWrite(this.journal, JSON.stringify(sequenced));
      else if (writes.length === 1) this.applyOp(writes[0]);
      else if (line) this.appendLine(line);
    } catch (err) {
      throw storageError(err);
    }
    // Committed: from here on the batch is acknowledged, whatever happens to the individual files.
    this.memory.apply(sequenced);
    if (!journaled) {
      this.removeLegacyLogs(sequenced.deleteLogs);
    } else {
      this.journalPending = true;
      try {
        this.replayJournal();
      } catch {
        // Kept pending: the next commit (or the next open) applies the journal again.
      }
    }
    if (!this.journalPending && this.worthCompacting()) {
      try {
        this.compact();
      } catch {
        // Crash-safe at every step (log-segments.ts): the next commit or open tries again.
      }
    }
  }

  /** Removes stray temp files, reads the log lines and replays a leftover journal; returns the lines. */
  private recover(): LogLine[] {
    for (const sub of ['', 'workspaces', 'logs']) {
      const folder = join(this.dir, sub);
      for (const name of this.fs.readdirSync(folder)) {
        if (name.includes(TEMP_MARK)) this.fs.unlinkSync(join(folder, name));
      }
    }
    const lines = this.segments.load();
    if (this.fs.existsSync(this.journal)) {
      const replayed = this.replayJournal();
      if (replayed) lines.push(replayed);
    }
    return lines;
  }

  /** Applies the journal's batch to the files (again: every step is idempotent); returns its log line. */
  private replayJournal(): LogLine | undefined {
    const batch = storedBatch(this.journal, JSON.parse(this.fs.readFileSync(this.journal, 'utf8'))) as SequencedBatch;
    for (const op of workspaceOps(batch)) this.applyOp(op);
    const line = logLine(batch);
    if (line) this.appendLine(line);
    this.removeLegacyLogs(batch.deleteLogs);
    this.fs.unlinkSync(this.journal);
    this.journalPending = false;
    return line;
  }

  private load(lines: readonly LogLine[]): void {
    const logs = new Map<string, LogRecord>();
    for (const sub of ['workspaces', 'logs'] as const) {
      const folder = join(this.dir, sub);
      for (const name of this.fs.readdirSync(folder)) {
        if (!name.endsWith('.json')) continue;
        const path = join(folder, name);
        let record: WorkspaceRecord | LogRecord;
        try {
          record = JSON.parse(this.fs.readFileSync(path, 'utf8')) as unknown as WorkspaceRecord | LogRecord;
        } catch (err) {
          throw new ParleyError(500, `Corrupt store file ${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        record = storedRecord(path, record);
        if ('log' in record) logs.set(record.log.log_id, record);
        else this.memory.load(record);
      }
    }
    this.legacyLogs = logs.size > 0;
    for (const line of lines) {
      for (const id of line.del ?? []) logs.delete(id);
      for (const record of line.add ?? []) logs.set(record.log.log_id, record);
    }
    for (const record of logs.values()) this.memory.load(record);
    this.memory.retain();
    this.segmentAdds = lines.reduce((n, line) => n + (line.add?.length ?? 0), 0);
    if (this.worthCompacting()) this.compact();
  }

  private appendLine(line: LogLine): void {
    this.segments.append(line);
    this.segmentAdds += line.add?.length ?? 0;
  }

  /**
   * Deleted and dropped logs stay in their segments until at least COMPACT_DEAD_LOGS of them outnumber the
   * kept ones: then rewriting the kept logs costs less than what it frees, and a server that drops one old
   * log per message (`maxLogs`) rewrites its segments once every `maxLogs` messages or so, not on each.
   */
  private worthCompacting(): boolean {
    const kept = this.memory.countLogs();
    const dead = this.segmentAdds - kept;
    return !this.legacyLogs && dead >= COMPACT_DEAD_LOGS && dead > kept;
  }

  private compact(): void {
    const kept = [...this.memory.listLogs()].sort((a, b) => a.seq - b.seq);
    this.segments.compact(kept);
    this.segmentAdds = kept.length;
  }

  /** Log files of a store written before the segments: deleted with their logs (the line's `del` already hides them). */
  private removeLegacyLogs(ids: readonly string[] | undefined): void {
    for (const id of ids ?? []) {
      if (!SAFE_ID.test(id)) continue;
      const path = join(this.dir, 'logs', `${id}.json`);
      try {
        if (this.fs.existsSync(path)) this.fs.unlinkSync(path);
      } catch {
        // Hidden by the committed line; removed at a later deletion or by hand.
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
  folder: 'workspaces';
  id: string;
  /** New content; undefined deletes the file. */
  content?: string;
}

function workspaceOps(batch: SequencedBatch): FileOp[] {
  const ops: FileOp[] = [];
  for (const id of batch.deleteWorkspaces ?? []) ops.push({ folder: 'workspaces', id: safeId(id) });
  for (const r of batch.putWorkspaces ?? []) ops.push({ folder: 'workspaces', id: safeId(r.workspace_id), content: JSON.stringify(r) });
  return ops;
}

/** The batch's log changes as one segment line, or nothing when it has none. */
function logLine(batch: SequencedBatch): LogLine | undefined {
  const add = batch.addLogs ?? [];
  const del = batch.deleteLogs ?? [];
  if (add.length === 0 && del.length === 0) return undefined;
  return { ...(add.length > 0 ? { add } : {}), ...(del.length > 0 ? { del } : {}) };
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
