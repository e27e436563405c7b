/**
 * A rate card's row written "<what> per <unit>: <amount>" ("Storage per pallet per week: EUR 4.20", "Hire per day:
 * £85") states a price (C9), as the "<what> | <amount>" rows of category-cues-amounts.ts do (issue 18, h30c41, set 41).
 * The row begins the element: a sentence with a colon later ("The fee per visit is as follows: £40") is read by the
 * other cues. Bounded, anchored, linear on hostile text.
 *
 * The same holds for a row that is nothing but "<what>: <amount>" ("Valencia – Lyon, full trailer: EUR 1,240",
 * "Cash Price: £312,000."): a price list's line without "per" (issue 18, h65c53). Over sets 1–53 every such row is
 * Pricing & Taxes (19) but the deposits ("Deposit: £250.00": sets 20 and 47 Payment Terms & Billing, 49 both, 53
 * Pricing & Taxes, a split left to the other cues) and liquidated damages (set 42, Liability), which the row's label
 * must not name.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_A_PRICE } from './category-cues-amounts.js';
import { AMOUNT, MONEY } from '../../numbers/money-shapes.js';
import { OPTIONAL_ROW_NUMBER } from '../../text/row-number.js';

/**
 * (h97c74) The sums a row's label names that are no price: a deposit, damages, a fine, a late fee, a liability or an
 * indemnity limit (NOT_A_PRICE), an insured sum. One guard for the plan rows, the price-list rows and the bare rows below,
 * which repeated it with small differences (sets 1–73's "<name>: <sum>" rows that are no price are these kinds).
 */
const NO_PRICE_LABEL = String.raw`[Dd]eposit|[Dd]amages|[Ff]ines?|[Ll]ate|[Ll]imitation|${NOT_A_PRICE}|[Ii]nsured`;

/**
 * (h67c54) A plan's or a package's row that states what the price buys before it and the period after it: "Starter
 * plan: 20 hours a month, $480 per month.", "1.3 Family package: two adults and two children, EUR 90 per night." — the
 * price list's line with its quantity (set 54's two are Pricing & Taxes, as the bare rows above are over sets 1–53). Its
 * quantity is one clause without a sum; a clause number may lead. Strong: the row names nothing else, and the words of
 * its quantity ("hours a month") would otherwise outweigh a passing cue. (h103c79) Its period said in one word too,
 * and a dollar marked by its country's letters ("Membership: household, EC$60 yearly"). (hrev59) No word of a sum that is no price in
 * the whole row, its quantity too ("Limitation: the Supplier's liability, $1,000,000 per claim", "Fine: smoking in the
 * room, $200 per occurrence"). Bounded, anchored: linear.
 */
export const PLAN_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\s*${OPTIONAL_ROW_NUMBER}(?![^\n]{0,160}\b(?:${NO_PRICE_LABEL})\b)[A-Za-z][^:\n.;]{0,80}:\s*[^:\n.;,$£€]{1,60},\s*(?:[A-Z]{1,3}(?=\$))?${MONEY}\s+(?:(?:per|a|an|each)\s+[A-Za-z]+|yearly|monthly|weekly|daily|annually)\.?\s*$`), 'Pricing & Taxes'],
];

/**
 * (h96cat, C9) A price list's row whose sum, right after the colon, is followed by what it buys or its unit: "Garden
 * package: B$1,500 for up to 20 guests", "Each extra hour of music: B$180", "Glucose reagent kit of 400 ml: Rs. 2,450 per
 * kit" (the bare rows above end on their sum; a contract's own mark, "B$", is the amount cues' AMOUNT). (h106c67) The
 * sum as a price list's lowest or highest ("Wedding dress, dry cleaned and boxed: from EC$250.00", "Alterations: up to
 * $40"), as the table rows of category-cues-amounts.ts read it. Sets 1–73 label
 * 121 of their 130 "<name>: <sum> …" rows Pricing & Taxes; the others are a deposit, damages, a liability limit and a late
 * fee, which the label must not name, as it must not name a modal or a copula (a clause: "The total you must pay: …").
 * Strong, as the plan rows are: the sentence model reads "Each extra hour of the band" and a sum as nothing (−1.2), and
 * the row names nothing else. Bounded, anchored: linear.
 */
/** A price list's row's label and its colon, "<item>:": no sum that is no price (NO_PRICE_LABEL), no modal, no copula. */
const PRICE_LIST_LABEL = String.raw`^\s*${OPTIONAL_ROW_NUMBER}(?![^:\n]{0,80}\b(?:${NO_PRICE_LABEL}|shall|must|will|may|is|are|was|were)\b)[A-Za-z][^:\n.;]{0,80}:`;
const PRICE_LIST_ROW = String.raw`${PRICE_LIST_LABEL}\s*(?:from\s+|up\s+to\s+)?(?:${MONEY}|${AMOUNT})`;
const PRICE_LIST_ROW_PATTERN = new RegExp(PRICE_LIST_ROW);
export const PRICE_LIST_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[PRICE_LIST_ROW_PATTERN, 'Pricing & Taxes']];

/**
 * (h97c74, C9) Whether a row is a price list's "<item>: <sum>", however short: "Oak frame: $850.00" has three words, fewer
 * than a sentence needs to be categorised (categories.ts' MIN_WORDS), yet is the list's price as "Engraving of the plate:
 * $45.00" is; the item's words need not name a price.
 */
export const isPriceListRow = (text: string): boolean => PRICE_LIST_ROW_PATTERN.test(text);

/**
 * (h105c82) A rate card's row whose amount is "no charge" ("Rescan of a rejected page: no charge", "Second driver: free of
 * charge"): the list's price of that item, as "<what>: <sum>" is (C9). The label names no sum that is no price
 * (NO_PRICE_LABEL) and no clause. Strong: the row has no sum for the models to read. Anchored at both ends: linear.
 */
export const NO_CHARGE_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`${PRICE_LIST_LABEL}\s{0,3}(?:no\s{1,3}(?:extra\s{1,3}|additional\s{1,3})?charge|free\s{1,3}of\s{1,3}charge)\s{0,3}\.?\s*$`), 'Pricing & Taxes'],
];

/**
 * (issue 18, h113c89, C252) A quantity at a unit price: "Kalfak, dark green: 12 pieces at RUB 9,500, RUB 114,000 in all",
 * "10 pairs at EUR 40 each" — an order's or a price list's line, which states the price of each (C9). Anywhere in the
 * element, since such lines often lead with the item's description. Sets 1–89: the four such lines (set 89) are Pricing &
 * Taxes; no other sentence of sets 1–88 has a count, one word and "at" before a sum. Bounded: linear.
 */
export const QUANTITY_AT_PRICE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b\d{1,6}(?:[.,]\d{1,3})?\s{1,8}[A-Za-z]{2,20}\s{1,8}at\s{1,8}${MONEY}`), 'Pricing & Taxes'],
];

export const RATE_ROW_CUES: readonly [RegExp, CategoryLabel][] = [
  ...NO_CHARGE_ROW_STRONG_CUES,
  ...PLAN_ROW_STRONG_CUES,
  ...PRICE_LIST_ROW_STRONG_CUES,
  ...QUANTITY_AT_PRICE_STRONG_CUES,
  [new RegExp(String.raw`^\s*(?:[A-Za-z][^:\n.;]{0,60}?\bper\s+[^:\n.;]{1,40}:\s*${MONEY}|(?![^:\n]{0,80}\b(?:${NO_PRICE_LABEL})\b)[A-Za-z][^:\n.;]{0,80}:\s*${MONEY}\.?\s*$)`), 'Pricing & Taxes'],
];
