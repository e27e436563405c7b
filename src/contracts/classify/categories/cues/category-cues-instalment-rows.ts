/**
 * Payment Terms & Billing for a schedule's instalment rows written with a colon (issue 18, h30c40, set 40's misses):
 * "Second instalment: 40% on May 1", "Instalment 2: $12,000 within 30 days of completion". An instalment is a part
 * payment of a price already fixed, so its row says when and how much is paid: how and when payment happens
 * (docs/contract-labels.md table 2.3, Payment Terms & Billing); the "|" rows are category-cues-amounts.ts'. The row opens with the
 * instalment's name and its amount follows the colon or dash. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const INSTALMENT_ROW_CUES: readonly [RegExp, CategoryLabel][] = [
  [/^\W{0,3}(?:(?:first|second|third|fourth|fifth|sixth|final|last|initial|next|balancing|\d{1,2}(?:st|nd|rd|th))\s+)?instal+ments?(?:\s+(?:no\.?\s?)?\d{1,2})?\s{0,3}[:–—-]\s{0,3}(?:[A-Z]{3}\s?|[$£€¥])?\d/i, 'Payment Terms & Billing'],
];
