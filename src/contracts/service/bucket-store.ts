/**
 * Where batches read their inputs and write their results. The service used object-storage buckets;
 * offline, `DirectoryBucketStore` makes every sub-folder of a root directory a bucket (`parley serve
 * --buckets DIR`). An S3-compatible store can implement the same interface.
 */
import { promises as fsp } from 'node:fs';
import { join } from 'node:path';
import { atomicWriteAsync } from '../../common/store/atomic-write.js';

export interface BucketObject {
  key: string;
  size: number;
  /** Changes whenever the content does (here: size and modification time). */
  etag: string;
}

export interface BucketStore {
  hasBucket(bucket: string): Promise<boolean>;
  /** The bucket's objects, sorted by key. */
  listObjects(bucket: string): Promise<BucketObject[]>;
  readObject(bucket: string, key: string): Promise<Uint8Array>;
  /**
   * Writes whole or not at all (a reader never sees half a result). `data` is a result's JSON: a string, or its UTF-8
   * bytes when a worker thread encoded it (`parley serve`'s batches).
   */
  writeObject(bucket: string, key: string, data: string | Uint8Array): Promise<void>;
}

/** Bucket names and keys that are safe as one path segment. */
export const SAFE_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9_.-][A-Za-z0-9 _.,()+=@-]{0,254}$/;

export class DirectoryBucketStore implements BucketStore {
  /** `root`: every sub-folder is a bucket; or a map from bucket name to folder (the CLI's IN and OUT). */
  constructor(readonly root: string | Readonly<Record<string, string>>) {}

  async hasBucket(bucket: string): Promise<boolean> {
    if (!SAFE_SEGMENT.test(bucket)) return false;
    if (typeof this.root !== 'string' && !Object.hasOwn(this.root, bucket)) return false;
    try {
      return (await fsp.stat(this.path(bucket))).isDirectory();
    } catch {
      return false;
    }
  }

  async listObjects(bucket: string): Promise<BucketObject[]> {
    const dir = this.path(bucket);
    const out: BucketObject[] = [];
    for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
      // Files only, no hidden ones (editors' and our own temporary files), no sub-folders.
      if (!entry.isFile() || entry.name.startsWith('.') || !SAFE_SEGMENT.test(entry.name) || entry.name.includes('.tmp-')) continue;
      const s = await fsp.stat(join(dir, entry.name));
      out.push({ key: entry.name, size: s.size, etag: `${s.size}-${Math.trunc(s.mtimeMs)}` });
    }
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async readObject(bucket: string, key: string): Promise<Uint8Array> {
    return fsp.readFile(join(this.path(bucket), this.segment(key)));
  }

  async writeObject(bucket: string, key: string, data: string | Uint8Array): Promise<void> {
    await atomicWriteAsync(join(this.path(bucket), this.segment(key)), data);
  }

  private path(bucket: string): string {
    if (typeof this.root === 'string') return join(this.root, this.segment(bucket));
    if (!Object.hasOwn(this.root, bucket)) throw new Error(`No bucket ${JSON.stringify(bucket)}`);
    return this.root[bucket];
  }

  private segment(name: string): string {
    if (!SAFE_SEGMENT.test(name)) throw new Error(`Unsafe bucket or object name: ${JSON.stringify(name)}`);
    return name;
  }
}
