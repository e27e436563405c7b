/** A length of time read in a text: its span, its count and unit, its length in days. One home for durations.ts and clock-unit-lengths.ts. */
import type { Span } from '../text/text.js';

export interface Duration extends Span {
  /** The count as written (words or digits resolved), e.g. 15, in `unit`s ("20 fortnights": 40 weeks). Absent for period adverbs. */
  count?: number;
  unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
  /** Length in days (working days count as days), for contract terms. */
  days?: number;
}
