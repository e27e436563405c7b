/**
 * FileStore logs as append-only segments: one line and one fsync per committed batch, torn appends cut
 * back or dropped at open, stores of the per-file layout still read, and — whatever crashes where — a
 * reopened store holds exactly the acknowledged logs.
 */
import * as fs from 'node:fs';
import { readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileStore, type FsLayer } from '../../src/service/index.js';
import { COMPACT_DEAD_LOGS } from '../../src/service/store/log-segments.js';
import type { LogRecord } from '../../src/service/store/types.js';
import { nodeFsLayer } from '../../src/service/store/fs-layer.js';
import { createSmall, service, tempDirsRemovedAfterEach } from './helpers.js';

const tempDir = tempDirsRemovedAfterEach('parley-segments-');

const log = (id: string, customer = 'c'): Omit<LogRecord, 'seq'> =>
  ({ log: { log_id: id, request_timestamp: `2026-11-24T10:00:00.${id.padStart(3, '0').slice(-3)}Z`, request: {}, response: {} }, customer_ids: [customer] }) as unknown as Omit<LogRecord, 'seq'>;
const ids = (store: FileStore) => store.listLogs().map((r) => r.log.log_id).sort();

/** Counts the fsyncs; `failWrite` makes the chosen append write half its line and throw, `failTruncate` the cut-back. */
function countingFs(plan: { failWrite?: number; failTruncate?: boolean } = {}): FsLayer & { fsyncs: number } {
  let writes = 0;
  const layer = {
    ...nodeFsLayer,
    fsyncs: 0,
    fsyncSync(fd: number) {
      layer.fsyncs += 1;
      nodeFsLayer.fsyncSync(fd);
    },
    writeAllSync(fd: number, data: string) {
      if (++writes === plan.failWrite) {
        fs.writeSync(fd, data.slice(0, Math.floor(data.length / 2)));
        throw new Error('simulated crash while appending');
      }
      nodeFsLayer.writeAllSync(fd, data);
    },
    truncateSync(path: string, length: number) {
      if (plan.failTruncate) throw new Error('simulated truncate failure');
      nodeFsLayer.truncateSync(path, length);
    },
  };
  return layer;
}

