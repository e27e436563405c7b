/**
 * A town the contract names once with its country ("made at Georgetown, Guyana") and elsewhere alone, after a
 * preposition of place ("the stakeholders' meeting in Georgetown"): the same town, a Location there too (set 69's
 * cause 6, h91at). The gazetteer lists no such town (it is read with its country by place-names.ts TOWN_COUNTRY), and a
 * capitalised word alone after "in" is a company, a building or a person as often; the contract's own "Town, Country"
 * says what it is. Not inside a longer name (a capitalised word right before or after it: "Georgetown University", "the
 * Georgetown Hotel"), not over another attribute. One pattern of the towns found, run once per element: linear.
 * So is a town named as a word or a person is (TOWNS_NAMED_AS_WORDS: "Keren", "Rosso") that the contract reads as a
 * place once (on a route, in a list of places, after "residing in"): alone after a preposition of place elsewhere ("the
 * Branch's cashier in Keren", "From Keren: 06:00", "a house in Rosso") it is the same town (set 88's cause 16, issue
 * 18, h112n88). The preposition may open the element ("From").
 */
import type { ElementFacts } from './attributes.js';
import { COUNTRIES, TOWNS_NAMED_AS_WORDS } from '../lexicon/gazetteer.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';

const COUNTRY_NAMES: ReadonlySet<string> = new Set(COUNTRIES);
const TOWN_WORDS: ReadonlySet<string> = new Set(TOWNS_NAMED_AS_WORDS);
/** A Location "Town, Country": one to three capitalised words, a comma, a listed country. */
const TOWN_THEN_COUNTRY = /^((?:\p{Lu}[\p{Ll}\p{M}'’-]+\s){0,2}\p{Lu}[\p{Ll}\p{M}'’-]+),\s{1,3}(?:the\s{1,3})?(.+)$/u;
/** A preposition of place right before the town. */
const PLACE_PREPOSITION = /\b(?:in|at|near|from|to|around|within|outside)\s{1,3}$|^\s{0,3}(?:From|To|At|In)\s{1,3}$/;
/** An element names a town alone this many times at most (a hostile text of thousands stays linear). */
const MAX_PER_ELEMENT = 32;

/** Adds a Location for each town the contract named with its country elsewhere, where it stands alone after a preposition of place. */
export function addTownsNamedWithCountry(texts: readonly string[], facts: ElementFacts[]): void {
  const towns = new Set<string>();
  facts.forEach((f, i) => f.attributes.forEach((a) => {
    if (a.type !== 'Location') return;
    if (TOWN_WORDS.has(texts[i].slice(a.begin, a.end))) towns.add(texts[i].slice(a.begin, a.end));
    const m = TOWN_THEN_COUNTRY.exec(texts[i].slice(a.begin, a.end));
    if (m && COUNTRY_NAMES.has(m[2]) && !COUNTRY_NAMES.has(m[1]) && !m[1].split(' ').every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) towns.add(m[1]);
  }));
  if (towns.size === 0) return;
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}'’-])(?:${[...towns].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\p{L}\p{M}\p{N}'’-])(?!\s{1,3}\p{Lu}|,\s{1,3}\p{Lu})`, 'gu');
  texts.forEach((text, i) => {
    let n = 0;
    for (const m of text.matchAll(pattern)) {
      if (++n > MAX_PER_ELEMENT) break;
      if (!PLACE_PREPOSITION.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      const [begin, end] = [m.index, m.index + m[0].length];
      if (facts[i].attributes.some((a) => a.type !== 'DefinedTerm' && a.begin < end && begin < a.end)) continue;
      facts[i].attributes = [...facts[i].attributes, { type: 'Location' as const, begin, end }].sort((a, b) => a.begin - b.begin || a.end - b.end);
    }
  });
}
