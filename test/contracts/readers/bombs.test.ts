/**
 * Anyone uploads documents: a file well under the 1.5 MiB limit whose compressed parts decode to gigabytes. Each is
 * refused with a 413 naming the file, before the bytes are decoded, in bounded time and memory.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { checkDecodedSize, MAX_DECODED_STREAM_BYTES } from '../../../src/contracts/readers/pdf/streams.js';
import { ParleyError } from '../../../src/common/errors.js';
import { cpuClock, within } from '../../security/guard.js';
import { makeDocx } from './zip-writer.js';
import { pdfWithStream } from './pdf-filter-writer.js';
import { declaredSize } from '../../../src/contracts/readers/image/size.js';
import { ELEMENTS_PER_CELL, MAX_XML_ELEMENTS, parseXml, type XmlElement } from '../../../src/contracts/readers/docx/xml.js';
import { MAX_BLOCKS } from '../../../src/contracts/readers/limits.js';

const MiB = 1024 * 1024;

const bomb = deflateSync(Buffer.alloc(MAX_DECODED_STREAM_BYTES + MiB, 0x20), { level: 9 });

describe('compression bombs', () => {
  it('refuses a PDF whose content stream inflates past 64 MiB with a 413, without inflating it all', async () => {
    const pdf = pdfWithStream(bomb, '/Filter /FlateDecode');
    expect(pdf.length).toBeLessThan(100_000);
    const elapsed = cpuClock();
    const err = await readDocument(pdf, 'application/pdf').catch((e: unknown) => e);
    expect(elapsed()).toBeLessThan(3_000);
    expect(err).toBeInstanceOf(ParleyError);
    const message = "The input document's compressed PDF content decodes to more than 67108864 bytes; the limit is 67108864 bytes.";
    expect((err as ParleyError).result).toEqual({ error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] });
  });

  it('counts every layer of a deflate within a deflate, and all streams together', () => {
    const layered = deflateSync(deflateSync(Buffer.alloc(40 * MiB, 0x20), { level: 9 }), { level: 9 });
    expect(() => checkDecodedSize(pdfWithStream(layered, '/Filter [/FlateDecode /FlateDecode]'), 40 * MiB)).toThrow(ParleyError);
    const half = deflateSync(Buffer.alloc(40 * MiB, 0x20), { level: 9 });
    const two = Buffer.concat([pdfWithStream(half, '/Filter /Fl'), pdfWithStream(half, '/Filter /FlateDecode')]);
    expect(() => checkDecodedSize(two, 64 * MiB)).toThrow(ParleyError);
    expect(() => checkDecodedSize(pdfWithStream(half, '/Filter /FlateDecode'), 64 * MiB)).not.toThrow();
  });

  it('leaves images, other filters and corrupt streams to pdfjs', () => {
    expect(() => checkDecodedSize(pdfWithStream(bomb, '/Type /XObject /Subtype /Image /Filter /FlateDecode'))).not.toThrow();
    expect(() => checkDecodedSize(pdfWithStream(bomb, '/Filter /DCTDecode'))).not.toThrow();
    expect(() => checkDecodedSize(pdfWithStream(new Uint8Array([0x78, 0x9c, 1, 2, 3]), '/Filter /FlateDecode'))).not.toThrow();
  });
});

describe('the stream scan on hostile input (review hrev5)', () => {
  it('reads 1.5 MB of stream keywords with one "endstream" at the end in linear time (it was 24 s of CPU)', () => {
    const pdf = Buffer.from('%PDF-1.4\n' + '1 0 obj\n<< >>\nstream\n'.repeat(74_000) + 'endstream\n', 'latin1');
    expect(pdf.length).toBeLessThan(1_572_864);
    within(2_000, () => checkDecodedSize(pdf));
  });
  it('reads an image\'s whole dictionary, however long: a scanned page with a palette written out is still an image', () => {
    // An indexed-colour scan: /Subtype /Image, then a 256-colour palette in hex with spaces (3 × 768 bytes), then the
    // filter: the image's deflate (a white page compresses a thousandfold) is pdfjs's to skip, not a bomb.
    const palette = Array.from({ length: 768 }, (_, i) => (i % 256).toString(16).padStart(2, '0')).join(' ');
    expect(() => checkDecodedSize(pdfWithStream(bomb, `/Type /XObject /Subtype /Image /Width 8000 /Height 8400 /BitsPerComponent 8 /ColorSpace [/Indexed /DeviceRGB 255 <${palette}>] /Filter /FlateDecode`))).not.toThrow();
  });
  it('still counts every deflated stream after streams of other kinds', () => {
    const half = deflateSync(Buffer.alloc(40 * MiB, 0x20), { level: 9 });
    const three = Buffer.concat([pdfWithStream(half, '/Filter /DCTDecode'), pdfWithStream(half, '/Filter /Fl'), pdfWithStream(half, '/Filter /FlateDecode')]);
    expect(() => checkDecodedSize(three, 64 * MiB)).toThrow(ParleyError);
  });
});

async function refusal(bytes: Uint8Array): Promise<[number | undefined, string, string | undefined]> {
  const err = await readDocument(bytes, undefined).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ParleyError);
  const { status, message, errors } = err as ParleyError;
  return [status, message, errors[0]?.path];
}

describe('documents larger inside than outside', () => {
  it('refuses a DOCX of 100,000 nested elements with a 413 (it overflowed the stack of the tree walks: a 400 "corrupt")', async () => {
    const body = `<w:p><w:r><w:t>${'<x>'.repeat(100_000)}a${'</x>'.repeat(100_000)}</w:t></w:r></w:p>`;
    const elapsed = cpuClock();
    expect(await refusal(makeDocx(body, { deflate: true }))).toEqual([
      413,
      'The input DOCX document is too large to process: XML elements nested more than 256 deep.',
      '.file',
    ]);
    expect(elapsed()).toBeLessThan(1_000);
    const deepest = '<x>'.repeat(250) + 'a' + '</x>'.repeat(250);
    expect((await readDocument(makeDocx(`<w:p><w:r><w:t>${deepest}</w:t></w:r></w:p>`), undefined)).blocks).toHaveLength(1);
  });

  it('refuses a DOCX part of over 2,000,000 XML elements with a 413, before building them all', async () => {
    expect(MAX_XML_ELEMENTS).toBe(2_000_000);
    const elapsed = cpuClock();
    expect(await refusal(makeDocx('<w:p/>'.repeat(MAX_XML_ELEMENTS + 1), { deflate: true }))).toEqual([
      413,
      'The input DOCX document is too large to process: more than 2000000 XML elements in one part.',
      '.file',
    ]);
    expect(elapsed()).toBeLessThan(16_000);
  }, 60_000);

  it('takes as many XML elements as the most table cells a document may have, written as Word writes them (review hrev5)', () => {
    // One cell of a price schedule as Word saves it: 15 elements. 63,000 of them (a 140-page schedule of 45 × 10
    // cells, 705 KB) were refused at the former bound of 1,000,000 elements, under the 100,000-block limit.
    const cell =
      '<w:tc><w:tcPr><w:tcW w:w="1558" w:type="dxa"/></w:tcPr><w:p w14:paraId="1A2B3C4D" w14:textId="77777777" w:rsidR="00A1B2C3" w:rsidRDefault="00A1B2C3">' +
      '<w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/><w:sz w:val="18"/><w:szCs w:val="18"/></w:rPr></w:pPr>' +
      '<w:r><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/><w:sz w:val="18"/><w:szCs w:val="18"/></w:rPr><w:t>1,250.00</w:t></w:r></w:p></w:tc>';
    const count = (e: XmlElement): number => 1 + e.children.reduce((n, c) => n + (typeof c === 'string' ? 0 : count(c)), 0);
    const elements = count(parseXml(cell)) - 1;
    expect(elements).toBe(15);
    expect(elements).toBeLessThanOrEqual(ELEMENTS_PER_CELL);
    expect(MAX_XML_ELEMENTS).toBeGreaterThanOrEqual(MAX_BLOCKS * elements);
  });

  it('refuses a document of over 100,000 paragraphs and table cells with a 413, before it is classified', async () => {
    const elapsed = cpuClock();
    expect(await refusal(makeDocx('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(100_001), { deflate: true }))).toEqual([
      413,
      'The input DOCX document is too large to process: more than 100000 paragraphs and table cells.',
      '.file',
    ]);
    expect(await refusal(new TextEncoder().encode('a\n\n'.repeat(100_001)))).toEqual([
      413,
      'The input text document is too large to process: more than 100000 paragraphs and table cells.',
      '.file',
    ]);
    expect(elapsed()).toBeLessThan(10_000);
  }, 30_000);
});

/** A PNG header declaring `width` × `height` grey pixels, with a few bytes of data (no decoder gets that far). */
function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.from('\0\0\0\0IEND\xaeB`\x82', 'latin1')]);
}

