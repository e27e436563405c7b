/**
 * A body named by what it does and the nation or region it serves, with no head word the institution reader knows:
 * "Food Standards Scotland", "Enterprise Ireland", "Innovate UK", "Historic Environment Scotland", "SafeWork NSW". The
 * form is one to three capitalised words right before a country's name (or an Australian state's code), the run of
 * capitals ending there. It generalises NATIONAL_FIELD_BODY (bodies-by-shape.ts), which reads a listed field only.
 *
 * Not a place: the word right before the country is no compass or extent word ("Central Scotland", "North Wales",
 * "Greater London", "New South Wales", "Northern Ireland" itself a listed country), and no word of the name is a listed
 * place ("Glasgow Scotland" is a town and its country). Not a clause's own words: articles, prepositions, months, a
 * party's role, a person's title end the name before them; a common word that is capitalised only because it opens the
 * sentence ("Throughout Scotland", "Visit Wales …" at a sentence's start) is dropped, so a name of that word alone is
 * none. Not a longer name: another capitalised word after the country ("Acme Ireland Limited", "Food Standards
 * Scotland Act") is read by the company reader, or is a statute; nor a number after it ("the paddy of Hom Mali 105": a
 * variety or a model is a product).
 */
import { COUNTRIES, NUMBERED_COMPANY_PLACES, PERSON_TITLES, PLACES, AUSTRALIAN_STATES, POST_WORDS, REGION_QUALIFIERS } from '../lexicon/gazetteer.js';
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { listedAt, listedIndex } from '../lexicon/listed-names.js';
import { isCommonEnglishWord, isEnglishWord } from '../../../common/lexicon/english.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';
import { ADDRESS_DIVISION_KINDS } from '../lexicon/address-divisions.js';

/**
 * Countries, Canada's provinces by their full names, and Australia's states by their codes of three letters and their
 * full names: a state's agencies are named so as a nation's are ("Service Tasmania", "WorkSafe Victoria", "Biosecurity
 * Queensland"; issue 18, h90fd, facts set 51's cause 6).
 */
const REGIONS = [...new Set([...COUNTRIES, ...NUMBERED_COMPANY_PLACES.filter((p) => /^\p{Lu}\p{Ll}{3,}/u.test(p)), 'Québec',
  ...AUSTRALIAN_STATES.map((s) => s.code).filter((c) => c.length === 3), ...AUSTRALIAN_STATES.map((s) => s.name)])];
/** Australia's states by their full names, which a town may precede in an address. */
const STATE_NAMES: ReadonlySet<string> = new Set(AUSTRALIAN_STATES.map((s) => s.name));
const SECOND_CAPITAL = /^\p{Lu}\p{Ll}+\p{Lu}/u;
/** A word of a body's name: a capital then small letters, perhaps a second capital inside ("SafeWork"). Bounded. */
const WORD = String.raw`\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{0,24}(?:\p{Lu}\p{Ll}{1,24})?`;
/**
 * One to three such words, then a listed region that no letter, digit, capitalised word or dash follows: the pattern
 * `(?<![\p{L}\p{M}'’.-])((?:WORD\s){1,3})(<every region>)(?![\p{L}\p{M}\d])(?!\s{1,3}[\p{Lu}\d])(?!\s{0,3}[-–(])`, its
 * region looked up in the listed index after the words (the alternation of every country compiled to ~210 KB of native
 * code and spent V8's regex code budget: bench/log.md, "The cold classify, part 17"). The words are read as the
 * pattern's backtracking reads them: as many as follow (three at most), then one fewer while no region follows.
 */
