/**
 * Scope of Work of a trade's bounds said without the category's word (issue 18, h91sow): what a distributor, an agent or
 * an employee may and may not do beside the contract. Each is the engagement's extent (the Scope of Work row of
 * docs/contract-labels.md table 2.3, "exclusive"), written as an ordinary sentence:
 * - a sale the principal keeps for itself beside an exclusive appointment: "The Manufacturer may sell directly to the
 *   state hospitals", "reserves the right to sell the Products directly to government agencies" (sets 7, 22 and 69 label
 *   all 3 Scope of Work; set 69's was read with none);
 * - the goods of other makers barred: "not to distribute in the region any juices of other producers", "must not stock
 *   any cider of other makers" (the rivals' goods named by who makes them, where the exclusivity cues of
 *   category-cues-scope.ts read "any other distributor"); h111c88 (C243): "of another operator", "of any other Lithuanian
 *   or Polish producer" (up to three words before the maker; an operator or a provider of trips or services too; sets
 *   1–88: 4 of 4 Scope of Work);
 * - a minimum bought counted in money: "undertakes to purchase Products worth at least CHF 180,000 in each contract
 *   year" (sets 11, 31 and 69 label all 3 Scope of Work; 1 was missed);
 * - an employee's other duties: "We may ask you to carry out other reasonable duties that fit your skills" (set 69).
 * Strong: each names what the engagement takes in or leaves out, where the sentence model reads sales or buying.
 * Stated with sentences of my own (`categories-scope-said-plainly-h91sow.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Whoever makes or supplies rival goods. */
const RIVAL_MAKERS = String.raw`(?:producers?|manufacturers?|makers?|brewers?|distillers?|wineries|growers?|mills?|suppliers?|brands?)`;
/** Whoever runs rival services: their goods or trips ("of", "from") only; "by another operator" is sub-carriage (h111rrA, finding 5). */
const RIVAL_SERVICERS = String.raw`(?:operators?|providers?)`;

export const TRADE_BOUND_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:may|can|is\s{1,8}free\s{1,8}to|remains\s{1,8}free\s{1,8}to|reserves?\s{1,8}(?:to\s{1,8}itself\s{1,8})?the\s{1,8}right\s{1,8}to)\s{1,8}(?:sell|supply)\s{1,8}(?:(?:the|its|any|such)\s{1,8}(?:[\w-]{1,30}\s{1,8})?)?directly\s{1,8}to\b/i, 'Scope of Work'],
  [new RegExp(String.raw`\bnot\s{1,8}(?:to\s{1,8})?(?:sell|resell|distribute|stock|market|promote|handle|carry|import|represent)\b[^.;]{0,120}?\b(?:(?:of|from|by|made\s{1,8}by)\s{1,8}(?:(?:any\s{1,8})?other|another)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${RIVAL_MAKERS}|(?:of|from)\s{1,8}(?:(?:any\s{1,8})?other|another)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${RIVAL_SERVICERS})\b`, 'i'), 'Scope of Work'],
  [/\b(?:buy|purchase|order|take)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?worth\s{1,8}(?:not\s{1,8}less\s{1,8}than|no\s{1,8}less\s{1,8}than|at\s{1,8}least|a\s{1,8}minimum\s{1,8}of)\b/i, 'Scope of Work'],
  [/\b(?:carry\s{1,8}out|perform|undertake|do)\s{1,8}(?:such\s{1,8}|any\s{1,8})?other\s{1,8}(?:reasonable\s{1,8}|related\s{1,8}|additional\s{1,8}|suitable\s{1,8})?(?:duties|tasks)\b/i, 'Scope of Work'],
];
