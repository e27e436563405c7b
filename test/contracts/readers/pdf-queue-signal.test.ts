/**
 * A PDF read given up by its caller (its `signal` aborts) while it waits for a child of the PDF pool
 * (readers/pdf/threaded.ts, at most the cores read at once; h105sig) leaves the queue at once with the error an image
 * waiting for the OCR worker gets (`readAbandoned`), and is never read; one given up while a child reads it (h106sig)
 * gets the same error but for its message, which says the read was under way (review h106rev 1), its child is ended
 * at once and the read waiting behind takes its place; the reads queued behind are read as a read alone; every promise
 * settles, no child is left behind and the process exits. Reads are counted by the module's `pdfQueueState()` (and the
 * children started and not yet exited, of every pool: review h106rev 6). The pool's part runs on the built package
 * (the sources start no child), in a child `node`, with a one-page PDF of the test's own and the four-page
 * contract_A.pdf; from the sources (in process), the signal is heeded before the read, between pages (with or without
 * `onPage`: review h106rev 2) and after the last.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { getDocument } from '../../../src/contracts/readers/pdf/pdfjs.js';
import { pdfQueueState } from '../../../src/contracts/readers/pdf/threaded.js';
import { fixture } from './helpers.js';
import { onePagePdf } from './pdf-writer.js';

const root = new URL('../../../', import.meta.url).pathname;
const pdf = onePagePdf();
const contractA = fixture('contract_A.pdf');
const outcome = (p: Promise<{ blocks: unknown[] }>) => p.then((d) => `read ${d.blocks.length}`, (e: ParleyError) => `${e.status} ${e.message}`);
const GIVEN_UP = '400 The PDF document was not read: its caller gave the read up before its turn came.';
/** A read stopped under way (review h106rev 1: it said "before its turn came" too). */
const STOPPED = '400 The PDF document was not read: its caller gave the read up while it was being read.';

