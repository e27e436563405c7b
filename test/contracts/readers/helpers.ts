import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { ReadBlock, ReadDocument, ReadParagraph, ReadTable } from '../../../src/contracts/readers/types.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/contracts/', import.meta.url));

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURES + name));
}

export function textOf(block: ReadParagraph): string {
  return block.runs.map((r) => r.text).join('');
}

export function paragraphs(doc: ReadDocument): ReadParagraph[] {
  return doc.blocks.filter((b): b is ReadParagraph => b.kind === 'paragraph');
}

export function paragraphTexts(doc: ReadDocument): string[] {
  return paragraphs(doc).map(textOf);
}

export function tables(doc: ReadDocument): ReadTable[] {
  return doc.blocks.filter((b: ReadBlock): b is ReadTable => b.kind === 'table');
}

/** A table as text: each cell's text, with `{rows x cols}` after a spanning cell. */
export function tableTexts(table: ReadTable): string[][] {
  return table.rows.map((row) =>
    row.map((cell) => cell.runs.map((r) => r.text).join('') + (cell.rowSpan > 1 || cell.colSpan > 1 ? `{${cell.rowSpan}x${cell.colSpan}}` : '')),
  );
}

/** What `tableTexts` gives for TableTestV3 from the DOCX and the PDF: two header rows, the first with two cells spanning two columns each. */
export const TABLE_TEST_V3_TEXTS: string[][] = [
  ['', 'Three months ended September 30,{1x2}', 'Nine months ended September 30,{1x2}'],
  ['', '2005', '2004', '2005', '2004'],
  ['Statutory tax rate', '35.0%', '35.0%', '35.0%', '35.0%'],
  ['IRS audit settlement', '(97.9%)', '(36.0%)', '(58.4%)', '(15.2%)'],
  ['Dividends received deduction', '(13.2%)', '(3.3%)', '(15.4%)', '(4.7%)'],
  ['Total effective tax rate', '(76.1%)', '(4.3%)', '(38.8%)', '(15.1%)'],
];

/** What the DOC and the DOCX of Contract_A must both give: its properties and its first paragraphs. */
export function expectContractA(doc: ReadDocument, format: 'doc' | 'docx'): void {
  expect(doc.format).toBe(format);
  expect(doc.numPages).toBe(4);
  expect(doc.title).toBeUndefined();
  expect(doc.author).toBe('JEFF ARN');
  expect(doc.publicationDate).toBe('2019-08-22');
  const texts = paragraphTexts(doc);
  expect(texts[0]).toBe(
    'AGREEMENT BETWEEN OWNER AND CONTRACTOR for use when a stipulated price forms the basis of payment and to be used only with the General Conditions of the Contract',
  );
  expect(texts).toContain('ARTICLE A-1 THE WORK');
}
