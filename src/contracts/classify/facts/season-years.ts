/**
 * Years of a season's reckoning as the facts read a contract's length: "three (3) agricultural years", "two crop years",
 * "one academic year" (a farm lease, a grazing licence, a school's contract count so; facts set 33's cause 10, h50f33).
 * The facts only: the label sets mark such a count a Number and no Duration ("for five Academic Years", "three harvest
 * years": sets 18 and 27), so the recognizer's durations (numbers/durations.ts) leave them out. Not after a slash or a
 * year's number ("the 2027/28 Academic Year", "the 2027 Crop Year" name a season). Bounded: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { wordValue } from '../numbers/durations.js';

const WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
const SEASON_YEARS = new RegExp(String.raw`(?<![\p{L}\p{N}/.-])(?:(${WORD})(?:\s{0,3}\((\d{1,2})\))?|(\d{1,2}))\s{1,3}(?:agricultural|crop|harvest|growing|academic|school|tax)\s{1,3}years?\b`, 'giu');

/** The season-year lengths of `text`, in days (365 a year), with their spans. */
export function seasonYears(text: string): { begin: number; end: number; days: number }[] {
  if (!/years?\b/i.test(text)) return [];
  const out: { begin: number; end: number; days: number }[] = [];
  for (const m of matchesOf(SEASON_YEARS, text)) {
    const count = m[2] !== undefined ? Number(m[2]) : m[3] !== undefined ? Number(m[3]) : wordValue(m[1] ?? '');
    if (count === undefined || count <= 0) continue;
    out.push({ begin: m.index, end: m.index + m[0].length, days: count * 365 });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function seasonYearsRunPatterns(): readonly RegExp[] {
  return [SEASON_YEARS];
}
