/**
 * pdfjs is told to decode no image (`maxImageSize: 0`, pdf/load.ts): the reader takes text and drawn paths only, and
 * a drawn image mask was decoded whole inside one operator list (a 60,000² mask: 553 MB and 3.9 s of CPU).
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { pdfWithStream } from './pdf-filter-writer.js';
import { guarded } from './pdf-guard.js';

/** A page drawing a `side` × `side` image mask of zeros (object 5), then a text. */
function pdfWithMask(side: number): Uint8Array {
  const data = deflateSync(Buffer.alloc((side / 8) * side));
  const content = Buffer.from('q 100 0 0 100 0 0 cm /Im0 Do Q BT /F1 24 Tf 72 700 Td (A masked page) Tj ET', 'latin1');
  const image = `5 0 obj\n<< /Type /XObject /Subtype /Image /ImageMask true /Width ${side} /Height ${side} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`;
  const objects = Buffer.concat([
    Buffer.from(image, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n6 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n', 'latin1'),
  ]).toString('latin1');
  const pdf = Buffer.from(pdfWithStream(content, '', objects)).toString('latin1');
  return Buffer.from(pdf.replace('/Contents 4 0 R', '/Resources << /XObject << /Im0 5 0 R >> /Font << /F1 6 0 R >> >> /Contents 4 0 R'), 'latin1');
}

describe('images are not decoded', () => {
  it('reads the text of a page drawing a 20,000² image mask (50 MB decoded) under a 16 MB buffer bound', async () => {
    const pdf = pdfWithMask(20_000);
    // Under the child's guard: a mask decoded and collected before the check would otherwise pass unseen.
    const read = await guarded(() => loadPdf(pdf, 10, Date.now() + 60_000, undefined, 16));
    expect(read.pages.map((page) => page.items.map((item) => item.text))).toEqual([['A masked page']]);
  }, 30_000);
});
