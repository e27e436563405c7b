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
  [/\bnot\s+(?:to\s+)?grant\s+(?:any|similar|the\s+same)\s+(?:[\w-]+\s+){0,4}?rights?\s+(?:in|to|over|at|for)\s+[^.;]{0,120}?\bto\s+(?:a|an|any)\s+(?:(?:other|third|rival)\s+)?(?:[\w,-]+\s+){0,6}?(?:[Cc]ompetitors?|sponsors?|brewer(?:y|ies)?|brands?|suppliers?|manufacturers?|retailers?|operators?|institutions?)\b/, 'Scope of Work'],
];
