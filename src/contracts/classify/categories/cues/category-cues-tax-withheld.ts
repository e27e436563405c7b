/**
 * A tax withheld or deducted from a payment (issue 18, h96s; docs/contract-labels.md C71): a tax and its calculation,
 * Pricing & Taxes, as the sets label all such sentences ("shall deduct withholding tax from each payment", "withholds
 * from each payment the withholding tax provided for by the General Tax Code", "will not withhold any taxes from the
 * fees"). A strong cue: the tax word alone was a plain cue, and beside another strong subject of the sentence (the paper
 * of the tax withheld handed to the payee, category-cues-receipts-issued.ts: Communication) the tax was lost (set 70).
 * Not the pay of a party's own people ("withholding payroll taxes" from their wages: category-cues-own-staff-pay.ts
 * vetoes Pricing & Taxes there). Bounded steps: linear on hostile text (categories-set-70-leftovers-h96s.test.ts).
 */
import type { CategoryLabel } from '../../../wire.js';

export const TAX_WITHHELD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "withhold from each payment the income tax", "deduct any taxes", "withholding tax".
  [/\b(?:withhold|withholds|withheld|withholding|deduct|deducts|deducted|deducting)\s{1,3}(?:from\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,3}?)?(?:(?:the|any|all|such)\s{1,3})?(?:[\w'’-]{1,30}\s{1,3}){0,2}?tax(?:es)?\b(?!\s{1,3}(?:invoices?|documents?|ID|identification|registration)\b)/i, 'Pricing & Taxes'],
];
