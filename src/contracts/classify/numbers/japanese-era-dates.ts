/**
 * A date written in a Japanese era, as Japanese drafting in English dates its agreements: "April 1, Reiwa 20 (2038)",
 * "18 March Reiwa 20 (2038)", "Reiwa 20 (2038) April 1", "April 1, 2038 (Reiwa 20)" (issue 18, h91fd; facts set 52's
 * cause 11). The engine reads "April 1" alone there, a day of its reference year, and the era's figures as numbers. The
 * Gregorian year the drafter gives in brackets is the year; where none is given the era's year is counted
 * (common/japanese-eras.ts: "Reiwa 20" is 2038). The whole span is the date, the bracket included, so that a range
 * "from April 1, 2038 (Reiwa 20) to March 31, 2039 (Reiwa 21)" joins its two dates with nothing but "to".
 * Bounded, no nested quantifier: linear.
 */
import { MONTH_NAMES } from '../../../common/calendar-names.js';
import { JAPANESE_ERA_NAME, eraYear } from '../../../common/japanese-eras.js';
import { matchesOf } from '../../../common/regex-matches.js';

const MONTH = `(${MONTH_NAMES.join('|')})`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
// The era and its year ("Reiwa 20", "Heisei Gannen"), and the Gregorian year in brackets perhaps after it.
const ERA = String.raw`(${JAPANESE_ERA_NAME})\s{1,3}(\d{1,2}|Gannen)(?![\d\p{L}])`;
const BRACKETED_YEAR = String.raw`(?:\s{0,3}\(\s{0,3}(\d{4})\s{0,3}\))?`;
// The day and month first (either order), then the era: "April 1, Reiwa 20 (2038)", "18 March Reiwa 20 (2038)".
const DAY_MONTH = String.raw`(?:${MONTH}\s{1,3}${DAY}|${DAY}\s{1,3}(?:day\s{1,3}of\s{1,3})?${MONTH})`;
const DATE_THEN_ERA = new RegExp(String.raw`(?<![\p{L}\d])${DAY_MONTH},?\s{1,3}${ERA}${BRACKETED_YEAR}`, 'giu');
// The era first, then the day and month: "Reiwa 20 (2038) April 1", "Reiwa 20, 1 April".
const ERA_THEN_DATE = new RegExp(String.raw`(?<![\p{L}\d])${ERA}${BRACKETED_YEAR},?\s{1,3}${DAY_MONTH}(?![\p{L}\d])`, 'giu');
// A Gregorian date with its era in brackets after it: "April 1, 2038 (Reiwa 20)", "1 April 2038 (Heisei 50)".
const DATE_THEN_BRACKETED_ERA = new RegExp(String.raw`(?<![\p{L}\d])${DAY_MONTH},?\s{1,3}(\d{4})\s{0,3}\(\s{0,3}${ERA}\s{0,3}\)`, 'giu');

/** One such date: its span and its parts (the calendar's test is the caller's, `recognizers.ts`). */
export interface EraDate { begin: number; end: number; year: string; month: number; day: number }

const monthNumber = (name: string): number => MONTH_NAMES.findIndex((m) => m.toLowerCase() === name.toLowerCase()) + 1;

/** The dates of `text` written with a Japanese era, in the order found, none overlapping another. */
export function japaneseEraDates(text: string): EraDate[] {
  const out: EraDate[] = [];
  // Most elements name no era: the patterns run only where an era's name stands.
  if (!new RegExp(JAPANESE_ERA_NAME, 'i').test(text)) return out;
  const push = (begin: number, end: number, year: number | undefined, month: string | undefined, day: string | undefined): void => {
    if (year === undefined || month === undefined || day === undefined) return;
    if (out.some((d) => d.begin < end && begin < d.end)) return;
    out.push({ begin, end, year: String(year), month: monthNumber(month), day: Number(day) });
  };
  // Groups: month, day (month first), day, month (day first), then the era's groups.
  for (const m of matchesOf(DATE_THEN_BRACKETED_ERA, text)) {
    push(m.index, m.index + m[0].length, Number(m[5]), m[1] ?? m[4], m[2] ?? m[3]);
  }
  for (const m of matchesOf(DATE_THEN_ERA, text)) {
    push(m.index, m.index + m[0].length, m[7] !== undefined ? Number(m[7]) : eraYear(m[5], m[6]), m[1] ?? m[4], m[2] ?? m[3]);
  }
  for (const m of matchesOf(ERA_THEN_DATE, text)) {
    push(m.index, m.index + m[0].length, m[3] !== undefined ? Number(m[3]) : eraYear(m[1], m[2]), m[4] ?? m[7], m[5] ?? m[6]);
  }
  return out.sort((a, b) => a.begin - b.begin);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function japaneseEraDatesRunPatterns(): readonly RegExp[] {
  return [DATE_THEN_BRACKETED_ERA, DATE_THEN_ERA, ERA_THEN_DATE];
}
