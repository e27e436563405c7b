/**
 * `parley serve --workers 2` (the built binary): messages run in two worker processes, everything else in
 * the primary. Each request here opens a new connection, so the primary's round-robin spreads them over
 * both workers; the answers must be those of one process.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantSdk } from './assistant-sdk.js';
import { bin, childPids, commandLine, needsBuild, root, serveBuilt, stopServed, type Served } from '../cli/binary.js';

const V = 'version=2021-06-14';

/** One request on its own connection. */
function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, raw = false): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, agent: false, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // Kept as text: compared as it is.
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : raw ? String(body) : JSON.stringify(body));
  });
}

const tiny = { name: 'tiny', language: 'en', dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: 'v0' } }] };

/**
 * One server with two workers and one single-process server for the whole file (each start costs three or one
 * Node processes): the tests below that neither stop, kill nor configure a server share them, each with its own
 * workspaces and customers. The cluster serves with `parley serve`'s defaults; every other server here serves no
 * document, so it starts with `--no-contract-prestart` (NO_PRESTART): no analysis thread and PDF child warming at its
 * boot, 1.8 s of CPU each (h110suiteS). The prestart and its shutdown are pdf-prestart.test.ts's and serve-prestart's.
 */
const NO_PRESTART = '--no-contract-prestart';
let served: Served;
let base: string;
let single: Served;

needsBuild();
beforeAll(async () => {
  [served, single] = await Promise.all([serveBuilt(['--workers', '2']), serveBuilt([NO_PRESTART])]);
  base = served.url;
}, 30_000);
afterAll(async () => {
  const running = [served, single].filter((s) => s && s.child.exitCode === null);
  // Each stops with exit 0 on SIGTERM after every test here, the hostile message's (issue 24, item 1) included.
  expect(await Promise.all(running.map((s) => stopServed(s)))).toEqual(running.map(() => 0));
});

