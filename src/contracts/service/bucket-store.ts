/**
 * Where batches read their inputs and write their results. The service used object-storage buckets;
 * offline, `DirectoryBucketStore` makes every sub-folder of a root directory a bucket (`parley serve
 * --buckets DIR`). An S3-compatible store can implement the same interface.
 */
import { constants, promises as fsp } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ParleyError } from '../../common/errors.js';
import { atomicWriteAsync, TEMP_MARK } from '../../common/store/atomic-write.js';
import { fileNameOfKey, keyRefusal } from './bucket-keys.js';

export { fileNameOfKey, MAX_FILE_NAME_BYTES } from './bucket-keys.js';

export interface BucketObject {
  key: string;
  size: number;
  /** Changes whenever the content does (here: size and modification time). */
  etag: string;
  /**
   * Set when the store lists an entry it will not read (a directory bucket's hidden file, folder, link, or a name it
   * refuses), with the reason: the batch shows it in its status (`skipped_objects`) instead of leaving it out
   * silently, and does not count it as a document. `key` is then its name as far as it can be read.
   */
  skipped?: string;
}

export interface BucketStore {
  hasBucket(bucket: string): Promise<boolean>;
  /** The bucket's objects, sorted by key. */
  listObjects(bucket: string): Promise<BucketObject[]>;
  /**
   * The object's bytes. With `maxBytes`, a store MUST refuse an object of more bytes with `ObjectTooLarge` (413)
   * without reading, or holding in memory, more than `maxBytes` of it: a batch's 50 MB bound is kept by the store.
   * The runner refuses a longer answer too (the same 413), but only after a store that ignored the bound had read it
   * whole into memory.
   */
  readObject(bucket: string, key: string, maxBytes?: number): Promise<Uint8Array>;
  /**
   * Writes whole or not at all (a reader never sees half a result). `data` is a result's JSON: a string, or its UTF-8
   * bytes when a worker thread encoded it (`parley serve`'s batches). A key the store cannot hold is refused with the
   * reason (a ParleyError); a store may keep a key under another name (a directory bucket: `fileNameOfKey`), as long
   * as `readObject` finds it by the key.
   */
  writeObject(bucket: string, key: string, data: string | Uint8Array): Promise<void>;
  /**
   * True when two bucket names reach the same storage (a directory bucket linked to another): a batch from one into
   * the other would read its own results back. A store whose names are its buckets need not implement it.
   */
  sameBucket?(a: string, b: string): Promise<boolean>;
}

/** An object over the reader's bound: `size` is its size (when it grew while read, its size then). */
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

/** Bucket names: one plain ASCII path segment (Cloud Object Storage's bucket names are narrower still). */
export const SAFE_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9_.-][A-Za-z0-9 _.,()+=@-]{0,254}$/;

/** A regular file's buffer is sized by its length; past it, or for a file that grew, reading goes on by this much. */
const CHUNK_BYTES = 64 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

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

  /** Every entry of the folder: its files as objects, anything else with the reason it is not read. */
  async listObjects(bucket: string): Promise<BucketObject[]> {
    const dir = this.path(bucket);
    const out: BucketObject[] = [];
    const entries = await fsp.readdir(dir, { withFileTypes: true, encoding: 'buffer' }).catch((e: unknown) => {
      throw goneBucket(e, bucket);
    });
    for (const entry of entries) {
      const listed = await listedEntry(dir, entry.name, entry);
      if (listed) out.push(listed);
    }
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async readObject(bucket: string, key: string, maxBytes = Infinity): Promise<Uint8Array> {
    let handle: FileHandle;
    const file = join(this.path(bucket), this.fileName(key));
    try {
      handle = await fsp.open(file, OPEN_FLAGS);
    } catch (e) {
      throw unreadObject(e, bucket, key);
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw notRegular(key);
      if (stat.size > maxBytes) throw new ObjectTooLarge(key, stat.size, maxBytes);
      return await readBounded(handle, key, stat.size, maxBytes);
    } finally {
      await handle.close();
    }
  }

  async writeObject(bucket: string, key: string, data: string | Uint8Array): Promise<void> {
    const dir = this.path(bucket);
    // The temporary file is hidden (never listed as an object) and short (a long key's name leaves it no room).
    const file = join(dir, this.fileName(key));
    await atomicWriteAsync(file, data, join(dir, `${TEMP_MARK}${randomUUID()}`)).catch((e: unknown) => {
      throw goneBucket(e, bucket);
    });
  }

  /** The folders as the file system resolves them (hred21: `lnk -> in` made `in` → `lnk` a batch into its input). */
  async sameBucket(a: string, b: string): Promise<boolean> {
    try {
      const [left, right] = await Promise.all([fsp.realpath(this.path(a)), fsp.realpath(this.path(b))]);
      return left === right;
    } catch {
      return false;
    }
  }

  /**
   * The bucket's folder. A name that is not one safe segment (`..`, `/etc`, NUL) or that the map does not hold is a
   * ParleyError naming `.bucket` (hred31: a plain Error, no status, for a library caller of the store's methods).
   */
  private path(bucket: string): string {
    if (typeof this.root === 'string') {
      if (!SAFE_SEGMENT.test(bucket)) {
        const message = `Bucket name ${JSON.stringify(bucket)} refused: a bucket is one folder of the store, named by letters, digits and _ . , ( ) + = @ - and spaces`;
        throw new ParleyError(400, message, [{ code: 'format', message, path: '.bucket' }]);
      }
      return join(this.root, bucket);
    }
    if (!Object.hasOwn(this.root, bucket)) throw noBucket(bucket);
    return this.root[bucket];
  }

  private fileName(key: string): string {
    const refusal = keyRefusal(key);
    if (refusal !== undefined) {
      const message = `Object key ${JSON.stringify(key)} refused: ${refusal}`;
      throw new ParleyError(400, message, [{ code: 'format', message, path: '.key' }]);
    }
    return fileNameOfKey(key);
  }
}

