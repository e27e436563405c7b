/**
 * The OCR queue's two ways out besides a turn (readers/image/ocr.ts, turns.ts; h105ocr), on the real worker:
 * - a queued image whose read is given up (its `signal` aborts) leaves the queue at once and is never recognised;
 * - `shutdownOcr()` (the user's `shutdownReaders()`) refuses the queued images and stops the one being recognised,
 *   each with a 503 that says the readers were shut down (the running one was a 400 blaming the image), ends the
 *   worker, and an image recognised after it starts a new worker; one granted its turn but not yet begun is told it
 *   was not being recognised;
 * - the restart after a recognition past its bound is no shutdown: the images queued behind are read.
 * Recognitions are counted by the module's `ocrQueueState()`. Few OCR runs: three whole recognitions, two cut short.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { ocrQueueState, recognize, shutdownOcr } from '../../../src/contracts/readers/image/ocr.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { fixture } from './helpers.js';

afterAll(() => shutdownOcr());

const image = fixture('TableTestV3.png');
const outcome = (p: Promise<unknown>) => p.then(() => 'read', (e: ParleyError) => `${e.status} ${e.message}`);

describe('the OCR queue', () => {
  it('takes a queued image out at once when its read is given up: it is never recognised, the others are', async () => {
    const before = ocrQueueState().recognitions;
    const first = recognize(image, 60_000);
    const controller = new AbortController();
    const given = new ParleyError(400, 'The client closed its connection before its document was analysed');
    const queued = outcome(recognize(image, 60_000, controller.signal));
    const plain = outcome(readDocument(image, 'image/png', {}, undefined, AbortSignal.abort()));
    expect(ocrQueueState().queued).toBe(1);
    controller.abort(given);
    // Settled before the image ahead of it is read: it waited for nothing.
    const settledFirst = await Promise.race([queued, first.then(() => 'first')]);
    expect(settledFirst).toBe('400 The client closed its connection before its document was analysed');
    expect(await plain).toBe('400 The image document was not read: its caller gave the read up before its turn came.');
    expect(ocrQueueState().queued).toBe(0);
    expect((await first).words.length).toBeGreaterThan(10);
    expect(ocrQueueState().recognitions - before).toBe(1);
  }, 120_000);

  it("refuses the queued images and stops the running one with a 503 on the user's shutdown; the next starts a new worker", async () => {
    const before = ocrQueueState().recognitions;
    const reads = [recognize(image, 60_000), recognize(image, 60_000), recognize(image, 60_000)].map(outcome);
    expect(ocrQueueState().queued).toBe(2);
    // The first's recognition begun (a shutdown before that is the next test's case).
    for (let i = 0; i < 6_000 && ocrQueueState().recognitions === before; i++) await new Promise((r) => setTimeout(r, 5));
    await shutdownOcr();
    expect(await Promise.all(reads)).toEqual([
      '503 The image document was not read: the document readers were shut down while its text was being recognised.',
      '503 The image document was not read: the document readers were shut down before its turn came.',
      '503 The image document was not read: the document readers were shut down before its turn came.',
    ]);
    expect(ocrQueueState()).toMatchObject({ queued: 0, workerStarted: false });
    // Only the first began.
    expect(ocrQueueState().recognitions - before).toBe(1);
    const after = await recognize(image, 60_000);
    expect(after.words.length).toBeGreaterThan(10);
    await shutdownOcr();
    expect(ocrQueueState().workerStarted).toBe(false);
  }, 120_000);

  it('says an image whose turn came but whose recognition had not begun at the shutdown was not being recognised', async () => {
    const before = ocrQueueState().recognitions;
    // Granted its turn at once (no holder), shut down before it could start a worker.
    const read = outcome(recognize(image, 60_000));
    await shutdownOcr();
    expect(await read).toBe('503 The image document was not read: the document readers were shut down before its turn came.');
    expect(ocrQueueState()).toMatchObject({ queued: 0, workerStarted: false, recognitions: before });
  });

  it('keeps the images queued behind a recognition past its bound: the restart is not a shutdown, a fresh worker reads them', async () => {
    const stuck = outcome(recognize(image, 1));
    const behind = recognize(image, 60_000);
    expect(await stuck).toBe('400 The text recognition of the image did not finish within 1 ms.');
    expect((await behind).words.length).toBeGreaterThan(10);
  }, 120_000);
});
