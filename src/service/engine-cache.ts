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
  /** What the engine holds in memory, counted in its entity synonyms and patterns and its intent examples. */
  weight: number;
}

export const MAX_ENGINES = 64;
/**
 * Most synonyms, patterns and examples the cached engines hold together. A fuzzy synonym's index takes about 1 KB of
 * heap, and 64 engines of 100,000 synonyms each (the per-workspace bound) would hold some 6 GB, past the heap: the
 * least recently used engines are dropped (compiled again when next messaged) while the sum is past this (hred29).
 */
export const MAX_CACHED_WEIGHT = 1_000_000;

/** `json[key]` as an array, or no items. */
function itemsOf(json: unknown, key: string): readonly unknown[] {
  const value = json !== null && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value : [];
}

/** The memory an engine of this workspace holds, in items: every entity value's synonyms and patterns, every intent's examples. */
function weightOf(workspace: unknown): number {
  let weight = 0;
  for (const entity of itemsOf(workspace, 'entities')) {
    for (const value of itemsOf(entity, 'values')) weight += 1 + itemsOf(value, 'synonyms').length + itemsOf(value, 'patterns').length;
  }
  for (const intent of itemsOf(workspace, 'intents')) weight += itemsOf(intent, 'examples').length;
  return weight;
}

/** A large workspace's intents train in a thread while the rest compiles (issue 22; same engine either way). */
const intentTrainer = threadedIntentTrainer();

export class EngineCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly version: string,
    /** MAX_CACHED_WEIGHT; smaller in tests. */
    private readonly maxWeight = MAX_CACHED_WEIGHT,
  ) {}

  /** Whether the engine (or the compile error) of that workspace is cached. */
  has(workspaceId: string): boolean {
    return this.entries.has(workspaceId);
  }

  /** The engine of the record's revision, or the reason it cannot be compiled. */
  get(record: WorkspaceRecord): Entry {
    const cached = this.entries.get(record.workspace_id);
    if (cached && cached.revision === record.revision) {
      // Refresh recency for the LRU bound.
      this.entries.delete(record.workspace_id);
      this.entries.set(record.workspace_id, cached);
      return cached;
    }
    const entry: Entry = { revision: record.revision, weight: weightOf(record.workspace) };
    try {
      entry.engine = compileWorkspace(record.workspace, { version: this.version, intentTrainer });
    } catch (err) {
      entry.weight = 0; // an error holds no engine
      entry.error = isParleyError(err) ? err.message : err instanceof Error ? err.message : String(err);
    }
    this.entries.delete(record.workspace_id);
    this.entries.set(record.workspace_id, entry);
    // The oldest first, never the entry just compiled (the map's last).
    let weight = 0;
    for (const e of this.entries.values()) weight += e.weight;
    while (this.entries.size > 1 && (this.entries.size > MAX_ENGINES || weight > this.maxWeight)) {
      const oldest = this.entries.keys().next().value as string;
      weight -= (this.entries.get(oldest) as Entry).weight;
      this.entries.delete(oldest);
    }
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
