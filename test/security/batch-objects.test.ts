/**
 * What a batch reads from its input bucket (round hred11). A directory bucket's object was read whole before the
 * batch's 50 MB bound was checked: a 600 MB sparse file in the input bucket took 755 MB of RSS for a 413, and a 1.9 GB
 * one would take 2 GB. And the object was read by name after the listing had checked it was a file: a symlink put in
 * its place meanwhile was followed (a document outside the bucket analysed into the output bucket), a FIFO held the
 * batch (and a thread of libuv's pool) until something wrote to it. Now at most the bound + 1 bytes are read, from a
 * regular file opened without following a link and without blocking.
 */
import { describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { openSync, closeSync, ftruncateSync, promises as fsPromises, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { DirectoryBucketStore, type BucketStore } from '../../src/contracts/service/bucket-store.js';
import { batchParams, bucketDirs, fakeOperations, rejection, sequentialIds, steppingClock } from '../contracts/service-helpers.js';

const posix = process.platform !== 'win32';

function sparse(path: string, bytes: number): void {
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
}

describe('DirectoryBucketStore.readObject', () => {
  it('reads an object within the bound whole', async () => {
    const root = bucketDirs({ 'a.txt': 'The Supplier shall deliver.' });
    const data = await new DirectoryBucketStore(root).readObject('in', 'a.txt', 27);
    expect(Buffer.from(data).toString('utf8')).toBe('The Supplier shall deliver.');
  });

  it('refuses an object over the bound without reading it (a 1 GB sparse file: 413, no gigabyte allocated)', async () => {
    const root = bucketDirs();
    sparse(join(root, 'in', 'big.pdf'), 1024 ** 3);
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    const e = await rejection(new DirectoryBucketStore(root).readObject('in', 'big.pdf', 50 * 1024 * 1024));
    expect([e.status, e.result.error]).toEqual([413, 'big.pdf is 1073741824 bytes; at most 52428800 are read']);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
    rmSync(root, { recursive: true });
  });

  it.skipIf(!posix)('does not follow a symlink put in place of an object', async () => {
    const root = bucketDirs();
    writeFileSync(join(root, 'secret.txt'), 'outside the bucket');
    symlinkSync(join(root, 'secret.txt'), join(root, 'in', 'a.txt'));
    const e = await rejection(new DirectoryBucketStore(root).readObject('in', 'a.txt', 1000));
    expect([e.status, e.result.error]).toEqual([400, 'a.txt is not a regular file']);
  });

  it.skipIf(!posix)('refuses a FIFO at once (nothing waits for a writer)', async () => {
    const root = bucketDirs();
    execFileSync('mkfifo', [join(root, 'in', 'a.txt')]);
    const started = performance.now();
    const e = await rejection(new DirectoryBucketStore(root).readObject('in', 'a.txt', 1000));
    expect([e.status, e.result.error]).toEqual([400, 'a.txt is not a regular file']);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('a batch over a huge input object', () => {
  it('counts it failed with the 413 of the batch bound, read no further than the bound', async () => {
    const root = bucketDirs({ 'a.txt': 'Alpha one.' });
    sparse(join(root, 'in', 'big.pdf'), 600 * 1024 * 1024);
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const before = process.memoryUsage().arrayBuffers;
    const id = (await t.createBatch(batchParams())).result.batch_id;
    await t.batchesIdle();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(128 * 1024 * 1024);
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 2, pending: 0, successful: 1, failed: 1 });
    expect(JSON.parse(readFileSync(join(root, 'out', 'big.pdf.json'), 'utf8'))).toEqual({ error: 'The document is 629145600 bytes; batches take up to 52428800', code: 413 });
    rmSync(root, { recursive: true });
  });
});

describe('the read bound is exact (hred11 left)', () => {
  /** A file that grows under the reader: every read fills what is asked; the second stat sees it larger. */
  function growingHandle(firstSize: number, laterSize: number) {
    let stats = 0;
    const handle = {
      requested: 0,
      stat: async () => ({ isFile: () => true, size: stats++ === 0 ? firstSize : laterSize }),
      read: async (buffer: Buffer, offset: number, length: number) => {
        handle.requested += length;
        buffer.fill(120, offset, offset + length);
        return { bytesRead: length, buffer };
      },
      close: async () => undefined,
    };
    return handle;
  }

  it('a file that grew past the bound while read is refused with no byte past the bound read', async () => {
    const root = bucketDirs({ 'a.txt': 'small' });
    const handle = growingHandle(10, 5000);
    const open = vi.spyOn(fsPromises, 'open').mockResolvedValue(handle as unknown as FileHandle);
    try {
      const e = await rejection(new DirectoryBucketStore(root).readObject('in', 'a.txt', 1000));
      expect([e.status, e.result.error, handle.requested]).toEqual([413, 'a.txt is 5000 bytes; at most 1000 are read', 1000]);
    } finally {
      open.mockRestore();
    }
  });

  it('a file that grew within the bound is read to the bound and no further', async () => {
    const root = bucketDirs({ 'a.txt': 'small' });
    const handle = growingHandle(10, 1000);
    const open = vi.spyOn(fsPromises, 'open').mockResolvedValue(handle as unknown as FileHandle);
    try {
      const data = await new DirectoryBucketStore(root).readObject('in', 'a.txt', 1000);
      expect([data.length, handle.requested]).toEqual([1000, 1000]);
    } finally {
      open.mockRestore();
    }
  });

  it('a store that ignores the bound: the runner still fails the document with the batch 413', async () => {
    const root = bucketDirs({ 'a.txt': 'x' });
    const folder = new DirectoryBucketStore(root);
    const careless: BucketStore = {
      hasBucket: (b) => folder.hasBucket(b),
      listObjects: (b) => folder.listObjects(b),
      readObject: async () => new Uint8Array(50 * 1024 * 1024 + 1),
      writeObject: (b, k, d) => folder.writeObject(b, k, d),
    };
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: careless, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams())).result.batch_id;
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 1, pending: 0, successful: 0, failed: 1 });
    expect(JSON.parse(readFileSync(join(root, 'out', 'a.txt.json'), 'utf8'))).toEqual({ error: 'The document is 52428801 bytes; batches take up to 52428800', code: 413 });
    rmSync(root, { recursive: true });
  });
});
