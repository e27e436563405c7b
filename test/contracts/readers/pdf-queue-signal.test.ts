/**
 * A PDF read given up by its caller (its `signal` aborts) while it waits for a child of the PDF pool
 * (readers/pdf/threaded.ts, at most the cores read at once; h105sig) leaves the queue at once with the error an image
 * waiting for the OCR worker gets (`readAbandoned`), and is never read; one given up while a child reads it (h106sig)
 * gets the same error, its child is ended at once and the read waiting behind takes its place; the reads queued behind
 * are read as a read alone; every promise settles, no child is left behind and the process exits. Reads are counted
 * by the module's `pdfQueueState()` (and the children started and not yet exited). The pool's part runs on the built
 * package (the sources start no child), in a child `node`, with a one-page PDF of the test's own and the four-page
 * contract_A.pdf; from the sources (in process), the signal is heeded before the read and between pages.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { pdfQueueState } from '../../../src/contracts/readers/pdf/threaded.js';
import { fixture } from './helpers.js';
import { onePagePdf } from './pdf-writer.js';

const root = new URL('../../../', import.meta.url).pathname;
const pdf = onePagePdf();
const contractA = fixture('contract_A.pdf');
const outcome = (p: Promise<{ blocks: unknown[] }>) => p.then((d) => `read ${d.blocks.length}`, (e: ParleyError) => `${e.status} ${e.message}`);
const GIVEN_UP = '400 The PDF document was not read: its caller gave the read up before its turn came.';

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
    expect(await begun).toBe(GIVEN_UP);
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
    expect([`queued: ${GIVEN_UP}`, `running 0: ${GIVEN_UP}`]).toContain(out.first);
    expect(out.queuedAfter).toBe(0);
    expect(out.readsAfter).toBe(out.max + 1);
    expect(out.got.queued).toBe(GIVEN_UP);
    expect(out.got.already).toBe(GIVEN_UP);
    const whole = out.got.behind;
    expect(whole).toMatch(/^read [1-9]/);
    // The running read whose signal aborted gave up (h106sig; before, a child that had it read it to its end).
    expect(out.got.running).toEqual([GIVEN_UP, ...Array.from({ length: out.max - 1 }, () => whole)]);
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
      given: GIVEN_UP,
      // … the one given up heard of no page after the abort, and its child (the same, reused) was ended.
      pages: [1],
      childrenAfterAbort: 0,
      same: true,
      childrenAfterNext: 1,
      reads: 3,
    });
  }, 130_000);
});
