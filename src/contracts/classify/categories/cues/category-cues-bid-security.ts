/**
 * Insurance of a bid's security (issue 18, h93cat; set 71 missed one): a bid security, bid bond or tender guarantee is
 * the cover a bidder gives the client that it will sign if chosen, as a performance bond covers the work (the
 * Insurance row of docs/contract-labels.md: "insurance, letter of credit, performance bond"; category-cues-drafting.ts
 * reads the performance bond and the bank guarantee). Named by its own words: "shall obtain the bid security of USD
 * 15,000 that the tender requires", "a tender bond of 2% of the bid price".
 * Strong: beside the money paid for it (its cost shared, reimbursed) the cover is a second subject, and the sentence
 * model reads "bid" and "tender" as little of any category. Sets 1–71: one such sentence (set 71's), labelled Insurance.
 * Stated with sentences of my own (`categories-sums-and-things-provided-h93cat.test.ts`). No gap: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const BID_SECURITY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:bid|tender|proposal)\s{1,8}(?:security|securities|bonds?|guarantees?)\b/i, 'Insurance'],
];
