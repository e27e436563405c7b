/**
 * readPage (load.ts) places each text item once and reads its style after the operator list, from each font's facts
 * read once a page (hperf5): the styles must be those of each item's own font, on a page whose fonts were loaded by an
 * earlier page (no operator list asked) as on the page that loads them, and every item has a style object of its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPdf } from '../../../src/contracts/readers/pdf/load.js';
import { pdfFromObjects } from './pdf-writer.js';

/** The page fonts: resource name, base font, and the style the reader gives its items at 12 pt. */
const FONTS = [
  { key: 'F1', base: 'Helvetica', style: { size: 12, font: 'Helvetica' } },
  { key: 'F2', base: 'Helvetica-Bold', style: { size: 12, font: 'Helvetica-Bold', bold: true } },
  { key: 'F3', base: 'Times-Italic', style: { size: 12, font: 'Times-Italic', italic: true } },
  { key: 'F4', base: 'Courier-BoldOblique', style: { size: 12, font: 'Courier-BoldOblique', bold: true, italic: true } },
] as const;

const WORDS = ['Supplier', 'shall', 'deliver', 'goods', 'Buyer', 'pay', 'price', 'notice'];

/** A PDF of `pages`, each a list of lines, each line one word in one of FONTS (its index), 18 pt apart. */
function pdfOf(pages: readonly (readonly [number, number][])[]): Uint8Array {
  const fontObjects = FONTS.map((f) => `<< /Type /Font /Subtype /Type1 /BaseFont /${f.base} >>`);
  const first = 3 + fontObjects.length; // catalog, pages, fonts, then (page, contents) per page
  const resources = `<< /Font << ${FONTS.map((f, i) => `/${f.key} ${3 + i} 0 R`).join(' ')} >> >>`;
  const kids = pages.map((_, p) => `${first + 2 * p} 0 R`).join(' ');
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`, ...fontObjects];
  pages.forEach((lines, p) => {
    const text = lines.map(([font, word], l) => `BT /${FONTS[font].key} 12 Tf 72 ${720 - 18 * l} Td (${WORDS[word]}) Tj ET`).join('\n');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${first + 2 * p + 1} 0 R /Resources ${resources} >>`);
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  });
  return pdfFromObjects(objects);
}

const read = (bytes: Uint8Array) => loadPdf(bytes, 100, Date.now() + 60_000, undefined, 1024);

describe('PDF reader: styles read once a page (hperf5)', () => {
  it('gives every item its own font style, on the page loading the fonts and on a later page reusing them', async () => {
    const lines: [number, number][] = [[0, 0], [1, 1], [2, 2], [3, 3], [1, 4]];
    const content = await read(pdfOf([lines, lines]));
    for (const page of content.pages) {
      expect(page.items.map((item) => item.text)).toEqual(['Supplier', 'shall', 'deliver', 'goods', 'Buyer']);
      expect(page.items.map((item) => item.style)).toEqual(lines.map(([font]) => FONTS[font].style));
    }
    // Two items of one font on a page: equal styles, not one shared object.
    const [, second] = content.pages;
    expect(second.items[1].style).not.toBe(second.items[4].style);
    second.items[1].style.underline = true;
    expect(second.items[4].style.underline).toBeUndefined();
  });

  it('reads each item in its own font whatever the pages and fonts (property)', async () => {
    const line = fc.tuple(fc.integer({ min: 0, max: FONTS.length - 1 }), fc.integer({ min: 0, max: WORDS.length - 1 }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(line, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), async (pages) => {
        const content = await read(pdfOf(pages));
        expect(content.pages.map((page) => page.items.map((item) => [item.text, item.style]))).toEqual(
          pages.map((lines) => lines.map(([font, word]) => [WORDS[word], FONTS[font].style])),
        );
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
