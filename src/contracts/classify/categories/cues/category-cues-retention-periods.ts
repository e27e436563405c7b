/**
 * A retention period counted from the end of something names a time, no end of the contract (issue 18, h52s50): "keep
 * financial records of the Grant for six years after the end of the Project", "deletes them no later than 10 years after
 * the end of the lease term", "retain the files for seven years following termination". The clause is about the records
 * or the data kept (Audits, Privacy); the end is only where the period starts. Sets 20 and 39 label their two such
 * sentences Audits alone, set 50 its one Privacy alone. In years only: a deletion or a return within days or months
 * after termination is an exit duty, which the sets give Term & Termination.
 * category-not-said.ts' NOT_SAID takes the phrase out before the Term & Termination cues read the sentence; the rest of it keeps
 * its own ("may terminate on notice, and shall keep the records for six years after termination" still ends the
 * contract). Global; a bounded window, no nested unbounded quantifiers: linear. Tests:
 * `category-cues-retention-periods.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Keeping or disposing of what was kept. */
const KEPT = String.raw`(?:keeps?|kept|retains?|retained|stores?|stored|holds?|held|deletes?|deleted|destroys?|destroyed|erases?|erased|archives?|archived)`;

/**
 * What a party keeps that is no record: money held back or on deposit, a security, a guarantee kept in force, premises
 * or a licence held for a further term, a restriction that holds (review hrev37: "retain five per cent of each payment
 * for one year after the end of the contract", "hold the deposit for two years after the end of the tenancy", "keep the
 * guarantee in force …", "hold the Premises for three years from the expiry of the initial term" keep their Term &
 * Termination). Read in the verb's object, up to four words.
 */
const NOT_A_RECORD = String.raw`(?!(?:[\w'’-]+\s+){0,4}?(?:deposits?|retentions?|sums?|amounts?|monies|moneys|money|funds?|payments?|per\s+cent|percent|securit(?:y|ies)|guarantees?|bonds?|premises|propert(?:y|ies)|land|shares|licen[cs]es?|insurances?|polic(?:y|ies)|cover|title|rights?|office|position|restrictions?|covenants?)\b)`;

/**
 * The verb and its object, which is no value (NOT_A_RECORD); or a record-keeping verb in the passive, right before its
 * time ("Records shall be retained for six years after …"). Not "holds" or "is held" with no object: a restriction or a
 * liability that holds for years after the end is a term (review hrev37).
 */
const KEPT_RECORD = String.raw`\b${KEPT}\s+${NOT_A_RECORD}(?!(?:for|within|until|after|from|no|not|at|up)\b)|\b(?:kept|retained|stored|archived|deleted|destroyed|erased)(?=\s+(?:for|within|until|no|not|at|up)\b)`;

export const RETENTION_PERIOD_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?:${KEPT_RECORD})[^.;]{0,120}?\b(?:for|within|no\s+later\s+than|not\s+later\s+than|at\s+least|up\s+to|until)\s+(?:at\s+least\s+|a\s+period\s+of\s+)?[\w-]{1,12}\s+(?:\(\d{1,3}\)\s+)?years?\s+(?:after|from|following)\s+(?:the\s+)?(?:end|expiry|expiration|termination)\b(?:\s+of\s+(?:the|this|each|its|any)\s+(?:[\w-]+\s+){0,2}?(?:term|agreement|contract|lease|project|engagement|employment|relationship|year))?`, 'gi'), 'Term & Termination'],
];
