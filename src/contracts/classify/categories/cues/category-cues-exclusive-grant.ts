/**
 * Exclusivity said as a grant withheld from the other party's competitors (issue 18, h30c40, set 40's misses): "The
 * Organizer shall not grant any sponsorship rights in the Event to a Competitor", "shall not grant any naming or
 * advertising rights at the Venue to any other brewer". Who else may take the same rights bounds the engagement: Scope
 * of Work (docs/contracts.md, "Scope of Work": exclusivity; category-cues-scope.ts reads "not grant to any other person
 * the right to …" and "exclusive right to …"). A named class of rights granted in a thing, then a competitor or another
 * of the same trade. Bounded windows, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const EXCLUSIVE_GRANT_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h55c51) Exclusivity said of an engagement or of a programme joined: "Client engages Recruiter on an exclusive basis
  // to find candidates" (as "appoints the Agent as its exclusive agent", which sets 2–51 label Scope of Work 30 times),
  // "grants the Partner a non-exclusive right to take part in the Programme", "shall not take part in any other coalition
  // loyalty programme", "shall have the right to admit other merchants to the Programme": who else may do the same
  // bounds the engagement (docs/contracts.md, "Scope of Work": exclusivity).
  [/\b(?:engages?|engaged|retains?|retained|appoints?|appointed)\s+(?:the\s+)?[\w-]+\s+(?:as\s+(?:its|their|the|an?)\s+(?:[\w-]+\s+){1,3}?)?on\s+an?\s+(?:exclusive|non-exclusive|sole)\s+basis\b|\bexclusive\s+right\s+to\s+(?:take\s+part|participate)\s+in\b|\bnot\s+(?:to\s+)?(?:take\s+part|participate|enrol|join)\s+in\s+any\s+other\s+(?:[\w-]+\s+){0,3}?(?:programmes?|programs?|schemes?|networks?)\b|\bright\s+to\s+(?:admit|appoint|accept|add)\s+other\s+(?:merchants|partners|members|retailers|suppliers|distributors|agents|participants|operators)\b/i, 'Scope of Work'],
  [/\bnot\s+(?:to\s+)?grant\s+(?:any|similar|the\s+same)\s+(?:[\w-]+\s+){0,4}?rights?\s+(?:in|to|over|at|for)\s+[^.;]{0,120}?\bto\s+(?:a|an|any)\s+(?:(?:other|third|rival)\s+)?(?:[\w,-]+\s+){0,6}?(?:[Cc]ompetitors?|sponsors?|brewer(?:y|ies)?|brands?|suppliers?|manufacturers?|retailers?|operators?|institutions?)\b/, 'Scope of Work'],
];
