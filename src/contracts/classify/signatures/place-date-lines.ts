/**
 * A line of a place and a date alone: where and when the contract was made, never a party and no subject. One home
 * (issue 18, h70dates) for what two readers read apart: the closing lines (signature-lines.ts `isClosingLine`, round 8's
 * "In Tampere, 2 March 2028", "At Lyon on 3 June 2027", "Piracicaba, 10 March 2027.") and the line over a preamble's
 * slot (parties/slot-names.ts, h67slot: civil-law and post-Soviet drafting writes "Kostanay, 2 September 2034", "Lyon,
 * le 3 mars 2034", "Győr, 2034. 04. 09.", "Burgdorf, 20.03.2034" over the preamble, and a slot whose own name went unread
 * looked up to it and made the town the party, facts set 37's cause 8). Each reads the union. So does the contract's date
 * of making (facts/facts.ts): such a line right under the title, its number line or its subtitle is the day the contract
 * was made (issue 18, h73f39d: it read the line with a pattern of its own before).
 */
import { PLACE_NAME } from '../document/place-of-making.js';
import { MONTH_NAME, OTHER_LANGUAGE_MONTH_NAME } from '../lexicon/calendar-words.js';
import { runnable } from '../../../common/regex-prefilter.js';

/**
 * Round 8's closing lines; case-sensitive: a town, a name and a company's form are capitalised.
 * (h67c54) The place may stand without "In" or "At" when a comma follows it ("Piracicaba, 10 March 2027.", the
 * Brazilian and continental close after an annex's rate rows, which took the rows' heading's Pricing & Taxes).
 */
// (issue 18, h73f39d) The formula may name the town's province and country after it, each after a comma, and the day as
// the common-law preamble writes it: "In Tandil, on the 7th day of June 2031.", "In Pilar, Province of Buenos Aires,
// Argentine Republic, on 2 April 2034." (Argentine and other Spanish drafting).
// Spanish drafting may name the province in brackets after the town: "In Astigarraga (Gipuzkoa), on 2 September 2038."
// (issue 18, h94fd; facts set 55's cause 10), after "In" or "At" only ("Acme (Holdings), 2 May 2038" names no place).
// Each part bounded: linear.
const SIGNING_PLACE_AND_DATE = /^\W*(?:(?:In|At)\s+[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2}(?:\s{1,3}\([A-Z][\p{L}'’-]*(?:\s{1,3}[A-Z][\p{L}'’-]*){0,2}\))?(?:,\s{1,3}[A-Z][\p{L}'’-]*(?:\s{1,3}(?:of\s{1,3})?[A-Z][\p{L}'’-]*){0,3}){0,2},?|(?![A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2}?\s+(?:Date|Day|Deadline),)[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2},)\s+(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\.?(?:\s{1,3}day\s{1,3}of)?\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?)\s+\d{4}\.?\s*$/u;
/** (hrev59) Not a date's name before the comma ("Delivery Date, 1 March 2027.": a row of the terms), in either form. */
const DATE_NAME_BEFORE_COMMA = /^\W*[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2}?\s+(?:Date|Day|Deadline),/u;

/**
 * A day and a month's name (in any language's capitals or small letters), perhaps a year: "2 September 2034", "3 mars 2034".
 * Spanish and Portuguese drafting join the three with "de" ("Montevideo, 8 de marzo de 2032", "São Paulo, 8 de março de
 * 2032", "del 2032"): the date of making read that line before the line's one home did (hrev63, issue 18).
 */
// The day's article as French, German and the Nordic languages write it may open it ("le 3 mars 2034", "den 12. januar
// 2037"; issue 18, h77f42d).
const WORDED_DATE = String.raw`(?:le\s{1,3}|the\s{1,3}|den\s{1,3})?\d{1,2}(?:st|nd|rd|th|er)?\.?\s{1,3}(?:(?:of|de)\s{1,3})?\p{L}{3,12}\.?,?\s{1,3}(?:del?\s{1,3})?\d{4}`;
/**
 * A month's name first: "September 2, 2034", and in Spanish or Portuguese with "de" or a comma before the year ("marzo 8
 * de 2032", "marzo 8, 2032"; issue 18, h75f40d).
 */
