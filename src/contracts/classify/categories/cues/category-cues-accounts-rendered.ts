/**
 * Payment Terms & Billing of accounts rendered and funds handed back, said without "pay" or "invoice" (issue 18,
 * h94cat; set 72 missed three such sentences):
 * - a proforma, interim, final or disbursement account sent, submitted or agreed ("send the Principal a proforma
 *   disbursement account estimating the port costs", "agree the final account with the contractor"): the bill of what
 *   is owed (the Payment row: "how and when payment happens", an invoice by another name; sets 65 and 72, 3 of 3 Payment
 *   Terms & Billing, all missed). Not "the final account" named as a time ("until six years after the final account").
 * - the funds a party holds for the other handed back ("return to the Principal any funds it holds, less the fees due":
 *   money refunded, C3 where the agreement ends; set 72's one such sentence).
 * Strong (category-cue-lists.ts' STRONG_CUES): beside a notice sent or an ending the bill is a second subject. Sentences
 * of their own in `categories-accounts-and-values-h94cat.test.ts`. Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const ACCOUNT_RENDERED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:send|sends|submit|submits|render|renders|issue|issues|prepare|prepares|agree|agrees|present|presents)\s{1,8}(?:(?:to\s{1,8})?(?:the\s{1,8})?[A-Z][\w-]{0,30}\s{1,8})?(?:a|an|the|its|each)\s{1,8}(?:(?:pro-?\s?forma|proforma|final|interim|provisional)\s{1,8}(?:disbursement\s{1,8})?|disbursement\s{1,8})accounts?\b/i, 'Payment Terms & Billing'],
  [/\b(?:return|returns|remit|remits|pay\s{1,8}over|pays\s{1,8}over|hand\s{1,8}over|hands\s{1,8}over|account\s{1,8}for|accounts\s{1,8}for)\s{1,8}(?:to\s{1,8}(?:the\s{1,8})?[\w-]{1,30}\s{1,8})?(?:any|all|the)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:funds|monies|moneys|sums|money|balance)\s{1,8}(?:(?:it|he|she|they|we|you)\s{1,8}(?:holds|hold|has\s{1,8}received|have\s{1,8}received|received|collected)|held|received|collected|remaining)\b/i, 'Payment Terms & Billing'],
];
