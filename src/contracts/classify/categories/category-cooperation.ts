/**
 * C14 (docs/contracts.md; issue 18, h21bare): a sentence whose one undertaking is to co-operate ("The Supplier shall
 * co-operate with the Customer's auditors", "The parties will cooperate in the orderly hand-over") carries no category,
 * whatever the co-operation serves — audits, a transition at termination, a recall, an incident. The service's own
 * labels read so: its visible half leaves every such sentence bare (co-operating with other suppliers, "agrees to
 * cooperate fully with such audits", co-operating with the regulators and a successor supplier), and the sentence
 * where a party investigates "with the full co-operation of" the other as well. A sentence with a second undertaking of
 * its own ("shall notify … and cooperate", "shall cooperate and shall trace every unit") keeps that undertaking's
 * categories: this module only says when there is none.
 */

// The undertaking is co-operation: the modal reaches "co-operate" through adverbs only ("shall fully cooperate",
// "agrees to cooperate") or through one bracketed phrase set off by a comma ("shall, in connection with the Services,
// co-operate"). Bounded: linear.
const COOPERATE_UNDERTAKING = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:(?:also|fully|reasonably|promptly|actively|in\s+good\s+faith)\s+)?co-?operate\b|\b(?:shall|will|must),\s[^,;.:]{1,160}?,?\sco-?operate\b/i;

// A second undertaking: another modal, or a second verb of duty joined to the co-operation ("cooperate with the Buyer
// and bear the costs"); "in deciding whether to notify" is the co-operation's object, no duty of its own.
const MODAL = /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\b/gi;
const SECOND_DUTY = /\bco-?operate\b[^.;:]{0,200}?\b(?:and|then)\s+(?:shall\s+|will\s+|must\s+)?(?:(?:promptly|immediately)\s+)?(?:notify|inform|pay|bear|indemnify|deliver|provide|give|supply|return|transfer|keep|maintain|ensure|procure|rectify|remedy|trace|replace|refund|reimburse)\b/i;

/** The sentence's one undertaking is to co-operate: C14 gives it no category. */
export function isBareCooperation(text: string): boolean {
  if (!COOPERATE_UNDERTAKING.test(text)) return false;
  return (text.match(MODAL)?.length ?? 0) === 1 && !SECOND_DUTY.test(text);
}