const MONTH_FIRST_DATE = String.raw`(?:${MONTH_NAME}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?|${OTHER_LANGUAGE_MONTH_NAME}\s{1,3}\d{1,2}(?:\s{0,3},|\s{1,3}del?))\s{1,3}\d{4}`;
/**
 * A date in figures, day first or year first: "20.03.2034", "02/09/2034", "2034. 04. 09.", "2034-04-09", and the Danish
 * and Norwegian day and month before a blank and the year ("12/1 2037"; "12/1-2037" is the first shape already).
 */
const FIGURE_DATE = String.raw`(?:\d{1,2}[./-]\s{0,2}\d{1,2}[./-]\s{0,2}\d{2,4}|\d{1,2}/\d{1,2} \d{4}|\d{4}[./-]\s{0,2}\d{1,2}[./-]\s{0,2}\d{1,2})\.?`;
/**
 * A day in quotation marks or guillemets, then the month's name and the year, as post-Soviet drafting writes the date of
 * making: 'Bishkek city "14" February 2034', "Dushanbe «16» March 2026" (h28f21's reading of the date; issue 18,
 * h73f39d: the line's one home). The comma before it may be left out.
 */
const QUOTED_DAY_DATE = String.raw`["“«]\d{1,2}["”»]\s{1,3}\p{L}{3,12},?\s{1,3}\d{4}`;
/**
 * The whole line: the place (a town and perhaps its region or country after a comma, "city" after it as Kazakh drafting
 * writes "Almaty city"), a comma, the date, a full stop at most; before a quoted day the comma may be left out.
 * Anchored at both ends, each part bounded: linear.
 */
/**
 * Russian and other post-Soviet drafting opens the town with its settlement's abbreviation, in small letters: "g." (gorod,
 * a city), "s." (selo, a village), "p." or "pos." (posyolok, a settlement), "d." (derevnya, a hamlet), "st." (stanitsa),
 * "pgt" (an urban-type settlement), or in words "village of", "city of", "town of", "settlement of": "s. Churapcha
 * 18.06.2046", "g. Yakutsk, 3 May 2046" (issue 18, h108d68; facts set 68's cause 13). The abbreviations as written only
 * ("St." in capitals is a saint's name, part of the town's); one blank or more after them.
 * Georgian drafting translated opens it with "c." (kalaki, a city): "c. Ozurgeti" (issue 18, h114q72; facts set 72's cause 5).
 */
export const SETTLEMENT_BEFORE = String.raw`(?:(?:g|s|p|pos|d|st|c)\.\s{1,3}|pgt\.?\s{1,3}|(?:[Vv]illage|[Cc]ity|[Tt]own|[Ss]ettlement)\s{1,3}of\s{1,3})?`;
/**
 * The settlement's noun after the town, as Kazakh drafting writes "Almaty city" and Kyrgyz drafting translated "Karakol
 * town «03» May 2047" (a town, gorod, rendered "town"; facts set 73's cause 7, issue 18, h117q73), or "village".
 */
const SETTLEMENT_AFTER = String.raw`(?:\s{1,3}(?:city|town|village))?`;
const PLACE_AND_DATE_LINE = new RegExp(String.raw`^\s{0,8}${SETTLEMENT_BEFORE}${PLACE_NAME}${SETTLEMENT_AFTER}(?:,\s{0,3}${PLACE_NAME})?\s{0,3}(?:,\s{0,3}(?:${WORDED_DATE}|${MONTH_FIRST_DATE}|${FIGURE_DATE}|${QUOTED_DAY_DATE})|${QUOTED_DAY_DATE})\s{0,3}\.?\s{0,8}$`, 'u');
/**
 * Russian and other post-Soviet drafting sets the town left and the date right on one line, with no comma: "Ashgabat
 * city          14.03.2036", "Mary city 12.04.2031", "Tashkent               12 April 2031" (issue 18, h76f41d;
 * facts set 41's cause 13). Without the comma the town needs "city" (or "town", "village") after it, or a wide gap
 * (three blanks or a tab) before the date: a single blank ("Version 12.04.2031", "Updated 12 April 2031") is a
 * heading's stamp as often, and a number before the date ("Room 12 12.04.2031") is no town. A row of the terms named
 * "… Date" stays none (DATE_NAME_BEFORE_GAP). Anchored at both ends, each part bounded: linear.
 */
