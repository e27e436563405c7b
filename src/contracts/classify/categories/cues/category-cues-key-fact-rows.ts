/**
 * Key-facts rows and a consumer scheme's plain sentences, read by their label or their few words (the rows a loan's, a
 * hire's or a scheme's summary writes; each with its round below):
 * - (issue 18, h105c81, C169) a row of what the customer gets ("What you get: a hamper of fresh fruit …, every
 *   fortnight.", "What is included: …", "What we deliver: …"): the row's description of what is provided, Scope of Work;
 * - (C169) a row of the delivery's day, date, time, window or period ("Delivery day: Friday, between 9 am and noon.",
 *   "Collection times: …"), as sets 45, 54 and 68 label every such row (a form's blank, "Delivery address: ______",
 *   names nothing), and a delivery paused or skipped by the customer ("You can pause your deliveries for a month") or
 *   the first box that comes on a day ("Your first hamper arrives on the Friday after …"): Delivery. Not deliveries
 *   suspended for late payment: sets 22, 28, 62 and 69 label those Payment Terms & Billing alone;
 * - a delivery's charge row ("Delivery: free in the town; SHP 3.50 a week elsewhere."): Pricing & Taxes;
 * - (issue 18, h110c87, C235) a loan's or a hire's interest-rate row (Pricing & Taxes) and the row of the day a loan or a
 *   fee falls due (Payment Terms & Billing).
 * Strong (KEY_FACT_ROW_STRONG_CUES), and the C169 readers decisive (category-decisive-cues.ts): a row's few words and a
 * scheme's "you" give the sentence models nothing. Anchored or bounded, fixed word lists: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AMOUNT, MONEY, MONEY_FORM_FIGURE } from '../../numbers/money-shapes.js';
import { GOODS_CONTAINER } from './containers.js';

/** What a scheme sends: a box, a hamper, a basket, a delivery, an order. */
const SENT = String.raw`(?:${GOODS_CONTAINER}|delivery|deliveries|order|orders)`;

const WHAT_YOU_GET_ROW = /^\s{0,3}(?:What\s{1,3}(?:you|members|customers|subscribers)\s{1,3}(?:get|receive)|What\s{1,3}(?:is|['’]s)\s{1,3}included|What\s{1,3}we\s{1,3}(?:provide|supply|send|deliver))\s{0,3}:\s{0,3}[A-Za-z0-9]/i;
const DELIVERY_TIME_ROW = /^\s{0,3}(?:Delivery|Collection)\s{1,3}(?:days?|dates?|times?|windows?|slots?|period)\s{0,3}:\s{0,3}[A-Za-z0-9]/i;
/**
 * (h105mendC) Not a delivery paused or skipped for a payment late or owed ("We may pause your deliveries if any payment
 * is more than 14 days late", "if your account is in arrears"): the payment's consequence, Payment alone, as suspend and
 * stop are. Anchored, bounded: linear.
 */
const NOT_FOR_LATE_PAYMENT = String.raw`^(?![^]{0,600}?\b(?:late|overdue|arrears|unpaid|outstanding|non-?payment|fail\w{0,3}\s{1,3}to\s{1,3}pay|not\s{1,3}(?:been\s{1,3})?paid)\b)[^]{0,400}?`;
const DELIVERY_PAUSED_OR_FIRST = new RegExp(String.raw`${NOT_FOR_LATE_PAYMENT}\b(?:pause|pauses|paused|pausing|skip|skips|skipped|skipping)\s{1,3}(?:your|the|a|one|our|their|any|its)\s{1,3}(?:next\s{1,3})?${SENT}\b|\b(?:your|the|our|its|their)\s{1,3}first\s{1,3}${SENT}\s{1,3}(?:comes|arrives|will\s{1,3}(?:come|arrive)|is\s{1,3}delivered|will\s{1,3}be\s{1,3}delivered)\b`, 'i');

/**
 * A delivery's charge stated in its key-facts row, after a free area or with its unit: "Delivery: free in the town;
 * SHP 3.50 a week elsewhere." — the row's sum is a price (C9), beside the delivery it names. A code the
 * amount cues leave to a contract's own marks ("SHP", a word too) counts in money's form, three capitals before a figure
 * in MARKED_AMOUNT's form (MONEY_FORM_FIGURE: grouped, or with its cents; case-sensitive). Anchored, bounded: linear.
 */
const CODE_IN_MONEY_FORM = String.raw`(?<![A-Za-z])[A-Z]{3}\s?${MONEY_FORM_FIGURE}(?!\d|,\d)`;
const DELIVERY_CHARGE_ROW = new RegExp(String.raw`^\s{0,3}(?:[Dd]elivery|[Pp]ostage|[Ss]hipping|[Cc]arriage|DELIVERY)(?:\s{1,3}(?:[Cc]harges?|[Ff]ees?|[Cc]osts?))?\s{0,3}:[^:\n]{0,120}?(?:${MONEY}|${AMOUNT}|${CODE_IN_MONEY_FORM})`);

/**
 * (issue 18, h110c87, C235) A loan's or a hire's key-facts row of its interest rate, a percentage after the colon:
 * "Interest Rate: 7.9% per annum, fixed for the period of hire", "Effective interest rate: 36% a year", "Interest: 3% a
 * month of the principal" — the price of the money lent (C9's rate, C176's price row). Not a late or default
 * interest's row (a payment's consequence). Sets 1–87: the three such rows, all Pricing & Taxes. Anchored: linear.
 */
const INTEREST_RATE_ROW = /^\s{0,3}(?!(?:late|default|overdue|penalty)\b)(?:[A-Za-z-]{1,30}\s{1,3}){0,2}?(?:interest(?:\s{1,3}rate)?|rate\s{1,3}of\s{1,3}interest|APR|annual\s{1,3}percentage\s{1,3}rate)\s{0,3}(?:\([^()]{0,30}\)\s{0,3})?:\s{0,3}\d{1,3}(?:[.,]\d{1,4})?\s{0,3}%/i;
/**
 * (issue 18, h110c87, C235) A key-facts row of the day a loan or a fee falls due: "Maturity date: 5 November 2046",
 * "Fee Due Date: 1 October 2027" — when the sum is paid (C145), Payment Terms & Billing. A date or a word after the
 * colon, not a blank. Sets 1–87: the two such rows, both Payment Terms & Billing. Anchored: linear.
 */
const DUE_DATE_ROW = /^\s{0,3}(?:(?:fee|payment|loan|rent|instal+ment|invoice|repayment)\s{1,3})?(?:maturity|due|repayment)\s{1,3}date\s{0,3}:\s{0,3}[A-Za-z0-9]/i;

export const KEY_FACT_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [INTEREST_RATE_ROW, 'Pricing & Taxes'],
  [DUE_DATE_ROW, 'Payment Terms & Billing'],
  [WHAT_YOU_GET_ROW, 'Scope of Work'],
  [DELIVERY_TIME_ROW, 'Delivery'],
  [DELIVERY_PAUSED_OR_FIRST, 'Delivery'],
  [DELIVERY_CHARGE_ROW, 'Pricing & Taxes'],
];

/** Whether the text is a key-facts row of what the customer gets (C169). */
export const namesWhatYouGet = (text: string): boolean => WHAT_YOU_GET_ROW.test(text);
/** Whether the text is a delivery's time row, a delivery paused or skipped, or the first one that comes (C169). */
export const namesDeliveryFact = (text: string): boolean => DELIVERY_TIME_ROW.test(text) || DELIVERY_PAUSED_OR_FIRST.test(text);
