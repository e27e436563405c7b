/**
 * Audits for stock counted (issue 18, h51cat): "shall carry out a full stocktake each year", "a rolling cycle count of
 * all fast-moving articles every month", "allow the representatives of Party A to count the stock in its shops". A
 * count of the goods a warehouse, a consignee or a depositary holds checks its records against what is there: the
 * Audits row's inspection of records and goods (spec §2–3). Sets 1–49 label all 7 sentences that name a stocktake, a
 * stock or cycle count or the stock counted Audits; the learned model gave 4 of them (sets 9, 36, 38, 41) nothing or
 * only the notice beside them. Not "counts" as a verb of another subject ("counts towards the minimum", "the stock
 * counts as delivered"): a count with its article or its kind, or "count" followed by the stock. Tests:
 * `test/contracts/classify/categories/categories-stock-counts.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const STOCK_COUNT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "a full stocktaking", "a rolling cycle count", "any stock count", "a physical count of the Goods", "count the stock
  // in its shops", and access given for a count ("reasonable access to its storage areas for each count", h66c53: set
  // 53; no set labels it otherwise). Not the verb after the stock ("the Stock counts as delivered", "each billing cycle counts as one
  // month"), a count of people ("a physical count of employees"), nor goods counted as they are delivered (the
  // delivery's check, Delivery; review hrev35).
  [/\bstock-?tak(?:e|es|ing)\b|\baccess\s+to\s+(?:[\w'’-]+\s+){0,4}?for\s+(?:each|every|any|the|a|such)\s+(?:(?:stock|cycle|physical|inventory)\s+)?count\b|\b(?:a|an|the|any|each|every|full|annual|yearly|monthly|quarterly|rolling|weekly|periodic)\s+(?:(?:full|annual|rolling|physical|periodic)\s+)?(?:stock|cycle|inventory|physical)\s+counts?\b(?!\s+(?:as|towards?|for|against|among)\b)(?!\s+of\s+(?:the\s+|all\s+)?(?:[\w-]+\s+)?(?:employees|staff|workers|personnel|people|persons|members|votes|ballots|passengers|visitors|guests|students|pupils|patients)\b)|\bcycle\s+counts\b(?!\s+(?:as|towards?|for|against|among)\b)|\bcount\s+(?:the|its|their|all)\s+(?:stock|inventory|goods)\b(?![^.;]{0,40}\b(?:on|upon|at)\s+(?:delivery|arrival|receipt|unloading)\b)/i, 'Audits'],
];
