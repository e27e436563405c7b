/**
 * Responsibilities where no word says "personnel" or "supervise" (issue 18, h19recall): the service's gist is "one
 * party's own ancillary duties, e.g. supervising its staff", and contracts state a party's duties towards its own
 * people through who it employs or assigns, their vetting and their pay. Stated from how staffing clauses are
 * drafted, with test sentences of their own (`categories-own-duties.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/** The people a party puts on the work. */
export const PEOPLE = String.raw`(?:guards?|staff|employees|workers|workmen|technicians|engineers|linguists|interpreters|translators|nurses|carers|drivers|operators|operatives|crew|personnel|supervisors|officers|nationals|stewards|cleaners|instructors|teachers|actors|performers|dancers|musicians)`;

export const OWN_DUTY_CUES: readonly [RegExp, CategoryLabel][] = [
  // Whom a party employs or deploys, and the qualifications of those it assigns: "shall deploy twenty guards on each
  // shift", "shall employ local nationals for 80% of the hours", "will only assign interpreters who are registered".
  // Not an agency's assigning its employees to the client (its main performance, "will recruit and assign its
  // employees to perform the work"): only the qualified "only … who" reading of assign.
  // Nor the other party's people ("shall not employ or solicit any employees of the Supplier": a non-solicitation).
  [new RegExp(String.raw`\b(?:employ|deploy|roster)s?\s+(?:only\s+)?(?:at\s+least\s+|not\s+less\s+than\s+|no\s+fewer\s+than\s+)?(?:(?!solicit|entice|poach)[\w%()-]+\s+){0,3}?${PEOPLE}\b(?!(?<=\b(?:employees|staff|personnel|workers))\s+(?:of|employed\s+by|engaged\s+by)\s+the\b)|\bonly\s+(?:assign|use|engage|employ|deploy)\s+(?:[\w-]+\s+){0,2}?${PEOPLE}\s+who\b`, 'i'), 'Responsibilities'],
  // Their vetting and pay: "Interpreters will be vetted before their first booking", "shall pay its cleaners at least
  // the living wage", "the crew's terms of employment".
  [new RegExp(String.raw`\bvetted\b|\bpay\s+(?:its|their|his|her)\s+(?:[\w-]+\s+)?${PEOPLE}\s+(?:at\s+least\s+|no\s+less\s+than\s+|not\s+less\s+than\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:wages?|salar(?:y|ies)|minimum|living)\b|\b${PEOPLE}['’]?s?\s+terms\s+of\s+employment\b`, 'i'), 'Responsibilities'],
  // (h28cat11) Answering for its own people's engagement and pay ("responsible for paying the drivers it engages",
  // "responsible for hiring its technicians"), the labour law and collective agreements that bind it as employer ("shall
  // comply with the collective agreement for the sector", "all employment laws"), and no child employed.
  [new RegExp(String.raw`\bresponsible\s+for\s+(?:paying|booking|engaging|employing|hiring|recruiting|training)\s+(?:[\w,'’-]+\s+){0,8}?${PEOPLE}\b|\bcompl(?:y|ies)\s+with\s+(?:all\s+|the\s+|any\s+)?(?:applicable\s+|relevant\s+)?(?:collective\s+(?:labou?r\s+|bargaining\s+)?agreements?|(?:labou?r|employment)\s+laws?)\b|\bnot\s+employ\s+(?:any\s+)?(?:child|children|minors?|person\s+under)\b`, 'i'), 'Responsibilities'],
  // (h28s35c) Seeing to its own people's conduct, dress and papers: "shall ensure that its drivers hold a valid
  // licence", "ensures that its employees wear the uniform", "ensure that all its staff have completed the induction"
  // (sets 3–36: 11 of the 12 such sentences labelled Responsibilities, some with Safety and Security beside it).
  [new RegExp(String.raw`\bensures?\s+that\s+(?:all\s+|each\s+of\s+|every\s+one\s+of\s+)?(?:its|their|his|her|your|our)\s+(?:own\s+)?(?:[\w-]+\s+)?${PEOPLE}\b`, 'i'), 'Responsibilities'],
];
