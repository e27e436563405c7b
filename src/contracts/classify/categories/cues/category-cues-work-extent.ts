/**
 * The extent of the work a contract covers (issue 18, h78c61): Scope of Work. Two shapes of it the cues missed (a third,
 * the amount of work not guaranteed, C67, is category-cues-scope.ts' VOLUME_NOT_PROMISED, made strong for set 61):
 * - the work "covered by this agreement" named ("The operations covered by this agreement are the following:", "The
 *   services covered by this Contract are …"), as "not covered by this Agreement" already is (category-cues-scope.ts);
 * - a party authorised, appointed or engaged "on a (non-)exclusive basis" ("authorises the Second Party, on a
 *   non-exclusive basis, to refer patients …"), as "appoints X as its non-exclusive agent" is (category-cue-lists.ts);
 *   not a licence granted so (a licence's basis is Intellectual Property's).
 * Strong: the extent is the clause's subject beside any other. Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const WORK_EXTENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:services|operations|work|works|activities|tasks|goods|products|supplies)\s{1,3}covered\s{1,3}by\s{1,3}this\s{1,3}(?:agreement|contract)\b/i, 'Scope of Work'],
  [/\b(?:authori[sz]es|appoints|engages|retains|authori[sz]ed|appointed|engaged|retained)(?:\s{1,3}[\w'’-]{1,30}){1,4}?,?\s{1,3}on\s{1,3}an?\s{1,3}(?:non-?\s?|sole\s{1,3}and\s{1,3})?exclusive\s{1,3}basis\b/i, 'Scope of Work'],
];
