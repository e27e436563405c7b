/**
 * Locations: places the gazetteer lists (with the polity before them and the state or country after), a town with its
 * US or Mexican state, a town the gazetteer lacks in a place's position (place-positions.ts) with the listed places
 * after it, and the place of a line that dates a signing ("Curitiba, 15 July 2027.").
 */
import { AUSTRALIAN_STATES, CITIES, CITY_FACILITIES, COMPASS_POINTS_AND_CENTRAL, COUNTRIES, NUMBERED_COMPANY_PLACES, PLACES, POLITY_ONLY_COUNTRIES, POST_WORDS, REGION_QUALIFIERS, REGIONS_AFTER_TOWN, SOUTH_AFRICAN_PROVINCES, STATES } from '../lexicon/gazetteer.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS, NAME_SMALL_LETTERS } from '../lexicon/name-letters.js';
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import { placesBeside, placesInPosition } from './place-positions.js';
import { townsBeforeListed } from './town-before-listed.js';
import { partyTowns } from './party-towns.js';
import { placesByKindWord } from './places-by-kind-word.js';
import { ANY_LETTER_AFTER, listedAt, listedIndex, listedNames } from '../lexicon/listed-names.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { DC_POINTED, FRENCH_STREET_KINDS_FIRST, POLITY_STYLE, STREET_KINDS_FIRST_NO_TOWN_SOURCE, STREET_KINDS_IN_FULL, TOWN_PARTICLES } from './addresses.js';
import { endsAsBusiness } from './person-names.js';
import { foldedForPrefilter, mayMatch, runnable } from '../../../common/regex-prefilter.js';
import type { AddName } from './name-grammar.js';
import { matchesOf, matchesWithTail } from '../../../common/regex-matches.js';
import { styledCountryAt } from './styled-countries.js';
import { CITY_DISTRICTS, DEDICATION_NAMED_TOWNS, ISLANDS, PERSON_NAMED_TOWNS } from '../lexicon/island-and-provincial-towns.js';

const alt = longestFirstAlternation;

// A listed place run together with figures is a name of its own ("call Ohio811", a utility's hotline; h27a33).
// Looked up by their first word (listed-names.ts), not one pattern of the whole list: compiled cold, that was tens of ms.
const PLACE_INDEX = listedIndex(PLACES);
/** "the State of New York", "the Commonwealth of Massachusetts": the polity's name is one place. */
// A republic's full name may qualify it: "Democratic Socialist Republic of Sri Lanka", "Islamic Republic of Pakistan",
// "United Republic of Tanzania" (set 20 labels the whole; h24s26a).
// So is a monarchy's ("Sultanate of Oman", "Emirate of Dubai", "Principality of Monaco", "Grand Duchy of Luxembourg"),
// as C27 reads "Republic of Austria" and "Kingdom of Spain" (issue 18, h76t58).
/** The words a republic's full name puts before "Republic" ("Democratic Socialist", "People's Democratic"). */
const REPUBLIC_QUALIFIERS = "Democratic|Socialist|Federal|Federative|Islamic|United|Arab|Bolivarian|Plurinational|Oriental|Cooperative|People's|People’s";
const POLITY_BEFORE = new RegExp(String.raw`(?:\b(?:State|Commonwealth|Province|(?:Hashemite\s+)?Kingdom|Sultanate|Emirate|Principality|Grand\s+Duchy)|(?<![A-Za-z])(?:(?:${REPUBLIC_QUALIFIERS})\s+){0,3}Republic)\s+of\s+(?:the\s+)?$`);
/**
 * "San Francisco, California", "Stuttgart, Germany": a city and its state or country are one place; so is a city's
 * airport ("Manchester Airport").
 */
const CITY_NAMES = new Set(CITIES);
/**
 * After a listed city, "and" and one capitalised word that a word in small letters follows (not a role or a body's
 * word), or that closes the phrase before a comma, a stop or a bracket when it is no common English word ("offices in
 * Vilnius and Klaipėda, as listed": the second town, h73t56). Anchored, bounded: linear.
 */
const TOWN_JOINED_AFTER = new RegExp(`^\\s{1,3}and\\s{1,3}(?!(?:${[...ROLE_WORDS, 'Sons', 'Partners', 'Company', 'Associates', 'Brothers', 'The', 'Its', 'Their'].join('|')})\\b)(\\p{Lu}[\\p{Ll}\\p{M}]{2,30})(?:(?=\\s{1,3}\\p{Ll})|(?=\\s{0,3}(?:[,.;:)]|$))(?<closes>))`, 'u');
// A country written with its article after the town is the same one place ("Rotterdam, the Netherlands": C27; sets 34 and
// 56 label the article inside it; h73t56).
// A country whose name is a person's too is the town's country after the comma, unless a capitalised word follows ("Amman,
// Jordan" one place; "offices in Leeds, Jordan Smith and …" no country; issue 18, h78t61).
/**
 * A state named as its city is ("New York", "Quebec") before its nation after a comma names the city, and the two are one
 * place, as a city and its country are (C27): "a company of New York, USA", "of Quebec, Canada" (issue 18, h94at). Only
 * the state's own nation: "offices in New York, Ireland and Singapore" lists three places. (A state of no such city was
 * kept apart from its country, "the laws of Ontario, Canada" two, until C151 below.)
 */
const STATES_NAMED_AS_CITIES: ReadonlySet<string> = new Set(['New York', 'Quebec']);
const NATION_AFTER_STATE = new RegExp(`^,\\s{1,3}(?:the\\s{1,3})?(?:${alt(COUNTRIES.filter((c) => /^(?:United States|U\.?S\.?(?:A\.?)?$|Canada$)/.test(c)))})(?![A-Za-z])`);
/**
 * A state, a province or a territory and its own nation after a comma are one place too, as a town and its state are
 * (C151, the lead's decision, issue 18, h103p61; set 78's "incorporated in Manitoba, Canada"): "Ontario, Canada",
 * "Texas, USA", "Queensland, Australia". Only the region's own nation: "offices in Texas, Mexico and Canada" lists three.
 */
const nationOfRegion = (nations: RegExp): RegExp => new RegExp(`^,\\s{1,3}(?:the\\s{1,3})?(?:${alt(COUNTRIES.filter((c) => nations.test(c)))})(?![A-Za-z])`);
const US_AFTER = nationOfRegion(/^(?:United States(?: of America)?|U\.?S\.?(?:A\.?)?)$/);
const CANADA_AFTER = nationOfRegion(/^Canada$/);
const AUSTRALIA_AFTER = nationOfRegion(/^Australia$/);
const CANADIAN_REGIONS: ReadonlySet<string> = new Set(NUMBERED_COMPANY_PLACES);
const AUSTRALIAN_REGIONS: ReadonlySet<string> = new Set(AUSTRALIAN_STATES.map((a) => a.name));
/** The region's own nation after it at the start of `after` (see above), or null. */
function nationAfterRegion(name: string, after: string): RegExpExecArray | null {
  if (STATES_NAMED_AS_CITIES.has(name)) return NATION_AFTER_STATE.exec(after);
  if (CANADIAN_REGIONS.has(name)) return CANADA_AFTER.exec(after);
  if (AUSTRALIAN_REGIONS.has(name)) return AUSTRALIA_AFTER.exec(after);
  return STATE_NAMES.has(name) && name !== 'Washington' ? US_AFTER.exec(after) : null;
}
// Its three readings in the pattern's order: a state, a listed country (looked up: styled-countries.ts), a country
// named only as a polity or a city's facility. The first two and the third start on a comma or a blank: apart.
const STATE_AFTER_COMMA = new RegExp(`^,\\s*(?:${alt(STATES)})(?![A-Za-z])`);
const COMMA_BLANKS = /^,\s*/;
const POLITY_ONLY_OR_FACILITY_AFTER = new RegExp(`^(?:,\\s*(?:${alt(POLITY_ONLY_COUNTRIES)})(?!\\s[A-Z])|\\s+(?:${alt(CITY_FACILITIES)}))(?![A-Za-z])`);
/** Sticky patterns for styledCountryAt, made once (each call sets their lastIndex before it reads). */
const THE_BLANKS_AT = /the\s+/y;
const ASCII_LETTER_AT = /[A-Za-z]/y;
/**
 * A state, a country or a city's facility after a listed city at the start of `after` ("…, Texas", "…, the Republic
 * of Korea", "… International Airport"), as its text (`[0]`), or null.
 */
