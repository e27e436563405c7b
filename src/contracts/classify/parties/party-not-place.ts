/**
 * A party's own name is no place (issue 18, h31rev; hrev24's Left): a rate row "Shanghai to Contoso | USD 900" or a
 * journey "from Boston to Contoso" reads the far end as a town beside the near one (attributes.ts' route ends,
 * place-positions.ts' FROM_TO), but where the contract's preamble names Contoso Ltd a party, "Contoso" is that party.
 * Only a Location that is a primary party's whole name, or that name without its legal form ("Contoso" of "Contoso
 * Ltd"): a town in a longer name ("Dublin" of "Dublin Port Company") stays a place elsewhere in the contract. Nor a
 * party that is a place itself (`isPlaceToo`).
 */
import type { ElementFacts } from '../attributes/attributes.js';
import { LOCAL_GOVERNMENT_WORDS } from '../lexicon/gazetteer.js';
import { partyKey, withoutSuffix } from './party-key.js';
import { isListedPlace } from '../names/place-names.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { capitalisedWords, isPersonName } from '../names/person-names.js';

/**
 * A party that is a place as well: a country the gazetteer lists, or a county, city or town that contracts as itself
 * ("between Levy County, a political subdivision of the State of Florida, …"): set 36 labels "unincorporated Levy
 * County" a Location. Such a name stays a place, as a listed town's name before a legal form does ("London Limited").
 */
const GOVERNMENT_END = new RegExp(String.raw`\s(?:${LOCAL_GOVERNMENT_WORDS.join('|')})$`);
// A town's company named by the town and its legal form ("London Limited") leaves the town a place too (hrev26).
const isPlaceToo = (name: string): boolean => isListedPlace(name) || isListedPlace(withoutSuffix(name)) || GOVERNMENT_END.test(name);
/**
 * Where a place stands and a party never does: "the Buyer's depot in Sheffield" names the town even where "Sheffield
 * Limited" is a party (hrev26). A route's or a journey's end ("to", "from", a row's cell) is what this file drops.
 */
const PLACE_POSITION_BEFORE = /\b(?:in|at|near|within|outside|around)\s{1,3}$/;

/** "to" or "from" right before a name: where a party's short name is read as a town ("sent to Hanbit"). Anchored. */
const TO_OR_FROM_BEFORE = /(?<![\p{L}])(?:to|from)\s{1,3}$/u;
/** A name's first word, of three letters or more, when more words follow it. Anchored: linear. */
const FIRST_WORD = /^\p{Lu}[\p{Ll}\p{M}]{2,30}(?=\s)/u;

/** Drops, in place, every Location attribute whose text is one of `partyNames` (with or without its legal form). */
export function dropPartyPlaces(facts: ElementFacts[], texts: readonly string[], partyNames: readonly string[]): void {
  // A party's first word is its short name as often ("to Hanbit", "to Linwood" of "Hanbit Advanced Materials Co., Ltd.",
  // "Linwood Retail plc"), where a bare word after "to" or "from" is read as a town by its shape (C314; h121loc): there
  // only (elsewhere "Areni" of "Areni Wine Cooperative" may be its village), and not a listed place or a common English
  // word ("Kenya Airways", "Global Freight").
  const firstWords = partyNames.map((n) => FIRST_WORD.exec(n)?.[0]).filter((w): w is string => w !== undefined && !isListedPlace(w) && !isCommonEnglishWord(w.toLowerCase(), 35));
  const keys = new Set(partyNames.filter((n) => !isPlaceToo(n)).flatMap((n) => [n.toUpperCase(), partyKey(n)]).filter((k) => k.length > 0));
  const shortNames = new Set(firstWords.map((w) => w.toUpperCase()));
  if (keys.size === 0 && shortNames.size === 0) return;
  facts.forEach((f, i) => {
    f.attributes = f.attributes.filter((a) => {
      if (a.type !== 'Location') return true;
      const name = texts[i].slice(a.begin, a.end).toUpperCase();
      const before = texts[i].slice(Math.max(0, a.begin - 12), a.begin);
      if (shortNames.has(name) && TO_OR_FROM_BEFORE.test(before)) return false;
      return !keys.has(name) || PLACE_POSITION_BEFORE.test(before);
    });
  });
}

/** A person's name's words, three letters or more ("Tomasz", "Kowalski" of "Tomasz Kowalski"; "OKONKWO" in capitals). Bounded: linear. */
export const NAME_WORDS = /\p{Lu}[\p{L}\p{M}'’-]{2,30}/gu;

/**
 * Drops, in place, every Location that is one word of a Person read anywhere in the document and no listed place (C314's
 * mend, h121mendL; h121rr #1): where "Mr Tomasz Kowalski" or "Priya Nair" is a person, "delivers the crates to Kowalski"
 * or "the fee to Nair" names the person again, no town no list knows. A listed town stays ("Mr Lincoln" and "in Lincoln").
 * Also (issue 18, h122left; h121revA #6, #11) a word of a party's name that has a person's form though no Person was read
 * there (`personParties`: "between OKONKWO, Chidi (the "Keeper") and …" → "returns the keys to Okonkwo", "from Okonkwo to
 * Mensah"), and a word in capitals or in ordinary letters alike ("CHIDI OKONKWO" and "to Okonkwo").
 */
export function dropPersonWordPlaces(facts: ElementFacts[], texts: readonly string[], personParties: readonly string[] = []): void {
  const persons = facts.flatMap((f, i) => f.attributes.filter((a) => a.type === 'Person').map((a) => texts[i].slice(a.begin, a.end)));
  const words = new Set([...persons, ...personParties].flatMap((name) => matchesOf(NAME_WORDS, name).map((m) => m[0].toUpperCase())));
  if (words.size === 0) return;
  facts.forEach((f, i) => {
    f.attributes = f.attributes.filter((a) => {
      if (a.type !== 'Location') return true;
      const name = texts[i].slice(a.begin, a.end);
      return !words.has(name.toUpperCase()) || isListedPlace(name);
    });
  });
}

/** The words of an Organization's name read for `personPartyNames` (more are no party's short name). */
const MAX_NAME_WORDS = 12;
/** A name's words in capitals, its marks dropped ("Chemplast Nováky, s.r.o." → CHEMPLAST NOVÁKY S R O). */
const wordsOf = (name: string): string[] => name.toUpperCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w.length > 0);

/**
 * The names of the parties that have a person's form (`isPersonName`, its capitalised words, a comma's order too:
 * "OKONKWO, Chidi"), whatever their importance: a person party the Person readers left unread (h122left). Not a name
 * inside an Organization read in the document (`organizations`): a company's short name has a person's form as often
 * ("Sloga Kraljevo" of "FK Sloga Kraljevo d.o.o.", "Chemplast Nováky" of "Chemplast Nováky, s.r.o.": sets 57, 59).
 */
export function personPartyNames(names: readonly string[], organizations: readonly string[] = []): string[] {
  // Every run of words of an Organization's name, in capitals (a name holds a dozen words at most): linear in the
  // Organizations' words, so many parties and many Organizations cost no product of the two.
  const inOrganization = new Set<string>();
  for (const o of organizations) {
    const words = wordsOf(o).slice(0, MAX_NAME_WORDS);
    for (let i = 0; i < words.length; i++) for (let j = i + 1; j <= words.length; j++) inOrganization.add(words.slice(i, j).join(' '));
  }
  return [...new Set(names)].filter((n) => isPersonName(capitalisedWords(n.replace(/,/g, ' '))) && !inOrganization.has(wordsOf(n).join(' ')));
}

