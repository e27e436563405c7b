/**
 * A town named as a word or a person is (TOWNS_NAMED_AS_WORDS: "Reading", "Nice", "Hull", "Boe") is no place alone, but
 * it is one where it stands in a list of places beside a place read otherwise: "The Seller delivers to Leeds, York, Hull
 * and Bradford", "to Leeds, to York and to Hull", "Paris, Lyon and Nice", "Yaren, Boe, Aiwo and Buada", "(Leeds; Bath;
 * Bristol)". The list may be written with commas, semicolons, "and" or "or", a serial comma, a preposition repeated
 * before each place, inside brackets or not (issue 18, h105loc), or a route's dash ("Asmara – Keren"; h112n88).
 *
 * The list must be one of places only: every item a Location read by another reader or such a town, at least one of
 * them read otherwise, and no other capitalised word joined to it by the list's separators ("Leeds, John Smith and
 * Hull": a person stands in the list, and Hull stays a surname; "Acme Ltd, Leeds and Bath"). A town followed by a
 * capitalised word, a particle or a longer word is none ("Bath Road", "Florence Smith", "Kingston upon Thames"), nor one
 * another name holds ("York Foods Ltd"), nor one whose country follows it after a comma ("Hull, England": the town and
 * its country are one place, C27, which this reader does not join). Two items joined by a comma only are no list ("Leeds,
 * Hull" may be an address's parts): "and", "or" or a semicolon must join two, or three items stand in it.
 */
import { COUNTRIES, REGIONS_AFTER_TOWN, TOWNS_NAMED_AS_WORDS } from '../lexicon/gazetteer.js';
import { listedIndex, listedNames } from '../lexicon/listed-names.js';
import { isCalendarWordOrPlural } from '../lexicon/calendar-words.js';
import type { AddName, NameSpan } from './name-grammar.js';

const TOWN_INDEX = listedIndex(TOWNS_NAMED_AS_WORDS);
/** A country, a state or a region: after a town and a bare comma it is the town's own (C27, C48), no list's next item. */
const REGION_NAMES: ReadonlySet<string> = new Set([...COUNTRIES, ...REGIONS_AFTER_TOWN]);

/**
 * A list's separator: a comma or a semicolon (with "and" or "or" after it: the serial comma), or "and" or "or" alone; a
 * preposition repeated after it ("to Leeds, to York and to Hull"). The source of three patterns below.
 */
// A dash set off by blanks joins two places as a route does ("the Asmara – Keren route", "Keren – Hagaz: ERN 25"), as
// "and" does (set 88's cause 16, issue 18, h112n88).
const SEPARATOR = String.raw`(?:\s{0,2}[,;]\s{1,3}(?:(?:and|or)\s{1,3})?|\s{1,3}(?:and|or)\s{1,3}|\s{1,3}[–—-]\s{1,3})(?:(?:to|in|at|from|via)\s{1,3})?`;
/** The whole text between two items is a separator. Anchored at both ends of a short slice: linear. */
const BETWEEN_ITEMS = new RegExp(`^${SEPARATOR}$`);
const BARE_COMMA = /^,\s{1,3}$/;
/** What may not follow a listed town: a letter, a figure, a hyphen or an apostrophe, a capitalised word, a town's particle. */
const NOT_AFTER_TOWN = /[\p{L}\p{M}\d'’-]|\s{1,3}(?:\p{Lu}|(?:upon|on|am|an|de|del|da|sur)\s)/uy;
/** A separator and a capitalised word after a list's last item (anchored at its start; bounded). */
const WORD_AFTER = new RegExp(`^${SEPARATOR}(\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30})`, 'u');
/** A capitalised word and a separator before a list's first item (anchored at the end of a bounded slice). */
const WORD_BEFORE = new RegExp(`\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}${SEPARATOR}$`, 'u');
/** A bare comma after a town: its country or its region may follow (C27, C48). */
const COMMA_AFTER = /^,\s{1,3}/;

interface Item {
  readonly begin: number;
  readonly end: number;
  /** A town of TOWNS_NAMED_AS_WORDS, no Location yet. */
  readonly town: boolean;
}

/**
 * Adds each town of TOWNS_NAMED_AS_WORDS that stands in a list of places beside a Location `found` holds. `covered`
 * marks the characters of the names found so far (a town inside one is none).
 */
export function addTownsListedBesidePlaces(text: string, found: readonly NameSpan[], covered: Uint8Array, add: AddName): void {
  const places = found.filter((f) => f.type === 'Location');
  if (places.length === 0 || !/[,;]|\s(?:and|or|[–—-])\s/.test(text)) return;
  const placeAt = new Map<number, NameSpan>(places.map((p) => [p.begin, p]));
  const towns: Item[] = [];
  for (const { index, name } of listedNames(TOWN_INDEX, text)) {
    const end = index + name.length;
    NOT_AFTER_TOWN.lastIndex = end;
    if (NOT_AFTER_TOWN.test(text) || covered.subarray(index, end).includes(1)) continue;
    // "Hull, England", "Kingston, Jamaica": the town's own country or region after a comma, no list.
    const comma = COMMA_AFTER.exec(text.slice(end, end + 8));
    const next = comma ? placeAt.get(end + comma[0].length) : undefined;
    if (next && REGION_NAMES.has(text.slice(next.begin, next.end))) continue;
    towns.push({ begin: index, end, town: true });
  }
  if (towns.length === 0) return;
  const items: Item[] = [...places.map((p) => ({ begin: p.begin, end: p.end, town: false })), ...towns].sort((a, b) => a.begin - b.begin);
  let chain: Item[] = [items[0]];
  let joined = false;
  const flush = (): void => {
    if (chain.every((i) => i.town) || chain.every((i) => !i.town) || (!joined && chain.length < 3)) return;
    const first = chain[0];
    const last = chain[chain.length - 1];
    // Another capitalised word joined to the list by its separators: the list holds more than places ("John Smith, Leeds
    // and Hull"); a day or a month after it is the list's time ("to Leeds and Hull, Mondays only").
    if (WORD_BEFORE.test(text.slice(Math.max(0, first.begin - 48), first.begin))) return;
    const after = WORD_AFTER.exec(text.slice(last.end, last.end + 48));
    if (after && !isCalendarWordOrPlural(after[1]) && !placeAt.has(last.end + after[0].length - after[1].length)) return;
    for (const item of chain) if (item.town) add('Location', item.begin, item.end);
  };
  for (const item of items.slice(1)) {
    const prev = chain[chain.length - 1];
    const gap = item.begin >= prev.end && item.begin - prev.end <= 16 ? text.slice(prev.end, item.begin) : undefined;
    if (gap !== undefined && BETWEEN_ITEMS.test(gap)) {
      chain.push(item);
      if (!BARE_COMMA.test(gap)) joined = true;
      continue;
    }
    flush();
    chain = [item];
    joined = false;
  }
  flush();
}
