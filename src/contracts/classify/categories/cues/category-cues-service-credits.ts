/**
 * Pricing & Taxes for a service credit stated as a share of a fee (issue 18, h59cat): "the Customer shall be entitled
 * to a Service Credit of five per cent (5%) of the monthly Support Fee for each hour", "a Service Credit equal to 3% of
 * the Monthly Charge for each KPI missed", "Service Credits shall not exceed 10% of the monthly Charges in any month".
 * The credit is how much the price falls when a service level is missed: the amount is the price (C9: the amount
 * Pricing & Taxes, deducting it from an invoice Payment Terms & Billing, which category-cues-operations.ts' service
 * credit cue reads). The weak cue of
 * category-cues-amounts.ts reads only "credit of N% of the fee" written with digits, and the learned model's odds keep
 * a credit beside a missed service level under the bar (the service credit cue's Payment ranks first). Sets 1–51: of
 * the 11 sentences this cue reads, 9 carry Pricing & Taxes (sets 7, 9, 38 three times, 40 three times, 42); set 4's
 * and one of set 13's do not (they give Payment, and Liability for a cap: set 4's now reads Pricing & Taxes too, and
 * set 13's, which already did, loses its Payment to the strong cue's rank; both against their labels, with C9); parley gave sets 7, 38 (twice) and 42 no Pricing & Taxes. Not a credit with no share of a fee
 * ("Service Credits will be deducted from the next invoice": Payment's), nor a share of something else
 * ("5% of the Customer's losses"), nor "the following percentage" of a fee (its list items would take the lead-in's
 * Pricing & Taxes, and the sets give those rows Payment Terms & Billing alone). Bounded windows,
 * linear on hostile text. Tests: `test/contracts/classify/categories/categories-service-credits.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A fee a credit is a share of: the charges, the fee, the price, the rent, the subscription; (issue 18, h88c) the rate of
 * the visit or the booking ("a service credit of 10% of the rate for that booking") and the amount invoiced ("shall not
 * exceed 15% of the amount invoiced for that month"), which are the same price by its unit or its bill.
 */
const FEE = String.raw`(?:fees?|charges?|price|rent|subscription|rates?|amounts?\s{1,8}invoiced|invoiced\s{1,8}amounts?)`;

export const SERVICE_CREDIT_SHARE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`\bservice\s{1,8}credits?\b[^.;:]{0,120}?\b\d{1,3}(?:\.\d{1,3})?\s?(?:%|per\s?cent\b|percent\b)\)?\s{1,8}of\s{1,8}(?:the|its|your|our|their|any|each)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,3}?${FEE}\b`,
      'i',
    ),
    'Pricing & Taxes',
  ],
  // (h80money) The entitlement to a service credit, or none accruing, without its share written in the sentence
  // ("the Client shall be entitled to the service credits set out in Annex 3", "No service credit is due for an outage
  // the Client causes"): still how much the price falls (C9). Sets 25–61 label all five entitlements Pricing & Taxes
  // alone (sets 37, 38, 40, 42, 56), and the one credit said not to accrue (set 40); sets 1–24 give 3 entitlements
  // Payment Terms & Billing (set 4 alone, sets 9 and 13 beside Pricing & Taxes), which category-cues-operations.ts'
  // entitlement cue read and no longer does. Not a lead-in to rows ("entitled to a service credit calculated as
  // follows:"): its rows would take its Pricing & Taxes (the note above). Bounded: linear.
  [/\bentitled\s{1,8}to\s{1,8}(?:a|the|any)\s{1,8}service\s{1,8}credits?\b(?![^.;:]{0,200}:\s*$)|\bno\s{1,8}service\s{1,8}credits?\s{1,8}(?:accrues?|applies|is\s{1,8}(?:due|payable|given))\b/i, 'Pricing & Taxes'],
];
