/**
 * A thing's value paid when it is lost, dies, is stolen or is destroyed (issue 18, h94cat): "If a camel dies through the
 * negligence of the Trainer, the Trainer shall pay the Owner its market value", "If the bicycle is stolen while
 * unlocked, you must pay its replacement value", "must pay Grower their market value". The clause says who answers for
 * the loss (Liability: "fault … liable for a loss"), and its "pay" bills nothing, as damage paid for does
 * (category-cues-damage-paid.ts): sets 30, 50, 67 and 72 label all four such sentences Liability, three without Payment
 * Terms & Billing (read Payment Terms & Billing in three, Liability in two). Not a market value paid as a price ("the
 * Buyer shall pay the market value of the shares"): the loss must be named before the payment in the same sentence.
 * Sentences of their own in `categories-accounts-and-values-h94cat.test.ts`. Bounded lookbehind and gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The loss that makes the value paid an answer for it, before the payment. */
const LOST = String.raw`\b(?:lost|loses|lose|die|dies|died|death|stolen|destroyed|spoil(?:s|ed|t)|negligen(?:ce|t)|damaged\s{1,8}beyond\s{1,8}repair)\b`;

/** The thing's value paid ("pay the Owner its market value", "pay their replacement value"). */
const VALUE_PAID = String.raw`\bpa(?:y|ys)\s{1,8}(?:(?:the\s{1,8})?[\w-]{1,30}\s{1,8}){0,2}?(?:its|their|his|her|the)\s{1,8}(?:full\s{1,8})?(?:market|replacement)\s{1,8}values?\b`;

export const VALUE_PAID_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?<=${LOST}[^.;]{0,160})${VALUE_PAID}`, 'i'), 'Liability'],
];

export const VALUE_PAID_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?<=${LOST}[^.;]{0,160})${VALUE_PAID}`, 'gi'), 'Payment Terms & Billing'],
];
