/**
 * (issue 18, h119cat, C296) Money given back or kept, named by what it was paid as: "the OWNER returns the whole sum of
 * USD 25,000 to the CREDITORS", "the Artist returns the first instalment within 15 days", "the Calligrapher returns the
 * whole advance", "she then receives back the contributions she has paid", "the Community may end this agreement and keep
 * the advance", "the Commune keeps the retention", "We keep any amount the auction brings above the loan". Money going
 * back to its payer, or held back from it, is a term of payment (the Payment row: money paid or given back; C3 where it
 * follows an ending, beside Term & Termination), as a refund is (category-cues-payment.ts' refund cues read "refund" and
 * "repay" only). Sets 1–92: the cue reads 39 sentences, 38 labelled Payment Terms & Billing (the other an owner ending the
 * deal "by returning the whole sum and giving … notice", set 85); an ending's or a delay's words had kept 11 of them (sets
 * 36, 85, 86, 87, 90, 91, 92) under the second bar: strong.
 * Only money named as a payment (an advance, an instalment, a deposit, the contributions, a retention, a sum or an amount,
 * a payment; given back also a fee, the price or money): a kept price or fee is no payment's way back ("keep the price …
 * confidential", "The Agent may keep the Booking Fee on every ticket it sells": Pricing & Taxes), nor money held for
 * safe keeping ("keeps the money of the circle in a locked box"). Not a paper named by a money word ("returns the deposit
 * slip", "the payment form"), nor an amount of a thing ("keeps the same amount of feed"), nor a sum kept confidential.
 * Bounded windows, fixed words: linear on hostile text. Tests: categories-money-given-back-h119cat.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The words before the money: a determiner, a share of it, its order ("the whole", "her", "the first", "any"). */
const BEFORE_MONEY = String.raw`(?:(?:the|its|her|his|their|your|our|any|all|this|that|whole|full|first|second|last|same|entire|such|each|every|unused)\s{1,3})`;
/**
 * "of" only before money (case-blind, the cue reads with `i`): a figure, a sign, a code before a figure, or "money" — "the
 * sum of USD 25,000" yes, "the same amount of feed", "deposits of gravel" no.
 */
const OF_MONEY_ONLY = String.raw`(?!\s{1,3}of\s{1,3}(?![\d$£€¥₹]|money\b|[A-Z]{2,4}\s{0,2}\d)\S)`;
/** A sum or an amount of money, not of a thing. */
const SUM_OF_MONEY = String.raw`(?:sums?|amounts?)\b${OF_MONEY_ONLY}`;
/** "deposits of" only before money, as a sum's "of". */
const DEPOSITS_OF_MONEY = String.raw`deposits?\b${OF_MONEY_ONLY}`;
/**
 * (h119mendA) The money word closes its noun phrase: no other noun follows it ("the advance copy", "the retention pond"
 * no; "the advance within 15 days", "the deposit to the Tenant", "the advance." yes). A word after it must be one of
 * these, or a figure or a mark.
 */
const CLOSES_PHRASE = String.raw`(?!\s{1,3}(?!(?:to|of|in|on|if|within|less|paid|back|and|or|for|by|from|at|when|unless|as|with|that|which|who|it|they|he|she|we|you|under|after|before|until|upon|minus|plus|made|received|held|already|then|is|was|are|were|has|have|had|shall|will|may|must|can|would|should|without|so|than|due|owed|not|but|except|into|together|where|once|towards?|the|a|an|this|these|those|any|its|their|his|her|our|your|each|all|every)\b)[a-z])`;
/** What a payment was paid as: one home for both verbs' objects. */
const PAID_AS = String.raw`(?:(?:(?:advances?|instal+ments?|contributions?|retention|payments?)\b|${DEPOSITS_OF_MONEY}|${SUM_OF_MONEY})${CLOSES_PHRASE})`;
/** A paper, a device or a plan named by the money word: no money moves ("the deposit slip", "the payment terminal"). */
const NO_PAPER = String.raw`(?!\s{1,3}(?:slips?|forms?|books?|cards?|sheets?|receipts?|records?|terminals?|box(?:es)?|machines?|tickets?|vouchers?|details|schedules?|plans?|guarantees?|bonds?)\b)`;

/** Given back: "returns", "gives back", "pays back", "hands back", "receives back", "gets back" the money, the party perhaps between. */
const GIVEN_BACK = String.raw`\b(?:return(?:s|ed|ing)?|(?:give|gives|giving|gave|given|pay|pays|paying|paid|hand|hands|handing|handed|receive|receives|receiving|received|get|gets|getting|got)\s{1,3}back)\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\w'’-]{1,30}\s{1,3})?${BEFORE_MONEY}{0,3}(?:[\w-]{1,30}\s{1,3})?(?:${PAID_AS}|(?:fees?|price|money|moneys|monies)\b)${NO_PAPER}`;
/** (h119mendA) Money kept in a place is held for safe keeping, not held back from its payer ("in the club's locked box", "in a safe"). */
const NOT_IN_SAFE_KEEPING = String.raw`(?![^.;]{0,40}?\b(?:in|at|inside)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?(?:box(?:es)?|safes?|vaults?|lockers?|drawers?|tins?|chests?|strongroom)\b)`;
/** Kept or retained: a determiner first ("keep the advance", "keeps the retention", "keep any amount"), no price or fee. */
const KEPT = String.raw`\b(?:keep|keeps|keeping|kept|retain|retains|retaining|retained)\s{1,3}${BEFORE_MONEY}{1,3}(?:[\w-]{1,30}\s{1,3})?${PAID_AS}${NO_PAPER}(?![^.;]{0,80}?\bconfidential)${NOT_IN_SAFE_KEEPING}`;

export const MONEY_GIVEN_BACK_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(`${GIVEN_BACK}|${KEPT}`, 'i'), 'Payment Terms & Billing'],
];
