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
