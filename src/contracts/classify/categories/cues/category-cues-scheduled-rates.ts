/**
 * Pricing & Taxes for a price stated by reference or as a share (issue 18, h50c50): the fees, charges or rates "in the
 * Fee Schedule" or "set out in Schedule 1", a defined term that "means the fees payable …" (C21: a defined fee is
 * Pricing & Taxes), and a fee, commission or royalty "equal to 50%" of a base (C9: an amount, here a rate, is Pricing &
 * Taxes beside the payment). The sentence pays; the price it pays is named only by where it is written or by its rate,
 * so no amount of money is there for C9's amount reading. Sets 1–49 label 14 of 16 sentences with prices "in"
 * a numbered schedule, 5 of 6 with prices in a named fee schedule or rate card, and every fee or commission stated as a
 * percentage (but a late charge, C17) Pricing & Taxes. Not interest or a late charge (C17: Payment Terms & Billing
 * only). Stated from how price clauses are drafted, with sentences of their own (`category-cues-scheduled-rates.test.ts`).
 * Bounded gaps between literals: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * Where a price list is written: a named fee schedule or rate card, or a numbered schedule, annex or exhibit; a charter
 * party's Part I or Box 6 too ("demurrage at the rate in Part I": issue 18, h73c56; sets 45 and 56, all three such
 * sentences Pricing & Taxes).
 */
const PRICE_PLACE = String.raw`(?:(?:the\s+)?(?:Fee|Fees|Price|Pricing|Rate|Rates|Charges?|Commission)\s+(?:Schedule|List|Card|Table|Sheet)|(?:Schedule|Annex|Appendix|Exhibit|Attachment|Part|Box)\s+[0-9A-Z]{1,3}\b)`;

/**
 * A rate that measures the work or converts money, no price: "the response rates in Schedule 4", "the recycling rates
 * set out in Annex B", "the exchange rates in Appendix A" (review hrev35), a pump's flow rate or a growth rate
 * ("operate at twice the design flow rate": hrev64). Only words that never name a fee or a charge (the lookbehind
 * stands before "fees" and "charges" too). Bounded: a lookbehind.
 */
const MEASURED_RATE = String.raw`(?:response|recycling|recovery|defect|failure|error|production|staffing|fill|success|completion|availability|utili[sz]ation|occupancy|attendance|accuracy|absence|turnover|exchange|conversion|vacancy|mortality|flow|growth)`;
export const NOT_A_PRICE_RATE = String.raw`(?<!\b${MEASURED_RATE}\s{1,4})`;

/**
 * A list of prices announced (issue 18, h73c56): "the following unit rates", "the following charges", "at the following
 * rates", "according to the following scale". Its rows are the prices; the lead-in names them (Pricing & Taxes). Rates
 * "of" something are prices only of pay, hire, freight or the like: "the following rates of availability", "of delivery
 * on time" are the work's measures (hrev64).
 */
const PRICE_LIST = String.raw`\bthe\s+following\s+(?:unit\s+|hourly\s+|daily\s+|monthly\s+|annual\s+)?(?:rates(?!\s+of\s+(?!(?:pay|hire|commission|remuneration|freight|demurrage|despatch|royalt(?:y|ies)|interest)\b))|charges|fees|prices|tariffs?|scale)\b`;

/**
 * A lead-in that announces a list of amounts (a price list, or the shares or ratios each party contributes: "shall
 * contribute to the Production Budget in the following ratios:"): each item is one amount or one party's share. The
 * lead-in's payment ("shall pay the Contractor the following unit rates:") is said once for the list; the items, read
 * from their own words (C6), do not take it (classify/index.ts' notInherited; sets 36, 37, 40, 47, 52, 55 and 56 label
 * none of the 32 items of their ten such lists Payment Terms & Billing). Bounded. Not a price "paid in the following
 * percentages:" (hrev64): its items are instalments, each a term of payment ("(a) 30% on signature;").
 */
const AMOUNT_LIST_LEAD_IN = new RegExp(String.raw`(?:${PRICE_LIST}|(?<!\b(?:paid|payable|pay|pays)\s+in\s+)\bthe\s+following\s+(?:ratios|proportions|percentages|shares)\b)[^:;.]{0,120}:\s*$`, 'i');
export const isAmountListLeadIn = (lead: string): boolean => AMOUNT_LIST_LEAD_IN.test(lead);

/**
 * A price list the lead-in says a party pays ("The County shall pay the Contractor the following unit rates:", "You
 * will also pay the following charges for each lot:"): Payment Terms & Billing beside the prices, after the ranking
 * (category-payment-additions.ts: the "pay" and the prices are two cue words of neighbours, and the ranking keeps one;
 * sets 36, 37, 47, 52 and 56 label all seven such lead-ins Payment Terms & Billing). Bounded.
 */
const PAID_PRICE_LIST = new RegExp(String.raw`\b(?:pay|pays)\b[^.;:]{0,80}?${PRICE_LIST}`, 'i');
export const paysPriceList = (text: string): boolean => PAID_PRICE_LIST.test(text);

