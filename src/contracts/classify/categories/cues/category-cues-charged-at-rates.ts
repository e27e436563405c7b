/**
 * Pricing & Taxes for work or a thing "charged at", "billed at", "invoiced at" or "paid (for) at" a price (issue 18,
 * h74cat): "Babysitting is paid at £14 an hour", "Standing time will be charged at £1,150 a day", "Mobilisation is
 * billed at $2,400 each way", "Dry wells shall be paid for at the rate for drilling per metre", "overtime is charged at
 * 1.5 times the standard rate", "a remake will be charged at 50% of the standard fee". The sentence states what a unit
 * of work costs: a rate, a price (spec §2–3, Pricing & Taxes; C9: an amount is Pricing & Taxes beside the payment).
 * Sets 1–56 label all 37 sentences this cue reads Pricing & Taxes; the learned model left four of them (sets 26 ×2, 28,
 * 48) with only Payment Terms & Billing or nothing, as "paid" and "billed" read as billing. Strong
 * (category-cue-lists.ts' STRONG_CUES).
 * Not a moment or a place of paying ("paid at the end of each month", "paid at completion", "billed at the start of
 * each quarter"): the price is money, a share of a base, a multiple or a rate. Not a rate that measures the work or
 * converts money ("paid at the exchange rate": scheduled-rates' NOT_A_PRICE_RATE), nor interest or a late charge
 * (C17: Payment Terms & Billing only; "Overdue sums are charged at 2% a month"). Not "at cost" (expenses passed on,
 * which the sets split). Bounded gaps and lookbehinds: linear on hostile text. Tests:
 * categories-charged-at-rates.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';
import { MONEY, moneyPattern } from '../../numbers/money-shapes.js';
import { NOT_A_PRICE_RATE } from './category-cues-scheduled-rates.js';

/** Interest or a late charge said before the verb in the same clause: C17's, not a price. Bounded lookbehind. */
// Led by a lookahead of the verbs' first letters (charged, billed, invoiced, paid): the lookbehind, which reads back up
// to 120 characters, runs only where a verb can start (the same matches; bench/log.md, "The cold classify, part 11").
const NOT_INTEREST = String.raw`(?=[cbip])(?<!\b(?:interest|late|overdue|arrears)\b[^.;]{0,120})`;

/** The price after "at": money, a share of a base, a multiple, or a rate ("the hourly rates in Schedule 4"). */
const PRICE_AFTER_AT = String.raw`(?:${MONEY}|\d+(?:\.\d+)?\s?(?:%|per\s?cent)\s+of\b|\d+(?:\.\d+)?\s+times\b|(?:double|twice|time\s+and\s+a\s+half)\b|(?:(?:the|a|an|its|our|their|your|his|her|such)\s+)?(?:[\w'’-]+\s+){0,3}?${NOT_A_PRICE_RATE}rates?\b)`;

export const CHARGED_AT_RATE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [moneyPattern(String.raw`${NOT_INTEREST}\b(?:charged|billed|invoiced|paid(?:\s+for)?)\s+at\s+${PRICE_AFTER_AT}`, 'i'), 'Pricing & Taxes'],
];
