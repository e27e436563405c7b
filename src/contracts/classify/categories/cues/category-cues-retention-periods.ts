/**
 * A retention period counted from the end of something names a time, no end of the contract (issue 18, h52s50): "keep
 * financial records of the Grant for six years after the end of the Project", "deletes them no later than 10 years after
 * the end of the lease term", "retain the files for seven years following termination". The clause is about the records
 * or the data kept (Audits, Privacy); the end is only where the period starts. Sets 20 and 39 label their two such
 * sentences Audits alone, set 50 its one Privacy alone. In years only: a deletion or a return within days or months
 * after termination is an exit duty, which the sets give Term & Termination.
 * categories.ts' NOT_SAID takes the phrase out before the Term & Termination cues read the sentence; the rest of it keeps
 * its own ("may terminate on notice, and shall keep the records for six years after termination" still ends the
 * contract). Global; a bounded window, no nested unbounded quantifiers: linear. Tests:
 * `category-cues-retention-periods.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Keeping or disposing of what was kept. */
const KEPT = String.raw`(?:keeps?|kept|retains?|retained|stores?|stored|holds?|held|deletes?|deleted|destroys?|destroyed|erases?|erased|archives?|archived)`;

export const RETENTION_PERIOD_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${KEPT}\b[^.;]{0,120}?\b(?:for|within|no\s+later\s+than|not\s+later\s+than|at\s+least|up\s+to|until)\s+(?:at\s+least\s+|a\s+period\s+of\s+)?[\w-]{1,12}\s+(?:\(\d{1,3}\)\s+)?years?\s+(?:after|from|following)\s+(?:the\s+)?(?:end|expiry|expiration|termination)\b(?:\s+of\s+(?:the|this|each|its|any)\s+(?:[\w-]+\s+){0,2}?(?:term|agreement|contract|lease|project|engagement|employment|relationship|year))?`, 'gi'), 'Term & Termination'],
];