export function stateAfter(after: string): { readonly 0: string } | null {
  const state = STATE_AFTER_COMMA.exec(after);
  if (state) return state;
  const comma = COMMA_BLANKS.exec(after);
  const country = comma ? styledCountryAt(after, comma[0].length, THE_BLANKS_AT, ASCII_LETTER_AT) : undefined;
  if (country !== undefined) return [after.slice(0, country)];
  return POLITY_ONLY_OR_FACILITY_AFTER.exec(after);
}
/** "the Hashemite Kingdom of Jordan", "the Republic of Chad": a country whose bare name is a person's, named as a polity. */
const POLITY_ONLY_NAMED = new RegExp(`\\b(?:${alt(POLITY_ONLY_COUNTRIES)})(?![A-Za-z])`, 'g');
/** The name joined on by a hyphen to a longer one: "Guinea-Bissau" is read whole, by its own entry, not as "Guinea". */
export const JOINED_ON = /^[-\u2010\u2011]\p{L}/u;
/** A preposition of place or of movement right before a name (`isPlaceMeant`). Anchored at the end, bounded: linear. */
const PLACE_OR_MOVEMENT_BEFORE = /\b(?:in|from|to|into|across|throughout|within|near|around|outside)\s{1,3}$/i;
/**
 * A POLITY_ONLY_COUNTRIES name that is no one's given name ("Guinea", a coin's and a fowl's name too; "Sicily",
 * "Scandinavia", regions the chat lists) is the place after a preposition of place or movement: "the boats that come
 * from Guinea", "140 stores in Scandinavia" (set 93's attribute cause 7, issue 18, h119a93). "Jordan" and "Chad" stay
 * bare there ("a letter from Jordan" names a person as often); so does a name before a currency's word ("paid in
 * Caribbean dollars").
 */
function isPlaceMeant(text: string, begin: number, end: number): boolean {
  return !isPlainGivenName(text.slice(begin, end)) && PLACE_OR_MOVEMENT_BEFORE.test(text.slice(Math.max(0, begin - 16), begin))
    && !CURRENCY_AFTER.test(text.slice(end, end + 12)) && !JOINED_ON.test(text.slice(end, end + 2));
}
const STATE_NAMES = new Set(STATES);
const SA_PROVINCES: ReadonlySet<string> = new Set(SOUTH_AFRICAN_PROVINCES);
/**
 * The US capital with its district after a comma, "in Washington, D.C.", "of Washington, DC", is one place as a city
 * and its state are (C48): without a street before it the district was read by no reader, and the Location stopped at
 * "Washington" (h62names' Left, h63left). Only after the listed "Washington"; anchored, bounded: linear.
 */
const DISTRICT_AFTER_WASHINGTON = new RegExp(String.raw`^,\s{0,3}(?:${DC_POINTED}|DC(?![A-Za-z0-9]))`);
/** A listed place at a found place's start, and one after a comma ("…, Hyderabad", "…, Germany"). */
const LISTED = listedIndex([...PLACES, ...STATES, ...COUNTRIES]);
/** Whether `words`, whole, are a place the gazetteer lists ("France", "New South Wales"). */
export const isListedPlace = (words: string): boolean => listedAt(LISTED, words, 0)?.length === words.length;
const COMMA_BEFORE_LISTED = new RegExp(String.raw`^,\s{1,3}(?:the\s{1,3})?${POLITY_STYLE}`);
/**
 * The length of a comma, blanks and a listed place that no letter follows at the start of `after`, or undefined. An
 * article before it only before a country ("…, the Netherlands", C27; h73t56), and so the state's style ("In the city of
 * Encarnación, Republic of Paraguay": C27's town and country, the polity's words inside; issue 18, h75t57).
 */
function listedAfter(after: string): number | undefined {
  const comma = COMMA_BEFORE_LISTED.exec(after);
  const name = comma ? listedAt(LISTED, after, comma[0].length) : undefined;
  if (!comma || name === undefined || (/(?:the|of)\s{1,3}$/.test(comma[0]) && !COUNTRY_NAMES.has(name))) return undefined;
  // An address's last part may be a capital city's administrative name ("…, Xaythany District, Vientiane Capital": CAPITAL_AFTER).
  const end = comma[0].length + name.length;
  return end + (CITY_NAMES.has(name) ? CAPITAL_AFTER.exec(after.slice(end, end + 16))?.[0].length ?? 0 : 0);
}
/** The length of a comma, blanks and a listed country at the start of `after` ("…, South Africa"), or 0. */
function countryAfter(after: string): number {
  const length = listedAfter(after) ?? 0;
  return length > 0 && COUNTRY_NAMES.has(after.slice(0, length).replace(COMMA_BEFORE_LISTED, '')) ? length : 0;
}
/**
 * A region the gazetteer lacks between a town and its listed country ("domiciled in Facatativá, Cundinamarca, Colombia"):
 * the town, its region and its country are one place (C27), as a listed region after a comma is (h25s29a).
 */
const REGION_BEFORE_COUNTRY = new RegExp(`^,\\s{1,3}\\p{Lu}[\\p{Ll}\\p{M}'’-]+(?:\\s\\p{Lu}[\\p{Ll}\\p{M}'’-]+){0,2}(?=,\\s{1,3}(?:${alt(COUNTRIES)})(?![\\p{L}]))`, 'u');
/**
 * A town the gazetteer does not list, written with its US state after a preposition of place ("in Newark, New
 * Jersey", "at Pecos County, Texas"): the two are one place, as a listed city and its state are.
 */
// "within fifty miles of Bend, Oregon", "from Tulsa, Oklahoma" too, unless the "town" is a state ("the State of New
// York, New York" is read as the polity, below). An Australian town and its state likewise ("a company of Shepparton,
// Victoria", "Dandenong South, Victoria": C48, issue 18, h31a42), as "Columbus, Ohio" is; a New Zealand town and its
// region too ("near Waharoa, Waikato", h44s48), and an Irish town and its county ("of Cashel, Tipperary", "at Clonmel,
// Co. Tipperary", h47s49). Not a state before a
// capitalised word: "the consent of John Brown, Victoria Adams" lists people, "Victoria" a given name (hrev26).
// (h34x44) A venue the sentence names with "the" may stand between the preposition and the town ("held at the Desert
// Pavilion, Las Vegas, Nevada"): the town and its state are still one place (C48), the venue none. Not a party's role
// ("the consent of the Owner, Aa, Georgia" names people).
// A Malaysian or an Indian town and its state likewise ("in Shah Alam, Selangor", "of Nashik, Maharashtra": C48, issue
// 18, h55n51; STATES_AFTER_TOWN in the gazetteer's REGIONS_AFTER_TOWN).
/** The polity's words before its "of" ("the State of", "Commonwealth of", "the laws of"): anchored at the end, bounded. */
const POLITY_OF_BEFORE = /\b(?:states?|commonwealth|laws?|republic)\s{1,3}$/i;
const TOWN_STATE = new RegExp(`\\b(in|at|near|of|from)\\s{1,3}(?:the\\s{1,3}(?!(?:${ROLE_WORDS.join('|')})\\b)(?:[A-Z][a-z'’-]+\\s{1,3}){0,3}[A-Z][a-z'’-]+,\\s{1,3})?((?:[${NAME_CAPITAL_LETTERS}][${NAME_SMALL_LETTERS}]+\\s{1,3}){0,2}[${NAME_CAPITAL_LETTERS}][${NAME_SMALL_LETTERS}]+),\\s{0,3}`, 'g');
/**
 * TOWN_STATE's state after the town's comma, looked up in the listed index (styled-countries.ts says why), where no
 * letter nor a capitalised word follows it.
 */
