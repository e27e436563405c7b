/**
 * A written consent, approval or permission that an act needs (C2: "An act that needs a party's *written* consent is
 * Communication beside the act's category"). The consent is said beside the act, not instead of one of its subjects:
 * "shall not assign this Agreement or subcontract any of the Services without the Owner's prior written consent" is
 * Assignments, Subcontracts and Communication. Sets 1–49 label 32 of the 38 written-consent sentences whose act names
 * two subjects with Communication as a third (issue 18, h48cat3; bench/log.md, "Written consents and approvals"), so
 * such a sentence may carry three categories when Communication is one of them (categories.ts, `chosen`). Bounded
 * alternations: linear on hostile text.
 */
const WRITTEN_CONSENT = /\bwritten\s+(?:consent|approval|permission|authori[sz]ation)\b|\b(?:consent|approval|permission)\s+in\s+writing\b/i;
import { runnable } from '../../../common/regex-prefilter.js';

/**
 * A written consent the sentence says is not needed: "no consent in writing is needed", "no prior written approval",
 * "the Customer's written consent is not required" (review hrev33). No act waits for it, so it adds no third category.
 * Bounded repetitions: linear on hostile text.
 */
const NEGATED_CONSENT = /\bno\s{1,3}(?:prior\s{1,3})?(?:written\s{1,3})?(?:consent|approval|permission|authori[sz]ation)(?:\s{1,3}in\s{1,3}writing)?\b|\b(?:consent|approval|permission|authori[sz]ation)(?:\s{1,3}in\s{1,3}writing)?\s{1,3}(?:is|are|shall\s{1,3}be|will\s{1,3}be)\s{1,3}not\s{1,3}(?:required|needed|necessary)\b/gi;

/** The sentence makes an act wait for a party's written consent, approval or permission (one it does not waive). */
export function namesWrittenConsent(text: string): boolean {
  return WRITTEN_CONSENT.test(text.replace(runnable(NEGATED_CONSENT), ' '));
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function categoryWrittenConsentRunPatterns(): readonly RegExp[] {
  return [NEGATED_CONSENT];
}
