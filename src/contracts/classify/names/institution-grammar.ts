/**
 * The grammar of a body named by what it is: up to six capitalised qualifiers, an institution's head ("Department",
 * "Tribunal", "Authority") and an "of"/"for" tail ("Department of Health and Aged Care"); and the two questions company
 * names ask of it (a body before "and" inside a company match, a head right after one).
 */
import { ACTIVITY_HEADS, COUNTRY_WITH_AND_SOURCE, FOR_TAIL_HEADS, INSTITUTION_HEADS, PERSON_TITLES } from '../lexicon/gazetteer.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { SUFFIXES } from './name-grammar.js';
import { matchesOf, matchesWithTail } from '../../../common/regex-matches.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS } from '../lexicon/name-letters.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { runnable } from '../../../common/regex-prefilter.js';

const alt = longestFirstAlternation;
const HEAD = `(?:${alt([...INSTITUTION_HEADS, ...ACTIVITY_HEADS, ...FOR_TAIL_HEADS])})`;
export const FOR_TAIL = new Set(FOR_TAIL_HEADS);
export const FOR_A_PARTY = new RegExp(`^\\s+for\\s+(?:the\\s+)?(?:${ROLE_WORDS.join('|')})s?\\b`);
export const ACTIVITY = new Set(ACTIVITY_HEADS);
/**
 * A qualifier of an institution may be a legal-form word ("National Company Law Tribunal" is one body) or a country's
 * dotted initials ("U.S. Food and Drug Administration").
 */
// A qualifier may hold accented Latin letters ("İzmir Metropolitan Municipality", "Şanlıurfa …", "Île-de-France …"; h27a33).
// A word's length is bounded: a qualifier may start after each hyphen of a run, and an unbounded word read a
// hyphened run of 80,000 characters ("Port-Au-Prince-En-…") again from each of its capitals (0.9-1.8 s, h28f21b).
const QUALIFIER = `[${NAME_CAPITAL_LETTERS}](?:(?:\\.[A-Z])+\\.|[${NAME_LETTERS}0-9&'-]{0,40}\\.?)`;
// A country whose name joins two places by "and" is the first qualifier: "the St. Vincent and the Grenadines Bureau of
// Standards", "the Trinidad and Tobago Bureau of Standards" (the name began after "and the": facts set 47, h87o). It
// leads the qualifiers rather than being one of their alternatives: inside the repetition V8 copied its ~700-character
// list out twice (test/security/unrolled-repetitions).
const COUNTRY_FIRST = `(?:${COUNTRY_WITH_AND_SOURCE})(?![A-Za-z])\\s+`;
/** Up to `max` qualifiers, the first of them possibly a country named with "and"; `least` of them at the least. */
function qualifiers(each: string, least: 0 | 1, max: number): string {
  return `(?:${COUNTRY_FIRST}(?:${each}){0,${max - 1}}|(?:${each}){${least},${max}})`;
}
/**
 * An institution's name after its head: "of" or "for", then capitalised words joined by "of", "for", "and", each
 * perhaps with "the" ("Department of Economy and Tourism", "Emirates Authority for Standardization and Metrology",
 * "National Commission for the Certification of Crane Operators"). After "and" no party's role ("the Bank of England
 * and Customer shall"). At most eight words, so a run of capitals is read in linear time.
 */
