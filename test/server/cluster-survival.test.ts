/**
 * Issue 24, items 5 and 6 with real processes (the built `parley serve`): the primary outlives any worker
 * killed under load and replaces it, failing only the requests that worker held; a message is answered only
 * once its log is stored, so a kill -9 of the primary loses no answered message's log. Item 1 (one hostile message
 * takes neither a worker nor a single process down) is in cluster.test.ts, on that file's shared servers.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/service/index.js';
import { childPids, needsBuild, serveBuilt, stopServed } from '../cli/binary.js';

const V = 'version=2021-06-14';

/** One request on its own connection; a connection the server dropped is status 0. */
function call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, { method, agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
      res.on('error', () => resolve({ status: 0, body: undefined }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, body: e.code }));
    // A connection handed to a worker as it was killed gets no answer at all: status -1.
    req.setTimeout(3000, () => {
      req.destroy();
      resolve({ status: -1, body: 'timeout' });
    });
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const workersOf = childPids;

async function until(ok: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !ok() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
}

const tiny = { name: 'tiny', language: 'en', dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: 'v0' } }] };

needsBuild();

describe('item 5: the primary outlives its workers', () => {
  it('three kill -9 of workers under message, write and log load: the primary stays, replaces them, and serves', async () => {
    const served = await serveBuilt(['--workers', '2']);
    try {
      const id = (await call(served.url, 'POST', `/v1/workspaces?${V}`, tiny)).body.workspace_id as string;
      let running = true;
      const statuses: number[] = [];
      const dropped: string[] = [];
      const loop = async (i: number) => {
        for (let k = 0; running; k++) {
          const r = k % 7 === 3 && i === 0
            ? await call(served.url, 'POST', `/v1/workspaces/${id}?${V}`, { description: `d${k}` })
            : k % 5 === 4
              ? await call(served.url, 'GET', `/v1/workspaces/${id}/logs?${V}&page_limit=1`)
              : await call(served.url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: `m${k}` } });
          statuses.push(r.status);
          if (r.status <= 0) dropped.push(r.body as string);
        }
      };
      const loops = Array.from({ length: 6 }, (_, i) => loop(i));
      // The newest worker each time (serving, or a replacement still starting); the oldest keeps the port open
      // (with no worker listening, node's cluster closes it until one listens again).
      for (let kill = 0; kill < 3; kill++) {
        await until(() => workersOf(served.child.pid!).length === 2, 5000);
        await new Promise((r) => setTimeout(r, 700));
        const victim = workersOf(served.child.pid!).at(-1);
        if (victim !== undefined) process.kill(victim, 'SIGKILL');
      }
      await new Promise((r) => setTimeout(r, 500));
      running = false;
      await Promise.all(loops);
      expect(served.child.exitCode).toBeNull();
      await until(() => workersOf(served.child.pid!).length === 2, 8000);
      expect(workersOf(served.child.pid!)).toHaveLength(2);
      // Only what the killed workers held failed: dropped connections, never an error status or a refused one.
      expect(statuses.filter((s) => s > 0 && s !== 200)).toEqual([]);
      expect(dropped.filter((d) => d !== 'ECONNRESET' && d !== 'timeout')).toEqual([]);
      expect(dropped.length).toBeLessThan(statuses.length / 4);
      expect((await call(served.url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'after' } })).body.output.text).toEqual(['v0']);
      expect((await call(served.url, 'GET', `/v1/workspaces/${id}/logs?${V}`)).status).toBe(200);
      expect(served.stderr).not.toMatch(/ERR_IPC_CHANNEL_CLOSED|EPIPE|Unhandled|uncaught/i);
    } finally {
      expect(await stopServed(served, 'SIGTERM')).toBe(0);
    }
  }, 25_000);
});

describe('item 6: answered messages have durable logs', () => {
  it('a kill -9 of the primary right after 200 messages were answered loses none of their logs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-durable-'));
    const served = await serveBuilt(['--workers', '2', '--data', dir]);
    const id = (await call(served.url, 'POST', `/v1/workspaces?${V}`, tiny)).body.workspace_id as string;
    const answered: string[] = [];
    await Promise.all(Array.from({ length: 8 }, async (_, lane) => {
      for (let k = 0; k < 25; k++) {
        const text = `m${lane}-${k}`;
        const r = await call(served.url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text } });
        if (r.status === 200) answered.push(text);
      }
    }));
    const pid = served.child.pid!;
    await stopServed(served, 'SIGKILL');
    await until(() => workersOf(pid).length === 0, 5000);
    expect(answered).toHaveLength(200);
    const stored = new FileStore(dir).listLogs().map((l) => (l.log.request as { input: { text: string } }).input.text);
    expect(new Set(stored)).toEqual(new Set(answered));
  }, 20_000);
});