describe('parley serve --workers 2', () => {
  it('says how many workers serve', () => {
    expect(served.stdout).toMatch(/^parley serving the v1 API at http:\/\/127\.0\.0\.1:\d+ with 2 workers \(Ctrl-C to stop\)$/m);
  });

  it('answers every message after a write with the written workspace, whichever worker runs it', async () => {
    const created = await call(base, 'POST', `/v1/workspaces?${V}`, tiny);
    expect(created.status).toBe(201);
    const id = created.body.workspace_id as string;
    for (let k = 1; k <= 8; k++) {
      expect((await call(base, 'POST', `/v1/workspaces/${id}/dialog_nodes/n?${V}`, { output: { text: `v${k}` } })).status).toBe(200);
      const [a, b] = await Promise.all([0, 1].map(() => call(base, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'hi' } })));
      expect([a.body.output.text, b.body.output.text]).toEqual([[`v${k}`], [`v${k}`]]);
    }
    expect((await call(base, 'DELETE', `/v1/workspaces/${id}?${V}`)).status).toBe(200);
    expect(await call(base, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'hi' } })).toEqual({
      status: 404,
      body: { error: 'Resource not found', code: 404, errors: [{ code: 'not_found', message: `Workspace '${id}' does not exist`, path: '.workspace_id' }] },
    });
  });

  it('lists every log right after the messages that made it, and deletes a customer’s logs from every worker', async () => {
    const id = (await call(base, 'POST', `/v1/workspaces?${V}`, tiny)).body.workspace_id as string;
    const texts = Array.from({ length: 12 }, (_, i) => `m${i}`);
    await Promise.all(
      texts.map((text, i) => call(base, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text } }, { 'X-Watson-Metadata': `customer_id=${i % 2 ? 'odd' : 'even'}` })),
    );
    const listed = await call(base, 'GET', `/v1/workspaces/${id}/logs?${V}&page_limit=100`);
    expect(listed.status).toBe(200);
    expect(listed.body.logs.map((l: { request: { input: { text: string } } }) => l.request.input.text).sort()).toEqual([...texts].sort());
    expect((await call(base, 'DELETE', `/v1/user_data?${V}&customer_id=odd`)).status).toBe(202);
    const left = await call(base, 'GET', `/v1/workspaces/${id}/logs?${V}&page_limit=100`);
    expect(left.body.logs.map((l: { request: { input: { text: string } } }) => l.request.input.text).sort()).toEqual(texts.filter((_, i) => i % 2 === 0).sort());
  });

  it('keeps contract feedback in the primary: written through one worker, read and deleted through any', async () => {
    const CV = 'version=2018-10-15';
    const feedback = {
      feedback_data: {
        feedback_type: 'element_classification',
        document: { title: 'Cluster SOW', hash: 'h1' },
        model_id: 'contracts',
        model_version: '2.0.1',
        location: { begin: 0, end: 10 },
        text: 'The Supplier shall deliver.',
        original_labels: { types: [{ label: { nature: 'Obligation', party: 'Supplier' }, provenance_ids: ['p1'] }], categories: [] },
        updated_labels: { types: [{ label: { nature: 'Right', party: 'Supplier' } }], categories: [{ label: 'Delivery' }] },
      },
      user_id: 'u-cluster',
    };
    const added = await call(base, 'POST', `/v1/feedback?${CV}`, feedback, { 'X-Watson-Metadata': 'customer_id=contract-customer' });
    expect(added.status).toBe(200);
    const id = added.body.feedback_id as string;
    // New connections: the primary's round-robin sends these to both workers.
    const reads = await Promise.all(Array.from({ length: 6 }, () => call(base, 'GET', `/v1/feedback/${id}?${CV}`)));
    expect(reads.map((r) => [r.status, r.body.feedback_id, r.body.comment])).toEqual(Array.from({ length: 6 }, () => [200, id, undefined]));
    const lists = await Promise.all(Array.from({ length: 4 }, () => call(base, 'GET', `/v1/feedback?${CV}&user_id=u-cluster`)));
    expect(lists.map((l) => l.body.feedback.map((f: { feedback_id: string }) => f.feedback_id))).toEqual(Array.from({ length: 4 }, () => [id]));
    expect((await call(base, 'DELETE', `/v1/user_data?${CV}&customer_id=contract-customer`)).status).toBe(202);
    const gone = await Promise.all(Array.from({ length: 4 }, () => call(base, 'GET', `/v1/feedback/${id}?${CV}`)));
    expect(gone.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    // An error thrown in the primary reaches the client as one process answers it.
    const bad = await call(base, 'POST', `/v1/feedback?${CV}`, { feedback_data: { ...feedback.feedback_data, feedback_type: 'nope' } });
    expect([bad.status, bad.body.code, bad.body.errors?.[0]?.path]).toEqual([400, 400, '.feedback_data.feedback_type']);
  });

  it('answers random paths, methods, queries and bodies with the statuses and error bodies of one process', async () => {
    const segment = fc.oneof(fc.constantFrom('v1', 'workspaces', 'intents', 'examples', 'entities', 'logs', 'message', 'user_data', 'dialog_nodes'), fc.string({ maxLength: 6 }).map(encodeURIComponent));
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT'),
      path: fc.array(segment, { maxLength: 5 }).map((s) => `/${s.join('/')}`),
      query: fc.constantFrom('', '?version=2021-06-14', '?version=2021-06-14&page_limit=2', '?version=2021-06-14&filter=%28', '?version=2021-06-14&customer_id=x'),
      body: fc.oneof(fc.constant(undefined), fc.json({ maxDepth: 2 }), fc.string({ maxLength: 12 })),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const body = r.method === 'GET' ? undefined : r.body;
        const [one, many] = await Promise.all([single.url, base].map((url) => call(url, r.method, `${r.path}${r.query}`, body, {}, true)));
        expect(many.status).toBe(one.status);
        expect(many.status).toBeLessThan(500);
        if (one.status >= 400) expect(many.body).toEqual(one.body);
      }),
      { numRuns: 120, seed: 7 },
    );
  }, 60_000);

  it('answers malformed requests like one process', async () => {
    expect(await call(base, 'GET', '/v1/workspaces')).toEqual({ status: 400, body: { error: 'Missing required query parameter: version', code: 400 } });
    expect((await call(base, 'POST', `/v1/workspaces/x/message?${V}`, { input: { text: 5 } })).status).toBe(404);
  });
});

