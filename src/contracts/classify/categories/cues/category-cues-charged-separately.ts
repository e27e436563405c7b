/**
 * Pricing & Taxes for work or items priced apart from the contract's price (issue 18, h55cat): "are outside the
 * Services and shall be quoted separately", "will be priced separately if the Council requires it", "are not included
 * and cost extra", "Music lessons and school trips are extras". What the price does not cover, and that it is paid for
 * on its own, is a term of the price (spec §2–3, Pricing & Taxes), beside the Scope of Work the exclusion names. Sets
 * 1–50 label 10 of the 12 sentences this pattern reads Pricing & Taxes; the learned model gave 6 of those 10 (sets 9,
 * 25, 26, 28, 30, 38) only the scope or nothing. The other 2 (sets 32, 48: "will be quoted separately") the model
 * already reads as Pricing & Taxes, so the cue changes nothing there. Not "separately" of a thing kept apart ("stored
 * separately", "signed separately"): the cue wants a word of pricing before it. Tests:
 * `test/contracts/classify/categories/categories-charged-separately.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const CHARGED_SEPARATELY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "quoted separately", "charged separately", "priced separately", "cost extra", "are extras".
  [/\b(?:quoted|priced|charged|invoiced|billed|paid\s+for)\s+separately\b|\bcosts?\s+extra\b|\b(?:is|are)\s+(?:an\s+)?extras?\b/i, 'Pricing & Taxes'],
];
