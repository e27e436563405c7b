/**
 * Payment Terms & Billing and Pricing & Taxes said in the words of card acquiring, carriers' settlement and South
 * African leases (issue 18, h32c43: set 43's misses). Stated from how such clauses are drafted, with test sentences of
 * their own (`test/contracts/classify/categories/categories-card-settlement.test.ts`). Bounded patterns, linear on hostile text.
 *
 * Payment Terms & Billing is how and when money passes (the spec's gist: invoicing, payment terms, set-off, retention):
 * - a chargeback is a payment reversed and charged back to the merchant ("the full value of every Chargeback");
 * - a reserve is money held back from the merchant's settlements and released later ("hold back up to 10% of your
 *   daily settlements", "release the Reserve to you"), a retention by another name (C21's retention), and
 * - payment withheld ("may withhold payment for calls that it shows to be fraudulent") are payment terms outright:
 *   strong cues (category-cue-lists.ts' STRONG_CUES), beside the notice or the dispute that the same sentence names, and clear
 *   the bar a definition's wording must (the "Reserve" defined as money held back).
 * Pricing & Taxes is the amount (C9):
 * - its change: "We may change our fees", "Either Party may change a rate", "The Rental shall escalate by 8%";
 * - a surcharge or fee added to what a person pays ("without adding a surcharge", "add any fee, interest or charge");
 * - municipal rates, a tax on property ("the assessment rates levied on the property"), which is no bill, as a tax is
 *   none (category-cue-vetoes.ts' CUE_VETOES): unless the sentence bills it (an invoice, a time to pay);
 * - a row of a rent table whose amount is written in rand ("Year 1 (1 March 2027 – 28 February 2028) | R85 000,00"),
 *   as the "<what> | <amount>" rows of category-cues-amounts.ts (C9) whose currency signs do not include the rand's "R".
 */
import type { CategoryLabel } from '../../../wire.js';
import { PRICE_ROW_START } from './category-cues-amounts.js';

/** Municipal rates: a tax on property, named by the rates' kind or by their levying. */
const MUNICIPAL_RATES = String.raw`\b(?:assessment|municipal|property|council|general|business)\s+rates\b|\brates\s+(?:and\s+taxes|levied|assessed)\b`;

/**
 * Payment withheld, and a reserve held back and released: a payment term outright (strong: it clears the bar of a
 * second subject, and of a definition's wording).
 */
export const CARD_SETTLEMENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A reserve held back from the settlements and released: "money we hold back from your settlements", "hold back up
  // to 10% of your daily settlements", "release the Reserve to you".
  [/\b(?:hold|holds|held|holding)\s+back\s+(?:[\w%.,-]+\s+){0,6}?(?:from|of)\s+(?:your|the|its|their|our|any|each|every)\s+(?:[\w'’-]+\s+)?(?:settlements?|payments?|remittances?|payouts?|proceeds)\b|\brelease\s+(?:the|any|your|its)\s+(?:[\w-]+\s+)?(?:reserve|retention|retained\s+(?:money|amounts?|sums?)|withheld\s+(?:money|amounts?|sums?))\b/i, 'Payment Terms & Billing'],
  [/\bwithh(?:old|olds|olding|eld)\s+(?:any\s+|all\s+|the\s+)?(?:payments?|sums|amounts|monies|moneys)\b(?!\s+(?:of|for)\s+tax)/i, 'Payment Terms & Billing'],
];

export const CARD_SETTLEMENT_CUES: readonly [RegExp, CategoryLabel][] = [
  ...CARD_SETTLEMENT_STRONG_CUES,
  // A chargeback: "every Chargeback", "charge-backs", "reverses and charges back to us". Not the thing a fee is charged
  // for ("a fee of EUR 15 for each Chargeback": the fee's amount, Pricing & Taxes alone); "liable for every chargeback"
  // still is one.
  [/(?<!\b(?:fees?|charges?)\b[^.;]{0,40}\bfor\s{1,64}(?:each|every|any|a)\s{1,64})\bcharge-?backs?\b|\bcharges?\s+(?:it\s+|them\s+)?back\s+to\b/i, 'Payment Terms & Billing'],
  // The amount changed: "change our fees", "vary the charges", "change a rate"; "The Rental shall escalate by 8%"; a
  // lease's instalment, its price per period ("may adjust the instalment if the reference rate changes", h52s50).
  [/\b(?:change|changes|changing|vary|varies|varying|revise|revises|revising|adjust|adjusts|adjusting)\s+(?:our|its|their|the|your|any|a|a\s+party['’]s)\s+(?:[\w-]+\s+)?(?:fees?|prices?|rates?|charges|tariffs?|rent(?:al)?|(?:lease\s+|hire\s+|rental\s+)?instal(?:l)?ments?)\b(?!\s+(?:of\s+)?(?:exchange|interest)\b)|\b(?:rent(?:al)?s?|fees?|charges|prices?|rates?|tariffs?)\s+(?:shall|will|may|is\s+to|are\s+to)\s+(?:\w+\s+)?(?:escalate|be\s+escalated)\b/i, 'Pricing & Taxes'],
  // A surcharge or fee added: "without adding a surcharge", "add any fee, interest or charge to an Account".
  [/\b(?:add|adds|adding|impose|imposes|imposing|levy|levies|levying)\s+(?:a|an|any)\s+(?:[\w-]+\s+)?(?:surcharges?|fees?|charges?)\b/i, 'Pricing & Taxes'],
  [new RegExp(MUNICIPAL_RATES, 'i'), 'Pricing & Taxes'],
  // A rent table's row in rand ("Year 1 (…) | R85 000,00"): "R" and a figure, the rand's sign.
  [new RegExp(String.raw`^${PRICE_ROW_START}[^|\n]{3,80}?\|\s*(?:from\s+|up\s+to\s+)?(?<![A-Za-z])R\s?\d`, 'i'), 'Pricing & Taxes'],
];

/** Municipal rates are a tax, no bill: unless the sentence bills them (an invoice, a time to pay). */
export const CARD_SETTLEMENT_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,600}\b(?:invoic|within\s+\d|within\s+[a-z]+\s+(?:\(\d{1,3}\)\s+)?days|in\s+advance|instal))[^]{0,600}?(?:${MUNICIPAL_RATES})`, 'i'), 'Payment Terms & Billing'],
];
