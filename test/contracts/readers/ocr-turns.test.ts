/**
 * The one OCR worker reads one image at a time. Each image's time bound (ocrTimeoutMs) starts when its own
 * recognition starts, not when it joins the queue: ten images read at once, each within its bound alone, all read.
 * Queued in the worker instead, the last one's bound ran through the others' reads (a BMP test timed out so on a
 * loaded machine, session 67).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { recognize, shutdownOcr } from '../../../src/contracts/readers/image/ocr.js';
import { fixture } from './helpers.js';

afterAll(() => shutdownOcr());

describe('OCR turns', () => {
  it('gives each of several images recognised at once its own bound, from the start of its recognition', async () => {
    const image = fixture('TableTestV3.png');
    const alone = await recognize(image, 60_000);
    const started = performance.now();
    await recognize(image, 60_000);
    const once = performance.now() - started;
    // Ten at once, each bound to three reads and a second (room for a loaded machine's slower read: 2 * once + 200 ms
    // failed beside the suite's other fork): queued in the worker, the tenth would wait nine reads and time out.
    const bound = Math.ceil(3 * once) + 1_000;
    const together = await Promise.all(Array.from({ length: 10 }, () => recognize(image, bound)));
    for (const page of together) expect(page.words.map((w) => w.text)).toEqual(alone.words.map((w) => w.text));
  }, 180_000);
});