/**
 * The workers start with the V8 flag the primary sets on itself (`--no-regexp-tier-up`, src/cli/classify-v8-flags.ts):
 * each worker classifies the documents it receives, and a flag set at run time with `v8.setFlagsFromString` is not
 * inherited by `cluster.fork` (review hrev18). Read from the shared server's workers' command lines in /proc (Linux
 * only); in a file of its own until session 53, it started a cluster for itself (4.1 s of session 52's CI).
 */
describe.skipIf(!existsSync('/proc/self/stat'))('parley serve --workers 2: the classifying flag in every worker', () => {
  it('each worker process starts with --no-regexp-tier-up', () => {
    const workers = childPids(served.child.pid ?? -1).map(commandLine).filter((argv) => argv.some((a) => a.endsWith('worker.js')));
    expect(workers).toHaveLength(2);
    for (const argv of workers) expect(argv).toContain('--no-regexp-tier-up');
  });
});

/**
 * Issue 24, item 1 over HTTP: one hostile message takes neither a worker nor a single process down. On the file's shared
 * servers (in cluster-survival.test.ts until session 53, each case started its own: 6 s of session 52's CI).
 */
describe('item 1 over HTTP: a hostile message is a logged error, never a dead process', () => {
  const bomb = "<? ('x'*5000).split('').![('a'*1000000).toUpperCase()].size() ?>";
  it.each([['[]', () => single], ['["--workers","2"]', () => served]] as const)('serve %s answers it 200 and goes on serving', async (_, server) => {
    const { url, child } = server();
    const ws = { name: 'w', language: 'en', dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: bomb } }] };
    const id = (await call(url, 'POST', `/v1/workspaces?${V}`, ws)).body.workspace_id as string;
    const r = await call(url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'hi' } });
    expect(r.status).toBe(200);
    expect(r.body.output.log_messages[0].msg).toContain('EL1072E: Evaluation aborted: memory budget exceeded');
    expect((await call(url, 'GET', `/v1/workspaces?${V}`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
  }, 20_000);
});

describe('the official SDK against parley serve --workers 2', () => {
  const pizzeria = JSON.parse(readFileSync(join(root, 'test/fixtures/workspaces/pizzeria-slots.json'), 'utf8'));

  it('authors, converses, pages, lists logs and deletes a customer through forwarded and local operations', async () => {
    const sdk = assistantSdk(served.url);
    const created = await sdk.createWorkspace({ name: pizzeria.name, language: 'en', intents: pizzeria.intents, entities: pizzeria.entities, dialogNodes: pizzeria.dialog_nodes, headers: { 'X-Watson-Metadata': 'customer_id=c9' } });
    expect(created.status).toBe(201);
    const workspaceId = created.result.workspace_id as string;
    const intent = pizzeria.intents[0].intent as string;
    expect((await sdk.createExample({ workspaceId, intent, text: 'one more way to say it' })).status).toBe(201);
    const page = await sdk.listExamples({ workspaceId, intent, pageLimit: 1, sort: 'text' });
    expect(page.result.examples).toHaveLength(1);
    expect(page.result.pagination.next_url).toContain('cursor=');
    let context: unknown;
    for (const text of ['hello', 'I want to order a pizza', 'large']) {
      const { result } = await sdk.message({ workspaceId, input: { text }, context, headers: { 'X-Watson-Metadata': 'customer_id=c9' } });
      expect(result.output.generic.length).toBeGreaterThan(0);
      context = result.context;
    }
    const logs = await sdk.listLogs({ workspaceId, filter: 'request.input.text:large' });
    expect(logs.result.logs.map((l: { request: { input: { text: string } } }) => l.request.input.text)).toEqual(['large']);
    expect((await sdk.deleteUserData({ customerId: 'c9' })).status).toBe(202);
    const gone = await sdk.getWorkspace({ workspaceId }).catch((e: { status: number }) => e);
    expect(gone.status).toBe(404);
    expect((await sdk.listAllLogs({ filter: `language::en,workspace_id::${workspaceId}` })).result.logs).toEqual([]);
  }, 60_000);
});

