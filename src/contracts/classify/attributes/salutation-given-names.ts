/**
 * A letter's salutation by given names alone — "Dear Imti and Sentila,", "Dear Liis," — calls by their given names the
 * persons the letter names in full elsewhere ("To Mr Imti Jamir and Ms Sentila Longkumer, Dimapur"): each given name is
 * that Person, as an e-mail's "Hi Iain," is its correspondent's (email-correspondents.ts; table 2.4's Person row: sets
 * 90, 92 and 93 label every such given name a Person; set 93's attribute cause 7, issue 18, h119a93). Only a name that
 * opens a Person read elsewhere in the document: "Dear Sirs,", "Dear Directors," and "Dear Tom," with no Tom named in
 * full stay bare. One or two names, the second after "and" or "&"; the line holds the salutation alone. Anchored,
 * bounded: linear.
 */
import { addAttribute, type ElementFacts } from './attributes.js';

/** One given name: a capital and small letters (a hyphen or an apostrophe inside). */
const GIVEN = String.raw`(\p{Lu}[\p{Ll}\p{M}'’-]{1,30})`;
/** "Dear Imti,", "Dear Imti and Sentila,", "Dear Imti & Sentila:": the salutation alone on its line. */
const DEAR_GIVEN_NAMES = new RegExp(String.raw`^\s{0,3}Dear\s{1,3}${GIVEN}(?:\s{1,3}(?:and|&)\s{1,3}${GIVEN})?(?:\s{0,3}[,:!])?\s{0,3}$`, 'u');
/** A salutation comes among a letter's first lines: this many elements are looked at. */
const HEAD_ELEMENTS = 40;

/** Adds a Person for each given name of a letter's salutation that opens a Person the document reads in full. */
export function addSalutationGivenNames(texts: readonly string[], facts: ElementFacts[]): void {
  const heads = texts.slice(0, HEAD_ELEMENTS).map((t) => DEAR_GIVEN_NAMES.exec(t));
  if (heads.every((m) => m === null)) return;
  // The first words of the document's Persons of two words or more ("Imti Jamir" → "Imti").
  const firstWords = new Set<string>();
  facts.forEach((f, i) => f.attributes.forEach((a) => {
    if (a.type !== 'Person') return;
    const words = texts[i].slice(a.begin, a.end).split(/\s+/);
    if (words.length >= 2) firstWords.add(words[0]);
  }));
  heads.forEach((m, i) => {
    if (m === null) return;
    let from = m[0].indexOf('Dear') + 4;
    for (const name of [m[1], m[2]]) {
      if (name === undefined) continue;
      const begin = m[0].indexOf(name, from);
      const end = begin + name.length;
      from = end;
      // Any attribute there keeps the name out, a DefinedTerm too (addAttribute alone would let one overlap).
      if (!firstWords.has(name) || facts[i].attributes.some((a) => a.begin < end && begin < a.end)) continue;
      addAttribute(facts[i], { type: 'Person', begin, end });
    }
  });
}
