/**
 * The date a notarial deed opens with: the day the deed is made before the notary (issue 18, h92fd; facts set 53's
 * cause 13). French and other civil-law notaries write it first, in words, the year before the day:
 *
 *   "IN THE YEAR TWO THOUSAND AND THIRTY-EIGHT," / "ON THE TWENTY-SECOND OF JULY," / "AT SAINT-PIERRE, …" / "BEFORE
 *   Maître …" / "APPEARED:"
 *
 * on two lines or one ("In the year 2038, on the 22nd of July, before us …"), or the day first with its year ("On the
 * twenty-second of July, two thousand and thirty-eight, at Saint-Pierre, before Maître …", "On 22 July 2038, at
 * Saint-Pierre, in the office of the notary, …"), or the place first, as Spanish and Galician notaries write it ("In
 * Vilanova de Arousa, on the twenty-second of May of two thousand and forty-four." / "Before me, …, Notary …"). The deed's closing then dates nothing itself ("Drawn up and passed …
 * on the day, month and year stated above"). The making's date, Low, as every signing date.
 *
 * Only in the deed's opening (its first few lines) and only where the opening goes on to the appearance before the
 * notary (NOTARIAL_CUE, in the same line or the next three): a clause "On 1 May 2038, the Seller delivers …" under a
 * title is no deed's opening.
 */
import { IN_PLACE_ON } from '../document/place-of-making.js';
import { isCalendarDate, writesNoYear, type NumericFact } from '../numbers/numeric-fact.js';

interface Evidence { readonly text: string; readonly numeric: readonly NumericFact[] }

/** A date the opening gives: where its day stands, and its value (the year taken from "in the year …" where the day has none). */
export interface DeedOpeningDate { readonly element: number; readonly begin: number; readonly end: number; readonly value: string }

/** How many of the first lines may hold the opening (a deed number and the title stand above it). */
const OPENING_LINES = 6;
// "In the year" opening its line, the year's number right after it. Anchored: linear.
const IN_THE_YEAR = /^\s*in\s{1,3}the\s{1,3}year\s{1,3}$/i;
// Between the year and its day: a comma perhaps, then "on (the)", the day next. Anchored: linear.
const YEAR_TO_DAY = /^\s{0,3},?\s{0,3}on\s{1,3}(?:the\s{1,3})?$/i;
// The day's line after the year's: "ON THE TWENTY-SECOND OF JULY,". Anchored: linear.
const ON_THE = /^\s*on\s{1,3}(?:the\s{1,3})?$/i;
// A place before the day, as Spanish, Galician and Portuguese notaries open: "In Vilanova de Arousa, on the twenty-second
// of May of two thousand and forty-four.", "At Vigo, on 22 May 2044, before me, …" (issue 18, h105d65; facts set 65's
// cause 20). The place a capitalised word and up to 60 characters without a comma, then "on (the)" right before the day.
// Anchored, one bounded run then a fixed tail: linear.
// IN_PLACE_ON: place-of-making.ts, one pattern with facts.ts' signing line (h105mendC).
// The appearance before the notary: "BEFORE Maître …", "before me, …, notary", "before the undersigned notary",
// "APPEARED:", "there appeared", "personally appeared"; at a line's start or after a comma. Bounded: linear.
const NOTARIAL_CUE = /(?:^|[,;]\s{0,3})(?:before\s{1,3}(?:me|us|Ma[iî]tre|Me\b|the\s{1,3}(?:undersigned|notary))|(?:there\s{1,3}|personally\s{1,3})?appeared\b)/im;

/** The year the Number fact `f` of `text` writes right after "In the year" at the line's start, if any. */
function yearOpening(text: string, f: NumericFact): number | undefined {
  if (f.type !== 'Number' || !IN_THE_YEAR.test(text.slice(0, f.begin))) return undefined;
  const year = Number(f.value);
  return Number.isInteger(year) && year >= 1900 && year <= 2199 ? year : undefined;
}

/** The date with the year `year` put in place of the day's missing one. */
const inYear = (f: NumericFact, year: number): string => `${year}${f.value.slice(4)}`;

/** The date a notarial deed's opening gives (see above), or undefined. */
export function deedOpeningDate(elements: readonly Evidence[]): DeedOpeningDate | undefined {
  const last = Math.min(elements.length, OPENING_LINES);
  for (let i = 0; i < last; i++) {
    const found = openingDateAt(elements, i);
    if (found === undefined) continue;
    const cued = elements.slice(found.element, found.element + 4).some((e) => NOTARIAL_CUE.test(e.text));
    return cued ? found : undefined;
  }
  return undefined;
}

/** The opening date starting at line `i`: "In the year …, on the …" (on one line or two) or "On <date>" opening the line. */
function openingDateAt(elements: readonly Evidence[], i: number): DeedOpeningDate | undefined {
  const e = elements[i];
  const first = e.numeric[0];
  if (first === undefined) return undefined;
  const year = yearOpening(e.text, first);
  if (year !== undefined) {
    const day = e.numeric[1];
    if (day !== undefined && isCalendarDate(day) && YEAR_TO_DAY.test(e.text.slice(first.end, day.begin))) {
      return { element: i, begin: day.begin, end: day.end, value: writesNoYear(e.text, day) ? inYear(day, year) : day.value };
    }
    const next = elements[i + 1];
    const nextDay = next?.numeric[0];
    if (day !== undefined || next === undefined || nextDay === undefined || !isCalendarDate(nextDay) || !ON_THE.test(next.text.slice(0, nextDay.begin))) return undefined;
    return { element: i + 1, begin: nextDay.begin, end: nextDay.end, value: writesNoYear(next.text, nextDay) ? inYear(nextDay, year) : nextDay.value };
  }
  if (isCalendarDate(first) && (ON_THE.test(e.text.slice(0, first.begin)) || IN_PLACE_ON.test(e.text.slice(0, first.begin))) && !writesNoYear(e.text, first)) {
    return { element: i, begin: first.begin, end: first.end, value: first.value };
  }
  return undefined;
}
