/**
 * A fee, a commission or a charge refused, or a commission stated as a share (issue 18, h78c61): Pricing & Taxes. What a
 * party may not charge bounds the price as much as a rate does: "The Agent shall not charge any customer a fee beyond the
 * charges in Schedule 1", "Host will not charge Operator rent", "The Academy Trust must not charge for admission", "shall
 * not charge the COMPANY for the metres lost", "Provider shall not charge the Monthly Fee for any position that stays
 * vacant". Sets 10, 11, 16, 50, 59 and 61 label all seven such sentences Pricing & Taxes; the word "charge" alone is no
 * cue of it, and the sentence model gave the refusal even odds or worse. Not a charge the party still bills ("shall not
 * bill", "no fee is payable": the sets label those Payment Terms & Billing), nor "charge" with no object after it (a
 * battery that "will not charge"). A commission stated as a share ("the commission on the part above that amount is
 * 5%", "The Agency's commission is 20% of each booking") is its rate, as "a commission of 8%" is (category-cue-lists.ts).
 * A plain cue, not a strong one: beside a clause's main subject ("If you tell us within four hours …, we will not charge
 * you for those hours": Communication and Payment Terms & Billing in set 40) the refusal is no second subject of its own.
 * (hrev80) The refusal bills: a "for" or a sum named within six words of "charge" ("charge the Customer for …", "charge
 * any buyer a handling fee", "charge Operator rent"). "Charge" in its other senses takes none: a battery or a vehicle
 * charged ("shall not charge the batteries from the common supply"), a person charged with an offence, property charged as
 * security ("shall not charge its assets or create any security", "will not charge the Property in favour of …").
 * Bounded steps and alternations: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What follows a charge refused: whom or what it is charged to or for ("any patient", "the Monthly Fee", "for admission", "you"). */
const CHARGED_OBJECT = String.raw`(?:for|any|the|a|an|its|their|his|her|you|us|them|him|such|each|every|extra|more|[A-Z][\w'’-]{0,30})\b`;

/** (hrev80) What a billing refusal charges: "for" something, or a sum ("a fee", "rent", "interest", "extra"). */
const SUM_CHARGED = String.raw`(?:for|extra|more|anything|fees?|rent|commissions?|charges?|prices?|fares?|interest|costs?|expenses?|sums?|amounts?|premiums?|surcharges?|mark-?ups?|rates?|VAT|tax(?:es)?|deposits?|penalt(?:y|ies))\b`;

/**
 * (hrev80) A commission stated as a share: the figure closes the phrase or names what it is a share of or when it is paid
 * ("is 12% of the net invoice value", "is 4% and is payable quarterly", "is 3%."). Not a body's share of a duty ("The
 * Electoral Commission is 100% responsible for …", "The commission set up under clause 9 is 50% composed of …").
 */
const SHARE_ENDS = String.raw`(?=\s{0,3}(?:[.,;:)]|$|\(|(?:of|on|per|for|and|plus|payable|exclusive|inclusive|excluding|including)\b))`;

export const FEES_REFUSED_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h96s) Pay a party is not entitled to: "is not entitled to any wage, salary or other payment for the work done",
  // "shall not be entitled to any salary, bonus or gratuity", "is not entitled to any fee or reimbursement not provided
  // for" — what its work is worth under the contract, its price (sets 12, 21 twice, 43 and 70 label all five Pricing &
  // Taxes; set 45's fee on contracts signed after the end, Payment Terms & Billing and Term & Termination, is the end's).
  // Not "any payment" alone (a payment term: set 30's "not entitled to any payment for hours during which …").
  [/\bnot\s{1,3}(?:be\s{1,3})?entitled\s{1,3}to\s{1,3}(?:any|a|an)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?(?:wages?|salar(?:y|ies)|fees?|remuneration|bonus(?:es)?|commissions?)\b/i, 'Pricing & Taxes'],
  // (issue 18, h108c85, C94) The same with "pay" as its noun: "The Manager is not entitled to any pay for managing the
  // Raft" (the work's worth denied, as "any fee" is). Not "any payment" (set 30's payment term, above). Fixed words: linear.
  [/\bnot\s{1,3}(?:be\s{1,3})?entitled\s{1,3}to\s{1,3}any\s{1,3}(?:extra\s{1,3}|additional\s{1,3}|further\s{1,3}|other\s{1,3})?pay\s{1,3}(?:for|from|while|during)\b/i, 'Pricing & Taxes'],
  // "shall not charge any patient a commission", "will not charge you for …", "cannot charge extra".
  [new RegExp(String.raw`\b(?:(?:shall|will|must|may|can)\s{1,3}not|shan't|won't|mustn't|cannot|can't)\s{1,3}charge\s{1,3}(?=${CHARGED_OBJECT})(?:[\w'’-]{1,30}\s{1,3}){0,5}?${SUM_CHARGED}`, 'i'), 'Pricing & Taxes'],
  // "the commission on the part above that amount is 5%", "the commission shall be 7.5 per cent".
  [new RegExp(String.raw`\bcommissions?(?:\s{1,3}[\w'’-]{1,30}){0,8}?\s{1,3}(?:is|are|shall\s{1,3}be|will\s{1,3}be|amounts\s{1,3}to)\s{1,3}\d{1,3}(?:[.,]\d{1,3})?\s?(?:%|per\s?cent\b)${SHARE_ENDS}`, 'i'), 'Pricing & Taxes'],
];

/**
 * (h96s) The pay denied, listed with "other payment" ("is not entitled to any wage, salary or other payment for the
 * work done"): the payment named is one more kind of the pay denied, the price of the work (Pricing & Taxes above), no
 * payment term of the contract. Its Payment cue is silenced. Bounded: linear on hostile text.
 */
export const FEES_REFUSED_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h108c85, C94) "not entitled to any pay for …" with no payment of its own in the sentence ("pays",
  // "paid", "payable", "payment", an invoice): the learned reading's Payment Terms & Billing of the noun "pay" silenced.
  [/^(?![^]{0,400}?\b(?:pays|paid|payable|payments?|invoic\w*|repa\w*)\b)[^]{0,300}?\bnot\s{1,3}(?:be\s{1,3})?entitled\s{1,3}to\s{1,3}any\s{1,3}(?:extra\s{1,3}|additional\s{1,3}|further\s{1,3}|other\s{1,3})?pay\s{1,3}(?:for|from|while|during)\b/i, 'Payment Terms & Billing'],
  [/\bnot\s{1,3}(?:be\s{1,3})?entitled\s{1,3}to\s{1,3}any\s{1,3}(?:(?:wages?|salar(?:y|ies)|fees?|remuneration|bonus(?:es)?|commissions?)(?:\s{0,3},)?\s{1,3}){1,4}(?:or|and)\s{1,3}(?:any\s{1,3})?other\s{1,3}(?:payments?|pay|remuneration|compensation)\b/i, 'Payment Terms & Billing'],
];
