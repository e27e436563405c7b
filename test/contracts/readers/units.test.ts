import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridsOf, type Rule } from '../../../src/contracts/readers/grid.js';
import { appendLine, dropsLineEndHyphen } from '../../../src/contracts/readers/joins.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { withoutFurniture, isPageNumber } from '../../../src/contracts/readers/placed/furniture.js';
import { linesOf, type PlacedItem } from '../../../src/contracts/readers/placed/lines.js';
import { formatNumber } from '../../../src/contracts/readers/docx/numbering.js';
import type { TextRun } from '../../../src/contracts/readers/types.js';
import { ParleyError } from '../../../src/common/errors.js';

describe('line-end hyphens', () => {
  it.each([
    ['agree', 'ment', true],
    ['indemni', 'fication', true],
    ['non', 'exclusive', false],
    ['third', 'party', false],
    ['sub', 'contractor', false],
    ['co', 'operation', false],
    ['Koya', 'Creative', false],
  ])('%s- + %s drops the hyphen: %s', (before, after, drops) => {
    expect(dropsLineEndHyphen(before, after)).toBe(drops);
  });

  it('joins lines with a space, or across a broken word', () => {
    const runs: TextRun[] = [];
    appendLine(runs, [{ text: 'the agree-', style: {} }]);
    appendLine(runs, [{ text: 'ment is non-', style: { bold: true } }]);
    appendLine(runs, [{ text: 'exclusive and', style: {} }]);
    appendLine(runs, [{ text: 'binding', style: {} }]);
    expect(runs.map((r) => r.text).join('|')).toBe('the agree|ment is non-|exclusive and |binding');
  });
});

describe('ruled grids', () => {
  const h = (y: number, x0: number, x1: number): Rule => ({ x0, y0: y, x1, y1: y });
  const v = (x: number, y0: number, y1: number): Rule => ({ x0: x, y0, x1: x, y1 });

  it('finds spans where an inner border is missing', () => {
    // 3 columns × 2 rows; the top row's first two cells are merged, the last column's cells are merged.
    const rules = [h(0, 0, 300), h(20, 0, 200), h(40, 0, 300), v(0, 0, 40), v(100, 20, 40), v(200, 0, 40), v(300, 0, 40)];
    const [grid] = gridsOf(rules);
    expect([grid.rowCount, grid.colCount]).toEqual([2, 3]);
    expect(grid.cells.map((c) => [c.row, c.col, c.rowSpan, c.colSpan])).toEqual([
      [0, 0, 1, 2],
      [0, 2, 2, 1],
      [1, 0, 1, 1],
      [1, 1, 1, 1],
    ]);
  });

  it('needs crossing lines: a lone box or underline is no table', () => {
    expect(gridsOf([h(0, 0, 100), h(50, 0, 100), v(0, 0, 50), v(100, 0, 50)])).toEqual([]);
    expect(gridsOf([h(10, 0, 300)])).toEqual([]);
  });
});

describe('page furniture', () => {
  const item = (text: string, y: number): PlacedItem => ({ text, x: 72, y, width: 6 * text.length, size: 10, style: {} });
  const page = (n: number) => linesOf([item('Acme Services Agreement', 30), item(`Body text of page ${n}.`, 300), item(`Page ${n} of 3`, 770)], n);

  it('removes a header repeated on most pages and page numbers, keeps the body', () => {
    const kept = withoutFurniture([page(1), page(2), page(3)], [792, 792, 792]);
    expect(kept.map((lines) => lines.map((l) => l.segments[0].items[0].text))).toEqual([['Body text of page 1.'], ['Body text of page 2.'], ['Body text of page 3.']]);
  });

  it('knows page numbers', () => {
    expect(['3', '- 3 -', 'Page 3', 'page 3 of 9', '3/9', 'iv'].every(isPageNumber)).toBe(true);
    expect(['3.1 Scope', 'Clause 3', '2019'].some(isPageNumber)).toBe(false);
  });
});

describe('list numbers', () => {
  it.each([
    [3, 'lowerLetter', 'c'],
    [28, 'upperLetter', 'BB'],
    [14, 'lowerRoman', 'xiv'],
    [7, 'decimalZero', '07'],
    [12, 'decimal', '12'],
  ])('%i as %s is %s', (value, format, text) => {
    expect(formatNumber(value, format)).toBe(text);
  });
});

describe('any bytes', () => {
  // Images are left out: they would start an OCR per run. Every other kind is reached through its magic.
  const prefixes = ['', '%PDF-1.4\n', 'PK\u0003\u0004word/document.xml', '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1WordDocument', 'plain '];
  it('give a ParleyError or a document, never a crash, and the same answer twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 400 }), async (prefix, tail) => {
        const bytes = new Uint8Array([...[...prefix].map((c) => c.charCodeAt(0)), ...tail]);
        const outcome = async () => {
          try {
            return await readDocument(bytes, undefined);
          } catch (err) {
            expect(err).toBeInstanceOf(ParleyError);
            return { status: (err as ParleyError).status, message: (err as ParleyError).message };
          }
        };
        expect(await outcome()).toEqual(await outcome());
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('reading order', () => {
  it('reads a two-column page left column first, keeping a full-width title in place', async () => {
    const { readingOrder } = await import('../../../src/contracts/readers/placed/order.js');
    const at = (text: string, x: number, y: number): PlacedItem => ({ text, x, y, width: 230, size: 10, style: {} });
    const items = [at('Title across the whole page of the agreement text', 72, 60)];
    items[0].width = 460;
    for (let i = 0; i < 5; i++) {
      items.push(at(`left ${i}`, 72, 100 + 12 * i));
      items.push(at(`right ${i}`, 330, 100 + 12 * i));
    }
    const order = readingOrder(linesOf(items, 1), 612).map((f) => f.line.segments.map((s) => s.items.map((it) => it.text).join(' ')).join(' | '));
    expect(order).toEqual([
      'Title across the whole page of the agreement text',
      'left 0', 'left 1', 'left 2', 'left 3', 'left 4',
      'right 0', 'right 1', 'right 2', 'right 3', 'right 4',
    ]);
  });

  it('keeps narrow side-by-side cells (a table, not columns) in row order', async () => {
    const { readingOrder } = await import('../../../src/contracts/readers/placed/order.js');
    const cell = (text: string, x: number, y: number): PlacedItem => ({ text, x, y, width: 40, size: 10, style: {} });
    const items: PlacedItem[] = [];
    for (let i = 0; i < 4; i++) items.push(cell(`k${i}`, 72, 100 + 12 * i), cell(`v${i}`, 400, 100 + 12 * i));
    const order = readingOrder(linesOf(items, 1), 612).map((f) => f.line.segments.map((s) => s.items[0].text).join(' '));
    expect(order).toEqual(['k0 v0', 'k1 v1', 'k2 v2', 'k3 v3']);
  });
});
