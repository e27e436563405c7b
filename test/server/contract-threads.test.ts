/**
 * The contract routes' document work in worker threads (src/server/contracts/threaded-twin.ts), on the built
 * package (the TypeScript sources have no compiled thread file and run in process): the same bytes and errors as
 * the in-process path, other requests answered while a document is analysed, the time limit per request, and a
 * process that can exit with idle threads. One warm server (one thread) and one warm pool (the batches') serve the
 * file's tests where isolation allows: a cold thread loads the contract modules and pdfjs afresh (0.5-1.5 s each).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ServerModule from '../../src/server/index.js';
import { batchParams, bucketDirs, sequentialIds, steppingClock } from '../contracts/service-helpers.js';

const root = new URL('../../', import.meta.url).pathname;
const fixtures = join(root, 'test/fixtures/contracts');
const V = '?version=2018-10-15';

type Served = { url: string; close: () => Promise<void> };
let threaded: Served;
let inProcess: Served;
let mod: typeof ServerModule;
let pool: import('../../src/common/threads/pool.js').ThreadPool;
let threads: typeof import('../../src/server/contracts/threaded-twin.js');
let contracts: typeof import('../../src/contracts/index.js');
let encoded: typeof import('../../src/common/encoded-json.js');
let errors: typeof import('../../src/common/errors.js');

async function serve(contracts: ServerModule.ContractRoutesOptions): Promise<Served> {
  const server = mod.createServer({ log: false, contracts });
  const { url } = await server.listen(0, '127.0.0.1');
  return { url, close: () => server.close() };
}

beforeAll(async () => {
  mod = (await import(join(root, 'dist/server/index.js'))) as typeof ServerModule;
  // One thread: the queue test below needs documents beyond its threads; the default size is `parley serve`'s own
  // (the exit test).
  threaded = await serve({ threads: { max: 1 } });
  inProcess = await serve({ threads: false });
  threads = (await import(join(root, 'dist/server/contracts/threaded-twin.js'))) as typeof threads;
  contracts = (await import(join(root, 'dist/contracts/index.js'))) as typeof contracts;
  encoded = (await import(join(root, 'dist/common/encoded-json.js'))) as typeof encoded;
  errors = (await import(join(root, 'dist/common/errors.js'))) as typeof errors;
  const pools = (await import(join(root, 'dist/common/threads/pool.js'))) as typeof import('../../src/common/threads/pool.js');
  pool = new pools.ThreadPool({ file: new URL('file://' + join(root, 'dist/server/contracts/twin-thread.js')), size: 1, heapMb: 1024 });
});

afterAll(async () => {
  await threaded.close();
  await inProcess.close();
  await pool.close();
});

/** Sentences of a made-up contract, `n` of them: its classification takes about 0.25 ms of CPU each. */
function contractText(n: number): Buffer {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(`The Supplier shall deliver lot ${i} to the Buyer within ${(i % 28) + 2} days of the order.`);
  return Buffer.from(lines.join('\n'), 'utf8');
}

type Part = [name: string, bytes: Uint8Array | string, type?: string];

async function post(base: string, path: string, parts: Part[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, bytes, type] of parts) {
    if (typeof bytes === 'string') form.append(name, bytes);
    else form.append(name, new Blob([bytes], { type: type ?? 'application/octet-stream' }), name);
  }
  const res = await fetch(`${base}${path}${V}`, { method: 'POST', body: form, headers });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()).toString('utf8') };
}

/**
 * Uploads 5,000 sentences (over a second of classification) and, until its answer, sends a cheap request every 20 ms:
 * how many were answered before the upload's answer.
 */
