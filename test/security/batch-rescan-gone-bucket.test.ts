/**
 * Twenty-second adversarial round (hred21): `PUT /v1/batches/{id}?action=rescan` lists the batch's input bucket again.
 * An open batch whose input folder was removed meanwhile: the listing's ENOENT reached the client as an internal
 * error. It is the 400 a new batch over a missing bucket gets, naming `.input_bucket_name`, and the batch is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { batchParams, bucketDirs, fakeOperations, rejection, sequentialIds, steppingClock } from '../contracts/service-helpers.js';

describe('rescanning a batch whose input bucket is gone (hred21)', () => {
  it('is a 400 naming the bucket, and leaves the batch as it was', async () => {
    const root = bucketDirs({ 'a.txt': 'The Supplier shall deliver the goods.' });
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(() => held), buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams())).result.batch_id;
    const before = (await t.getBatch({ batchId: id })).result;
    rmSync(join(root, 'in'), { recursive: true });
    const e = await rejection(t.updateBatch({ batchId: id, action: 'rescan' }));
    expect([e.status, e.errors]).toEqual([400, [{ code: 'not_found', message: 'Bucket in does not exist', path: '.input_bucket_name' }]]);
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual(before.document_counts);
    open();
    await t.batchesIdle();
    rmSync(root, { recursive: true });
  });
});
