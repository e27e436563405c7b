/**
 * Small text helpers the labellers share: list markers, leading clause numbers, quote folding and the
 * `(begin, end)` spans every finder returns. Pure functions over one element's text.
 */
import { oneByteWhenLatin1 } from '../../../common/one-byte-string.js';
import { CHAT_LEAD_AT_START } from './chat-lines.js';

export interface Span {
  begin: number;
  end: number;
}

/**
 * The most letters and hyphens after a name word's capital that a pattern reads as one word. Every capital after a
 * hyphen is a word boundary where a pattern may start again; a word read to its end from each of them made one long
 * hyphenated run ("AB-AB-…") quadratic. No name has a longer word ("Engineering-Procurement-Construction" is 36).
 */
export const NAME_WORD_MAX = 59;

/**
 * The characters a list's bullet is written with: a dot, a square or a circle, an asterisk, a dash (the hyphen escaped,
 * so the list may stand anywhere in a class). One home for the classes that read a bullet (the list markers here, a fee
 * row's, a list's item, a bulleted compliance item; schedule-items.ts spreads it with the layout's rarer glyphs; issue
 * 18, h110dup).
 */
export const BULLET_CHARACTERS = String.raw`•·▪◦●*–\-`;
/** One bullet character (BULLET_CHARACTERS). */
export const BULLET = `[${BULLET_CHARACTERS}]`;

// A document's number after "No.": figures, letters, slashes, dots and hyphens, up to 24 ("No. 14/2038", "No.
// 2038-014/CKDG/SG": a year, a serial and the issuing office's initials, as francophone West African drafting numbers a
// contract; issue 18, h88t, facts set 49's cause 16). One home for a contract's titles (contract-types.ts), a contract cited by
// its number (date-kinds.ts) and a category's document title (category-document-names.ts). Bounded: linear.
export const DOCUMENT_NUMBER = String.raw`(?:no\.?|number|#)\s{0,3}[\w./-]{1,24}`;

/**
 * A list marker at the start of an element: `(ii)`, `a)`, `b.`, `1.`, `2)`, `•`, `-`, `iv.`, and the AIA forms' `.1`.
 * French, Francophone African and Lao drafting in English numbers with a slash (`1/ OBJECT OF CONTRACT`, `a/ keep a
 * record`) and French ordinals with a degree sign (`1°) the loading …`, `2°)`): markers as `1.` and `a)` are, before a
 * space only, so "1/2 of the price", "24/7 support" and a date "1/05/2037" keep their figures (issue 18, h78t61).
 */
export const LIST_MARKER = new RegExp(String.raw`^\s*(?:\(?(?:[ivxlc]{1,6}|[a-z]|\d{1,3})\)|\d{1,2}°\)|(?:[ivxlc]{1,6}|[a-z])\.(?=\s)|\d{1,3}\.(?=\s)|(?:\d{1,2}|[a-z])\/(?=\s)|\.\d{1,2}(?=\s)|${BULLET})\s*`, 'i');

/**
 * A clause number at the start of an element: `5.8.1`, `16.1A.2`, `21.0`, `22.`, a heading's `ARTICLE 4` / `Article IV`
 * / `Article (4)` (the number in brackets, as translated Arabic and French contracts write it) before a capital (not a list marker),
 * and the abbreviation `Art. 5` that Swiss, German and Italian drafting in English heads its articles with, and the number
 * in words of Spanish drafting in English (`CLAUSE FOUR.– PAYMENT`, `ARTICLE TWO - FEES`; capitals only, up to twenty).
 * `Section 1.1` / `Clause 4.2` open a sentence as `1.1` does, also before a quoted term (`Section 1.1 "Goods" means …`:
 * the label hid the definition; issue 18, h50n50); a lower-case word after the number keeps a reference as it is
 * ("Clause 6 continues to apply …"). A club's or a society's rules head theirs `Rule 1. Booking` / `RULE 4 PAYMENT`, numbered as a
 * section is: the heading's own number, no Number (contracts.md's Number: not "the element's own leading clause number";
 * set 91, issue 18, h117a91). In title case, a bracket or a quoted term after the number is a reference's
 * ("Clause 9 (Termination) gives …", "Clause 3.2 "Fees" shall be read …": C37 keeps a clause's number a Number), except a
 * quoted term a definition's verb follows ("Section 1.1 "Goods" means …"; hrev36).
 * Brazilian drafting in English opens a clause's paragraphs with their number in words, "Paragraph One." / "Sole
 * Paragraph." (the "Parágrafo Primeiro" / "Parágrafo Único" of the original), before the sentence's capital: the
 * paragraph's number, as "1.1" is (issue 18, h67n54; a digit after "Paragraph" is left as written).
 * Two more numberings of translated drafting (issue 18, h76t58): a section's letter, a dot and the paragraph's number
 * (`A.1 THE ADMINISTRATION called …`, `C.2.1 The Supplier …`, Uruguayan and Argentine tenders) before a capital, and a
 * paragraph numbered by its article and a hyphen (`1-1 The following documents …`, `10-3 This Contract is made …`, Gulf
 * drafting) before a sentence's opening word ("The", "Each", "If", "Under" …) or a capitalised word and a lower-case
 * one: "A.1 grade steel" (lower case) stays a grade, and "12-14 Mill Lane" (two capitalised words) a street's numbers.
 * A capitalised plural is what a range counts, as a price table's rows open ("11-50 Users pay …", "2-3 Days after
 * delivery …"): a Number (review hrev68); "Address", "Glass" (a double s) are no plurals.
 * A schedule's or an annex's paragraph numbered by one or two capitals run into its figures (`C1.3 The Contractor supplies
 * …`, `B2.1 The Customer pays …`, `SC4.2 …`) is a paragraph number as `1.3` is (issue 18, h110n87: the subject after it
 * opens the clause): a dot and figures after the first figures are required, so a form's or a product's code ("B2B",
 * "A4 paper", "C130 aircraft", a postcode "B2 1AA") stays as written.
 */
