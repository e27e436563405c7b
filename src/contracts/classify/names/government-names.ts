/**
 * Governments as bodies: a government named by its territory ("the Government of Kenya"), an Ontario municipality's
 * legal name ("The Corporation of the Town of Elmvale"), a local government that acts ("as metered by the City of Cape
 * Town") and a polity that contracts through a department ("the State of Victoria acting through …").
 */
import { COUNTRIES as GAZETTEER_COUNTRIES, COUNTRIES_WITH_AND, GOVERNED_PLACE_OFFICES, INSTITUTION_HEADS, LOCAL_GOVERNMENT_WORDS } from '../lexicon/gazetteer.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { mayMatch } from '../../../common/regex-prefilter.js';
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS } from '../lexicon/name-letters.js';
import { institutionMatches } from './institution-grammar.js';
import { COUNTRIES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';

const alt = longestFirstAlternation;
/** One to four capitalised words of a place, hyphens joining some ("Green Bay", "Port-Vila", "French Guiana"). Bounded: linear. */
// A place's words may hold accented Latin letters ("the Municipality of Querétaro", h20s20).
const LOCAL_PLACE = String.raw`[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}'-]*(?:[\s-]+[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}'-]*){0,3}`;

/**
 * A government named by its territory is a body: "the Regional Government of Madre de Dios", "the Provincial Government
 * of Chubut", "the Government of Kenya" (h24s27a). Bounded, four words of the territory at most: linear.
 * A preamble or a signing line in capitals writes it so too: "BETWEEN THE COUNTY GOVERNMENT OF NAROK, of …" (h27s32a);
 * there the territory's words stop at a clause's word ("THE GOVERNMENT OF KENYA SHALL …").
 */
const CAPS_TERRITORY_WORD = String.raw`(?!(?:SHALL|WILL|MAY|MUST|AND|OR|IS|ARE|HAS|HAVE|TO|IN|BY|FOR|AS|AT|ON|WITH|THE|OF|WHICH|HEREINAFTER|AGREES?)(?![\p{L}\p{M}]))\p{Lu}[\p{Lu}\p{M}'-]+`;
// A country whose name holds "and" is one territory, with its polity's word before it: "the Government of the Republic of
// Trinidad and Tobago", "the Government of Antigua and Barbuda" (cut at "and" they named half a country; h28s35a).
const REPUBLIC_WORDS = ['Republic', 'Federation', 'Commonwealth', 'State', 'Kingdom', 'Independent State'];
/**
 * The level of a government before its name, one list for both cases. A Uruguayan or Colombian department's ("the
 * Departmental Government of Montevideo") and a US consolidated city's ("the Metropolitan Government of Nashville") too
 * (issue 18, h76t58).
 */
const GOVERNMENT_LEVELS = ['Regional', 'Provincial', 'State', 'Federal', 'National', 'Municipal', 'Local', 'County', 'City', 'Central', 'Departmental', 'Metropolitan'];
const GOVERNMENT_OF = new RegExp(String.raw`(?:\b(?:${GOVERNMENT_LEVELS.join('|')})\s+)?(?<![A-Za-z])Government\s+of\s+(?:the\s+)?(?:(?:(?:${alt(REPUBLIC_WORDS)})\s+of\s+(?:the\s+)?)?(?:${alt(COUNTRIES_WITH_AND)})(?![\p{L}\p{M}])|\p{Lu}[\p{Ll}\p{M}'-]+(?:(?:\s(?:de|del|da|do|la|of)\s|\s)\p{Lu}[\p{Ll}\p{M}'-]+){0,3}(?![\p{L}\p{M}]))|(?:\b(?:${GOVERNMENT_LEVELS.map((w) => w.toUpperCase()).join('|')})\s+)?(?<![A-Za-z])GOVERNMENT\s+OF\s+(?:THE\s+)?${CAPS_TERRITORY_WORD}(?:\s(?:OF\s)?${CAPS_TERRITORY_WORD}){0,3}(?![\p{L}\p{M}])`, 'gu');
/**
 * A territory's government named by its place before the word, as island states and overseas territories write it: "St
 * Helena Government", "the Saint Lucia Government", "the Kenya Government" (facts set 46, h86o: only "Government of …"
 * was read). The place a listed country or territory (the gazetteer's countries hold the territories: "the Tristan da
 * Cunha Government", "the Falkland Islands Government"; issue 18, h89o, facts set 50's cause 8) or a saint's name; the
 * word "Administration" as well, as a territory's government calls itself ("the Tristan da Cunha Administration", "the
 * Ascension Island Administration"). Nothing capitalised after ("the Kenya Government Gazette" is the gazette's).
 * Literal alternatives and one bounded word: linear.
 */
const PLACE_GOVERNMENT = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:(?:St\.?|Saint)\s{1,3}[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}'-]{1,30}|(?:${alt([...GAZETTEER_COUNTRIES, ...COUNTRIES, ...WORLD_COUNTRIES])}))\s{1,3}(?:Government|Administration)(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu})`, 'gu');
/**
 * The State's office governing a territory, named by its post or seat and "of" the territory (GOVERNED_PLACE_OFFICES):
 * "the Prefecture of French Guiana", "the Governor of Svalbard" (issue 18, h87o). The territory one to four capitalised
 * words, "the" perhaps before them; none a body's head, an institution's or a role's word (OFFICE_NOT_TERRITORY): "the
 * Governor of the Bank of England" is a post in the bank, read by the institution reader. Bounded words: linear.
 */
const GOVERNED_PLACE_OFFICE = new RegExp(String.raw`(?<![\p{L}\p{M}-])(?:${alt(GOVERNED_PLACE_OFFICES)})\s{1,3}of\s{1,3}(?:the\s{1,3})?(${LOCAL_PLACE})(?![\p{L}\p{M}])`, 'gu');
/**
 * Words no territory's name holds: a body's head ("Bank", "Court"), a school's, a prison's, a company's or a fund's word,
 * a party's role. "a Governor of the School", "the Governor of HM Prison Leyhill", "the Governor of the Fund" name posts.
 */
const OFFICE_NOT_TERRITORY: ReadonlySet<string> = new Set([
  ...INSTITUTION_HEADS.map((h) => h.slice(h.lastIndexOf(' ') + 1)), ...ROLE_WORDS,
  'School', 'College', 'Academy', 'Prison', 'Company', 'Corporation', 'Fund', 'Club', 'Trust', 'Estate', 'Scheme', 'Charity', 'Hospital', 'Foundation', 'Bank', 'HM',
]);
const MUNICIPAL_KINDS = [...LOCAL_GOVERNMENT_WORDS, 'Region', 'Regional Municipality', 'United Counties'];
/**
 * A municipality's legal name in Canadian (Ontario) drafting: "The Corporation of the Town of Elmvale", "the Corporation
 * of the City of Kingston", "The Corporation of the Township of King" — "The" capitalised is part of it (h18v). A bare
 * "the Corporation" stays a defined term.
 */
const MUNICIPAL_CORPORATION = new RegExp(String.raw`(?:\bThe\s+|(?<![A-Za-z]))Corporation\s+of\s+the\s+(?:${alt(MUNICIPAL_KINDS).replace(/ /g, '\\s+')})\s+of\s+[A-Z][A-Za-z'-]*(?:[\s-]+[A-Z][A-Za-z'-]*){0,3}(?![A-Za-z])`, 'g');
/**
 * A local government named by its kind and place ("the City of Cape Town", "the County of Kent") is a place or the body
 * that governs it. It is the body when it acts: the agent after "by" ("as metered by the City of Cape Town") or the
 * subject of a modal ("the Municipality of Lagos shall issue"); "in the City of Green Bay" stays a place (h18g).
 */
const LOCAL_GOVERNMENT = String.raw`(?:${alt(LOCAL_GOVERNMENT_WORDS)})\s+of\s+${LOCAL_PLACE}`;
// So is one a party's slot names as contracting: represented by someone, given an alias ("First Party: the Municipality of
// Qatif, represented by Eng. …", "the City of Gdynia (the "Employer")"), and one a role field names ("Landlord: the
// Municipality of Jubail"), h19facts. Each blank run bounded: linear. A role field may leave the article out, as Czech
// and other translated drafting does ("Customer: Municipality of Mrákotín, registered office …, represented by the mayor
// …"): a role word's field names the party, never a place (facts set 76's cause 6, issue 18, h119q76).
// So is one whose permit, authorisation or rules the contract names ("obtain the authorisation from the Commune of
// Marrakech", "the watering restrictions of the City of Plymouth", "the building control of the City of Jyväskylä"): a
// body that permits and rules, no place (facts sets 31 and 32; issue 18, h52facts). "in the City of …" stays a place.
// "The Municipality of <Town>" is the town's authority wherever no place's preposition is before it ("pays the tourist tax
// to the Municipality of Hévíz", "agreed with the Municipality of Sousse"): the word names the body, where "City" and
// "County" name a territory as often (facts set 37's cause 9, h67names). "in / within / at / near / of the Municipality
// of …" stays a place.
// An urban or rural commune (Niger, Morocco, Mali, Senegal) and a French overseas territorial collectivity are named so
// only as the authority, as "the Municipality of …" is: "the Mayor of the Urban Commune of Tessaoua", "the Territorial
// Collectivity of Saint-Pierre and Miquelon … waived its right" (facts set 53's cause 10, issue 18, h92fp). A second
// word joined by "and" ends the place ("Saint-Pierre and Miquelon"). Its mayor's ("the Mayor of the Municipality of …")
// is the authority too, where "of the" before it is otherwise a place's. Bounded: linear.
// An Australian shire ("the Shire of Exmouth") is named so as its council, as a municipality is: the body wherever no
// place's preposition is before it ("ask the Shire of Exmouth for a permit", "The Shire of Carnarvon closes the tracks";
// "in the Shire of Exmouth" stays a place). And any local government one asks, notifies, informs, contacts, consults,
// applies or writes to is the body ("notify the City of Geraldton of the dates"): a place is asked nothing (facts set 64's
// cause 7, issue 18, h104q64). Literal words, bounded blanks: linear.
const AUTHORITY_KINDS = String.raw`Shire|(?:Urban|Rural)\s{1,3}Commune|Territorial\s{1,3}Collectivity`;
const ASKED_BODY = String.raw`\b(?:[Aa]sk(?:s|ed|ing)?|[Nn]otif(?:y|ies|ied|ying)|[Ii]nform(?:s|ed|ing)?|[Cc]ontact(?:s|ed|ing)?|[Cc]onsult(?:s|ed|ing)?|(?:[Aa]ppl(?:y|ies|ied|ying)|[Ww]rit(?:e|es|ing)|[Ww]rote|[Rr]eport(?:s|ed|ing)?)\s{1,3}to)`;
const AND_PLACE = String.raw`(?:\s{1,3}and\s{1,3}[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}'-]{1,30})?`;
const ACTING_LOCAL_GOVERNMENT = new RegExp(String.raw`\b(?:permits?|permissions?|licen[cs]es?|authori[sz]ations?|approvals?|consents?|restrictions|regulations|rules|requirements|by-?laws|ordinances?|building\s{1,3}control|planning\s{1,3}department)\s{1,3}(?:from|of|issued\s{1,3}by)\s{1,3}the\s{1,3}(${LOCAL_GOVERNMENT})(?![A-Za-z])|\bby\s+the\s+(${LOCAL_GOVERNMENT})(?![A-Za-z])|\b[Tt]he\s+(${LOCAL_GOVERNMENT})(?=\s+(?:shall|will|may|must|has|have|is|issues|charges|approves)\b)|\b[Tt]he\s+(${LOCAL_GOVERNMENT})(?=,?\s{1,3}(?:\(|represented\s{1,3}by\b|acting\s{1,3}(?:by|through)\b|hereinafter\b))|^\s{0,3}(?:${alt([...ROLE_WORDS, ...ROLE_WORDS.map((w) => w.toUpperCase())])}|(?:First|Second|Third|FIRST|SECOND|THIRD)\s+(?:Party|PARTY))\s{0,3}:\s{0,3}(?:[Tt]he\s+)?(${LOCAL_GOVERNMENT})(?![A-Za-z])|(?<!\b(?:in|within|at|near|of|outside|throughout|across|into|inside|from|In|Within|At)\s{1,3})\b[Tt]he\s+((?:Municipality|${AUTHORITY_KINDS})\s+of\s+${LOCAL_PLACE}${AND_PLACE})(?![A-Za-z])|\b(?:Mayor|MAYOR)\s{1,3}of\s{1,3}the\s{1,3}((?:Municipality|${AUTHORITY_KINDS})\s+of\s+${LOCAL_PLACE}${AND_PLACE})(?![A-Za-z])|${ASKED_BODY}\s{1,3}the\s{1,3}(${LOCAL_GOVERNMENT})(?![A-Za-z])`, 'g');
/**
 * A state that contracts through one of its departments is a party: "Commonwealth of Australia as represented by the
 * Department of Health and Aged Care", "the State of Victoria acting through the Department of Transport". Followed by
 * "(as) represented by" or "acting by/through", the polity is the body that contracts, not a place; without it ("the
 * laws of the State of Victoria") it stays a Location. Each blank run bounded, at most four words: linear.
 */
const REPRESENTED_POLITY = /(?<![A-Za-z])((?:Commonwealth|State|Province|Territory|Republic|Kingdom|Government)\s{1,3}of\s{1,3}(?:the\s{1,3})?[A-Z][A-Za-z'-]*(?:\s{1,3}[A-Z][A-Za-z'-]*){0,3}),?\s{1,3}(?:as\s{1,3})?(?:represented\s{1,3}by|acting\s{1,3}(?:by|through))\b/g;
/**
 * A polity its subdivision is "of" ("Aa County, a political subdivision of the State of Bb, acting through its Board"):
 * the one acting is the subdivision (county-parties.ts), the polity only the place it lies in (issue 18, h48attr).
 */
