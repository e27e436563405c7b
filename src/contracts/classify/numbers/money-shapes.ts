/**
 * The shapes of money in a text, as the money recognizer reads it (recognizers.ts: its codes, signs and contract marks,
 * one list): an amount with its currency before it (AMOUNT, MONEY), after it (FIGURE_THEN_CURRENCY), a figure in money's
 * form (MONEY_FORM_FIGURE), and the one way a case-insensitive pattern reads them (moneyPattern). Their home was the
 * Pricing & Taxes cues (category-cues-amounts.ts) until session 81's re-read found a party reader (receipt-writer.ts)
 * importing a category cue file for them: they are the lowest layer both read, so they live with the numbers
 * (issue 18, h122health; moved unchanged).
 */
import { longestFirstAlternation } from '../../../common/regexp.js';
import { caseFoldedSource } from '../../../common/regexp-case-folded.js';
import { CODES_IN_ANY_CASE, CODES_IN_CAPITALS_ONLY, CONTRACT_PREFIXES, MARKS_AFTER_FIGURE, MARKS_BEFORE_FIGURE, MONEY_NOUNS, THREE_DECIMAL_CURRENCIES, UNITS_IN_CAPITALS, WORD_MARKS_BEFORE_FIGURE } from './recognizers.js';

/**
 * (issue 18, h94cat) The marks of a currency of a thousand minor units (the Kuwaiti and Bahraini dinars' "KD", "BD", the
 * Jordanian "JD", the Libyan "LD") read their figure with three decimals, as the money recognizer does ("KD 95.000",
 * "BD 14,250.500": THREE_DECIMAL_CURRENCIES, one list with the Currency attribute's reading). A comma closing the clause
 * after the figure ("FCFA 1,800,000, payable in advance") ends the amount; only a comma before a digit runs it on.
 */
const THREE_DECIMAL_MARKS = MARKS_BEFORE_FIGURE.filter((mark) => THREE_DECIMAL_CURRENCIES.has(mark) || THREE_DECIMAL_CURRENCIES.has(CONTRACT_PREFIXES.get(mark)?.code ?? ''));
/**
 * A figure in money's form: grouped by commas, its cents perhaps ("1,250", "12,400.50"), or with its cents alone ("3.50").
 * Exported for the rows that read a code of a contract's own in that form (category-cues-key-fact-rows.ts' delivery
 * charge row, h105mendC: one home).
 */
export const MONEY_FORM_FIGURE = String.raw`\d{1,3}(?:(?:,\d{3}){1,4}(?:\.\d{2})?|\.\d{2})`;
/**
 * (issue 18, h107km) The marks of money as the money recognizer reads them, each in its case: a contract's own marks
 * before the figure (K, Q, Tshs, and the words MOP, TOP, KM, RO …), those after it (lei, zł, KM, Ft), and the ISO codes
 * it reads in capitals only (KES, TRY, PEN); the codes it reads in any case ("usd 1,000") stay any case. A cue compiled
 * with `i` reads them through {@link moneyPattern}, which keeps these groups in their case: "KM 1,250" (convertible
 * marks), "MOP 1,000", "TOP 50 per unit" are money, "km 1,250" (a chainage), "ro 1,000", "Distance | 1,250 km" none.
 */
const MARK_BEFORE = `(?:${longestFirstAlternation(MARKS_BEFORE_FIGURE)})`;
const THREE_DECIMAL_MARK = `(?:${longestFirstAlternation(THREE_DECIMAL_MARKS)})`;
const WORD_MARK = `(?:${longestFirstAlternation(WORD_MARKS_BEFORE_FIGURE)})`;
const MARK_AFTER = `(?:${longestFirstAlternation(MARKS_AFTER_FIGURE.filter((mark) => mark !== 'Ft'))})`;
const FORINT_MARK = '(?:Ft)';
/** (h107cat) The contract marks of two letters or more (no label letter such as "P" or "Q"): a price row's last cell. */
export const LONG_MARK_BEFORE = `(?:${longestFirstAlternation(MARKS_BEFORE_FIGURE.filter((mark) => mark.length >= 2))})`;
const CODE_IN_CAPITALS = `(?:${CODES_IN_CAPITALS_ONLY.join('|')})`;
const CODE = `(?:${CODES_IN_ANY_CASE.join('|')}|${CODE_IN_CAPITALS})`;
/** Each mark group above, kept in its case where a pattern is folded (moneyPattern). */
export const MARKS_IN_THEIR_CASE: readonly string[] = [MARK_BEFORE, LONG_MARK_BEFORE, THREE_DECIMAL_MARK, WORD_MARK, MARK_AFTER, FORINT_MARK, CODE_IN_CAPITALS];
/**
 * `source` (which reads AMOUNT, MONEY or FIGURE_THEN_CURRENCY) compiled with `flags`: with `i`, every letter read in
 * any case but the marks of money, read in the case the money recognizer reads them (MARKS_IN_THEIR_CASE; Node 20 has
 * no `(?-i:…)`, so the `i` is written into the source: common/regexp-case-folded.ts). The one way a cue that reads an
 * amount ignores case.
 */
