/**
 * Twenty-second adversarial round (hred21): a JPEG's size is read from its header so that a page over 60,000,000
 * pixels is refused before OCR decodes it. The header walk gave up at the first byte that was no marker, but the JPEG
 * decoder skips such bytes (and 0xFF fill, and the length-less TEM marker) to the next marker: a 545-byte JPEG with two
 * stray bytes before a frame of 20,000 × 20,000 was not refused, and OCR took the worker to 1.46 GB of RSS for 5 s
 * before a 400. The walk now finds markers as the decoder does.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { readDocument } from '../../src/contracts/readers/index.js';
import { declaredSize } from '../../src/contracts/readers/image/size.js';
import { cpuClock } from './guard.js';

const SOI = [0xff, 0xd8];
const APP0 = [0xff, 0xe0, 0, 4, 0, 0];
/** A baseline frame of 65,534 × 65,535 grey pixels (height first, as written). */
const SOF0 = [0xff, 0xc0, 0, 11, 8, 0xff, 0xff, 0xff, 0xfe, 1, 1, 0x11, 0];
const EOI = [0xff, 0xd9];
const jpeg = (...parts: number[][]) => new Uint8Array(parts.flat());

describe('a JPEG frame the header walk must find as the decoder does (hred21)', () => {
  const hidden: [string, Uint8Array][] = [
    ['two stray bytes before the frame', jpeg(SOI, APP0, [0, 0], SOF0, EOI)],
    ['a thousand stray bytes before the frame', jpeg(SOI, APP0, new Array(1000).fill(0x41), SOF0, EOI)],
    ['a stuffed zero (FF 00) before the frame', jpeg(SOI, APP0, [0xff, 0x00], SOF0, EOI)],
    ['a TEM marker (no length) before the frame', jpeg(SOI, APP0, [0xff, 0x01], SOF0, EOI)],
  ];

  it.each(hidden)('%s: its size is read', (_name, bytes) => {
    expect(declaredSize(bytes)).toEqual({ width: 65534, height: 65535 });
  });

  it.each(hidden)('%s: refused with the 413 before OCR', async (_name, bytes) => {
    const elapsed = cpuClock();
    const err = await readDocument(bytes, undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParleyError);
    expect([(err as ParleyError).status, (err as ParleyError).message]).toEqual([413, 'The input image is 65534 × 65535 pixels; the limit is 60000000 pixels.']);
    expect(elapsed()).toBeLessThan(1000);
  });

  it('still reads a plain header, and leaves a JPEG with no frame before its scan to the decoder', () => {
    expect(declaredSize(jpeg(SOI, APP0, SOF0, EOI))).toEqual({ width: 65534, height: 65535 });
    expect(declaredSize(jpeg(SOI, [0xff, 0xff, 0xff], SOF0, EOI))).toEqual({ width: 65534, height: 65535 });
    // Stray bytes right after SOI: the size is read, though parley takes no such file for a JPEG (it sniffs FF D8 FF).
    expect(declaredSize(jpeg(SOI, [0x12, 0x34], SOF0, EOI))).toEqual({ width: 65534, height: 65535 });
    expect(declaredSize(jpeg(SOI, APP0, [0xff, 0xda, 0, 2], SOF0))).toBeUndefined();
    expect(declaredSize(jpeg(SOI, EOI))).toBeUndefined();
    expect(declaredSize(jpeg(SOI, new Array(64).fill(0)))).toBeUndefined();
  });
});
