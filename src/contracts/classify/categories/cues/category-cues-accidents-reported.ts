/**
 * Safety and Security of an accident or an injury reported (issue 18, h88c): "shall report to the Company within 24
 * hours any accident causing injury to a worker", "must report every injury, fire or food poisoning incident to the
 * superintendent". The report is Communication (its own cue); what it reports is the safety of people at the work, and
 * sets 3–66 label 14 of the 15 sentences that report every or any accident or injury Safety and Security beside it (set
 * 60's one other reports a car accident through an app: an insurance claim's first step). Strong: the report's strong
 * Communication ranks first, and the accident's plain cue does not clear the second bar. Only "report" (not "tell" or
 * "inform", which the sets split), and every or any accident or injury, not a report of one named event. Stated with
 * sentences of my own (`categories-protective-care-h88c.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const ACCIDENTS_REPORTED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\breport(?:s)?\s{1,8}(?:(?:to|within)\s{1,8}[^.;]{1,60}?\s{1,8})?(?:every|any|each|all)\s{1,8}(?:serious\s{1,8})?(?:[\w-]{1,30},?\s{1,8}(?:(?:or|and)\s{1,8})?){0,3}?(?:accidents?|injur(?:y|ies))\b/i, 'Safety and Security'],
];
