/**
 * Words of the contract's time that name a thing, not the contract's term (issue 18, h100c76, C112): goods past their
 * date ("expired medicines", "out-of-date vaccines and expired catalogues": the waste or the stock a clause is about) and
 * the fee for a renewal ("the renewal fee", "Renewal fee, each year: $275.00": its price, C9). Term & Termination is the
 * contract's own duration, renewal and end (the Term & Termination row); a thing dated or a sum named after the renewal
 * says neither. category-not-said.ts' NOT_SAID takes the phrase out before the Term & Termination cues read the
 * sentence, so the contract's own renewal beside it still counts ("renews each year when the Customer pays the renewal
 * fee"). Global; fixed words and bounded blanks: linear. Tests: `categories-set76-classes-h100c76.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Goods that can be past their date: what a waste, stock or supply clause handles. */
const DATED_GOODS = String.raw`(?:medicines?|medications?|drugs?|pharmaceuticals?|vaccines?|products?|goods|food|foods|foodstuffs?|stock|stocks|items?|batteries|chemicals?|pesticides?|catalogues?|catalogs?|magazines?|newspapers?|tickets?|coupons?|vouchers?|cards?|materials?|supplies|consumables|reagents?|ink|inks|paint|paints|films?|tyres?|tires?|fire\s{1,4}extinguishers?)`;

/**
 * (issue 18, h104c79, C161) A renewal named only as the moment another act happens — "You pay the fee when you join and
 * each year when you renew", "We may increase the fees on each renewal", "produce the certificate at each renewal",
 * "whenever it is renewed" — dates that act (a payment, a price change, a paper shown), as "on signature" does: no term of
 * the contract is stated. Sets 1–79 label none of the six such sentences Term & Termination (sets 1, 16, 37, 54, 70, 79).
 * Only the phrase goes: the contract's own renewal beside it ("renews for successive one-year terms") still counts.
 * Fixed words and bounded blanks: linear.
 */
const RENEWAL_AS_MOMENT = String.raw`\b(?:when|whenever|each\s{1,8}time|every\s{1,8}time)\s{1,8}(?:you|we|they|it|he|she|(?:the|each|a)\s{1,8}[\w-]{1,30})\s{1,8}(?:renews?|(?:is|are)\s{1,8}renewed)\b(?!\s{1,8}(?:this|the|its|your|our|their)\s{1,8}(?:agreement|contract|lease|tenancy|licen[cs]e|membership|subscription|term)\b)(?!\s{1,8}for\b)|\b(?:on|upon|at)\s{1,8}(?:each\s{1,8}|every\s{1,8}|any\s{1,8}|its\s{1,8})?renewal\b(?!\s{1,8}(?:of|date)\b)`;

export const TIME_NAMED_THING_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(RENEWAL_AS_MOMENT, 'gi'), 'Term & Termination'],
  [new RegExp(String.raw`\bexpired\s{1,8}(?:(?:or|and)\s{1,8}(?:unwanted|unused|damaged|spoiled|out-of-date)\s{1,8})?${DATED_GOODS}\b|\brenewal\s{1,8}(?:fees?|charges?|prices?|premiums?|costs?|rates?)\b`, 'gi'), 'Term & Termination'],
];
