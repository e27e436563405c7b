/**
 * Pricing & Taxes where the amount is paid in the same sentence (issue 18, h19s18c): C9 gives a sentence with both an
 * amount and its payment both categories ("The Hirer shall pay the Owner a hire charge of $950 per day." → Payment Terms &
 * Billing, Pricing & Taxes), and the amount may be named by no fee word ("shall pay the Band $4,000", "will pay an advance
 * of £12,000", "a retainer of $1,200"). Stated from how payment clauses are drafted, with test sentences of their own
 * (`categories-amounts.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';
import { CURRENCY_CODES } from './recognizers.js';

/**
 * An amount with its currency before it: "$750,000", "£500", "EUR 360.000,00", "US$16,500", "CAD $420,000",
 * "KES 14,000". The codes are the money recognizer's (one list), in capitals as contracts write them.
 */
const AMOUNT = String.raw`(?:(?<![A-Za-z])[A-Z]{0,3}[$£€¥₹]\s?\d|\b(?:${CURRENCY_CODES.join('|')})\s?\$?\d)`;

export const AMOUNT_CUES: readonly [RegExp, CategoryLabel][] = [
  // Paying a party a stated amount, directly or as "a/an/the <thing> of <amount>": the amount is the price of what the
  // contract buys. Not a deposit (a sum held, no price), liquidated damages (a remedy) or a sum capped ("up to", "not
  // more than"): those are other subjects.
  [new RegExp(String.raw`\bpa(?:y|ys|id)\s+(?:to\s+)?(?:(?:the\s+)?[A-Z][\w-]*\s+|you\s+|us\s+)?(?:(?:a|an|the)\s+(?!(?:[\w-]+\s+){0,2}?(?:deposit|damages|penalty|sum\s+of)\b)(?:[\w-]+\s+){0,3}?(?:of|amounting\s+to)\s+)?${AMOUNT}`), 'Pricing & Taxes'],
];

/**
 * The price named only as what is paid or refunded ("shall pay the price by bank transfer", "replace it or refund its
 * price"): the act of paying is Payment Terms & Billing alone (C9: the amount is Pricing & Taxes, its payment Payment
 * Terms & Billing), and no amount is named (h28cat11). categories.ts' NOT_SAID takes it out before the price cue reads
 * the sentence: "pay the price of $40 per tonne" or "the price stated in the Order" still names one. Global, bounded.
 */
export const PRICE_PAID_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:pay|pays|paying|refund|refunds|refunding|repay|repays|repaying)\s+(?:its|the|their|his|her)\s+price\b(?!\s+(?:of|for|per|set|stated|agreed|specified|shown|listed|quoted|fixed|payable|due|in|under|plus|excluding|including|less|at|as|is|will|shall|may)\b)/gi, 'Pricing & Taxes'],
];
