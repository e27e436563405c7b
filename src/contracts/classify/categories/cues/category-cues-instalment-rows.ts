/**
 * Payment Terms & Billing for a schedule's instalment rows written with a colon (issue 18, h30c40, set 40's misses):
 * "Second instalment: 40% on May 1", "Instalment 2: $12,000 within 30 days of completion". An instalment is a part
 * payment of a price already fixed, so its row says when and how much is paid: how and when payment happens
 * (docs/contract-labels.md table 2.3, Payment Terms & Billing); the "|" rows are category-cues-amounts.ts'. The row opens with the
 * instalment's name and its amount follows the colon or dash. Bounded, linear on hostile text.
 * (issue 18, h91sow) The amount in any currency the amount cues know ("First instalment: G$ 6,300,000 on signature",
 * set 69's three, read with none), and an instalment stated as a sum, not a share, is Pricing & Taxes beside it (C9:
 * the amount): sets 1–69 label all 4 such rows so (set 49's "Instalments: 48 monthly instalments of £5,912.50", set
 * 69's three), and the 3 rows of a percentage (set 40) Payment Terms & Billing alone.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AMOUNT, moneyPattern } from '../../numbers/money-shapes.js';

/** The row's name: "First instalment", "Instalment 2", "Instalments". */
const INSTALMENT_NAME = String.raw`^\W{0,3}(?:(?:first|second|third|fourth|fifth|sixth|final|last|initial|next|balancing|\d{1,2}(?:st|nd|rd|th))\s+)?instal+ments?(?:\s+(?:no\.?\s?)?\d{1,2})?\s{0,3}[:–—-]\s{0,3}`;

export const INSTALMENT_ROW_CUES: readonly [RegExp, CategoryLabel][] = [
  [moneyPattern(String.raw`${INSTALMENT_NAME}(?:[A-Z]{3}\s?|[$£€¥])?\d|${INSTALMENT_NAME}${AMOUNT}`, 'i'), 'Payment Terms & Billing'],
];

/** The instalment's sum (a currency before the figure, or "N instalments of" a sum). */
const INSTALMENT_SUM_ROW = moneyPattern(String.raw`${INSTALMENT_NAME}(?:\d{1,3}\s{1,3}(?:[\w-]{1,20}\s{1,3})?instal+ments\s{1,3}of\s{1,3})?${AMOUNT}`, 'i');

/**
 * Such a row names its amount and its payment both outright: strong for each (the sentence model reads "First
 * instalment: G$ 6,300,000 on signature" at −1 for payment, under the bar beside the amount's first place).
 */
export const INSTALMENT_SUM_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [INSTALMENT_SUM_ROW, 'Pricing & Taxes'],
  [INSTALMENT_SUM_ROW, 'Payment Terms & Billing'],
];
