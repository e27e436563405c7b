/**
 * Communication said by a paper one party gives the other to tell it what was received or withheld (issue 18, h86c): a
 * receipt or a weighing slip stating what was delivered ("issues a receipt stating the gross weight and the net
 * weight", "gives a weighing slip for it"), and the receipt or certificate of a tax withheld sent to the payee ("deliver
 * the withholding receipt to the Seller"). The paper is the notice (spec §2–3, the Communication row: information
 * exchanged in writing); the model reads the goods or the tax instead. Strong (category-cue-lists.ts' STRONG_CUES): the
 * delivery or the tax is the sentence's other subject. Not a receipt for a payment (the payment's Payment Terms &
 * Billing), nor one issued to guests or describing a thing taken in (no statement of what was delivered). Tests:
 * `test/contracts/classify/categories/categories-receipts-issued-h86c.test.ts`. Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AMOUNT } from '../../numbers/money-shapes.js';

/** The papers of a delivery: "a receipt", "a weighing slip", "a delivery note", "a docket". */
const PAPER = String.raw`(?:receipts?|slips?|notes?|dockets?|tickets?)`;

export const RECEIPT_ISSUED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A receipt stating what was delivered: "issues a receipt stating the net weight", "gives a weighing slip for it",
  // "hands over a delivery note showing the number of sacks". Not "for each payment" (the payment's paper).
  [new RegExp(String.raw`\b(?:issue|issues|give|gives|hand|hands|provide|provides)\s{1,8}(?:over\s{1,8})?(?:a|an)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${PAPER}\s{1,8}(?:stating|showing|recording|listing|for\s{1,8}(?:it|them|each\s{1,8}(?:lot|delivery|load|consignment)))\b`, 'i'), 'Communication'],
  // The paper of a tax withheld sent to the payee: "deliver the withholding receipt to the Processor", "send the Company
  // the withholding certificate". Not one issued (a tax step the payer's own law sets: sets label it Pricing & Taxes alone).
  [/\b(?:send|sends|deliver|delivers|give|gives|hand|hands|provide|provides|furnish|furnishes|forward|forwards)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:the|a|an)\s{1,8}(?:tax\s{1,8})?withholding\s{1,8}(?:tax\s{1,8})?(?:receipts?|certificates?|statements?)\b/i, 'Communication'],
];

/**
 * (issue 18, h119cat, C298) A receipt given to the party who paid, or for a payment: "the OWNER gives them a receipt for
 * it" after the sum handed over, "The Collector hands each payer a receipt", "For each payment you give us a receipt",
 * "We send you a receipt by e-mail", "gives a signed receipt for every payment". The payment's own paper is how payment
 * is proved (the Payment row: how payment happens), beside the telling (Communication) or the tax word a learned model
 * reads in it. Sets 1–92: the cue reads 12 sentences, all 12 labelled Payment Terms & Billing; 4 had lost it (sets 85,
 * 86, 89, 92), 3 are read now (set 89's stays third, behind the telling and the tax word, under the two-subject cap). Only to a party (a pronoun, "each payer", or a capitalised role where the sentence names money: MONEY_NAMED) or for money paid: not a receipt "to every
 * guest" or "every buyer" (a shop's or a hut's own fiscal duty: sets 28 and 58 label those Audits and Responsibilities),
 * nor one for goods, a delivery, a load or a thing taken in, or stating what was received (the paper of a delivery:
 * RECEIPT_ISSUED_STRONG_CUES above), vetoed over the sentence. Anchored, bounded windows: linear on hostile text. Tests:
 * categories-payment-receipts-h119cat.test.ts.
 */
const RECEIPT = String.raw`(?:a|an)\s{1,3}(?:(?:signed|numbered|written|official|fiscal|dated|stamped|cash)\s{1,3})?receipts?\b`;
const GIVER = String.raw`\b(?:give|gives|giving|gave|hand|hands|handing|handed|issue|issues|issued|issuing|send|sends|sent|provide|provides)`;
const MONEY_PAID = String.raw`(?:payments?|sums?|instal+ments?|deposits?|advances?|amounts?|contributions?|fees?|rent|price)\b`;
const NOT_A_DELIVERY = String.raw`^(?![^]{0,600}?\b(?:goods|deliver\w{0,6}|cargo|consignments?|loads?|lots?|weigh\w{0,6}|samples?|parcels?|packages?|shipments?|withholding|stating|showing|recording|listing|describing|items?|pieces?|animals?|sacks?|documents?)\b)`;
/**
 * (h119mendA) Money named in the sentence: a payment's word, a paying verb or a payer, or an amount with its currency
 * before it (money-shapes.ts' AMOUNT, the recognizer's codes, signs and marks: one home; h121left, session 80's
 * re-read leftovers — the copy here took any three capitals before a figure, "TIN 0230…", "ACN 612 …", "KPI 1", for money;
 * over every set's 43,211 texts the cue reads the same 2). A receipt handed to a capitalised party needs it ("gives the
 * Tenant a receipt for the keys", "issues the Depositor a receipt on intake": no money, the paper of a handover).
 */
const MONEY_NAMED = String.raw`^(?=[^]{0,600}?(?:\b(?:pa(?:y|ys|id|ying|yers?|yments?)|cash|${MONEY_PAID})|${AMOUNT}))`;
/** After a receipt to a party, its "for …" names money or the thing just paid ("for it", "for each payment"), else no payment's paper. */
const FOR_MONEY_ONLY = String.raw`(?!\s{1,3}for\s{1,3}(?!(?:it|them|this|that)\b|(?:(?:each|every|the|this|that|any|its|their|her|his)\s{1,3}){0,2}(?:[\w-]{1,30}\s{1,3})?${MONEY_PAID}))`;
export const RECEIPT_FOR_PAYMENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`${NOT_A_DELIVERY}[^]{0,400}?${GIVER}\s{1,3}(?:(?:you|us|them|him|her|each\s{1,3}payer)\s{1,3}${RECEIPT}${FOR_MONEY_ONLY}|${RECEIPT}\s{1,3}for\s{1,3}(?:(?:each|every|the|this|that|any|its|their|her|his)\s{1,3}){0,2}(?:[\w-]{1,30}\s{1,3})?${MONEY_PAID})`), 'Payment Terms & Billing'],
  [new RegExp(String.raw`${MONEY_NAMED}${NOT_A_DELIVERY}[^]{0,400}?${GIVER}\s{1,3}(?:the\s{1,3})?[A-Z][\w'’-]{1,30}\s{1,3}${RECEIPT}${FOR_MONEY_ONLY}`), 'Payment Terms & Billing'],
];
