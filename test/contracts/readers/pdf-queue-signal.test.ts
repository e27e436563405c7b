/**
 * A PDF read given up by its caller (its `signal` aborts) while it waits for a child of the PDF pool
 * (readers/pdf/threaded.ts, at most the cores read at once; h105sig) leaves the queue at once with the error an image
 * waiting for the OCR worker gets (`readAbandoned`), and is never read; a read a child has begun goes on to its own
 * bounds; the reads queued behind are read; every promise settles and the process exits. Reads are counted by the
 * module's `pdfQueueState()`. The pool's part runs on the built package (the sources start no child), in a child
 * `node`, with a one-page PDF of the test's own; from the sources, a read given an aborted signal is refused unread.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { pdfQueueState } from '../../../src/contracts/readers/pdf/threaded.js';
import { onePagePdf } from './pdf-writer.js';

const root = new URL('../../../', import.meta.url).pathname;
const pdf = onePagePdf();
const outcome = (p: Promise<{ blocks: unknown[] }>) => p.then((d) => `read ${d.blocks.length}`, (e: ParleyError) => `${e.status} ${e.message}`);
const GIVEN_UP = '400 The PDF document was not read: its caller gave the read up before its turn came.';

describe('a PDF read given up before a child takes it', () => {
  it('is refused unread when its signal has already aborted (in process too), with the signal’s ParleyError if it has one', async () => {
    const before = pdfQueueState().reads;
    expect(await outcome(readDocument(pdf, 'application/pdf', {}, undefined, AbortSignal.abort()))).toBe(GIVEN_UP);
    const reason = new ParleyError(400, 'The client closed its connection before its document was analysed');
    expect(await outcome(readDocument(pdf, 'application/pdf', {}, undefined, AbortSignal.abort(reason)))).toBe(`400 ${reason.message}`);
    expect(pdfQueueState().reads).toBe(before);
    // A read under way goes on: aborted once begun, the document is read all the same.
    const controller = new AbortController();
    const running = outcome(readDocument(pdf, 'application/pdf', {}, undefined, controller.signal));
    controller.abort();
    expect(await running).toMatch(/^read [1-9]/);
    expect(pdfQueueState().reads).toBe(before + 1);
  });

  const script = `
    const { readDocument } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/index.js'))});
    const { MAX_PDF_CHILDREN, pdfQueueState } = await import(${JSON.stringify(join(root, 'dist/contracts/readers/pdf/threaded.js'))});
    const pdf = Buffer.from(${JSON.stringify(Buffer.from(pdf).toString('base64'))}, 'base64');
    const outcome = (p) => p.then((d) => 'read ' + d.blocks.length, (e) => e.status + ' ' + e.message);
    const read = (signal) => readDocument(pdf, 'application/pdf', { readTimeoutMs: 120_000 }, undefined, signal);
    // Every child taken (the first read's own signal aborts once its child has it), then two reads wait for one.
    const runningSignal = new AbortController();
    const running = [read(runningSignal.signal), ...Array.from({ length: MAX_PDF_CHILDREN - 1 }, () => read())].map(outcome);
    const givenUp = new AbortController();
    const queued = outcome(read(givenUp.signal));
    const behind = outcome(read());
    const queuedBefore = pdfQueueState().queued;
    const already = outcome(read(AbortSignal.abort()));
    runningSignal.abort();
    givenUp.abort();
    const first = await Promise.race([queued.then((q) => 'queued: ' + q), ...running.map((r) => r.then((o) => 'running: ' + o))]);
    const queuedAfter = pdfQueueState().queued;
    const got = { running: await Promise.all(running), queued: await queued, behind: await behind, already: await already };
    process.stdout.write(JSON.stringify({ children: MAX_PDF_CHILDREN, queuedBefore, queuedAfter, first, got, reads: pdfQueueState().reads }));
  `;

  it('leaves the queue at once and is never read; the running reads and the one behind it are read; the process exits', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as {
      children: number;
      queuedBefore: number;
      queuedAfter: number;
      first: string;
      got: { running: string[]; queued: string; behind: string; already: string };
      reads: number;
    };
    expect(out.queuedBefore).toBe(2);
    // Settled before any read ahead of it: it waited for nothing.
    expect(out.first).toBe(`queued: ${GIVEN_UP}`);
    expect(out.queuedAfter).toBe(1);
    expect(out.got.queued).toBe(GIVEN_UP);
    expect(out.got.already).toBe(GIVEN_UP);
    const whole = out.got.behind;
    expect(whole).toMatch(/^read [1-9]/);
    // The running read whose signal aborted is read as the others: a child had it.
    expect(out.got.running).toEqual(Array.from({ length: out.children }, () => whole));
    // The two given up were never handed to a child.
    expect(out.reads).toBe(out.children + 1);
  }, 130_000);
});
