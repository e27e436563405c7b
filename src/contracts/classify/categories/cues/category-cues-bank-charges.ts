/**
 * Bank charges of a payment and who bears them (issue 18, h39c): "The bank transfer fee shall be borne by Purchaser",
 * "Bank charges arising outside Japan shall be borne by Party B", "each Party shall bear its own bank charges". The cost
 * of moving the money is part of how a payment is made (the Payment Terms & Billing row, spec §2–3), not a price of the
 * goods or the services. Sets 12, 14, 30, 34, 35, 36, 43 and 44 label seven of eight such sentences Payment Terms &
 * Billing (set 35 labels one, under a "PRICE" heading, Pricing & Taxes), also under a "Price and Payment" or "Service
 * Fee" heading: a cue of its own, so that the neighbouring Pricing & Taxes the heading names yields (categories.ts'
 * NEIGHBOURS). Not a bank guarantee or a bank named as a party or a base rate ("the Bank of England base rate": no
 * charge of a bank). Bounded, linear on hostile text. Tests: `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A bank that keeps things, not money: "Data bank fees for access to the Database", "the blood bank fees" (hrev29). Their
 * fees are a price of what they keep or give, no cost of moving a payment. Bounded lookbehind (`\s{1,8}`).
 */
const NOT_A_PAYMENT_BANK = String.raw`(?<!\b(?:data|blood|food|seed|gene|tissue|sperm|milk|memory|image|question|land|power|test|river)[\s-]{1,8})`;

/**
 * A bank's charges named either way round: "bank charges", "bank transfer fees", and (issue 18, h94cat) "the charges of
 * the Promoter's bank", "the fees of its bank" (set 72's one such sentence labelled Payment Terms & Billing, read Pricing
 * & Taxes as dues "for the Promoter's account"). One phrase for this cue and the guard of category-cues-costs-borne.ts.
 */
export const BANK_CHARGE = String.raw`${NOT_A_PAYMENT_BANK}\bbank(?:ing)?\s{1,8}(?:transfer\s{1,8}|remittance\s{1,8}|wire\s{1,8})?(?:charges?|fees?|costs|commissions?)\b|\b(?:charges?|fees?|commissions?)\s{1,8}of\s{1,8}(?:the\s{1,8}|its\s{1,8}|their\s{1,8}|each\s{1,8}(?:party|[Pp]arty)['’]s\s{1,8})?(?:[\w-]{1,30}['’]s\s{1,8})?(?:own\s{1,8})?bank\b(?!\s{1,8}(?:guarantee|account)s?\b)`;

export const BANK_CHARGES_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(BANK_CHARGE, 'i'), 'Payment Terms & Billing'],
];
