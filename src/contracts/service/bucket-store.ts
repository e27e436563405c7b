/**
 * Where batches read their inputs and write their results. The service used object-storage buckets;
 * offline, `DirectoryBucketStore` makes every sub-folder of a root directory a bucket (`parley serve
 * --buckets DIR`). An S3-compatible store can implement the same interface.
 */
import { constants, promises as fsp } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { ParleyError } from '../../common/errors.js';
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
  /**
   * The object's bytes; past `maxBytes` (when given) an `ObjectTooLarge` (413), read no further than the bound: a
   * store must not hold a huge object in memory to refuse it.
   */
  readObject(bucket: string, key: string, maxBytes?: number): Promise<Uint8Array>;
  /**
   * Writes whole or not at all (a reader never sees half a result). `data` is a result's JSON: a string, or its UTF-8
   * bytes when a worker thread encoded it (`parley serve`'s batches).
   */
  writeObject(bucket: string, key: string, data: string | Uint8Array): Promise<void>;
}

/** An object over the reader's bound: `size` is its size, or at least the bound + 1 when it grew while read. */
export class ObjectTooLarge extends ParleyError {
  constructor(
    readonly key: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(413, `${key} is ${size} bytes; at most ${maxBytes} are read`);
  }
}

/**
 * Opened without following a symlink (the listing saw a file; one put in its place since would be followed out of the
 * bucket) and without blocking (a FIFO would hold the open until a writer came). Both flags are POSIX (0 on Windows).
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

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

  async readObject(bucket: string, key: string, maxBytes = Infinity): Promise<Uint8Array> {
    let handle: FileHandle;
    try {
      handle = await fsp.open(join(this.path(bucket), this.segment(key)), OPEN_FLAGS);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ELOOP') throw notRegular(key);
      throw e;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw notRegular(key);
      if (stat.size > maxBytes) throw new ObjectTooLarge(key, stat.size, maxBytes);
      // Read up to the bound + 1: a file that grew since its stat is caught without reading on.
      const room = Math.min(Math.max(stat.size, 64 * 1024), maxBytes + 1);
      const chunks: Buffer[] = [];
      let total = 0;
      for (;;) {
        const chunk = Buffer.allocUnsafe(Math.min(room, maxBytes + 1 - total));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0) break;
        chunks.push(chunk.subarray(0, bytesRead));
        total += bytesRead;
        if (total > maxBytes) throw new ObjectTooLarge(key, total, maxBytes);
      }
      return Buffer.concat(chunks, total);
    } finally {
      await handle.close();
    }
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

function notRegular(key: string): ParleyError {
  return new ParleyError(400, `${key} is not a regular file`);
}
