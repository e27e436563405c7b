/**
 * Anyone uploads documents: a file well under the 1.5 MiB limit whose compressed parts decode to gigabytes. Each is
 * refused with a 413 naming the file, before the bytes are decoded, in bounded time and memory.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { checkDecodedSize, MAX_DECODED_STREAM_BYTES } from '../../../src/contracts/readers/pdf/streams.js';
import { ParleyError } from '../../../src/common/errors.js';
import { cpuClock } from '../../security/guard.js';

const MiB = 1024 * 1024;

/** A one-page PDF whose page content is `content` (already encoded), with `filter` and extra dictionary entries. */
function pdfWithStream(content: Uint8Array, dictionary: string): Uint8Array {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
    `4 0 obj\n<< /Length ${content.length} ${dictionary} >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Size 5 /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from(tail, 'latin1')]);
}

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
