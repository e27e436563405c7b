/**
 * The OCR queue's two ways out besides a turn (readers/image/ocr.ts, turns.ts; h105ocr), on the real worker:
 * - a queued image whose read is given up (its `signal` aborts) leaves the queue at once and is never recognised;
 * - `shutdownOcr()` (the user's `shutdownReaders()`) refuses the queued images and stops the one being recognised,
 *   each with a 503 that says the readers were shut down (the running one was a 400 blaming the image), ends the
 *   worker, and an image recognised after it starts a new worker; one granted its turn but not yet begun is told it
 *   was not being recognised;
 * - the restart after a recognition past its bound is no shutdown: the images queued behind are read;
 * - a recognition under way whose read is given up (h106sig) stops at once with the waiting read's error, but for its
 *   message, which says the text was being recognised (review h106rev 1): its worker is ended (none left behind), the
 *   image behind it is read on a fresh worker, as a read alone.
 * Recognitions are counted by the module's `ocrQueueState()`, workers by a spy on tesseract's `createWorker`. Few OCR
 * runs: four whole recognitions, four cut short.
 */
import Tesseract from 'tesseract.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { ocrQueueState, recognize, shutdownOcr } from '../../../src/contracts/readers/image/ocr.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { fixture } from './helpers.js';

afterAll(() => shutdownOcr());

const image = fixture('TableTestV3.png');
const outcome = (p: Promise<unknown>) => p.then(() => 'read', (e: ParleyError) => `${e.status} ${e.message}`);
/** A recognition under way given up (review h106rev 1: it said "before its turn came" too). */
const STOPPED = '400 The image document was not read: its caller gave the read up while its text was being recognised.';
/** The words of the image read alone (the first test's whole recognition). */
let alone: unknown;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    alone = (await first).words;
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

  /** Every worker tesseract starts, and whether each was terminated. */
  function spyWorkers(): { workers: { terminated: boolean }[]; restore: () => void } {
    const workers: { terminated: boolean }[] = [];
    const create = Tesseract.createWorker;
    const spy = vi.spyOn(Tesseract, 'createWorker').mockImplementation(async (...args) => {
      const worker = await create(...args);
      const seen = { terminated: false };
      workers.push(seen);
      const terminate = worker.terminate.bind(worker);
      worker.terminate = async () => {
        const ended = await terminate();
        seen.terminated = true;
        return ended;
      };
      return worker;
    });
    return { workers, restore: () => spy.mockRestore() };
  }

  it('stops a recognition under way when its read is given up: the same error, its worker ended, none left (h106sig)', async () => {
    await shutdownOcr();
    const { workers, restore } = spyWorkers();
    try {
      const before = ocrQueueState().recognitions;
      const controller = new AbortController();
      const given = outcome(recognize(image, 60_000, controller.signal));
      for (let i = 0; i < 6_000 && ocrQueueState().recognitions === before; i++) await sleep(5);
      controller.abort();
      expect(await given).toBe(STOPPED);
      // Ended before the read rejected: nothing recognises for nobody.
      expect(ocrQueueState()).toMatchObject({ queued: 0, workerStarted: false, recognitions: before + 1 });
      expect(workers).toEqual([{ terminated: true }]);
      // Given up while its worker was starting: rejected at once, no job begun; the worker serves the next image.
      const starting = new AbortController();
      const early = outcome(recognize(image, 60_000, starting.signal));
      await sleep(0);
      starting.abort(new ParleyError(400, 'The client closed its connection before its document was analysed'));
      expect(await early).toBe('400 The client closed its connection before its document was analysed');
      expect(ocrQueueState().recognitions).toBe(before + 1);
    } finally {
      restore();
    }
  }, 120_000);

  it('reads the image queued behind a recognition given up on a fresh worker, as a read alone (h106sig)', async () => {
    const { workers, restore } = spyWorkers();
    try {
      alone ??= (await recognize(image, 60_000)).words;
      await shutdownOcr();
      const before = ocrQueueState().recognitions;
      const controller = new AbortController();
      const given = outcome(recognize(image, 60_000, controller.signal));
      const behind = recognize(image, 60_000);
      for (let i = 0; i < 6_000 && ocrQueueState().recognitions === before; i++) await sleep(5);
      controller.abort();
      // Settled before the image behind: it waits for nothing but its worker's end.
      expect(await Promise.race([given, behind.then(() => 'behind')])).toBe(STOPPED);
      expect((await behind).words).toEqual(alone);
      expect(ocrQueueState().recognitions - before).toBe(2);
      // The first worker ended before the second was asked for; the second idles until its idle end or the shutdown.
      expect(workers.slice(-2).map((w) => w.terminated)).toEqual([true, false]);
      await shutdownOcr();
      expect(workers.every((w) => w.terminated)).toBe(true);
      expect(ocrQueueState()).toMatchObject({ queued: 0, workerStarted: false });
    } finally {
      restore();
    }
  }, 120_000);
});
