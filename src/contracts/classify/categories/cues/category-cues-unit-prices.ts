/**
 * (issue 18, h119cat, C297) A price per unit written after its sum, with no fee word or paying verb to name it: "then $180
 * a set", "two child-size jumpers at £95 each", "a contribution of KMF 2,000 a year from each Member", "for £5 a month",
 * "of at least USD 25 each time". What a unit of a thing or a period costs is the gist of Pricing & Taxes (C9: the amount);
 * the learned model reads the thing, the period or the party instead, and the sum's own words ("a set", "each") say
 * nothing to it. Sets 1–92: about 500 sentences hold a sum followed by "a", "an", "per" or "each"; three in four are
 * labelled Pricing & Taxes, and nearly all the others are a cover, a cap or a remedy (insurance "of $5,000,000 per
 * occurrence", liability "limited to EUR 8.33 per kilogram", liquidated damages "per day"), shares "of £0.01 each", pay
 * earned or a threshold, vetoed here. The cue reads 366 sentences, 365 labelled Pricing & Taxes (the other a courier's
 * charges per shipment, set 8); 7 had been read without it (sets 18, 19, 26, 28, 83, 85, 91), 6 are read now (set 19's
 * transfer fee stays third under the two-subject cap). Strong: the price beside the sentence's other subject. Not a sum
 * capped or a threshold ("up to EUR 150 per year", "involving more than £150,000 a year", "capped at USD 100 a day", "at
 * most", "a maximum of": a limit), nor a loan's repayment ("repays USD 100 a month until the loan is repaid";
 * h119mendA), nor interest or a late charge (C17: Payment Terms & Billing alone). Anchored, bounded windows: linear on hostile text. Tests:
 * categories-unit-prices-h119cat.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';
import { MONEY, moneyPattern } from '../../numbers/money-shapes.js';
import { longestFirstAlternation } from '../../../../common/regexp.js';
import { MARKS_BEFORE_RATE, WORD_MARKS_AFTER_FIGURE, currencyNamesForRates } from '../../numbers/recognizers.js';

/**
 * (issue 18, h119cur) A price per unit the money recognizer reads but MONEY does not: a code's bare whole figure ("AMD 150
 * a sheet": the recognizer's rate after a `form` mark, MARKS_BEFORE_RATE, kept in its case), and a figure then a
 * currency's name or word mark ("2,500 roubles a month", "200,000 tomans a card": its names as the rates read them, no
 * bare "pound(s)", a weight, and WORD_MARKS_AFTER_FIGURE). Sets 88, 91, 92's prices so written. Bounded: linear.
 */
const RATE_MARK = `(?:${longestFirstAlternation(MARKS_BEFORE_RATE)})`;
const NAMED_SUM = String.raw`(?:(?<![A-Za-z])${RATE_MARK}\s?(?!(?:19|20)\d\d\b)\d{1,6}(?![\d.,])|(?<![\d.,])\d{1,3}(?:,\d{3}){0,4}(?:\.\d{2})?\s{1,3}(?:${longestFirstAlternation([...currencyNamesForRates().keys(), ...WORD_MARKS_AFTER_FIGURE])}))`;

/** A sentence about a cover, a cap, a remedy, a late payment, shares or pay earned: its sums per unit are no price. */
const NOT_A_PRICE_SENTENCE = String.raw`^(?![^]{0,600}?\b(?:insur\w{0,6}|cover(?:s|ed|age)?|liab\w{0,6}|limited|limits?|damages|penalt(?:y|ies)|fines?|compensation|interest|late|overdue|arrears|shares?|capital|salar(?:y|ies)|wages?|earn\w{0,4}|excess|repa(?:y|ys|id|ying|yments?)|loans?)\b)`;

export const UNIT_PRICE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [moneyPattern(String.raw`${NOT_A_PRICE_SENTENCE}[^]{0,400}?(?<!\b(?:up\s{1,3}to|more\s{1,3}than|less\s{1,3}than|over|exceeding|above|below|under|capped\s{1,3}at|at\s{1,3}most|(?:a|the)\s{1,3}maximum\s{1,3}of)\s{1,3})(?:${MONEY}|${NAMED_SUM})(?:\s{1,3}(?:million|thousand))?\s{1,3}(?:a|an|per|each)\b(?!\s{1,3}(?:of|or|and)\b)`, 'i', [RATE_MARK]), 'Pricing & Taxes'],
];
