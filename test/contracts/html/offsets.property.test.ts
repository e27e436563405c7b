import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mapSpan, OffsetMap, type TextRange } from '../../../src/contracts/html/offsets.js';
import { isSpaceCode } from '../../../src/contracts/text.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { classifyReturn, tableReturn } from '../../../src/contracts/operations/results.js';
import type { ReadBlock, ReadDocument, TextRun } from '../../../src/contracts/readers/types.js';
import type { Location } from '../../../src/contracts/wire.js';
import { sliceText } from '../helpers.js';

const pieces = [
  'a', 'Z', 'the', ' ', '  ', '\n', '\t', '\u00a0', '.', '. ', ',', ':', ';', '(', ')', '(a) ', '(b) ', '(i) ', '(ii) ',
  '1.', '2.1', 'Sec. ', 'e.g. ', '<', '>', '&', '&amp;', '"', "'", 'é', '日本', '😀', '\u0000', 'Key: ', 'Shall', '•',
];
const textArb = fc.array(fc.constantFrom(...pieces), { minLength: 0, maxLength: 12 }).map((p) => p.join(''));
const runArb: fc.Arbitrary<TextRun> = fc.record({
  text: textArb,
  style: fc.record({ bold: fc.boolean(), font: fc.constantFrom('Arial', 'Times-Bold', 'F<&>'), size: fc.constantFrom(10, 10.08, 12) }),
});
const paragraphArb: fc.Arbitrary<ReadBlock> = fc.record({
  kind: fc.constant('paragraph' as const),
  page: fc.constant(1),
  runs: fc.array(runArb, { minLength: 1, maxLength: 3 }),
  outlineLevel: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  listMarker: fc.option(fc.constantFrom('1.', '(a)', '•', '<&>'), { nil: undefined }),
});
const headingArb: fc.Arbitrary<ReadBlock> = fc
  .tuple(fc.constantFrom('1.', '1.1', '2.3.1', 'Article IV', 'Section 5 -', 'A.'), fc.constantFrom('Definitions', 'Fees & <Costs>', 'Term'))
  .map(([n, t]) => ({ kind: 'paragraph', page: 1, runs: [{ text: `${n} ${t}`, style: { bold: true } }] }));
const cellArb = fc.record({
  runs: fc.array(runArb, { minLength: 0, maxLength: 2 }),
  rowSpan: fc.integer({ min: 1, max: 2 }),
  colSpan: fc.integer({ min: 1, max: 2 }),
});
const tableArb: fc.Arbitrary<ReadBlock> = fc.record({
  kind: fc.constant('table' as const),
  page: fc.constant(1),
  rows: fc.array(fc.array(cellArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
});
const docArb: fc.Arbitrary<ReadDocument> = fc.record({
  format: fc.constant('pdf' as const),
  numPages: fc.integer({ min: 1, max: 9 }),
  title: fc.option(textArb, { nil: undefined }),
  blocks: fc.array(fc.oneof(paragraphArb, paragraphArb, headingArb, tableArb), { minLength: 0, maxLength: 10 }),
});

function expectSlice(html: string, location: Location, text: string, what: string): void {
  expect(location.begin, what).toBeLessThanOrEqual(location.end);
  expect(sliceText(html, location), what).toBe(text.replace(/\s+/g, ' ').trim());
}

describe('every location slices back to its text', () => {
  it('for elements, section titles, leading sentences, cells, key/value pairs, table texts and captions', () => {
    fc.assert(
      fc.property(docArb, (read) => {
        const analysis = analyzeRead(read, '00000000000000000000000000000000');
        const result = classifyReturn(analysis);
        const { html } = result.document;
        let previousEnd = 0;
        for (const element of result.elements) {
          expectSlice(html, element.location, element.text, 'element');
          expect(element.text).not.toBe('');
          expect(element.location.begin).toBeGreaterThanOrEqual(previousEnd);
          previousEnd = element.location.end;
        }
        for (const s of result.document_structure.section_titles) expectSlice(html, s.location, s.text, 'section title');
        for (const s of result.document_structure.leading_sentences) expectSlice(html, s.location, s.text, 'leading');
        for (const table of tableReturn(analysis).tables) {
          expectSlice(html, table.location, table.text, 'table');
          for (const c of [...table.body_cells, ...table.row_headers, ...table.column_headers, ...table.table_headers]) {
            expectSlice(html, c.location, c.text, 'cell');
            expect(c.cell_id).toMatch(/^(bodyCell|rowHeader|colHeader|tableHeader)-\d+-\d+$/);
          }
          for (const kv of table.key_value_pairs) {
            expectSlice(html, kv.key.location, kv.key.text, 'key');
            for (const v of kv.value) expectSlice(html, v.location, v.text, 'value');
          }
          if (table.title) expectSlice(html, table.title.location, table.title.text, 'caption');
          for (const c of table.contexts) expectSlice(html, c.location, c.text, 'context');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('for any span of an element’s text mapped with mapSpan', () => {
    fc.assert(
      fc.property(docArb, fc.nat(), fc.nat(), (read, x, y) => {
        const analysis = analyzeRead(read, '00000000000000000000000000000000');
        const { html } = analysis.written;
        for (const element of analysis.elements) {
          const a = x % (element.text.length + 1);
          const b = a + (y % (element.text.length - a + 1));
          const location = mapSpan(analysis.written.offsets, element.range, a, b);
          expectSlice(html, location, element.text.slice(a, b), 'span');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives cells unique ids within a table', () => {
    fc.assert(
      fc.property(docArb, (read) => {
        for (const table of tableReturn(analyzeRead(read, '00000000000000000000000000000000')).tables) {
          const ids = [...table.body_cells, ...table.row_headers, ...table.column_headers, ...table.table_headers].map((c) => c.cell_id);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('unCollapse answers as the walk from the range start it replaced, for any offsets (ranges asked in any order)', () => {
    // The walk before the positions were kept: quadratic over the spans of one element, but the reference.
    const walk = (map: OffsetMap, range: TextRange, begin: number, end: number): TextRange => {
      const { start, end: stop } = map.trim(range);
      let collapsed = 0;
      let from = stop;
      let to = stop;
      let inSpace = false;
      for (let i = start; i < stop; i++) {
        const blank = isSpaceCode(map.text.charCodeAt(i));
        if (blank && inSpace) continue;
        inSpace = blank;
        if (collapsed === begin && from === stop) from = i;
        collapsed++;
        if (collapsed === end) {
          to = i + 1;
          break;
        }
      }
      if (begin >= end) to = from;
      return { start: from, end: Math.max(from, to) };
    };
    const offset = fc.oneof(fc.integer({ min: -2, max: 14 }), fc.constantFrom(0.5, Number.NaN, Infinity));
    const ask = fc.tuple(fc.nat(12), fc.nat(12), offset, offset);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', ' ', '\n', '\u00a0', 'é', '\t'), { maxLength: 12 }), fc.array(ask, { maxLength: 8 }), (chars, asks) => {
        const text = chars.join('');
        const map = new OffsetMap(text, new Int32Array(text.length), new Int32Array(text.length));
        for (const [s, e, begin, end] of asks) {
          const range = { start: Math.min(s, text.length), end: Math.min(Math.max(s, e), text.length) };
          expect(map.unCollapse(range, begin, end)).toEqual(walk(map, range, begin, end));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