describe('parley serve on a port in use', () => {
  function refused(args: string[]): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [bin, 'serve', '--quiet', ...args]);
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.once('exit', (code) => resolve({ code, stderr }));
    });
  }

  it('exits 1 with one line, with one process or with workers (none left running)', async () => {
    // The file's single-process server holds the port.
    const port = new URL(single.url).port;
    // Both at once: each is a process of its own that only starts and exits.
    const runs = await Promise.all([[], ['--workers', '2']].map((extra) => refused(['--port', port, ...extra])));
    for (const run of runs) expect(run).toEqual({ code: 1, stderr: `parley serve: 127.0.0.1:${port} is already in use (pick another --port)\n` });
  }, 30_000);
});

/**
 * One cluster of its own for the flags that reach the workers and then for the worker deaths, which end it: `--workers
 * 2 --no-webhooks --apikey KEY`, no prestart (it serves no document). Each cluster start is three Node processes
 * (about 2.5 s of CPU with its stop); the --no-webhooks and --apikey tests and the worker deaths started one each
 * until h114suite. The deaths come last (vitest runs a file's tests in their order): the first kills a worker and is
 * served by its replacement, which must have the key too; the second kills another and stops the cluster while that
 * replacement starts.
 */
describe('parley serve --workers 2 --no-webhooks --apikey KEY, then its workers killed', () => {
  const KEY = 'k3y';
  const bearer = { authorization: `Bearer ${KEY}` };
  let configured: Served;
  beforeAll(async () => {
    configured = await serveBuilt(['--workers', '2', '--no-webhooks', '--apikey', KEY, NO_PRESTART]);
  }, 30_000);
  afterAll(async () => {
    if (configured) await stopServed(configured);
  });

  describe('parley serve --no-webhooks', () => {
    it('never calls the webhook a workspace names, with one process or with workers; the failure is logged', async () => {
      let hits = 0;
      const hook = http.createServer((_req, res) => {
        hits++;
        res.setHeader('content-type', 'application/json');
        res.end('{"ok":true}');
      });
      await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
      const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
      const workspace = {
        name: 'hooks',
        language: 'en',
        webhooks: [{ name: 'main_webhook', url: hookUrl }],
        dialog_nodes: [{ dialog_node: 'ask', conditions: 'true', actions: [{ name: 'main_webhook', type: 'webhook', result_variable: 'r' }], output: { text: 'Checking.' } }],
      };
      try {
        /** A message that would call the hook: none called, the refusal logged in each answer. */
        const refusesTheHook = async (url: string, headers: Record<string, string>) => {
          const id = (await call(url, 'POST', `/v1/workspaces?${V}`, workspace, headers)).body.workspace_id as string;
          const answers = await Promise.all([0, 1].map(() => call(url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'x' } }, headers)));
          for (const { body } of answers) {
            expect(body.context.r).toBeUndefined();
            expect(body.output.log_messages).toEqual([{ level: 'err', msg: `Webhook call to ${hookUrl} failed: webhooks are disabled on this server (dialog node 'ask')` }]);
          }
        };
        // One process of its own, then the workers of the configured cluster (its key on each request).
        const one = await serveBuilt(['--no-webhooks', NO_PRESTART]);
        try {
          await refusesTheHook(one.url, {});
        } finally {
          await stopServed(one);
        }
        await refusesTheHook(configured.url, bearer);
        expect(hits).toBe(0);
        // Without the flag the same workspace does call out (so the test above would notice a leak).
        const id = (await call(single.url, 'POST', `/v1/workspaces?${V}`, workspace)).body.workspace_id as string;
        const { body } = await call(single.url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'x' } });
        expect(body.context.r).toEqual({ ok: true });
        expect(hits).toBe(1);
      } finally {
        hook.close();
      }
    }, 60_000);
  });

  describe('parley serve --workers 2 --apikey KEY', () => {
    it('checks credentials in every worker (they get the key over IPC, not through their environment)', async () => {
      const statuses = await Promise.all([
        ...[0, 1, 2, 3].map(() => call(configured.url, 'GET', `/v1/workspaces?${V}`)),
        ...[0, 1, 2, 3].map(() => call(configured.url, 'GET', `/v1/workspaces?${V}`, undefined, bearer)),
      ]);
      expect(statuses.map((r) => r.status)).toEqual([401, 401, 401, 401, 200, 200, 200, 200]);
    }, 30_000);
  });

  describe('parley serve --workers 2 when a worker dies', () => {
    const workersOf = childPids;

    /** Kills one worker and waits until its replacement process exists (it may still be starting). */
    async function killOne(served: Served): Promise<void> {
      const before = workersOf(served.child.pid!);
      expect(before).toHaveLength(2);
      process.kill(before[0], 'SIGKILL');
      let after: number[] = [];
      for (let i = 0; i < 100 && !(after.length === 2 && !after.includes(before[0])); i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = workersOf(served.child.pid!);
      }
      expect(after).toHaveLength(2);
      expect(after).not.toContain(before[0]);
    }

    it('starts another, which serves the workspaces written before', async () => {
      const id = (await call(configured.url, 'POST', `/v1/workspaces?${V}`, tiny, bearer)).body.workspace_id as string;
      await killOne(configured);
      const answers = await Promise.all([0, 1, 2, 3].map(() => call(configured.url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: 'hi' } }, bearer)));
      expect(answers.map((a) => a.body.output.text)).toEqual([['v0'], ['v0'], ['v0'], ['v0']]);
    }, 30_000);

    it('stops on SIGTERM even while the replacement is still starting: exit 0, every worker stopped', async () => {
      await killOne(configured);
      expect(await stopServed(configured)).toBe(0);
      expect(workersOf(configured.child.pid!)).toEqual([]);
    }, 30_000);
  });
});

