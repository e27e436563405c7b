/** Hand-made reader output for the document-half tests, and the reading of an html slice the checks use. */
import type { ReadBlock, ReadCell, ReadDocument, ReadParagraph, TextStyle } from '../../src/contracts/readers/types.js';
import type { Location } from '../../src/contracts/wire.js';

export const PLAIN: TextStyle = { font: 'TimesNewRomanPSMT', size: 10 };
export const BOLD: TextStyle = { font: 'TimesNewRomanPS-BoldMT', size: 10, bold: true };

export function para(text: string, extra: Partial<ReadParagraph> = {}, style: TextStyle = PLAIN): ReadParagraph {
  return { kind: 'paragraph', page: 1, runs: [{ text, style }], ...extra };
}

export function bold(text: string, extra: Partial<ReadParagraph> = {}): ReadParagraph {
  return para(text, extra, BOLD);
}

export function cell(text: string, colSpan = 1, rowSpan = 1): ReadCell {
  return { runs: text === '' ? [] : [{ text, style: PLAIN }], colSpan, rowSpan };
}

export function table(rows: ReadCell[][]): ReadBlock {
  return { kind: 'table', page: 1, rows };
}

export function doc(blocks: ReadBlock[], extra: Partial<ReadDocument> = {}): ReadDocument {
  return { format: 'pdf', numPages: 1, blocks, ...extra };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** What a reader of the html sees in `html[begin, end)`: tags gone, entities decoded, whitespace collapsed. */
export function sliceText(html: string, location: Location): string {
  return html
    .slice(location.begin, location.end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The TableTestV3 table as the PDF and DOCX readers give it: two header rows, spans in the first. */
export const TABLE_TEST_V3: ReadCell[][] = [
  [cell(' '), cell('Three months ended September 30,', 2), cell('Nine months ended September 30,', 2)],
  [cell(' '), cell('2005'), cell('2004'), cell('2005'), cell('2004')],
  [cell('Statutory tax rate'), cell('35.0%'), cell('35.0%'), cell('35.0%'), cell('35.0%')],
  [cell('IRS audit settlement'), cell('(97.9%)'), cell('(36.0%)'), cell('(58.4%)'), cell('(15.2%)')],
  [cell('Dividends received deduction'), cell('(13.2%)'), cell('(3.3%)'), cell('(15.4%)'), cell('(4.7%)')],
  [cell('Total effective tax rate'), cell('(76.1%)'), cell('(4.3%)'), cell('(38.8%)'), cell('(15.1%)')],
];
