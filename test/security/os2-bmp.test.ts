/**
 * OS/2 BMPs (hred21's Left): a BMP whose DIB header is the 12-byte BITMAPCOREHEADER (which `sniff` accepts) declares
 * its width and height as 16-bit fields at offsets 18 and 20. They were read as the 32-bit fields of the later headers
 * (offsets 18 and 22), so the height took in the planes and bit-count fields: every such file, however small, was
 * refused with the 413 of an image over the pixel bound. Read right, tesseract's image library still refused the core
 * header (a 400 "corrupt"): its header is rewritten as a Windows one, and it is read (image/os2-bmp.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { readDocument } from '../../src/contracts/readers/index.js';
import { decodePng } from '../../src/contracts/readers/image/png.js';
import { asWindowsBmp } from '../../src/contracts/readers/image/os2-bmp.js';
import { declaredSize } from '../../src/contracts/readers/image/size.js';

/**
 * A BMP of `grey` (row by row, top first) with the 12-byte OS/2 core header: 24 bits a pixel, or 8 with a palette of
 * 256 greys (3-byte entries); rows bottom-up, padded to 4 bytes. `rows` of them written (fewer: a truncated file).
 */
function os2Bmp(width: number, height: number, grey: (x: number, y: number) => number, bits: 24 | 8 = 24, rows = height): Uint8Array {
  const pixel = bits / 8;
  const row = Math.ceil((width * pixel) / 4) * 4;
  const offset = 14 + 12 + (bits === 8 ? 256 * 3 : 0);
  const bytes = new Uint8Array(offset + row * rows);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, 12, true);
  view.setUint16(18, width, true);
  view.setUint16(20, height, true);
  view.setUint16(22, 1, true); // planes
  view.setUint16(24, bits, true);
  if (bits === 8) for (let i = 0; i < 256; i++) bytes.fill(i, 26 + i * 3, 29 + i * 3);
  for (let y = height - rows; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = offset + (height - 1 - y) * row + x * pixel;
      bytes.fill(grey(x, y), at, at + pixel);
    }
  }
  return bytes;
}

describe('an OS/2 BMP (12-byte core header)', () => {
  it('has its 16-bit width and height read', () => {
    expect(declaredSize(os2Bmp(300, 200, () => 255))).toEqual({ width: 300, height: 200 });
    expect(declaredSize(os2Bmp(65535, 1, () => 255).subarray(0, 64))).toEqual({ width: 65535, height: 1 });
  });

  it('a Windows BMP (40-byte header) still has its 32-bit fields read, a negative height (top-down rows) as its size', () => {
    const bytes = new Uint8Array(54);
    const view = new DataView(bytes.buffer);
    bytes.set([0x42, 0x4d]);
    view.setUint32(14, 40, true);
    view.setInt32(18, 100_000, true);
    view.setInt32(22, -70_000, true);
    expect(declaredSize(bytes)).toEqual({ width: 100_000, height: 70_000 });
  });

  it('a page of text is read as the same picture in a PNG is (its header rewritten as a Windows one)', async () => {
    const png = readFileSync(new URL('../fixtures/contracts/Contract_A.png', import.meta.url));
    const page = decodePng(png);
    if (!page) throw new Error('fixture not decoded');
    const grey = (x: number, y: number) => page.grey[y * page.width + x];
    const textOf = (bytes: Uint8Array) =>
      readDocument(bytes, undefined).then((doc) => doc.blocks.map((b) => (b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : 'table')));
    // 8 bits a pixel (a palette of 3-byte entries) keeps the whole page under the 1.5 MB image bound; 24 bits, its top half.
    const half = Math.floor(page.height / 2);
    // One after the other, at the same cost: handed in at once, the fourth waited for the three before it within its own
    // 30 s bound and timed out in session 67's first CI beside eight helpers (31.9 s). The OCR queue now starts each
    // image's bound at its own turn (ocr-turns.test.ts); this file's reads stay one at a time so that they time one read.
    const fromPng = await textOf(png);
    const fromPalette = await textOf(os2Bmp(page.width, page.height, grey, 8));
    const topHalfTrueColour = await textOf(os2Bmp(page.width, half, grey, 24));
    const topHalfPalette = await textOf(os2Bmp(page.width, half, grey, 8));
    // The PNG is in colour, the BMPs grey: a letter may be read otherwise, the paragraphs are the same.
    expect(fromPng.length).toBeGreaterThan(10);
    expect(fromPalette.length).toBe(fromPng.length);
    expect(fromPalette.slice(0, 2)).toEqual(['AGREEMENT', fromPng[1]]);
    expect(topHalfTrueColour.length).toBeGreaterThan(3);
    expect(topHalfTrueColour).toEqual(topHalfPalette);
  }, 90_000);

  it('one declaring 65,535 × 65,535 pixels is refused 413 before OCR; one whose pixels start inside its headers, 400', async () => {
    const huge = os2Bmp(65535, 65535, () => 0, 24, 0);
    const err = await readDocument(huge, undefined).catch((e: unknown) => e);
    expect([(err as ParleyError).status, (err as ParleyError).message]).toEqual([413, 'The input image is 65535 × 65535 pixels; the limit is 60000000 pixels.']);
    const broken = os2Bmp(10, 10, () => 0);
    new DataView(broken.buffer).setUint32(10, 20, true);
    expect(asWindowsBmp(broken)).toBe(broken);
    const unreadable = await readDocument(broken, undefined).catch((e: unknown) => e);
    expect(unreadable).toBeInstanceOf(ParleyError);
    expect((unreadable as ParleyError).status).toBe(400);
  }, 60_000);
});
