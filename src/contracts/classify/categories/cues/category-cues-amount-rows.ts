/**
 * A particulars or order-form row that names a price and gives its amount, "<name of the price>: <amount>" ("Cash
 * Price: £48,000.", "Hire Fee: EUR 1,200 plus VAT", "Annual Salary: INR 1,800,000, paid monthly"), states the amount
 * (C9: Pricing & Taxes), whatever the row says after it of its payment (C9: that is Payment Terms & Billing beside it).
 * Sets 3–49 label 36 of the 39 "<name>: <amount>" rows Pricing & Taxes; the others are deposits (sets 20 and 47: a sum
 * held, no price) and liquidated damages (set 42: a remedy), which the row's name here leaves out (issue 18, h47s49).
 * The name is the row's first cell and ends on a word for a price; a rate per unit is category-cues-rate-rows.ts'.
 * (issue 18, h91sow) The amount in any currency the amount cues know, a contract's own mark too ("Set-up fee: Nu.
 * 40,000, one-time", "Grant amount: G$ 12,600,000": set 69's two, missed), and a row named by its "amount" (a grant's,
 * a contract's: the sum the contract fixes; sets 1–69 hold no other "… amount: <sum>" row).
 * Anchored, bounded: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { longestFirstAlternation } from '../../../../common/regexp.js';
import { OPTIONAL_ROW_NUMBER } from '../../text/row-number.js';
import { MARKS_BEFORE_FIGURE } from '../../numbers/recognizers.js';
import { AMOUNT, MONEY, moneyPattern } from '../../numbers/money-shapes.js';
import { isPriceListRow } from './category-cues-rate-rows.js';

/** A word that names a price, a fee or a pay as the row's last word before the colon. */
const PRICE_NAME = String.raw`(?:price|fees?|salary|wages?|rent|charges?|costs?|premium|royalty|commission|remuneration|consideration|retainer|subscription|amount)`;

/**
 * (h91sow) A contract's own currency mark before the row's figure, whatever follows the figure ("Nu. 40,000, one-time":
 * the amount cues' marked amount wants no comma after its figure, to keep a list of figures out; after the row's price
 * name and its colon, the mark and a figure are the sum). The money recognizer's marks (one list).
 */
const ROW_MARKED_AMOUNT = String.raw`(?<![A-Za-z])(?:${longestFirstAlternation(MARKS_BEFORE_FIGURE)})\.?\s?\d`;

const AMOUNT_ROW = moneyPattern(String.raw`^\s{0,3}(?:(?:Item|Box)\s{1,3}\d{1,2}\s{1,3})?(?![^:\n]{0,60}\b(?:deposit|damages|penalt(?:y|ies)|insurance|cover|limit)\b)(?:[A-Za-z][A-Za-z'’ -]{0,50}?\b)?${PRICE_NAME}\s{0,3}:\s{0,3}(?:${MONEY}|${AMOUNT}|${ROW_MARKED_AMOUNT})`, 'i');

/**
 * An order form's total row, "Total: VT 4,800,000 (no VAT: goods for export)", "Grand total: USD 6,150" (issue 18, h90d):
 * the sum of the order's prices, whatever code or word names its currency (a code the money recognizer lacks, as
 * category-cues-prices-stated.ts reads it). Sets 1–68 label both such rows Pricing & Taxes (set 65's "Total | QAR 68,000"
 * is read by the table rows' cue). A figure alone ("Total: 2,000 kg") is a quantity, no price: the currency comes first.
 * Anchored, case-sensitive, bounded.
 */
const TOTAL_ROW = /^\s{0,3}(?:Grand\s{1,3}[Tt]|T)otal(?:\s{1,3}(?:price|amount|value|cost|sum|due|payable))?\s{0,3}:\s{0,3}(?:[A-Z]{1,3}\$?\s?|[A-Z][a-z]{2,11}\s|[£$€¥₹]\s?)\d/;

export const AMOUNT_ROW_CUES: readonly [RegExp, CategoryLabel][] = [[AMOUNT_ROW, 'Pricing & Taxes']];

/** The total row names its subject outright: strong (the sentence model reads "Total" and a figure as nothing, −1.2). */
export const TOTAL_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[TOTAL_ROW, 'Pricing & Taxes']];

/**
 * Such a row, however short: "Cash Price: £48,000." has three words, fewer than a sentence needs to be categorised
 * (categories.ts' MIN_WORDS), yet names its subject as plainly as a longer row (set 27's "Share price: £7,200", set 49's
 * "Cash Price: £312,000." are labelled Pricing & Taxes). (h97c74) A total row and a price list's row of an item and its
 * sum too ("Total: $948.70", "Oak frame: $850.00": the list's prices, C9).
 */
export const isAmountRow = (text: string): boolean => AMOUNT_ROW.test(text) || TOTAL_ROW.test(text) || isPriceListRow(text);

/**
 * (h97c74, C101) A row "<label>: <value>" that names no sum ("Estimated completion: August 2035", "Species: mule deer") is
 * no price, whatever its section's title says: a title naming a price or a fee ("Price", "SCHEDULE 2 – LICENCE FEE") is
 * not carried to it (the rows under a price title that are prices name their sum: isPriceListRow). Anchored, bounded.
 */
const LABEL_ROW = new RegExp(String.raw`^\s{0,3}${OPTIONAL_ROW_NUMBER}[A-Za-z][^:\n.;]{0,60}:\s{0,3}\S[^\n]{0,120}$`);
const SUM_NAMED = moneyPattern(String.raw`${MONEY}|${AMOUNT}|${ROW_MARKED_AMOUNT}|\d\s{0,3}%|\bper\s{1,3}cent\b`, 'i');
export const isRowWithoutSum = (text: string): boolean => LABEL_ROW.test(text) && !SUM_NAMED.test(text);
