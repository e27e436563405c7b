/**
 * Liability of claims given up (issue 18, h93cat2; set 71 missed two such sentences): a party that releases the other
 * from its claims, or that shall make no claim against it for a loss, gives up what the other would answer for (spec
 * §2–3, the Liability row: "limits and exclusions of liability"):
 * - a release "from all claims", "from any claims arising …" ("In consideration of the Settlement Sum, the Buyer releases
 *   the Seller from all claims arising out of the Supply Agreement"; sets 3 and 71: 2 of 2 Liability, both unread).
 *   Not an indemnity's "release, defend and indemnify … from and against all claims" (set 8: Indemnification alone; set
 *   46's Liability beside it is read already): "from", not "from and against";
 * - no claim made, brought or had against a party, or for a loss ("shall have no claim against the Licensor for any loss
 *   of or damage to those goods", "shall make no further claim for it"; sets 46 and 71: 2 of 2 Liability, both unread).
 *   A promise or an act, not a state another warrants or acknowledges ("that the Player has no claim against it", "a
 *   written acknowledgement that he has no claim against the Company", sets 12 and 57: a warranty's or a completion's).
 * Strong: a settlement's or an insurance clause's other words are the sentence model's first reading. Stated with
 * sentences of my own (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const CLAIMS_RELEASED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:release|releases|released|releasing)\s{1,3}(?:and\s{1,3}(?:forever\s{1,3})?discharges?\s{1,3})?(?:[\w,'’-]{1,40}\s{1,3}){1,12}?from\s{1,3}(?!and\s)(?:all|any|every|each)\s{1,3}(?:(?:other|further|past|present|future|existing)\s{1,3})?(?:claims?|demands?|liabilit(?:y|ies))\b/i, 'Liability'],
  [/\b(?:(?:shall|will|must)\s{1,3}(?:have|make|bring|raise)|makes|brings|raises)\s{1,3}no\s{1,3}(?:further\s{1,3}|other\s{1,3})?claims?\s{1,3}(?:against|for|in\s{1,3}respect\s{1,3}of)\b/i, 'Liability'],
];
