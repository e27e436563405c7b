/**
 * Pricing & Taxes for work or items priced apart from the contract's price (issue 18, h55cat): "are outside the
 * Services and shall be quoted separately", "will be priced separately if the Council requires it", "are not included
 * and cost extra", "Music lessons and school trips are extras". What the price does not cover, and that it is paid for
 * on its own, is a term of the price (spec §2–3, Pricing & Taxes), beside the Scope of Work the exclusion names. Sets
 * 1–50 label 10 of the 12 sentences this pattern reads Pricing & Taxes; the learned model gave 6 of those 10 (sets 9,
 * 25, 26, 28, 30, 38) only the scope or nothing. The other 2 (sets 32, 48: "will be quoted separately") the model
 * already reads as Pricing & Taxes, so the cue changes nothing there. Not "separately" of a thing kept apart ("stored
 * separately", "signed separately"): the cue wants a word of pricing before it. Not "invoiced", "billed" or "paid for
 * separately" either (billing, how the sum is asked for, not what it is; issue 18, hrev40). Tests:
 * `test/contracts/classify/categories/categories-charged-separately.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (h105c82) A cost included in the rates and not paid separately, and an extra day paid for: the one home of both
 * phrases, the Pricing & Taxes cue and the Payment reading (INCLUDED_NOT_PAID_NOT_SAID) built on them.
 */
const INCLUDED_NOT_PAID = String.raw`included\s{1,3}in\s{1,3}(?:the|our|its|their|all)\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:rates?|prices?|fees?|charges?)\s{1,3}and\s{1,3}(?:are|is)\s{1,3}not\s{1,3}(?:paid|charged|billed|invoiced)\s{1,3}(?:for\s{1,3})?separately\b`;
const EXTRA_DAY_PAID = String.raw`\bpa(?:y|ys)\s{1,3}for\s{1,3}an?\s{1,3}(?:extra|additional|further)\s{1,3}(?:day|night|hour|week)\b`;

export const CHARGED_SEPARATELY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "quoted separately", "charged separately", "priced separately", "cost extra", "are extras". Not billing, how a sum
  // is asked for ("shall be invoiced separately", "billed separately on a monthly statement", "paid for separately by
  // direct debit": Payment Terms & Billing's), not a charge of another sense ("charged separately with each offence",
  // batteries "charged separately from the devices"), nor "extra" before its noun ("costs extra effort", "is an extra
  // feature"): issue 18, hrev40.
  [/\b(?:quoted|priced|charged)\s+separately\b(?!\s+(?:with|from)\b)|\b(?:costs?\s+extra|(?:is|are)\s+(?:an\s+)?extras?)(?=\s{0,3}(?:[.,;:)]|$)|\s+(?:unless|if|and|or|per|for|to|when|at|on|in|of|which|that|as|over|beyond|above|under|except|charged|payable|not|is|are)\b)/i, 'Pricing & Taxes'],
  // (h106c67, C9) What the price itself covers or leaves out, said of the price: "The fees include your transport to the
  // start of each trail", "The rent does not include electricity", "The lump sum covers all materials, transport and
  // installation", "The remuneration includes all costs of the Contractor". Sets 1–82 label 56 of the 56 sentences this
  // reads Pricing & Taxes (parley read 51; the others lost it to a payment word or read nothing). The price named by its own
  // word after a determiner; not a question ("What does the price include?", a heading), nor the contract's work
  // ("The Services include …"). Bounded: linear.
  [/\b(?:the|our|your|its|their|this|these|each|all)\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:fees?|prices?|rent|charges?|rates?|tariffs?|lump\s{1,3}sum|remuneration|consideration)\s{1,3}(?:(?:does|do|shall|will)\s{1,3}not\s{1,3})?(?:includes?|excludes?|covers?)\b(?![^.;?]{0,160}\?)/i, 'Pricing & Taxes'],
  // (h105c82) A cost included in the rates or the price and not paid for apart ("The Contractor's travel … are included
  // in the rates and are not paid separately"; not a thing included alone, "Hay is included in the fee": set 19 gives it
  // no price), and an extra day charged for a late return ("If you return it more than one hour late, you pay
  // for an extra day"): what the price covers and what more it costs (C9), no term of payment; their "paid" and "pay"
  // are read out of Payment (INCLUDED_NOT_PAID_NOT_SAID below).
  [new RegExp(String.raw`\b(?:is|are)\s{1,3}${INCLUDED_NOT_PAID}|${EXTRA_DAY_PAID}`, 'i'), 'Pricing & Taxes'],
];

/** (h105c82) The "paid" of a cost included and not paid separately, and the "pay" of an extra day charged: no term of payment (category-not-said.ts). */
export const INCLUDED_NOT_PAID_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${INCLUDED_NOT_PAID}|${EXTRA_DAY_PAID}`, 'gi'), 'Payment Terms & Billing'],
];
