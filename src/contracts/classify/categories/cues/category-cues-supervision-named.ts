/**
 * Responsibilities of the people a party puts beside the other's: a supervisor or preceptor named, an induction given,
 * and what a party remains responsible for doing (issue 18, h92cat; set 70's volunteer agreement and placement
 * memorandum missed four such duties): the gist of Responsibilities is "one party's own ancillary duties, e.g.
 * supervising its staff", and a host's duty to see to the people placed with it is said through whom it names and what
 * it gives them:
 * - a supervisor, preceptor, mentor or tutor named, appointed or assigned ("name a Supervisor to whom the Volunteer can
 *   turn for help", "name a registered nurse as preceptor for every student"; set 7's "appoint a competent site
 *   supervisor" and set 8's "designate a Winter Maintenance Supervisor", labelled so);
 * - an induction given to a person ("give the Volunteer an induction and training in …"). Not training as the service
 *   sold (a franchisor's "initial training program", sets 2 and 14, split);
 * - a task the party remains responsible for doing ("remains responsible for assessing the students and for their
 *   academic discipline"; set 17's "shall remain responsible for setting its ambulance rates", labelled so). Not what it
 *   answers for in others' acts ("remains responsible for the acts of its subcontractors": a noun, Subcontracts' or
 *   Liability's), nor paying (a cost's).
 * Strong: the sentence model reads nurses, wards and storytelling as little else. Stated with sentences of my own
 * (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Who guides people placed with a party. */
const GUIDE = String.raw`(?:supervisors?|preceptors?|mentors?|tutors?|instructors?)`;

export const SUPERVISION_NAMED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // A supervisor, preceptor, mentor or tutor named, appointed or assigned.
  [new RegExp(String.raw`\b(?:name|names|naming|appoint|appoints|appointing|assign|assigns|assigning|designate|designates|designating|nominate|nominates|nominating)\s{1,8}(?:a|an|one|its\s{1,8}own)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${GUIDE}\b`, 'i'), 'Responsibilities'],
  // An induction given to a person.
  [/\b(?:give|gives|giving|provide|provides|providing)\s{1,8}(?:the|each|every|all|any|its|their|our|your|new)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,2}?(?:with\s{1,8})?an\s{1,8}induction\b/i, 'Responsibilities'],
  // A task the party remains responsible for doing.
  [/\bremains?\s{1,8}(?:solely\s{1,8}|fully\s{1,8}|wholly\s{1,8})?responsible\s{1,8}for\s{1,8}(?!paying\b|repaying\b|meeting\b|bearing\b)[a-z]{2,30}ing\b/i, 'Responsibilities'],
];
