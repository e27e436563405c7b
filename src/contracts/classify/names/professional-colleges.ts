/**
 * A professional college named by the professionals it registers, perhaps with its country or town: "the College of
 * Civil Engineers of Honduras", "the College of Mechanical, Electrical and Chemical Engineers of Honduras", "the College
 * of Notaries of Lima", "the Royal College of Surgeons" (Latin American and Commonwealth drafting names the body an
 * engineer, a notary or a doctor must be registered with so; set 69's cause 4, h91at). One Organization, the place in its
 * name included (C25), no Location of its own. The professionals' last word is a plural of a person's noun ("Engineers",
 * "Architects", "Physicians", "Notaries", "Surgeons"), so a faculty's or a school's subject ("the College of Arts",
 * "the College of Sciences") names no body here. Each word bounded, at most eight: linear.
 */
import { matchesOf } from '../../../common/regex-matches.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { COUNTRIES } from '../lexicon/gazetteer.js';
import type { AddName } from './name-grammar.js';

const WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,30}`;
/** A plural of a person's noun: "Engineers", "Architects", "Physicians", "Notaries", "Surgeons", "Nurses", "Accountants", "Attorneys". */
const PROFESSIONALS = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:ers|ors|ists|ians|ants|ents|ects|eons|eys|aries|ses)`;
/** Words joined by blanks, commas or "and" before the professionals' word: "Mechanical, Electrical and Chemical". */
const QUALIFIERS = String.raw`(?:${WORD}(?:,\s{1,3}|\s{1,3}(?:and|&)\s{1,3}|\s{1,3})){0,6}`;
const COLLEGE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:(?:Royal|National|Official|Federal|Provincial|State|Regional|Departmental)\s{1,3})?College\s{1,3}of\s{1,3}${QUALIFIERS}${PROFESSIONALS}(?:\s{1,3}of\s{1,3}(?:the\s{1,3})?${WORD}(?:\s{1,3}${WORD}){0,2})?(?![\p{L}\p{M}'’-])`, 'gu');

/**
 * A college named by its country, as a state's college or university is ("the College of the Marshall Islands", "the
 * Community College of the Bahamas", as "the University of the South Pacific" is read by its head): one Organization,
 * the country inside it no Location of its own (C120; set 77, issue 18, h101t77). Only a listed country or territory
 * closes it: "the College of Arts" names a faculty. A literal alternation: linear.
 */
const COLLEGE_OF_COUNTRY = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:(?:Community|National|State|Royal)\s{1,3})?College\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:${longestFirstAlternation(COUNTRIES)})(?![\p{L}\p{M}'’-])`, 'gu');

/** Professional colleges and colleges named by their country (see the comments above). */
export function addProfessionalColleges(text: string, add: AddName): void {
  if (!text.includes('College')) return;
  for (const m of matchesOf(COLLEGE, text)) add('Organization', m.index, m.index + m[0].length);
  for (const m of matchesOf(COLLEGE_OF_COUNTRY, text)) add('Organization', m.index, m.index + m[0].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function professionalCollegesRunPatterns(): readonly RegExp[] {
  return [COLLEGE, COLLEGE_OF_COUNTRY];
}
