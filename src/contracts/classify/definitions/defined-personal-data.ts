/**
 * A defined term that means personal data, read as "personal data" for the categories (issue 18, h34x44). A data
 * protection arrangement or a booking platform's terms define the data they handle once (`"Booking Data" means the
 * personal data of patients collected through …`, `"Client Personal Information" means any personal information …`)
 * and then write only the term ("secure the Booking Data", "Booking Data will be deleted twelve months after …"). The
 * spec's Privacy is the handling of personal data: a clause on the term is one on personal data, as the same clause
 * naming "personal data" is (set 44 labels such clauses Privacy). Only a definition whose wording says so right after
 * "means" counts: "Customer Data" defined as "all data … including personal data" is business data holding some, and
 * stays as written (sets 7, 13, 37, 40 label "Customer Data" clauses as often Confidentiality or nothing; see
 * category-cues-personal-data-named.ts). GDPR's own wording of personal data ("any information relating to an
 * identified or identifiable natural person") counts as naming it.
 */
import type { DefinitionFound } from './definitions.js';
import { definedTermsReadAs, termsMeaning } from './defined-term-reading.js';

/**
 * The meaning opens on personal data: "means the personal data of …", "means all Personal Information …", "means any
 * information relating to an identified or identifiable natural person". At most two words between ("means the
 * patients' personal data"), none of them a word that makes the data something else ("anonymised", "aggregated",
 * "non-personal": no \b inside the hyphenated word lets "personal" match there, as the words are whole).
 */
const PERSONAL_DATA_MEANING = /\b(?:means?|refers?\s+to)\s+(?:the\s+|all\s+|any\s+)?(?:(?!(?:anonymi[sz]ed|aggregated|de-?identified|pseudonymi[sz]ed|other|than|including|excluding)\b)[\w'’-]+\s+){0,2}?personal\s+(?:data|information)\b|\b(?:means?|refers?\s+to)\s+(?:any\s+|all\s+)?information\s+relating\s+to\s+an\s+identified\s+or\s+identifiable\s+(?:natural\s+|living\s+)?(?:person|individual)\b/i;
/** A term that says personal data in its own words ("Personal Data", "Client Personal Information"): its own cue. */
const OWN_CUE = /\bpersonal\s+(?:data|information)\b/i;

/** The defined terms whose definitions mean personal data (the first MAX_TERMS). */
export function personalDataTerms(texts: readonly string[], definitions: readonly (DefinitionFound | undefined)[]): string[] {
  return termsMeaning(texts, definitions, PERSONAL_DATA_MEANING, OWN_CUE);
}

/** The text with each use of those terms read as "personal data". */
export function personalDataTermsRead(terms: readonly string[]): (text: string) => string {
  return definedTermsReadAs(terms, 'personal data');
}