async function probesWhileClassifying(base: string): Promise<{ status: number; probes: number }> {
  let settled = false;
  const upload = post(base, '/v1/element_classification', [['file', contractText(5_000), 'text/plain']]).finally(() => (settled = true));
  let probes = 0;
  while (!settled) {
    const res = await fetch(`${base}/v1/workspaces?version=2021-06-14`);
    await res.text();
    if (!settled && res.status === 200) probes++;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { status: (await upload).status, probes };
}

const file = (name: string) => readFileSync(join(fixtures, name));

describe('threaded contract routes', () => {
  const cases: [string, string, Part[], Record<string, string>?][] = [
    ['classify a PDF', '/v1/element_classification', [['file', file('contract_A.pdf'), 'application/pdf']]],
    ['classify a DOCX', '/v1/element_classification', [['file', file('Contract_A.docx')]]],
    ['tables of a PDF', '/v1/tables', [['file', file('TableTestV3.pdf')]]],
    ['HTML as JSON', '/v1/html_conversion', [['file', file('TestTable.pdf')]]],
    ['HTML as HTML', '/v1/html_conversion', [['file', file('TableTestV3.docx')]], { accept: 'text/html' }],
    ['compare', '/v1/comparison', [['file_1', file('contract_A.pdf')], ['file_2', file('contract_B.pdf')], ['file_1_label', 'old']]],
    ['a text', '/v1/element_classification', [['file', contractText(40), 'text/plain']], { 'x-watson-metadata': 'customer_id=c1' }],
    ['an empty file', '/v1/element_classification', [['file', new Uint8Array(0)]]],
    ['an unsupported type', '/v1/tables', [['file', Uint8Array.from([0, 1, 2, 3, 255, 254, 0, 7])]]],
    ['compare across formats', '/v1/comparison', [['file_1', file('contract_A.pdf')], ['file_2', file('Contract_A.docx')]]],
    ['a bad model', '/v1/comparison', [['file_1', contractText(3)], ['file_2', contractText(4)], ['model', 'x']]],
  ];

  it.each(cases)('%s: the same status, type and bytes as in process', async (_name, path, parts, headers) => {
    // Both at once: the thread's work overlaps the in-process one's (the first case's cold starts, both sides').
    const [there, here] = await Promise.all([post(threaded.url, path, parts, headers), post(inProcess.url, path, parts, headers)]);
    expect(there).toEqual(here);
  }, 60_000);

  it('answers its errors as in process (status, message, path)', async () => {
    const r = await post(threaded.url, '/v1/comparison', [['file_1', file('contract_A.pdf')], ['file_2', file('Contract_A.docx')]]);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).errors[0].path).toBe('.file_2');
  }, 60_000);

  it('answers other requests while a document is being classified', async () => {
    const { status, probes } = await probesWhileClassifying(threaded.url);
    expect(status).toBe(200);
    // Over a second of classification, a probe every 20 ms: on the event loop (threads: false) it answers 0-2 of them.
    expect(probes).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it('ends a thread past its time limit with a 413 naming the file, and the next request gets a sound thread', async () => {
    const hurried = await serve({ threads: { timeoutMs: 1, max: 1 } });
    try {
      const late = await post(hurried.url, '/v1/element_classification', [['file', contractText(2_000), 'text/plain']]);
      const message = 'The input document is too large to process: not analysed within 0.001 s.';
      expect(late).toEqual({ status: 413, type: 'application/json; charset=utf-8', body: JSON.stringify({ error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] }) });
    } finally {
      await hurried.close();
    }
    const ok = await post(threaded.url, '/v1/element_classification', [['file', contractText(5), 'text/plain']]);
    expect(ok.status).toBe(200);
  }, 60_000);

  it('ends a thread past its heap bound with a 413, and queues documents beyond its threads', async () => {
    const starved = await serve({ threads: { heapMb: 8, max: 1 } });
    try {
      const refused = await post(starved.url, '/v1/element_classification', [['file', contractText(2_000), 'text/plain']]);
      const message = 'The input document is too large to process: more than 8 MB of memory to analyse.';
      expect(refused).toEqual({ status: 413, type: 'application/json; charset=utf-8', body: JSON.stringify({ error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] }) });
    } finally {
      await starved.close();
    }
    const texts = [contractText(30), contractText(31), contractText(32)];
    const there = await Promise.all(texts.map((t) => post(threaded.url, '/v1/element_classification', [['file', t, 'text/plain']])));
    const here = await Promise.all(texts.map((t) => post(inProcess.url, '/v1/element_classification', [['file', t, 'text/plain']])));
    expect(there).toEqual(here);
    expect(there.map((r) => r.status)).toEqual([200, 200, 200]);
  }, 60_000);

  it('leaves a process free to exit once its analyses are done (idle threads are unreferenced)', () => {
    const script = `
      const { createServer } = await import(${JSON.stringify(join(root, 'dist/server/index.js'))});
      const server = createServer({ log: false });
      const { url } = await server.listen(0, '127.0.0.1');
      const form = new FormData();
      form.append('file', new Blob(['The Buyer shall pay the price.'], { type: 'text/plain' }), 'a.txt');
      const res = await fetch(url + '/v1/element_classification${V}', { method: 'POST', body: form });
      process.stdout.write(String(res.status));
      await res.text();
      await server.close();
    `;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 50_000 });
    expect(r.signal).toBe(null);
    expect({ status: r.status, stdout: r.stdout }).toEqual({ status: 0, stdout: '200' });
  }, 60_000);

  it('runs a batch\'s operations in a thread: the same answer (encoded there), the same progress events, the same errors', async () => {
    const ops = threads.threadedOperations(pool, 60_000);
    const pdf = file('contract_A.pdf');
    const heardThere: unknown[] = [];
    const heardHere: unknown[] = [];
    const there = await ops.classifyElements({ file: pdf }, { maxBytes: 1_000_000, onProgress: (p) => heardThere.push(p) });
    const here = await contracts.classifyElements({ file: pdf }, { maxBytes: 1_000_000, onProgress: (p) => heardHere.push(p) });
    // Encoded as JSON in the thread, not rebuilt here: the batch writes the bytes as they are.
    expect(there).toBeInstanceOf(encoded.EncodedJson);
    expect(Buffer.from(encoded.jsonOutput(there)).toString('utf8')).toBe(JSON.stringify(here));
    expect(JSON.stringify(there)).toBe(JSON.stringify(here));
    expect(heardThere).toEqual(heardHere);
    expect(heardThere.length).toBeGreaterThan(2);
    const refusal = await ops.extractTables({ file: pdf }, { maxBytes: 1000 }).catch((e: unknown) => e);
    const expected = await contracts.extractTables({ file: pdf }, { maxBytes: 1000 }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(Error);
    expect({ ...(refusal as object), message: (refusal as Error).message }).toEqual({ ...(expected as object), message: (expected as Error).message });
  }, 60_000);

  // Before the cancels below, which end the pool's thread: here it finds the thread the test above left warm.
  it('runs a whole batch through the threads: the output bucket holds what the in-process batch writes', async () => {
    const docs = { 'a.txt': 'The Buyer shall pay the price within 30 days.', 'b.pdf': file('contract_A.pdf'), 'c.bin': new Uint8Array([0, 1, 2]) };
    const outputs: Record<string, string>[] = [];
    for (const operations of [threads.threadedOperations(pool, 60_000), undefined]) {
      const buckets = bucketDirs(docs, 'parley-thread-buckets-');
      const twin = new contracts.CompareComplyV1({ version: '2018-10-15', buckets, clock: steppingClock(), newId: sequentialIds(), ...(operations ? { operations } : {}) });
      await twin.createBatch({ ...batchParams(), _function: 'element_classification' });
      await twin.batchesIdle();
      const out = join(buckets, 'out');
      outputs.push(Object.fromEntries(readdirSync(out).sort().map((name) => [name, readFileSync(join(out, name), 'utf8')])));
    }
    expect(Object.keys(outputs[0])).toEqual(['a.txt.json', 'b.pdf.json', 'c.bin.json']);
    expect(outputs[0]).toEqual(outputs[1]);
  }, 60_000);

  it("drops a canceled batch's job still waiting for a thread: the batch is idle at once, nothing written (h105sig)", async () => {
    const ops = threads.threadedOperations(pool, 60_000);
    // The pool's one thread busy with a long classification; the batch's document waits behind it. 1,000 sentences
    // (1 s on the warm thread at load 12) outlast the batch's creation, its wait and its cancel (8-12 ms at load 12-14)
    // a hundred times over; the 4,000 of h105sig (8 s at load 14) only kept the file waiting (h114suite).
    let longDone = false;
    const long = ops.classifyElements({ file: contractText(1_000) }, { maxBytes: 2_000_000 }).finally(() => (longDone = true));
    const buckets = bucketDirs({ 'a.txt': 'The Buyer shall pay the price within 30 days.' }, 'parley-thread-cancel-');
    const twin = new contracts.CompareComplyV1({ version: '2018-10-15', buckets, clock: steppingClock(), newId: sequentialIds(), operations: ops });
    const id = (await twin.createBatch({ ...batchParams(), _function: 'element_classification' })).result.batch_id;
    for (let i = 0; i < 400 && pool.queued === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(pool.queued).toBe(1);
    const canceled = (await twin.updateBatch({ batchId: id, action: 'cancel' })).result;
    expect(pool.queued).toBe(0);
    await twin.batchesIdle();
    expect(longDone).toBe(false);
    expect(canceled.document_counts).toEqual({ total: 1, pending: 0, successful: 0, failed: 0 });
    expect(readdirSync(join(buckets, 'out'))).toEqual([]);
    await long;
  }, 60_000);

  it("stops a canceled batch's job running in a thread once it has run the grace: its thread ended, nothing written, the batch as the docs say (h106sig)", async () => {
    const ops = threads.threadedOperations(pool, 60_000);
    // 30,000 sentences: several seconds of classification in the thread (about 0.25 ms each), past the 2 s grace.
    const buckets = bucketDirs({ 'a.txt': contractText(30_000) }, 'parley-thread-cancel-running-');
    const twin = new contracts.CompareComplyV1({ version: '2018-10-15', buckets, clock: steppingClock(), newId: sequentialIds(), operations: ops });
    const id = (await twin.createBatch({ ...batchParams(), _function: 'element_classification' })).result.batch_id;
    // The pool's one thread has the document (a kept idle thread reused, or a fresh one).
    for (let i = 0; i < 2_000 && pool.busy === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect({ busy: pool.busy, queued: pool.queued, started: pool.started }).toEqual({ busy: 1, queued: 0, started: 1 });
    const canceled = (await twin.updateBatch({ batchId: id, action: 'cancel' })).result;
    expect(canceled.status).toBe('canceled');
    expect(canceled.document_counts).toEqual({ total: 1, pending: 0, successful: 0, failed: 0 });
    await twin.batchesIdle();
    // Ended, not kept: a job run to its end keeps its thread idle (the pool keeps one), a job stopped ends it.
    for (let i = 0; i < 2_000 && pool.started > 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect({ busy: pool.busy, started: pool.started }).toEqual({ busy: 0, started: 0 });
    expect(readdirSync(join(buckets, 'out'))).toEqual([]);
    // After the answer, nothing of the batch changes.
    expect((await twin.getBatch({ batchId: id })).result).toEqual(canceled);
  }, 60_000);

  it("rejects a caller's own aborted signal as in process: its reason if a ParleyError, else the 400 abandoned (review h105rev 2)", async () => {
    const ops = threads.threadedOperations(pool, 60_000);
    const twin = threads.threadedDocumentMethods(new contracts.CompareComplyV1({ version: '2018-10-15' }), pool, 60_000);
    const given = new errors.ParleyError(400, 'The batch was canceled');
    const message = 'The document was not read: its caller gave the read up before its turn came.';
    const abandoned = { status: 400, message, errors: [{ code: 'abandoned', message, path: '.file' }] };
    const failure = (p: Promise<unknown>) => p.then(() => 'analysed', (e: unknown) => e);
    // Dropped unrun (the signal aborted before a thread took the job): a client-closed 400 before this review.
    expect(await failure(ops.classifyElements({ file: contractText(3) }, { signal: AbortSignal.abort(given) }))).toBe(given);
    expect(await failure(ops.classifyElements({ file: contractText(3) }, { signal: AbortSignal.abort() }))).toMatchObject(abandoned);
    expect(await failure(twin.classifyElements({ file: contractText(3), signal: AbortSignal.abort(given) } as never))).toBe(given);
    expect(await failure(twin.classifyElements({ file: contractText(3), signal: AbortSignal.abort() } as never))).toMatchObject(abandoned);
  }, 60_000);

  it("says a caller's job stopped in its thread after the grace was under way, one dropped while it waited not (review h106rev 1)", async () => {
    const ops = threads.threadedOperations(pool, 60_000);
    const failure = (p: Promise<unknown>) => p.then(() => 'analysed', (e: { status: number; message: string; errors: unknown }) => e);
    const abandoned = (when: string) => {
      const message = `The document was not read: its caller gave the read up ${when}.`;
      return { status: 400, message, errors: [{ code: 'abandoned', message, path: '.file' }] };
    };
    // The pool's one thread has a long classification (2.35 MB, several seconds: past the 2 s grace); a second job
    // waits for the thread.
    const running = new AbortController();
    const long = failure(ops.classifyElements({ file: contractText(30_000) }, { maxBytes: 4_000_000, signal: running.signal }));
    for (let i = 0; i < 2_000 && pool.busy === 0; i++) await new Promise((r) => setTimeout(r, 5));
    const waiting = new AbortController();
    const queued = failure(ops.classifyElements({ file: contractText(3) }, { signal: waiting.signal }));
    for (let i = 0; i < 400 && pool.queued === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(pool.queued).toBe(1);
    waiting.abort();
    expect(await queued).toMatchObject(abandoned('before its turn came'));
    running.abort();
    expect(await long).toMatchObject(abandoned('while it was being read'));
  }, 60_000);
});
