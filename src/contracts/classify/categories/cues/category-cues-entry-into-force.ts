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

/**
 * (issue 18, h91sow) The contract's first day said by its start: "Your employment will start on 1 October 2032", "Your
 * employment starts on 6 September 2027", "The agreement starts on the Order Date". Sets 1–69: 68 of the 69 sentences
 * saying that the employment, the engagement or the contract itself starts, begins or commences carry Term & Termination
 * (16 with Communication beside it); the 3 parley missed start on an employment or say "starts". Strong, as the entry
 * into force is read beside the end date the other cues read: alone, the model gives the employment's start nothing. The
 * contract, or a person's employment or engagement under it, must be the subject: not the work, the services or a
 * delivery that starts ("The works will start on 1 May": the work's programme).
 */
export const CONTRACT_START_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:this|the|your|his|her|their|its)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:employment|engagement|appointment|agreement|contract|lease|tenancy|licen[cs]e|subscription|placement|term)\s{1,8}(?:(?:will|shall|is\s{1,8}to)\s{1,8})?(?:start|begin|commence)s?\s{1,8}on\b/i, 'Term & Termination'],
  // (issue 18, h110cat) … and the same subject's second verb after "and" ("This Agreement is signed in two copies, one
  // for each party, and comes into force on signature", "The lease is made in duplicate and shall enter into force on 1
  // May"): nothing but "and" and a modal between the comma or the first verb and "into force", so the contract is still
  // the subject (not "the Regulation comes into force": a noun before the verb). Sets 1–86: the one such sentence, set
  // 13's, was missed. Window bounded, no comma-free run unbounded: linear. Strong, as
  // the contract's start is (CONTRACT_START_STRONG_CUES' note): the model reads the copies, not the start.
  [/\b(?:agreement|contract|licen[cs]e|lease|deed|amendment|addendum)\s{1,8}(?:is|are|shall\s{1,8}be|will\s{1,8}be|has\s{1,8}been)\s{1,8}(?:made|signed|executed|drawn\s{1,8}up|done|established)\b[^.;]{0,120}?\band\s{1,8}(?:(?:shall|will|is\s{1,8}to)\s{1,8})?(?:enters?|come|comes)\s{1,8}into\s{1,8}(?:force|effect)\b/i, 'Term & Termination'],
];
