/**
 * A TIFF's pages are decoded one at a time, and only the tags a page uses are read: a 33 KB TIFF of 500 blank pages of
 * 60,000,000 pixels (no strip data) was decoded whole before the first page was recognised (120 MB of typed arrays a
 * page, outside any heap bound), and 4,000 tags of 300,000 values each held 2.3 GB.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { openTiff } from '../../../src/contracts/readers/image/tiff.js';
import { cpuClock } from '../../security/guard.js';
import { makeTiff } from './tiff-writer.js';

/** A little-endian TIFF of `pages` IFDs, each holding `tags` ([tag, type, count, value or offset]), and `data` after them. */
function tiffOf(pages: number, tags: [number, number, number, number][], data: Uint8Array = new Uint8Array(0)): Uint8Array {
  const ifdSize = 2 + tags.length * 12 + 4;
  const out = Buffer.alloc(8 + pages * ifdSize + data.length);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  const dataAt = 8 + pages * ifdSize;
  for (let p = 0; p < pages; p++) {
    const at = 8 + p * ifdSize;
    out.writeUInt16LE(tags.length, at);
    tags.forEach(([tag, type, count, value], i) => {
      const e = at + 2 + i * 12;
      out.writeUInt16LE(tag, e);
      out.writeUInt16LE(type, e + 2);
      out.writeUInt32LE(count, e + 4);
      out.writeUInt32LE(value === -1 ? dataAt : value, e + 8);
    });
    out.writeUInt32LE(p + 1 < pages ? at + ifdSize : 0, at + 2 + tags.length * 12);
  }
  out.set(data, dataAt);
  return new Uint8Array(out);
}

const SIDE = 7745; // 59,985,025 pixels: within MAX_PAGE_PIXELS
const blankPage: [number, number, number, number][] = [
  [256, 4, 1, SIDE],
  [257, 4, 1, SIDE],
  [258, 3, 1, 8],
  [259, 3, 1, 1],
  [262, 3, 1, 1],
];

describe('TIFF pages decoded one at a time', () => {
  it('opens 500 pages of 60,000,000 pixels without decoding any', () => {
    const tiff = tiffOf(500, blankPage);
    expect(tiff.length).toBeLessThan(40_000);
    const before = process.memoryUsage().arrayBuffers;
    const elapsed = cpuClock();
    const pages = openTiff(tiff, 500);
    expect(pages.count).toBe(500);
    expect(elapsed()).toBeLessThan(1_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(10_000_000);
  });

  it('refuses 501 such pages with a 413 before decoding any', async () => {
    await expect(readDocument(tiffOf(501, blankPage), undefined)).rejects.toMatchObject({ status: 413, message: 'The input document has 501 pages; the limit is 500 pages.' });
  });

  it('reads only the tags a page uses: 4,000 tags of 300,000 values each are skipped (400, bounded time)', async () => {
    const noise: [number, number, number, number][] = Array.from({ length: 4_000 }, (_, i) => [1_000 + i, 4, 300_000, -1]);
    const tiff = tiffOf(1, noise, new Uint8Array(1_200_000));
    const elapsed = cpuClock();
    const err = await readDocument(tiff, undefined).catch((e: unknown) => e);
    expect(elapsed()).toBeLessThan(2_000);
    expect(err).toBeInstanceOf(ParleyError);
    expect((err as ParleyError).result.errors).toEqual([{ code: 'unreadable', message: 'The document could not be processed because the TIFF file is corrupt or truncated.', path: '.file' }]);
  });

  it('refuses more than 4 samples a pixel (they size the page buffer) with a 400', async () => {
    const wide: [number, number, number, number][] = [...blankPage, [277, 3, 1, 255]];
    await expect(readDocument(tiffOf(1, wide), undefined)).rejects.toMatchObject({ status: 400, message: 'The document could not be processed because the TIFF file is corrupt or truncated.' });
  });

  it('begins no page past the read deadline (400 naming the page)', async () => {
    const grey = new Uint8Array(64 * 16).fill(255);
    const tiff = makeTiff([0, 1, 2].map(() => ({ width: 64, height: 16, grey })));
    const err = await readDocument(tiff, undefined, { readTimeoutMs: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParleyError);
    expect((err as ParleyError).result.errors).toEqual([
      { code: 'unreadable', message: 'The document could not be processed because the image file is too slow to read (page 2 not reached in time).', path: '.file' },
    ]);
  }, 60_000);
});
