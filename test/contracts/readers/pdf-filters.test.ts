/**
 * A PDF bomb behind any filter pdfjs decodes (ISO 32000-1 §7.4): hex or ASCII85 around a deflate bomb, LZW (2,500
 * times), RunLength (64 times) and chains of them are decoded by the scan before pdfjs, each layer counted, and the
 * file refused with a 413 once the total passes the bound, without holding more than the bound.
 */
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { decode, filterNamed } from '../../../src/contracts/readers/pdf/filters.js';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { MAX_PDF_BUFFERS_MB } from '../../../src/contracts/readers/pdf/threaded.js';
import { checkDecodedSize } from '../../../src/contracts/readers/pdf/streams.js';
import { cpuClock, within } from '../../security/guard.js';
import { ascii85, ascii85Loose, hex, lzwRun, lzwRunLength, pdfWithFilterInObjectStream, pdfWithStream, runLengthLiteral, runs } from './pdf-filter-writer.js';
import { refusal, tooLargeFile } from './refusal.js';

const MiB = 1024 * 1024;
const latin1 = (s: string): Uint8Array => Buffer.from(s, 'latin1');
const text = (b: Uint8Array | undefined): string | undefined => (b === undefined ? undefined : Buffer.from(b).toString('latin1'));

/** The refusal: it names the documented bound (MAX_DECODED_STREAM_BYTES), whatever bound the scan was given. */
const TOO_LARGE = tooLargeFile(`The input document's compressed PDF content decodes to more than ${64 * MiB} bytes; the limit is ${64 * MiB} bytes.`);

describe('the filters decoded as pdfjs decodes them', () => {
  it('knows each filter by its full and abbreviated name, and no other', () => {
    expect(['FlateDecode', 'Fl', 'LZWDecode', 'LZW', 'ASCII85Decode', 'A85', 'ASCIIHexDecode', 'AHx', 'RunLengthDecode', 'RL'].map(filterNamed))
      .toEqual(['flate', 'flate', 'lzw', 'lzw', 'ascii85', 'ascii85', 'asciihex', 'asciihex', 'runlength', 'runlength']);
    expect(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode', 'Crypt', 'toString', '__proto__'].map(filterNamed)).toEqual(Array(7).fill(undefined));
  });

  it('decodes the LZW example of ISO 32000-1 §7.4.4.2', () => {
    const encoded = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect([...decode('lzw', encoded, 100)!]).toEqual([45, 45, 45, 45, 45, 65, 45, 45, 45, 66]);
  });

  it('decodes hex (odd last digit, spaces, the end mark), ASCII85 (z, partial group) and RunLength exactly', () => {
    expect(text(decode('asciihex', latin1('48 65\n6c6C6f7>ignored'), 100))).toBe('Hello\x70');
    expect(text(decode('ascii85', latin1('87cURD]i,"Ebo80~>'), 100))).toBe('Hello World!');
    expect([...decode('ascii85', latin1('z!!~>'), 100)!]).toEqual([0, 0, 0, 0, 0]);
    expect(text(decode('runlength', Uint8Array.from([2, 0x61, 0x62, 0x63, 253, 0x78, 128, 0x79]), 100))).toBe('abcxxxx');
  });

  it('reads back what each encoder wrote', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(decode('asciihex', hex(bytes), 10_000)).toEqual(bytes);
        expect(decode('ascii85', ascii85(bytes), 10_000)).toEqual(bytes);
        expect(decode('runlength', runLengthLiteral(bytes), 10_000)).toEqual(bytes);
        expect([...decode('flate', deflateSync(bytes), 10_000)!]).toEqual([...bytes]);
      }),
    );
  });

  it('reads ASCII85 as pdfjs reads it: only space, tab, CR and LF skipped; any other character a digit, \'z\' too inside a group', () => {
    // pdfjs (Ascii85Stream) reads each character of a group as (code - 33), in or out of the alphabet: a scan that
    // skipped them decoded another stream than pdfjs, and a deflate bomb so written passed uncounted.
    expect([...decode('ascii85', latin1('!!!!z~>'), 100)!]).toEqual([0, 0, 0, 89]);
    expect([...decode('ascii85', latin1('!!!!\x0c~>'), 100)!]).toEqual([255, 255, 255, 235]);
    expect([...decode('ascii85', latin1('!!!!!\x00~>'), 100)!]).toEqual([0, 0, 0, 0]);
    expect(text(decode('ascii85', latin1('87cUR D]i,"\tEbo\r\n80~>'), 100))).toBe('Hello World!');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(decode('ascii85', ascii85Loose(bytes), 10_000)).toEqual(bytes);
      }),
    );
  });

  it('stops at the limit: nothing decoded past it is held', () => {
    const lzw = lzwRun(0x20, 10);
    expect(decode('lzw', lzw, lzwRunLength(10))?.length).toBe(lzwRunLength(10));
    expect(decode('lzw', lzw, lzwRunLength(10) - 1)).toBeUndefined();
    expect(decode('runlength', runs(8), 1024)?.length).toBe(1024);
    expect(decode('runlength', runs(8), 1023)).toBeUndefined();
    expect(decode('ascii85', latin1('zzzz~>'), 15)).toBeUndefined();
    expect(decode('asciihex', hex(new Uint8Array(16)), 15)).toBeUndefined();
  });

  it('decodes corrupt input as far as it goes, never throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom('flate', 'lzw', 'ascii85', 'asciihex', 'runlength' as const), fc.uint8Array({ maxLength: 2000 }), (filter, bytes) => {
        const out = decode(filter, bytes, 1 << 20);
        expect(out === undefined || out.length <= 1 << 20).toBe(true);
      }),
    );
  });
});

