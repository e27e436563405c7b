/**
 * Pricing & Taxes of the extras of a pay or a fee stated with their amount (issue 18, h91sow): a bonus, a daily allowance
 * or a pension contribution is a sum the contract fixes beside the main price (C9: an amount is Pricing & Taxes, its
 * paying Payment Terms & Billing beside it). Said with the amount:
 * - a bonus "of" or "equal to" a sum or a share: "a summit bonus of US$ 1,500", "an annual bonus of up to 8% of your
 *   salary", "a bonus equal to 10% of any advance" (sets 1–69 label all 7 such sentences Pricing & Taxes; 3 were
 *   missed). Not a bonus named with no amount ("a war risk bonus"), nor dues owed ("bonus dues": Responsibilities);
 * - a daily allowance or a per diem of a sum: "a daily allowance of £85", "a per diem of $75" (4 of 4 Pricing & Taxes; 2
 *   missed);
 * - the employer's pension contribution as a share of the pay: "We contribute 7.5% of your salary to the pension fund",
 *   "pay employer contributions of 3% of her qualifying earnings" (2 of 2; 1 missed).
 * Strong: the sentence model reads the act around the sum (a payment, a reimbursement) and misses the amount. Stated
 * with sentences of my own (`categories-money-rows-and-extras-h91sow.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A sum or a share: a figure, perhaps after a currency code or sign ("US$ 1,500", "M 450", "8%", "£85"). */
const SUM_OR_SHARE = String.raw`(?:(?:up\s{1,8}to|not\s{1,8}more\s{1,8}than|at\s{1,8}least)\s{1,8})?(?:[A-Z]{0,3}[$£€¥₹]\s?|[A-Z][A-Za-z]{0,4}\.?\s)?\d`;

export const PAY_EXTRA_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b[Bb]onus\s{1,8}(?:of|equal\s{1,8}to|amounting\s{1,8}to)\s{1,8}${SUM_OR_SHARE}`), 'Pricing & Taxes'],
  [new RegExp(String.raw`\b(?:daily|subsistence|travel(?:ling)?|meal|per\s{1,8}night)\s{1,8}allowance\s{1,8}(?:of|is|at)\s{1,8}${SUM_OR_SHARE}|\bper\s{1,8}diem\s{1,8}(?:of|is)\s{1,8}${SUM_OR_SHARE}`, 'i'), 'Pricing & Taxes'],
  [/^(?=[^]{0,300}?\bpension)[^]{0,300}?\bcontribut\w{0,6}\s{1,8}(?:of\s{1,8})?\d{1,2}(?:\.\d{1,2})?\s?%\s{1,8}of\s{1,8}(?:your|the|his|her|its|their|each)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:salary|wages?|earnings|pay|remuneration)\b/i, 'Pricing & Taxes'],
];
