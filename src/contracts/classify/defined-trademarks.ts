/**
 * A defined term read by what its definition names, for the categories (issue 18, h30c39): a franchise or a brand
 * licence defines its trade marks once ("Marks" means the trademarks, service marks and logos …) and then writes only
 * "the Marks" ("shall use the Marks only as authorised", "cease to use the Marks"). The word "Marks" alone is no cue
 * (a mark on a form, marks in an exam), so the sentences would read no intellectual property; read through the
 * definition they are about the trade marks, as the sets label them. How it is decided: the document defines the term
 * (a quoted term and a defining verb, definitions.ts), the definition's words right after "means" name trade marks or
 * service marks, and the term is capitalised where it is used (case-sensitive: the defined term, not the word). The
 * categories then read that use as "trademarks". One pattern per document, of at most MAX_TERMS terms: linear (its
 * alternatives are tried at every place of every element, so a pattern of every term a hostile document defines cost
 * terms × characters: 2,000 such definitions and 2,000 uses, 254k characters, took 11.8 s; hred19).
 */
import { escapeRegExp } from '../../common/regexp.js';
import type { DefinitionFound } from './definitions.js';

/** The definition's meaning names trade marks within its first words ("means the trademarks, service marks and logos"). */
const TRADEMARK_MEANING = /\b(?:means?|includes?|refers?\s+to)\b[^.;]{0,60}?\b(?:trade\s?-?marks?|service\s+marks?)\b/i;
/** A term that already says what it is ("Trade Marks", "Licensed Trademarks"): its own words are the cue. */
const OWN_CUE = /\btrade\s?-?marks?\b|\bservice\s+marks?\b/i;

/** The trade-mark terms read, the first a document defines: a licence defines one or two ("Marks", "Licensed Marks"). */
export const MAX_TERMS = 16;

/** The defined terms whose definitions name trade marks (the first MAX_TERMS). */
export function trademarkTerms(texts: readonly string[], definitions: readonly (DefinitionFound | undefined)[]): string[] {
  const terms = new Set<string>();
  definitions.forEach((d, i) => {
    if (!d || terms.size >= MAX_TERMS || !TRADEMARK_MEANING.test(texts[i])) return;
    for (const t of d.terms) {
      const term = texts[i].slice(t.begin, t.end);
      if (terms.size < MAX_TERMS && /^[A-Z]/.test(term) && term.length <= 40 && !OWN_CUE.test(term)) terms.add(term);
    }
  });
  return [...terms];
}

/**
 * The text with each use of those terms read as "trademarks": the term as written, or its singular after a determiner
 * when the term is a plural ("shall not use any Mark").
 */
export function trademarkTermsRead(terms: readonly string[]): (text: string) => string {
  if (terms.length === 0) return (text) => text;
  const singular = terms.filter((t) => /[^s]s$/.test(t)).map((t) => t.slice(0, -1));
  const alternatives = [
    ...terms.map(escapeRegExp),
    ...singular.map((t) => `(?<=\\b(?:any|a|each|every|such|the|that|this)\\s)${escapeRegExp(t)}`),
  ];
  const pattern = new RegExp(`(?<![A-Za-z])(?:${alternatives.join('|')})(?![A-Za-z])`, 'g');
  return (text) => text.replace(pattern, 'trademarks');
}