describe('images declaring more pixels than a page has', () => {
  it('refuses a PNG, JPEG, GIF or BMP over 60,000,000 pixels with a 413 before OCR (it was decoded: 1.3 GB, then the OCR deadline)', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0xff, 0xff, 0xff, 0xfe, 1, 1, 0x11, 0, 0xff, 0xd9]);
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0x3b])]);
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(10_000, 18);
    bmp.writeInt32LE(-10_000, 22);
    const elapsed = cpuClock();
    expect(await refusal(pngHeader(20_000, 20_000))).toEqual([413, 'The input image is 20000 × 20000 pixels; the limit is 60000000 pixels.', '.file']);
    expect(await refusal(jpeg)).toEqual([413, 'The input image is 65534 × 65535 pixels; the limit is 60000000 pixels.', '.file']);
    expect(await refusal(gif)).toEqual([413, 'The input image is 65535 × 65535 pixels; the limit is 60000000 pixels.', '.file']);
    expect(await refusal(bmp)).toEqual([413, 'The input image is 10000 × 10000 pixels; the limit is 60000000 pixels.', '.file']);
    expect(elapsed()).toBeLessThan(1_000);
  });

  it('reads the declared size of a page within the limit, and leaves headers it cannot read to OCR', () => {
    expect(declaredSize(pngHeader(2480, 3508))).toEqual({ width: 2480, height: 3508 });
    expect(declaredSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(declaredSize(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
  });
});
