/**
 * The extent of the work a contract covers (issue 18, h78c61): Scope of Work. Two shapes of it the cues missed (a third,
 * the amount of work not guaranteed, C67, is category-cues-scope.ts' VOLUME_NOT_PROMISED, made strong for set 61):
 * - the work "covered by this agreement" named ("The operations covered by this agreement are the following:", "The
 *   services covered by this Contract are …"), as "not covered by this Agreement" already is (category-cues-scope.ts);
 * - a party authorised, appointed or engaged "on a (non-)exclusive basis" ("authorises the Second Party, on a
 *   non-exclusive basis, to refer patients …"), as "appoints X as its non-exclusive agent" is (category-cue-lists.ts);
 *   not a licence granted so (a licence's basis is Intellectual Property's).
 * (hrev80) Said as the list of the work: "are the following:", "are listed in Schedule 2", "include …". The phrase as a
 * mere name of the goods or the products in a clause about something else ("The goods covered by this contract remain
 * the property of the Seller until paid", "The products covered by this agreement are guaranteed for twelve months")
 * names no extent. And no basis of a right in a work ("authorises the Publisher, on an exclusive basis, to translate and
 * publish the Work", "authorises the Licensee on a non-exclusive basis to use the Trade Marks": a licence, Intellectual
 * Property, whatever its verb).
 * Strong: the extent is the clause's subject beside any other. Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What the list of the work says after "covered by this agreement": "are the following", "are listed in", "include". */
const LISTED = String.raw`(?:,\s{0,3})?(?::|(?:are|is|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?::|(?:the\s{1,3})?following\b|as\s{1,3}follows\b|(?:those|listed|set\s{1,3}out|described|specified|defined|detailed|identified|enumerated)\b)|(?:include|includes|comprise|comprises|consist|consists|shall\s{1,3}(?:include|comprise|consist))\b)`;

/**
 * A right in a work licensed: the licence's own words and the rights it grants (narrower than category-cues-regulator-
 * licences.ts' RIGHT_IN_A_WORK, whose designs and technology a consultant engaged on a basis may work on).
 */
const A_WORK_LICENSED = String.raw`\b(?:licen[cs](?:e|es|ed|ing|or|ee)|intellectual|copyright|patents?|trade\s?marks?|know-how|royalt\w*|publish\w*|reproduc\w*|translat\w*)\b`;

export const WORK_EXTENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:services|operations|work|works|activities|tasks|goods|products|supplies)\s{1,3}covered\s{1,3}by\s{1,3}this\s{1,3}(?:agreement|contract)\s{0,3}${LISTED}`, 'i'), 'Scope of Work'],
  [new RegExp(String.raw`^(?![^]{0,600}?${A_WORK_LICENSED})[^]{0,400}?\b(?:authori[sz]es|appoints|engages|retains|authori[sz]ed|appointed|engaged|retained)(?:\s{1,3}[\w'’-]{1,30}){1,4}?,?\s{1,3}on\s{1,3}an?\s{1,3}(?:non-?\s?|sole\s{1,3}and\s{1,3})?exclusive\s{1,3}basis\b`, 'i'), 'Scope of Work'],
];
