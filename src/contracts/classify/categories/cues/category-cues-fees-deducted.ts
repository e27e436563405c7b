/**
 * A party paid by taking its fee out of money it holds (issue 18, h38c): "the Operator may deduct the fees from the
 * Hotel's operating account", "Manager shall deduct its commission from it", "may withhold its management fee from the
 * rents collected". How a fee is settled is billing, not the fee's amount: the sets label every such clause Payment
 * Terms & Billing alone (sets 19, 25 and 45: three of three), also under a "Fees" heading whose title would otherwise
 * give the neighbouring Pricing & Taxes (categories.ts' NEIGHBOURS: a sentence's own cue of one keeps the title's other
 * out). Not levies or taxes deducted ("deduct the statutory levies from each payment": a tax, Pricing & Taxes in set
 * 45), nor a deduction from a price to reach it (no "fee", "commission" or "charge" taken), nor fees "retained" from
 * third parties ("may retain distribution fees from fund providers": fees kept, not a fee settled; set 16).
 * (h59c52) The same said in the passive ("All charges will be deducted from the sale proceeds", set 52).
 * Bounded patterns, linear on hostile text. Tests: `categories-insured-liability-and-permits.test.ts`,
 * `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const FEES_DEDUCTED_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:deduct|withhold|withheld)(?:s|ed|ing)?\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+|our\s+|any\s+|all\s+)?(?:[\w-]{1,40}\s{1,8}){0,3}?(?:fees?|commissions?|charges?)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,3}?from\b|\b(?:fees?|commissions?|charges)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,3}?(?:will|shall|may|are|is)\s{1,8}(?:be\s{1,8})?(?:deducted|withheld)\s{1,8}from\b/i, 'Payment Terms & Billing'],
];
