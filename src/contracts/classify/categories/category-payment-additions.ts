/**
 * The payment categories read after the ranking, not in it: the one place where a sentence's money gains Payment Terms
 * & Billing (or loses Pricing & Taxes) whatever the ranking chose (bench/log.md, h64split's Left: these are additions,
 * not vetoes, so they stay out of category-vetoes.ts).
 */
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { isLatePaymentCharge } from './category-late-payment.js';
import { isMoneyDeposit } from './category-money-deposit.js';
import { isReimbursement } from './category-reimbursement.js';
import { isEndingFeeAlone, namesEndingFee } from './category-ending-fee.js';
import { paysPriceList } from './cues/category-cues-scheduled-rates.js';
import { paysStatedAmount } from './cues/category-cues-amounts.js';
import { MAX_CATEGORIES } from './category-limits.js';

/** A rule read after the ranking: when `when` holds, Payment Terms & Billing is added, and Pricing & Taxes dropped if `dropsPrice`. */
interface PaymentAddition {
  readonly name: string;
  readonly when: (text: string) => boolean;
  readonly dropsPrice: boolean;
  /** Added only where the ranking left a place (fewer than MAX_CATEGORIES): the rule reads a common shape. */
  readonly needsRoom?: boolean;
}

/**
 * The rules, in the order they apply. A deposit of money paid, held or returned, and costs reimbursed, are payments
 * (C60, C61): Payment Terms & Billing beside whatever else the sentence names; after the ranking, not in it, since a
 * place of its own there pushed out the sentence's own subjects (category-money-deposit.ts, h50cue). A fee for ending or
 * cancelling is money paid on termination (C3, C65), its own sum no price. What paying late costs is a term of payment,
 * no price (C17): Payment Terms & Billing, never Pricing & Taxes. A price list a party pays ("shall pay the
 * Contractor the following unit rates:") is its prices and their payment (category-cues-scheduled-rates.ts, h73c56).
 * A stated amount paid to a party is its amount and its payment (C9, C31's tax rate aside: category-cues-amounts.ts'
 * paysStatedAmount, h104c79).
 */
const PAYMENT_ADDITIONS: readonly PaymentAddition[] = [
  { name: 'money deposit', when: isMoneyDeposit, dropsPrice: false },
  { name: 'reimbursement', when: isReimbursement, dropsPrice: false },
  { name: 'ending fee named', when: namesEndingFee, dropsPrice: false },
  { name: 'price list paid', when: paysPriceList, dropsPrice: false },
  // "pay £1,000" is common enough to crowd a sentence's own two subjects out: a third category came of it (fast-check's
  // "Subcontractor pay £1,000 The Supplier" under an audits title, the review of session 67), so only into a free place.
  { name: 'stated amount paid', when: paysStatedAmount, dropsPrice: false, needsRoom: true },
  { name: 'late-payment charge', when: isLatePaymentCharge, dropsPrice: true },
  { name: 'ending fee alone', when: isEndingFeeAlone, dropsPrice: true },
];

const PAYMENT: CategoryLabel = 'Payment Terms & Billing';
const PRICING: CategoryLabel = 'Pricing & Taxes';

/** The ranking's `chosen` categories with the payment additions applied, in the order of the closed set. */
export function withPaymentAdditions(text: string, chosen: readonly CategoryLabel[]): CategoryLabel[] {
  // The additions that keep the price apply only where the ranking did not choose Payment already (their first test).
  const room = chosen.length < MAX_CATEGORIES;
  const added = !chosen.includes(PAYMENT) && PAYMENT_ADDITIONS.some((rule) => !rule.dropsPrice && (room || !rule.needsRoom) && rule.when(text));
  const named = added ? CATEGORIES.filter((c) => c === PAYMENT || chosen.includes(c)) : [...chosen];
  return PAYMENT_ADDITIONS.some((rule) => rule.dropsPrice && rule.when(text)) ? CATEGORIES.filter((c) => c === PAYMENT || (named.includes(c) && c !== PRICING)) : named;
}
