/**
 * Dates of another calendar, which the recognizer reads as Gregorian ones and no contract means so (one home for both
 * signs). Marked right after the date: Nepali contracts date in Bikram Sambat ("2082/01/15 B.S.", 57 years ahead of
 * the Gregorian year) and give the Gregorian date beside it ("(corresponding to 28 April 2025 A.D.)"), h20facts2.
 * Unmarked, by its year: Iranian and Afghan contracts date in the solar hijri calendar, year first with slashes
 * ("Date: 1416/02/05 (24 April 2037)", "from 1416/02/20 to 1416/02/23"), 621 years behind the Gregorian year; a
 * year-first slashed date two centuries or more before the contract's latest date is such a date, not a Gregorian day
 * (issue 18, h80f45d; facts set 45's cause 13). The lunar hijri year ("1459/05/12") is further behind still.
 */
import { isCalendarDate, type NumericFact } from '../numbers/numeric-fact.js';

const OTHER_CALENDAR_AFTER = /^\s*(?:B\.\s?S\.?(?!\w)|Bikram\s+Sambat\b|Vikram\s+Samvat\b)/;
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
