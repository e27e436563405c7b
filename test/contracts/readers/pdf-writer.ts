/**
 * Small PDFs written by the tests themselves (no binary fixture): numbered objects, a classic cross-reference table and
 * a trailer. One writer for the reader tests that build a page by hand (hred24, h52pages).
 */
import { deflateSync } from 'node:zlib';

/**
 * The file of `objects` (numbered from 1; the first the catalog), with a cross-reference table and `trailerExtra`; with
 * `xrefStream`, a cross-reference stream instead (ISO 32000-1 §7.5.8), unfiltered: entries of 1 + 4 + 2 bytes, itself
 * the last object, `trailerExtra` in its dictionary.
 */
export function pdfFromObjects(objects: readonly (string | Buffer)[], trailerExtra = '', xrefStream = false): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(object as string | Buffer), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  if (xrefStream) {
    const size = objects.length + 2;
    const entry = (type: number, field: number, generation: number) =>
      String.fromCharCode(type, (field >>> 24) & 255, (field >>> 16) & 255, (field >>> 8) & 255, field & 255, generation >> 8, generation & 255);
    const data = [entry(0, 0, 65535), ...offsets.map((offset) => entry(1, offset, 0)), entry(1, length, 0)].join('');
    const stream = `${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R${trailerExtra} /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n`;
    parts.push(Buffer.from(`${stream}startxref\n${length}\n%%EOF\n`, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail));
  return new Uint8Array(Buffer.concat(parts));
}

/** The line of text every hand-made page starts with. */
export const PAGE_TEXT = 'BT /F1 12 Tf 72 720 Td (The Supplier shall deliver the goods.) Tj ET\n';

/**
 * A one-page PDF in Helvetica: PAGE_TEXT and then `more` content operators, deflated when `deflate` (a long content
 * stream), its page tree stating `count` pages over `kids`.
 */
export function onePagePdf(more = '', options: { deflate?: boolean; count?: string; kids?: string } = {}): Uint8Array {
  const text = Buffer.from(`${PAGE_TEXT}${more}`, 'latin1');
  const content = options.deflate ? deflateSync(text) : text;
  const filter = options.deflate ? ' /Filter /FlateDecode' : '';
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids ${options.kids ?? '[3 0 R]'} /Count ${options.count ?? '1'} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length}${filter} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}