describe('a PDF read given up before a child takes it', () => {
  it('is refused unread when its signal has already aborted (in process too), with the signal’s ParleyError if it has one', async () => {
    const before = pdfQueueState().reads;
    expect(await outcome(readDocument(pdf, 'application/pdf', {}, undefined, AbortSignal.abort()))).toBe(GIVEN_UP);
    const reason = new ParleyError(400, 'The client closed its connection before its document was analysed');
    expect(await outcome(readDocument(pdf, 'application/pdf', {}, undefined, AbortSignal.abort(reason)))).toBe(`400 ${reason.message}`);
    expect(pdfQueueState().reads).toBe(before);
  });

  it('stops a read under way in process between pages (h106sig); the next read reads as a read alone', async () => {
    const alone = JSON.stringify(await readDocument(contractA, 'application/pdf'));
    const before = pdfQueueState().reads;
    // Aborted once begun (before its first page): no page is read.
    const controller = new AbortController();
    const begun = outcome(readDocument(pdf, 'application/pdf', {}, undefined, controller.signal));
    controller.abort();
    expect(await begun).toBe(STOPPED);
    // Aborted once its first page of four is read: no further page.
    const pages: number[] = [];
    const midway = new AbortController();
    const reason = new ParleyError(400, 'The client closed its connection before its document was analysed');
    const stopped = outcome(
      readDocument(contractA, 'application/pdf', {}, (_stage, read) => (pages.push(read), read === 1 && midway.abort(reason)), midway.signal),
    );
    expect(await stopped).toBe(`400 ${reason.message}`);
    expect(pages).toEqual([1]);
    expect(pdfQueueState().reads).toBe(before + 2);
    expect(JSON.stringify(await readDocument(contractA, 'application/pdf'))).toBe(alone);
  });

  it('stops a read in process on an abort from a timer with no onPage, and one aborted after its last page (review h106rev 2)', async () => {
    // pdfjs resolves a whole document's pages in microtasks: without a turn of the event loop between them, a timer set
    // as page 1 is asked for fired only once the read had answered all four, as if nothing were aborted. The pages
    // asked for are seen on pdfjs's document (its prototype, got from a document of the test's own).
    const task = getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 });
    const proto = Object.getPrototypeOf(await task.promise) as { getPage: (n: number) => Promise<unknown> };
    await task.destroy();
    const getPage = proto.getPage;
    const asked: number[] = [];
    const timed = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    proto.getPage = function (this: unknown, n: number) {
      asked.push(n);
      if (n === 1) timer = setTimeout(() => timed.abort(), 0);
      return getPage.call(this, n);
    };
    try {
      expect(await outcome(readDocument(contractA, 'application/pdf', {}, undefined, timed.signal))).toBe(STOPPED);
    } finally {
      proto.getPage = getPage;
      clearTimeout(timer);
    }
    // Stopped at the first turn after its timer: not every page was read.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(4);
    // Given up as its last page is heard: not answered.
    const last = new AbortController();
    const lastPage = (_stage: string, read: number, total: number) => void (read === total && last.abort());
    expect(await outcome(readDocument(contractA, 'application/pdf', {}, lastPage, last.signal))).toBe(STOPPED);
  });

  const script = `
    const { readDocument } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
    const { MAX_PDF_CHILDREN, pdfQueueState } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/pdf/threaded.js'))});
    const pdf = Buffer.from(${JSON.stringify(Buffer.from(pdf).toString('base64'))}, 'base64');
    const outcome = (p) => p.then((d) => 'read ' + d.blocks.length, (e) => e.status + ' ' + e.message);
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const read = (signal) => readDocument(pdf, 'application/pdf', { readTimeoutMs: 120_000 }, undefined, signal);
    // Every child taken, then two reads wait for one.
    const runningSignal = new AbortController();
    const running = [read(runningSignal.signal), ...Array.from({ length: MAX_PDF_CHILDREN - 1 }, () => read())].map(outcome);
    const givenUp = new AbortController();
    const queued = outcome(read(givenUp.signal));
    const behind = outcome(read());
    const queuedBefore = pdfQueueState().queued;
    const already = outcome(read(AbortSignal.abort()));
    // The first read's signal aborts once its child has it (a cold child takes a second or more to answer).
    for (let i = 0; i < 2_000 && pdfQueueState().reads < MAX_PDF_CHILDREN; i++) await sleep(1);
    const readsBefore = pdfQueueState().reads;
    runningSignal.abort();
    givenUp.abort();
    const first = await Promise.race([queued.then((q) => 'queued: ' + q), ...running.map((r, i) => r.then((o) => 'running ' + i + ': ' + o))]);
    // Both given up settled: the one behind has the stopped read's place, before any running read ends.
    await Promise.all([running[0], queued]);
    for (let i = 0; i < 200 && pdfQueueState().queued > 0; i++) await sleep(1);
    const queuedAfter = pdfQueueState().queued;
    const readsAfter = pdfQueueState().reads;
    const got = { running: await Promise.all(running), queued: await queued, behind: await behind, already: await already };
    // One child at most is kept idle (the pool's keepIdle); the one given up was ended.
    for (let i = 0; i < 2_000 && pdfQueueState().children > 1; i++) await sleep(5);
    const children = pdfQueueState().children;
    process.stdout.write(JSON.stringify({ max: MAX_PDF_CHILDREN, readsBefore, queuedBefore, queuedAfter, readsAfter, first, got, reads: pdfQueueState().reads, children }));
  `;

  it('leaves the queue at once and is never read; the running one stops; the others and the one behind are read; the process exits', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      max: number;
      readsBefore: number;
      queuedBefore: number;
      queuedAfter: number;
      readsAfter: number;
      first: string;
      got: { running: string[]; queued: string; behind: string; already: string };
      reads: number;
      children: number;
    };
    expect(out.queuedBefore).toBe(2);
    expect(out.readsBefore).toBe(out.max);
    // Settled before any read still wanted: the two given up waited for nothing.
    expect([`queued: ${GIVEN_UP}`, `running 0: ${STOPPED}`]).toContain(out.first);
    expect(out.queuedAfter).toBe(0);
    expect(out.readsAfter).toBe(out.max + 1);
    // A read given up while it waited still says so (review h106rev 1).
    expect(out.got.queued).toBe(GIVEN_UP);
    expect(out.got.already).toBe(GIVEN_UP);
    const whole = out.got.behind;
    expect(whole).toMatch(/^read [1-9]/);
    // The running read whose signal aborted gave up (h106sig; before, a child that had it read it to its end).
    expect(out.got.running).toEqual([STOPPED, ...Array.from({ length: out.max - 1 }, () => whole)]);
    // The queued one given up was never handed to a child; the one behind took the stopped one's place.
    expect(out.reads).toBe(out.max + 1);
    expect(out.children).toBeLessThanOrEqual(1);
  }, 130_000);

  const midway = `
    const { readDocument } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
    const { pdfQueueState } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/pdf/threaded.js'))});
    const pdf = Buffer.from(${JSON.stringify(Buffer.from(contractA).toString('base64'))}, 'base64');
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const whole = (p) => p.then((d) => JSON.stringify(d), (e) => e.status + ' ' + e.message);
    const alone = await whole(readDocument(pdf, 'application/pdf'));
    const keptAfterAlone = pdfQueueState().children;
    // Given up once its child has read page 1 of 4.
    const pages = [];
    const controller = new AbortController();
    const onPage = (_stage, read) => (pages.push(read), read === 1 && controller.abort());
    const given = await whole(readDocument(pdf, 'application/pdf', {}, onPage, controller.signal));
    for (let i = 0; i < 2_000 && pdfQueueState().children > 0; i++) await sleep(5);
    const childrenAfterAbort = pdfQueueState().children;
    const next = await whole(readDocument(pdf, 'application/pdf'));
    process.stdout.write(JSON.stringify({ keptAfterAlone, given, pages, childrenAfterAbort, same: next === alone, childrenAfterNext: pdfQueueState().children, reads: pdfQueueState().reads }));
  `;

  it('ends the child of a read given up between its pages: none is left, the next read reads as a read alone (h106sig)', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', midway], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toEqual({
      // A read that finished keeps its child idle …
      keptAfterAlone: 1,
      given: STOPPED,
      // … the one given up heard of no page after the abort, and its child (the same, reused) was ended.
      pages: [1],
      childrenAfterAbort: 0,
      same: true,
      childrenAfterNext: 1,
      reads: 3,
    });
  }, 130_000);

  const pools = `
    const { readDocument } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
    const { loadPdfBounded, pdfQueueState, shutdownPdfThread } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/pdf/threaded.js'))});
    const pdf = Buffer.from(${JSON.stringify(Buffer.from(pdf).toString('base64'))}, 'base64');
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const settled = async (most) => {
      for (let i = 0; i < 2_000 && pdfQueueState().children > most; i++) await sleep(5);
      return pdfQueueState().children;
    };
    await readDocument(pdf, 'application/pdf');
    const kept = pdfQueueState().children;
    // Another heap bound replaces the pool: its kept child is ending, none of the new pool's is started yet.
    const other = loadPdfBounded(pdf, 10, Date.now() + 120_000, undefined, 256);
    const onSwap = pdfQueueState().children;
    await other;
    const afterSwap = await settled(1);
    // Shut down: the pool is gone at once, its kept child only once it has exited.
    const closing = shutdownPdfThread();
    const onShutdown = pdfQueueState().children;
    await closing;
    const afterShutdown = await settled(0);
    process.stdout.write(JSON.stringify({ kept, onSwap, afterSwap, onShutdown, afterShutdown }));
  `;

  it('counts the children of a pool replaced or shut down until they have exited (review h106rev 6)', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', pools], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // Before, the current pool's count alone: 0 on the swap and on the shutdown, a child still there.
    expect(JSON.parse(r.stdout)).toEqual({ kept: 1, onSwap: 1, afterSwap: 1, onShutdown: 1, afterShutdown: 0 });
  }, 130_000);
});