const WORDS_BEFORE_REGION = new RegExp(String.raw`(?<![\p{L}\p{M}'’.-])(?:${WORD}\s){1,3}`, 'gu');
const ONE_WORD = new RegExp(String.raw`${WORD}\s`, 'uy');
const REGION_INDEX = listedIndex(REGIONS);
/** The regions whole, to tell a compass word that opens one ("South Africa") from one before it. */
const REGION_SET: ReadonlySet<string> = new Set(REGIONS);
const NOT_AFTER_REGION = /[\p{L}\p{M}\d]|\s{1,3}[\p{Lu}\d]|\s{0,3}[-–(]/uy;
/** A body's words and the region after them: where they start, the whole, the words, the region. */
interface WordsAndRegion { readonly index: number; readonly 0: string; readonly 1: string; readonly 2: string }
export function bodiesBeforeRegion(text: string): WordsAndRegion[] {
  const found: WordsAndRegion[] = [];
  const run = WORDS_BEFORE_REGION;
  run.lastIndex = 0;
  for (let m = run.exec(text); m !== null; m = run.exec(text)) {
    const ends: number[] = [];
    for (let at = m.index; ends.length < 3; ) {
      ONE_WORD.lastIndex = at;
      if (!ONE_WORD.test(text)) break;
      at = ONE_WORD.lastIndex;
      ends.push(at);
    }
    let hit: WordsAndRegion | undefined;
    for (let k = ends.length - 1; k >= 0 && !hit; k--) {
      const region = listedAt(REGION_INDEX, text, ends[k], NOT_AFTER_REGION);
      if (region !== undefined) hit = { index: m.index, 0: text.slice(m.index, ends[k] + region.length), 1: text.slice(m.index, ends[k]), 2: region };
    }
    if (hit) {
      found.push(hit);
      run.lastIndex = hit.index + hit[0].length;
    } else {
      // The next start, past the whole code point the words started on (a `u` pattern's step).
      run.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
    }
  }
  run.lastIndex = 0;
  return found;
}
/** A cheap test before the pattern runs: a capitalised word, one blank, a capital. */
const CAPITALS_PAIR = /\p{Ll}\s\p{Lu}/u;
/**
 * Words of extent or compass that make a place of the country after them (the gazetteer's REGION_QUALIFIERS and more); a
 * lake's kind ("Lake Malawi": places-by-kind-word.ts, h90at).
 */
const PLACE_QUALIFIERS = new RegExp(`^(?:${longestFirstAlternation([...REGION_QUALIFIERS, 'Mid', 'Greater', 'Great', 'Upper', 'Lower', 'New', 'Old', 'Rural', 'Inner', 'Outer', 'Metropolitan', 'Coastal', 'Highland', 'Highlands', 'All', 'Whole', 'Republic', 'Kingdom', 'Island', 'Islands', "Island's", 'Lake'])})$`);
/** Words of the clause that no body's name holds. */
const CLAUSE_WORDS = new RegExp(`^(?:The|This|That|These|Those|A|An|And|Or|Of|In|On|At|For|To|From|By|With|Within|Throughout|Across|Outside|Inside|Under|Any|Each|Every|All|Such|Its|Their|Our|Your|His|Her|Both|Either|Neither|No|Not|Law|Laws|Courts?|Governing|Jurisdiction|Territory|Schedule|Clause|Section|Article|Annex|Appendix|${MONTH_NAME}|${WEEKDAY_NAME})$`);
const TITLES = new Set(PERSON_TITLES);
/**
 * The kinds of an address's division ("Tehsil", "Taluka", "Mandal", "District"): ADDRESS_DIVISION_KINDS but its postal
 * ones and "Division", which name bodies before a country ("Post Fiji", "Division Malta").
 */
const DIVISION_KINDS: ReadonlySet<string> = new Set(ADDRESS_DIVISION_KINDS.filter((k) => !/^(?:Post|Division)/.test(k)));
/**
 * Last words (before the country) that make a thing of the name, no body (review hrev39): a post or a part of an
 * organisation ("the Managing Director UK", "Sales Scotland": POST_WORDS and a department's work), a law, an
 * instrument or a document ("the Building Regulations England", "the Employment Rights Act UK", "an Export Licence UK",
 * "a Marine Cargo Policy Australia", "the Safe Work Method Statement NSW"), a day, a rate or an event ("a Bank Holiday
 * UK", "the Minimum Wage UK", "the Annual Conference Scotland") and a product's model ("the Galaxy Phone India range").
 */
const THING_HEADS: ReadonlySet<string> = new Set([...POST_WORDS, 'Sales', 'Operations', 'Support', 'Marketing', 'Accounts',
  'Procurement', 'Purchasing', 'Act', 'Acts', 'Regulations', 'Regulation', 'Rules', 'Code', 'Practice', 'Directive',
  'Standard', 'Policy', 'Licence', 'License', 'Permit', 'Certificate', 'Insurance', 'Cover', 'Wage', 'Rate', 'Holiday',
  'Holidays', 'Day', 'Week', 'Conference', 'Festival', 'Games', 'Show', 'Fair', 'Expo', 'Awards', 'Championship',
  'Championships', 'Tour', 'Phone', 'Edition', 'Version', 'Model', 'Series', 'Statement', 'Plan', 'Report', 'Form',
  'Return', 'Notice', 'Manual', 'Handbook', 'Procedure', 'Assessment']);
/**
 * A document a State issues, named in small letters right after the country, perhaps after one or two small words: "a
 * Temporary Anguilla driving permit No. …", "a Visitor Barbados work permit", "a Temporary Fiji visa". The capitalised
 * words before the country say what kind of document it is, no body's name (facts set 52's cause 10, issue 18, h91fp).
 * Anchored, bounded words: linear.
 */
const DOCUMENT_AFTER = /^\s{1,3}(?:[a-z][a-z'’-]{1,20}\s{1,3}){0,2}(?:permit|licen[cs]e|passport|visa|card|certificate)(?![\p{L}])/u;
/** A language or a people's adjective alone before a country is the language's variety: "English UK", "French Canada". */
const LANGUAGE_WORD = /^(?:English|French|German|Spanish|Italian|Portuguese|Dutch|Chinese|Arabic|Japanese|Korean|Russian|Hindi|Welsh|Gaelic|Irish|Scottish|British|American|Canadian|Australian|Indian)$/;
/** A run of capitals right after "<Capital> of" is the tail of a longer name: "the Code of Practice Scotland". Anchored. */
const OF_BEFORE = /\p{Lu}[\p{L}\p{M}'’-]{0,24}\s{1,3}of\s{1,3}$/u;
const PLACE_SET: ReadonlySet<string> = new Set(PLACES);
/** Where a sentence opens: the element's start or a stop, a colon or a bracket before blanks. */
const SENTENCE_OPEN = /(?:^|[.!?:;(]\s{0,3}|\n\s{0,3})$/;
/**
 * Or the element's clause number or item mark alone before the words: "2.2 If Kenya law requires …", "(b) Where Aruba
 * …" (issue 18, h94at: the "If" was kept as a name's word). Tested on the element's opening only; anchored: linear.
 */
const NUMBER_OPEN = /^\s{0,3}(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?|\(?[a-z]{1,4}\)|[A-Z]\.)\s{1,3}$/;
function opensSentence(text: string, begin: number): boolean {
  return SENTENCE_OPEN.test(text.slice(Math.max(0, begin - 4), begin)) || (begin <= 20 && NUMBER_OPEN.test(text.slice(0, begin)));
}
/** A person's title right before the words: "Mr John England" is a person. Anchored at the window's end: linear. */
const TITLE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${longestFirstAlternation(PERSON_TITLES)})\\.?\\s{1,3}$`, 'u');
/** The lexicon's tier a word must be in to count as a common word (as body-initials.ts reads a word in capitals). */
const COMMON_TIER = 35;

function clauseWord(word: string): boolean {
  return CLAUSE_WORDS.test(word) || ROLE_NAMES.has(word.toLowerCase()) || TITLES.has(word.replace(/\.$/, '')) || PLACE_SET.has(word);
}

/** Bodies ending in a country's or region's name, each an Organization. */
export function addRegionEndingBodies(text: string, add: AddName): void {
  if (!CAPITALS_PAIR.test(text)) return;
  for (const m of bodiesBeforeRegion(text)) {
    let words = m[1].trim().split(/\s/);
    let region = m[2];
    // A compass word that opens a listed country or region of two words ("South Africa", "South Korea", "North Macedonia",
    // "South Australia") belongs to it, not to the body's words: "the code of practice of Mohair South Africa" names a
    // body as "Mohair Lesotho" does (issue 18, h106near; facts set 65's cause 13). As before a state's full name (below),
    // a word of the name then says what the body does, an English word or one with a second capital, and none of its
    // words ends in a listed place: "near Cape Town South Africa", "of Graaff-Reinet South Africa" are a town and its
    // country.
    if (PLACE_QUALIFIERS.test(words[words.length - 1])) {
      const joined = `${words[words.length - 1]} ${region}`;
      if (words.length === 1 || !REGION_SET.has(joined)) continue;
      words = words.slice(0, -1);
      region = joined;
      if (words.some((_, k) => PLACE_SET.has(words.slice(k).join(' '))) || !words.some((w) => isEnglishWord(w.toLowerCase()) || SECOND_CAPITAL.test(w))) continue;
    }
    // Keep the words nearest the country while they may be a name's.
    let first = words.length;
    while (first > 0 && !clauseWord(words[first - 1])) first -= 1;
    let begin = m.index + words.slice(0, first).reduce((n, w) => n + w.length + 1, 0);
    // A common word opening the sentence is capitalised for its place, not as a name's word.
    if (first < words.length && opensSentence(text, begin) && isCommonEnglishWord(words[first].toLowerCase(), COMMON_TIER)) {
      begin += words[first].length + 1;
      first += 1;
    }
    if (first >= words.length || TITLE_BEFORE.test(text.slice(Math.max(0, begin - 12), begin))) continue;
    if (PLACE_SET.has(`${words.slice(first).join(' ')} ${region}`)) continue;
    const kept = words.slice(first);
    if (THING_HEADS.has(kept[kept.length - 1]) || (kept.length === 1 && LANGUAGE_WORD.test(kept[0]))) continue;
    // "Tehsil Bahrain, District Swat", "Mandal Oman": a South Asian address's division before its place, whose name a
    // country shares (Bahrain, a tehsil of Swat), is an address, no body (facts set 67's cause 9, issue 18, h107q67).
    if (kept.every((w) => DIVISION_KINDS.has(w))) continue;
    // A town before a state written out with no comma ("from Ballarat Victoria") is an address: before a state's full name
    // a word of the name says what the body does, an English word or one with a second capital ("Service", "WorkSafe").
    if (STATE_NAMES.has(region) && !kept.some((w) => isEnglishWord(w.toLowerCase()) || SECOND_CAPITAL.test(w))) continue;
    // A party's role right before ("Customer Services UK") makes the words that party's department, no body.
    if (first > 0 && ROLE_NAMES.has(words[first - 1].toLowerCase())) continue;
    if (OF_BEFORE.test(text.slice(Math.max(0, begin - 32), begin))) continue;
    if (DOCUMENT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60))) continue;
    add('Organization', begin, m.index + m[0].length);
  }
}
