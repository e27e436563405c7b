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

/** The sentence makes an act wait for a party's written consent, approval or permission. */
export function namesWrittenConsent(text: string): boolean {
  return WRITTEN_CONSENT.test(text);
}
