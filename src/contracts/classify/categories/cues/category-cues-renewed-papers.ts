/**
 * A paper or cover renewed is no renewal of the contract (issue 18, h56cat). "He shall renew the registration, the
 * insurance and the pollution control certificate of the houseboat before they expire", "You must hold an enhanced DBS
 * check, renewed every three years", "if that coverage is cancelled, reduced or not renewed", "policies written or
 * renewed during the period": a registration, a certificate, a permit, a background check or an insurance cover kept
 * current is the duty it serves (Responsibilities, Insurance), while Term & Termination is the contract's own duration
 * and renewal (the Term & Termination row). Sets 10, 13, 35 and 36 label none of those five sentences Term &
 * Termination. Read out of the sentence before the Term & Termination cues read it (category-not-said.ts' NOT_SAID), so the
 * contract's own renewal beside it still counts. Not "this policy" (an insurance contract's own name), nor a renewal
 * with no paper named ("renews automatically each year"), nor a cover "under this Policy" renewed (the window stops at
 * "this policy" as at the contract's other names), nor a renewal "for a further period" (hrev43). (h106c67) The paper
 * named before "renew it" ("must obtain a police character certificate and renew it every year"). Tests:
 * `categories-renewed-papers.test.ts`, `categories-sets-67-59-76-h106c67.test.ts`. Global, bounded:
 * linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { ACTIVITY_LICENCE } from './category-cues-regulator-licences.js';

/**
 * What is kept current, not the contract: papers, covers, checks. (issue 18, h106c67) A background check's disclosures
 * too ("the Host must renew the disclosures every three years"), and a licence named by the activity it permits ("shall
 * renew her trade licence every year": a permit held, category-cues-regulator-licences.ts; "licence" alone stays the
 * contract's own name).
 */
const PAPER = String.raw`(?:registrations?|insurances?|cover|coverage|polic(?:y|ies)|certificates?|checks?|permits?|accreditations?|passports?|visas?|qualifications?|disclosures|${ACTIVITY_LICENCE.replace(/^\\b/, '')})`;
/** Words that name the contract itself: a window that reaches one is no paper's renewal. */
const THE_CONTRACT = String.raw`(?:agreement|contract|lease|licen[cs]e|term|tenancy|membership|subscription|charter)`;

/**
 * A renewal for a further period, the words a contract's own renewal takes (issue 18, hrev43): "The Policy may be
 * renewed for a further period of insurance" (an insurance contract's own name, capitalised, which a case-blind
 * pattern cannot tell from a cover held), "renewed for successive periods of one year". Bounded.
 */
const FOR_A_FURTHER_PERIOD = String.raw`(?!\s{1,8}for\s{1,8}(?:a\s{1,8}|an\s{1,8})?(?:further|another|successive|additional|like)\b)`;

export const RENEWED_PAPER_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`\brenew(?:s|ed|ing)?\s{1,8}(?:(?:the|its|their|his|her|all|any|such|a|each)\s{1,8})?(?:(?!${THE_CONTRACT}\b)[\w'’-]{1,30}\s{1,8}){0,2}?${PAPER}\b${FOR_A_FURTHER_PERIOD}|(?<!\b(?:this|these)\s{1,8})\b${PAPER}\b(?:(?!\b(?:${THE_CONTRACT}|this\s{1,8}polic(?:y|ies))\b)[^.;]){0,60}?\b(?:renewed|renews?\s{1,8}(?:it|them))\b${FOR_A_FURTHER_PERIOD}`,
      'gi',
    ),
    'Term & Termination',
  ],
];
