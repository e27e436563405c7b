/**
 * A line of a place and a date alone, as civil-law and post-Soviet drafting writes it over the preamble ("Kostanay, 2
 * September 2034", "Lyon, le 3 mars 2034", "Győr, 2034. 04. 09.", "Burgdorf, 20.03.2034"): where and when the contract
 * was made, never a party. A preamble's slot whose own name went unread looked up to it for a name (slot-names.ts
 * `nameBefore`) and made the town the party (facts set 37's cause 8, h67slot).
 */
import { PLACE_NAME } from '../document/place-of-making.js';
import { MONTH_NAME } from '../lexicon/calendar-words.js';

/** A day and a month's name (in any language's capitals or small letters), perhaps a year: "2 September 2034", "3 mars 2034". */
const WORDED_DATE = String.raw`(?:le\s{1,3}|the\s{1,3})?\d{1,2}(?:st|nd|rd|th|er)?\.?\s{1,3}(?:of\s{1,3})?\p{L}{3,12}\.?,?\s{1,3}\d{4}`;
/** A month's name first: "September 2, 2034". */
const MONTH_FIRST_DATE = String.raw`${MONTH_NAME}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4}`;
/** A date in figures, day first or year first: "20.03.2034", "02/09/2034", "2034. 04. 09.", "2034-04-09". */
const FIGURE_DATE = String.raw`(?:\d{1,2}[./-]\s{0,2}\d{1,2}[./-]\s{0,2}\d{2,4}|\d{4}[./-]\s{0,2}\d{1,2}[./-]\s{0,2}\d{1,2})\.?`;
/**
 * The whole line: the place (a town and perhaps its region or country after a comma, "city" after it as Kazakh drafting
 * writes "Almaty city"), a comma, the date, a full stop at most. Anchored at both ends, each part bounded: linear.
 */
const PLACE_AND_DATE_LINE = new RegExp(String.raw`^\s{0,8}${PLACE_NAME}(?:\s{1,3}city)?(?:,\s{0,3}${PLACE_NAME})?\s{0,3},\s{0,3}(?:${WORDED_DATE}|${MONTH_FIRST_DATE}|${FIGURE_DATE})\s{0,3}\.?\s{0,8}$`, 'u');

/** Whether `line` is a place and a date and nothing else (at most 120 characters: a line, not a clause). */
export function isPlaceAndDateLine(line: string): boolean {
  return line.length <= 120 && PLACE_AND_DATE_LINE.test(line);
}
