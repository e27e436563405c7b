/**
 * Replies promised and formal notices (issue 18, h78c61): Communication (C8: what one party must tell the other).
 * - A reply or an answer given within a time ("We will reply within 10 working days", "answer complaints within five
 *   working days", "reply to every referral within 72 hours"): sets 17, 29, 34, 46, 60 and 61 label every such sentence
 *   Communication. Not a reply not given ("If Party A does not reply within ten business days, the order is deemed
 *   accepted": the silence is the act's term, no message), nor calls answered ("answered within twenty seconds", "shall
 *   answer each call within 30 seconds": a service level, docs/contract-labels.md C49's example), nor "respond" (an
 *   incident's response time is the service's).
 * - A formal notice ("If a formal notice remains unheeded for fifteen days, …", "within thirty days of a formal notice"):
 *   the civil-law demand one party serves on the other, a notice as "written notice" is (strong, as that cue is). A
 *   formal notice dispensed with ("without the need for a prior formal notice") is no message: category-not-said.ts takes
 *   the phrase out first.
 * (hrev80) Nor a reply one fails to give ("If the Buyer fails to reply within ten days, …", "failure to reply within 14
 * days shall be deemed acceptance": the silence's term, as "does not reply"), nor the noun after a determiner ("shall
 * file its answer within twenty-eight days": a pleading in a dispute; "the answer to the audit query").
 * Bounded steps; the lookbehind is of fixed words and a bounded blank: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { countWordsBetween } from '../../numbers/count-words.js';

/** A time in figures or in words: "within 10", "within five (5)". */
const WITHIN_A_TIME = String.raw`within\s{1,3}(?:\d|(?:${countWordsBetween(1, 10)}|twelve|fourteen|fifteen|twenty|thirty|forty|forty-eight|sixty|ninety)\b)`;

export const REPLY_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?<!\b(?:not|fails?\s{1,3}to|failed\s{1,3}to|failing\s{1,3}to|failure\s{1,3}to|omits?\s{1,3}to|neglects?\s{1,3}to|its|their|his|her|an|the|any|such|written|our|your)\s{1,3})\b(?:reply|replies|answer|answers)\s{1,3}(?![^.;]{0,40}?\b(?:calls?|telephones?|phones?|seconds)\b)(?:to\s{1,3})?(?:(?:it|them|you|us|him|her|each|every|any|all|the|your|their|its|our|such)\s{1,3})?(?:[\w'’-]{1,30}\s{1,3}){0,2}?${WITHIN_A_TIME}`, 'i'), 'Communication'],
];

export const FORMAL_NOTICE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[/\bformal\s{1,3}notices?\b/i, 'Communication']];