// The town's province or region may follow it after a comma, as on the comma's line: "Erdenet, Orkhon Province
// 2043.06.12" set wide apart (issue 18, h102d62; facts set 62's cause 10); the gap is then the wide one, or, where a
// reader has closed it up to one blank, the region's own noun ("Province", "Region", "District", "Oblast", "County")
// ends the place as "city" does.
const REGION_NOUN = String.raw`(?:Province|Region|District|Oblast|County|Prefecture|Governorate|Aimag)`;
const PLACE_GAP_DATE_LINE = new RegExp(String.raw`^\s{0,8}${SETTLEMENT_BEFORE}${PLACE_NAME}(?:\s{1,3}(?:city|town|village)\s{1,80}|,\s{0,3}(?:\p{Lu}[\p{L}'’-]{1,30}\s{1,3}){1,3}${REGION_NOUN}\s{1,80}|(?:,\s{0,3}${PLACE_NAME})?(?: {3,80}|\t[\t ]{0,80}))(?:${WORDED_DATE}|${MONTH_FIRST_DATE}|${FIGURE_DATE})(?:\s{0,3}\.)?\s{0,8}$`, 'u');
/** A date's name before the wide gap ("Delivery Date      12.04.2031": a row of the terms). */
const DATE_NAME_BEFORE_GAP = /^\W*[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,2}?\s+(?:Date|Day|Deadline)\s/u;

/**
 * (issue 18, h118e92; C279) A signature block's dated row: "Date:" (or "Dated:", "Date of signing:", "Signing date:",
 * "Date signed:") and a date alone after it — "Date: 20 August 2047", "Dated: 12.04.2031", "DATE: September 2, 2034" —
 * the day the row's signers signed (or an e-mail header's day), no term of the contract. A date's name before the colon
 * ("Start Date: 1 March 2027", "Delivery Date:") is a row of the terms and keeps its subject. Anchored at both ends,
 * each part bounded: linear.
 */
export const DATE_ROW = new RegExp(String.raw`^\W{0,3}(?:Date|DATE|Dated|DATED|Date\s{1,3}of\s{1,3}signing|Signing\s{1,3}date|Date\s{1,3}signed)\s{0,3}:\s{0,3}(?:${WORDED_DATE}|${MONTH_FIRST_DATE}|${FIGURE_DATE})(?:\s{0,3}\.)?\s{0,8}$`, 'u');

/** Whether `line` is a row "Date:" and a date alone (DATE_ROW; a line of at most 120 characters). */
export function isDateRow(line: string): boolean {
  return line.length <= 120 && runnable(DATE_ROW).test(line);
}

/** Whether `line` is a place and a date and nothing else (the slot's form at most 120 characters: a line, not a clause). */
export function isPlaceAndDateLine(line: string): boolean {
  if (SIGNING_PLACE_AND_DATE.test(line)) return true;
  if (line.length > 120) return false;
  if (runnable(PLACE_AND_DATE_LINE).test(line)) return !DATE_NAME_BEFORE_COMMA.test(line);
  return runnable(PLACE_GAP_DATE_LINE).test(line) && !DATE_NAME_BEFORE_GAP.test(line);
}

