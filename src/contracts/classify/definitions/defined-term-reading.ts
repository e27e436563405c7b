/**
 * A document's defined terms read, for the categories, as the thing their definitions name (defined-trademarks.ts,
 * defined-personal-data.ts): "the Marks" as "trademarks", "Booking Data" as "personal data". Case-sensitive: the
 * defined term as capitalised, not the ordinary word. One pattern per document over the first MAX_TERMS terms of a
 * kind: linear (its alternatives are tried at every place of every element, so a pattern of every term a hostile
 * document defines cost terms × characters: 2,000 such definitions and 2,000 uses, 254k characters, took 11.8 s; hred19).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import type { DefinitionFound } from './definitions.js';

/** The terms of one kind read, the first a document defines: a contract defines one or two ("Marks", "Booking Data"). */
export const MAX_TERMS = 16;

/**
 * The capitalised terms (at most 40 characters) whose definitions' wording matches `meaning`, the first MAX_TERMS; a
 * term that says the thing in its own words (`ownCue`: "Trade Marks", "Personal Data") is its own cue and not read.
 */
export function termsMeaning(texts: readonly string[], definitions: readonly (DefinitionFound | undefined)[], meaning: RegExp, ownCue: RegExp): string[] {
  const terms = new Set<string>();
  definitions.forEach((d, i) => {
    if (!d || terms.size >= MAX_TERMS || !meaning.test(texts[i])) return;
    for (const t of d.terms) {
      const term = texts[i].slice(t.begin, t.end);
      if (terms.size < MAX_TERMS && /^[A-Z]/.test(term) && term.length <= 40 && !ownCue.test(term)) terms.add(term);
    }
  });
  return [...terms];
}

/**
 * The text with each use of the terms read as `reading`: the term as written, or its singular after a determiner
 * when the term is a plural ("shall not use any Mark").
 */
export function definedTermsReadAs(terms: readonly string[], reading: string): (text: string) => string {
  if (terms.length === 0) return (text) => text;
  const singular = terms.filter((t) => /[^s]s$/.test(t)).map((t) => t.slice(0, -1));
  const alternatives = [
    ...terms.map(escapeRegExp),
    ...singular.map((t) => `(?<=\\b(?:any|a|each|every|such|the|that|this)\\s)${escapeRegExp(t)}`),
  ];
  const pattern = new RegExp(`(?<![A-Za-z])(?:${alternatives.join('|')})(?![A-Za-z])`, 'g');
  return (text) => text.replace(pattern, reading);
}
