/**
 * An exchange rate is no amount: "the parity of 655.957 francs CFA per euro", "converted at 3,750 SSP to the US dollar",
 * "1 EUR = 655.957 F CFA" quote what one currency costs in another, and pay nothing (review hrev75's leftover, issue 18,
 * h78f44d). A sum "per" a currency's unit, "to the" or "for one" of it, or either side of "=" after one unit of a
 * currency, is such a rate. A price per unit of goods stays an amount ("USD 2.50 per pound", "EUR 40 per tonne"), and so
 * does a sum "per" a currency's amount ("EUR 5 per EUR 1,000 of turnover" is no rate of exchange: a figure follows).
 * Review hrev79 (issue 18): a rate is between two currencies, so a sum per a unit of its own currency is a share ("a
 * bonus of USD 0.05 for each dollar in excess of the target", "5 cents for every dollar in arrears", "EUR 0.06 per euro
 * of net sales"), an amount; and a currency named in several words is read whole ("per crown" is a dental crown's price,
 * "per Czech crown" a rate).
 */
import { longestFirstAlternation } from '../../../common/regexp.js';
import { CURRENCY_CODES, currencyNamesForRates } from '../numbers/recognizers.js';

const CODE_OF_NAME = currencyNamesForRates();
const NAMES = longestFirstAlternation(CODE_OF_NAME.keys());
const CODES = longestFirstAlternation(CURRENCY_CODES);
/** The last words of each currency's names ("dollar", "dollars" for AUD): a bare "per dollar" after AUD is its own. */
const WORDS_OF_CODE = new Map<string, Set<string>>();
for (const [name, code] of CODE_OF_NAME) {
  const words = WORDS_OF_CODE.get(code) ?? new Set<string>();
  words.add(name.slice(name.lastIndexOf(' ') + 1));
  WORDS_OF_CODE.set(code, words);
}
// "per euro", "to the US dollar", "for one Swiss franc", "per 1 USD", "per EUR": a unit of a currency, no figure of it
// beyond one. One word may qualify the name ("U.S.", "Swiss"). Names in small letters (the text is folded), codes in
// capitals. The unit ends the phrase (a stop, a comma, a bracket, the end, or a small word of the sentence after it): "to
// the Euro Fund", "for each dollar account" name things. Anchored, bounded: linear.
const PHRASE_ENDS = String.raw`(?=\s{0,3}(?:[.,;:()]|$)|\s{1,3}(?:and|or|is|was|as|at|in|on|from|with|applies|until|shall|will)\b)`;
/** "per", "to the", "for one" … and an optional "one" before the unit: the lead both rate patterns share. */
const UNIT_LEAD = String.raw`^\s{0,3}(?:per|to\s{1,3}(?:the|one|1|each)|for\s{1,3}(?:one|1|each|every))\s{1,3}(?:(?:one|1)\s{1,3})?`;
const RATE_AFTER_NAME = new RegExp(String.raw`${UNIT_LEAD}(?:([a-z.]{2,12})\s{1,3})?(${NAMES})${PHRASE_ENDS}`, 'u');
const RATE_AFTER_CODE = new RegExp(`${UNIT_LEAD}(${CODES})${PHRASE_ENDS}`, 'u');
/** One unit of a currency and "=" right before the sum ("1 EUR = ", "€1 = ", "1 euro = "). Anchored at the end: linear. */
const ONE_UNIT_EQUALS_BEFORE = new RegExp(String.raw`(?:(?<![\d.,])1(?:[.,]0{1,3})?\s{0,3}(?:${CODES}|[€$£¥]|euros?|dollars?)|(?:${CODES}|[€$£¥])\s{0,3}1(?:[.,]0{1,3})?)\s{0,3}=\s{0,3}$`, 'u');
/** "=" then a figure right after the sum (the one unit's side of "1 EUR = 655.957 F CFA"). */
const EQUALS_FIGURE_AFTER = /^\s{0,3}=\s{0,3}(?:[A-Z]{1,4}\s{0,3}|[€$£¥]\s{0,3})?\d/;

/** Whether the unit named after a sum of `unit` is the sum's own currency: a share of it, no rate. */
function ownCurrency(unit: string, qualifier: string | undefined, name: string): boolean {
  const whole = qualifier === undefined ? undefined : CODE_OF_NAME.get(`${qualifier} ${name}`);
  if (whole !== undefined) return whole === unit;
  return CODE_OF_NAME.get(name) === unit || (qualifier === undefined && (WORDS_OF_CODE.get(unit)?.has(name) ?? false));
}

/** Whether the sum written at `begin`-`end` of `text`, of value `value` in `unit`, quotes an exchange rate. */
export function isExchangeRate(text: string, begin: number, end: number, value: string, unit = ''): boolean {
  const after = text.slice(end, end + 48);
  const named = RATE_AFTER_NAME.exec(after.toLowerCase());
  if (named && !ownCurrency(unit, named[1], named[2])) return true;
  const coded = RATE_AFTER_CODE.exec(after);
  if (coded && coded[1] !== unit) return true;
  if (ONE_UNIT_EQUALS_BEFORE.test(text.slice(Math.max(0, begin - 24), begin))) return true;
  return Number(value) === 1 && EQUALS_FIGURE_AFTER.test(after);
}