/**
 * The same line with one blank between the town and the date, as a post-Soviet header reads once its wide gap is
 * collapsed (a plain text's reader keeps one blank): "Vologda 12 March 2037", "Kaluga 5 May 2037", 'city of Kaluga "05"
 * May 2037' (issue 18, h78f44d; facts set 44's cause 7), its settlement's abbreviation perhaps before the town ("s.
 * Churapcha 18.06.2046", SETTLEMENT_BEFORE; h108d68). With one blank a heading's stamp has the same shape ("Version 12
 * March 2037", "Updated 5 May 2037", "Room 12 12.04.2031" has no town), and a schedule's row too ("Kaluga 5 May 2037 –
 * Moscow 7 May 2037" is no line of one place and one date): the caller reads it only right under the contract's title,
 * and never after a stamp's word (STAMP_WORD). Anchored at both ends, each part bounded: linear.
 */
const PLACE_BLANK_DATE_LINE = new RegExp(String.raw`^\s{0,8}${SETTLEMENT_BEFORE}(${PLACE_NAME})${SETTLEMENT_AFTER}\s{1,3}(?:${WORDED_DATE}|${MONTH_FIRST_DATE}|${FIGURE_DATE}|${QUOTED_DAY_DATE})\s{0,3}\.?\s{0,8}$`, 'u');
/**
 * A stamp's or a label's word where a town would stand: the line is a version's, an update's or a row's date. Review
 * hrev79 (issue 18): a participle ("Reviewed", "Received", "Archived", "Expiring") and a term's or a schedule's word
 * ("Until 30 June 2038", "Completion 30 September 2037", "Delivery 30 June 2037") date something else than the making.
 */
const STAMP_WORD = /^(?:Version|Revision|Rev|Draft|Updated?|Revised|Amended|Edition|Released?|Printed|Status|Page|Issued?|Last|Final|Effective|Dated|As|Date|Day|Deadline|Valid|Expiry|Expires|Room|Block|Lot|Plot|No|Ref|Copy|Expiring|Ending|Closing|Starting|Until|Till|Through|Delivery|Completion|Commencement|Handover|Shipment|Due|\p{Lu}\p{Ll}{2,}ed)\b/u;

/** Whether `line` is a town and a date with one blank between, no stamp (read under a title only: see above). */
export function isPlaceBlankDateLine(line: string): boolean {
  if (line.length > 120) return false;
  const m = runnable(PLACE_BLANK_DATE_LINE).exec(line);
  return m !== null && !STAMP_WORD.test(m[1]);
}

/**
 * The same two cells as a table's row, the town left and the date right with a bar between: "Petropavlovsk-Kamchatsky |
 * 14 April 2047", "city of Kaluga | 05.05.2037" (a post-Soviet heading laid out as a borderless table and read as text;
 * facts set 71's cause 9, issue 18, h112q71). Read under the contract's title only, as the one-blank line is, and never
 * after a stamp's word ("Version | 12.04.2031", "Delivery | 30 June 2037": a row of the terms). A bar may open and close
 * the row. Anchored at both ends, each part bounded: linear.
 */
const PLACE_BAR_DATE_LINE = new RegExp(String.raw`^\s{0,8}(?:\|\s{0,3})?${SETTLEMENT_BEFORE}(${PLACE_NAME})(?:\s{1,3}city)?\s{0,3}\|\s{0,3}(?:${WORDED_DATE}|${MONTH_FIRST_DATE}|${FIGURE_DATE})(?:\s{0,3}\|)?\s{0,8}$`, 'u');

/** Whether `line` is a town's cell and a date's cell of one row, no stamp (read under a title only: see above). */
export function isPlaceBarDateLine(line: string): boolean {
  if (line.length > 120 || !line.includes('|')) return false;
  const m = runnable(PLACE_BAR_DATE_LINE).exec(line);
  return m !== null && !STAMP_WORD.test(m[1]);
}

/**
 * The four lines' patterns, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it
 * writes their run sources (short runs written once, word boundaries, group ends), which the readers above run, so the
 * process rewrites none of them (bench/log.md, "The cold classify, part 22").
 */
export function placeDateLinePatterns(): readonly RegExp[] {
  return [PLACE_AND_DATE_LINE, PLACE_GAP_DATE_LINE, PLACE_BLANK_DATE_LINE, PLACE_BAR_DATE_LINE];
}
