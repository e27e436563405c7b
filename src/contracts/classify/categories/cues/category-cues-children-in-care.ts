/**
 * Safety and Security of children and other people in someone's care, said through the care itself (issue 18, h90ip;
 * set 68's kindergarten terms missed four such sentences): the terms of a nursery, a school, a camp or a trip keep those
 * in care safe without the word "safety":
 * - to whom a child is handed over or by whom collected ("A child is only handed over to the parents or to a person they
 *   have named", "staff will not release a pupil to anyone not on the list", "no child under 14 may collect a sibling");
 * - a sick person kept away from the others ("A child with a fever must stay at home until …", "no guest with a cold or
 *   other infectious illness may board"): the others' health, as set 35's "no visitor with … infectious illness may
 *   track" is labelled;
 * - medicine given only as a doctor prescribed ("Staff do not give children medicine unless a doctor has prescribed it").
 *   Not medicine given as a parent or an owner says in writing ("give the children only the medicines the Employers have
 *   agreed in writing", "give medication as you instruct": sets 23 and 26 label those Communication or none).
 * Strong: a kindergarten's section titles ("Meals and health", "Collecting the child") name no subject, and the sentence
 * model reads these words as little else. Stated with sentences of my own (`categories-children-in-care-h90ip.test.ts`).
 * Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The people in someone's care. */
const IN_CARE = String.raw`(?:child|children|pupils?|students?|minors?|infants?|toddlers?|babies|baby|campers?|residents?|patients?)`;

/** Illnesses that keep a person away from others. */
const ILLNESS = String.raw`(?:fever|(?:high\s+)?temperature|vomiting|diarrh(?:o)?ea|cold|flu|influenza|cough|rash|head\s+lice|chicken\s?pox|measles|(?:infectious|contagious|communicable)\s+(?:illness|disease|condition)s?|illness|disease)`;

export const CHILDREN_IN_CARE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Handed over, released or given only to someone; a person in care handed over to someone; a child too young to collect.
  [new RegExp(String.raw`\b${IN_CARE}\s{1,3}(?:is|are|will\s{1,3}be|shall\s{1,3}be|may\s{1,3}be|must\s{1,3}be|can\s{1,3}be)\s{1,3}(?:only\s{1,3})?(?:handed\s{1,3}over|released|given\s{1,3}over)\s{1,3}(?:only\s{1,3})?to\b|\b(?:hand|hands|handing|release|releases|releasing)\s{1,3}(?:the|a|any|each|your|their|his|her)\s{1,3}${IN_CARE}\s{1,3}(?:over\s{1,3})?(?:only\s{1,3})?to\b|\b(?:${IN_CARE}|anyone|person|persons|one|nobody)\s{1,3}under\s{1,3}(?:the\s{1,3}age\s{1,3}of\s{1,3})?\d{1,2}(?:\s{1,3}years(?:\s{1,3}(?:of\s{1,3}age|old))?)?\s{1,3}(?:may|must|shall|can|will)\s{0,3}not\s{1,3}(?:collect|pick\s{1,3}up|fetch)\b|\bno\s{1,3}(?:${IN_CARE}|one|person)\s{1,3}under\s{1,3}(?:the\s{1,3}age\s{1,3}of\s{1,3})?\d{1,2}(?:\s{1,3}years(?:\s{1,3}(?:of\s{1,3}age|old))?)?\s{1,3}(?:may|can|shall)\s{1,3}(?:collect|pick\s{1,3}up|fetch)\b`, 'i'), 'Safety and Security'],
  // A sick person kept at home or away: "with a fever … must stay at home", "no guest with a cold … may board".
  [new RegExp(String.raw`\b(?:${IN_CARE}|guests?|visitors?|participants?|passengers?|players?|anyone|person|persons)\s{1,3}(?:with|who\s{1,3}(?:has|have)|showing|suffering\s{1,3}from)\s{1,3}(?:an?\s{1,3})?(?:[\w-]{1,20},?\s{1,3}(?:or\s{1,3}|and\s{1,3})?){0,5}?${ILLNESS}\b[^.;]{0,60}?\b(?:stays?\s{1,3}(?:at\s{1,3})?home|kept\s{1,3}(?:at\s{1,3})?home|(?:must|shall|should|may|can|will)\s{1,3}(?:not\s{1,3})?(?:attend|come|board|travel|take\s{1,3}part|join|track|enter|return))\b`, 'i'), 'Safety and Security'],
  // Medicine given only as a doctor prescribed (not as a parent or an owner says).
  [new RegExp(String.raw`\b(?:give|gives|giving|administer|administers|administering)\s{1,3}(?:(?:a|any|the|each)\s{1,3})?(?:${IN_CARE}\s{1,3})?(?:any\s{1,3})?(?:medicines?|medications?|drugs)\b[^.;]{0,80}?\b(?:prescribed|prescription|doctor|physician|pharmacist)\b`, 'i'), 'Safety and Security'],
];
