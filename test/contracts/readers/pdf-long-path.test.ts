/**
 * Twenty-fifth adversarial round (hred24): a drawn path of many points in one run (a chart's line, a scanned
 * signature traced as vectors) spread its coordinates into `Math.min(...)`/`Math.max(...)`, which overflow the stack
 * past some 120,000 arguments: a valid one-page PDF with a 200,000-point polyline was refused 400 "corrupt or
 * truncated". The path's box is now found by a loop; the page's text is read.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';

/** A one-page PDF with a line of text and one stroked polyline of `points` points. */
function pdfWithPolyline(points: number): Uint8Array {
  const text = 'BT /F1 12 Tf 72 720 Td (The Supplier shall deliver the goods.) Tj ET\n';
  const steps = Array.from({ length: points - 1 }, (_, i) => `${(10 + i / 1000).toFixed(3)} ${10 + (i % 2)} l`).join(' ');
  const content = deflateSync(Buffer.from(`${text}0.5 w 10 10 m ${steps} S\n`, 'latin1'));
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail));
  return new Uint8Array(Buffer.concat(parts));
}

describe('a PDF path of many points (hred24)', () => {
  it.each([1_000, 200_000])('a polyline of %i points: the page is read', async (points) => {
    const doc = await readDocument(pdfWithPolyline(points), 'application/pdf');
    expect(doc.numPages).toBe(1);
    expect(JSON.stringify(doc.blocks)).toContain('The Supplier shall deliver the goods.');
  });
});
