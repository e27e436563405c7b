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
