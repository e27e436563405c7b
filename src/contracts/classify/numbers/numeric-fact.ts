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