const TOWN_STATE_INDEX = listedIndex(REGIONS_AFTER_TOWN);
const NOT_AFTER_TOWN_STATE = new RegExp(String.raw`[${NAME_LETTERS}]|\s[A-Z][${NAME_SMALL_LETTERS}]`, 'y');
const townStateEnd = (text: string, at: number): number | undefined => {
  const state = listedAt(TOWN_STATE_INDEX, text, at, NOT_AFTER_TOWN_STATE);
  return state === undefined ? undefined : at + state.length;
};
/** TOWN_STATE's matches, each with its state (`[0]` the whole, `[1]` the preposition, `[2]` the town). */
export const townsWithState = (text: string): RegExpExecArray[] => matchesWithTail(TOWN_STATE, text, townStateEnd);
/**
 * A street where TOWN_STATE wants the town ("of Harbour Road, Penang", "from Main Street, Ohio", "at Jalan Ampang,
 * Selangor"): no town, so no town and state joined; the listed state keeps its own reading (issue 18, hrev40). The
 * street kinds of addresses.ts that open or end no town's name (STREET_KINDS_FIRST_NO_TOWN_SOURCE before the name,
 * STREET_KINDS_IN_FULL after it): street words that also end towns ("Menlo Park", "Bowling Green", "Chestnut Hill") are
 * left out.
 */
const STREET_FOR_TOWN = new RegExp(`^(?:${STREET_KINDS_FIRST_NO_TOWN_SOURCE})\\s|\\s(?:${STREET_KINDS_IN_FULL.join('|')})$`);
/**
 * An Irish postcode (Eircode) after a town and its county ("of Ballymore, Co. Kildare, W91 K2P7"): part of the one
 * address, as a UK postcode after a town is (set 19; h47s49). Routing key, then the four-character unique identifier.
 */
const EIRCODE_AFTER = /^,\s{1,3}[AC-FHKNPRTV-Y](?:\d{2}|6W)\s?[0-9AC-FHKNPRTV-Y]{4}(?![A-Za-z0-9])/;
/**
 * A town the gazetteer does not list, written with its country after a comma (C27: "Stavanger, Norway" is one
 * Location), after a preposition of place ("Aegean Bulk Carriers S.A. of Piraeus, Greece", "an office in Lyon,
 * France") or after a company's legal form and a comma, as an address row writes it ("… S.A., Piraeus, Greece, for the
 * attention of …"; issue 18, h42s47, set 47). The town is one to three capitalised words; not a party's role ("of the
 * Buyer, France"), nor a state's name (TOWN_STATE reads those). Its words may be joined by a town's particles ("in Santa
 * Bárbara de Samaná, Dominican Republic", "in Braunau am Inn, Austria"; issue 18, h93at). Bounded: linear.
 */
const TOWN_COUNTRY = new RegExp(`(?:\\b(?:in|at|near|of|from)\\s{1,3}|(?<=\\b(?:Ltd|Limited|Inc|LLC|plc|PLC|S\\.A|SA|B\\.V|BV|N\\.V|NV|GmbH|AG|Pty|Corp|Co)\\.?,\\s{1,3}))(?!(?:${ROLE_WORDS.join('|')})\\b)((?:[${NAME_CAPITAL_LETTERS}][${NAME_SMALL_LETTERS}]+\\s{1,3}(?:(?:${TOWN_PARTICLES.join('|')})\\s{1,3}){0,2}){0,2}[${NAME_CAPITAL_LETTERS}][${NAME_SMALL_LETTERS}]+),\\s{1,3}`, 'g');
/** TOWN_COUNTRY's country after the town's comma: "the" before it, its state's style, no letter after it. */
/** Sticky patterns for styledCountryAt, made once (each call sets their lastIndex before it reads). */
const THE_UP_TO_3_BLANKS_AT = /the\s{1,3}/y;
const LATIN_LETTER_AT = new RegExp(`[${NAME_LETTERS}]`, 'y');
const townCountryEnd = (text: string, at: number): number | undefined => styledCountryAt(text, at, THE_UP_TO_3_BLANKS_AT, LATIN_LETTER_AT);
/** TOWN_COUNTRY's matches, each with its country (`[0]` the whole, `[1]` the town). */
export const townsWithCountry = (text: string): RegExpExecArray[] => matchesWithTail(TOWN_COUNTRY, text, townCountryEnd);
/**
 * A town the gazetteer does not list, written with its country after "in" ("the flower auction at Aalsmeer in the
 * Netherlands", "ship the boxes to Klaipeda in Lithuania"): the town is a Location of its own, the country another (set 56
 * labels the two apart; issue 18, h73t56). After a preposition of place or motion; the town is one to three capitalised
 * words, no role, state or listed place, nor common English words only ("at Head Office in France") or a business's
 * name ("from Aa Logistics in Germany"). Bounded: linear.
 */
// The country is looked up in the listed index after the match (no second alternation of every country to compile).
const TOWN_IN_COUNTRY = new RegExp(`\\b(?:in|at|near|from|to)\\s{1,3}(?!(?:${ROLE_WORDS.join('|')})\\b)((?:\\p{Lu}[\\p{Ll}\\p{M}'’-]+\\s{1,3}){0,2}\\p{Lu}[\\p{Ll}\\p{M}'’-]+)\\s{1,3}in\\s{1,3}(?:the\\s{1,3})?(?=\\p{Lu})`, 'gu');
/**
 * A street's word right after a listed place: "Wellington Street", "London Road" name a street, no town (h31a42). Only
 * the words that follow a town's name as nothing else: "London Court of International Arbitration", "Sydney Park" or "a
 * Manchester Green" may be other things (addresses.ts's STREET_WORDS holds those too).
 */
/**
 * An event's name that opens with a place, one or two capitalised words then the event's kind, no capitalised word after:
 * "Bequia Boat Day" (a song's title), "the Wayne County Fair", "the Kingston Jazz Festival", "the Tamarack Lakeshore
 * Marathon" — the name is the event's, no place named (sets 36, 40, 72 and 77 label none; issue 18, h102t77). Tested
 * right after the listed place; anchored, bounded: linear.
 */
const EVENT_NAME_AFTER = /^(?:\s\p{Lu}[\p{Ll}'’-]{1,20}){0,2}\s(?:Day|Festival|Regatta|Race|Carnival|Marathon|Fair)(?![\p{L}\p{M}'’-])(?![ \t]{1,3}\p{Lu})/u;
// The kinds in full (addresses.ts's STREET_KINDS_IN_FULL) and the abbreviations of three that no other word is ("Rd",
// "Ave", "Blvd": STREET_WORDS' own, written out, and a test checks they are; h108mendS); "St" before a name is a saint's
// ("London St Pancras", "from Dublin St James's Gate"): no street (hrev26).
export const STREET_ABBREVIATIONS_AFTER_TOWN: readonly string[] = ['Rd', 'Ave', 'Blvd'];
const STREET_WORD_AFTER = new RegExp(String.raw`^\s(?:${STREET_KINDS_IN_FULL.join('|')}|St(?!\.?\s{1,3}\p{Lu})|${STREET_ABBREVIATIONS_AFTER_TOWN.join('|')})(?![A-Za-z])`, 'u');
/**
 * A town naming the road that leads to it, in small letters after "the": "a yard on the Berbera road in Hargeisa", "the
 * Mombasa highway" — the road, no town (C48: the city naming the street is none, as in "London Road"; set 80, issue 18,
 * h103a80). Only with "the" right before the town: "trucks from Leeds road hauliers use" keeps its town. Anchored, literal.
 */
