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
 * Bounds of a specification: "not less than", "at least", "between", "a maximum of". Not "above" or "below": a content
 * "above the federal limit" or "below 21.5%" is a ground to reject a lot (sets 30, 31), no specification.
 */
const BOUND = String.raw`(?:between|not\s+(?:less|more)\s+than|no\s+(?:less|more)\s+than|at\s+(?:least|most)|a\s+(?:minimum|maximum)\s+of)`;

/**
 * Senses that name their subject outright (categories.ts' STRONG_CUES): what the contract does not cover — "Roof
 * repairs are not covered by this Agreement", "is outside the scope of this Contract" (round 2's words), "are outside
 * the subject of this contract", "is not subject to this contract" (the civil-law object clause's); the goods specified
 * by their content — "The grain shall contain not more than 14% moisture", "with a protein content of at least 11%"
 * (what the goods must be; a sentence that warrants it is a warranty, as the sets label it).
 */
export const UNNAMED_ROUND_TEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,800}\bwarrant)[^]{0,600}?(?:\b[\w-]+\s+content\s+(?:of\s+)?${BOUND}\s|\b(?:shall|must|will|is\s+to|are\s+to)\s+contain\s+(?:on\s+average\s+)?${BOUND}\s)`, 'i'), 'Deliverables'],
];

export const UNNAMED_ROUND_TEN_CUES: readonly [RegExp, CategoryLabel][] = [...UNNAMED_ROUND_TEN_STRONG_CUES];

export const UNNAMED_ROUND_TEN_VETOES: readonly [RegExp, CategoryLabel][] = [
];
