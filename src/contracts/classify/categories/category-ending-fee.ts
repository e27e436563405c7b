/**
 * C65 (docs/contract-labels.md; issue 18, h52conv): a fee or charge for ending the agreement or cancelling
 * ("an early termination fee of $400", "keep a cancellation fee of £60", "the termination payment") is money paid on
 * termination — C3: Payment Terms & Billing (beside Term & Termination where the agreement ends) — and its own sum is
 * the fee's, no Pricing & Taxes of its own: sets 1–50 label such sentences Payment Terms & Billing 13 times of 14 and
 * without Pricing & Taxes 10 times against 4. Another amount in the sentence (a price, a rate) keeps its Pricing & Taxes.
 * (h93cat) A buy-out fee or sum is the same money under a player's or an employee's name for it ("may end this contract
 * early by paying the other a buy-out fee of USD 20,000": set 71 labels it so, read Pricing & Taxes before); not a
 * "buyout price", the price of a thing bought out (set 6's system bought from its lessor: Pricing & Taxes).
 */
import { onlyItsOwnSums } from './category-charge-sum.js';

/** The fee for ending: "early termination fee", "cancellation charge", "termination payment". */
/**
 * Not a carrier's price for completing calls ("call termination charges", "mobile termination charges": terminating a
 * call is carrying it to its end, category-cues-call-termination.ts), which is a price, no fee for ending (hrev38).
 * The lookbehind's gap is bounded.
 */
const ENDING_FEE = /(?<!\b(?:calls?|voice|mobile|fixed|SMS|interconnect(?:ion)?|network|traffic)\s{1,8})\b(?:(?:early\s+termination|termination|cancell?ation)\s+(?:fees?|charges?|payments?)|buy-?\s?out\s+(?:fees?|sums?|payments?))\b/i;
/** The fee's own sum follows its name ("… fee of $40", "… charge equal to"). */
const FEE_BEFORE_SUM = /\b(?:(?:early\s+termination|termination|cancell?ation)\s+(?:fees?|charges?|payments?)|buy-?\s?out\s+(?:fees?|sums?|payments?))\s+(?:of|equal\s+to|amounting\s+to)\s+(?:up\s+to\s+)?(?:US|AU|NZ)?$/i;

/**
 * A fee denied ("may terminate … without any Termination Fee payable", "no cancellation charge applies") pays no money:
 * not the rule's, as C61 leaves a reimbursement denied alone (found by the shared check's real response, which labels
 * such a termination right without Payment Terms & Billing; sets 1–50 have one, set 13's, labelled with it: left).
 */
const FEE_NAME = String.raw`(?:(?:early\s+termination|termination|cancell?ation)\s+(?:fees?|charges?|payments?)|buy-?\s?out\s+(?:fees?|sums?|payments?))`;
// Denied before the fee ("without any", "shall not charge a", "shall not be required to pay any") or after it
// ("Cancellation fees shall not apply", "Termination fees are not payable"; hrev38). Bounded steps: linear.
const DENIED_FEE = new RegExp(
  String.raw`\b(?:without|no|free\s+of|not\s+(?:be\s+(?:required|obliged|liable)\s+to\s+)?(?:charge|pay|impose|levy))\s+(?:(?:paying|payment\s+of|any|an?|the)\s+){0,3}${FEE_NAME}\b` +
    String.raw`|\b${FEE_NAME}\s+(?:shall|will|does|do|is|are)\s+not\s+(?:be\s+)?(?:apply|applies|payable|charged|levied)\b`,
  'i',
);

/** A fee for ending or cancelling, not denied: Payment Terms & Billing. */
export function namesEndingFee(text: string): boolean {
  return ENDING_FEE.test(text) && !DENIED_FEE.test(text);
}

/** A fee for ending or cancelling whose sum, if the sentence names one, is the only money in it: no Pricing & Taxes. */
export function isEndingFeeAlone(text: string): boolean {
  return namesEndingFee(text) && onlyItsOwnSums(text, FEE_BEFORE_SUM);
}