// Latin letters with accents too ("Ministry of Economía", h20s20). A place joined by a hyphen is one word of the tail:
// "Court of First Instance of Douala-Bonanjo", "Regional Court of Wiener-Neustadt" (a town and its quarter, h23f16b).
const TAIL_LETTERS = `[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}]+`;
// A town whose name holds a small-letter particle between hyphens is one word too: "Civil Court of Port-au-Prince",
// "Regional Court of Aix-en-Provence", "County Court of Stratford-upon-Avon" (h28f21b). At most two hyphened parts after
// the first, each led by a hyphen: linear.
// French "à" so too: "Judicial Court of Pointe-à-Pitre" (the tail ended at "Pointe"; facts set 63's cause 8, h103q63).
const HYPHEN_PARTICLES = ['au', 'aux', 'à', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'sur', 'sous', 'lès', 'upon', 'on', 'am', 'an', 'im'];
const HYPHEN_PARTICLE = `(?:${alt([...HYPHEN_PARTICLES, ...HYPHEN_PARTICLES.map((w) => w.toUpperCase())])})`;
// A word hyphened to a part in small letters is one word too: "Department of Co-operatives", "Ministry of Agri-business"
// (facts set 35's cause 6, h59f35; the tail ended at the hyphen and left "DEPARTMENT OF CO", its "Co" then dropped as a
// legal form). Not a participle or a compound's adjective after a body's name: "a Ministry of Health-approved supplier",
// "a Department of State-run scheme" end the name at the hyphen. Bounded parts: linear.
// Nor an adjective a standard or a body's approval makes of its name (review hrev47): "Department of Transport-compliant
// vehicles", "Ministry of Health-grade products", "a Department for Education-ready record".
const SMALL_PART = '(?![a-z]{0,28}ed(?![a-z])|(?:run|wide|level|like|style|type|free|only|compliant|grade|ready|friendly|specific|proof|standard|centric|facing|issue)(?![a-z]))[a-z]{2,30}(?![a-z])';
// A saint's name is one word of a body's tail, its abbreviation's point and its possessive with it: "Development Authority
// of St. Lucia", "Board of Governors of St Anne's School" (the tail stopped at the point or the apostrophe and read
// "AUTHORITY OF ST", "… OF ST ANNE": reviews hrev46/hrev47, h62names). Only after "St"/"Saint", so "the Ministry of
// Finance's consent" keeps its owner out. Literal words, one bounded name: linear.
const SAINT_WORD = `(?:St\\.?|Saint)\\s{1,3}${TAIL_LETTERS}(?:['’]s(?![A-Za-z]))?`;
// A place whose name opens on an elided letter and an apostrophe is one word: "Commercial Court of N'Djamena", "Town
// Council of L'Aquila" (the tail never started at "N" and the name ended at its head; facts set 47, h84b46). One capital,
// the apostrophe, then a capitalised word: a possessive ("the Court of Appeal's order") has no capital after it.
const ELIDED_WORD = `[${NAME_CAPITAL_LETTERS}]['’]${TAIL_LETTERS}`;
// A country whose name joins two places by "and" is one word of the tail: "Bank of St. Vincent and the Grenadines", "High
// Court of Trinidad and Tobago" (the tail refused "and the" and read "BANK OF ST. VINCENT"; facts set 47, h84b46). The
// listed names, "St" with or without its point (the gazetteer's one builder).
const TAIL_WORD = `(?:(?:${COUNTRY_WITH_AND_SOURCE})(?![${NAME_LETTERS}])|${SAINT_WORD}|${ELIDED_WORD}|${TAIL_LETTERS}${upToUnrolledOnce(`-(?:${HYPHEN_PARTICLE}-)?(?:${TAIL_LETTERS}|${SMALL_PART})`, 2)})`;
const TAIL_AND = `and\\s+(?!(?:The|${ROLE_WORDS.join('|')})\\b)`;
// "against" joins what a body protects from ("Federal Commission for the Protection against Sanitary Risks"), never a
// party's role ("the Board of Directors against Supplier"). One lookahead of the roles for both words (each a copy of
// the role list in the compiled code).
// "&" joins a tail's fields as "and" does: "the National Accreditation Board for Hospitals & Healthcare Providers" (India's
// NABH; set 11's cause, issue 18, h117s89: the name ended at "Hospitals"), as it joins the qualifiers before a head.
const TAIL_AND_OR_AGAINST = `(?:and|&|against)\\s+(?!(?:The|${ROLE_WORDS.join('|')})\\b)`;
// A tail may list what the body is for with commas before the list's "and": "Ministry of Commerce, Industry and Investment
// Promotion", "Department of Health, Education and Welfare" (h22facts). A comma joins only where one or two words and
// that "and" follow it (no legal form among them: "the Ministry of Justice, Acme Ltd and …" names two).
const LIST_WORD = `(?!(?:${alt(SUFFIXES)})(?![A-Za-z]))${TAIL_WORD}`;
// Nor where the word after that "and" opens a name of its own, a legal form or a body's head after it ("the Ministry of
// Finance, Acme Holdings and Beta Ltd", "the Ministry of Justice, Tax and Customs Board": two parties each, hrev14).
// A list may hold three or four fields, each after a comma: "Ministry of Agriculture, Lands, Forestry and Fisheries" (the
// tail stopped at the first comma; facts set 46's cause, h84b46). The lookahead sees up to two more comma-led fields of one or
// two words first ("Ministry of Tourism, Economic Affairs, Transport and Telecommunication").
const LIST_COMMA_AHEAD = `\\s+(?:${LIST_WORD}(?:\\s+${LIST_WORD})?,\\s+){0,2}(?:${LIST_WORD}\\s+){1,2}${TAIL_AND}${TAIL_WORD}(?![${NAME_LETTERS}]|\\s+(?:${alt(SUFFIXES)}|${HEAD})(?![A-Za-z]))`;
const LIST_COMMA = `(?:,(?=${LIST_COMMA_AHEAD}))?`;
// A place in a Spanish or Portuguese tongue joins its words by "del", "de la", "do" …: "Forestry Directorate of Tierra del
// Fuego", "Ministry of Production of Río de la Plata", "Port Authority of Mar del Plata" (the tail stopped at the particle
// and read "… OF TIERRA"; facts set 55's cause 8, h94fp). Only between two capitalised words (a tail's word follows).
// Literal words: linear.
const TAIL_PARTICLE = `(?:del|de\\s+la|de\\s+las|de\\s+los|de|da|do|dos|das)\\s+`;
const TAIL_FIRST_WORD = `\\s+(?:of|for)\\s+(?:the\\s+)?${TAIL_WORD}`;
const TAIL_JOIN = `(?:(?:of|for)\\s+(?:the\\s+)?|${TAIL_AND_OR_AGAINST}|${TAIL_PARTICLE})`;
const TAIL = `${TAIL_FIRST_WORD}(?:${LIST_COMMA}\\s+${TAIL_JOIN}?${TAIL_WORD}){0,7}`;
/**
 * At most six qualifiers, "and" joining some ("United States Alcohol and Tobacco Tax and Trade Bureau": with five, the
 * name lost "United"; h28a34). Bounded: linear.
 */
