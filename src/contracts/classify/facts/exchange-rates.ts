/**
 * An exchange rate is no amount: "the parity of 655.957 francs CFA per euro", "converted at 3,750 SSP to the US dollar",
 * "1 EUR = 655.957 F CFA" quote what one currency costs in another, and pay nothing (review hrev75's leftover, issue 18,
 * h78f44d). A sum "per" a currency's unit, "to the" or "for one" of it, or either side of "=" after one unit of a
 * currency, is such a rate. A price per unit of goods stays an amount ("USD 2.50 per pound", "EUR 40 per tonne"), and so
 * does a sum "per" a currency's amount ("EUR 5 per EUR 1,000 of turnover" is no rate of exchange: a figure follows).
 */
import { longestFirstAlternation } from '../../../common/regexp.js';
import { CURRENCY_CODES, currencyNameWords } from '../numbers/recognizers.js';

const NAMES = longestFirstAlternation(currencyNameWords());
const CODES = longestFirstAlternation(CURRENCY_CODES);
// "per euro", "to the US dollar", "for one Swiss franc", "per 1 USD", "per EUR": a unit of a currency, no figure of it
// beyond one. One word may qualify the name ("US", "Swiss"). Names in small letters (the text is folded), codes in
// capitals. The unit ends the phrase (a stop, a comma, a bracket, the end, or a small word of the sentence after it): "to
// the Euro Fund", "for each dollar account" name things. Anchored, bounded: linear.
const PHRASE_ENDS = String.raw`(?=\s{0,3}(?:[.,;:()]|$)|\s{1,3}(?:and|or|is|was|as|at|in|on|from|with|applies|until|shall|will)\b)`;
const RATE_AFTER_NAME = new RegExp(String.raw`^\s{0,3}(?:per|to\s{1,3}(?:the|one|1|each)|for\s{1,3}(?:one|1|each|every))\s{1,3}(?:(?:one|1)\s{1,3})?(?:[a-z.]{2,12}\s{1,3})?(?:${NAMES})${PHRASE_ENDS}`, 'u');
const RATE_AFTER_CODE = new RegExp(String.raw`^\s{0,3}(?:per|to\s{1,3}(?:the|one|1|each)|for\s{1,3}(?:one|1|each|every))\s{1,3}(?:(?:one|1)\s{1,3})?(?:${CODES})${PHRASE_ENDS}`, 'u');
/** One unit of a currency and "=" right before the sum ("1 EUR = ", "€1 = ", "1 euro = "). Anchored at the end: linear. */
const ONE_UNIT_EQUALS_BEFORE = new RegExp(String.raw`(?:(?<![\d.,])1(?:[.,]0{1,3})?\s{0,3}(?:${CODES}|[€$£¥]|euros?|dollars?)|(?:${CODES}|[€$£¥])\s{0,3}1(?:[.,]0{1,3})?)\s{0,3}=\s{0,3}$`, 'u');
/** "=" then a figure right after the sum (the one unit's side of "1 EUR = 655.957 F CFA"). */
const EQUALS_FIGURE_AFTER = /^\s{0,3}=\s{0,3}(?:[A-Z]{1,4}\s{0,3}|[€$£¥]\s{0,3})?\d/;

/** Whether the sum written at `begin`-`end` of `text`, of value `value`, quotes an exchange rate. */
export function isExchangeRate(text: string, begin: number, end: number, value: string): boolean {
  const after = text.slice(end, end + 48);
  if (RATE_AFTER_NAME.test(after.toLowerCase()) || RATE_AFTER_CODE.test(after)) return true;
  if (ONE_UNIT_EQUALS_BEFORE.test(text.slice(Math.max(0, begin - 24), begin))) return true;
  return Number(value) === 1 && EQUALS_FIGURE_AFTER.test(after);
}
