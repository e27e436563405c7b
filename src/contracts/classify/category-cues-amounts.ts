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

/** A date as a table row's first cell ("15 March 2028 | …", "1st June 2027 | …", "June 1, 2027 | …"): a payment schedule's row. */
const ROW_DATE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?\s+\d{4}|[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`;

export const AMOUNT_CUES: readonly [RegExp, CategoryLabel][] = [
  // Paying a party a stated amount, directly or as "a/an/the <thing> of <amount>": the amount is the price of what the
  // contract buys. Not a deposit (a sum held, no price), liquidated damages (a remedy) or a sum capped ("up to", "not
  // more than"): those are other subjects.
  [new RegExp(String.raw`\bpa(?:y|ys|id)\s+(?:to\s+)?(?:(?:the\s+)?[A-Z][\w-]*\s+|you\s+|us\s+)?(?:(?:a|an|the)\s+(?!(?:[\w-]+\s+){0,2}?(?:deposit|damages|penalty|sum\s+of)\b)(?:[\w-]+\s+){0,3}?(?:of|amounting\s+to)\s+)?${AMOUNT}`), 'Pricing & Taxes'],
  // (h28s35c) A row of a rate table, "<what> | <amount or rate>" ("Standard room, per night | EUR 95.00", "Orders above
  // $10,000 | 4%", "Hardwood pallets | 3% of invoice value"): each row states a price (C9). A row whose first cell is a
  // moment of paying ("On signing | …", "Balance on delivery | …", "By 1 March | …") or a date ("15 March 2028 | …") is
  // an instalment: billing, below.
  [new RegExp(String.raw`^(?!\s*(?:(?:advance|deposit|balance|on|by|before|upon|at|within|after|instal+ments?|(?:first|second|third|final)\s+(?:payment|instal+ment))\b|${ROW_DATE}))[^|\n]{3,80}?\|\s*(?:from\s+|up\s+to\s+)?(?:${AMOUNT}|(?:Rs\.?|₹)\s?\d|\d{1,3}(?:[.,]\d{1,3})?\s?%)`, 'i'), 'Pricing & Taxes'],
  [new RegExp(String.raw`^\s*(?:${ROW_DATE}[^|\n]{0,40}?|(?:advance|deposit|balance)\b[^|\n]{0,40}?|(?:on|by|before|upon|within)\s+[^|\n]{1,40}?|(?:first|second|third|final)\s+(?:payment|instal+ment)[^|\n]{0,40}?)\|\s*(?:${AMOUNT}|(?:Rs\.?|₹)\s?\d|\d{1,3}(?:[.,]\d{1,3})?\s?%)`, 'i'), 'Payment Terms & Billing'],
  // (h28s35c) A fee changed, waived or halved: "the monthly fee is halved", "we will waive the Franchise Fee for that
  // month", "may reduce the fee by 2%" (the rules of categories.ts read a fee's amount or its increase).
  [/\b(?:reduce|reduces|increase|increases|waive|waives|halve|halves|double|doubles)\s+(?:the|its|all|any|your|our)\s+(?:[\w-]+\s+){0,2}?(?:fees?|price|rent|charges?|commission)\b|\b(?:fees?|price|rent|charges?|commission)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:halved|waived|reduced|doubled)\b/i, 'Pricing & Taxes'],
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
