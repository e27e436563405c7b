/**
 * C17 (docs/contracts.md; issue 18, h23conv): interest, a late charge, a fine or a penalty on a sum paid late
 * ("Late payments bear interest at 1.5% per month", "If you pay late we may charge interest at 3% above base rate",
 * "a late charge equal to 5% of the overdue amount") is Payment Terms & Billing only: the rate is a term of paying — what
 * paying late costs — not the price of the contract's goods or work. The service reads so: its visible half gives
 * interest on a disputed invoice and on an overcharge repaid "plus interest at the Default Interest Rate" Payment Terms
 * & Billing, no Pricing & Taxes. A loan's own interest ("Interest on the Loan accrues at 4.25% a year") is the price of
 * the money lent, and another sum of money in the sentence (a price, "a fee of $500 per month") is an amount (C9): neither
 * is this rule's. The late charge's own sum ("may charge a late fee of $35") is what paying late costs, this rule's
 * (issue 18, h52conv: C17 as written; sets 1–50 label such sums 2 with Pricing & Taxes, 2 without; the 2 relabelled).
 */
import { namesMoney, onlyItsOwnSums } from './category-charge-sum.js';
import { NOT_OF_GOODS } from './cues/category-cues-sums-owed.js';

// (h80money) A payment that fails, or the cheque, check, direct debit or standing order that carried it coming back
// unpaid ("for each standing order that is returned unpaid", "any cheque returned by the bank", "if a check is
// dishonored", "a fee of €12 for each failed payment"): one home for PAID_LATE below and the failed payment's charge.
// A check only returned, dishonored or bounced: checks declined or refused are inspections ("safety checks").
const PAYMENT_FAILED = String.raw`\bpayments?\s+(?:fails?|failed|bounces?|is\s+(?:returned|declined|dishonou?red|reversed|refused))\b|\b(?:failed|returned|declined|dishonou?red|bounced)\s+(?:payments?|cheques?|checks?|direct\s+debits?)\b|\b(?:cheques?|direct\s+debits?|standing\s+orders?|card\s+payments?)\s+(?:(?:that|which)\s+)?(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?(?:returned|dishonou?red|bounced|declined|refused|reversed|rejected)\b|\bchecks?\s+(?:(?:that|which)\s+)?(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?(?:returned|dishonou?red|bounced)\b`;
// The sum is paid late: an overdue or unpaid sum, a party failing to pay or paying late, a sum not paid when due.
// Every gap is bounded: linear.
const PAID_LATE = new RegExp([
  String.raw`\b(?:late|overdue|unpaid|delayed|outstanding)\s+(?:[\w-]+\s+)?(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|monies|moneys)\b`,
  // (h73f39d, h72pay's Left) Not money "of the goods" (`NOT_OF_GOODS`): "if any instalment of the goods is ten days
  // overdue, the Seller shall pay a penalty" is a delivery late, its penalty no late payment's.
  String.raw`\b(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|price|monies|moneys)\b${NOT_OF_GOODS}[^.;]{0,60}?\b(?:is|are|be|becomes?)\s+(?:(?:more|over)\s+than\s+\S+\s+(?:\(\d{1,3}\)\s+)?(?:\w+\s+)?)?(?:late|overdue|delayed|unpaid)\b`,
  // "If we have not received your rent within five days" too: the sum named between (h70c55). (hrev62) A sum only:
  // "has not received the goods by the delivery date" is a delivery late, and its penalty no late payment's. Not paid
  // or remitted by a time is a sum unpaid whatever follows; "not received" only with the sum named, after it ("if we
  // have not received payment within 30 days") or before it ("any payment not received by the due date"): "if the
  // Buyer has not received the deliverables within ten days", "a report not received on the due date" are no sum (h72pay).
  String.raw`\b(?:not|un)\s*(?:been\s+)?(?:paid|remitted)\s+(?:(?:your|the|its|their|his|her|our|any|such)\s+(?:[\w-]+\s+){0,2}?(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|price|monies|moneys|funds|deposits?|contributions?|subscriptions?|charges?)\s+)?(?:(?:in\s+full\s+)?(?:when|by|on|within|after)\b|[^.;]{0,40}?\bdue\s+date\b)`,
  String.raw`\bnot\s+(?:been\s+)?received\s+(?:(?:your|the|its|their|his|her|our|any|such)\s+)?(?:[\w-]+\s+){0,2}?(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|price|monies|moneys|funds|deposits?|contributions?|subscriptions?|charges?)\s+(?:(?:in\s+full\s+)?(?:when|by|on|within|after)\b|[^.;]{0,40}?\bdue\s+date\b)`,
  String.raw`\b(?:payments?|amounts?|sums?|balances?|invoices?|royalties|fees?|rent|rentals?|instal?lments?|premiums?|price|monies|moneys|funds|deposits?|contributions?|subscriptions?|charges?)\s+(?:(?:that|which)\s+)?(?:(?:is|are|was|were|has|have)\s+)?(?:been\s+)?not\s+(?:been\s+)?received\s+(?:(?:in\s+full\s+)?(?:when|by|on|within|after)\b|[^.;]{0,40}?\bdue\s+date\b)`,
  String.raw`\bunpaid\s+(?:for|after)\b`,
  String.raw`\bfails?\s+to\s+(?:pay|remit)\b`,
  // "If any Instalment is paid late" too (set 49; h47s49).
  String.raw`\b(?:pays?|paid)\s+late\b|\bdelays?\s+(?:in\s+)?payment\b|\bpayment\s+is\s+(?:delayed|late)\b`,
  // "If you do not pay within 30 days" too (h52conv).
  String.raw`\b(?:do(?:es)?\s+not|did\s+not|cannot)\s+pay\b[^.;]{0,40}?\b(?:on\s+time|when\s+due|due\s+date|within)\b`,
  // A payment that fails or comes back ("if a payment fails and is not made good within 5 days", "a returned payment"):
  // the sum is then unpaid when due (sets 26 and 54 label the fee for it Payment Terms & Billing alone; h67c54).
  PAYMENT_FAILED,
].join('|'), 'i');

