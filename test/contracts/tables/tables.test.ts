import { describe, expect, it } from 'vitest';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { tableReturn } from '../../../src/contracts/operations/results.js';
import type { ReadBlock } from '../../../src/contracts/readers/types.js';
import { TABLE_TEST_V3, bold, cell, doc, para, sliceText, table } from '../helpers.js';

const tablesOf = (blocks: ReadBlock[]) => tableReturn(analyzeRead(doc(blocks), '00000000000000000000000000000000')).tables;
const counts = (t: ReturnType<typeof tablesOf>[number]) => [t.table_headers.length, t.row_headers.length, t.column_headers.length, t.body_cells.length];

describe('tables', () => {
  it('finds TableTestV3 as the service did for PDF and DOCX: 4 row headers, 8 column headers, 16 body cells', () => {
    const [t] = tablesOf([table(TABLE_TEST_V3)]);
    expect(counts(t)).toEqual([0, 4, 8, 16]);
    const first = t.body_cells[0];
    expect(first.text).toBe('35.0%');
    expect([first.row_index_begin, first.row_index_end, first.column_index_begin, first.column_index_end]).toEqual([2, 2, 1, 1]);
    expect(first.row_header_texts).toEqual(['Statutory tax rate']);
    expect(first.column_header_texts).toEqual(['Three months ended September 30,', '2005']);
    expect(first.column_header_ids).toEqual([t.column_headers[1].cell_id, t.column_headers[4].cell_id]);
    expect(t.column_headers[1]).toMatchObject({ column_index_begin: 1, column_index_end: 2, text_normalized: 'Three months ended September 30,' });
    expect(t.section_title).toEqual({ text: '', location: { begin: 0, end: 0 } });
  });

  it('finds the same table without spans (a 6×5 grid, as OCR reads the PNG) as 5/5/20', () => {
    const flat = TABLE_TEST_V3.map((row, r) => (r === 0 ? [cell(' '), cell('Three months ended September 30,'), cell(''), cell('Nine months ended September 30,'), cell('')] : row));
    expect(counts(tablesOf([table(flat)])[0])).toEqual([0, 5, 5, 20]);
  });

  it('names cells <kind>-<begin>-<end> over their text in the html', () => {
    const analysis = analyzeRead(doc([table(TABLE_TEST_V3)]), '00000000000000000000000000000000');
    const [t] = tableReturn(analysis).tables;
    for (const c of [...t.row_headers, ...t.column_headers, ...t.body_cells]) {
      expect(c.cell_id.split('-').slice(1).map(Number)).toEqual([c.location.begin, c.location.end]);
      expect(sliceText(analysis.written.html, c.location)).toBe(c.text);
    }
    expect(t.text).toBe(
      'Three months ended September 30, Nine months ended September 30, 2005 2004 2005 2004 Statutory tax rate 35.0% 35.0% 35.0% 35.0% IRS audit settlement (97.9%) (36.0%) (58.4%) (15.2%) Dividends received deduction (13.2%) (3.3%) (15.4%) (4.7%) Total effective tax rate (76.1%) (4.3%) (38.8%) (15.1%)',
    );
  });

  it('reads a caption row spanning the whole table as its table header', () => {
    const [t] = tablesOf([table([[cell('Rates 2020', 2)], [cell('Role'), cell('Rate')], [cell('Manager'), cell('$550')], [cell('Tester'), cell('$400')]])]);
    expect(counts(t)).toEqual([1, 2, 2, 2]);
    expect(t.table_headers[0].cell_id).toMatch(/^tableHeader-/);
  });

  it('gives a form no headers and pairs its keys with their values', () => {
    const [t] = tablesOf([
      table([
        [cell('Name/Role:'), cell('(Procurement Advisor)'), cell('Name:'), cell('(Executive Partner)')],
        [cell('Address:'), cell(''), cell('Address:'), cell('')],
        [cell('Term: 12 months'), cell(''), cell('Tel No'), cell('')],
      ]),
    ]);
    expect(counts(t)).toEqual([0, 0, 0, 12]);
    expect(t.key_value_pairs.map((p) => [p.key.text, p.value.map((v) => v.text)])).toEqual([
      ['Name/Role:', ['(Procurement Advisor)']],
      ['Name:', ['(Executive Partner)']],
      ['Term:', ['12 months']],
    ]);
    const same = t.key_value_pairs[2];
    expect(same.key.cell_id).toBe(same.value[0].cell_id);
    expect(same.key.location.end).toBeLessThan(same.value[0].location.begin);
  });

  it('takes a "Table n:" caption next to the table as its title and other text as context', () => {
    const [t] = tablesOf([
      bold('7. Rates'),
      para('Table 3: Agreed rates'),
      table([[cell('Role'), cell('Rate')], [cell('Manager'), cell('$550')]]),
      para('Rates are in dollars.'),
    ]);
    expect(t.title?.text).toBe('Table 3: Agreed rates');
    expect(t.contexts.map((c) => c.text)).toEqual(['Rates are in dollars.']);
    expect(t.section_title?.text).toBe('7. Rates');
  });

  it('keeps a numbers-only first column as body cells', () => {
    const [t] = tablesOf([table([[cell('Year'), cell('Amount')], [cell('2019'), cell('5')], [cell('2020'), cell('6')]])]);
    expect(counts(t)).toEqual([0, 0, 2, 4]);
  });
});

describe('tables whose reader lost the spans', () => {
  it('reads a short first row as merged headers (TableTestV3.doc: 3 cells over 5 columns) like the spanned table', () => {
    const ragged = TABLE_TEST_V3.map((row, r) => (r === 0 ? row.map((c) => ({ ...c, colSpan: 1 })) : row));
    expect(counts(tablesOf([table(ragged)])[0])).toEqual([0, 4, 8, 16]);
  });
});

describe('tables of scanned pages', () => {
  it('split merged cells as the service’s OCR did: TableTestV3.png as 5 row headers, 5 column headers, 20 body cells', () => {
    const t = tableReturn(analyzeRead(doc([table(TABLE_TEST_V3)], { format: 'image' }), '')).tables[0];
    expect(counts(t)).toEqual([0, 5, 5, 20]);
    expect(t.column_headers.map((c) => c.text)).toEqual(['', 'Three months ended September 30,', '', 'Nine months ended September 30,', '']);
  });
});
