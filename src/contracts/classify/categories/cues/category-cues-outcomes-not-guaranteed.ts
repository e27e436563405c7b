/**
 * An outcome a party does not guarantee (issue 18, h52conv, C67): "We do not guarantee any level of
 * output", "makes no guarantee of any minimum yield or income", "does not guarantee any particular performance". A
 * promise about what the work will yield, given or refused, is the Warranties row's (docs/contract-labels.md: "ongoing
 * promises"): sets 1–50 label 11 such sentences Warranties, none otherwise. What a party does not guarantee to order
 * ("does not guarantee any minimum volume of freight / quantity of Task Orders") is the contract's extent, Scope of
 * Work (7 of 7, and the learned model reads it so): not this cue's. Strong (category-cue-lists.ts' STRONG_CUES): the thing
 * yielded (panels, fish, income) leans elsewhere. One pattern, bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What the work yields: an outcome, not an amount of work. */
/**
 * A party's performance ("any performance by the Subcontractor", "the performance of any counterparty", "of its
 * obligations") is its doing what it owes — a guarantee of it is a surety's, no outcome — and a return "of" something
 * ("any returns of unsold stock", "the return of the goods") is a thing sent back, no yield (hrev38). "performance of
 * the Service" and "returns on the Shares" stay outcomes.
 */
const A_PARTY_PERFORMING = String.raw`\s+(?:by|of\s+(?:(?:any|the|its|their|such|a|an|each)\s+)?(?:counterpart(?:y|ies)|part(?:y|ies)|(?:sub)?contractors?|suppliers?|customers?|clients?|vendors?|agents?|brokers?|carriers?|obligations?|duties)\b)`;
const OUTCOME = String.raw`(?:output|yield|yields|income|results?|performance(?!${A_PARTY_PERFORMING})|returns?(?!\s+of\b)|savings|earnings|profits?|revenues?|sales)`;

/**
 * (h78c61) The person the outcome is not promised to, between the verb and the outcome: "shall not promise any patient a
 * particular result of treatment", "does not guarantee the Customer any level of savings" (C67's outcome, said to someone).
 */
const TO_WHOM = String.raw`(?:(?:(?:any|the|each|every|its|their|your|our)\s{1,3}[\w'’-]{1,30}|you|us|them|him|her)\s{1,3})?`;

export const OUTCOME_NOT_GUARANTEED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(String.raw`\b(?:(?:do|does|did|will|shall)\s+not|cannot|can't|doesn't|don't)\s+(?:guarantee|promise|warrant)\s+${TO_WHOM}(?:any|a|the)\s+(?:(?:particular|specific|minimum|certain)\s+)?(?:level\s+of\s+|amount\s+of\s+)?${OUTCOME}\b|\b(?:makes?|gives?)\s+no\s+(?:guarantee|promise|warranty)\s+(?:of|as\s+to)\s+(?:any|a|the)\s+(?:(?:particular|specific|minimum|certain)\s+)?(?:level\s+of\s+|amount\s+of\s+)?${OUTCOME}\b`, 'i'),
    'Warranties',
  ],
];
