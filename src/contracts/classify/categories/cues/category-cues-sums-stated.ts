/**
 * Pricing & Taxes of sums a contract states without a price word (issue 18, h93cat; set 71 missed them): C9 reads an
 * amount as Pricing & Taxes, and these name one though no "price", "fee" or "rate" is written:
 * - what a thing "costs": "A late change of a booking costs £12", "a replacement card costs S$50", "A late return costs
 *   £10 for each hour started" (sets 1–71: 8 of 8 such sentences Pricing & Taxes, 2 missed — a time in the subject made
 *   the sentence model read something else);
 * - an amount written in words before its figure in brackets: "the sum of TWO THOUSAND FIVE HUNDRED POUNDS (£2,500)",
 *   "the monthly rent of ONE HUNDRED AND FIFTY DOLLARS ($150.00)" (3 of 3 Pricing & Taxes, 2 missed): a sum spelt out so
 *   that no one can mistake it is the contract's own figure. A "hundred", "thousand" or "million" among the words; not
 *   in a sentence of a cover, a limit, a security or a deposit (NOT_A_PRICE's words: those sums are no price);
 * - a concession, half the price for a class of people: "Children aged 2 to 11 pay half the adult fare" (3 of 3 such
 *   sentences Pricing & Taxes, all read Payment Terms & Billing alone; an instalment of half the fee "when you sign" is
 *   left to the payment);
 * - a commission of a fixed sum: "whose commission of USD 8,000 the Club shall pay" (the commissions of a share, "a
 *   commission of 8%", are read already: 20 of 20 Pricing & Taxes in sets 1–71 where the share is stated).
 * Strong: the sentence model reads the act around the sum (a change, a payment, an introduction) and misses the amount.
 * Stated with sentences of my own (`categories-sums-and-things-provided-h93cat.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_A_PRICE } from './category-cues-amounts.js';
import { AMOUNT, moneyPattern } from '../../numbers/money-shapes.js';

/** A concession: a class of people paying half the price, no moment of paying after it ("on weekdays" is no moment: "on signing" is). */
const HALF_PRICE = String.raw`\bpays?\s{1,8}(?:only\s{1,8})?half\s{1,8}(?:of\s{1,8})?the\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:fares?|prices?|fees?|rates?|charges?|tariffs?)\b(?![^.;]{0,80}?\b(?:when|within|before|upon|after|by|(?:on|at)\s{1,8}(?:the\s{1,8}(?:time\s{1,8}of\s{1,8})?)?(?:signing|signature|delivery|completion|booking|arrival|order|date|day|or\s{1,8}before|\d))\b)`;

/** The words of a sum spelt out, in capitals or not (no `i` flag: a currency code of AMOUNT spelt like a word stays a code) ("ONE MILLION EIGHT HUNDRED THOUSAND", "Twenty-four thousand"). */
const SPELT_SUM = String.raw`\b(?:[Hh]undred|HUNDRED|[Tt]housand|THOUSAND|[Mm]illion|MILLION|[Bb]illion|BILLION|[Ll]akhs?|LAKHS?|[Cc]rores?|CRORES?)\b[A-Za-z ,-]{0,80}?\(\s{0,3}${AMOUNT}`;

export const SUM_STATED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // What a thing costs: the verb "costs" (or "will cost") right before a sum, "an extra" or "an additional" between.
  [new RegExp(String.raw`\b(?:costs|will\s{1,8}cost|shall\s{1,8}cost)\s{1,8}(?:(?:an?\s{1,8})?(?:extra|additional|further)\s{1,8})?${AMOUNT}`), 'Pricing & Taxes'],
  // A sum spelt out before its figure, in a sentence that names no cover, limit, security or deposit (an insurance's
  // "limits of not less than Five Million Dollars ($5,000,000)" is Insurance's: sets 39 and 69).
  [new RegExp(String.raw`^(?![^]{0,600}?\b(?:${NOT_A_PRICE}|[Ll]imits|[Ss]ecurity|[Dd]eposit|INSURANCE|LIMIT|DEPOSIT|SECURITY)\b)[^]{0,600}?${SPELT_SUM}`), 'Pricing & Taxes'],
  // A concession: a class of people paying half the price, no moment of paying after it ("Children under 12 pay half
  // the adult fare", "Registered charities pay half the hourly charge"; not "pay half of the fee when you sign", an
  // instalment's).
  [new RegExp(HALF_PRICE, 'i'), 'Pricing & Taxes'],
  // A commission of a fixed sum.
  [new RegExp(String.raw`\b[Cc]ommission\s{1,8}(?:of|is|equal\s{1,8}to)\s{1,8}${AMOUNT}`), 'Pricing & Taxes'],
  // (h105c82) An allowance, a stipend or a salary of a stated sum ("(c) a living allowance of NZD 420 a week, paid
  // fortnightly into the Scholar's bank account;"): its amount (C9), beside the payment its "paid" reads.
  [moneyPattern(String.raw`\b(?:allowances?|stipends?|salar(?:y|ies)|wages?|bursar(?:y|ies))\s{1,8}(?:of|is|equal\s{1,8}to)\s{1,8}${AMOUNT}`, 'i'), 'Pricing & Taxes'],
  // (issue 18, h110cat) A budget of a stated sum ("the production budget of EUR 2,400,000 approved by both parties",
  // "a marketing budget of $15,000"): the sum the work is to cost (C9's amount). Sets 1–86: all 3 sentences that state a
  // budget's sum are labelled Pricing & Taxes, 2 were missed (sets 11 and 55: a definition, read as nothing).
  [moneyPattern(String.raw`\bbudgets?\s{1,8}(?:of|is|shall\s{1,8}be|will\s{1,8}be|equal\s{1,8}to)\s{1,8}(?:(?:up\s{1,8}to|not\s{1,8}more\s{1,8}than|at\s{1,8}most)\s{1,8})?${AMOUNT}`, 'i'), 'Pricing & Taxes'],
  // (issue 18, h110cat) The consideration of a deed or a grant stated as a sum ("In consideration of the sum of
  // £12,000 paid by the Buyer to the Seller (receipt of which the Seller acknowledges), the Seller grants …"): the
  // price of what the deed grants, sells or assigns (C9's amount), beside the payment its "paid" reads. Sets 1–86: all 3
  // such sentences are labelled Pricing & Taxes, none was read (sets 13, 68, 77). "The sum of" only: a nominal recital
  // "for and in consideration of $10.00 and other good and valuable consideration" states no price (set 53's, labelled
  // none).
  [moneyPattern(String.raw`\bin\s{1,8}consideration\s{1,8}of\s{1,8}the\s{1,8}sum\s{1,8}of\s{1,8}${AMOUNT}`, 'i'), 'Pricing & Taxes'],
];

/**
 * The concession's "pay" names what the price is for a class of people, not how or when it is paid: Payment Terms &
 * Billing's cues read the sentence without it (category-not-said.ts; sets 30, 68 and 71 label their three such sentences
 * Pricing & Taxes alone). Global, as NOT_SAID's phrases are.
 */
export const HALF_PRICE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[new RegExp(HALF_PRICE, 'gi'), 'Payment Terms & Billing']];
