/**
 * A grant personal to its holder (issue 18, h112c88, C246): "The permit is personal to the Operator and may not be lent,
 * sold or transferred to another person", "The licence is personal to the Berth Holder and does not pass to a buyer of the
 * Vessel", "Choreographer may not assign this Agreement, since it is personal to her". That a licence, a permit, a
 * nomination or the contract is "personal to" a party says it cannot pass to another: the Assignments row's transfer of
 * rights barred. Sets 1–88: 4 of 4 such sentences are Assignments (sets 23, 34, 49, 88); the model read none of set 88's.
 * Strong (category-cue-lists.ts' STRONG_CUES): the bar stands beside the permit's other subject. Not "personal data",
 * "personal property" or "personal to the role" said of information (a copula before "personal to" is required, and the
 * words after it name a holder). One bounded chain: linear on hostile text. Tests: categories-set88-h112c88.test.ts.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (Session 75's re-read #5) What is granted and so could pass to another, the subject of "is personal to": a licence, a
 * permit, a nomination, a booking, the agreement, or "it"/"this" standing for one. Not a password, log-in details or a
 * discount (a secret kept or a price, no grant barred from passing). Case-sensitive cue: both cases of the first letter.
 */
const GRANTED = String.raw`(?:[Ll]icen[cs]es?|[Pp]ermits?|[Rr]ights?|[Aa]greements?|[Cc]ontracts?|[Aa]ppointments?|[Nn]ominations?|[Aa]uthori[sz]ations?|[Bb]ookings?|[Rr]eservations?|[Mm]emberships?|[Tt]enanc(?:y|ies)|[Ll]eases?|[Oo]ptions?|[Mm]andates?|[Cc]oncessions?|[Tt]ickets?|[Pp]ass(?:es)?|[Bb]erths?|[Ee]ngagements?|[Ii]t|[Tt]his)`;

export const PERSONAL_GRANT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${GRANTED}\s{1,8}(?:(?:shall|will|must)\s{1,8})?(?:is|are|be|remains?|being)\s{1,8}(?:strictly\s{1,8}|purely\s{1,8})?personal\s{1,8}to\s{1,8}(?:him|her|them|you|us|it|(?:the|each|every)\s{1,8}[A-Z][\w-]{1,30}|[A-Z][\w-]{1,30})\b`), 'Assignments'],
];
