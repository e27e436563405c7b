/**
 * The words that make the figure after them a document part's or a reference's number, no date and no count: "clause 5",
 * "Sections 3 and 4", "release 2034. 04. 09", "Policy no. 1. 5. 2034". One home for the four readers that ask (session
 * 38 left two lists of the same words: issue 18, h73left):
 * - a dotted pair of 24-hour times after a part's word is a clause number ("clauses 10.10 to 10.15", recognizers.ts);
 * - a date-shaped figure after a part's or a reference's word is their number (recognizers.ts for the year-first shape,
 *   spaced-day-first-dates.ts for the spaced day-first one): {@link NUMBER_WORD_BEFORE};
 * - "Section 5", "Paragraph 1", "Item 8" name a part, no quantity (not-quantities.ts), cased as {@link partWordForms} says.
 */
import { firstLetterEitherCase } from '../../../common/regexp.js';

/** A numbered part of a document, singular (each takes "s" in the plural): "clause 5", "Articles 3 and 4", "items 2.1". */
export const DOCUMENT_PART_WORDS = ['clause', 'section', 'paragraph', 'article', 'rule', 'item'] as const;
export type DocumentPartWord = (typeof DOCUMENT_PART_WORDS)[number];

/** {@link DOCUMENT_PART_WORDS} as an alternation, singular or plural, for a case-insensitive pattern. */
export const DOCUMENT_PART_NOUNS = DOCUMENT_PART_WORDS.map((w) => `${w}s?`).join('|');

/**
 * The other words a figure is numbered after: more parts and their abbreviations, a reference's own words ("release",
 * "version", "no.", "ref", "policy"), a page, a lot, a step, a firmware's build (review hrev61 of h70dates), a case, file,
 * docket, invoice or order ("Case 12/1-2037", "Order 3/4-2037": a reference shaped as a Nordic date; issue 18, hrev71). With
 * {@link DOCUMENT_PART_NOUNS}, for a case-insensitive pattern.
 */
const OTHER_NUMBER_WORDS = String.raw`points?|annex(?:es)?|schedules?|release|version|v|no|nos|nr|number|ref|reference|policy|pages?|p|pp|lots?|steps?|stages?|phases?|parts?|chapters?|exhibits?|appendix|appendices|art|arts|sec|para|cl|firmware|software|build|cases?|files?|dockets?|invoices?|orders?`;

/**
 * A document part's or a reference's word right before a date-shaped figure, with its stop, a colon or "#": the figure
 * is their number ("Section 2034. 04. 09", "Policy no. 1. 5. 2034", "release 2034. 04. 09"). Test it on the 16
 * characters before the figure. Anchored at the end, bounded: linear.
 */
export const NUMBER_WORD_BEFORE = new RegExp(String.raw`\b(?:${DOCUMENT_PART_NOUNS}|${OTHER_NUMBER_WORDS})\.?[ \t]{0,3}(?:[:#][ \t]{0,3})?$`, 'i');

/**
 * The forms of part words as a case-sensitive pattern writes them: capitalised and in capitals, and in small letters
 * too where `lowerCase` (a lower-case "items 1. Delivery and 2. Payment" counts list items, so "item" is left out of it);
 * the plural optional, or the plural only (`plural: 'only'`): "Sections?", "SECTIONS?", "sections?".
 */
export function partWordForms(words: readonly DocumentPartWord[], lowerCase: boolean, plural: 'optional' | 'only' = 'optional'): string {
  const mark = plural === 'only' ? '' : '?';
  return words.flatMap((w) => {
    const rest = w.slice(1);
    const first = lowerCase ? firstLetterEitherCase(w[0]) : w[0].toUpperCase();
    return [`${first}${rest}s${mark}`, `${w.toUpperCase()}S${mark}`];
  }).join('|');
}
