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
import type { CategoryLabel } from '../../wire.js';
import { onlyItsOwnSums } from './category-charge-sum.js';
import { MONEY, moneyPattern } from '../numbers/money-shapes.js';

/** The fee for ending: "early termination fee", "cancellation charge", "termination payment". */
/**
 * Not a carrier's price for completing calls ("call termination charges", "mobile termination charges": terminating a
 * call is carrying it to its end, category-cues-call-termination.ts), which is a price, no fee for ending (hrev38).
 * The lookbehind's gap is bounded. Led by a lookahead of the first letters its words start with (`(?=[bcet])`): asked
 * of every sentence, V8 compiles it past its regex budget without optimisations, and the lookbehind then read back at
 * every position; the lookahead fails where the words would, so the matches are the same (bench/log.md, "The cold
 * classify, part 16").
 */
export const ENDING_FEE = /(?=[bcet])(?<!\b(?:calls?|voice|mobile|fixed|SMS|interconnect(?:ion)?|network|traffic)\s{1,8})\b(?:(?:early\s+termination|termination|cancell?ation)\s+(?:fees?|charges?|payments?)|buy-?\s?out\s+(?:fees?|sums?|payments?))\b/i;
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

/**
 * (issue 18, h94cat) A lead-in that states an ending fee and leaves its sums to its items: "If you cancel, you must pay a
 * cancellation charge of:", "Cancellation charges are as follows:". Not one that denies the fee. Bounded: linear.
 */
const ENDING_FEE_LEAD = new RegExp(String.raw`\b${FEE_NAME}\b[^:;]{0,60}:\s*$`, 'i');

/**
 * An item that gives the fee's sum for one case: a share ("25% of the price, if we receive your notice …"), an amount,
 * or the whole price or fee ("the whole price, if …"), perhaps after its case's label ("cancellation after 1 October:
 * 25% of the rental"). Bounded: linear.
 */
const FEE_SUM_ITEM = moneyPattern(String.raw`^(?:[^:;]{0,80}:\s{0,3})?(?:\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|per\s+cent\b)|${MONEY}|the\s+(?:whole|full|entire)\s+(?:price|fee|fees|hire|charge|rent|rental|amount)\b)`, 'i');

/**
 * The categories of an item under an ending fee's lead-in (`item` without its own "(a)"): an item that gives the fee's
 * sum for one case is that fee's money (C65): Payment Terms & Billing, and no Pricing & Taxes of its own sum, beside the
 * item's other words' categories. Sets 44 and 72 write such items (5; all labelled Payment Terms & Billing, none
 * Pricing & Taxes; read Pricing & Taxes or Term & Termination alone before). Otherwise as read.
 */
export function endingFeeItemCategories(read: readonly CategoryLabel[], lead: string, item: string): readonly CategoryLabel[] {
  if (!ENDING_FEE_LEAD.test(lead) || DENIED_FEE.test(lead) || !FEE_SUM_ITEM.test(item.trimStart())) return read;
  return [...new Set<CategoryLabel>([...read.filter((c) => c !== 'Pricing & Taxes'), 'Payment Terms & Billing'])];
}