const ROAD_NAMED_AFTER = /^\s(?:road|highway)(?![A-Za-z])/;
const THE_BEFORE = /(?<![\p{L}])the\s$/u;
/**
 * A street's kind written first, as Romance addresses write it, right before a listed place: "Rue de Paris", "Avenida
 * Brasil", "Via Roma" name a street, no town, as "London Road" does (C48: the city naming the street is none; set 68,
 * issue 18, h90at). Every kind addresses.ts has written first that opens no town's name (STREET_KINDS_FIRST_NO_TOWN_SOURCE:
 * "Rruga Tirana, Durrës" is one street and its town; h108st). Anchored at the end of a bounded slice: linear.
 */
// So does a French kind English writes after the name, when its particle follows it ("Route de Rufisque", "Avenue de
// Tunis": the town names the street; issue 18, h94at, once "Rufisque" was listed).
const STREET_KIND_BEFORE = new RegExp(`(?<![\\p{L}])(?:(?:${STREET_KINDS_FIRST_NO_TOWN_SOURCE})\\s(?:(?:de|du|des|da|do|dos|das|di|del|della|la)\\s){0,2}|(?:${FRENCH_STREET_KINDS_FIRST.join('|')})\\s(?:de\\sla|de|du|des)\\s)$`, 'u');
/**
 * A line of its own that dates a signing at a place, as civil-law drafting closes a contract ("Curitiba, 15 July 2027.",
 * "Almaty, 3 March 2026", "Lyon, le 2 mai 2025" is not English): the words before the comma name the place, listed in the
 * gazetteer or not (h23s23). The whole element is the line: a clause that opens with a name and a date ("Acme, 1 May
 * 2025 …") is none. Bounded: linear. A translation's "In" may open the line ("In Kuopio, 15 December 2027"): no part of
 * the place; German towns carry "im" or "am" ("Langnau im Emmental, …"; h26s31a).
 */
// Not a place: a line's label or a day ("Signed, 2 March 2026", "Effective Date, …", "Monday, 2 March 2026").
// Nor a party's role or an officer's post ("Supplier, 1 May 2025", "Chief Executive, 1 May 2025"), nor a signing verb
// in the past ("Witnessed, …"): a line of the signing block, no place (hrev15).
const NOT_A_SIGNING_PLACE = `(?![^,\\n]{0,100}\\b(?:${ROLE_WORDS.join('|')}|${POST_WORDS.join('|')})\\b)(?!\\p{Lu}\\p{Ll}{2,}ed\\b)(?!(?:Signed|Dated?|Effective|Executed|Done|Made|Entered|Agreed|Accepted|Received|Approved|Updated|Issued|Amended|Revised|Version|Today|Witness|Commencement|Start|End|Expiry|${WEEKDAY_NAME}|The|This|On|As|From|Until|Between|Term|Deadline|Delivery|Payment|Closing|Completion|Invoice|Order|Notice)\\b)`;
const DATED_PLACE_LINE = new RegExp(`^\\s{0,3}(?:In\\s{1,3})?${NOT_A_SIGNING_PLACE}((?:\\p{Lu}[\\p{L}'’-]{1,30})(?:\\s(?:(?:de|do|da|dos|das|del|la|le|sur|upon|on|im|am|an|der|ob)\\s)?\\p{Lu}[\\p{L}'’-]{1,30}){0,2}),\\s{1,3}(?:(?:the\\s)?\\d{1,2}(?:st|nd|rd|th)?\\s(?:(?:day\\s)?of\\s)?${MONTH_NAME},?\\s\\d{4}|${MONTH_NAME}\\s\\d{1,2}(?:st|nd|rd|th)?,?\\s\\d{4})\\.?\\s{0,3}$`, 'u');
/**
 * The particle and the river or region that complete a town's name in German, Austrian and English usage: "Frankfurt am
 * Main", "Frankfurt an der Oder", "Freiburg im Breisgau", "Rothenburg ob der Tauber", "Kingston upon Hull" (the gazetteer
 * lists the town alone; C27 reads a place's words as one: issue 18, h80t62). One capitalised word after the particle,
 * no capitalised word after it ("Frankfurt am Main Airport" is the town's facility, read as before). Anchored: linear.
 */
const RIVER_PARTICLE_AFTER = /^\s(?:am|an\sder|an\sdem|im|in\sder|ob\sder|upon)\s\p{Lu}[\p{Ll}\p{M}]{1,30}(?![\p{L}\p{M}'’-])(?!\s\p{Lu})/u;
/** A country's name in a currency's ("in United States Dollars", "Hong Kong dollars"): the money, no place (h21attr). */
/** A statute's name closing after a bracketed place: "(Aa) Act", "(Bb) Regulations". */
const STATUTE_AFTER_BRACKET = /^\)\s{1,3}(?:Act|Acts|Regulations?|Ordinance|Code|Rules)(?![\p{L}])/u;
/**
 * A compass or extent word right before a listed country makes one region of the two: "in Peninsular Malaysia", "East
 * Malaysia", "Central Europe", "Northern England" (set 51 labels "Peninsular Malaysia" whole, set 32 "West Jutland"; C27
 * reads a place's parts as one; issue 18, h55n51). Capitalised only ("mainland China" keeps "China"); names the
 * gazetteer lists whole ("Northern Ireland", "South Africa", "Western Australia") are read whole before this.
 */
const REGION_QUALIFIER_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}'’-])(?:${longestFirstAlternation(REGION_QUALIFIERS)})\s$`, 'u');
const COUNTRY_NAMES: ReadonlySet<string> = new Set(COUNTRIES);
/** Territories that also name a breed of cattle: joined by a hyphen ("a Friesian-Jersey cross", "Guernsey-sired") a breed. */
const BREED_NAMED_TERRITORIES: ReadonlySet<string> = new Set(['Jersey', 'Guernsey']);
/** After a country's name used as its language: the contract's version in it ("text", "version", "original", "language"). */
const LANGUAGE_VERSION_AFTER = /^\s{1,3}(?:texts?|versions?|originals?|language|translations?|wording)(?![\p{L}\p{M}])/u;
// Also the rupee's, the shilling's, the franc's, the dinar's and the peso's names after their country ("LKR 750,000 (Sri
// Lanka Rupees Seven Hundred and Fifty Thousand)", "Kenya Shillings", "Swiss Francs"): the currency's country word, no
// place (table 2.4; set 83, issue 18, h106n83).
const CURRENCY_AFTER = /^\s{1,3}(?:dollars?|Dollars?|DOLLARS?|[Rr]upees?|RUPEES?|[Ss]hillings?|SHILLINGS?|[Ff]rancs?|FRANCS?|[Dd]inars?|DINARS?|[Pp]esos?|PESOS?)(?![A-Za-z])/;
/**
 * "US" for the United States, where the capitals cannot be the pronoun "us" (set 73, issue 18, h98at; table 2.4's
 * "UK/U.S. wherever they stand"): before a word in small letters ("the rise in the US consumer price index", "US law")
 * or after a small-letter "the" ("ships to the US"; not before a capitalised word, "the US Virgin Islands" being read
 * whole as listed). Not in a line of capitals ("HOLD US HARMLESS", "PAYING US": no small
 * letter beside it), nor before "dollars" (CURRENCY_AFTER: a currency's country word) or "$". Bounded: linear.
 */
const US_AS_COUNTRY = /(?<![\p{L}\p{N}.$-])US(?=[ \t]{1,3}\p{Ll})|(?<=\bthe[ \t]{1,3})US(?![\p{L}\p{N}$.-])(?![ \t]{1,3}\p{Lu})/gu;
/**
 * A kind of water or land after a listed town names a place of its own, read whole: "the 2027 Bristol Bay salmon season"
 * (set 23 labels "Bristol Bay"), "along the Hamburg Harbour" (h56attr). Not before another capitalised word.
 */
