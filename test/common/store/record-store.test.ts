import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DirectoryRecordStore, MemoryRecordStore } from '../../../src/common/store/record-store.js';
import { nodeFsLayer } from '../../../src/common/store/fs-layer.js';
import { ParleyError } from '../../../src/common/errors.js';

describe('record stores', () => {
  it('memory: put stores a copy, delete reports whether there was a record', () => {
    const c = new MemoryRecordStore().collection<{ n: number }>('things');
    const r = { n: 1 };
    c.put('a', r);
    r.n = 2;
    expect(c.get('a')).toEqual({ n: 1 });
    expect([c.delete('a'), c.delete('a'), c.list()]).toEqual([true, false, []]);
  });

  it('directory: records survive a reopen, leftover temporary files are removed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-records-'));
    const first = new DirectoryRecordStore(dir).collection<{ n: number }>('things');
    first.put('a', { n: 1 });
    first.put('b', { n: 2 });
    first.delete('b');
    writeFileSync(join(dir, 'things', 'a.json.tmp-crash'), '{"n": 9');
    const again = new DirectoryRecordStore(dir).collection<{ n: number }>('things');
    expect(again.list()).toEqual([{ n: 1 }]);
    expect(readdirSync(join(dir, 'things'))).toEqual(['a.json']);
  });

  it('directory: an unsafe id, a corrupt file or a failing disk is a ParleyError 500, never a crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-records-'));
    const c = new DirectoryRecordStore(dir).collection('things');
    expect(() => c.put('../x', {})).toThrow(ParleyError);
    writeFileSync(join(dir, 'things', 'bad.json'), '{');
    expect(() => new DirectoryRecordStore(dir).collection('things')).toThrow(/Corrupt store file/);
    const failing = new DirectoryRecordStore(mkdtempSync(join(tmpdir(), 'parley-records-')), {
      fs: { ...nodeFsLayer, renameSync: () => { throw new Error('disk full'); } },
    }).collection('things');
    let error: unknown;
    try {
      failing.put('a', {});
    } catch (e) {
      error = e;
    }
    expect([(error as ParleyError).status, (error as ParleyError).message]).toEqual([500, 'Storage failure: disk full']);
    expect(failing.get('a')).toBeUndefined();
  });
});
