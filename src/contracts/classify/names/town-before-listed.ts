/**
 * A town the gazetteer lacks before a listed place after a comma, read as one Location with it (C48: "a town and its
 * state after a comma are one Location"; C27 for a town and its country): after "of" ("Adewale Okafor … of Mushin,
 * Lagos (the "Agent")") and after a street's name ("on Olaniyi Street, Mushin, Lagos": the street's town, the street
 * none). "in Mushin, Lagos" is read already (a place's position, place-positions.ts). Set 50; issue 18, h50n50.
 * One capitalised word (two after a street), not a common English word ("of Smith, London" stays none), not itself a
 * listed place (the gazetteer reads "of Toronto, Ontario"). Bounded: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import type { Span } from '../text/text.js';
import { BUILDING_WORDS, STREET_KINDS_IN_FULL, STREET_WORDS } from './addresses.js';

/** "of Mushin, …": one capitalised word after "of" and before a comma. */
const OF_TOWN = /\bof\s{1,3}(\p{Lu}\p{Ll}{2,30})(?=,\s)/gu;
/**
 * Before "of", a party's address follows its name (a capitalised word, a legal form's stop, a closing bracket or quote,
 * perhaps a comma: "Adewale Okafor of Mushin", "trading as Kemfort Stores, of Mushin") or a word of residence: after a
 * common noun the capitalised word is the owner ("the fees of Deloitte, London", "a member of Unilever, London", "the
 * warehouse of Smithers, Lagos"), no town (hrev36). Anchored at the end of a bounded slice: linear.
 */
// A register's number and its comma may stand between the name and "of" ("… LLC, commercial registration No. 1187654, of
// Ruwi, Muscat": Gulf drafting; issue 18, h76t58).
// "both" after a couple's names ("Aa Bb and Cc Bb, both of Fitzroy, East Falkland": set 76; issue 18, h100t76).
const ADDRESS_OF_BEFORE = /(?:(?:\p{Lu}[\p{L}\p{M}.'’-]{0,40}|[)"”]|\b(?:resident|residing|domiciled|both))\s{0,3},?|\d\s{0,3},)\s{1,3}$/u;
/**
 * "Olaniyi Street, Mushin, …": one or two capitalised words after a street's name and a comma, before another comma.
 * The street kinds in full (addresses.ts's STREET_KINDS_IN_FULL) and "Close" and "Way" ("Acacia Close, Mushin, Lagos"),
 * which end surnames and bodies' names elsewhere: here the listed place after the town makes the three an address.
 */
const STREET_THEN_TOWN = new RegExp(String.raw`(?<![\p{L}])\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30}){0,2}\s(?:${[...STREET_KINDS_IN_FULL, 'Close', 'Way'].join('|')}),\s{1,3}(\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?)(?=,\s)`, 'gu');
/**
 * An address line's last parts, a town the gazetteer lacks and a listed place ending the line: "Mr. Aa Bb, Anse Royale,
 * Mahé" (a letter's addressee, set 67; issue 18, h89at). One or two capitalised words between commas; the listed place
 * must reach the line's end (ROW_END_TOWN's caller). Short lines only.
 */
const ROW_END_NOT_TOWN = new Set<string>([...STREET_WORDS, ...BUILDING_WORDS]);
const ROW_END_TOWN = /,\s{1,3}(\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?)(?=,\s{1,3}[^,]{2,48}$)/gu;

/**
 * A locality named by its water's or its land's kind, one or two capitalised words before it, then a comma and a listed
 * town: "Back Harbour, Twillingate", "Salmon Cove, Carbonear", "Long Point, Twillingate" (a fishing stage's, a wharf's or
 * a cottage's place in Newfoundland and other coastal deeds). One Location with the town, as a street and its town are
 * (C48; C102). The kind word tells a place where the words before it are common ("Back", "Long"). Bounded: linear.
 */
// So is a settlement named by its hills ("Blue Hills, Providenciales", "Rose Hill, Port Louis", "Pine Heights, …"):
// the land's kind as a cove is the water's (C102; issue 18, h101pl, set 75).
const LOCALITY_THEN_TOWN = /(?<![\p{L}\p{M}'’-])(\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30})?\s(?:Harbour|Harbor|Cove|Bay|Arm|Point|Beach|Creek|Landing|Hills?|Heights))(?=,\s)/gu;

/**
 * The towns before a listed place: each span runs from the town to the end of the listed places after it (`listedAfter`
 * gives the length of a comma and a listed place at the start of a text, or undefined).
 */
export function townsBeforeListed(text: string, isListed: (words: string) => boolean, listedAfter: (after: string) => number | undefined): Span[] {
  const out: Span[] = [];
  if (!text.includes(', ')) return out;
  const localities = /(?:Harbou?r|Cove|Bay|Arm|Point|Beach|Creek|Landing|Hills?|Heights),\s/.test(text) ? [LOCALITY_THEN_TOWN] : [];
  for (const re of text.length <= 120 ? [OF_TOWN, STREET_THEN_TOWN, ROW_END_TOWN, ...localities] : [OF_TOWN, STREET_THEN_TOWN, ...localities]) {
    for (const m of matchesOf(re, text)) {
      const town = m[1];
      if (isListed(town) || (re !== LOCALITY_THEN_TOWN && town.split(' ').every((w) => isCommonEnglishWord(w.toLowerCase(), 20)))) continue;
      // Hills after a comma are a longer address's district ("the corner of Quay Road and Mill Lane, Rose Hill, Leeds":
      // a corner's town alone, set 70), read with its street where a street is one (street-before-town.ts).
      if (re === LOCALITY_THEN_TOWN && /(?:Hills?|Heights)$/.test(town) && /,\s{0,3}$/.test(text.slice(Math.max(0, (m.index ?? 0) - 4), m.index))) continue;
      if (re === OF_TOWN && !ADDRESS_OF_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 48), m.index))) continue;
      const begin = (m.index ?? 0) + m[0].length - town.length;
      let end = begin + town.length;
      for (let i = 0, more; i < 2 && (more = listedAfter(text.slice(end, end + 48))) !== undefined; i++) end += more;
      // A building or a street before the town is an address's part, no town ("Acme Ltd, Harbour House, London").
      if (re === ROW_END_TOWN && (text.slice(end).trim() !== '' || ROW_END_NOT_TOWN.has(town.slice(town.lastIndexOf(' ') + 1)))) continue;
      if (end > begin + town.length) out.push({ begin, end });
    }
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function townBeforeListedRunPatterns(): readonly RegExp[] {
  return [OF_TOWN, STREET_THEN_TOWN, ROW_END_TOWN, LOCALITY_THEN_TOWN];
}