const WATER_OR_LAND_AFTER = /^\s(?:Bay|River|Valley|Lake|Harbour|Harbor|Peninsula|Gulf|Estuary|Delta|Fjord)(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu})/u;
/**
 * A word of position after a listed town names the village or quarter that takes the town's name, one place read whole
 * (C27 reads a place's words as one): Tetum's lower and upper ("Railaco Kraik", "Railaco Leten", Timor-Leste's sucos)
 * and the Portuguese and Spanish compass and height words ("Dili Norte", "Santa Cruz Alto"). Capitalised, closing the name
 * (no capitalised word after it). Issue 18, h102n78 (set 78). Anchored: linear.
 */
const POSITION_WORD_AFTER = /^\s(?:Kraik|Leten|Norte|Sul|Sur|Leste|Oeste|Alto|Baixo|Bajo)(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})/u;
/**
 * A capital city's administrative name, "<City> Capital" ("Vientiane Capital", "Phnom Penh Capital"), is one place where an
 * address or a signing line puts it: after a district's or a province's line and a comma ("Xaythany District, Vientiane
 * Capital"), or after "at"/"in" in a sentence that makes or signs the contract ("made … at Vientiane Capital between:").
 * Elsewhere the same words name a company as often ("London Capital Ltd", "loans from Sydney Capital"): the city alone.
 * Not before a capitalised word, "&" or a possessive ("Dubai Capital Partners", "Dubai Capital's fund"). Issue 18, h78t61b.
 */
