import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { fixture, paragraphTexts, tableTexts, tables, expectContractA, TABLE_TEST_V3_TEXTS } from './helpers.js';

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
    expect(tableTexts(tables(doc)[0])).toEqual(TABLE_TEST_V3_TEXTS.map((row) => row.map((text) => text.replace('{1x2}', ''))));
  });
});
