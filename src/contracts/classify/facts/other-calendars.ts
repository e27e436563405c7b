/**
 * Dates of another calendar, which the recognizer reads as Gregorian ones and no contract means so (one home for both
 * signs). Marked right after the date: Nepali contracts date in Bikram Sambat ("2082/01/15 B.S.", 57 years ahead of
 * the Gregorian year) and give the Gregorian date beside it ("(corresponding to 28 April 2025 A.D.)"), h20facts2.
 * Unmarked, by its year: Iranian and Afghan contracts date in the solar hijri calendar, year first with slashes
 * ("Date: 1416/02/05 (24 April 2037)", "from 1416/02/20 to 1416/02/23"), 621 years behind the Gregorian year; a
 * year-first slashed date two centuries or more before the contract's latest date is such a date, not a Gregorian day
 * (issue 18, h80f45d; facts set 45's cause 13). The lunar hijri year ("1459/05/12") is further behind still.
 * Ethiopian contracts date in the Ethiopian calendar, marked "E.C." (about eight years behind the Gregorian year), and give
 * the Gregorian date, marked "G.C.", in brackets after it: "concluded on Tir 12, 2035 E.C. (20 January 2043 G.C.)". A date
 * in figures so marked ("12/05/2035 E.C.") is no Gregorian day either (issue 18, h100d59; facts set 59's cause 11).
 */
import { isCalendarDate, type NumericFact } from '../numbers/numeric-fact.js';

/** The marks of another calendar after its date, one list for both readings below. */
const OTHER_CALENDAR_MARK = String.raw`(?:B\.\s?S\.?(?!\w)|E\.\s?C\.?(?!\w)|Bikram\s+Sambat\b|Vikram\s+Samvat\b|Ethiopian\s+calendar\b)`;
const OTHER_CALENDAR_AFTER = new RegExp(String.raw`^\s*${OTHER_CALENDAR_MARK}`);
/** A date written year first with slashes, the whole of its span. Anchored: linear. */
const YEAR_FIRST_SLASHED = /^\d{4}\/\d{1,2}\/\d{1,2}$/;
/** Years between a calendar's date and the contract's latest Gregorian one that no contract's own dates span. */
const CENTURIES_APART = 200;

/** The latest year of the calendar dates among `numeric` facts of the elements (0 when none). */
export function latestDateYear(elements: readonly { readonly numeric: readonly NumericFact[] }[]): number {
  let latest = 0;
  for (const e of elements) for (const f of e.numeric) {
    if (!isCalendarDate(f)) continue;
    latest = Math.max(latest, Number(f.value.slice(0, 4)));
  }
  return latest;
}

/** Whether the date fact `f` of `text` is one of another calendar (see above), `latestYear` the document's latest. */
export function isOtherCalendarDate(text: string, f: NumericFact, latestYear: number): boolean {
  if (OTHER_CALENDAR_AFTER.test(text.slice(f.end, f.end + 20))) return true;
  return Number(f.value.slice(0, 4)) <= latestYear - CENTURIES_APART && YEAR_FIRST_SLASHED.test(text.slice(f.begin, f.end));
}

/**
 * A date of another calendar, its mark and the bracket (or comma, perhaps "that is") opening the Gregorian date beside it,
 * at the end of the text before that Gregorian date: "Tir 12, 2035 E.C. (", "12 Tir 2035 E.C., that is ", "2082/01/15
 * B.S. (corresponding to ". The other calendar's date is written with a month's name (any calendar's: a word) or in
 * figures. Anchored at the end, bounded: linear.
 */
const OTHER_DATE_GLOSS_BEFORE = new RegExp(String.raw`(?:\p{L}{2,12}\s{1,3}\d{1,2},?\s{1,3}\d{4}|\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:of\s{1,3})?\p{L}{2,12},?\s{1,3}\d{4}|\d{1,4}[./-]\d{1,2}[./-]\d{1,4})\s{0,3}${OTHER_CALENDAR_MARK}\s{0,3}[(,]\s{0,3}(?:(?:that\s{1,3}is|i\.\s?e\.|corresponding\s{1,3}to|equivalent\s{1,3}to)\s{0,3},?\s{0,3})?$`, 'iu');

/**
 * The text before a Gregorian date with the other calendar's date that it glosses cut off its end ("This contract is
 * concluded on Tir 12, 2035 E.C. (" → "This contract is concluded on "): the Gregorian date is the one the words before the
 * other calendar's date speak of, as a date right after them would be (issue 18, h100d59; facts set 59's cause 11).
 * Only the last 80 characters are read.
 */
export function withoutOtherCalendarGloss(before: string): string {
  const tail = before.slice(-80);
  const m = OTHER_DATE_GLOSS_BEFORE.exec(tail);
  return m === null ? before : before.slice(0, before.length - tail.length + m.index);
}
