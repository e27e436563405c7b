/**
 * (issue 18, h107c84, C198–C199) How a use's price and a service's levels are drafted without the words the learned model
 * reads as money or as a delivery.
 *
 * C198, Pricing & Taxes: a use given free ("pays no rent for the use of the estate", "no rent is payable", "pays no
 * fee": sets 53, 68 and 84 label a rent or a fee waived Pricing & Taxes alone; a fee "not payable" on an event — a walk
 * cancelled, a horse dead, an artist ill, sets 19, 49, 67 — is the event's, not read here) and a share of a harvest or a crop given
 * as the price of a use ("gives the Owner a third of each harvest", "delivers half of the crop to the Landlord": a price
 * paid in kind). A waived rent pays nothing: the Payment Terms & Billing a learned reading gives "pay no rent" is
 * silenced unless the sentence pays, invoices or makes something due as well.
 *
 * Payment Terms & Billing: a service credit ("the Provider credits the Clinic 5% of that month's charges": set 83
 * labels its own so) — a sum taken off the charges billed.
 *
 * C199, Delivery: a service-level row naming when the client's things come back ("Standard Cycle: Instruments returned
 * within 24 hours of collection", "Express: delivered within 2 working days of the order"): C169's delivery row, the
 * time the handing back takes. A sentence with no row label ("The bid security is returned within 14 days", set 76's
 * Insurance) is not a row. Bounded, no nested quantifier over overlapping classes: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { FIGURE_THEN_CURRENCY, MONEY, moneyPattern } from '../../numbers/money-shapes.js';

const RENT_WAIVED = String.raw`\b(?:pays?|paying|owes?)\s{1,3}no\s{1,3}(?:rent|fees?|charges?|hire)\b|\bno\s{1,3}(?:rent|hire)\s{1,3}(?:is|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:payable|paid|due|charged)\b`;
const PART = String.raw`(?:(?:a|one|two)[\s-]{1,3}(?:half|third|quarter|fifth)s?|half|\d{1,3}(?:\.\d{1,2})?\s{0,3}%|(?:a|his|her|its|their)\s{1,3}share)`;
const HARVEST_SHARE_GIVEN = String.raw`\b(?:gives?|delivers?|pays?|hands?\s{1,3}over|yields?)\s{1,3}(?:to\s{1,3})?(?:the\s{1,3}[\w-]{1,30}\s{1,3})?${PART}\s{1,3}of\s{1,3}(?:each|every|the|its|their|all)\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:harvests?|crops?|yields?|produce)\b`;
/**
 * A service credit: "credits (to) the <party> (with) <amount> of … charges" (Payment Terms & Billing below; CREDIT_ALONE's
 * veto). One source for both (issue 18, h110dup): `party` and `amount` the readers' own. The fee words are both readers'
 * ("rate" was the share's alone: "credits the Client 10% of the daily rate" takes a sum off the bill all the same).
 */
const serviceCredit = (party: string, amount: string): string => String.raw`\bcredits?\s{1,3}(?:to\s{1,3})?the\s{1,3}${party}\s{1,3}(?:with\s{1,3})?${amount}\s{1,3}of\b[^.;]{0,40}?\b(?:charges|fees|invoices?|price|rate)\b`;
const SHARE = String.raw`\d{1,3}(?:\.\d{1,2})?\s{0,3}%`;
const SERVICE_CREDIT = serviceCredit(String.raw`[\w-]{1,30}`, `(?:${SHARE}|${MONEY})`);
/** (h109c86) SERVICE_CREDIT by a share ("50% of the price of that transfer"), the credit's party named with a capital. */
const CAPITALISED_PARTY = String.raw`(?:[A-Z][\w-]{1,30}|party)`;
const SERVICE_CREDIT_SHARE = serviceCredit(CAPITALISED_PARTY, SHARE);
const RETURN_TIME_ROW = String.raw`^[^:.;]{1,40}:\s{0,3}(?:[\w-]{1,30}\s{1,3}){0,3}?(?:returned|delivered|dispatched|handed\s{1,3}back|sent\s{1,3}back)\s{1,3}within\s{1,3}\d{1,3}\s{1,3}(?:working\s{1,3}|business\s{1,3}|calendar\s{1,3})?(?:hours?|days?|weeks?)\b`;

export const PRICE_IN_KIND_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(`${RENT_WAIVED}|${HARVEST_SHARE_GIVEN}`, 'i'), 'Pricing & Taxes'],
  [moneyPattern(SERVICE_CREDIT, 'i'), 'Payment Terms & Billing'],
  [new RegExp(RETURN_TIME_ROW, 'i'), 'Delivery'],
];

/** A rent or a fee waived and nothing paid beside it: no Payment Terms & Billing. Bounded: linear. */
const WAIVED_UNPAID = new RegExp(String.raw`^(?![^]{0,400}?\b(?:paid|payable|payments?|invoices?|invoiced|instalments?|due|repay\w*|refund\w*)\b)(?![^]{0,400}?\bpays?\s{1,3}(?!no\b))[^]{0,300}?(?:${RENT_WAIVED})`, 'i');
/**
 * (issue 18, h109c86, C222) A service credit a party "credits" the other with, whose every share or sum is the credit's
 * own ("the Operator credits the Resort with 50% of the price of that transfer", "credits the Clinic 5% of that month's
 * charges, up to 10% of them"): a sum taken off the bill, Payment Terms & Billing alone — the price named is what the
 * share is of, no price stated (sets 83, 84 and 85 label their three such sentences so). Not where the sentence states a
 * sum of money of its own beside the credit (C9: "The fee is $500 a month, and …"): only shares ("N%", "up to N% of
 * them") after the credit. Anchored, bounded: linear.
 */
// Read in any case as SERVICE_CREDIT is, the money as moneyPattern reads it and the party's capital kept (h110dup: it
// was compiled case-sensitive whole, "Credits" and a money mark in small letters unread).
const CREDIT_ALONE = moneyPattern(String.raw`^(?![^]{0,400}?(?:${MONEY}|${FIGURE_THEN_CURRENCY}))[^]{0,300}?${SERVICE_CREDIT_SHARE}`, 'i', [CAPITALISED_PARTY]);
export const PRICE_IN_KIND_VETOES: readonly [RegExp, CategoryLabel][] = [[WAIVED_UNPAID, 'Payment Terms & Billing'], [CREDIT_ALONE, 'Pricing & Taxes']];
