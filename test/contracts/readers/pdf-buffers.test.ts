/**
 * The bound on the typed arrays a PDF read adds (MAX_PDF_BUFFERS_MB, buffers.ts): pdfjs's decoded streams are outside
 * the heap its thread is bounded by, and the stream scan cannot count every stream (encrypted ones, filters named
 * inside object streams). Tested with the bound lowered: a content stream of 40 MiB that the scan lets through
 * (it is under 64 MiB) stands for the bomb it cannot see.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { checkDecodedSize } from '../../../src/contracts/readers/pdf/streams.js';
import { MAX_PDF_BUFFERS_MB } from '../../../src/contracts/readers/pdf/threaded.js';
import { pdfWithStream } from './pdf-filter-writer.js';

const MiB = 1024 * 1024;
const fixtures = join(new URL('../../../', import.meta.url).pathname, 'test/fixtures/contracts');
const far = () => Date.now() + 60_000;

/** One page whose content is 40 MiB of spaces around one line of text, deflated (about 40 KB). */
function wideContent(): Uint8Array {
  const text = Buffer.from('BT /F1 24 Tf 72 700 Td (Under the bound) Tj ET', 'latin1');
  const content = Buffer.concat([Buffer.alloc(40 * MiB, 0x20), text]);
  const font = '5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n';
  const pdf = Buffer.from(pdfWithStream(deflateSync(content, { level: 9 }), '/Filter /FlateDecode', font));
  return Buffer.from(pdf.toString('latin1').replace('/Contents 4 0 R', '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R'), 'latin1');
}

describe('the bound on a PDF read\'s decoded data', () => {
  it('ends a read whose decoded streams pass the bound with a 413 naming the file, though the scan let it through', async () => {
    const pdf = wideContent();
    expect(() => checkDecodedSize(pdf)).not.toThrow();
    const err = await loadPdf(pdf, 10, far(), undefined, 16).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParleyError);
    const message = 'The input PDF document is too large to process: more than 16 MB of decoded data to read.';
    expect((err as ParleyError).result).toEqual({ error: message, code: 413, errors: [{ code: 'too_large', message, path: '.file' }] });
  });

  it('reads the same file under the real bound', async () => {
    const read = await loadPdf(wideContent(), 10, far(), undefined, MAX_PDF_BUFFERS_MB);
    expect(read.pages[0].items.map((item) => item.text)).toEqual(['Under the bound']);
  });

  it('reads the 58-page contract under the real bound (no false refusal)', async () => {
    const bytes = readFileSync(join(fixtures, 'Art Effects Koya Creative Base TSA 2008.pdf'));
    const read = await loadPdf(bytes, 500, far(), undefined, MAX_PDF_BUFFERS_MB);
    expect(read.pages).toHaveLength(58);
  }, 60_000);
});