describe('parley serve --workers 2 --data DIR', () => {
  it('stops on SIGTERM with exit 0 after its workers hand over their logs; a restart lists them all, and the contract feedback', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-cluster-'));
    const first = await serveBuilt(['--workers', '2', '--data', dir, NO_PRESTART]);
    const id = (await call(first.url, 'POST', `/v1/workspaces?${V}`, tiny)).body.workspace_id as string;
    await Promise.all(Array.from({ length: 10 }, (_, i) => call(first.url, 'POST', `/v1/workspaces/${id}/message?${V}`, { input: { text: `m${i}` } })));
    const feedbackData = {
      feedback_type: 'element_classification',
      document: { title: 'Kept', hash: 'h2' },
      model_id: 'contracts',
      model_version: '2.0.1',
      location: { begin: 0, end: 4 },
      text: 'Kept.',
      original_labels: { types: [], categories: [] },
      updated_labels: { types: [], categories: [{ label: 'Delivery' }] },
    };
    const feedbackId = (await call(first.url, 'POST', '/v1/feedback?version=2018-10-15', { feedback_data: feedbackData })).body.feedback_id as string;
    expect(await stopServed(first)).toBe(0);
    const second = await serveBuilt(['--data', dir, NO_PRESTART]);
    try {
      const listed = await call(second.url, 'GET', `/v1/workspaces/${id}/logs?${V}&page_limit=100`);
      expect(listed.body.logs).toHaveLength(10);
      const kept = await call(second.url, 'GET', `/v1/feedback/${feedbackId}?version=2018-10-15`);
      expect([kept.status, kept.body.feedback_data.text]).toEqual([200, 'Kept.']);
    } finally {
      await stopServed(second);
    }
  }, 60_000);
});
