import { readdirSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore, type FsLayer } from '../../src/service/index.js';
import { ParleyError } from '../../src/model/index.js';
import { nodeFsLayer } from '../../src/service/store/fs-layer.js';
import { createSmall, failure, service, tempDirsRemovedAfterEach } from './helpers.js';

const tempDir = tempDirsRemovedAfterEach('parley-store-');

/** node:fs, except that the chosen call crashes (after writing half a temp file, for writes). */
function crashingFs(crash: { op: 'write' | 'rename'; at: number }): FsLayer {
  let count = 0;
  return {
    ...nodeFsLayer,
    writeFileSync(path, data) {
      if (crash.op === 'write' && ++count === crash.at) {
        fs.writeFileSync(path, data.slice(0, Math.floor(data.length / 2)));
        throw new Error('simulated crash while writing');
      }
      nodeFsLayer.writeFileSync(path, data);
    },
    renameSync(from, to) {
      if (crash.op === 'rename' && ++count === crash.at) throw new Error('simulated crash before rename');
      nodeFsLayer.renameSync(from, to);
    },
  };
}

function leftovers(dir: string): string[] {
  return ['', 'workspaces', 'logs'].flatMap((sub) => readdirSync(join(dir, sub)).filter((n) => n.includes('.tmp-')));
}

describe('FileStore', () => {
  it('keeps workspaces, audit, labels and logs across reopening', async () => {
    const dir = tempDir();
    const a = service({ store: new FileStore(dir) });
    const id = await createSmall(a, { 'X-Watson-Metadata': 'customer_id=carol' });
    await a.createSynonym({ workspaceId: id, entity: 'city', value: 'Paris', synonym: 'lutece' });
    await a.message({ workspaceId: id, input: { text: 'hello' }, context: { conversation_id: 'c' }, headers: { 'X-Watson-Metadata': 'customer_id=carol' } });
    const exported = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;
    const synonyms = (await a.listSynonyms({ workspaceId: id, entity: 'city', value: 'Paris', includeAudit: true })).result;
    const logs = (await a.listLogs({ workspaceId: id })).result;

    const b = service({ store: new FileStore(dir) });
    expect((await b.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(exported);
    expect((await b.listSynonyms({ workspaceId: id, entity: 'city', value: 'Paris', includeAudit: true })).result).toEqual(synonyms);
    expect((await b.listLogs({ workspaceId: id })).result).toEqual(logs);
    await b.deleteUserData({ customerId: 'carol' });
    const c = service({ store: new FileStore(dir) });
    expect((await failure(c.getWorkspace({ workspaceId: id }))).status).toBe(404);
    expect((await c.listAllLogs({ filter: `language::en,workspace_id::${id}` })).result.logs).toEqual([]);
  });

  for (const crash of [
    { op: 'write', at: 1 },
    { op: 'rename', at: 1 },
  ] as const) {
    it(`a crash (${crash.op}) midway through a single-file write fails the call and loses nothing acknowledged`, async () => {
      const dir = tempDir();
      const a = service({ store: new FileStore(dir) });
      const id = await createSmall(a);
      const acknowledged = (await a.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result;

      const broken = service({ store: new FileStore(dir, { fs: crashingFs(crash) }) });
      const e = await failure(broken.createIntent({ workspaceId: id, intent: 'lost' }));
      expect(e.status).toBe(500);
      expect(e.message).toMatch(/^Storage failure: simulated crash/);
      // The failed call changed nothing in the running service either.
      expect((await broken.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(acknowledged);

      const reopened = service({ store: new FileStore(dir) });
      expect((await reopened.getWorkspace({ workspaceId: id, _export: true, includeAudit: true })).result).toEqual(acknowledged);
      expect(leftovers(dir)).toEqual([]);
    });
  }

  it('a crash while writing the journal of a multi-file batch fails the call and changes nothing', async () => {
    const dir = tempDir();
    const label = { 'X-Watson-Metadata': 'customer_id=dave' };
    const a = service({ store: new FileStore(dir) });
    const one = await createSmall(a, label);
    const two = await createSmall(a, label);
    const broken = service({ store: new FileStore(dir, { fs: crashingFs({ op: 'rename', at: 1 }) }) });
    expect((await failure(broken.deleteUserData({ customerId: 'dave' }))).status).toBe(500);
    const reopened = service({ store: new FileStore(dir) });
    expect((await reopened.listWorkspaces()).result.workspaces.map((w) => w.workspace_id).sort()).toEqual([one, two].sort());
  });

  it('a crash after the journal is committed loses nothing: reopening replays it', async () => {
    const dir = tempDir();
    const label = { 'X-Watson-Metadata': 'customer_id=erin' };
    const a = service({ store: new FileStore(dir) });
    await createSmall(a, label);
    await createSmall(a, label);
    const keep = await createSmall(a);
    // Rename #1 commits the journal; rename #2 would have applied the first file: it crashes.
    const broken = service({ store: new FileStore(dir, { fs: crashingFs({ op: 'rename', at: 2 }) }) });
    expect((await broken.deleteUserData({ customerId: 'erin' })).status).toBe(202);
    expect((await broken.listWorkspaces()).result.workspaces.map((w) => w.workspace_id)).toEqual([keep]);
    const reopened = service({ store: new FileStore(dir) });
    expect((await reopened.listWorkspaces()).result.workspaces.map((w) => w.workspace_id)).toEqual([keep]);
    expect(readdirSync(dir)).not.toContain('journal.json');
  });

  it('a file damaged by hand makes opening fail with a ParleyError naming it', () => {
    const dir = tempDir();
    new FileStore(dir);
    writeFileSync(join(dir, 'workspaces', 'broken.json'), '{"not json');
    let error: unknown;
    try {
      new FileStore(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParleyError);
    expect((error as ParleyError).message).toMatch(/^Corrupt store file .*broken\.json/);
  });

  it('ignores and removes stray temp files on open', async () => {
    const dir = tempDir();
    const a = service({ store: new FileStore(dir) });
    const id = await createSmall(a);
    writeFileSync(join(dir, 'workspaces', `${id}.json.tmp-stray`), '{"torn":');
    const b = service({ store: new FileStore(dir) });
    expect((await b.getWorkspace({ workspaceId: id })).result).toMatchObject({ name: 'demo' });
    expect(leftovers(dir)).toEqual([]);
  });
});
