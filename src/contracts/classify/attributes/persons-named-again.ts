/**
 * A person the contract names once where the form or the slot shows a person ("for the services of the singer Marisol
 * Vance", a preamble's party, a signer) and names again elsewhere by the same words ("may not replace Marisol Vance with
 * another singer", "one business class ticket for Marisol Vance"): the same person, a Person there too (set 72, issue
 * 18, h98at). The labelled sets say so: of 945 later mentions of a two-word Person's exact words in sets 1–73, 941 are
 * labelled Person, and the 4 others stand inside a longer name ("Marisol Vega Photography LLC"). So a mention inside a
 * longer capitalised run (a capitalised word right before or after it) or over another attribute is left (but a place read
 * inside the name: the name wins), and so is a
 * "name" that opens on no listed given name and holds a common English word (a post a field was read as: "Procurement
 * Advisor"; the real response's "(Procurement Advisor)" was read a Person so). Names of two
 * to four words only (a one-word name is a given name or a word as often). One pattern of the names found, run once per
 * element, a bounded count per element: linear.
 */
import type { ElementFacts } from './attributes.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { FILIATION_WORDS, TWO_PERSONS_JOINED, capitalisedWords, isPersonName } from '../names/person-names.js';

/** Two to four capitalised words, as a Person's span reads (a surname's small particle allowed inside). */
const PERSON_WORDS = /^\p{Lu}[\p{L}\p{M}'’.-]{1,30}(?:\s(?:[\p{Ll}]{1,4}\s){0,2}\p{Lu}[\p{L}\p{M}'’.-]{1,30}){1,3}$/u;
/** An element names a person again this many times at most (a hostile text of thousands stays linear). */
const MAX_PER_ELEMENT = 32;
/** This many distinct names at most make the pattern (a contract names a handful of persons). */
const MAX_NAMES = 64;

/**
 * A listed given name first, or no common English word among the words: a person's own name, no post. A word of
 * filiation ("Mariem Mint Ahmed": FILIATION_WORDS) is a name's word, not tested.
 */
function ownWords(name: string): boolean {
  const words = name.split(/\s+/);
  return isPlainGivenName(words[0]) || !words.some((w) => !FILIATION_WORDS.has(w) && isCommonEnglishWord(w.toLowerCase(), 40));
}

/** Adds a Person where a name some element read as a Person stands again, alone, in another element or the same one. */
export function addPersonsNamedAgain(texts: readonly string[], facts: ElementFacts[]): void {
  const names = new Set<string>();
  facts.forEach((f, i) => f.attributes.forEach((a) => {
    if (a.type !== 'Person' || names.size >= MAX_NAMES) return;
    const name = texts[i].slice(a.begin, a.end);
    // Only a person's own words: a post or a field read as a person somewhere ("Printed Name Procurement Advisor - …")
    // is no name to look for again ("(Procurement Advisor)" in the real response's clauses).
    // A surname's small particle ("Anneke de Vries", Catalan "Montserrat Vila i Puigdemont") is no name word to test.
    const capitalised = capitalisedWords(name);
    if (PERSON_WORDS.test(name) && !TWO_PERSONS_JOINED.test(name) && isPersonName(capitalised) && ownWords(capitalised)) names.add(name);
  }));
  if (names.size === 0) return;
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}'’&-])(?<!\p{Lu}[\p{L}\p{M}'’.-]{0,30}\s)(?:${[...names].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\p{L}\p{M}\p{N}'’&-])(?!\s{1,3}(?:\p{Lu}|&))`, 'gu');
  texts.forEach((text, i) => {
    const added: ElementFacts['attributes'] = [];
    let n = 0;
    for (const m of text.matchAll(pattern)) {
      if (++n > MAX_PER_ELEMENT) break;
      const [begin, end] = [m.index, m.index + m[0].length];
      // Matches come in text order and never overlap one another, so only the element's earlier attributes can overlap.
      const over = facts[i].attributes.filter((a) => a.begin < end && begin < a.end);
      // A place read inside the name is the name's word, no place: "Montserrat" (an island) opening "Montserrat Vila i
      // Puigdemont", the preamble's person named again in a signing row (set 84, issue 18, h108ty). Only a Location
      // wholly inside the name's span; any other attribute there keeps the name unread.
      if (over.length > 0 && !over.every((a) => a.type === 'Location' && a.begin >= begin && a.end <= end)) continue;
      if (over.length > 0) facts[i].attributes = facts[i].attributes.filter((a) => !over.includes(a));
      added.push({ type: 'Person' as const, begin, end });
    }
    // One sort per element that gained a name, not one per name.
    if (added.length > 0) facts[i].attributes = [...facts[i].attributes, ...added].sort((a, b) => a.begin - b.begin || a.end - b.end);
  });
}
