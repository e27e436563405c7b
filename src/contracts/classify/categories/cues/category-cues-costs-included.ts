/**
 * Insurance named among the costs a price includes (issue 18, h78c61): no Insurance. "The price includes fuel, the
 * drivers' wages, insurance and road tax", "the total contract price …, including packing, insurance, installation
 * supervision and training", "bear all costs of the loan, including packing, transport, insurance and the courier's
 * flights", "The prices are inclusive of packing, forwarding, freight, transit insurance and unloading": what the price
 * covers, Pricing & Taxes; no cover either party must carry (table 2.3's Insurance row). Sets 12, 17, 38 and 61 label
 * their four such sentences Pricing & Taxes only. Only a list: the insurance stands among other costs (a comma before
 * it, or "and" or a comma after it), after "includes", "including" or "inclusive of", in a sentence that names a price,
 * a fee, a cost, a charge or a rate. "The Supplier shall maintain insurance, including public liability cover" keeps its
 * Insurance (nothing priced). Bounded windows: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

const PRICED = String.raw`\b(?:prices?|fees?|costs?|charges?|rates?|rent|sum|amount|remuneration)\b`;
const INCLUDES = String.raw`\b(?:includ(?:e|es|ing)|inclusive\s{1,3}of)\s`;
// (hrev80) A comma after the insurance lists only when no relative clause follows: "the cost of the Landlord's buildings
// insurance, which the Landlord shall maintain" is a cover one party keeps (Insurance).
const INSURANCE_LISTED = String.raw`(?:,\s{0,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?insurance\b(?!\s{0,3},\s{0,3}(?:which|that|who|where|whose)\b)|\binsurance\s{0,3}(?:,(?!\s{0,3}(?:which|that|who|where|whose)\b)|and\s))`;

export const COSTS_INCLUDED_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`${PRICED}[^.;]{0,160}?${INCLUDES}[^.;:]{0,120}?${INSURANCE_LISTED}`, 'i'), 'Insurance'],
];
