/**
 * A defined term read by what its definition names, for the categories (issue 18, h30c39): a franchise or a brand
 * licence defines its trade marks once ("Marks" means the trademarks, service marks and logos …) and then writes only
 * "the Marks" ("shall use the Marks only as authorised", "cease to use the Marks"). The word "Marks" alone is no cue
 * (a mark on a form, marks in an exam), so the sentences would read no intellectual property; read through the
 * definition they are about the trade marks, as the sets label them. How it is decided: the document defines the term
 * (a quoted term and a defining verb, definitions.ts), the definition's words right after "means" name trade marks or
 * service marks, and the term is capitalised where it is used (case-sensitive: the defined term, not the word). The
 * categories then read that use as "trademarks" (defined-term-reading.ts: one pattern per document, of at most MAX_TERMS
 * terms).
 */
import type { DefinitionFound } from './definitions.js';
import { definedTermsReadAs, MAX_TERMS, termsMeaning } from './defined-term-reading.js';

export { MAX_TERMS };

/** The definition's meaning names trade marks within its first words ("means the trademarks, service marks and logos"). */
const TRADEMARK_MEANING = /\b(?:means?|includes?|refers?\s+to)\b[^.;]{0,60}?\b(?:trade\s?-?marks?|service\s+marks?)\b/i;
/** A term that already says what it is ("Trade Marks", "Licensed Trademarks"): its own words are the cue. */
const OWN_CUE = /\btrade\s?-?marks?\b|\bservice\s+marks?\b/i;

/** The defined terms whose definitions name trade marks (the first MAX_TERMS). */
export function trademarkTerms(texts: readonly string[], definitions: readonly (DefinitionFound | undefined)[]): string[] {
  return termsMeaning(texts, definitions, TRADEMARK_MEANING, OWN_CUE);
}

/** The text with each use of those terms read as "trademarks" ("shall not use any Mark": a plural's singular too). */
export function trademarkTermsRead(terms: readonly string[]): (text: string) => string {
  return definedTermsReadAs(terms, 'trademarks');
}