export const SCHEDULED_RATE_CUES: readonly [RegExp, CategoryLabel][] = [
  // "pay the aging fees in the Fee Schedule", "at the rates in Schedule 1", "the charges set out in Annex 2". Not a rate
  // of performance or of exchange (NOT_A_PRICE_RATE).
  [new RegExp(String.raw`(?=[fcprt])${NOT_A_PRICE_RATE}\b(?:fees?|charges?|prices?|rates?|tariffs?|commissions?)\s+(?:(?:set\s+out|specified|stated|shown|listed|given)\s+)?in\s+${PRICE_PLACE}`), 'Pricing & Taxes'],
  // A defined fee (C21): '"Commission" means the fees payable by the Bank …', '"Service Charge" means the charges due …'.
  [/^\s*(?:(?:Section\s+)?\d{1,3}(?:\.\d{1,3}){0,3}\.?\s+)?(?:In\s+this\s+Agreement,?\s+)?["“][^"”]{1,60}["”]\s+(?:means|shall\s+mean)\s+(?:the|all|any|each)\s+(?:[\w-]+\s+)?(?:fees?|charges?|commissions?|remuneration)\s+(?:payable|paid|due|charged)\b/, 'Pricing & Taxes'],
  // A fee as a share of a base: "a transfer fee equal to 50% of the License Fees", "a royalty of 2.5 per cent". Not a
  // late charge, a default or interest charge (C17), a margin over a base rate or a security charge over shares ("a
  // charge of 100% over the shares"), nor the share of a fee paid at a stage ("the fee, 50% of which …"; review hrev35).
  // A discount or a rebate as a share of the price is the price too (h52s50: "a volume discount of 3%", "a discount of
  // at least 30%", "Low-season discount | 30%"; sets 6, 17, 25, 28, 31, 34, 35 and 42 label all eight such sentences
  // Pricing & Taxes). Not a bill, a note, a loan, receivables or shares discounted, sold, redeemed or pledged below their
  // face or market value: the discount of a financial instrument is its financing, no price of the deal (review hrev37).
  [/(?=[fcr])(?<!\b(?:late|default|overdue|interest|penalty)\s{1,4}(?:payment\s{1,4})?)\b(?:fee|commission|royalty|charge)\s+(?:(?:equal\s+to|of)\s+)?(?:\(\s*)?\d{1,3}(?:\.\d{1,4})?\s?(?:%|per\s?cent\b|percent\b)(?!\s{0,3}\)?\s{0,3}(?:of\s+which|over|above)\b)|(?=[dr])(?<!\b(?:bills?|notes|loans?|receivables|bonds?|securities|shares|debts?|debentures?)\b[^.;]{0,60})\b(?:discount|rebate)\s+(?:of\s+(?:at\s+least\s+|up\s+to\s+)?|\|\s{0,8})\d{1,3}(?:\.\d{1,4})?\s?(?:%|per\s?cent\b|percent\b)(?![^.;]{0,40}?\b(?:to|of|on|below)\s+(?:their|its|the)\s+(?:nominal|face|par|market|principal|redemption)\s+(?:value|amount)\b)/i, 'Pricing & Taxes'],
  // (issue 18, h73c56) A rate named by its relation to another ("despatch at half the demurrage rate", "overtime at 1.5
  // times the regular rate", "at twice the daily rate"): the price stated as a multiple of a price (sets 5, 40, 48 and
  // 56 label all four such sentences Pricing & Taxes). A price list
  // announced ("shall pay the Contractor the following unit rates:", "a royalty at the following rates:", "You pay us
  // the following charges, which we deduct from your proceeds:"): the lead-in names the prices its rows give (sets
  // 1–56 label 8 of the 9 such lead-ins Pricing & Taxes, 7 of them with Payment Terms & Billing beside it, which the
  // "pay" of the lead-in reads). Revenue or receipts shared between the parties by a formula ("Net revenue is shared among the
  // Partners according to the rides recorded", "net receipts shall be split 60% to the Producer"): the sharing is the
  // price of each side's part (sets 11, 25 and 56, all three). Not a rate of work (a loading rate, a response rate:
  // NOT_A_PRICE_RATE), nor proceeds of a sale distributed to members (a payment out), nor a revenue report or forecast
  // shared with a board (information: hrev64). Bounded.
  [new RegExp(String.raw`\bat\s+(?:half|one[-\s]half|a\s+third|twice|double|triple|(?:\d{1,2}(?:\.\d{1,2})?|one\s+and\s+a\s+half|two|three)\s+times)\s+(?:the\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,2}?${NOT_A_PRICE_RATE}rates?\b|${PRICE_LIST}|\b(?:revenues?|receipts|takings|income|profits?)\b(?!\s+(?:reports?|forecasts?|data|figures|statements?|projections?|information|records?|statistics)\b)[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:shared|split|divided)\b`, 'i'), 'Pricing & Taxes'],
];
