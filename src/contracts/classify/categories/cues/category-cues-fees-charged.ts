/**
 * Pricing & Taxes of fees a party may charge for a thing it does (issue 18, h88c): "The Trustees may charge reasonable
 * fees for the reproduction of photographs", "The Club will charge a fee for each guest": the price of a service said by
 * the right to ask it, with no amount. The gist of Pricing & Taxes is what things cost. Not a charge forbidden to a
 * third party or waived ("shall not charge the household any amount": a payment barred, Payment Terms & Billing), nor
 * interest or costs charged for a late payment (the late-payment cues read those). Stated with sentences of my own
 * (`categories-plain-sayings-h88c.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const FEES_CHARGED_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:may|shall|will|can|is\s{1,8}entitled\s{1,8}to)\s{1,8}charge\s{1,8}(?:(?:a|an|the|its|their|reasonable|separate|additional|extra|its\s{1,8}usual|usual|standard)\s{1,8}){0,2}(?:fees?|charges?|prices?)\s{1,8}for\s{1,8}(?!(?:any\s{1,8}|each\s{1,8}|every\s{1,8})?(?:late|overdue|unpaid|delayed)\b)/i, 'Pricing & Taxes'],
];
