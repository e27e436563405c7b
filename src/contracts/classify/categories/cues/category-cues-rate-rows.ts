/**
 * A rate card's row written "<what> per <unit>: <amount>" ("Storage per pallet per week: EUR 4.20", "Hire per day:
 * £85") states a price (C9), as the "<what> | <amount>" rows of category-cues-amounts.ts do (issue 18, h30c41, set 41).
 * The row begins the element: a sentence with a colon later ("The fee per visit is as follows: £40") is read by the
 * other cues. Bounded, anchored, linear on hostile text.
 *
 * The same holds for a row that is nothing but "<what>: <amount>" ("Valencia – Lyon, full trailer: EUR 1,240",
 * "Cash Price: £312,000."): a price list's line without "per" (issue 18, h65c53). Over sets 1–53 every such row is
 * Pricing & Taxes (19) but the deposits ("Deposit: £250.00": sets 20 and 47 Payment Terms & Billing, 49 both, 53
 * Pricing & Taxes, a split left to the other cues) and liquidated damages (set 42, Liability), which the row's label
 * must not name.
 */
import type { CategoryLabel } from '../../../wire.js';
import { MONEY } from './category-cues-amounts.js';

/**
 * A row's label that names an amount which is no price (issue 18, hrev56): a party's size ("Share capital: GBP 100",
 * "Annual turnover: EUR 2,000,000"), a security or a cover ("Guarantee: EUR 10,000", "Performance bond: …",
 * "Retention: …", "Insurance: GBP 5,000,000"), a cap on liability ("Liability cap: …", "Limit of indemnity: …") or a
 * penalty. Those rows keep their other cues' reading (Insurance, Liability, Indemnification) or none.
 */
const NOT_A_PRICE = String.raw`[Cc]apital|[Tt]urnover|[Gg]uarantee|[Bb]ond|[Rr]etention|[Ii]nsurance|[Cc]over|[Ii]ndemnity|[Ll]iability|[Cc]ap|[Ll]imit|[Pp]enalty`;

export const RATE_ROW_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\s*(?:[A-Za-z][^:\n.;]{0,60}?\bper\s+[^:\n.;]{1,40}:\s*${MONEY}|(?![^:\n]{0,80}\b(?:[Dd]eposit|[Dd]amages|${NOT_A_PRICE})\b)[A-Za-z][^:\n.;]{0,80}:\s*${MONEY}\.?\s*$)`), 'Pricing & Taxes'],
];