const CAPITAL_AFTER = /^\sCapital(?![\p{L}\p{M}'’&])(?!\s{1,3}(?:\p{Lu}|&))/u;
// An address's line before it: a division's or a street's (addresses.ts's STREET_KINDS_IN_FULL: "Souphanouvong Road,
// Vientiane Capital").
const ADDRESS_LINE_BEFORE = new RegExp(String.raw`(?:District|Province|Prefecture|Municipality|Ward|Commune|Township|${STREET_KINDS_IN_FULL.join('|')}),\s{1,3}$`);
const SIGNING_AT_BEFORE = /\b(?:made|signed|done|executed|concluded|entered\s{1,3}into)\b[^.;:]{0,80}\s(?:at|in)\s{1,3}$/i;
const APPOSITIVE_AFTER = /^,\s{1,3}(?:a|an)\s/;
/** Whether "<City> Capital" ends at `end` in a place's position (CAPITAL_AFTER). */
function capitalInPlace(text: string, index: number, end: number): number {
  const capital = CAPITAL_AFTER.exec(text.slice(end, end + 16));
  if (!capital) return 0;
  const before = text.slice(Math.max(0, index - 120), index);
  // After "made … in", an appositive says what the words name ("The investment is made in Nairobi Capital, a fund …"): a
  // company's name, no place (review hrev82).
  const appositive = APPOSITIVE_AFTER.test(text.slice(end + capital[0].length, end + capital[0].length + 8));
  return ADDRESS_LINE_BEFORE.test(before) || (SIGNING_AT_BEFORE.test(before) && !appositive) ? capital[0].length : 0;
}
/**
 * A country whose bare name is a person's, after a listed town and a dash ("Amman – Jordan", "N'Djamena - Chad"): the
 * town's country, its own Location as after a dash "Cairo – Egypt" gives two (C27 with a dash: the writer joins with a
 * dash two places, not one name). Not before a capitalised word ("Leeds – Jordan Smith"), a possessive ("Sydney - Jordan's
 * team") or a second dash ("the manager in Boston - Jordan - approves": a name set off; review hrev82). Issue 18, h78t61b.
 */
const DASH_POLITY_ONLY = new RegExp(`^\\s{1,3}[–—-]\\s{1,3}(${alt(POLITY_ONLY_COUNTRIES)})(?![A-Za-z'’])(?!\\s[A-Z])(?!\\s{1,3}[–—-])`);
/** `re.exec(text)` of a non-global pattern, skipped when the prefilter says it cannot match. */
function filteredExec(re: RegExp, text: string): RegExpExecArray | null {
  return mayMatch(re, foldedForPrefilter(text)) ? re.exec(text) : null;
}

/**
 * The kinds of a state's first-level division written after its name: "Western Highlands Province", "Aichi Prefecture",
 * "Giza Governorate", "Lviv Oblast", "the Oromia Region" (Ethiopia's regional states, Ghana's and Cameroon's regions; set
 * 67, issue 18, h89at) (a pattern's source, one home for TOWN_PROVINCE and PLACE_BY_KIND).
 */
const PROVINCE_KINDS = 'Province|Prefecture|Governorate|Oblast|Region';
/**
 * An administrative kind, capitalised, after a listed town names the district or province the town gives its name to,
 * one place read whole: "Hee-Gyathang, Mangan District" (an Indian district named after its headquarters town), as
 * PLACE_BY_KIND reads "Kailahun District" and the sets label "Kurunegala District", "Aarhus Municipality", "Kunene
 * Region" whole (C27; set 89's cause 9, issue 18, h117s89). Not before another capitalised word (a body's name: "Mangan
 * District Court", "Kampala District Land Board"). Anchored: linear.
 */
const ADMIN_KIND_AFTER = new RegExp(String.raw`^\s(?:District|${PROVINCE_KINDS}|Municipality)(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})`, 'u');
/**
 * A province named with its kind after a listed town and its comma: "Auki, Malaita Province", "Lae, Morobe Province" (a
 * Solomon Islands' or Papua New Guinean address line) is one place, as a town and its state are (C48; TOWN_PROVINCE reads
 * the same after "in" or "at" where the town is not listed). Not where a capitalised word goes on after the kind (a post,
 * "Morobe Province Administrator"). Anchored, bounded: linear.
 */
/**
 * A listed town's island after a comma ("Betio, Tarawa", "Ambo, South Tarawa"): one place with the town, as a town and its
 * state are (C117; C27, C48). Not an island a capitalised word follows, nor one "and" or "or" and a capitalised word
 * follow: a list of places goes on ("between St. George's, Carriacou and Petite Martinique": three ports, set 71).
 */
const ISLAND_AFTER_TOWN = new RegExp(String.raw`^,\s{1,3}(?:${alt(ISLANDS)})(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})(?!\s{1,3}(?:and|or|&)\s{1,3}\p{Lu})`, 'u');
/**
 * A listed town's district after a comma, named by a compass point after its own word or two: "Tanji, Kombo South",
 * "Brikama, Kombo Central", "Kibera, Nairobi West" (Gambian, Kenyan and other districts so named): one place with the
 * town, as a town and its state are (C48; set 77, issue 18, h102t77). The compass point last ("South Wales" first names
 * a country's part, read elsewhere); not where a capitalised word goes on after it. Anchored, bounded: linear.
 */
const COMPASS_DISTRICT_AFTER_TOWN = new RegExp(String.raw`^,\s{1,3}\p{Lu}[\p{Ll}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{Ll}\p{M}'’-]{1,30})?\s(?:${longestFirstAlternation(COMPASS_POINTS_AND_CENTRAL)})(?![\p{L}\p{M}'’-])(?![ \t]{1,3}\p{Lu})`, 'u');
/** After a town named for a dedication, the church's or the feast's: an apostrophe or a capitalised word. */
const DEDICATION_AFTER = /^(?:['’]|\s{1,3}\p{Lu})/u;
/** A capital's commune and the capital after its comma: one place (CITY_DISTRICTS, C48). Literal names: linear. */
const CITY_AFTER_DISTRICT = new RegExp(String.raw`^,\s{1,3}(?:${alt(Object.keys(CITY_DISTRICTS))})(?![\p{L}\p{M}'’-])`, 'u');
const DISTRICT_NAMES: ReadonlySet<string> = new Set(Object.values(CITY_DISTRICTS).flat());
/** Before a town named as a person or a currency: a surname's particle, a figure, "Panamanian" (anchored at the end). */
const PERSON_OR_SUM_BEFORE = /(?:\b(?:de|del|da|do)|\d|Panamanian)\s{0,3}$/;
// After a listed town only, "State" too, as Myanmar's and Nigeria's states are named ("Nyaungshwe, Shan State", "Ikeja,
// Lagos State"; h102a79): not in PROVINCE_KINDS, whose other readers would take "the Member State" for a place.
const PROVINCE_AFTER_TOWN = new RegExp(String.raw`^,\s{1,3}(?:\p{Lu}[\p{Ll}\p{M}'’-]{1,30}\s){1,3}(?:${PROVINCE_KINDS}|State)(?![\p{L}\p{M}])(?![ \t]{1,3}\p{Lu})`, 'u');
/** PROVINCE_AFTER_TOWN's match, unless its "State" follows common words only ("Paris, Member State": a role, no state). */
function provinceAfterTown(after: string): RegExpExecArray | null {
  const m = PROVINCE_AFTER_TOWN.exec(after);
  if (!m || !/State$/.test(m[0])) return m;
  return m[0].slice(1, -5).trim().split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 20)) ? null : m;
}
/**
 * A place named by its kind after its name: a valley, a bay, a river, a lake, a county, a national park or reserve ("in
 * the Aa Valley", "from the Bb River", "in Cc Bay", "recruited from Dd County", "the Ee Ff National Reserve"; h27s32a).
 * One to three capitalised words before the kind; organizations are read first, so "Aa Valley Bank" stays a bank. A
 * sentence's first word is no part of it, nor an address's last part after a comma: a word in small letters stands
 * before. A capitalised word after the kind makes it part of a longer name ("Aa Valley Learning Trust"). Bounded: linear.
 */
// Not a party: a county that contracts is described or given an alias after its name ("Aa County, a political
// subdivision …", "Aa County (the "County")"), as C25's bodies are. Not a defined thing of common words ("no Parking
// Bay holds …"): one word of the name is no common English word, or a listed place follows it ("Story County, Iowa").
/** A capitalised word of letters only right before a match, a blank between: the match goes on a name begun before it. */
const CAPITALISED_WORD_BEFORE = /(?<![\p{L}\p{M}'’.-])\p{Lu}[\p{Ll}\p{M}]+\s{1,3}$/u;
/** A capitalised word and "and" right before a match: the match ends a name joined by "and". Anchored at the end. */
const NAME_AND_BEFORE = /(?<![\p{L}\p{M}])\p{Lu}[\p{Ll}\p{M}]+\s{1,3}and\s{1,3}$/u;
const PARTY_AFTER_PLACE = /^(?:,?\s{1,3}an?\s|\s{0,3}\()/;
/** A comma and blanks right before the name (PLACE_BY_KIND's other lookbehind): anchored at the end. */
const COMMA_BEFORE = /,\s{1,3}$/;
/**
 * A body named "of" its place right before that comma ("… of Ban Phon Heuang Village, "): one to four capitalised
 * words after "of" (the place, `[1]`). Anchored at the end, bounded: linear.
 */
const BODY_OF_PLACE_BEFORE = /\bof\s{1,3}((?:\p{Lu}[\p{L}\p{M}'’-]{0,30}\s){0,3}\p{Lu}[\p{L}\p{M}'’-]{0,30}),\s{1,3}$/u;
/**
 * A preposition of place right before the name: the place a thing is in ("roads in Kailahun District (the "Project")"), no
 * party however an alias or a description follows it (issue 18, h93at). Anchored at the end, bounded.
 */
const PLACE_PREPOSITION_BEFORE = /(?<![\p{L}])(?:in|at|near|within|across|throughout)\s{1,3}$/u;
// A state's first-level division named by its kind is such a place too ("the Aa Community of Bb Dzor Province", "a farm
// in Cc Prefecture", "Dd Oblast"): set 66 labels "Vayots Dzor Province" (issue 18, h88at); a body's name holding it
// ("the Court of … of Bb Province") is read first and wins. So is a district named by its kind ("in the Corozal District of
// Belize": set 68, issue 18, h90at); "Aa District Council" goes on with a capital and is a body's. So is a Maldivian atoll
// ("an island in Dhaalu Atoll": set 71, h93at).
// A row's label and its colon stand before the place as a word in small letters does ("Harvested: Johnson County, Wyoming",
// "Origin: Teton County": a particulars row; set 74, issue 18, h98t74).
// So does a comma after a body named "of" its place: the district after it is where the body is ("the Committee of Ban
// Phon Heuang Village, Luang Prabang District ("the Village")", "the Gram Panchayat Unit of Hee-Gyathang, Mangan
// District, represented by …": an address's region, C48), and the alias after it is the body's before the comma, no
// party of the district's (BODY_OF_PLACE_BEFORE; issue 18, h117n90, set 90; set 89's Mangan District the same shape).
// After a town and a comma the region is the town's, one place with it ("Auki, Malaita Province", "Hangzhou, Zhejiang
// Province" in an address): read there by the town's readers, not here.
const PLACE_BY_KIND = new RegExp(String.raw`(?<=(?:\p{Ll}:?|,)\s{1,3})(?:(?!(?:The|This|That|Any|Each|All|Such|Our|Your|Their|Its)\s)\p{Lu}[\p{Ll}\p{M}'’-]{1,30}\s){1,3}(?:Valley|Bay|River|Lake|County|National\s(?:Park|Reserve)|Game\sReserve|Nature\sReserve|Peninsula|Gulf|Estuary|Delta|Fjord|District|Atoll|Island|Islands|Harbour|Harbor|${PROVINCE_KINDS})(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu})`, 'gu');

/**
 * A region the gazetteer lacks after a town in a place's position, closing a party's seat before its representative or
 * its alias: "with registered office in Hohenau, Itapúa, represented by …" (a Paraguayan department; C48's town and
 * region, one Location; issue 18, h75t57). One capitalised word, no common English word ("in Leeds, Suite 4" has a
 * number, "in Aa, Accounts, represented by" a common word). Anchored, bounded: linear.
 */
const REGION_CLOSING_SLOT = /^,\s{1,3}(\p{Lu}[\p{Ll}\p{M}'’-]{2,30})(?=,\s{1,3}(?:represented|hereinafter|herein|acting)\b|\s{0,3}\()/u;

/**
 * A town and its province, region or governorate after "in", "at", "of", "near" or "from", neither in the gazetteer:
 * "of Mount Hagen, Western Highlands Province", "in Goroka, Eastern Highlands Province", "in Tamale, Northern Region"
 * (Papua New Guinean, Ghanaian, Egyptian addresses; C48's town and region, one Location; issue 18, h78t61). The town of
 * one to three capitalised words, at least one no common English word ("of Goods, Western Region" names no town); the
 * region of one to three capitalised words before its kind. Not where a capitalised word goes on after the kind: a
 * person and their post ("the appointment of Kofi Mensah, Northern Region Manager", "on behalf of John Kila, Morobe
 * Province Administrator"; review hrev78) or a company's name ("Morobe Province Holdings Ltd"). Bounded: linear.
 */
const TOWN_PROVINCE = new RegExp(String.raw`\b(?:in|at|of|near|from)\s{1,3}((?:\p{Lu}[\p{Ll}\p{M}'’-]{1,30}\s){0,2}\p{Lu}[\p{Ll}\p{M}'’-]{1,30}),\s{1,3}(?:\p{Lu}[\p{Ll}\p{M}'’-]{1,30}\s){1,3}(?:${PROVINCE_KINDS})(?![\p{L}\p{M}])(?![ \t]{1,3}\p{Lu})`, 'gu');

/**
 * Words of three letters or more that open a noun phrase and are no nation's adjective: a determiner or a possessive
 * before "Federal Republic" names no state (`ADJECTIVE_REPUBLIC`'s branch with no "the").
 */
const REPUBLIC_DETERMINERS = 'This|That|These|Those|Our|Your|Their|Its|His|Her|Each|Any|Every|Such|Another|Either|Neither|Some|Said|Which|Whose|What|One';
/**
 * A republic named by an adjective after "the" (`ADJECTIVE_REPUBLIC`): one capitalised word of three to fifteen letters,
 * then "Republic" with no "of" after it (POLITY_BEFORE reads "the Republic of Estonia" with its country). Not "the
 * Republic" alone nor a title's words ("The Republic"), which no adjective opens. The lookbehind is fixed: linear.
 * The adjective may have the full name's words after it ("the Lao People's Democratic Republic"), and with one or more
 * of them the name needs no "the": "Lao People's Democratic Republic – Peace Independence …", a Lao document's state
 * line (the UN's formal name of Laos; issue 18, h117n90, set 90). "Democratic Republic" alone opens with no adjective
 * ("The Democratic Republic …" neither: "The" is none). Nor does a determiner or a possessive ("This Federal Republic
 * grants …", "Our Democratic Republic is bound …": review h117rr, h117mendB), REPUBLIC_DETERMINERS.
 */
const ADJECTIVE_REPUBLIC = new RegExp(String.raw`(?:(?<=\bthe\s)(?!The\s)\p{Lu}\p{Ll}{2,15}\s(?:(?:${REPUBLIC_QUALIFIERS})\s){0,3}|(?<![\p{L}\p{M}'’.-])(?!(?:The|${REPUBLIC_DETERMINERS})\s)\p{Lu}\p{Ll}{2,15}\s(?:(?:${REPUBLIC_QUALIFIERS})\s){1,3})Republic(?![\p{L}])(?!\s{1,3}of\b)`, 'gu');

/** The patterns addPlaces runs behind the prefilter (namePatterns). */
export function placePatterns(): readonly RegExp[] {
  return [REGION_BEFORE_COUNTRY, PLACE_BY_KIND];
}

/** Places: a signing line's place, a town and its state, a town in a place's position, a listed place and its polity or state. */
export function addPlaces(text: string, folded: string, add: AddName): void {
  if (mayMatch(TOWN_PROVINCE, folded)) for (const m of matchesOf(TOWN_PROVINCE, text)) {
    if (m[1].split(' ').every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) continue;
    add('Location', m.index + m[0].indexOf(m[1]), m.index + m[0].length);
  }
  const dated = runnable(DATED_PLACE_LINE).exec(text);
  if (dated) add('Location', dated.index + dated[0].indexOf(dated[1]), dated.index + dated[0].indexOf(dated[1]) + dated[1].length);
  for (const m of townsWithState(text)) {
    // A state before a state is a list of states ("the States of California, Oregon and …"); a town named as its own
    // state is the one town ("a company of New York, New York": C48, issue 18, h59n52), unless the polity's own "of"
    // opens it ("the State of New York, New York").
    const town = m[2].replace(/\s+/g, ' ');
    const sameState = m[0].slice(m[0].lastIndexOf(',') + 1).trim().replace(/\s+/g, ' ') === town && !POLITY_OF_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index));
    if ((m[1] === 'of' || m[1] === 'from') && STATE_NAMES.has(town) && !sameState) continue;
    if (STREET_FOR_TOWN.test(m[2])) continue;
    const end = m.index + m[0].length;
    // A South African province keeps its country after a comma in the place ("of Sandton, Gauteng, South Africa"), as
    // the town read in a place's position kept it before h63n53 added the provinces here (C27; sets 29, 32 and 45 label a
    // town, its region and its country one Location). An Australian state's or a New Zealand region's country stays its
    // own Location (places-nz-regions.test.ts), review hrev51.
    const province = SA_PROVINCES.has(m[0].slice(m[0].lastIndexOf(',') + 1).trim().replace(/\s+/g, ' '));
    add('Location', m.index + m[0].indexOf(m[2], m[1].length), end + (EIRCODE_AFTER.exec(text.slice(end, end + 16))?.[0].length ?? (province ? countryAfter(text.slice(end, end + 48)) : 0)));
  }
  for (const m of townsWithCountry(text)) {
    if (STATE_NAMES.has(m[1].replace(/\s+/g, ' ')) || isListedPlace(m[1].replace(/\s+/g, ' '))) continue;
    // A department or a trade in common words before the country is no town ("Head of Sales, Asia Pacific", "the
    // Director of Finance, Kenya"): the country alone is the place, as after a bare comma (place-positions.ts; h80left).
    if (m[1].split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) continue;
    add('Location', m.index + m[0].indexOf(m[1]), m.index + m[0].length);
  }
  if (text.includes(' in ')) for (const m of matchesOf(TOWN_IN_COUNTRY, text)) {
    const town = m[1].replace(/\s+/g, ' ');
    const country = listedAt(LISTED, text, m.index + m[0].length, ANY_LETTER_AFTER);
    if (country === undefined || !COUNTRY_NAMES.has(country)) continue;
    if (STATE_NAMES.has(town) || isListedPlace(town) || endsAsBusiness(town) || town.split(' ').every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) continue;
    const begin = m.index + m[0].indexOf(m[1], 2);
    add('Location', begin, begin + m[1].length);
  }
  // A town the gazetteer lacks, in a place's position ("domiciled in Pekanbaru"); with listed places after it, each after
  // a comma, it is one place, as a listed city and its state are ("domiciled in Kassel, Germany", "office at Begumpet,
  // Hyderabad"). A listed place in the position is left to the gazetteer's reading below.
  for (const p of placesInPosition(text)) {
    // A listed name that runs past the capitalised words read ("arbitration in Dar es Salaam": the small-letter "es") is
    // the gazetteer's too, read whole below (issue 18, h77t59).
    if (listedAt(LISTED, text, p.begin) !== undefined) continue;
    let end = p.end;
    for (let i = 0, more; i < 3 && (more = listedAfter(text.slice(end, end + 48)) ?? filteredExec(REGION_BEFORE_COUNTRY, text.slice(end, end + 72))?.[0].length); i++) end += more;
    const region = end === p.end && text.includes(', ') ? REGION_CLOSING_SLOT.exec(text.slice(end, end + 80)) : null;
    if (region && !isCommonEnglishWord(region[1].toLowerCase(), 20)) end += region[0].length;
    add('Location', p.begin, end);
  }
  // "of Mushin, Lagos", "Olaniyi Street, Mushin, Lagos": a town the gazetteer lacks and the listed place after it (C48).
  for (const p of townsBeforeListed(text, isListedPlace, listedAfter)) add('Location', p.begin, p.end);
  // "Gemma Price of Ledbury (the "Tenant")", "…, company code 1025, of Musanze ("VCS")": a party's town (party-towns.ts).
  for (const p of partyTowns(text, isListedPlace)) add('Location', p.begin, p.end);
  // A town before "time" or "region", a witness's town, a journey's end beside a listed place (place-positions.ts).
  for (const p of placesBeside(text, isListedPlace)) add('Location', p.begin, p.end);
  // "the Slovak Republic", "the Kyrgyz Republic", "the Hellenic Republic": a state named by its people's adjective and
  // "Republic" is a country as "Slovakia" is, whether or not the gazetteer lists that form (issue 18, h77t59).
  if (text.includes('Republic')) for (const m of matchesOf(ADJECTIVE_REPUBLIC, text)) add('Location', m.index, m.index + m[0].length);
  // "Lake Malawi", "Mount Mulanje", "Belize City", "Corozal Town": a place named with its kind's word (places-by-kind-word.ts).
  for (const p of placesByKindWord(text, listedAfter)) add('Location', p.begin, p.end);
  // Most elements name no valley, bay, river or county: the kind's word is the prefilter's literal.
  if (mayMatch(PLACE_BY_KIND, folded)) for (const m of matchesOf(PLACE_BY_KIND, text)) {
    const end = m.index + m[0].length;
    // The small-letter word the lookbehind sees may end a capitalised word ("…, Areni, Vayots Dzor Province"): then the
    // match is the tail of a longer name, no place of its own (h88at).
    if (CAPITALISED_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // Nor islands after a capitalised word and "and": one group's name ("the Turks and Caicos Islands", the gazetteer's;
    // h121loc), where "Philipsburg and Cole Bay" are two places.
    if (m[0].endsWith('Islands') && NAME_AND_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const afterComma = COMMA_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index));
    const bodyOf = afterComma ? BODY_OF_PLACE_BEFORE.exec(text.slice(Math.max(0, m.index - 160), m.index)) : null;
    if (afterComma && (bodyOf === null || isListedPlace(bodyOf[1]))) continue;
    const partyAfter = PARTY_AFTER_PLACE.exec(text.slice(end, end + 5));
    if (partyAfter && !PLACE_PREPOSITION_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) && !(partyAfter[0].includes('(') && afterComma)) continue;
    const listed = listedAfter(text.slice(end, end + 48));
    const words = m[0].split(/\s+/).slice(0, -1);
    if (listed === undefined && words.every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) continue;
    add('Location', m.index, end + (listed ?? 0));
  }
  if (mayMatch(POLITY_ONLY_NAMED, folded)) for (const m of matchesOf(POLITY_ONLY_NAMED, text)) {
    const polity = POLITY_BEFORE.exec(text.slice(Math.max(0, m.index - 64), m.index));
    if (polity && !/^(?:State|Province)\b/.test(polity[0])) add('Location', m.index - polity[0].length, m.index + m[0].length);
    else if (isPlaceMeant(text, m.index, m.index + m[0].length)) add('Location', m.index, m.index + m[0].length);
  }
  if (text.includes('US')) for (const m of matchesOf(US_AS_COUNTRY, text)) {
    if (!CURRENCY_AFTER.test(text.slice(m.index + 2, m.index + 14))) add('Location', m.index, m.index + 2);
  }
  for (const { index, name } of listedNames(PLACE_INDEX, text)) {
    const nameEnd = index + name.length;
    if (BREED_NAMED_TERRITORIES.has(name) && (text[index - 1] === '-' || text[nameEnd] === '-')) continue;
    if (CURRENCY_AFTER.test(text.slice(nameEnd, nameEnd + 12))) continue;
    // "the Myanmar text", "translated from the Myanmar original": a country's name that is its language's too, naming a
    // version of the contract, is the language, no place (docs/contracts.md's place rule: "Not a language"; h102a79).
    if (COUNTRY_NAMES.has(name) && LANGUAGE_VERSION_AFTER.test(text.slice(nameEnd, nameEnd + 16))) continue;
    if (DEDICATION_NAMED_TOWNS.has(name) && DEDICATION_AFTER.test(text.slice(nameEnd, nameEnd + 4))) continue;
    // A town named as a person or a currency is: a given name before its surname, a surname after its particle, a sum.
    if (PERSON_NAMED_TOWNS.has(name) && (DEDICATION_AFTER.test(text.slice(nameEnd, nameEnd + 4)) || PERSON_OR_SUM_BEFORE.test(text.slice(Math.max(0, index - 16), index)))) continue;
    // "the Crown Lands (Aa) Act": a place bracketed inside a statute's name is the statute's (h29attr).
    if (text[index - 1] === '(' && STATUTE_AFTER_BRACKET.test(text.slice(nameEnd, nameEnd + 16))) continue;
    if (STREET_WORD_AFTER.test(text.slice(nameEnd, nameEnd + 12))) continue;
    if (ROAD_NAMED_AFTER.test(text.slice(nameEnd, nameEnd + 10)) && THE_BEFORE.test(text.slice(Math.max(0, index - 5), index))) continue;
    if (EVENT_NAME_AFTER.test(text.slice(nameEnd, nameEnd + 64))) continue;
    if (STREET_KIND_BEFORE.test(text.slice(Math.max(0, index - 24), index))) continue;
    // "Frankfurt am Main", "Halle an der Saale", "Kingston upon Hull": the river or the region after a listed town's
    // particle is part of its name (RIVER_PARTICLE_AFTER), and a state or a country after it follows the whole name.
    const end = nameEnd + (CITY_NAMES.has(name) ? RIVER_PARTICLE_AFTER.exec(text.slice(nameEnd, nameEnd + 48))?.[0].length ?? 0 : 0);
    const polity = POLITY_BEFORE.exec(text.slice(Math.max(0, index - 64), index));
    const state = CITY_NAMES.has(name) ? stateAfter(text.slice(end, end + 32)) ?? (text[end] === ',' ? provinceAfterTown(text.slice(end, end + 100)) ?? ISLAND_AFTER_TOWN.exec(text.slice(end, end + 40)) ?? COMPASS_DISTRICT_AFTER_TOWN.exec(text.slice(end, end + 80)) ?? (DISTRICT_NAMES.has(name) ? CITY_AFTER_DISTRICT.exec(text.slice(end, end + 24)) : null) : null) : name === 'Washington' ? DISTRICT_AFTER_WASHINGTON.exec(text.slice(end, end + 12))
      : !polity && text[end] === ',' ? nationAfterRegion(name, text.slice(end, end + 40)) : null;
    const qualifier = !polity && COUNTRY_NAMES.has(name) ? REGION_QUALIFIER_BEFORE.exec(text.slice(Math.max(0, index - 12), index)) : null;
    const kind = CITY_NAMES.has(name) && !state ? WATER_OR_LAND_AFTER.exec(text.slice(end, end + 16)) ?? POSITION_WORD_AFTER.exec(text.slice(end, end + 12)) ?? ADMIN_KIND_AFTER.exec(text.slice(end, end + 20)) : null;
    const capital = CITY_NAMES.has(name) && !state && !kind ? capitalInPlace(text, index, end) : 0;
    add('Location', index - (polity?.[0].length ?? qualifier?.[0].length ?? 0), end + (state?.[0].length ?? kind?.[0].length ?? capital));
    const dashed = CITY_NAMES.has(name) && !state ? DASH_POLITY_ONLY.exec(text.slice(end, end + 32)) : null;
    if (dashed) add('Location', end + dashed[0].length - dashed[1].length, end + dashed[0].length);
    // "its Pune and Aa editions", "the Leeds and Aa depots": a capitalised word joined to a listed city before a common
    // noun they share is a town too (h26s30a).
    const pair = CITY_NAMES.has(name) ? TOWN_JOINED_AFTER.exec(text.slice(end, end + 48)) : null;
    // A listed place after "and" is the gazetteer's, read whole with its state or district ("Boston and Washington, D.C.").
    if (pair && !isListedPlace(pair[1]) && !(pair.groups?.closes !== undefined && isCommonEnglishWord(pair[1].toLowerCase(), 20))) add('Location', end + pair[0].length - pair[1].length, end + pair[0].length);
  }
}

/**
 * The dated place line and the module's other own patterns, for the build (scripts/build-regex-prefilter.mjs collects
 * every `…Patterns()` list): it writes their run sources (short runs written once, word boundaries, group ends), which
 * `runnable` and `matchesOf` run, so the process rewrites none of them (bench/log.md, "The cold classify, part 22").
 */
export function placeNamesRunPatterns(): readonly RegExp[] {
  return [DATED_PLACE_LINE, ADJECTIVE_REPUBLIC, POLITY_ONLY_NAMED, TOWN_COUNTRY, TOWN_IN_COUNTRY, TOWN_PROVINCE, TOWN_STATE, US_AS_COUNTRY];
}