// "&" joins qualifiers as "and" does, as a bank named after its founders writes it ("Maduro & Curiel's Bank", "Smith &
// Williamson Bank"): the name lost the founders before the "&" (facts set 41's cause 10, h76f41p).
// The qualifiers and the head, where no letter follows the head (an "of"/"for" tail begins with a blank).
// The word after "and" may open with any capital a qualifier may: "Indre and Østre Finnmark District Court", "Vestre and
// Åsane …" (an ASCII-only lookahead cut the name at "and"; facts set 69's cause 6, h109q69).
// A Norwegian or Danish district's "og" and a Swedish one's "och" ("and") stay in a name translated to English: "the
// Nord-Troms og Senja District Court" (the court "Nord-Troms og Senja tingrett", named by its two districts; set 89's
// cause 9, issue 18, h117s89): the name lost its first district at the untranslated join. Before a capital only.
const HEADED = new RegExp(`(?<![A-Za-z])(${qualifiers(`${QUALIFIER}\\s+(?:(?:and|og|och|&)\\s+(?=[${NAME_CAPITAL_LETTERS}]))?`, 1, 6)})?(${HEAD})(?![A-Za-z])`, 'g');
// The tail's parts, each read at a position and ending where no letter follows (bench/log.md, "The cold classify, part 18").
const TAIL_START = new RegExp(`${TAIL_FIRST_WORD}(?![A-Za-z])`, 'y');
const TAIL_NEXT = new RegExp(`\\s+${TAIL_JOIN}?${TAIL_WORD}(?![A-Za-z])`, 'y');
const TAIL_LIST_AHEAD = new RegExp(LIST_COMMA_AHEAD, 'y');
/**
 * The bodies the grammar reads in `text`, in order, as one pattern `(qualifiers)?(head)(tail)?(?![A-Za-z])` (global)
 * found them: `[0]` the whole name, `[1]` its qualifiers, `[2]` its head, `[3]` its "of"/"for" tail (or undefined).
 * That pattern was the largest of the classifier (33,551 characters, 1,445 KB of native code, compiled first among the
 * names and without V8's optimisations: bench/log.md, "The cold classify, part 17"); its parts run one at a time, and
 * the list's lookahead only after a comma. Same matches, by the pattern's own order of trying: whatever the qualifiers
 * and the head read, the rest of that pattern succeeds exactly where no letter follows the head (a tail begins with a
 * blank, and none is optional), and the rest of the tail after each of its words exactly where no letter follows that
 * word (each further word begins with a comma or a blank); so the first reading of each part that ends before no letter
 * is the one the pattern kept. A comma joins only where the list's lookahead holds after it, as LIST_COMMA's did.
 */
