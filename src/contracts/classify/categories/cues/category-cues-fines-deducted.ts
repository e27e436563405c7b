/**
 * Payment Terms & Billing of a fine or a penalty taken out of what a party is paid (issue 18, h93cat; set 71 missed
 * one): "The Club may fine the Rider for each breach, and may deduct the fine from his salary", "Penalties shall be
 * deducted from the payments due to the Supplier". How the money is settled — set off against a pay or a payment — is
 * the payment's term, as a sum set off is (sets 1–71: 2 of 2 such sentences Payment Terms & Billing, 1 missed; set 68's
 * read so already). Not a tax deducted ("deduct income tax from your pay": Pricing & Taxes, C9's tax), nor the fine's
 * own amount (the sentence's sum keeps its Pricing & Taxes where a cue reads it).
 * Strong: the sentence model reads a fine as a breach's and names nothing. Stated with sentences of my own
 * (`categories-sums-and-things-provided-h93cat.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A fine or a penalty a party imposes. */
const FINE = String.raw`(?:fines?|penalt(?:y|ies))`;

/** What a party is paid, out of which the fine comes. */
const PAY = String.raw`(?:salary|salaries|wages?|pay|remuneration|fees?|payments?|payouts?|instal+ments?|sums?\s{1,8}(?:due|payable)|amounts?\s{1,8}(?:due|payable)|invoices?)`;

export const FINE_DEDUCTED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:deduct|deducts|deducting|set\s{1,8}off|withhold|withholds)\s{1,8}(?:the|any|such|a|each)\s{1,8}${FINE}\s{1,8}from\s{1,8}(?:the|his|her|its|their|your|any|each)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${PAY}\b|\b${FINE}\s{1,8}(?:shall|will|may|are|is)\s{1,8}(?:be\s{1,8})?deducted\s{1,8}from\s{1,8}(?:the|his|her|its|their|your|any|each)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${PAY}\b`, 'i'), 'Payment Terms & Billing'],
];