const SUBDIVISION_OF_BEFORE = /\bsubdivision\s{1,3}of\s{1,3}(?:the\s{1,3})?$/;
/**
 * A body's head and "of" right before a polity: "The Nature Conservation Agency of the Republic of Latvia, represented by
 * …" names the agency as the one represented, the polity a part of its name (the institution reader takes it whole, as
 * it does mid-sentence; set 74, issue 18, h98t74). Anchored at the end of a bounded slice: linear.
 */
const BODY_OF_BEFORE = new RegExp(String.raw`\b(?:${longestFirstAlternation(INSTITUTION_HEADS)})\s{1,3}of\s{1,3}(?:the\s{1,3})?$`);
/** "of the" right before a government: whose it is names a body of it ("… Department of the Government of Sikkim"). */
const OF_THE_BEFORE = /\bof\s{1,3}the\s{1,3}$/;
/** A place then a comma right before a polity: the polity closes an address ("La Plata, Province of Buenos Aires"). */
const ADDRESS_BEFORE_POLITY = /\p{Lu}[\p{L}'-]*,\s{1,3}$/u;

/** A public body's name then a comma right before a government (bounded window: linear). */
const DEPARTMENT_BEFORE = /\b(?:Department|Ministry|Agency|Authority|Commission|Bureau|Directorate)\s{1,3}of\s{1,3}[^,;()]{1,60},\s{1,3}(?:the\s{1,3})?$/;

/** The patterns addGovernments runs behind the prefilter (namePatterns). */
export function governmentPatterns(): readonly RegExp[] {
  return [MUNICIPAL_CORPORATION, GOVERNMENT_OF, PLACE_GOVERNMENT, REPRESENTED_POLITY, ACTING_LOCAL_GOVERNMENT];
}

/**
 * A possessive closing the name ("the Governor of Svalbard's rules", "the Government of Kenya's policy", "the City of Cape
 * Town's charges"): the apostrophe a place's word may hold ("Hawke's Bay") let the territory take it; the body is named
 * without it, as the institution reader names "the Ministry of Finance's rules" (set 89's cause 9, issue 18, h114nat).
 */
const POSSESSIVE_END = /['’]s$/;

/** Where each body the institution grammar reads in `text` begins, by where it ends (the first begins, the grammar's order). */
function bodyStartsByEnd(text: string): Map<number, number> {
  const starts = new Map<number, number>();
  for (const b of institutionMatches(text)) if (!starts.has(b.index + b[0].length)) starts.set(b.index + b[0].length, b.index);
  return starts;
}

/** Governments, municipalities and polities that act as bodies; `folded` is the text as the prefilter reads it. */
export function addGovernments(text: string, folded: string, addName: AddName): void {
  const add: AddName = (type, begin, end) => addName(type, begin, POSSESSIVE_END.test(text.slice(Math.max(begin, end - 2), end)) ? end - 2 : end);
  if (mayMatch(MUNICIPAL_CORPORATION, folded)) for (const m of matchesOf(MUNICIPAL_CORPORATION, text)) add('Organization', m.index, m.index + m[0].length);
  let bodyStarts: Map<number, number> | undefined;
  if (mayMatch(GOVERNMENT_OF, folded)) for (const m of matchesOf(GOVERNMENT_OF, text)) {
    // "the Department of Tourism, Government of Aa": the government closes its department's name, one body the
    // institution reader takes whole (headed-institutions.ts SUB_BODY, h29attr).
    if (DEPARTMENT_BEFORE.test(text.slice(Math.max(0, m.index - 100), m.index))) continue;
    // "the Rural Management and Development Department of the Government of Sikkim", "the Department of Rural Development
    // of the Government of Sikkim": a body "of the" government is the government's body, one name the institution reader
    // takes whole, as it takes "the Nature Conservation Agency of the Republic of Latvia" and "the Statistical Office of the
    // Republic of Slovenia" (sets 74, 81; set 89's cause 9, issue 18, h117s89). Only where that reader's grammar reads a
    // body from before the government through its end (else the government alone is still named).
    // The bodies read once per text, and only where a government follows "of the" (linear in its governments).
    if (OF_THE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) && ((bodyStarts ??= bodyStartsByEnd(text)).get(m.index + m[0].length) ?? m.index) < m.index) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  if (mayMatch(PLACE_GOVERNMENT, folded)) for (const m of matchesOf(PLACE_GOVERNMENT, text)) add('Organization', m.index, m.index + m[0].length);
  if (/Govern|Prefect|(?:Town|City) Hall/.test(text)) for (const m of matchesOf(GOVERNED_PLACE_OFFICE, text)) {
    if (m[1].split(/[\s-]+/).some((w) => OFFICE_NOT_TERRITORY.has(w))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  if (mayMatch(REPRESENTED_POLITY, folded)) for (const m of matchesOf(REPRESENTED_POLITY, text)) {
    // "…, Calle 49 No. 812, La Plata, Province of Buenos Aires, represented by its managing partner …": after a comma and
    // a capitalised place the polity ends a party's address, and the one represented is the party (h20facts2).
    if (ADDRESS_BEFORE_POLITY.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (SUBDIVISION_OF_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (BODY_OF_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    add('Organization', m.index, m.index + m[1].length);
  }
  if (mayMatch(ACTING_LOCAL_GOVERNMENT, folded)) for (const m of matchesOf(ACTING_LOCAL_GOVERNMENT, text)) {
    const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8];
    const begin = m.index + m[0].length - name.length;
    add('Organization', begin, begin + name.length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function governmentNamesRunPatterns(): readonly RegExp[] {
  return [GOVERNED_PLACE_OFFICE];
}
