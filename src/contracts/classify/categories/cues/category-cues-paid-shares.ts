/**
 * (h43pay, issue 18) A share paid: "shall pay the Licensor a royalty of 2% of net sales", "will pay the Owner an amount
 * equal to 1.2% of the net proceeds", "pays us 30% of the advertising revenue". The share of a base is the amount
 * (Pricing & Taxes) and the sentence pays it (Payment Terms & Billing): C9 gives such a sentence both, and the sets
 * label it so 24 to 3 (sets 3, 7, 10, 11, 16, 18, 20, 22, 24–28, 31, 32, 35, 38, 42, 44, 46, 47). Not the rule's: a share
 * of the price or the fee itself, which is an instalment of an amount set elsewhere ("pay 40% of the price before
 * collection": when the price is paid, C9's payment alone), and a deposit, an advance, a penalty or damages (their own
 * subjects: the sets split on deposits and advances, and a penalty is Liability's or a late payment's, C17). Case
 * matters for the party's capital; bounded repetitions, no lookbehind: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

const PAID_SHARE = String.raw`\b(?:[Pp]ay|[Pp]ays|[Pp]aying)\s{1,8}(?:to\s{1,8})?(?:(?:the\s{1,8})?[A-Z][\w-]{0,40}\s{1,8}|you\s{1,8}|us\s{1,8}|them\s{1,8})?(?:(?:a|an|the|its|their)\s{1,8})?(?:(?!(?:deposits?|advances?|instal+ments?|penalt(?:y|ies)|damages|provisional|balance)\b)[\w-]{1,30}\s{1,8}){0,3}?(?:(?:of|equal\s{1,8}to|amounting\s{1,8}to|being)\s{1,8})?\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b)\s{1,8}of\s{1,8}(?:(?:the|its|any|all|each|their|his|her)\s{1,8})?(?!(?:[\w-]{1,30}\s{1,8}){0,2}?(?:price|fees?|charter)\b)`;

export const PAID_SHARE_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(PAID_SHARE), 'Pricing & Taxes'],
  [new RegExp(PAID_SHARE), 'Payment Terms & Billing'],
];
