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
 * identified or identifiable natural person") counts as naming it, and so (h101c77, C121) do the records of private
 * persons named by who they are ("means the records of the screening of children"). The term is read so only in a
 * sentence that handles the data (C121: a question about it or a warranty of it is about the question, the warranty).
 */
import type { DefinitionFound } from './definitions.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { definedTermsReadAs, MAX_TERMS, termsMeaning } from './defined-term-reading.js';
import { PRIVATE_PERSONS } from '../categories/cues/category-cues-health-records.js';

/** A word before the data that makes it something else: "anonymised", "aggregated", "de-identified", "other than". */
const NOT_MADE_OTHER = String.raw`(?!(?:anonymi[sz]ed|aggregated|de-?identified|pseudonymi[sz]ed|statistical|other|than|including|excluding)\b)`;

/**
 * Where a definition's meaning opens: after "means" or "refers to", or (issue 18, h106c13) after the colon of a row of a
 * definitions list written "Term: meaning" ("Shared Data: the personal data listed in Annex 1"), the term's up to 60
 * capitalised words or figures before it (only rows `findDefinition` read as definitions, under a definitions heading,
 * are tested). No colon inside the class before the colon: linear.
 */
const MEANING_OPENS = String.raw`(?:\b(?:means?|refers?\s+to)\s+|^"?[A-Z][\w '’"-]{0,60}:\s+)`;

/**
 * (issue 18, h101c77; C121) The meaning opens on the records, files, details or information of private persons named by
 * who they are, the act that made the records between ("means the records of the screening of children in grades 1 to
 * 8", "means the health files of the patients", "means information about the pupils of the Schools"): data about
 * identifiable people, personal data whatever the definition calls it (the Privacy row: personal data protection; the
 * GDPR's "information relating to an identified or identifiable natural person" above). Not records of things or of a
 * party's business ("the records of the Goods", "the accounts of the Company": no person named), nor data made
 * anonymous or aggregated first ("means aggregated data about the patients"). Bounded gaps: linear.
 */
const PEOPLES_RECORDS_MEANING = String.raw`${MEANING_OPENS}(?:the\s+|all\s+|any\s+)?(?:${NOT_MADE_OTHER}[\w'’-]+\s+){0,2}?(?:records?|files?|details|information|data)\s+(?:of|about|on|relating\s+to|concerning)\s+(?:(?:the|all|any|each|every|its|their)\s+)?(?:${NOT_MADE_OTHER}[\w'’-]+\s+(?:of\s+(?:the\s+)?)?){0,3}?${PRIVATE_PERSONS}\b`;

/**
 * The meaning opens on personal data: "means the personal data of …", "means all Personal Information …", "means any
 * information relating to an identified or identifiable natural person". At most two words between ("means the
 * patients' personal data"), none of them a word that makes the data something else ("anonymised", "aggregated",
 * "non-personal": no \b inside the hyphenated word lets "personal" match there, as the words are whole).
 */
const PERSONAL_DATA_MEANING = new RegExp(String.raw`${MEANING_OPENS}(?:the\s+|all\s+|any\s+)?(?:${NOT_MADE_OTHER}[\w'’-]+\s+){0,2}?personal\s+(?:data|information)\b|${MEANING_OPENS}(?:any\s+|all\s+)?information\s+relating\s+to\s+an\s+identified\s+or\s+identifiable\s+(?:natural\s+|living\s+)?(?:person|individual)\b|${PEOPLES_RECORDS_MEANING}`, 'i');
/** A term that says personal data in its own words ("Personal Data", "Client Personal Information"): its own cue. */
const OWN_CUE = /\bpersonal\s+(?:data|information)\b/i;

/** The defined terms whose definitions mean personal data (the first MAX_TERMS). */
export function personalDataTerms(texts: readonly string[], definitions: readonly (DefinitionFound | undefined)[]): string[] {
  const terms = termsMeaning(texts, definitions, PERSONAL_DATA_MEANING, OWN_CUE);
  if (terms.length === 0) return terms;
  // (h101c77; C121) A term defined as that data worked on ("'Coded Data' means Survey Data from which the names have been
  // taken out"): the same people's data, kept under another name (a key elsewhere may still identify them).
  const derived = new RegExp(String.raw`\b(?:means?|refers?\s+to)\s+(?:the\s+|all\s+|any\s+)?(?:${terms.map(escapeRegExp).join('|')})\b`);
  return [...new Set([...terms, ...termsMeaning(texts, definitions, derived, OWN_CUE)])].slice(0, MAX_TERMS);
}

/**
 * (issue 18, h101c77; C121) An act of handling data: using, keeping, storing, securing, encrypting, processing, sharing,
 * giving, sending, receiving, transferring, linking, identifying from, seeing or accessing, copying, analysing,
 * publishing, retaining, returning, deleting or destroying it, its loss or breach, a controller or processor of it.
 * Not the act as the time of another ("before seeing the Data": the clause's own act is something else), nor a promise
 * given ("gives no warranty that the Data is complete": a warranty).
 */
const HANDLED = /(?<!\b(?:before|after|until|while|when|since)\s)\b(?:us(?:e|es|ed|ing)|stor(?:e|es|ed|ing|age)|keep(?:s|ing)?|kept|hold(?:s|ing)?|held|secur(?:e|es|ed|ing)|protect(?:s|ed|ing|ion)?|process(?:es|ed|ing)?|shar(?:e|es|ed|ing)|disclos(?:e|es|ed|ing|ure)|transfer(?:s|red|ring)?|link(?:s|ed|ing)?|identif(?:y|ies|ied|ying)|access(?:es|ed|ing)?|see|sees|seen|seeing|view(?:s|ed|ing)?|delet(?:e|es|ed|ing|ion)|destroy(?:s|ed|ing)?|destruction|eras(?:e|es|ed|ing|ure)|loss|lost|breach(?:es)?|collect(?:s|ed|ing|ion)?|cop(?:y|ies|ied|ying)|backups?|controllers?|processors?|give|gives|given|giving|send|sends|sent|sending|publish(?:es|ed|ing)?|encrypt(?:s|ed|ing|ion)?|retain(?:s|ed|ing)?|retention|archiv(?:e|es|ed|ing)|handl(?:e|es|ed|ing)|receiv(?:e|es|ed|ing)|obtain(?:s|ed|ing)?|return(?:s|ed|ing)?|analys(?:e|es|ed|ing|is))\b(?!\s+(?:no|any)\s+(?:warrant|guarantee|promise|representation|assurance)\w*)/i;

/**
 * The text with each use of those terms read as "personal data", in a sentence that handles the data (C121): a clause
 * that only names it (a question about the Data answered, a warranty that it is complete, a fee for it, its source named)
 * is about the question, the warranty, the fee, not the data's protection.
 */
export function personalDataTermsRead(terms: readonly string[]): (text: string) => string {
  const read = personalDataTermRead(terms);
  return (text) => (HANDLED.test(text) ? read(text) : text);
}

/** A defined term read as "personal data" whatever the sentence (its own definition's term: C121). */
export function personalDataTermRead(terms: readonly string[]): (text: string) => string {
  return definedTermsReadAs(terms, 'personal data');
}
