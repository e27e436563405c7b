/**
 * Thirty-second adversarial round (hred31): what a directory bucket store answers for names outside it and for
 * objects gone from it. A batch's object removed between the listing and its read failed as a 500 whose message, written
 * into the output bucket's `KEY.json`, was Node's `ENOENT: no such file or directory, open '<the server's folder>/in/b.txt'`;
 * and the store's methods, exported to library callers, threw a plain Error ("Unsafe bucket name", no status) for
 * `..` or `/etc`, and a key's refusal named no part. Each is now a ParleyError with its status and the part at fault
 * (`.bucket`, `.key`), and no message quotes the server's folders.
 */
import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, promises as fsPromises, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompareComplyV1 } from '../../src/contracts/index.js';
import { DirectoryBucketStore } from '../../src/contracts/service/bucket-store.js';
import { batchParams, bucketDirs, fakeOperations, rejection, sequentialIds, steppingClock } from '../contracts/service-helpers.js';

const TEXT = 'The Supplier shall deliver the goods.';

describe('a batch whose object is removed before it is read (hred31)', () => {
  it('writes a 404 naming the object, not the server folder, and counts it failed', async () => {
    const root = bucketDirs({ 'a.txt': TEXT, 'b.txt': TEXT });
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    let first = true;
    const gate = async () => {
      if (!first) return;
      first = false;
      await held;
    };
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(gate), buckets: root, clock: steppingClock(), newId: sequentialIds() });
    const id = (await t.createBatch(batchParams())).result.batch_id;
    rmSync(join(root, 'in', 'b.txt'));
    open();
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 2, pending: 0, successful: 1, failed: 1 });
    const message = 'Object b.txt not found in bucket in (removed since it was listed, or never there)';
    const written = readFileSync(join(root, 'out', 'b.txt.json'), 'utf8');
    expect(JSON.parse(written)).toEqual({ error: message, code: 404, errors: [{ code: 'not_found', message, path: '.key' }] });
    expect(written).not.toContain(root);
    rmSync(root, { recursive: true });
  });
});

describe('DirectoryBucketStore names outside the store (hred31)', () => {
  const outside = ['..', '.', '../in', '/etc', '/tmp', '%2e%2e', 'in\u0000', 'in/../out', 'a'.repeat(256), 'a'.repeat(100_000)];

  it('refuses a bucket name that is not one folder of the store with a 400 at .bucket, for every method, touching nothing', async () => {
    const parent = bucketDirs();
    const root = join(parent, 'root');
    mkdirSync(join(root, 'in'), { recursive: true });
    writeFileSync(join(parent, 'in', 'secret.txt'), 'outside the store');
    const store = new DirectoryBucketStore(root);
    for (const bucket of outside) {
      const calls = [() => store.readObject(bucket, 'secret.txt'), () => store.listObjects(bucket), () => store.writeObject(bucket, 'x.json', '{}')];
      for (const call of calls) {
        const e = await rejection(call());
        expect([bucket, e.status, e.errors.map((d) => [d.code, d.path])]).toEqual([bucket, 400, [['format', '.bucket']]]);
      }
      expect(await store.hasBucket(bucket)).toBe(false);
    }
    expect(readdirSync(parent).sort()).toEqual(['in', 'out', 'root']);
    expect(readdirSync(join(parent, 'in'))).toEqual(['secret.txt']);
    expect(readdirSync(join(root, 'in'))).toEqual([]);
    rmSync(parent, { recursive: true });
  });

  it('a store of named folders (the CLI\'s IN and OUT): another name, __proto__ included, is a 404 at .bucket', async () => {
    const root = bucketDirs();
    const store = new DirectoryBucketStore({ input: join(root, 'in'), output: join(root, 'out') });
    for (const bucket of ['in', '__proto__', 'constructor', 'toString', '../in']) {
      const e = await rejection(store.listObjects(bucket));
      expect([bucket, e.status, e.errors]).toEqual([bucket, 404, [{ code: 'not_found', message: `Bucket ${bucket} does not exist`, path: '.bucket' }]]);
    }
    rmSync(root, { recursive: true });
  });

  it('a key outside the bucket is a 400 at .key; a key not there a 404 at .key; no message names the folder', async () => {
    const root = bucketDirs();
    const store = new DirectoryBucketStore(root);
    for (const key of ['../x.json', '/etc/passwd', 'a\u0000b', `${'x'.repeat(1100)}.json`]) {
      const e = await rejection(store.readObject('in', key));
      expect([key, e.status, e.errors.map((d) => [d.code, d.path])]).toEqual([key, 400, [['format', '.key']]]);
    }
    const e = await rejection(store.readObject('in', 'nope.txt'));
    expect([e.status, e.errors]).toEqual([404, [{ code: 'not_found', message: 'Object nope.txt not found in bucket in (removed since it was listed, or never there)', path: '.key' }]]);
    expect(e.body).not.toContain(root);
    rmSync(root, { recursive: true });
  });

  it('a bucket folder removed since: listing and writing are the bucket\'s 404, not ENOENT with the folder', async () => {
    const root = bucketDirs();
    const store = new DirectoryBucketStore(root);
    rmSync(join(root, 'out'), { recursive: true });
    for (const call of [() => store.listObjects('out'), () => store.writeObject('out', 'a.json', '{}'), () => store.readObject('out', 'a.json')]) {
      const e = await rejection(call());
      expect(e.status).toBe(404);
      expect(e.errors[0].path).toMatch(/^\.(bucket|key)$/);
      expect(e.body).not.toContain(root);
    }
    rmSync(root, { recursive: true });
  });

  it('an object the server may not read is a 403 naming it, without the folder', async () => {
    const root = bucketDirs({ 'a.txt': TEXT });
    const denied = Object.assign(new Error(`EACCES: permission denied, open '${join(root, 'in', 'a.txt')}'`), { code: 'EACCES' });
    const open = vi.spyOn(fsPromises, 'open').mockRejectedValue(denied);
    try {
      const e = await rejection(new DirectoryBucketStore(root).readObject('in', 'a.txt'));
      expect([e.status, e.message]).toEqual([403, 'a.txt cannot be read: permission denied']);
    } finally {
      open.mockRestore();
    }
    rmSync(root, { recursive: true });
  });
});
