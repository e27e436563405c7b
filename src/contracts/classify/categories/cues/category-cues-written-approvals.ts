/**
 * Communication for a party's own written approval that an act waits for (C2: an act that needs a party's written
 * consent is Communication beside the act's category; issue 18, h48cat3): "until the Advertiser has approved the plan
 * in writing", "unless that person has been approved in writing by Company", "shall first be approved in writing by the
 * Player's agent", "expenses approved in advance in writing", "travel costs pre-approved in writing". The written-acts
 * cue (category-cues-written-acts.ts) reads the present tense ("as the Owner approves in writing"); these say the same
 * consent as a condition already met or to be met first, and the sentence model gives them negative odds beside the
 * act's own subject (a cost reimbursed, a helper engaged), so the cue is strong (category-cue-lists.ts' STRONG_CUES). Sets 1–49
 * label 20 of the 22 sentences that approve something in writing Communication; these patterns read 9 of the 10 they
 * missed and no other (bench/log.md, "Written consents and approvals").
 *
 * Not an amendment or a variation approved in writing (C31: Amendments alone, "No variation is valid unless it has
 * been approved in writing"), nor a bare participle after a thing ("when approved in writing by Buyer", "a shipper
 * approved in writing by the Lender"): it describes the thing, not an approval the clause asks for (the written-acts
 * cue's own exclusion). Bounded windows; the amendment check is one anchored lookahead: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * An amendment, a variation or a modification named in the sentence's first 400 characters (C31), or a change to the
 * contract's own terms ("any change to the Specifications", "changes to this Agreement"; review hrev33): a change of
 * anything else ("a change of personnel") is no amendment.
 */
const NO_AMENDMENT = String.raw`^(?![^]{0,400}\b(?:variations?|amendments?|modifications?|amended|varied|modified|changes?\s{1,3}(?:to|of|in)\s{1,3}(?:(?:the|this|any)\s{1,3})?(?:Agreement|Contract|Specifications?|Scope|Statement\s{1,3}of\s{1,3}Work|terms))\b)[^]{0,400}?`;

/** An adverb between the auxiliary and the participle: "has first approved", "has already been approved". */
const WHEN = String.raw`(?:(?:first|already|previously|expressly|specifically|duly)\s+)?`;

export const WRITTEN_APPROVAL_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The approval as a condition met: "until the Client has approved the estimate in writing", "unless it has been
  // approved in writing by the Owner"; an authority given the same way ("to a person whom the Owner has authorised in
  // writing", "any claim the Client has not authorised in writing": sets 43 and 52 label both Communication, h61c52b).
  [new RegExp(String.raw`${NO_AMENDMENT}\b(?:has|have|had)\s+(?:not\s+)?${WHEN}(?:been\s+)?(?:approved|authori[sz]ed)\s+(?:[\w,'’-]+\s+){0,6}?in\s+writing\b`, 'i'), 'Communication'],
  // The approval to be given first: "shall first be approved in writing by the Club", "must be approved in writing".
  [new RegExp(String.raw`${NO_AMENDMENT}\b(?:shall|must|will|to)\s+${WHEN}be\s+approved\s+in\s+writing\b`, 'i'), 'Communication'],
  // An approval asked for before the act: "expenses approved in advance in writing", "pre-approved in writing by Client".
  [new RegExp(String.raw`${NO_AMENDMENT}\b(?:pre-?approved\s+(?:[\w,'’-]+\s+){0,3}?in\s+writing|approved\s+(?:in\s+advance|beforehand)\s+(?:and\s+)?in\s+writing|approved\s+in\s+writing\s+(?:in\s+advance|beforehand))\b`, 'i'), 'Communication'],
];
