/**
 * What a batch reads from its input bucket (round hred11). A directory bucket's object was read whole before the
 * batch's 50 MB bound was checked: a 600 MB sparse file in the input bucket took 755 MB of RSS for a 413, and a 1.9 GB
 * one would take 2 GB. And the object was read by name after the listing had checked it was a file: a symlink put in
 * its place meanwhile was followed (a document outside the bucket analysed into the output bucket), a FIFO held the
 * batch (and a thread of libuv's pool) until something wrote to it. Now at most the bound + 1 bytes are read, from a
 * regular file opened without following a link and without blocking.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { openSync, closeSync, ftruncateSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { DirectoryBucketStore } from '../../src/contracts/service/bucket-store.js';
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
