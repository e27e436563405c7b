/**
 * A US county's or parish's recording officer, named as an office with its county or parish: "the Acadia Parish Clerk
 * of Court", "the Harris County Clerk", "the Travis County Recorder", "the Clerk of Court of St. Martin Parish". A lease or
 * a deed is recorded with the office, which the contract names as a body (an other party, as "the St. Martin Parish
 * Sheriff's Office" is read by its head "Office"); facts set 36's cause 3 (issue 18, h64names). The place's words are
 * part of the name (C25), a saint's "St." with them (the name was cut at "St." before).
 * Not read: an officer with no place ("the Clerk of Court", "the County Clerk"), and a parish's bare "Clerk" (an English
 * parish council's clerk is a person holding a post: "the Little Snoring Parish Clerk").
 */
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * One to three capitalised words of a county's or parish's name, a saint's "St." perhaps first; no sentence opener, and
 * no word that picks an office rather than names a place ("Said County Clerk", "the Applicable County Recorder", "the
 * Relevant County Assessor": hrev55).
 */
const PLACE = String.raw`(?:(?:St\.?|Saint)\s{1,3})?(?!(?:The|This|That|A|An|And|Or|Between|With|By|Of|In|For|To|Such|Each|Any|Every|All|No|Said|Same|Applicable|Relevant|Appropriate|Competent|Proper|Local|Respective)(?![\p{L}]))\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30}){0,2}`;
/** The offices a county keeps its records in; a parish's the same, but its bare "Clerk". */
const COUNTY_OFFICE = String.raw`Clerk\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:Circuit\s{1,3}|District\s{1,3}|Superior\s{1,3})?Court|Clerk\s{1,3}and\s{1,3}Recorder|Clerk|Recorder(?:\s{1,3}of\s{1,3}Deeds)?|Register\s{1,3}of\s{1,3}Deeds|Registrar\s{1,3}of\s{1,3}Deeds|Tax\s{1,3}Assessor|Assessor|Tax\s{1,3}Collector`;
const PARISH_OFFICE = String.raw`Clerk\s{1,3}of\s{1,3}Court|Recorder|Assessor|Tax\s{1,3}Collector`;
/**
 * "<Place> County <office>" and "<Place> Parish <office>", or "Clerk of Court of <Place> Parish|County" (the office before
 * its place). Literal words and bounded names: linear.
 */
const COUNTY_OFFICER = new RegExp(String.raw`(?<![\p{L}\p{M}'’.-])(?:${PLACE}\s{1,3}(?:County\s{1,3}(?:${COUNTY_OFFICE})|Parish\s{1,3}(?:${PARISH_OFFICE}))|Clerk\s{1,3}of\s{1,3}Court\s{1,3}(?:of|for)\s{1,3}${PLACE}\s{1,3}(?:County|Parish))(?![\p{L}\p{M}])`, 'gu');

/** County and parish recording offices named with their place, as Organizations. */
export function addCountyOfficers(text: string, add: AddName): void {
  if (!text.includes('County') && !text.includes('Parish')) return;
  for (const m of matchesOf(COUNTY_OFFICER, text)) add('Organization', m.index, m.index + m[0].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function countyOfficersRunPatterns(): readonly RegExp[] {
  return [COUNTY_OFFICER];
}
