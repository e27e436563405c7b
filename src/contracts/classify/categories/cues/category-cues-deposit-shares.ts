/**
 * Pricing & Taxes for a deposit stated as a share of a named price (issue 18, h56conv, C70): "a deposit
 * of 30% of the charter fee", "a booking deposit of 25% of the hire charge", "a deposit equal to 10% of the Purchase
 * Price". The deposit is paid (C60: Payment Terms & Billing, added after the ranking); its sum is computed from the
 * price the sentence names, a calculation on a price (spec §2–3, Pricing & Taxes: "amounts, prices, tax calculation";
 * C9 keeps another price's Pricing beside a deposit), where C69's deposit of a stated sum names no price. Sets 1–51
 * label 5 of 7 such sentences Pricing & Taxes (sets 27, 28, 33, 44, 47; sets 19 and 35 relabelled, h56conv); the
 * learned model gave 4 of the 5 Payment alone. Not a share with no price named ("a deposit of 40% when you register":
 * split, 1 : 1), nor a deposit's own sum ("a deposit of £500", C69), nor a share of something other than a price ("10%
 * of the Goods"). Tests: `test/contracts/classify/categories/categories-deposit-shares.test.ts`. Bounded, linear on
 * hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The price a share is taken of: a price, fee, charge, rent, fare or cost ("the total space rental"), or a value, sum or
 * amount the contract prices ("the contract value", "the Contract Sum", "the order amount"). Not a value, sum or amount
 * of something else (issue 18, hrev43): "10% of the value of the goods", "of the loan amount", "of the bid value" state
 * what a security is measured on, no price (every deposit share the sets label Pricing & Taxes names a price, fee,
 * charge or rental: sets 19, 27, 28, 33, 35, 44, 47).
 */
const PRICE = String.raw`(?:price|fees?|charges?|rent|rental|hire|fare|costs?|(?:contract|order|purchase|invoice|invoiced|total)\s{1,8}(?:sum|value|amount)|consideration|quotation|quote|estimate)`;

/** A share written out before its figure: "ten per cent (10%)", "thirty percent (30%)". */
const SHARE_IN_WORDS = String.raw`[a-z-]{1,20}\s{1,8}(?:per\s?cent|percent)`;

export const DEPOSIT_SHARE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "deposit of 30% of the charter fee", "deposit equal to ten per cent (10%) of the Purchase Price", "deposit
  // amounting to 50 percent of the total space rental". Not "deposit of 40%" alone, "deposit of £500".
  [
    new RegExp(
      String.raw`\bdeposit\s{1,8}(?:of|equal\s{1,8}to|amounting\s{1,8}to)\s{1,8}(?:${SHARE_IN_WORDS}\s{1,8})?\(?\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|per\s?cent|percent)\)?\s{1,8}of\s{1,8}(?:the\s{1,8}|each\s{1,8}|any\s{1,8}|your\s{1,8}|its\s{1,8}|our\s{1,8}|their\s{1,8})?(?:[\w'’-]{1,30}\s{1,8}){0,3}?${PRICE}\b`,
      'i',
    ),
    'Pricing & Taxes',
  ],
];
