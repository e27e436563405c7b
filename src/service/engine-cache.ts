/**
 * Compiled engines per workspace revision: compiled on first need, reused until the workspace
 * changes (any committed change bumps the revision). A workspace that does not compile is kept with
 * its error, so `status` can report it as `Failed` with `status_errors`.
 */
import { compileWorkspace, type Engine } from '../engine/index.js';
import { isParleyError } from '../model/index.js';
import type { WorkspaceStatusInfo } from './shape.js';
import { threadedIntentTrainer } from './intent-training.js';
import type { WorkspaceRecord } from './store/types.js';

interface Entry {
  revision: number;
  engine?: Engine;
  error?: string;
}

const MAX_ENGINES = 64;

/** A large workspace's intents train in a thread while the rest compiles (issue 22; same engine either way). */
const intentTrainer = threadedIntentTrainer();

export class EngineCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly version: string) {}

  /** The engine of the record's revision, or the reason it cannot be compiled. */
  get(record: WorkspaceRecord): Entry {
    const cached = this.entries.get(record.workspace_id);
    if (cached && cached.revision === record.revision) {
      // Refresh recency for the LRU bound.
      this.entries.delete(record.workspace_id);
      this.entries.set(record.workspace_id, cached);
      return cached;
    }
    const entry: Entry = { revision: record.revision };
    try {
      entry.engine = compileWorkspace(record.workspace, { version: this.version, intentTrainer });
    } catch (err) {
      entry.error = isParleyError(err) ? err.message : err instanceof Error ? err.message : String(err);
    }
    this.entries.delete(record.workspace_id);
    this.entries.set(record.workspace_id, entry);
    while (this.entries.size > MAX_ENGINES) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  status(record: WorkspaceRecord): WorkspaceStatusInfo {
    const entry = this.get(record);
    return entry.engine ? { status: 'Available' } : { status: 'Failed', status_errors: [{ message: entry.error ?? 'Training failed' }] };
  }

  forget(workspaceId: string): void {
    this.entries.delete(workspaceId);
  }
}
