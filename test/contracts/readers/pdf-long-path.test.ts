/**
 * Twenty-fifth adversarial round (hred24): a drawn path of many points in one run (a chart's line, a scanned
 * signature traced as vectors) spread its coordinates into `Math.min(...)`/`Math.max(...)`, which overflow the stack
 * past some 120,000 arguments: a valid one-page PDF with a 200,000-point polyline was refused 400 "corrupt or
 * truncated". The path's box is now found by a loop; the page's text is read.
 */
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { onePagePdf } from './pdf-writer.js';

/** A one-page PDF with a line of text and one stroked polyline of `points` points. */
function pdfWithPolyline(points: number): Uint8Array {
  const steps = Array.from({ length: points - 1 }, (_, i) => `${(10 + i / 1000).toFixed(3)} ${10 + (i % 2)} l`).join(' ');
  return onePagePdf(`0.5 w 10 10 m ${steps} S\n`, { deflate: true });
}

describe('a PDF path of many points (hred24)', () => {
  it.each([1_000, 200_000])('a polyline of %i points: the page is read', async (points) => {
    const doc = await readDocument(pdfWithPolyline(points), 'application/pdf');
    expect(doc.numPages).toBe(1);
    expect(JSON.stringify(doc.blocks)).toContain('The Supplier shall deliver the goods.');
  });
});
