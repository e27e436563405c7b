/**
 * A range of days in one month: "from 9 to 12 May 2037", "(14 to 18 June 2037)", "20–23 July 2037". The recognizer
 * reads the whole range as one date, the first day's ("9 to 12 May 2037" → 9 May), or, after other dates, the second
 * day with its month and year as a date and the first as a bare number: the range gave one end, or nothing. Each day is
 * made a date of its own, of the same month and year, so that the range reads as "from 9 May 2037 to 12 May 2037" does
 * (issue 18, h80f45d; facts set 45's cause 14). Only a day before the second one, joined to it by "to", "until", "till", "through" or a dash, and only
 * where the second date is written day first with its month's name ("12 May 2037"): "clauses 9 to 12 May 2037" is no
 * shape a clause's number takes ("clauses 9 to 12" has no month after it).
 */
import { isCalendarDate, type NumericFact } from '../numbers/numeric-fact.js';
import { MONTH_NAME } from '../lexicon/calendar-words.js';

/** A day of the month in figures, perhaps with its ordinal ending; the figures captured. */
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** The word or dash joining a range's two days. */
const JOIN = String.raw`\s{0,3}(?:to|until|till|through|[-–—])\s{0,3}`;
/** A day, its month's name and a year: the range's second date. */
const DAY_MONTH_YEAR = String.raw`${DAY}\s{1,3}(?:of\s{1,3})?${MONTH_NAME},?\s{1,3}(\d{4})`;

/** The first day and its joining word, right before the second date. Anchored at the end, bounded: linear. */
const FIRST_DAY_BEFORE = new RegExp(String.raw`(?<![\d./,-])${DAY}${JOIN}$`, 'i');
/** The second date: a day, its month's name, a year; the whole of the fact's span. Anchored: linear. */
const DAY_MONTH_DATE = new RegExp(`^${DAY_MONTH_YEAR}$`, 'i');

interface Evidence { readonly text: string; readonly numeric: readonly NumericFact[] }

/** A whole range read as one date: first day, joining word, second day, month, year. Anchored: linear. */
const WHOLE_RANGE = new RegExp(`^${DAY}${JOIN}(${DAY_MONTH_YEAR})$`, 'i');

/** A date fact `f` of `text` that holds a whole range, split into its two days' dates; else undefined. */
function splitRange(text: string, f: NumericFact): [FirstDay, NumericFact] | undefined {
  if (!isCalendarDate(f)) return undefined;
  const m = WHOLE_RANGE.exec(text.slice(f.begin, f.end));
  if (!m || Number(m[1]) >= Number(m[3]) || Number(m[1]) !== Number(f.value.slice(8))) return undefined;
  const month = f.value.slice(0, 8);
  const secondAt = f.end - m[2].length;
  return [
    asFirstDay({ type: 'DateTime', value: f.value, begin: f.begin, end: f.begin + m[1].length }),
    { type: 'DateTime', value: `${month}${m[3].padStart(2, '0')}`, begin: secondAt, end: f.end },
  ];
}

/** The first day's date fact of a range ending at date fact `f` of `text`, or undefined. */
function firstDay(text: string, f: NumericFact): FirstDay | undefined {
  if (!isCalendarDate(f)) return undefined;
  const second = DAY_MONTH_DATE.exec(text.slice(f.begin, f.end));
  if (!second) return undefined;
  const head = text.slice(Math.max(0, f.begin - 16), f.begin);
  const m = FIRST_DAY_BEFORE.exec(head);
  if (!m) return undefined;
  const day = Number(m[1]);
  if (day < 1 || day >= Number(second[1])) return undefined;
  const begin = f.begin - head.length + m.index;
  return asFirstDay({ type: 'DateTime', value: `${f.value.slice(0, 8)}${String(day).padStart(2, '0')}`, begin, end: begin + m[1].length });
}

/** A first day this module made a date of: it opens its range, as a date after "from" does (facts.ts). */
interface FirstDay extends NumericFact { readonly opensDayRange: true }

/** `f` marked as the first day of its range. */
function asFirstDay(f: NumericFact): FirstDay {
  return { ...f, opensDayRange: true };
}

/** Whether `f` is the first day of a range of days in one month (see above). */
export function opensDayRange(f: NumericFact): boolean {
  return (f as Partial<FirstDay>).opensDayRange === true;
}

/**
 * The elements with the first day of every range of days in one month added as a date (see above); else as they are.
 * One walk over each element's facts, in the order of the text: the fact before a second date is the only one its first
 * day can overlap (an element of thousands of dates stays linear).
 */
export function withDayRanges<E extends Evidence>(elements: readonly E[]): readonly E[] {
  return elements.map((e) => {
    let out: NumericFact[] | undefined;
    e.numeric.forEach((f, k) => {
      const both = splitRange(e.text, f);
      if (both !== undefined) {
        (out ??= e.numeric.slice(0, k)).push(...both);
        return;
      }
      const first = firstDay(e.text, f);
      if (first === undefined) {
        out?.push(f);
        return;
      }
      const previous = out !== undefined ? out[out.length - 1] : e.numeric[k - 1];
      const overlaps = previous !== undefined && previous.begin < first.end && first.begin < previous.end;
      if (overlaps && previous.type === 'DateTime') {
        out?.push(f);
        return;
      }
      // The first day's bare number gives way to its date.
      out ??= e.numeric.slice(0, k);
      if (overlaps) out.pop();
      out.push(first, f);
    });
    return out === undefined ? e : { ...e, numeric: out };
  });
}
