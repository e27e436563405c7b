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

/** Where a price list is written: a named fee schedule or rate card, or a numbered schedule, annex or exhibit. */
const PRICE_PLACE = String.raw`(?:(?:the\s+)?(?:Fee|Fees|Price|Pricing|Rate|Rates|Charges?|Commission)\s+(?:Schedule|List|Card|Table|Sheet)|(?:Schedule|Annex|Appendix|Exhibit|Attachment)\s+[0-9A-Z]{1,3}\b)`;

/**
 * A rate that measures the work or converts money, no price: "the response rates in Schedule 4", "the recycling rates
 * set out in Annex B", "the exchange rates in Appendix A" (review hrev35). Bounded: a lookbehind.
 */
const NOT_A_PRICE_RATE = String.raw`(?<!\b(?:response|recycling|recovery|defect|failure|error|production|staffing|fill|success|completion|availability|utili[sz]ation|occupancy|attendance|accuracy|absence|turnover|exchange|conversion|vacancy|mortality)\s{1,4})`;

export const SCHEDULED_RATE_CUES: readonly [RegExp, CategoryLabel][] = [
  // "pay the aging fees in the Fee Schedule", "at the rates in Schedule 1", "the charges set out in Annex 2". Not a rate
  // of performance or of exchange (NOT_A_PRICE_RATE).
  [new RegExp(String.raw`${NOT_A_PRICE_RATE}\b(?:fees?|charges?|prices?|rates?|tariffs?|commissions?)\s+(?:(?:set\s+out|specified|stated|shown|listed|given)\s+)?in\s+${PRICE_PLACE}`), 'Pricing & Taxes'],
  // A defined fee (C21): '"Commission" means the fees payable by the Bank …', '"Service Charge" means the charges due …'.
  [/^\s*(?:(?:Section\s+)?\d{1,3}(?:\.\d{1,3}){0,3}\.?\s+)?(?:In\s+this\s+Agreement,?\s+)?["“][^"”]{1,60}["”]\s+(?:means|shall\s+mean)\s+(?:the|all|any|each)\s+(?:[\w-]+\s+)?(?:fees?|charges?|commissions?|remuneration)\s+(?:payable|paid|due|charged)\b/, 'Pricing & Taxes'],
  // A fee as a share of a base: "a transfer fee equal to 50% of the License Fees", "a royalty of 2.5 per cent". Not a
  // late charge, a default or interest charge (C17), a margin over a base rate or a security charge over shares ("a
  // charge of 100% over the shares"), nor the share of a fee paid at a stage ("the fee, 50% of which …"; review hrev35).
  // A discount or a rebate as a share of the price is the price too (h52s50: "a volume discount of 3%", "a discount of
  // at least 30%", "Low-season discount | 30%"; sets 6, 17, 25, 28, 31, 34, 35 and 42 label all eight such sentences
  // Pricing & Taxes). Not a bill, a note, a loan, receivables or shares discounted, sold, redeemed or pledged below their
  // face or market value: the discount of a financial instrument is its financing, no price of the deal (review hrev37).
  [/(?<!\b(?:late|default|overdue|interest|penalty)\s{1,4}(?:payment\s{1,4})?)\b(?:fee|commission|royalty|charge)\s+(?:(?:equal\s+to|of)\s+)?(?:\(\s*)?\d{1,3}(?:\.\d{1,4})?\s?(?:%|per\s?cent\b|percent\b)(?!\s{0,3}\)?\s{0,3}(?:of\s+which|over|above)\b)|(?<!\b(?:bills?|notes|loans?|receivables|bonds?|securities|shares|debts?|debentures?)\b[^.;]{0,60})\b(?:discount|rebate)\s+(?:of\s+(?:at\s+least\s+|up\s+to\s+)?|\|\s{0,8})\d{1,3}(?:\.\d{1,4})?\s?(?:%|per\s?cent\b|percent\b)(?![^.;]{0,40}?\b(?:to|of|on|below)\s+(?:their|its|the)\s+(?:nominal|face|par|market|principal|redemption)\s+(?:value|amount)\b)/i, 'Pricing & Taxes'],
];
