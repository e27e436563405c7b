/**
 * A numeric date written day first with a stop and one space after the day and the month, as Central European drafting
 * writes it (Slovenian, Czech, Slovak, Croatian, German): "1. 5. 2034", "30. 4. 2036." (issue 18, h70dates; facts set 38's
 * cause 10a: the engine reads "1.5.2034" but no spaced form). Day 1–31 and month 1–12 (a real calendar day), a year of four
 * digits. Not a date: an outline's numbers ("1. 5. 10.", "Sections 3. 4. 2030"), a reference's number ("Policy no. 1. 5.
 * 2034"), a figure followed by a word that counts ("1. 5. 2034 units"). Bounded, no nested quantifier: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
// A document part's or a reference's word right before the figure: it is their number (a page, a lot, a step, an
// abbreviated article or section, "Art. 5. 1. 2034", a firmware's build: review hrev61 of h70dates).
import { NUMBER_WORD_BEFORE } from './reference-words.js';

// One space (or a tab) after each stop; no digit or stop-and-digit right before the day (a longer outline number).
const SPACED_DAY_FIRST = /(?<![\d.,])(?<!\d\.[ \t]{1,2})(\d{1,2})\.[ \t](\d{1,2})\.[ \t](\d{4})(?![\d.,]\d)/g;
// A date's label naming what is dated: "Date of order: 3. 3. 2043", "Date of the invoice: …" — the figure is that day, not
// the order's or the invoice's number (issue 18, h100d59; facts set 59's cause 8). Anchored at the end, bounded: linear.
const DATE_OF_LABEL_BEFORE = /\bdate[ \t]{1,3}of[ \t]{1,3}(?:(?:the|this)[ \t]{1,3})?[\p{L}-]{1,20}[ \t]{0,3}:[ \t]{0,3}$/iu;
/** What may follow the date: the text's end, a stop or other punctuation, a capital, a time, or a word that goes on a date's sentence. */
export const AFTER_DATE = /^(?:$|[.,;:)\]"'’”–—-]|\s{1,3}(?:$|[\p{Lu}(–—-]|\d{1,2}[:.]\d\d|(?:and|or|to|until|till|through|thru|at|in|on|by|from|for|inclusive|onwards?|the|with|when|unless|if|is|was|shall|will|upon|as|are|were|has|had|have)\b))/u;
/** One such figure: its span and its parts (the calendar's test is the caller's, `recognizers.ts`, the engine's one door). */
export interface SpacedDayFirst { begin: number; end: number; year: string; month: number; day: number }

export function spacedDayFirstDates(text: string): SpacedDayFirst[] {
  const out: SpacedDayFirst[] = [];
  // Most elements hold no such figure: the pattern runs only where a stop, a blank and four digits stand.
  if (!/\.[ \t]\d{4}/.test(text)) return out;
  for (const m of matchesOf(SPACED_DAY_FIRST, text)) {
    const end = m.index + m[0].length;
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    if (NUMBER_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)) && !DATE_OF_LABEL_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (!AFTER_DATE.test(text.slice(end, end + 16))) continue;
    out.push({ begin: m.index, end, year: m[3], month, day });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function spacedDayFirstDatesRunPatterns(): readonly RegExp[] {
  return [SPACED_DAY_FIRST];
}
