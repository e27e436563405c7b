/** A number, percentage, amount or date the recognizers read in a contract's text (recognizers.ts). */
import type { Span } from '../text/text.js';

export interface NumericFact extends Span {
  type: 'Number' | 'Percentage' | 'Currency' | 'DateTime';
  /** Numbers: the value; dates: `YYYY-MM-DD`. */
  value: string;
  /** Currencies: the ISO-4217 code the recognizer resolved, or the symbol as written. */
  unit?: string;
  /**
   * A Number restating money in words: the whole phrase, currency name included ("one hundred thousand Kenya
   * Shillings"), in which no name is read ("Kenya" is no place there).
   */
  phrase?: Span;
}

/** Whether `f` is a date with its day, month and year (a `YYYY-MM-DD` value), not a month or a year alone. */
export function isCalendarDate(f: NumericFact): boolean {
  return f.type === 'DateTime' && /^\d{4}-\d{2}-\d{2}$/.test(f.value);
}

/** The year a date written without one resolves in (recognizers.ts' reference instant): contract dates are absolute. */
export const REFERENCE_YEAR = 2000;

/** A year written in a date: four figures, or an apostrophe and two ("'32"). */
export const WRITTEN_YEAR = /\d{4}|['’]\d{2}(?!\d)/;

/**
 * Whether `f`, a calendar date of `text`, writes no year and took the reference's ("1 May", "between 1.5. and 30.9."):
 * a day that comes back each year, or one whose year the text tells elsewhere. A first date that took its year from the
 * second of its range ("1 September to 30 November 2032") has that year, not the reference's.
 */
export function writesNoYear(text: string, f: NumericFact): boolean {
  return f.value.startsWith(`${REFERENCE_YEAR}-`) && !WRITTEN_YEAR.test(text.slice(f.begin, f.end));
}
