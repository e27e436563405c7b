import { beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import type { ReadDocument } from '../../../src/contracts/readers/types.js';
import { fixture, paragraphs, paragraphTexts, tableTexts, tables, textOf, TABLE_TEST_V3_TEXTS } from './helpers.js';

describe('PDF reader: contract_A.pdf', () => {
  let doc: ReadDocument;
  beforeAll(async () => {
    doc = await readDocument(fixture('contract_A.pdf'), 'application/pdf');
  });

  it('reads the pages and the metadata', () => {
    expect(doc.format).toBe('pdf');
    expect(doc.numPages).toBe(4);
    expect(doc.title).toBe('Microsoft Word - contract_A.doc');
    expect(doc.author).toBeUndefined();
    expect(doc.publicationDate).toBe('2018-11-10');
  });

  it('joins the lines of a paragraph and keeps its styles', () => {
    const texts = paragraphTexts(doc);
    expect(texts[0]).toBe(
      'AGREEMENT BETWEEN OWNER AND CONTRACTOR for use when a stipulated price forms the basis of payment and to be used only with the General Conditions of the Contract',
    );
    const agreement = paragraphs(doc)[1];
    expect(agreement.runs.map((r) => [r.text, r.style.bold === true])).toEqual([
      ['THIS AGREEMENT', true],
      [' made on the 9th day of November in the year two thousand and eighteen.', false],
    ]);
    expect(agreement.runs[0].style).toMatchObject({ font: 'TimesNewRomanPS-BoldMT', size: 12, bold: true });
    expect(agreement.page).toBe(1);
    expect(texts).toContain('ARTICLE A-1 THE WORK');
    expect(texts).toContain('The Contractor shall:');
    expect(texts).toContain('(b) do and fulfil everything indicated by this Agreement, and');
    expect(texts).toContain(
      '(a) Subject to applicable legislation and, where such legislation does not exist or apply, in accordance with such prescribed regulations or industry practice respecting holdback percentages and in accordance with the provisions of the General Conditions of the Contract, the Owner shall:',
    );
  });

  it('continues a sentence over a page break', () => {
    const texts = paragraphTexts(doc);
    const article = texts.find((t) => t.startsWith('The following is an exact list'));
    expect(article).toBe(
      'The following is an exact list of the Contract Documents referred to in Article A-1: (SEE TABLE OF CONTENTS FOR LIST OF DOCUMENTS AND DRAWINGS). See Attached',
    );
  });

  it('removes the running footer and the page numbers', () => {
    const all = paragraphTexts(doc).join('\n');
    expect(all).not.toContain('Re-Issued December 2010');
    expect(all).not.toContain('contract_A.doc');
    expect(all).not.toMatch(/^- \d -$/m);
  });

  it('is deterministic', async () => {
    const again = await readDocument(fixture('contract_A.pdf'), undefined);
    expect(again).toEqual(doc);
  });
});

describe('PDF reader: ruled tables', () => {
  it('reads the 7 × 4 grid of TestTable.pdf', async () => {
    const doc = await readDocument(fixture('TestTable.pdf'), 'application/pdf');
    expect(doc.numPages).toBe(1);
    expect(doc.title).toBe('Untitled spreadsheet');
    expect(doc.blocks).toHaveLength(1);
    expect(tableTexts(tables(doc)[0])).toEqual([
      ['Column1', 'Column2', 'Column3', 'Column4'],
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
      ['c1', 'c2', 'c3', 'c4'],
      ['d1', 'd2', 'd3', 'd4'],
      ['e1', 'e2', 'e3', 'e4'],
      ['f1', 'f2', 'f3', 'f4'],
    ]);
  });

  it('reads the merged header cells of TableTestV3.pdf (Word cell borders drawn as thin fills)', async () => {
    const doc = await readDocument(fixture('TableTestV3.pdf'), 'application/pdf');
    expect(doc.author).toBe('JEFF ARN');
    expect(doc.title).toBeUndefined();
    const [table] = tables(doc);
    expect(table.page).toBe(1);
    expect(tableTexts(table)).toEqual(TABLE_TEST_V3_TEXTS);
  });
});

describe('PDF reader: the 58-page Art Effects agreement', () => {
  let doc: ReadDocument;
  beforeAll(async () => {
    doc = await readDocument(fixture('Art Effects Koya Creative Base TSA 2008.pdf'), 'application/pdf');
  }, 60_000);

  it('reads every page without the running header and footer', () => {
    expect(doc.numPages).toBe(58);
    expect(doc.title).toBe('Microsoft Word - Art Effects Koya Creative Base TSA 2008.doc');
    const all = paragraphTexts(doc).join('\n');
    expect(all).not.toContain('Form Title');
    expect(all).not.toMatch(/Page \d+ of 58/);
    expect(all).not.toContain('Agreement # 4911027933');
  });

  it('keeps definitions whole, with their bold terms, in reading order', () => {
    const texts = paragraphTexts(doc);
    const typeB = paragraphs(doc).find((p) => textOf(p).startsWith('“Type B Materials”'));
    expect(typeB && textOf(typeB)).toBe(
      '“Type B Materials” means any Deliverables and/or other Materials that are identified as "Type B Materials" in the SOW and in which the Intellectual Property Rights are owned by the Supplier pursuant to Clause 15.2.b (Intellectual Property Rights and Buyer Data) and in respect of which Customer is granted a licence pursuant to Clause 15.10;',
    );
    const definitions = texts.indexOf('1.0 Definitions');
    const statement = texts.indexOf('2.0 Statement of Work');
    expect(definitions).toBeGreaterThanOrEqual(0);
    expect(statement).toBeGreaterThan(definitions);
    expect(texts[statement + 1]).toBe('2.1 Supplier will provide Deliverables and Services as specified in the relevant SOW and/or WA.');
    expect(texts).toContain('“Supplier Group” means the Supplier and its Affiliates;');
  });
});
