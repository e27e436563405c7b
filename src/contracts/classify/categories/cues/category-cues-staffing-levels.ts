/**
 * A staffing level a party keeps (issue 18, h96s; docs/contract-labels.md C93): who and how many it puts on the work is
 * one of its own ancillary duties, Responsibilities ("supervise, train, vet its personnel": the row's gist), whether the
 * staff are the service itself or beside it:
 * - a number of staff bounded below: "at least two supervisors", "no fewer than six field archaeologists", "a crew of
 *   at least 20 planters", "the services of at least one doctor and one nurse";
 * - a trained, qualified or named member of staff kept present: "have a trained member of staff on site 24 hours a
 *   day", "keep a food safety supervisor on the premises", "ensure that a qualified attendant is present";
 * - a place kept staffed: "keep its booths staffed during all show hours", "staffed at all times".
 * Not security staff (guards, security officers, a security team): the sets give their keeping Safety and Security
 * alone (C93), so neither the people nor "staffed by" them are read here. Not the other party's people, whom a party
 * admits or trains (a service given). Strong: the sentence models read "doctor", "booth" and "shift" as the service's
 * subject, not the party's own duty. Bounded steps, anchored on the count or the keeping verb: linear on hostile text
 * (categories-staffing-levels-h96s.test.ts).
 */
import { foldedForPrefilter, prefilteredTestAny } from '../../../../common/regex-prefilter.js';
import type { CategoryLabel } from '../../../wire.js';

/** A party's people by the names contracts give them at work (one or many). Not guards or security staff (above). */
const STAFF = String.raw`(?:(?:members?\s{1,3}of\s{1,3})?staff(?:\s{1,3}members?)?|employees?|personnel|workers?|technicians?|engineers?|supervisors?|attendants?|nurses?|doctors?|physicians?|paramedics?|medics?|first[\s-]aiders?|lifeguards?|stewards?|marshals?|drivers?|teachers?|instructors?|coaches?|tutors?|operatives?|crew\s{1,3}members?|representatives?|cleaners?|chefs?|cooks?|carers?|interpreters?|trainers?|wardens?|caretakers?|receptionists?|mechanics?|electricians?|pharmacists?|assistants?|guides?|adults?|managers?)`;

/** A count: a digit or a number word, with a bracketed figure after the word ("three (3)"). */
const COUNT = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?:\s{1,3}\(\d{1,3}\))?`;

/** A lower bound on a count. */
const AT_LEAST = String.raw`(?:at\s{1,3}least|no\s{1,3}fewer\s{1,3}than|not\s{1,3}fewer\s{1,3}than|not\s{1,3}less\s{1,3}than|a\s{1,3}minimum\s{1,3}of)`;

/** Words of security that make the staff kept security staff (C93: Safety and Security alone). */
const SECURITY = String.raw`(?:security|armed|guards?|bouncers?)`;

/** Where and when the staff kept are there. */
const PRESENT = String.raw`(?:on\s{1,3}(?:site|duty|call|hand|the\s{1,3}premises)|on-site|in\s{1,3}attendance|present|available)`;

/** A verb of keeping or putting people on the work. */
const KEEP = String.raw`(?:have|has|keep|keeps|provide|provides|maintain|maintains|station|stations|employ|employs|assign|assigns|supply|supplies|retain|retains)`;

/** A word that makes a person a qualified one, whatever the trade named after it ("a qualified hydrogeologist"). */
const QUALIFIED = String.raw`(?:trained|qualified|competent|certified|licensed|registered|experienced|accredited)`;

/**
 * Words between a count and the people counted: their qualities ("two screened adults", "six field archaeologists"), no
 * word that ends the phrase ("not less than 60 metres unless the Engineer approves": the count is a depth).
 */
const QUALITIES = String.raw`(?:(?!(?:the|a|an|of|to|for|from|by|unless|if|and|or|per|in|on|at|with|than|which|who|that)\b)[\w'’-]{1,30}\s{1,3}){0,3}?`;

/** A count of people a party keeps: a bound and a count, or a qualified one ("at least one qualified teacher"). */
const COUNTED = String.raw`(?<!\bby\s{1,3}(?:crews?|teams?)\s{1,3}of\s{1,3})${AT_LEAST}\s{1,3}${COUNT}\s{1,3}(?:${QUALITIES}${STAFF}|${QUALITIES}${QUALIFIED}\s{1,3}[\w'’-]{1,30})\b`;

/** No security staff in the sentence (C93: Safety and Security alone). */
const NOT_SECURITY = String.raw`^(?![^]{0,400}\b${SECURITY}\b)[^]{0,400}?`;

export const STAFFING_LEVEL_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A number of staff bounded below, or a crew or team of a bounded size; not a crew size by which work is done ("done
  // by crews of at least two electricians": how the work is done safely).
  [new RegExp(String.raw`${NOT_SECURITY}\b(?:${COUNTED}|(?<!\bby\s{1,3})(?:crew|team)\s{1,3}of\s{1,3}${AT_LEAST}\s{1,3}${COUNT}\b)`, 'i'), 'Responsibilities'],
  // A trained or qualified person kept present ("have a trained member of staff on site", "keep a qualified
  // hydrogeologist on site"); not a person merely provided there ("provides a technician on site": the service given).
  [new RegExp(String.raw`${NOT_SECURITY}\b(?:${KEEP}\s{1,3}(?:a|an|one)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${QUALIFIED}\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4}?${PRESENT}|ensures?\s{1,3}that\s{1,3}(?:a|an|one)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${QUALIFIED}\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?(?:is|are)\s{1,3}(?:always\s{1,3})?${PRESENT})\b`, 'i'), 'Responsibilities'],
  // A place kept staffed ("keep its booths staffed during all show hours", "staffed at all times").
  [new RegExp(String.raw`${NOT_SECURITY}\b(?:(?:keep|keeps|maintain|maintains)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,4}?staffed|staffed\s{1,3}(?:at\s{1,3}all\s{1,3}times|during|around\s{1,3}the\s{1,3}clock|round\s{1,3}the\s{1,3}clock|24\s{1,3}hours))\b`, 'i'), 'Responsibilities'],
];

/**
 * Whether the sentence states a staffing level a party keeps. Read after the ranking too (categories.ts): the sentence
 * models read a clinic's doctors and nurses as the service alone, so strongly that no cue clears the bar ("shall
 * provide at the Clinic, 24 hours a day, the services of at least one doctor and one nurse"), and C93 gives the
 * staffing level Responsibilities whatever else the sentence says.
 */
export function namesStaffingLevel(text: string, folded = foldedForPrefilter(text)): boolean {
  return prefilteredTestAny(STAFFING_LEVELS, text, folded);
}
const STAFFING_LEVELS: readonly RegExp[] = STAFFING_LEVEL_STRONG_CUES.map(([re]) => re);