const FAILED = new RegExp(PAYMENT_FAILED, 'i');
// What a failed payment costs: a charge or a fee the payee adds for it, said without "late" ("may charge £30 for each
// standing order returned unpaid", "A charge of $25 applies to any card payment that is declined", "charge a fee of
// €12 for each failed payment"), and the charge's name or verb right before its own sum.
const FAILED_PAYMENT_COST = /\b(?:charges?|fees?|charged)\b/i;
const FAILED_CHARGE_BEFORE_SUM = /\b(?:charges?|fees?|charged)(?:\s+(?:of|equal\s+to|amounting\s+to))?\s+(?:up\s+to\s+)?(?:US|AU|NZ)?$/i;

// What paying late costs: interest, or a late charge, fine, penalty or surcharge; (issue 18, h99c75) or the fee for
// restoring a service suspended for it ("we may suspend the service until you pay, and a reconnection fee of $20 then
// applies"), a charge only paying late brings.
const RESTORED = String.raw`(?:re-?connection|re-?activation|restoration|reinstatement)\s+`;
const LATE_COST = new RegExp(String.raw`\binterest\b|\b(?:late\s+(?:payment\s+)?(?:charge|fee|penalty)|${RESTORED}(?:charge|fee)|fine|penalty|surcharge)\b`, 'i');

// Interest and penalties on a tax paid late are still the tax's subject (Pricing & Taxes): the rule is about the
// contract's own sums (hrev15).
const TAX = /\b(?:tax(?:es|ation)?|VAT|GST|duty|duties|withholding)\b/i;

// The late charge's name before its own sum ("a late fee of ", "a late payment charge equal to "), a particulars row's
// "Late Fee: " and a further sum added to it ("the Late Fee, and a further $10 for each additional week"; h70c55).
// (issue 18, h109c86, C17) A fine, a penalty or a surcharge's own sum in a sentence that says elsewhere that a sum is
// paid late ("A Member who pays late pays a fine of GBP 5 for each week of delay", "If the rent is paid late, the Tenant
// pays a penalty of $20"): C17's "a fine on a sum paid late", its sum what paying late costs, as a late fee's is.
const LATE_CHARGE_BEFORE_SUM = new RegExp(String.raw`\b(?:late\s+(?:payment\s+)?(?:charges?|fees?|penalty)|${RESTORED}(?:charges?|fees?)|fines?|penalty|penalties|surcharges?)(?:\s*:|,?\s+(?:of|equal\s+to|amounting\s+to|(?:and|plus)\s+a\s+further))\s+(?:up\s+to\s+)?(?:US|AU|NZ)?$`, 'i');
// The charge's name, blanked before a sum is read as its own: "late fee" alone says nothing was paid late (a dog
// collected late, a late checkout).
const LATE_CHARGE_NAME = new RegExp(String.raw`\b(?:late\s+(?:payment\s+)?(?:charges?|fees?|penalty)|${RESTORED}(?:charges?|fees?))\b`, 'gi');

/**
 * The sentence charges interest, a late charge, a fine or a penalty on a sum paid late and names no tax, and no amount
 * of money (an amount, which C9 reads as Pricing & Taxes beside the payment: the money recognizer's, one home for
 * currency marks and names, so "₦5,000", "Rs. 500" and "500 leva" are amounts as "$50" is) other than the late
 * charge's own sum — then the sentence says elsewhere that a sum is paid late, not only "late fee".
 */
export function isLatePaymentCharge(text: string): boolean {
  if (isFailedPaymentCharge(text)) return true;
  if (!PAID_LATE.test(text) || !LATE_COST.test(text) || TAX.test(text)) return false;
  if (!namesMoney(text)) return true;
  return onlyItsOwnSums(text, LATE_CHARGE_BEFORE_SUM) && PAID_LATE.test(text.replace(LATE_CHARGE_NAME, (m) => ' '.repeat(m.length)));
}

/**
 * (h80money, C91) A charge or fee for a payment that fails or an instrument returned unpaid, whose every sum is the
 * charge's own ("The Lender may charge £30 for each standing order that is returned unpaid", "A charge of $25 applies to
 * any card payment that is declined"): what failing to pay costs, C17's as a late fee's sum is, so Payment Terms &
 * Billing alone. Not when a tax is named or another sum stands in the sentence (a price, C9).
 */
function isFailedPaymentCharge(text: string): boolean {
  return FAILED.test(text) && FAILED_PAYMENT_COST.test(text) && !TAX.test(text) && (!namesMoney(text) || onlyItsOwnSums(text, FAILED_CHARGE_BEFORE_SUM));
}
