/**
 * Prices named as information to keep secret (issue 18, h39c): "the parties shall keep the prices and conditions of this
 * contract confidential", "shall keep confidential the price and the other commercial terms", "the pricing, fee and
 * sales information exchanged under this Agreement is confidential". The clause is about confidentiality; the prices
 * are only what it protects, and no price is set, changed or taxed. Sets 7, 10, 13, 17, 21, 27, 29, 34, 35 and 36 label
 * each such sentence Confidentiality alone (ten of ten; no sentence of sets 1–45 that says "confidential" carries
 * Pricing & Taxes). A veto (category-cue-vetoes.ts' ALL_VETOES): the cue word "price" and the learned model's reading of it
 * yield. Not a price that is set beside a confidentiality ("The price is fixed for two years and is confidential" still
 * names a price before saying what is secret: the patterns want the price as the object kept confidential or as the
 * subject that "is confidential"). Bounded windows, linear on hostile text. Tests: `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A price word: the price, prices, pricing, price lists. */
const PRICE = String.raw`pric(?:e|es|ing)\b`;
/**
 * What sets, changes or taxes a price, or says it is no secret (hrev29): "Pricing shall be reviewed every year …; the
 * new pricing shall remain confidential", "The prices … are exclusive of VAT and are confidential", "The Service Fee is
 * EUR 5,000 per month; the Fee and pricing are confidential", "treat the prices quoted as firm …, not confidential",
 * "keep the Products at the prices in the current price list". The sentence is then about the price too (Pricing &
 * Taxes stays beside Confidentiality), not only about what is kept secret.
 */
const PRICE_SET = String.raw`not\s{1,8}(?:be\s{1,8})?(?:strictly\s{1,8})?confidential|review\w*|increase\w*|adjust\w*|index\w*|CPI|VAT|tax\w*|(?:ex|in)clusive\s{1,8}of|per\s{1,8}(?:unit|month|hour|day|week|year|tonne|item)|fixed|firm|at\s{1,8}the\s{1,8}pric\w*|(?:USD|EUR|GBP)\s{0,3}\d`;

export const PRICES_KEPT_CONFIDENTIAL_VETOES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`^(?![^]{0,800}(?:\b(?:${PRICE_SET})\b|[$€£]\s{0,3}\d))[^]{0,600}?(?:` + [
        // "keep confidential the Company's recipes, supplier prices and sales figures"
        String.raw`\b(?:keep|keeps|kept|hold|holds|treat|treats)\s{1,8}(?:strictly\s{1,8})?(?:secret|confidential)\s{1,8}(?:[\w'’,-]{1,40}\s{1,8}){0,6}?${PRICE}`,
        // "keep the prices and terms of FJR's orders confidential", "keep the price and the names of KF's suppliers confidential"
        String.raw`\b(?:keep|keeps|kept|hold|holds|treat|treats)\s{1,8}(?:the|all|its|their|any|such)\s{1,8}(?:[\w'’,-]{1,40}\s{1,8}){0,4}?${PRICE}[^.;]{0,100}?\b(?:secret|confidential)\b`,
        // "Product roadmaps, pricing and customer information exchanged under this Agreement are Confidential Information"
        String.raw`\b${PRICE}[^.;]{0,100}?\b(?:is|are|shall\s{1,8}be|will\s{1,8}be|remain|remains)\s{1,8}(?:strictly\s{1,8})?(?:secret|confidential)\b`,
      ].join('|') + ')',
      'i',
    ),
    'Pricing & Taxes',
  ],
];
