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