// `kept`: the cue's own groups read in their case too (a party's capital: category-cues-price-in-kind.ts CREDIT_ALONE).
export function moneyPattern(source: string, flags: string, kept: readonly string[] = []): RegExp {
  return flags.includes('i') ? new RegExp(caseFoldedSource(source, [...MARKS_IN_THEIR_CASE, ...kept]), flags.replace('i', '')) : new RegExp(source, flags);
}
/**
 * (issue 18, h106c83) A mark that is also a word ("MOP 900,000", "TOP 400,000", "BAM 85,00": WORD_MARKS_BEFORE_FIGURE, the
 * money recognizer's list) before a figure in money's form, as the recognizer reads it: not before a plural noun that is
 * no money ("ALL 1,500 UNITS", "the top 1,000 customers": a count, as the recognizer's `namedThingAfter` reads it; the
 * cues read in any case, so the noun's test stands for the recognizer's "no word in capitals before"). Words that go on
 * a sum stay money ("MOP 12,500 fees": its MONEY_NOUNS). (h106mendM, review h106rev2's finding 1) Nor before a plant's
 * unit in capitals ("Filter capacity | RO 1,000 LPH": UNITS_IN_CAPITALS, the recognizer's own list). Bounded: linear.
 */
const NOT_MONEY_PLURAL = String.raw`(?:[A-Za-z]{2,}(?<!ss|us|is|as|ward)s\b(?<!\b(?:${[...MONEY_NOUNS].filter((noun) => noun.endsWith('s')).join('|')}))|(?:${longestFirstAlternation([...UNITS_IN_CAPITALS])})\b)`;
const WORD_MARKED_AMOUNT = String.raw`(?<![A-Za-z])${WORD_MARK}\s?${MONEY_FORM_FIGURE}(?!\d|,\d)(?!\s{1,3}${NOT_MONEY_PLURAL})`;
/**
 * (issue 18, h88c) An amount after a contract's own currency mark, the money recognizer's (MARKS_BEFORE_FIGURE: one list
 * with the Currency attribute's reading): "Q 40,000.00", "K 1,200", "Tshs. 3,000,000", "Q 2.00". In money's form only,
 * thousands' groups or cents, as the recognizer reads the marks that are labels too ("Schedule K 12", "Q1 2025" are
 * none). Bounded: linear.
 */
export const MARKED_AMOUNT = String.raw`(?:(?<![A-Za-z])(?:${MARK_BEFORE}\.?\s?${MONEY_FORM_FIGURE}|${THREE_DECIMAL_MARK}\.?\s?\d{1,3}(?:,\d{3}){0,4}\.\d{3})(?!\d|,\d)|${WORD_MARKED_AMOUNT})`;

/**
 * An amount with its currency before it: "$750,000", "£500", "EUR 360.000,00", "US$16,500", "CAD $420,000",
 * "KES 14,000". The codes are the money recognizer's (one list), in capitals as contracts write them; its contract marks
 * too (MARKED_AMOUNT).
 */
export const CODED_AMOUNT = String.raw`(?:(?<![A-Za-z])[A-Z]{0,3}[$£€¥₹]\s?\d|\b${CODE}\s?\$?\d)`;
/** (h91sow) Exported for the rows that read an amount by its currency, whatever code, sign or mark names it (amount and instalment rows). */
export const AMOUNT = String.raw`(?:${CODED_AMOUNT}|${MARKED_AMOUNT})`;

/**
 * (h77c59) An amount with its currency after it, as continental drafting writes it in a table's cell: "96 000,00 EUR",
 * "38,50 EUR", "1 450 000 HUF", "4.500 €" (thousands spaced, dotted or commaed; the money recognizer's codes), and the
 * forint's "Ft" after a figure with groups ("1 450 000 Ft"; "40 Ft" is feet, as the money recognizer reads it). In a
 * table's cell (AMOUNT_AFTER) the cell ends after the code (a "|" or the row's end): a figure before a word that happens
 * to spell a code is no amount. (h80c62) The contract marks written after a figure too ("Breakfast | grades I–IV | 14,50
 * lei", "2 500 zł", "1 200 сом": MARKS_AFTER_FIGURE, the money recognizer's list), the forint's "Ft" below. Bounded: linear.
 */
export const FIGURE_THEN_CURRENCY = String.raw`(?:\d{1,3}(?:[ .,\u00a0]\d{3}){0,4}(?:[.,]\d{1,2})?\s?(?:${CODE}|${MARK_AFTER}|€)|\d{1,3}(?:[ .\u00a0]\d{3}){1,4}(?:,\d{1,2})?\s?${FORINT_MARK})(?![A-Za-z])`;

/**
 * (h77c59) Thousands spaced as continental drafting writes them count as one amount ("HUF 45 000 per hectare").
 * A currency before an amount: a code the money recognizer reads ("CAD 3.95"; its list, in capitals, as
 * this file reads it), a symbol ("$31.75", "₹ 500") or rupees written "Rs." ("Rs. 0.38"); (issue 18,
 * h106c83) a contract's own mark before a figure in money's form too (MARKED_AMOUNT: "MOP 900,000 on signing", "Nu.
 * 40,000"), so that every cue reading MONEY reads every currency the money recognizer knows (one list).
 */
export const MONEY = String.raw`(?:(?:\b${CODE}\s?|[£$€¥₹]\s?|\bRs\.?\s?)\d[\d,]*(?:[ \u00a0]\d{3}(?!\d)){0,4}(?:\.\d+)?(?:\/-)?|${MARKED_AMOUNT})`;
