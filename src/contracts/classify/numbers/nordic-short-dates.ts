/**
 * The short date Danish and Norwegian drafting writes: the day, a stroke, the month, then a hyphen or a blank and the
 * year ("Ilulissat, 12/1-2037", "Oslo, 3/11 2036"; issue 18, h77f42d, facts set 42's cause 15: the engine reads neither).
 * Always the day first, as those languages write it; day 1–31 and month 1–12 (the calendar's test is the caller's,
 * `recognizers.ts`), a year of four digits. Not a date: a reference's number ("Case no. 12/1-2037", "Lot 12/1 2037"), a
 * longer figure ("1.12/1-2037", "12/1-20371"), a figure and a blank followed by a word that counts ("12/1 2037 units"). Bounded, no
 * nested quantifier: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { NUMBER_WORD_BEFORE } from './reference-words.js';
import { AFTER_DATE } from './spaced-day-first-dates.js';

// No digit, stroke, stop or hyphen right before the day (a longer number), none after the year.
const NORDIC_SHORT_DATE = /(?<![\d/.,-])(\d{1,2})\/(\d{1,2})(?:-| )(\d{4})(?![\d/.,-]?\d)/g;

/** One such figure: its span and its parts. */
export interface NordicShortDate { begin: number; end: number; year: string; month: number; day: number }

export function nordicShortDates(text: string): NordicShortDate[] {
  const out: NordicShortDate[] = [];
  // Most elements hold no such figure: the pattern runs only where a stroke stands before a hyphen or blank and a year.
  if (!/\d\/\d{1,2}[- ]\d{4}/.test(text)) return out;
  for (const m of matchesOf(NORDIC_SHORT_DATE, text)) {
    const end = m.index + m[0].length;
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    if (NUMBER_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    // The hyphen joins the year as no other figure is joined; a blank may run on into a count ("12/1 2037 units").
    if (m[0].includes(' ') && !AFTER_DATE.test(text.slice(end, end + 16))) continue;
    out.push({ begin: m.index, end, year: m[3], month, day });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function nordicShortDatesRunPatterns(): readonly RegExp[] {
  return [NORDIC_SHORT_DATE];
}
