/**
 * The pay of a party's own people (issue 18, h78c61; C62: what a party owes its own staff is its Responsibilities, no
 * term of the contract's payment): "pay their wages and social charges", "is responsible for their salaries, social
 * contributions, income tax withholding, leave and equipment", "pay the wages, social security charges … of its
 * employees", "pay their social security contributions". Sets 5, 19, 20, 22, 24, 34, 37, 48, 52 and 61 label such
 * sentences Responsibilities, and none Pricing & Taxes but one that also prices an agent's own commission; the words
 * "pay", "tax" and "withholding" read them as a bill or a tax. So the wages, salaries or social charges of the party's
 * own people ("their", "its", "of its employees") are a strong Responsibilities cue, and they silence the Payment cue and
 * the payroll tax's Pricing cue, unless the sentence also names what the contract's price is (an invoice, a fee, a
 * price, a commission, rent, an instalment: "The Client shall pay each invoice, which includes its staff's wages", "The
 * Agent shall bear its office costs and the salaries of its staff, and pay the tax on its commission": set 36 labels
 * that one Pricing & Taxes alone), when none of the three is read from them.
 * Not a salary promised to a person the contract employs ("The Employers will pay her a gross salary of £34,000"), nor
 * salaries paid on another's behalf. Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The pay of a party's own people: "their wages", "its payroll taxes", "the salaries of its staff" (not "its payroll system"). */
const OWN_PEOPLES_PAY = String.raw`\b(?:their|its)\s{1,3}(?:own\s{1,3})?(?:(?:staff|employees|workers|personnel)['’]?s?\s{1,3})?(?:wages|salar(?:y|ies)|social\s{1,3}(?:security\s{1,3})?(?:charges|contributions)|payroll\s{1,3}(?:taxes|costs|contributions))\b|\b(?:wages|salar(?:y|ies)|social\s{1,3}(?:security\s{1,3})?(?:charges|contributions))\b[^.;]{0,80}?\bof\s{1,3}(?:all\s{1,3})?(?:its|their)\s{1,3}(?:own\s{1,3})?(?:[\w-]{1,30}\s{1,3})?(?:employees|workers|workmen|staff|personnel|crew|drivers|team)\b`;

/**
 * (hrev80) A rate or a sum built up of the pay: "The Hourly Rate includes their wages, social charges, overheads and
 * profit", "the rate covers the wages … of its staff": what the customer pays, Pricing & Taxes. And pay reimbursed or
 * recharged ("The Company reimburses to the Manager the salaries of its site staff"): the contract's payment.
 */
const PRICE_BUILT_UP = String.raw`\b(?:rates?|tariffs?|sums?|amounts?|charges?|remuneration|consideration)\b[^.;]{0,60}?\b(?:includ(?:e|es|ing)|covers?|inclusive\s{1,3}of|compris(?:e|es|ing))\b`;

/** The contract's own price named beside it: then the sentence bills or prices as well. */
const CONTRACT_PRICE_NAMED = String.raw`(?:\b(?:invoic\w*|fees?|prices?|commissions?|rent|instalments?|installments?|VAT|GST|reimburs\w*|recharg\w*)\b|${PRICE_BUILT_UP})`;

const OWN_PEOPLES_PAY_ALONE = new RegExp(String.raw`^(?![^]{0,800}?${CONTRACT_PRICE_NAMED})[^]{0,600}?(?:${OWN_PEOPLES_PAY})`, 'i');

export const OWN_STAFF_PAY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[OWN_PEOPLES_PAY_ALONE, 'Responsibilities']];

export const OWN_STAFF_PAY_VETOES: readonly [RegExp, CategoryLabel][] = [
  [OWN_PEOPLES_PAY_ALONE, 'Payment Terms & Billing'],
  [OWN_PEOPLES_PAY_ALONE, 'Pricing & Taxes'],
];
