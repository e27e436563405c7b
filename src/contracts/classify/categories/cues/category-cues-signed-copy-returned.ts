/**
 * Communication of a signed copy to be sent back by a time (issue 18, h91sow): "Please sign and return one copy of this
 * order within 5 days", "Please sign and return a copy of this letter by 31 August 2032 to accept this offer", "Please
 * confirm your acceptance … by signing and returning the enclosed copy within 30 days". A reply the other party must
 * send within a time is a communication between them (the Communication row of docs/contract-labels.md table 2.3).
 * Sets 1–69: the 3 such requests with a time are labelled Communication (2 were read with none: category-letter-closings.ts
 * took them for a bare closing line); the 2 without one ("Please sign and return a copy of this letter to confirm your
 * acceptance") none, as category-letter-closings.ts leaves them. Stated with sentences of my own
 * (`categories-scope-said-plainly-h91sow.test.ts`). Anchored, bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The time the signed copy must be back by: "by 31 August 2032", "within 5 days", "before 1 May", "no later than …". */
export const RETURN_DEADLINE = String.raw`\b(?:by|within|before|no\s{1,3}later\s{1,3}than|not\s{1,3}later\s{1,3}than)\s{1,3}(?:\d|the\s{1,3}end\b|[A-Z][a-z]{2,8}\s{1,3}\d|(?:one|two|three|five|seven|ten|fourteen|fifteen|twenty-one|thirty)\s)`;

export const SIGNED_COPY_RETURNED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\W*(?:please|kindly)\s{1,3}(?:sign|countersign|confirm)\b[^.;]{0,120}?\b(?:return|send)(?:ing)?\b[^.;]{0,120}?${RETURN_DEADLINE}`, 'i'), 'Communication'],
];
