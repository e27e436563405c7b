/**
 * Intellectual Property said through source-code escrow (issue 18, h31c42): the licensor's source code deposited with
 * an escrow agent, released to the licensee on a trigger, or used once released. Escrow is how a software licence keeps
 * the licensee able to maintain the licensed program: the subject is the licensor's rights in its code (table 2.3:
 * ownership and rights in IP). Not source code merely delivered or kept ("shall deliver the source code and user
 * manuals on completion" stays uncategorised, docs/contract-labels.md's Deliverables row; "keep a copy of the source
 * code in a secure repository" is a backup): only its deposit, its escrow or its release. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The code held in escrow: "the source code", "the deposited source code", "source code of the Software". */
const SOURCE = String.raw`(?:the\s+|any\s+|its\s+)?(?:(?:deposited|released|current)\s+)?source\s+code`;

export const SOFTWARE_ESCROW_CUES: readonly [RegExp, CategoryLabel][] = [
  // "deposit the source code with the escrow agent", "a release of the deposited source code", "any released source
  // code", "source code escrow", "place the source code in escrow".
  [new RegExp(String.raw`\b(?:deposit|deposits|deposited|depositing|release|releases|released|releasing)\s+(?:of\s+)?${SOURCE}\b|\b(?:deposited|released)\s+source\s+code\b|\bsource\s+code\s+escrow\b|\bsource\s+code\b[^.;]{0,80}?\bin(?:to)?\s+escrow\b|\bescrow\s+(?:of\s+)?${SOURCE}\b`, 'i'), 'Intellectual Property'],
];