describe('the stream scan follows each stream\'s filter chain', () => {
  const spaces = deflateSync(Buffer.alloc(2 * MiB, 0x20), { level: 9 });
  it('counts a deflate bomb written in hex or in ASCII85 first', () => {
    expect(refusal(() => checkDecodedSize(pdfWithStream(hex(spaces), '/Filter [/ASCIIHexDecode /FlateDecode]'), 2 * MiB))).toEqual(TOO_LARGE);
    expect(refusal(() => checkDecodedSize(pdfWithStream(ascii85(spaces), '/Filter [/A85 /Fl]'), 2 * MiB))).toEqual(TOO_LARGE);
    expect(refusal(() => checkDecodedSize(pdfWithStream(hex(spaces), '/Filter [/ASCIIHexDecode /FlateDecode]'), 3 * MiB))).toBe('accepted');
  });

  it('counts a deflate bomb written in ASCII85 with digits past the alphabet, which pdfjs reads', async () => {
    const loose = ascii85Loose(spaces);
    expect(loose.some((c) => c > 0x75 && c !== 0x7e)).toBe(true);
    expect(refusal(() => checkDecodedSize(pdfWithStream(loose, '/Filter [/A85 /Fl]'), 2 * MiB))).toEqual(TOO_LARGE);
    expect(refusal(() => checkDecodedSize(pdfWithStream(loose, '/Filter [/A85 /Fl]'), 3 * MiB))).toBe('accepted');
  });

  it('as pdfjs itself reads a page whose content is written so (the premise of the count above)', async () => {
    const content = deflateSync(Buffer.from('BT /F1 24 Tf 72 700 Td (Written past the alphabet) Tj ET', 'latin1'));
    const loose = ascii85Loose(content);
    expect(loose.some((c) => c > 0x75 && c !== 0x7e)).toBe(true);
    const font = '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n';
    const pdf = Buffer.from(text(pdfWithStream(loose, '/Filter [/A85 /Fl]', font))!.replace('/Contents 4 0 R', '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R'), 'latin1');
    const read = await loadPdf(pdf, 10, Date.now() + 60_000, undefined, MAX_PDF_BUFFERS_MB);
    expect(read.pages[0].items.map((item) => item.text)).toEqual(['Written past the alphabet']);
  });

  it('counts LZW and RunLength, and every layer of a chain', () => {
    expect(refusal(() => checkDecodedSize(pdfWithStream(lzwRun(0x20, 600), '/Filter /LZWDecode'), 2 * MiB))).toEqual(TOO_LARGE);
    expect(refusal(() => checkDecodedSize(pdfWithStream(runs(20_000), '/Filter /RL'), 2 * MiB))).toEqual(TOO_LARGE);
    // 64 KiB of RunLength deflated to 100 bytes: 4 MiB out of the last layer.
    const chain = deflateSync(runs(32_768));
    expect(refusal(() => checkDecodedSize(pdfWithStream(chain, '/Filter [/FlateDecode /RunLengthDecode]'), 2 * MiB))).toEqual(TOO_LARGE);
    expect(refusal(() => checkDecodedSize(pdfWithStream(chain, '/Filter /FlateDecode'), 2 * MiB))).toBe('accepted');
  });

  it('reads a filter given by reference', () => {
    const pdf = pdfWithStream(hex(spaces), '/Filter 5 0 R', '5 0 obj\n[/ASCIIHexDecode /FlateDecode]\nendobj\n');
    expect(refusal(() => checkDecodedSize(pdf, 2 * MiB))).toEqual(TOO_LARGE);
  });

  it('reads a filter given by reference to an object inside an object stream, deflated or not', () => {
    for (const deflated of [false, true]) {
      const pdf = pdfWithFilterInObjectStream(lzwRun(0x20, 600), '[/LZWDecode]', deflated);
      expect(refusal(() => checkDecodedSize(pdf, 2 * MiB))).toEqual(TOO_LARGE);
      const text = pdfWithFilterInObjectStream(deflateSync(Buffer.alloc(MiB, 0x20)), '/FlateDecode', deflated);
      expect(refusal(() => checkDecodedSize(text, 2 * MiB))).toBe('accepted');
    }
  });

  it('looks for object streams in linear time: 100,000 "/Type /ObjStm" without a stream, or each before a stream', () => {
    const none = Buffer.from('%PDF-1.5\n4 0 obj\n<< /Filter 9 0 R >>\nstream\nxx\nendstream\n' + '<< /Type /ObjStm '.repeat(90_000), 'latin1');
    within(2_000, () => checkDecodedSize(none));
    const many = Buffer.from('%PDF-1.5\n4 0 obj\n<< /Filter 9 0 R >>\nstream\nxx\nendstream\n' + '/Type /ObjStm stream\nx endstream '.repeat(40_000), 'latin1');
    within(2_000, () => checkDecodedSize(many));
  });

  it('stops the chain at an image filter, and skips image streams', () => {
    expect(refusal(() => checkDecodedSize(pdfWithStream(hex(spaces), '/Filter [/ASCIIHexDecode /DCTDecode /FlateDecode]'), 2 * MiB))).toBe('accepted');
    expect(refusal(() => checkDecodedSize(pdfWithStream(lzwRun(0x20, 600), '/Subtype /Image /Filter /LZWDecode'), 2 * MiB))).toBe('accepted');
  });

  it('reads 1.4 MB of unclosed "/Filter [" in linear time', () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< ' + '/Filter [/AHx '.repeat(100_000) + '>>\nstream\nxx\nendstream\n', 'latin1');
    within(2_000, () => checkDecodedSize(pdf));
  });

  it('refuses a 1 MB LZW stream of 2.6 GB with a 413, promptly', async () => {
    const pdf = pdfWithStream(lzwRun(0x20, 700_000), '/Filter /LZWDecode');
    expect(pdf.length).toBeLessThan(1_572_864);
    const elapsed = cpuClock();
    const err = await readDocument(pdf, 'application/pdf').catch((e: unknown) => e);
    expect(elapsed()).toBeLessThan(5_000);
    expect((err as ParleyError).result).toEqual(TOO_LARGE);
  });

  it('is made by the PDF thread\'s own read (loadPdf), so that decoding a bomb never holds a server\'s event loop', async () => {
    const pdf = pdfWithStream(lzwRun(0x20, 18_000), '/Filter /LZWDecode');
    const err = await loadPdf(pdf, 500, Date.now() + 60_000, undefined, MAX_PDF_BUFFERS_MB).catch((e: unknown) => e);
    expect((err as ParleyError).result).toEqual(TOO_LARGE);
  });
});
