/**
 * Payment Terms & Billing of a sum said payable, of a party answerable for it, or of a sum received (issue 18, h90d; set
 * 68's kindergarten fees and bill of sale). "The fee is payable from that date even if the child starts later" says when the paying starts; "each of them is
 * responsible to the Council for the whole fee" says who pays. Both are how and when money is paid (the Payment row), and
 * the sets label them so: of the 37 sentences of sets 1–68 where a fee, rent, price, charge, sum, balance, instalment,
 * royalty, commission, premium, deposit or hire "is payable", 36 carry Payment Terms & Billing (the other a charge for exit
 * assistance not payable, Pricing & Taxes); all 3 where a party is responsible or liable for the fee, the charges or an
 * amount owed do (sets 27, 57, 68); and a deed's receipt of the sum ("RECEIVED … of and from the within-named Purchaser
 * the sum of …", set 68's one such line) is the payment acknowledged. Strong: the sentence model reads "payable from that date" beside a start date at −0.7,
 * and the payment names its subject outright. Not a tax payable (Pricing & Taxes: "VAT is payable in addition"), nor a
 * party "not" responsible (a disclaimer), nor costs (sets split them between the price and its payment). Tests of my own
 * sentences: `categories-sums-payable-h90d.test.ts`. Bounded: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The sums a party pays for the contract's thing: not a tax (VAT, duty) nor costs. "Hire" is a sum only where it is
 * payable: a person "responsible for the hire" answers for the booking (set 30 labels it none).
 */
const SUM_OWED = String.raw`(?:fees?|rents?|price|charges?|sums?|amounts?|balance|instal+ments?|royalt(?:y|ies)|commission|premium|deposit|subscriptions?)`;
const SUM = String.raw`(?:${SUM_OWED}|hire)`;

/** "The fee is payable from that date", "the rent shall be payable monthly", "no fee is payable". */
const SAID_PAYABLE = String.raw`\b${SUM}\s{1,8}(?:is|are|shall\s{1,8}be|will\s{1,8}be|becomes?|remains?)\s{1,8}(?:[a-z]{2,20}\s{1,8})?payable\b`;

/** "is responsible to the Council for the whole fee", "remains liable for all charges incurred", "for any amount owed". */
const ANSWERABLE = String.raw`(?<!\bnot\s{1,8}(?:be\s{1,8})?)\b(?:responsible|liable)\s{1,8}(?:to\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8})?for\s{1,8}(?:the|all|any|its|their|his|her)\s{1,8}(?:(?:whole|full|entire|unpaid)\s{1,8})?${SUM_OWED}\b`;

/** "RECEIVED the day and year first above written of and from the within-named Purchaser the sum of …". */
const SUM_RECEIVED = String.raw`\breceived\b[^.;]{0,120}?\bfrom\b[^.;]{0,80}?\bthe\s{1,8}(?:[\w-]{1,30}\s{1,8})?sum\s{1,8}of\b`;

export const SUMS_PAYABLE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(`${SAID_PAYABLE}|${ANSWERABLE}|${SUM_RECEIVED}`, 'i'), 'Payment Terms & Billing']];
