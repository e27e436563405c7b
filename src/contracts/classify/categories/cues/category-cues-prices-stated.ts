/**
 * Pricing & Taxes of a price, rent or fee stated outright (issue 18, h89c): "The monthly rent of the stall is Birr 900 (nine
 * hundred Birr)", "The hire charge is £22 per hour", "4.1 The rent amounts to CZK 18,500 per month". What a thing costs is
 * the gist of Pricing & Taxes whatever currency names the sum: a currency written as a word the money recognizer does not
 * know ("Birr", "Kwacha") still states a price, so the cue reads a figure after a currency code, mark or capitalised word.
 * Sets 1–67 label all 25 such sentences Pricing & Taxes (4 with Payment Terms & Billing beside it, when they say when it is
 * payable). Strong: the price names its subject beside a payment's. Stated with sentences of my own
 * (`categories-closings-and-prices-h89c.test.ts`). Anchored at the sentence's start, bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The price's name: a rent, a hire charge, a licence fee, a price, with its period ("the monthly rent"). */
const PRICE_NAME = String.raw`(?:(?:monthly|annual|yearly|weekly|daily|quarterly|basic|base|initial|total)\s+)?(?:rent|rental|hire\s+charge|hire\s+fee|licen[cs]e\s+fee|fee|price)`;

export const PRICE_STATED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\W*(?:\d[\d.]*\s+)?(?:The|Each|This)\s+${PRICE_NAME}\b(?:\s+(?:of|for)\s+[^.;]{1,60}?)?\s+(?:is|shall\s+be|will\s+be|amounts\s+to)\s+(?:[A-Z]{2,3}\s?|[A-Z][a-z]{2,11}\s|[£$€¥₹]\s?)?\d`), 'Pricing & Taxes'],
];

/**
 * (issue 18, h109cat) A thing free for a first period: "storage is free for the first three days", "The licence is
 * royalty-free for the first five (5) years" — a price of nothing for a time, the charge after it implied (what a thing
 * costs: Pricing & Taxes; sets 46 and 85 label both so, neither read). Only "free" (or "-free") as the predicate with
 * "for the first": not goods "free from defects", nor a person free for a time ("You are free for the first week to
 * choose another bike": a pronoun of a person before the verb). Fixed words and one bounded lookbehind: linear.
 */
export const FREE_FIRST_PERIOD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/(?<!\b(?:you|we|they|he|she|I)\s{1,8})\b(?:is|are|remains?|shall\s+be|will\s+be)\s+(?:[\w-]{1,20}-)?free(?:\s+of\s+charge)?\s+(?:for|during)\s+the\s+first\b/i, 'Pricing & Taxes'],
];