export const CLAUSE_NUMBER = /^\s*(?:(?:Sole|Single)\s+Paragraph|Paragraph\s+(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth))\.(?=\s+[A-Z])\s*|^\s*(?:ARTICLE|CLAUSE)\s+(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|THIRTEEN|FOURTEEN|FIFTEEN|SIXTEEN|SEVENTEEN|EIGHTEEN|NINETEEN|TWENTY)\b\.?(?=\s{0,3}[–—-]|\s+[A-Z]|\s*$)\s*|^\s*(?:ARTICLE|Article|ART\.|Art\.|SECTION|CLAUSE)\s+(?:\d{1,3}(?:\.\d{1,3})*|[IVXL]{1,6}|\(\d{1,3}\))\.?(?=\s+[A-Z("“–-]|\s*$)\s*|^\s*(?:Section|Clause|Rule|RULE)\s+(?:\d{1,3}(?:\.\d{1,3})*|[IVXL]{1,6})\.?(?=\s+[A-Z–-]|\s+["“][^"”\n]{1,60}["”]\s{1,3}(?:means|includes|shall\s+mean|has\s+the\s+meaning)\b|\s*$)\s*|^\s*\d{1,3}(?:\.\d{1,3}[A-Z]?)+\.?(?=\s|$)\s*|^\s*\d{1,3}\.\d*(?=\s|$)\s*|^\s*(?:[A-Z]\.\d{1,3}(?:\.\d{1,3})*|[A-Z]{1,2}\d{1,3}(?:\.\d{1,3})+)\.?(?=\s+[A-Z("“]|\s*$)\s*|^\s*\d{1,3}-\d{1,3}(?=\s+(?:(?:The|This|These|Each|Every|Any|All|No|Neither|Either|If|In|Under|Where|When|Unless|Upon|On|For|During|Subject|Notwithstanding|Without|Both|Such)\s|[A-Z][a-z']{0,30}(?<![^s]s)\s+[a-z(]))\s*/;

/**
 * Length of the leading clause number or list markers (possibly both: `5.3 (a) `), 0 when none. A chat export's line
 * opening ("[14/03/2047, 09:15] Kirsty Jamieson: ") leads its message as a number leads a clause (set 91's cause 1).
 */
export function leadLength(text: string): number {
  let at = CHAT_LEAD_AT_START.exec(text)?.[0].length ?? 0;
  for (let i = 0; i < 3; i++) {
    const rest = text.slice(at);
    const m = CLAUSE_NUMBER.exec(rest) ?? LIST_MARKER.exec(rest);
    if (!m || m[0].length === 0) break;
    at += m[0].length;
  }
  return at;
}

/** True when the element starts with a list marker (and so continues a list). */
export function startsWithListMarker(text: string): boolean {
  return LIST_MARKER.test(text) && !/^\s*[-–*]\s*$/.test(text);
}

/** Straight quotes for curly ones; same length, so offsets survive. */
export function foldQuotes(text: string): string {
  // Stored one byte a character when it can be (common/one-byte-string.ts): the replaced quotes leave a two-byte string.
  return oneByteWhenLatin1(text.replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb]/g, '"').replace(/[\u2018\u2019\u201b`]/g, "'"));
}

/**
 * An e-mail's quote marks opening a line of a quoted message ("> Kind regards,", "> > Hery Rakotomalala", "> – Fee: …"),
 * written as blanks of the same length: the quoted message's words are read as any message's, its signature block and
 * its names where they stand, and every span keeps its offsets (facts set 60's cause 4, issue 18, h101p60). Only before
 * a letter, a bullet's dash or the line's end: "> 30 days" compares a figure. Bounded, anchored at each line: linear.
 */
const QUOTE_MARKS = /^(?:>[ \t]?){1,8}(?=[\p{L}–—•*-]|$)/gmu;
export function blankQuoteMarks(text: string): string {
  return text.includes('>') ? text.replace(QUOTE_MARKS, (marks) => ' '.repeat(marks.length)) : text;
}

/** Lower-cased words, for the category model. */
export function wordsOf(text: string): string[] {
  return foldQuotes(text).toLowerCase().match(/[a-z][a-z'&-]*[a-z]|[a-z]/g) ?? [];
}

/** Whether two spans overlap. */
export function overlaps(a: Span, b: Span): boolean {
  return a.begin < b.end && b.begin < a.end;
}

/**
 * A run-in heading at the start of an element, as US terms write them ("9. Confidentiality. Seller will …", "5.
 * Price and Payment. The prices …"): a clause number, then up to five capitalised words closed by a period, then a
 * capital. Returns the heading with its trailing space, or undefined.
 */
export function runInHeading(text: string): string | undefined {
  return RUN_IN_HEADING.exec(text.slice(0, 120))?.[0];
}
const RUN_IN_HEADING = /^\s*\d{1,3}(?:\.\d{1,3})*\.?\s+(?:[A-Z][\w'’&-]*\s+(?:(?:and|of|the|for|to|&)\s+)?){0,4}[A-Z][\w'’&-]*\.\s+(?=[A-Z])/;