export function institutionMatches(text: string): RegExpExecArray[] {
  const found = matchesWithTail(HEADED, text, tailEnd);
  for (const m of found) {
    const headEnd = (m[1]?.length ?? 0) + m[2].length;
    (m as (string | undefined)[])[3] = m[0].length > headEnd ? m[0].slice(headEnd) : undefined;
  }
  return found;
}
/**
 * "for" then a person named by a courtesy title: what a body is paid or asked for on someone's behalf ("the Gutu Rural
 * District Council for Mr Moyo's permit", "the Land Board for Mrs Dube's lease"), no part of its name, which ends before
 * "for" (facts set 67's cause 11, issue 18, h107q67). A bare possessive is left ("the Foundation for St Anne's School",
 * "the National Commission for Women's Affairs" name their fields). Anchored, literal titles: linear.
 */
const FOR_A_PERSON = new RegExp(String.raw`^\s+for\s+(?:${alt(PERSON_TITLES)})\.?\s`, 'u');
function forAPerson(text: string, at: number): boolean {
  return FOR_A_PERSON.test(text.slice(at, at + 40));
}
/** Where the tail after a head ending at `at` ends (`at` itself: no tail), at most eight words. */
function tailEnd(text: string, at: number): number {
  if (forAPerson(text, at)) return at;
  let end = stickyEnd(TAIL_START, text, at);
  if (end < 0) return at;
  for (let words = 1; words < 8; words++) {
    let from = end;
    if (text.charCodeAt(from) === 44 /* , */) {
      if (stickyEnd(TAIL_LIST_AHEAD, text, from + 1) < 0) break;
      from += 1;
    }
    if (forAPerson(text, from)) break;
    const next = stickyEnd(TAIL_NEXT, text, from);
    if (next < 0) break;
    end = next;
  }
  return end;
}
/** Where the sticky `pattern` read at `at` ends, or -1: run as the prefilter writes it (its run source, the build's). */
function stickyEnd(pattern: RegExp, text: string, at: number): number {
  const run = runnable(pattern);
  run.lastIndex = at;
  return run.test(text) ? run.lastIndex : -1;
}

/**
 * The grammar's parts, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes
 * their run sources (short runs written once, word boundaries, group ends), which `matchesWithTail` and `stickyEnd` run,
 * so the process rewrites none of them (TAIL_NEXT alone is 25,000 characters; bench/log.md, "The cold classify, part 21").
 */
export function institutionPatterns(): readonly RegExp[] {
  return [HEADED, TAIL_START, TAIL_NEXT, TAIL_LIST_AHEAD];
}
/**
 * A body's whole name (qualifiers then a head, or a head and its "of"/"for" tail), read against the left side of an
 * "and" inside a company match: "The Department of Health and Northwind Traders Ltd" names two parties — the right side
 * a company with its own legal form, the left a complete name of its own (h18w). A tail ending on an adjective
 * ("Institute of Electrical and Electronics Engineers, Inc.") is no complete name: the adjective qualifies the words
 * after "and", and the whole is one company.
 */
const WHOLE_BODY = new RegExp(`^(?:${qualifiers(`${QUALIFIER}\\s+`, 1, 5)}${HEAD}|${qualifiers(`${QUALIFIER}\\s+`, 0, 5)}${HEAD}${TAIL})$`);
const ADJECTIVE_END = /(?:al|ic|ive|ous)$/;
/** "and" or "&" between two capitalised words of a company match; the blanks before it read from where their run starts (a long run once). */
const AND_JOIN = /(?<!\s)\s+(?:and|&)\s+(?=\p{Lu})/gu;
/** Where the company match `name` splits into a body and a company after it (end of the body, start of the company), or null. */
export function bodyBeforeCompany(name: string): { leftEnd: number; right: number } | null {
  // The last such "and": a body's own name may hold one ("Ministry of Trade and Industry and Kestrel Logistics GmbH").
  let split: { leftEnd: number; right: number } | null = null;
  for (const j of matchesOf(AND_JOIN, name)) {
    const left = name.slice(0, j.index);
    if (WHOLE_BODY.test(left) && !ADJECTIVE_END.test(left)) split = { leftEnd: j.index, right: j.index + j[0].length };
  }
  return split;
}
/** Capitalised words then an institution's head, right after a company match ("… Company| Law Tribunal"). */
const INSTITUTION_AFTER = new RegExp(`^(?:\\s+[A-Z][A-Za-z-]*){0,3}\\s+${HEAD}(?![A-Za-z])`);
export const HAS_HEAD = new RegExp(HEAD);
/** Capitalised words then an institution's head open `after`, the text right after a company match. */
export function institutionHeadFollows(after: string): boolean {
  return INSTITUTION_AFTER.test(after);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function institutionGrammarRunPatterns(): readonly RegExp[] {
  return [AND_JOIN];
}