describe('FileStore log segments', () => {
  it('stores a batch of logs as one appended line with one fsync (plus the folder, once, for a new segment)', () => {
    const dir = tempDir();
    const layer = countingFs();
    const store = new FileStore(dir, { fs: layer });
    store.commit({ addLogs: [log('1'), log('2'), log('3')] });
    expect(layer.fsyncs).toBe(2);
    store.commit({ addLogs: [log('4')] });
    expect(layer.fsyncs).toBe(3);
    expect(readdirSync(join(dir, 'logs'))).toEqual(['segment-000001.jsonl']);
    expect(readFileSync(join(dir, 'logs', 'segment-000001.jsonl'), 'utf8').split('\n')).toHaveLength(3);
    expect(ids(new FileStore(dir))).toEqual(['1', '2', '3', '4']);
  });

  it('reads a store of the per-file layout, and deleting its logs removes their files', () => {
    const dir = tempDir();
    new FileStore(dir);
    for (const [id, seq] of [['old1', 0], ['old2', 1]] as const) writeFileSync(join(dir, 'logs', `${id}.json`), JSON.stringify({ ...log(id, id), seq }));
    const store = new FileStore(dir);
    expect(ids(store)).toEqual(['old1', 'old2']);
    store.commit({ addLogs: [log('new')] });
    expect(store.listLogs().find((r) => r.log.log_id === 'new')?.seq).toBe(2);
    store.commit({ deleteLogs: ['old1'] });
    expect(readdirSync(join(dir, 'logs')).sort()).toEqual(['old2.json', 'segment-000001.jsonl']);
    expect(ids(new FileStore(dir))).toEqual(['new', 'old2']);
  });

  it('a crash midway through an append fails the commit, changes nothing, and the file is cut back', () => {
    const dir = tempDir();
    new FileStore(dir).commit({ addLogs: [log('1')] });
    const before = readFileSync(join(dir, 'logs', 'segment-000001.jsonl'), 'utf8');
    const broken = new FileStore(dir, { fs: countingFs({ failWrite: 1 }) });
    expect(() => broken.commit({ addLogs: [log('2')] })).toThrow(/^Storage failure: simulated crash while appending$/);
    expect(ids(broken)).toEqual(['1']);
    expect(readFileSync(join(dir, 'logs', 'segment-000001.jsonl'), 'utf8')).toBe(before);
    broken.commit({ addLogs: [log('3')] });
    expect(ids(new FileStore(dir))).toEqual(['1', '3']);
  });

  it('when the cut-back fails too, later lines go to a new segment and the next open drops the torn tail', () => {
    const dir = tempDir();
    new FileStore(dir).commit({ addLogs: [log('1')] });
    const broken = new FileStore(dir, { fs: countingFs({ failWrite: 1, failTruncate: true }) });
    expect(() => broken.commit({ addLogs: [log('2')] })).toThrow(/^Storage failure/);
    broken.commit({ addLogs: [log('3')] });
    expect(readdirSync(join(dir, 'logs')).sort()).toEqual(['segment-000001.jsonl', 'segment-000002.jsonl']);
    expect(ids(new FileStore(dir))).toEqual(['1', '3']);
    expect(readFileSync(join(dir, 'logs', 'segment-000001.jsonl'), 'utf8').endsWith('\n')).toBe(true);
  });

  it('a torn last line left by a killed process is dropped at open, and appends go on after it', () => {
    const dir = tempDir();
    new FileStore(dir).commit({ addLogs: [log('1')] });
    appendFileSync(join(dir, 'logs', 'segment-000001.jsonl'), '{"add":[{"log":{"log_');
    const reopened = new FileStore(dir);
    expect(ids(reopened)).toEqual(['1']);
    reopened.commit({ addLogs: [log('2')] });
    expect(ids(new FileStore(dir))).toEqual(['1', '2']);
  });

  it('a line damaged by hand in the middle makes opening fail with a ParleyError naming the file and line', () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    store.commit({ addLogs: [log('1')] });
    store.commit({ addLogs: [log('2')] });
    const path = join(dir, 'logs', 'segment-000001.jsonl');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"add"', '"add'));
    expect(() => new FileStore(dir)).toThrow(/^Corrupt store file .*segment-000001\.jsonl \(line 1\)/);
  });

  it('whatever append crashes, a reopened store holds exactly the acknowledged logs (property)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), count: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('del' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (steps, failAt, failTruncate) => {
        const dir = tempDir();
        const store = new FileStore(dir, { fs: countingFs({ failWrite: failAt, failTruncate }) });
        const acknowledged = new Set<string>();
        let next = 0;
        for (const s of steps) {
          const batch =
            s.kind === 'add'
              ? { addLogs: Array.from({ length: s.count }, () => log(String(next++))) }
              : { deleteLogs: acknowledged.size > 0 ? [[...acknowledged][s.pick % acknowledged.size]] : ['none'] };
          try {
            store.commit(batch);
          } catch {
            continue;
          }
          for (const r of batch.addLogs ?? []) acknowledged.add(r.log.log_id);
          for (const id of batch.deleteLogs ?? []) acknowledged.delete(id);
        }
        const expected = [...acknowledged].sort();
        expect(ids(store)).toEqual(expected);
        expect(ids(new FileStore(dir))).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('one process stores the logs of concurrent messages with one commit, and answers each once it is stored', async () => {
    const dir = tempDir();
    const assistant = service({ store: new FileStore(dir) });
    const workspaceId = await createSmall(assistant);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => assistant.message({ workspaceId, input: { text: `hello ${i}` } })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const lines = readFileSync(join(dir, 'logs', 'segment-000001.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { add: unknown[] }).add.length)).toEqual([10]);
    expect((await service({ store: new FileStore(dir) }).listLogs({ workspaceId })).result.logs).toHaveLength(10);
  });

  it('a message whose log cannot be stored fails with the storage error, and its log is not listed', async () => {
    const dir = tempDir();
    const assistant = service({ store: new FileStore(dir, { fs: countingFs({ failWrite: 1 }) }) });
    const workspaceId = await createSmall(assistant);
    const failed = await assistant.message({ workspaceId, input: { text: 'hi' } }).catch((e: unknown) => e);
    expect([(failed as { status: number }).status, (failed as Error).message]).toEqual([500, 'Storage failure: simulated crash while appending']);
    expect((await assistant.listLogs({ workspaceId })).result.logs).toEqual([]);
  });

  describe('compaction at open', () => {
    /** A store with `total` logs over several segments' lines, all but `keep` of them deleted. */
    function churned(dir: string, total: number, keep: number): string[] {
      const store = new FileStore(dir);
      for (let i = 0; i < total; i += 100) store.commit({ addLogs: Array.from({ length: Math.min(100, total - i) }, (_, k) => log(String(i + k))) });
      const gone = Array.from({ length: total - keep }, (_, i) => String(i));
      for (let i = 0; i < gone.length; i += 250) store.commit({ deleteLogs: gone.slice(i, i + 250) });
      return ids(store);
    }

    /** The same, as a store left it that was closed before it compacted (an older parley, or a crash). */
    function churnedUncompacted(dir: string, total: number, keep: number): string[] {
      new FileStore(dir);
      const lines: string[] = [];
      for (let i = 0; i < total; i += 100) lines.push(JSON.stringify({ add: Array.from({ length: Math.min(100, total - i) }, (_, k) => ({ ...log(String(i + k)), seq: i + k })) }));
      const gone = Array.from({ length: total - keep }, (_, i) => String(i));
      for (let i = 0; i < gone.length; i += 250) lines.push(JSON.stringify({ del: gone.slice(i, i + 250) }));
      writeFileSync(join(dir, 'logs', 'segment-000001.jsonl'), `${lines.join('\n')}\n`);
      return Array.from({ length: keep }, (_, i) => String(total - keep + i)).sort();
    }

    it('rewrites the segments as one holding the live logs once the deleted ones outnumber them (and ≥ the bound)', () => {
      const dir = tempDir();
      const live = churnedUncompacted(dir, COMPACT_DEAD_LOGS + 300, 300);
      const seqs = new FileStore(dir).listLogs().map((r) => [r.log.log_id, r.seq]);
      expect(readdirSync(join(dir, 'logs'))).toEqual(['segment-000002.jsonl']);
      const reopened = new FileStore(dir);
      expect(ids(reopened)).toEqual(live);
      expect(reopened.listLogs().map((r) => [r.log.log_id, r.seq])).toEqual(seqs);
      reopened.commit({ addLogs: [log('after')] });
      expect(reopened.listLogs().at(-1)?.seq).toBe(COMPACT_DEAD_LOGS + 300);
      expect(ids(new FileStore(dir))).toEqual([...live, 'after'].sort());
    });

    it('leaves the segments alone below the bound, or while per-file logs sit beside them', () => {
      const small = tempDir();
      churned(small, COMPACT_DEAD_LOGS - 1, 0);
      new FileStore(small);
      expect(readdirSync(join(small, 'logs'))).toEqual(['segment-000001.jsonl']);
      const mixed = tempDir();
      new FileStore(mixed);
      writeFileSync(join(mixed, 'logs', 'old.json'), JSON.stringify({ ...log('old'), seq: 0 }));
      churned(mixed, COMPACT_DEAD_LOGS + 10, 5);
      new FileStore(mixed);
      expect(readdirSync(join(mixed, 'logs')).sort()).toEqual(['old.json', 'segment-000001.jsonl']);
    });

    it('a crash while removing the old segments loses nothing and resurrects nothing (every crash point)', () => {
      const base = tempDir();
      const live = churnedUncompacted(base, COMPACT_DEAD_LOGS + 200, 150);
      // Several segments: the 16 MiB rotation is far away, so split the one segment's lines over three files.
      const path = join(base, 'logs', 'segment-000001.jsonl');
      const lines = readFileSync(path, 'utf8').trim().split('\n');
      const third = Math.ceil(lines.length / 3);
      rmSync(path);
      [0, 1, 2].forEach((k) => writeFileSync(join(base, 'logs', `segment-00000${k + 1}.jsonl`), `${lines.slice(k * third, (k + 1) * third).join('\n')}\n`));
      for (const crashAt of [1, 2, 3]) {
        const dir = tempDir();
        fs.cpSync(base, dir, { recursive: true });
        let unlinks = 0;
        const crashing: FsLayer = {
          ...nodeFsLayer,
          unlinkSync(p) {
            if (p.endsWith('.jsonl') && ++unlinks === crashAt) throw new Error('simulated crash while compacting');
            nodeFsLayer.unlinkSync(p);
          },
        };
        expect(() => new FileStore(dir, { fs: crashing })).toThrow(/simulated crash while compacting/);
        expect(ids(new FileStore(dir))).toEqual(live);
        // The compacted segment survives; what is left of the old ones is a suffix (or gone, when a reopen
        // still found enough deleted logs to compact again).
        const left = readdirSync(join(dir, 'logs')).sort();
        expect(left.includes('segment-000004.jsonl') || left.join() === 'segment-000005.jsonl').toBe(true);
        expect(ids(new FileStore(dir))).toEqual(live);
      }
    });
  });

  describe('compaction while running', () => {
    /** Logs with strictly increasing request timestamps, so retention's "oldest" is the lowest number. */
    const timed = (n: number): Omit<LogRecord, 'seq'> =>
      ({ log: { log_id: `t${n}`, request_timestamp: new Date(Date.UTC(2026, 10, 24) + n * 1000).toISOString(), request: {}, response: {} }, customer_ids: ['c'] }) as unknown as Omit<LogRecord, 'seq'>;
    const newest = (total: number, kept: number) => Array.from({ length: kept }, (_, i) => `t${total - kept + i}`).sort();
    const segmentLogs = (dir: string) =>
      readdirSync(join(dir, 'logs')).reduce((n, name) => n + readFileSync(join(dir, 'logs', name), 'utf8').split('\n').filter(Boolean).reduce((m, line) => m + ((JSON.parse(line) as { add?: unknown[] }).add?.length ?? 0), 0), 0);

    it('a store that drops old logs (maxLogs) keeps its directory within about twice the kept logs', () => {
      const dir = tempDir();
      const store = new FileStore(dir, { maxLogs: 200 });
      let most = 0;
      for (let i = 0; i < 4000; i += 10) {
        store.commit({ addLogs: Array.from({ length: 10 }, (_, k) => timed(i + k)) });
        most = Math.max(most, segmentLogs(dir));
      }
      expect(ids(store)).toEqual(newest(4000, 200));
      // Rewritten once dead logs reach the bound: never more than kept + COMPACT_DEAD_LOGS + one batch on disk.
      expect(most).toBeLessThanOrEqual(200 + COMPACT_DEAD_LOGS + 10);
      expect(readdirSync(join(dir, 'logs'))).toHaveLength(1);
      expect(ids(new FileStore(dir, { maxLogs: 200 }))).toEqual(newest(4000, 200));
      // Without the bound the directory still holds every log not yet compacted away: at least the kept ones.
      expect(new FileStore(dir).listLogs().length).toBeGreaterThanOrEqual(200);
    });

    it('opening a directory of more logs than maxLogs keeps the newest', () => {
      const dir = tempDir();
      const store = new FileStore(dir);
      store.commit({ addLogs: Array.from({ length: 50 }, (_, k) => timed(k)) });
      expect(ids(new FileStore(dir, { maxLogs: 5 }))).toEqual(newest(50, 5));
      expect(ids(new FileStore(dir))).toHaveLength(50);
    });

    it('a failed rewrite fails no commit, and a later deletion is not undone by the snapshot', () => {
      const dir = tempDir();
      let failUnlinks = false;
      const flaky: FsLayer = {
        ...nodeFsLayer,
        unlinkSync(p) {
          if (failUnlinks && p.endsWith('.jsonl')) throw new Error('simulated unlink failure');
          nodeFsLayer.unlinkSync(p);
        },
      };
      const store = new FileStore(dir, { fs: flaky });
      store.commit({ addLogs: Array.from({ length: COMPACT_DEAD_LOGS + 20 }, (_, k) => timed(k)) });
      failUnlinks = true;
      // Enough deletions to compact: the snapshot is written, the old segment cannot be removed.
      expect(() => store.commit({ deleteLogs: Array.from({ length: COMPACT_DEAD_LOGS + 10 }, (_, k) => `t${k}`) })).not.toThrow();
      expect(readdirSync(join(dir, 'logs')).sort()).toEqual(['segment-000001.jsonl', 'segment-000002.jsonl']);
      // The snapshot holds t1010..t1019; deleting one of them must replay after it.
      store.commit({ deleteLogs: [`t${COMPACT_DEAD_LOGS + 10}`] });
      const expected = Array.from({ length: 9 }, (_, k) => `t${COMPACT_DEAD_LOGS + 11 + k}`).sort();
      expect(ids(store)).toEqual(expected);
      failUnlinks = false;
      expect(ids(new FileStore(dir))).toEqual(expected);
    });
  });
});