/** A folder entry as the listing shows it: an object, a skipped entry with its reason, or nothing (gone since). */
async function listedEntry(dir: string, raw: Buffer, entry: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): Promise<BucketObject | undefined> {
  let name: string;
  try {
    name = strictUtf8.decode(raw);
  } catch {
    const bytes = [...raw].map((b) => b.toString(16).padStart(2, '0')).join(' ');
    return skipped(raw.toString('utf8'), `its name is not UTF-8 (bytes ${bytes})`);
  }
  if (entry.isDirectory()) return skipped(name, "a folder: a directory bucket's objects are the files at its top level");
  if (entry.isSymbolicLink()) return skipped(name, 'a symbolic link: not followed (it could lead out of the bucket)');
  if (!entry.isFile()) return skipped(name, 'not a regular file (a named pipe, socket or device)');
  const refusal = keyRefusal(name);
  if (refusal !== undefined) return skipped(name, refusal);
  try {
    const s = await fsp.stat(join(dir, name));
    return { key: name, size: s.size, etag: `${s.size}-${Math.trunc(s.mtimeMs)}` };
  } catch (e) {
    // Removed between the folder's read and this stat: no longer an object.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

const skipped = (key: string, reason: string): BucketObject => ({ key, size: 0, etag: '', skipped: reason });

/**
 * The file's bytes, never one past `maxBytes` read: a buffer of the size the stat gave, then reads of a chunk (never
 * past the bound) until the end. Filled up to the bound exactly, a new stat tells whether the file holds more (it grew
 * since the first): then it is refused. A file that keeps growing is read as it was when the bound was reached.
 */
async function readBounded(handle: FileHandle, key: string, size: number, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  let next = Math.min(size, maxBytes);
  for (;;) {
    if (next === 0) {
      if (total < maxBytes) next = Math.min(CHUNK_BYTES, maxBytes - total);
      else {
        const now = (await handle.stat()).size;
        if (now > maxBytes) throw new ObjectTooLarge(key, now, maxBytes);
        break;
      }
    }
    const chunk = Buffer.allocUnsafe(next);
    let filled = 0;
    while (filled < chunk.length) {
      const { bytesRead } = await handle.read(chunk, filled, chunk.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    // A chunk read short is copied out: a dribbling file must not pin a chunk per byte.
    chunks.push(filled === chunk.length ? chunk : Buffer.from(chunk.subarray(0, filled)));
    total += filled;
    if (filled < chunk.length) break;
    next = 0;
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}

function notRegular(key: string): ParleyError {
  return new ParleyError(400, `${key} is not a regular file`);
}

function noBucket(bucket: string): ParleyError {
  const message = `Bucket ${bucket} does not exist`;
  return new ParleyError(404, message, [{ code: 'not_found', message, path: '.bucket' }]);
}

/** A folder gone (removed since the bucket was found) as the bucket's 404; any other failure as it is. */
function goneBucket(e: unknown, bucket: string): unknown {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' ? noBucket(bucket) : e;
}

/**
 * Why an object could not be opened, as a ParleyError that names the object, not the server's folder (hred31: an
 * object removed between the batch's listing and its read failed as a 500 whose message, written into the output
 * bucket, was Node's `ENOENT: no such file or directory, open '/srv/buckets/in/b.pdf'`).
 */
function unreadObject(e: unknown, bucket: string, key: string): ParleyError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return notRegular(key);
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    const message = `Object ${key} not found in bucket ${bucket} (removed since it was listed, or never there)`;
    return new ParleyError(404, message, [{ code: 'not_found', message, path: '.key' }]);
  }
  if (code === 'EACCES' || code === 'EPERM') return new ParleyError(403, `${key} cannot be read: permission denied`);
  return new ParleyError(500, `${key} could not be read${typeof code === 'string' ? ` (${code})` : ''}`);
}
