/**
 * Insurance of a bid's or a tender's security (issue 18, h93cat2; set 71 missed one): "The Lead Member shall obtain the
 * bid security of USD 15,000 that the tender requires", "a tender guarantee issued by a bank". A security given against
 * the risk of a bidder's default, as the performance bond and the performance guarantee are (sets 8, 35, 58, 68, 69
 * label those Insurance; the category-cue lists read them). A bid security, bid bond, tender security or tender
 * guarantee; not a building's or a site's security (Safety and Security). Strong: the security's sum is the sentence's
 * other subject. Stated with sentences of my own (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded:
 * linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const BID_SECURITY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:bid|tender|proposal)\s{1,3}(?:securit(?:y|ies)|bonds?|guarantees?)\b/i, 'Insurance'],
];
