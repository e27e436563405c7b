/**
 * Closing the contract routes (a server's close) stops their twin's batches after the document in hand (review
 * hrev9): the threads a batch ran in were ended at close, so each document after it failed and completed the batch;
 * and a server that listens again builds a new twin whose runner resumes the same store's batches, two runners on one
 * batch. The twin here runs in process (given operations); the threaded one closes the same way before its pool.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryRecordStore } from '../../src/contracts/index.js';
import { threadedContractTwin } from '../../src/server/contracts/threaded-twin.js';
import { batchParams, bucketDirs, fakeOperations } from '../contracts/service-helpers.js';

describe('closing the contract twin', () => {
  it('leaves the documents after the one in hand pending in the store', async () => {
    const root = bucketDirs({ 'a.txt': 'held a', 'b.txt': 'held b' });
    const store = new DirectoryRecordStore(mkdtempSync(join(tmpdir(), 'parley-records-')));
    const held: (() => void)[] = [];
    const wait = () => new Promise<void>((r) => held.push(r));
    const { twin, close } = threadedContractTwin({ store, buckets: root, operations: fakeOperations(wait) });
    const id = (await twin.createBatch(batchParams())).result.batch_id;
    for (let i = 0; i < 200 && held.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    const closed = close();
    for (const r of held.splice(0)) r();
    await closed;
    const counts = async () => (await twin.getBatch({ batchId: id })).result.document_counts;
    for (let i = 0; i < 200 && (await counts()).successful === 0; i++) await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5));
    expect(held).toEqual([]);
    expect((await twin.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 2, pending: 1, successful: 1, failed: 0 });
    expect(readdirSync(join(root, 'out'))).toEqual(['a.txt.json']);
  });
});
