/**
 * Twenty-second adversarial round (hred21): a batch refuses an output bucket equal to its input bucket (its results
 * would be read back as inputs on the next rescan), but compared the names only. In a `--buckets` folder where one
 * bucket is a link to another (`lnk -> in`), `in` → `lnk` was accepted: the results were written into the input
 * folder (`a.txt.json` beside `a.txt`), and each rescan analysed them again (`a.txt.json.json`, …). The CLI compares
 * the folders as the file system resolves them since hred12; the service now does too.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { batchParams, bucketDirs, fakeOperations, rejection, sequentialIds, steppingClock } from '../contracts/service-helpers.js';

const posix = process.platform !== 'win32';

function twin(root: string): CompareComplyV1 {
  return new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root, clock: steppingClock(), newId: sequentialIds() });
}

describe.skipIf(!posix)('a batch whose two buckets are one folder under two names (hred21)', () => {
  it('refuses an output bucket that is a link to the input bucket (400 at .output_bucket_name), writing nothing', async () => {
    const root = bucketDirs({ 'a.txt': 'The Supplier shall deliver the goods.' });
    symlinkSync('in', join(root, 'lnk'));
    const t = twin(root);
    const e = await rejection(t.createBatch({ ...batchParams(), outputBucketName: 'lnk' }));
    expect([e.status, e.errors]).toEqual([400, [{ code: 'conflict', message: 'The output bucket must differ from the input bucket (results would be read back as inputs)', path: '.output_bucket_name' }]]);
    await t.batchesIdle();
    expect(readdirSync(join(root, 'in'))).toEqual(['a.txt']);
    rmSync(root, { recursive: true });
  });

  it('refuses an input bucket that is a link to the output bucket, and two links to one folder', async () => {
    const root = bucketDirs({ 'a.txt': 'The Supplier shall deliver the goods.' });
    symlinkSync('out', join(root, 'out2'));
    symlinkSync(join(root, 'in'), join(root, 'in2'));
    const t = twin(root);
    expect((await rejection(t.createBatch({ ...batchParams(), inputBucketName: 'out2' }))).errors[0].code).toBe('conflict');
    expect((await rejection(t.createBatch({ ...batchParams(), inputBucketName: 'in2', outputBucketName: 'in' }))).errors[0].code).toBe('conflict');
    rmSync(root, { recursive: true });
  });

  it('still runs a batch from a linked input bucket into another folder (a link is how a bucket may live elsewhere)', async () => {
    const root = bucketDirs({ 'a.txt': 'The Supplier shall deliver the goods.' });
    symlinkSync('in', join(root, 'lnk'));
    const t = twin(root);
    const id = (await t.createBatch({ ...batchParams(), inputBucketName: 'lnk' })).result.batch_id;
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 1, pending: 0, successful: 1, failed: 0 });
    expect(readdirSync(join(root, 'out'))).toEqual(['a.txt.json']);
    rmSync(root, { recursive: true });
  });
});
