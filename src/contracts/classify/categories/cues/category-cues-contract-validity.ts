/**
 * The contract valid for a period (issue 18, h78c61): Term & Termination. "This contract is valid for two years, from
 * 1 March 2028 to 28 February 2030", "This Rate Contract shall remain valid for twelve (12) months from 5 April 2027":
 * how long the contract runs, in the drafting of civil-law and translated contracts ("is valid for/from/until" where
 * English drafting says "continues for"). Sets 14–61 label all 20 such sentences Term & Termination; the term's other
 * words ("term", "expiry", "renewed") carried most of them, and two with none were missed. Said of the contract itself
 * ("this agreement", "the Lease"), with the period after "valid": not an amendment's validity ("No amendment to this
 * Agreement shall be valid unless made in writing": Amendments), nor a quotation's or a certificate's ("The quotation is
 * valid for 30 days"). Bounded steps; the lookbehind is of fixed words and a bounded blank: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (hrev80) A period after "valid for" ("for two years", "for a period of", "for an indefinite term"), not what the
 * contract applies to ("shall be valid for all orders placed in 2028", "valid for the territory of Nigeria"). And the
 * contract is the subject: not after a preposition ("The offer contained in this contract is valid until …", "The
 * performance bond under this contract shall be valid until …": the offer's or the bond's validity).
 */
const A_PERIOD = String.raw`(?:(?:a|an|the)\s{1,3}(?:(?:further|initial|fixed|minimum|indefinite|unlimited|whole|entire)\s{1,3})?(?:period|term|duration)|(?:an\s{1,3})?(?:indefinite|unlimited)(?:\s{1,3}(?:period|term|time))?|\d{1,4}|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|twenty-four|thirty|thirty-six|sixty|ninety)\b)`;

export const CONTRACT_VALIDITY_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?<!\b(?:to|of|in|under|by|with|from|on|for|at)\s{1,3})\b(?:this|the)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?(?:agreement|contract|lease)\s{1,3}(?:is|shall\s{1,3}be|will\s{1,3}be|remains|shall\s{1,3}remain|will\s{1,3}remain)\s{1,3}valid\s{1,3}(?:from|until|till|through|for\s{1,3}${A_PERIOD})\b`, 'i'), 'Term & Termination'],
];
