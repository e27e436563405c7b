/**
 * Communication of a domicile elected at the parties' addresses (issue 18, h94cat2; set 72 missed one): "For the
 * performance of this contract, the parties elect domicile at their addresses stated above", "Each party chooses its
 * domicile at the address given in clause 1". In civil-law drafting (the French "élisent domicile") the domicile elected
 * at an address is where papers and notices are served on the party (the Communication row: how notices are given), as
 * an address for notices is. Not a domicile fixed in a city to submit to its courts ("the parties fix their domicile in
 * the city of Santiago and submit to the jurisdiction of its ordinary courts": set 26, Dispute Resolution alone), nor a
 * party's domicile described ("with domicile at …", "of this domicile": sets 32 and 66, preambles): only a verb of
 * choosing and "at" an address. Strong: the contract's performance is no subject of its own. Stated with sentences of
 * my own (`categories-exceptions-and-guests-h94cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const DOMICILE_ELECTED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:elect|elects|elected|electing|choose|chooses|chose|fix|fixes|establish|establishes)\s{1,3}(?:(?:its|their|his|her)\s{1,3}(?:respective\s{1,3})?)?(?:legal\s{1,3}|special\s{1,3})?domicile\s{1,3}at\s{1,3}(?:the|its|their|his|her|each\s{1,3}party['’]s)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?address(?:es)?\b/i, 'Communication'],
];
