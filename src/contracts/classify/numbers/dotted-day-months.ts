/**
 * A day and a month with no year, written as Nordic and German drafting writes them, each with its stop: "by 15.10.",
 * "between 1.5. and 30.9.", "no later than 30.6. each year". It names a date of the calendar as "by 15 October" does
 * (C46's "on 1 March": a day and a month are a DateTime; issue 18, h77t60). The date's span ends before the month's stop,
 * as a year-first date's does. Read only after a preposition or conjunction of time ("by", "on", "until", "before",
 * "after", "from", "to", "between", "and", "later than"), where a figure cannot be a clause's number; never after a part's or a
 * reference's word ("section 15.10.", "version 1.2.": reference-words.ts), never before another figure (a full date
 * "15.10.2029" is the engine's). Day 1–31, month 1–12; the calendar's test is the caller's. Bounded, no nested
 * quantifier: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { NUMBER_WORD_BEFORE } from './reference-words.js';

// No digit, stop, comma, stroke or hyphen before the day (a longer figure); no figure after the month's stop.
const DOTTED_DAY_MONTH = /(?<![\d.,/-])(\d{1,2})\.(\d{1,2})\.(?![\d\p{L}]|\s?\d)/gu;
/** A preposition or conjunction of time right before the figure (tested on the 16 characters before it). */
// "than" only after a word of time ("no later than 30.6."): "more than 8.5.", "higher than 7.5." compare a measure
// (review hrev76 of h77t60's rule).
const TIME_WORD_BEFORE = /\b(?:by|on|until|till|before|after|from|to|between|and|(?:later|earlier|sooner)\s{1,3}than|latest)\s{1,3}$/i;
/**
 * A range's end after a plain figure, "between 6.5 and 7.5.", "from 12.80 to 15.10.", "from 2 to 3.5.": the stop ends the
 * sentence, the figure is a measure's as its partner is (a unit or a currency's code may follow it: "2 kg to 3.5."; not a
 * month's name, "30 June and 31.12."); a range of dates writes both with their stops ("between 1.5. and
 * 30.9."). Tested on the 24 characters before the figure; anchored at the end, bounded: linear.
 */
const PLAIN_FIGURE_PARTNER = /(?<![\d.,])\d{1,6}(?:[.,]\d{1,3})?(?!\.)\s{0,3}(?:%|°[CF]?|[a-z]{1,3}|[A-Z]{3})?\s{1,3}(?:and|to)\s{1,3}$/;

/** One such figure: its span (the month's stop left out) and its parts. */
export interface DottedDayMonth { begin: number; end: number; month: number; day: number }

export function dottedDayMonths(text: string): DottedDayMonth[] {
  const out: DottedDayMonth[] = [];
  // Most elements hold no such figure: the pattern runs only where a figure, a stop, a figure and a stop stand.
  if (!/\d\.\d{1,2}\.(?!\d)/.test(text)) return out;
  for (const m of matchesOf(DOTTED_DAY_MONTH, text)) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    const before = text.slice(Math.max(0, m.index - 16), m.index);
    if (!TIME_WORD_BEFORE.test(before) || NUMBER_WORD_BEFORE.test(before)) continue;
    if (PLAIN_FIGURE_PARTNER.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    out.push({ begin: m.index, end: m.index + m[0].length - 1, month, day });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function dottedDayMonthsRunPatterns(): readonly RegExp[] {
  return [DOTTED_DAY_MONTH];
}
