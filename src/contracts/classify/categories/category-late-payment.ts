/**
 * C17 (docs/contracts.md; issue 18, h23conv): interest, a late charge, a fine or a penalty on a sum paid late
 * ("Late payments bear interest at 1.5% per month", "If you pay late we may charge interest at 3% above base rate",
 * "a late charge equal to 5% of the overdue amount") is Payment Terms & Billing only: the rate is a term of paying — what
 * paying late costs — not the price of the contract's goods or work. The service reads so: its visible half gives
 * interest on a disputed invoice and on an overcharge repaid "plus interest at the Default Interest Rate" Payment Terms
 * & Billing, no Pricing & Taxes. A loan's own interest ("Interest on the Loan accrues at 4.25% a year") is the price of
 * the money lent, and a late fee stated as a sum of money ("a late fee of $50") is an amount (C9): neither is this rule's.
 */
import { recognizeNumericFacts } from '../numbers/recognizers.js';

// The sum is paid late: an overdue or unpaid sum, a party failing to pay or paying late, a sum not paid when due.
// Every gap is bounded: linear.
const PAID_LATE = new RegExp([
  String.raw`\b(?:late|overdue|unpaid|delayed|outstanding)\s+(?:[\w-]+\s+)?(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|monies|moneys)\b`,
  String.raw`\b(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|price|monies|moneys)\b[^.;]{0,60}?\b(?:is|are|be|becomes?)\s+(?:(?:more|over)\s+than\s+\S+\s+(?:\w+\s+)?)?(?:late|overdue|delayed|unpaid)\b`,
  String.raw`\b(?:not|un)\s*(?:been\s+)?(?:paid|received|remitted)\s+(?:(?:in\s+full\s+)?(?:when|by|on|within|after)\b|[^.;]{0,40}?\bdue\s+date\b)`,
  String.raw`\bunpaid\s+(?:for|after)\b`,
  String.raw`\bfails?\s+to\s+(?:pay|remit)\b`,
  // "If any Instalment is paid late" too (set 49; h47s49).
  String.raw`\b(?:pays?|paid)\s+late\b|\bdelays?\s+(?:in\s+)?payment\b|\bpayment\s+is\s+(?:delayed|late)\b`,
  String.raw`\b(?:do(?:es)?\s+not|did\s+not|cannot)\s+pay\b[^.;]{0,40}?\b(?:on\s+time|when\s+due|due\s+date)\b`,
].join('|'), 'i');

// What paying late costs: interest, or a late charge, fine, penalty or surcharge.
const LATE_COST = /\binterest\b|\b(?:late\s+(?:payment\s+)?(?:charge|fee|penalty)|fine|penalty|surcharge)\b/i;

// Interest and penalties on a tax paid late are still the tax's subject (Pricing & Taxes): the rule is about the
// contract's own sums (hrev15).
const TAX = /\b(?:tax(?:es|ation)?|VAT|GST|duty|duties|withholding)\b/i;

/**
 * The sentence charges interest, a late charge, a fine or a penalty on a sum paid late, names no amount of money (an
 * amount, which C9 reads as Pricing & Taxes beside the payment: the money recognizer's, one home for currency marks
 * and names, so "₦5,000", "Rs. 500" and "500 leva" are amounts as "$50" is) and no tax.
 */
export function isLatePaymentCharge(text: string): boolean {
  return PAID_LATE.test(text) && LATE_COST.test(text) && !TAX.test(text) && !recognizeNumericFacts(text).some((f) => f.type === 'Currency');
}
