/**
 * A sub-agent appointed or barred (issue 18, h50c50): "The Agent shall not appoint any sub-agent", "may appoint
 * sub-agents only with consent". Table 2.3 names "sub-agent" among Subcontracts' cues (hiring third parties to perform),
 * and sets 1–49 label all four sentences that appoint or bar a sub-agent Subcontracts. The plain cue
 * (category-cues-drafting.ts) is outweighed where the sentence also names the agent's services, which the model reads
 * as the work's extent (Scope of Work): strong, the appointment of another to do the work is the clause's subject.
 * Sentences of their own in `category-cues-sub-agents.test.ts`. No unbounded gap: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const SUB_AGENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:appoint|appoints|appointing|engage|engages|engaging)\s+(?:any\s+|a\s+|an\s+|its\s+own\s+)?sub-?agents?\b/i, 'Subcontracts'],
];

/**
 * (issue 18, h106c67) A substitute sent or nominated to do the party's own work in its place: "you may send in your place
 * another licensed guide whom we have approved", "the Compiler may nominate a substitute setter approved by the Agency"
 * (sets 27 and 67, both Subcontracts: another person performs the party's part, as a sub-agent does). Not a substitute
 * thing ("a substitute vessel", "a substitute instrument", "a substitute flight": the object replaced), nor a party that
 * engages a stand-in for itself ("Orchestra may engage a substitute soloist": the hirer's own remedy, set 19), nor one
 * appointed to an office ("appoint another in his place": a director). Strong, as the sub-agent's. Bounded: linear.
 */
export const SUBSTITUTE_SENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:send|sends|sending)\s{1,3}in\s{1,3}(?:your|his|her|its|their|my|our)\s{1,3}(?:place|stead)\s{1,3}(?:another|a|an)\b|\b(?:send|sends|nominate|nominates|propose|proposes)\s{1,3}a\s{1,3}substitute\b(?!\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:vessels?|ships?|boats?|houseboats?|vehicles?|cars?|aircraft|flights?|instruments?|dates?|venues?|goods|products?|items?|parts?)\b)/i, 'Subcontracts'],
];
