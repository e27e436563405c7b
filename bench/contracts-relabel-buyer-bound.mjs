#!/usr/bin/env node
// contracts-relabel-buyer-bound.mjs list|apply [--sets 1-52]
// Issue 18 (h61conv): C76 reads a sale of the business or property whose buyer must take over the
// contract ("If the Host sells the property, it must require the buyer to assume this agreement") as Business
// Continuity alone, the guide's own example of that row (docs/contract-labels.md: "the effects of selling all or part
// of a business"). Assignments ("transferring rights or obligations to a third party": assign, transfer, novate) is
// a party's act on the contract itself; the seller here sells an asset and the buyer's taking over is the sale's
// effect. Sets 1–52: of 22 such sentences that name no assignment or transfer of the contract, all carry Business
// Continuity, 11 Assignments beside it (sets 4–32, 9 of them trained sets), 11 not (sets 26–45). This drops Assignments
// where the element names a sale, a buyer or purchaser taking the contract over, and no assignment, novation or
// transfer of the contract ("may transfer this licence to any buyer" keeps it) — a rule over the element's own
// words, never parley's output. `list` prints each change, `apply` writes the set files (categories only).
// Idempotent. Never set 53.
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const ASSIGNMENTS = 'Assignments';
const CONTINUITY = 'Business Continuity';
/** A sale of the business, property or asset: "sells the ranch", "sale of the Hotel". */
const SALE = /\bsells?\b|\bsale\s+of\b/i;
/** The buyer taking the contract over: "require the purchaser to assume", "the buyer must take over", "bound by it". */
const BUYER_TAKES_OVER = /\b(?:buyer|purchaser|transferee|acquirer)s?\b[^.;]{0,80}?\b(?:assumes?|take\s+over|honou?r|(?:be|been|is|are)\s+bound|agreeing\s+to\s+be\s+bound)\b/i;
/** The contract itself assigned, novated or transferred ("transfer this licence", "assign this Agreement"). */
const CONTRACT_ASSIGNED = /\bassign|\bnovat|\btransfer(?:s|red|ring)?\s+(?:this|these|the)\s+(?:agreement|contract|licen[cs]e|lease|terms|sub-licen[cs]e)\b/i;

const { mode, changes } = relabelSets('1-52', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.categories.includes(ASSIGNMENTS) || !e.categories.includes(CONTINUITY)) return undefined;
  if (!SALE.test(e.text) || !BUYER_TAKES_OVER.test(e.text) || CONTRACT_ASSIGNED.test(e.text)) return undefined;
  return recategorised(e, set, doc, k, e.categories.filter((c) => c !== ASSIGNMENTS));
});
printRelabels({ mode, changes });
