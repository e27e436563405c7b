/**
 * A sentence that opens by pointing back to the one before it — "In that case", "In that event", "If it does so,", "If
 * we do," — states what follows from that sentence's act. When the sentence before ends the contract (its own
 * categories hold Term & Termination), the pointing sentence states the ending's consequences, Term & Termination's row
 * ("duration, termination and its consequences"): "6.2 … the Licensor may end this contract by written notice." → "6.3
 * In that case the Licensor keeps the part of the fee already paid." (C3's money kept on termination, beside its
 * Payment Terms & Billing), "In that case the sketches remain the property of the Artist" (issue 18, h104c79, C159).
 * Sets 1–79 hold nine such sentences after a sentence they label Term & Termination, all nine labelled Term &
 * Termination too. Not a condition with its own verb ("If you do not pay on time, …": its own subject), nor a sentence
 * after one that ends nothing (a force majeure event: "In that case the Artist may keep the deposit" after a hurricane).
 * Anchored, fixed words: linear.
 */
import type { CategoryLabel } from '../../wire.js';

/**
 * The verbs by which a party ends its plan, its lessons or the contract, in the present ("If you stop", "if we cancel",
 * "If you withdraw, …", "If you leave, …"): a bare condition of one of these points back to an ending (C289; issue 18,
 * h118mendB; here, beside the one pattern that reads it, since h120left). "do"/"does" stands for the act of the sentence
 * before ("If we do, …"). Not any verb: "If you overpay, …", "If it rains, …", "If you ask, …" name no ending.
 */
const ENDING_VERBS_PRESENT = String.raw`(?:stops?|cancels?|ends?|terminates?|withdraws?|leaves?|quits?|does|do)`;

/** A clause's number or letter before the pointing words ("6.3 ", "(b) "): both pointing patterns open with it. */
const NUMBERED_LEAD = String.raw`(?:\(?(?:[A-Z]\.?)?\d{1,3}(?:\.\d{1,3}){0,3}\.?\)?\s{1,8}|\(?[a-z]\)\s{1,8})?`;

const POINTS_BACK = new RegExp(String.raw`^${NUMBERED_LEAD}(?:in\s{1,8}(?:that|such|this|either|which)\s{1,8}(?:case|event)\b|if\s{1,8}(?:so|(?:it|they|we|you|he|she)\s{1,8}(?:does|do)(?:\s{1,8}so)?)\s{0,8},)`, 'i');

/**
 * A refund that points back to the sentence before by "then" or a bare condition of one verb — "We then refund what you
 * have paid, less …", "We will then refund your payments", "If you stop, we refund the part of the fee …" — after a
 * sentence that ends the plan, the treatment or the contract ("You can cancel your plan at any time …"): C3's money
 * refunded on termination, Term & Termination beside its Payment Terms & Billing (issue 18, h118ref, C289). Sets 1–92
 * hold 8 refunds pointing back to an ending, all 8 labelled so (set 21's relabelled). Only a refund: "We then send you
 * a receipt" or "If you agree, we change the date" states no money on the ending. The verb right after "then", or
 * right after the condition's comma (one subject between). The condition's verb is an ending's own (ENDING_VERBS_PRESENT
 * above; issue 18, h118mendB): "If you overpay, we refund the difference" or "If it rains, we
 * refund the ticket price" after an ending sentence is a refund of its own. Bounded runs, anchored: linear.
 */
const REFUND_POINTS_BACK = new RegExp(String.raw`^${NUMBERED_LEAD}(?:(?:we|you|they|he|she|it|the\s{1,8}[\w-]{1,30})\s{1,8}(?:(?:will|shall)\s{1,8})?then|if\s{1,8}(?:it|they|we|you|he|she)\s{1,8}${ENDING_VERBS_PRESENT}\s{0,8},\s{0,8}(?:we|you|they|he|she|it|the\s{1,8}[\w-]{1,30})(?:\s{1,8}(?:will|shall))?)\s{1,8}(?:refund|refunds|repay|repays)\b`, 'i');

const ENDING: CategoryLabel = 'Term & Termination';

/**
 * Whether `text` points back to the sentence before it (`previous`: that element's categories, undefined when it is a
 * title or there is none) and that sentence ends the contract: the pointing sentence then takes Term & Termination.
 */
export function followsEnding(text: string, previous: readonly CategoryLabel[] | undefined): boolean {
  return previous !== undefined && previous.includes(ENDING) && (POINTS_BACK.test(text) || REFUND_POINTS_BACK.test(text));
}
