import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { decodeTiff } from '../../../src/contracts/readers/image/tiff.js';
import { ParleyError } from '../../../src/common/errors.js';
import { makeTiff, type GreyPage } from './tiff-writer.js';

function page(width: number, height: number, seed: number): GreyPage {
  const grey = new Uint8Array(width * height);
  // Runs and noise, so PackBits and LZW both see repeats and literals.
  for (let i = 0; i < grey.length; i++) grey[i] = (i * seed) % 7 === 0 ? ((i * 31 + seed) & 0xff) : i % 50 < 25 ? 0 : 255;
  return { width, height, grey };
}

describe('TIFF decoding (tesseract.js reads none: pages go to it as PGM)', () => {
  it.each(['none', 'packbits', 'lzw'] as const)('reads every page of a %s TIFF', (compression) => {
    const pages = [page(37, 11, 3), page(300, 40, 5)];
    const decoded = decodeTiff(makeTiff(pages, compression), 10);
    expect(decoded.map((p) => [p.width, p.height])).toEqual([
      [37, 11],
      [300, 40],
    ]);
    expect(Array.from(decoded[0].grey)).toEqual(Array.from(pages[0].grey));
    expect(Array.from(decoded[1].grey)).toEqual(Array.from(pages[1].grey));
  });

  it('refuses more pages than maxPages with a 413, before any recognition', async () => {
    const tiff = makeTiff([page(8, 8, 1), page(8, 8, 2), page(8, 8, 3)]);
    await expect(readDocument(tiff, 'image/tiff', { maxPages: 2 })).rejects.toMatchObject({
      status: 413,
      message: 'The input document has 3 pages; the limit is 2 pages.',
    });
  });

  it('names an encoding it cannot decode, and a truncated file', async () => {
    const fax = makeTiff([page(8, 8, 1)]);
    // Compression tag (the 4th entry) set to CCITT group 4.
    const view = new DataView(fax.buffer);
    const ifd = view.getUint32(4, true);
    view.setUint16(ifd + 2 + 3 * 12 + 8, 4, true);
    const err = await readDocument(fax, undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParleyError);
    expect((err as ParleyError).message).toBe(
      'The document could not be processed because the TIFF file is compressed with CCITT fax 4, which parley cannot decode.',
    );
    const truncated = await readDocument(makeTiff([page(40, 40, 1)]).slice(0, 30), undefined).catch((e: unknown) => e);
    expect((truncated as ParleyError).status).toBe(400);
  });
});
