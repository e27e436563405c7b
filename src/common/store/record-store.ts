/**
 * A store of JSON records by kind and id, for data that needs no multi-record transactions (the contract
 * service's feedback and batches). `MemoryRecordStore` keeps them in the process; `DirectoryRecordStore`
 * keeps one file per record (`DIR/<kind>/<id>.json`, written atomically) so they survive a kill.
 */
import { join } from 'node:path';
import { ParleyError } from '../errors.js';
import { atomicWrite, TEMP_MARK } from './atomic-write.js';
import { nodeFsLayer, type FsLayer } from './fs-layer.js';

export interface RecordCollection<T> {
  get(id: string): T | undefined;
  /** Every record, in no promised order (records carry their own creation order; callers sort). */
  list(): readonly T[];
  /** Stores or replaces a record; durable when this returns. */
  put(id: string, record: T): void;
  /** Removes a record; false when there was none. */
  delete(id: string): boolean;
}

export interface RecordStore {
  /** The collection of one kind of record (`feedback`, `batches`); created on first use. */
  collection<T>(kind: string): RecordCollection<T>;
}

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

class MemoryCollection<T> implements RecordCollection<T> {
  protected readonly records = new Map<string, T>();

  get(id: string): T | undefined {
    return this.records.get(id);
  }

  list(): readonly T[] {
    return [...this.records.values()];
  }

  put(id: string, record: T): void {
    // Stored as a copy: a caller mutating its object later must not change what was stored.
    this.records.set(id, structuredClone(record));
  }

  delete(id: string): boolean {
    return this.records.delete(id);
  }
}

export class MemoryRecordStore implements RecordStore {
  private readonly kinds = new Map<string, MemoryCollection<unknown>>();

  collection<T>(kind: string): RecordCollection<T> {
    let c = this.kinds.get(kind);
    if (!c) this.kinds.set(kind, (c = new MemoryCollection<unknown>()));
    return c as RecordCollection<T>;
  }
}

class DirectoryCollection<T> extends MemoryCollection<T> {
  constructor(
    private readonly fs: FsLayer,
    private readonly folder: string,
  ) {
    super();
    fs.mkdirSync(folder, { recursive: true });
    for (const name of fs.readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (name.includes(TEMP_MARK)) {
        fs.unlinkSync(path);
        continue;
      }
      if (!name.endsWith('.json')) continue;
      try {
        this.records.set(name.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path, 'utf8')) as T);
      } catch (err) {
        throw new ParleyError(500, `Corrupt store file ${path}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  override put(id: string, record: T): void {
    const path = this.pathOf(id);
    try {
      atomicWrite(this.fs, path, JSON.stringify(record));
    } catch (err) {
      throw new ParleyError(500, `Storage failure: ${err instanceof Error ? err.message : String(err)}`);
    }
    super.put(id, record);
  }

  override delete(id: string): boolean {
    // Every record is in memory: an id it does not hold has no file (and one no file can be named by is a caller's
    // 404, not the 500 of an unsafe path: hred21).
    if (!this.records.has(id)) return false;
    const path = this.pathOf(id);
    try {
      if (this.fs.existsSync(path)) this.fs.unlinkSync(path);
    } catch (err) {
      throw new ParleyError(500, `Storage failure: ${err instanceof Error ? err.message : String(err)}`);
    }
    return super.delete(id);
  }

  private pathOf(id: string): string {
    if (!SAFE_NAME.test(id)) throw new ParleyError(500, `Unsafe storage id: ${JSON.stringify(id)}`);
    return join(this.folder, `${id}.json`);
  }
}

export class DirectoryRecordStore implements RecordStore {
  private readonly kinds = new Map<string, DirectoryCollection<unknown>>();
  private readonly fs: FsLayer;

  constructor(
    readonly dir: string,
    options: { fs?: FsLayer } = {},
  ) {
    this.fs = options.fs ?? nodeFsLayer;
  }

  collection<T>(kind: string): RecordCollection<T> {
    if (!SAFE_NAME.test(kind)) throw new ParleyError(500, `Unsafe collection name: ${JSON.stringify(kind)}`);
    let c = this.kinds.get(kind);
    if (!c) {
      try {
        c = new DirectoryCollection<unknown>(this.fs, join(this.dir, kind));
      } catch (err) {
        throw err instanceof ParleyError ? err : new ParleyError(500, `Cannot open the store in ${this.dir}: ${err instanceof Error ? err.message : String(err)}`);
      }
      this.kinds.set(kind, c);
    }
    return c as RecordCollection<T>;
  }
}
