/**
 * The price named whole, as what is paid, refunded or due, and a charge for a payment returned unpaid (issue 18, h87c).
 *
 * "The full price" names no price of its own: "You must pay the full price before we return your dog", "the full price
 * is due", "refund the full price", "we may charge you the full price" say when the whole of a price set elsewhere is
 * paid, refunded or owed (C9: the amount is Pricing & Taxes, its payment Payment Terms & Billing). Sets 32, 64 and 65 label
 * none of the six such sentences Pricing & Taxes; parley gave five of them the category. Read out of the Pricing & Taxes
 * cues (category-not-said.ts, NOT_SAID), so that an amount or a rate in the sentence keeps its own cue.
 *
 * A charge for a cheque or a direct debit returned unpaid ("If a cheque is returned unpaid, the Owner may charge £30",
 * "If any cheque is dishonoured, the Lessee must pay a charge of AED 500") is a term of the payment that failed (C91,
 * Payment Terms & Billing): sets 49, 53 and 65 label all three so. A veto of the Pricing & Taxes cue words and of the
 * learned model's proposal (category-cue-vetoes.ts' ALL_VETOES): the price the cheque paid is no price set.
 *
 * Tests: `test/contracts/classify/categories/categories-full-price-h87c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const FULL_PRICE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\bthe\s{1,8}(?:full|whole|entire)\s{1,8}price\b(?!\s{1,8}(?:of|for|at)\s{1,8}(?:[A-Z]{3}\s{0,8})?[\d$£€¥₹])/gi, 'Pricing & Taxes'],
];

export const RETURNED_PAYMENT_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:cheques?|checks?|direct\s{1,8}debits?|standing\s{1,8}orders?|card\s{1,8}payments?)\b[^.;]{0,80}?\b(?:returned\s{1,8}(?:unpaid|by\s{1,8}the\s{1,8}bank)|dishono(?:u)?red|bounced?|bounces)\b/i, 'Pricing & Taxes'],
];
