/**
 * The items of a payment lead-in that each give an instalment (issue 18, h55c51; C6, C9): "Client will pay the Fee in
 * three instalments:" over "(a) CAD 20,000 on signing of this Agreement;", "(b) CAD 20,000 when Recruiter presents the
 * shortlist; and", "(c) the balance of the Fee when the candidate accepts the offer.". Each item says how much is paid
 * and when: read alone, an item took its amount (Pricing & Taxes) or its moment (Payment Terms & Billing), rarely both,
 * and the lead-in's payment is not inherited by an item with a category of its own. C9 gives an amount and its payment
 * both: an item that opens on its amount in a currency and then says when it is paid takes Payment Terms & Billing and
 * Pricing & Taxes; an item that pays "the balance" or "the remainder" when something happens names no amount of its
 * own, only the moment: Payment Terms & Billing alone. Sets 13, 20, 22, 34, 46 and 51 write such items (sets 34, 46 and
 * 51 label the amount's items both, 22 the payment alone, 13 and 20 the amount alone; set 36's balance item Payment
 * Terms & Billing). A percentage item ("(a) 30% on signing") is left as read: the sets label it Payment Terms & Billing
 * alone (9, 11, 12, 22, 36) or Pricing & Taxes alone (41, 42). Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../wire.js';
import { FALLS_DUE_WHEN } from './cues/category-cues-amounts.js';
import { MONEY, moneyPattern } from '../numbers/money-shapes.js';

/** A lead-in that pays in parts: "will pay the Fee in three instalments:", "shall be paid as follows:", "payable as follows:". */
const PAYMENT_LEAD = /\b(?:pay|pays|paid|payable)\b[^:;]{0,160}?\b(?:instal+ments?|as\s+follows|following)\b[^:;]{0,40}:\s*$/i;

/** An item that opens on its amount and says when it is paid ("CAD 20,000 on signing", "First instalment: $5,000 within 10 days"). */
const AMOUNT_ITEM = moneyPattern(String.raw`^(?:(?:first|second|third|fourth|fifth|final|last)\s+instal+ment\s{0,3}[:–-]\s{0,3})?${MONEY}\s{1,3}(?:\([^()]{0,80}\)\s{1,3})?(?:payable\s{1,3}|due\s{1,3})?${FALLS_DUE_WHEN}`, 'i');

/** An item that pays what is left when something happens ("the balance of the Fee when …", "the remainder on delivery"). */
const BALANCE_ITEM = new RegExp(String.raw`^(?:the\s{1,3})?(?:balance|remainder)\b(?:\s{1,3}of\s{1,3}the\s{1,3}[\w-]{1,30}(?:\s{1,3}[\w-]{1,30})?)?,?\s{1,3}(?:(?:is\s{1,3})?(?:payable|due)\s{1,3})?${FALLS_DUE_WHEN}`, 'i');

/**
 * (h93cat) An item that opens on its amount and says what earns it, not when it is paid: "(b) USD 5,000 if the team
 * reaches the semi-finals", "(a) £50 for each month without an accident" under "shall also pay the Player the following
 * bonuses:". The amount is the item's subject (C9's Pricing & Taxes); the paying is the lead-in's, which the item
 * inherited (set 71 labels its three bonus items Pricing & Taxes alone; two read Payment Terms & Billing alone).
 */
const EARNED_AMOUNT_ITEM = moneyPattern(String.raw`^${MONEY}\s{1,3}(?:if|where|for\s{1,3}(?:each|every|any|a|an)|per)\b`, 'i');

/**
 * The categories of an item under a lead-in (`item` without its own "(a)"), given what it read on its own: an
 * instalment's amount and payment (AMOUNT_ITEM), an amount
 * earned on a condition (EARNED_AMOUNT_ITEM), or a balance's payment alone (BALANCE_ITEM); otherwise as read.
 */
export function instalmentItemCategories(read: readonly CategoryLabel[], lead: string, item: string): readonly CategoryLabel[] {
  if (!PAYMENT_LEAD.test(lead)) return read;
  const text = item.trimStart();
  if (AMOUNT_ITEM.test(text)) return [...new Set<CategoryLabel>([...read, 'Payment Terms & Billing', 'Pricing & Taxes'])];
  if (EARNED_AMOUNT_ITEM.test(text)) return [...new Set<CategoryLabel>([...read.filter((c) => c !== 'Payment Terms & Billing'), 'Pricing & Taxes'])];
  if (BALANCE_ITEM.test(text)) return [...new Set<CategoryLabel>([...read.filter((c) => c !== 'Pricing & Taxes'), 'Payment Terms & Billing'])];
  return read;
}
