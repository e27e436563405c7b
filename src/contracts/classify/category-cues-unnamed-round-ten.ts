/**
 * Round 10 (issue 18, h27cat10; round 9 is `category-cues-unnamed-round-nine.ts`): what a word of a category says in
 * another sense. A security that is money — a security deposit, a security bond, a security interest, security for
 * payment — is a term of payment or of credit, no Safety and Security ("You must give us a security deposit of £1,500
 * before the handover"), unless the sentence also names the safety of people or things. And two senses made strong:
 * what the contract does not cover (Scope of Work), the goods specified by their content (Deliverables). Windows
 * bounded: linear.
 */
import type { CategoryLabel } from '../wire.js';

/**
 * Senses that name their subject outright (categories.ts' STRONG_CUES): what the contract does not cover — "Roof
 * repairs are not covered by this Agreement", "is outside the scope of this Contract" (round 2's words), "are outside
 * the subject of this contract", "is not subject to this contract" (the civil-law object clause's); the goods specified
 * by their content — "The grain shall contain not more than 14% moisture", "with a protein content of at least 11%"
 * (what the goods must be; a sentence that warrants it is a warranty, as the sets label it).
 */
export const UNNAMED_ROUND_TEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
];

export const UNNAMED_ROUND_TEN_CUES: readonly [RegExp, CategoryLabel][] = [...UNNAMED_ROUND_TEN_STRONG_CUES];

export const UNNAMED_ROUND_TEN_VETOES: readonly [RegExp, CategoryLabel][] = [
];
