import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { fixture, paragraphTexts, tableTexts, tables, expectContractA } from './helpers.js';

describe('DOC reader', () => {
  it('reads Contract_A.doc: 4 pages from the OLE summary, paragraphs, no title', async () => {
    const doc = await readDocument(fixture('Contract_A.doc'), 'application/msword');
    expectContractA(doc, 'doc');
    const texts = paragraphTexts(doc);
    expect(texts).toContain('(b) do and fulfil everything indicated by this Agreement, and');
    expect(doc.blocks.every((b) => b.page >= 1 && b.page <= 4)).toBe(true);
    expect(doc.blocks[doc.blocks.length - 1].page).toBe(4);
  });

  it('reads the rows and cells of TableTestV3.doc (merged cells are not known: each spans 1)', async () => {
    const doc = await readDocument(fixture('TableTestV3.doc'), undefined);
    expect(doc.numPages).toBe(1);
    expect(tableTexts(tables(doc)[0])).toEqual([
      ['', 'Three months ended September 30,', 'Nine months ended September 30,'],
      ['', '2005', '2004', '2005', '2004'],
      ['Statutory tax rate', '35.0%', '35.0%', '35.0%', '35.0%'],
      ['IRS audit settlement', '(97.9%)', '(36.0%)', '(58.4%)', '(15.2%)'],
      ['Dividends received deduction', '(13.2%)', '(3.3%)', '(15.4%)', '(4.7%)'],
      ['Total effective tax rate', '(76.1%)', '(4.3%)', '(38.8%)', '(15.1%)'],
    ]);
  });
});
