/**
 * A DOCX's page count from what its body holds (h52pages). Word writes the pages it laid out in `docProps/app.xml`
 * (`<Pages>`), but any producer may write any number there: a one-paragraph document stating 10,000 pages was refused
 * as too long, and one stating 1 page over three pages of page breaks was answered 1 page. The body's page breaks are
 * what it holds: Word's rendered breaks when it saved them (its own layout), else the explicit ones (a lower bound).
 * The stated count is the only count of a body that marks none (LibreOffice and Google Docs write no rendered breaks),
 * so it is kept wherever the body could hold it: at least the pages the body marks, at most the pages its paragraphs
 * and text could fill.
 */

/**
 * Fewest characters of running text a full page holds: a page of 20-point print with wide margins holds about 900, a
 * dense one 4,000 or more. A paragraph longer than this may run onto a page of its own.
 */
const MIN_CHARS_A_PAGE = 500;

export interface BodyHolds {
  /** The pages the body's breaks mark (1 with none). */
  marked: number;
  /** Paragraphs read, in table cells too. */
  paragraphs: number;
  /** Characters of text read. */
  chars: number;
}

export interface PageCount {
  pages: number;
  /** Which count it is, for a refusal: the body's breaks or the producer's statement. */
  source: 'breaks' | 'app.xml';
}

/**
 * The most pages a body could fill: the pages it marks, one more for each paragraph after the first (each could start
 * a page), and one more for each MIN_CHARS_A_PAGE characters (a long paragraph runs over pages).
 */
export function mostPagesOf(body: BodyHolds): number {
  return body.marked + Math.max(0, body.paragraphs - 1) + Math.floor(body.chars / MIN_CHARS_A_PAGE);
}

/** `stated`: app.xml's `<Pages>` text, or undefined without one. */
export function pageCountOf(stated: string | undefined, body: BodyHolds): PageCount {
  const digits = stated?.trim() ?? '';
  const count = Number(digits);
  if (/^\d{1,9}$/.test(digits) && count >= body.marked && count <= mostPagesOf(body)) {
    return { pages: count, source: 'app.xml' };
  }
  return { pages: body.marked, source: 'breaks' };
}
