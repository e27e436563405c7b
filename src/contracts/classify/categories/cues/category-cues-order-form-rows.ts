/**
 * Scope of Work of an order form's rows naming what is ordered (issue 18, h91sow): "Subscription: Hotelier Cloud,
 * Standard edition, with the front desk and billing modules", "Add-on: channel manager link", "Rooms covered: 28 | Named
 * users: 12". A subscription order form states what the customer subscribes to, and how far it reaches, as fields and
 * their values: what is in the contract (the Scope of Work row of docs/contract-labels.md table 2.3), as "The
 * subscription includes …" says in a sentence (category-cues-scope.ts). Set 69 labels its three such rows Scope of Work;
 * no other set holds one (sets 45, 49 and 68 label a sale's "Product:" and "Goods:" rows otherwise: a thing sold, no
 * service's extent, left out). The row's name is one of an order form's fields of what is subscribed (the service, its
 * add-ons, modules or edition, its users or seats, the rooms, sites or devices it covers), and its value names no sum
 * nor date (a fee's row is Pricing & Taxes', a term's Term & Termination's). Stated with sentences of my own
 * (`categories-scope-said-plainly-h91sow.test.ts`). Anchored, bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The field's name: what is subscribed, added on, or how far it reaches. */
const ORDERED_FIELD = String.raw`(?:subscription|subscribed\s{1,3}(?:service|plan|modules?)|add-?ons?|modules?|edition|(?:named|authori[sz]ed|licensed)\s{1,3}users|users|seats|(?:rooms|sites|locations|premises|vehicles|buildings|devices|machines|outlets|branches)\s{1,3}covered|(?:services|features|modules)\s{1,3}included|included\s{1,3}(?:services|features|modules))`;

export const ORDER_FORM_ROW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^\W{0,3}${ORDERED_FIELD}\s{0,3}[:|]\s{0,3}(?![^|\n]{0,80}?(?:[$£€¥₹]|\b[A-Z]{2,3}\.?\s?\d|\b\d{1,2}\s{1,3}[A-Z][a-z]{2,8}\s{1,3}\d{4}|\bper\s{1,3}(?:month|year|annum|user|room)))[A-Za-z0-9]`, 'i'), 'Scope of Work'],
];
