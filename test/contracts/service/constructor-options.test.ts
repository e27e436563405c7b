/** CompareComplyV1's injected options: a wrong one is a 400 naming it at construction, never a TypeError. */
import { describe, expect, it } from 'vitest';
import { CompareComplyV1, MemoryRecordStore } from '../../../src/contracts/index.js';
import { ParleyError } from '../../../src/common/errors.js';

describe('CompareComplyV1 constructor options', () => {
  it('a store, clock, newId, operations or buckets of the wrong kind is a 400 naming each', () => {
    let caught: unknown;
    try {
      new CompareComplyV1({ version: '2018-10-15', store: 42 as never, clock: {} as never, newId: 'id' as never, operations: {} as never, buckets: {} as never });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ParleyError);
    expect((caught as ParleyError).status).toBe(400);
    expect((caught as ParleyError).result.errors).toEqual([
      { code: 'type', message: 'clock must be a function', path: '.clock' },
      { code: 'type', message: 'newId must be a function', path: '.newId' },
      { code: 'type', message: 'store must be an object with the methods collection', path: '.store' },
      { code: 'type', message: 'operations must be an object with the methods convertToHtml, classifyElements, extractTables', path: '.operations' },
      { code: 'type', message: 'buckets must be an object with the methods hasBucket, listObjects, readObject, writeObject', path: '.buckets' },
    ]);
  });

  it('the documented kinds construct: a record store, a bucket directory path', async () => {
    const cc = new CompareComplyV1({ version: '2018-10-15', store: new MemoryRecordStore(), buckets: '/nonexistent', clock: () => new Date(0) });
    expect((await cc.listFeedback()).result.feedback).toEqual([]);
  });
});
