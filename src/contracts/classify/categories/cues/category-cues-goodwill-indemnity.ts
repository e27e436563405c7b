/**
 * (issue 18, h75left) An agent's or a distributor's "indemnity for goodwill" or "for clientele" is the compensation a
 * commercial agent may claim for the customers it brought when the agency ends (the European agency laws' "indemnity"
 * beside "compensation"): a sum paid on termination, no indemnity against losses or claims. "The Agent shall not be
 * entitled to any indemnity for clientele", "no indemnity or compensation for goodwill on expiry" are Term & Termination
 * (and Payment Terms & Billing where a sum is settled), not Indemnification: sets 1–57 label both such sentences so
 * (sets 42 and 56; set 31's "compensation for its clientele" too, without the word). Set 4's "entitled to an indemnity
 * calculated in accordance with Regulation 6" names no goodwill and keeps the word's reading. category-not-said.ts'
 * NOT_SAID takes the phrase out of what Indemnification's cue words read; the rest of the sentence keeps its own
 * ("shall indemnify the Principal against claims" still indemnifies). Global, bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const GOODWILL_INDEMNITY_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\bindemnit(?:y|ies)\s{1,3}(?:or\s{1,3}compensation\s{1,3})?(?:for|of|in\s{1,3}respect\s{1,3}of)\s{1,3}(?:the\s{1,3}|its\s{1,3}|his\s{1,3}|her\s{1,3}|their\s{1,3}|any\s{1,3})?(?:loss\s{1,3}of\s{1,3})?(?:goodwill|clientele|customers|customer\s{1,3}base)\b/gi, 'Indemnification'],
];
