/**
 * A value or a shortfall measured at a price of the day, which names no price of the contract (issue 18, h86c):
 * "insure the grain for its value at the price of the day", "pays the difference at the market price". The price is
 * the yardstick of a sum insured or owed for a loss (Insurance, Payment Terms & Billing), not a price agreed, charged or
 * taxed (spec §2–3, the Pricing & Taxes row). Read out of the Pricing & Taxes cues (category-not-said.ts, NOT_SAID).
 * Tests: `test/contracts/classify/categories/categories-valued-at-price-h86c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const VALUED_AT_PRICE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:value|difference|shortfall|loss)\s{1,8}at\s{1,8}the\s{1,8}(?:(?:day's|current|prevailing|market|ruling)\s{1,8}){0,2}price(?:\s{1,8}of\s{1,8}the\s{1,8}day)?\b/gi, 'Pricing & Taxes'],
  // (h102c78; C135) A thing insured for its price: "insures the Machine against fire and theft for its full cash price",
  // "keep the van insured at its purchase price" — the sum insured, as "for its full replacement value" is (sets 1–78: 38
  // of the 39 sentences insuring a thing for its value or price carry no Pricing & Taxes). Only the price phrase is read
  // out, the insuring keeps its own cue; the lookbehind's gap is bounded: linear.
  [/(?<=\binsur(?:e|es|ed|ing)\b[^.;]{0,80})\b(?:for|at)\s{1,8}(?:its|their)\s{1,8}(?:full\s{1,8})?(?:(?:cash|purchase|invoice|retail|list)\s{1,8})?price\b/gi, 'Pricing & Taxes'],
];
