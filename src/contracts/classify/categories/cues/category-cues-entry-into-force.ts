/**
 * Term & Termination of the contract's entry into force (issue 18, h88c): "The agreement enters into force upon signature
 * by the Parties", "This contract shall come into force on 1 March". The start of the contract's life is its duration's
 * first term (the service's gist of Term & Termination: duration, termination and its consequences); sets 8–66 label
 * all 24 sentences that say so Term & Termination, most beside an end date the other cues read; set 66's, with no end
 * named, was missed. Not a law or a rule that enters into force ("when the new regulation comes into force"): the
 * contract, the agreement or a document of it must be the subject. Stated with sentences of my own
 * (`categories-plain-sayings-h88c.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const ENTRY_INTO_FORCE_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:agreement|contract|licen[cs]e|lease|deed|amendment|addendum|terms)\s{1,8}(?:(?:shall|will|is\s{1,8}to)\s{1,8})?(?:enters?|entered|come|comes|came)\s{1,8}into\s{1,8}(?:force|effect)\b/i, 'Term & Termination'],
];
