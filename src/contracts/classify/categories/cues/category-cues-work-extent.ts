/**
 * The extent of the work a contract covers (issue 18, h78c61): Scope of Work. Three shapes of it the cues missed:
 * - a minimum amount of work not guaranteed ("The Company does not guarantee any minimum number of passengers or trips",
 *   "does not guarantee any minimum number of metres"): C67 says the amount of work not guaranteed is Scope of Work, and
 *   sets 4, 19, 25, 36, 38, 43, 55, 58, 59 and 61 label every such sentence that names the work ordered so. Said of the
 *   work ordered or done (orders, trips, passengers, hours, placements, metres …), not of an outcome ("any minimum number
 *   of clear nights", "any level of output": Warranties, category-cues-outcomes-not-guaranteed.ts);
 * - the work "covered by this agreement" named ("The operations covered by this agreement are the following:", "The
 *   services covered by this Contract are …"), as "not covered by this Agreement" already is (category-cues-scope.ts);
 * - a party authorised, appointed or engaged "on a (non-)exclusive basis" ("authorises the Second Party, on a
 *   non-exclusive basis, to refer patients …"), as "appoints X as its non-exclusive agent" is (category-cue-lists.ts);
 *   not a licence granted so (a licence's basis is Intellectual Property's).
 * Strong: the extent is the clause's subject beside any other. Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The work ordered or done, counted: what a minimum "of" is a minimum of. */
const WORK_COUNTED = String.raw`(?:orders?|task\s{1,3}orders|work|works|jobs?|tasks?|trips?|journeys|runs|passengers|shipments?|consignments?|freight|cargo|loads?|hours|shifts|placements?|bookings?|calls?|referrals?|patients|cases|metres|meters|kilometres|kilometers|tonnes|tons|units|transactions|assignments?|projects?|services|purchases|volumes?)`;

export const WORK_EXTENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:(?:do|does|did|will|shall|can)\s{1,3}not|cannot|can't|doesn't|don't|won't)\s{1,3}guarantee\s{1,3}(?:any|a)\s{1,3}minimum\s{1,3}(?:number|volume|quantity|amount|level)\s{1,3}of\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${WORK_COUNTED}\b`, 'i'), 'Scope of Work'],
  [/\b(?:services|operations|work|works|activities|tasks|goods|products|supplies)\s{1,3}covered\s{1,3}by\s{1,3}this\s{1,3}(?:agreement|contract)\b/i, 'Scope of Work'],
  [/\b(?:authori[sz]es|appoints|engages|retains|authori[sz]ed|appointed|engaged|retained)(?:\s{1,3}[\w'’-]{1,30}){1,4}?,?\s{1,3}on\s{1,3}an?\s{1,3}(?:non-?\s?|sole\s{1,3}and\s{1,3})?exclusive\s{1,3}basis\b/i, 'Scope of Work'],
];
