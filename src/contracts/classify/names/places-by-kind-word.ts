/**
 * Places the gazetteer need not list, named with their kind's word (issue 18, h90at; set 68's "Lake Malawi", "Belize
 * City", "Corozal Town"). A lake names its kind first ("Lake Malawi", "Lake Chilwa"); a city or a town may carry its
 * kind last as part of its name ("Belize City", "Dawson City", "Corozal Town"), and the labelled sets keep that word in
 * the Location (sets 8, 35, 42, 52, 68). A mountain or a river named kind first is none: sets 29, 34 and 36 leave "the
 * River Spey", "Mount Elgon", "the River Manafwa" and "Mount Everest" bare. Bounded: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import type { Span } from '../text/text.js';
import { placeShaped } from './places-after-preposition.js';
import { STREET_WORDS } from './addresses.js';

const NAME_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,30}`;
/**
 * The kind first, then one or two capitalised words: "Lake Chilwa", "Lake Tanganyika". Not after a capitalised word
 * ("Salt Lake County" is read whole by the county's kind), not before another capitalised word ("Lake Albert Road", "Lake
 * Shore Hotel": a longer name's), nor a possessive after it.
 */
const KIND_FIRST = new RegExp(String.raw`(?<!\p{Lu}[\p{Ll}\p{M}'’-]{0,30}\s{1,3})(?<![\p{L}\p{M}])(?:Lake|Wadi)\s(${NAME_WORD}(?:\s${NAME_WORD})?)(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})(?!['’]s)`, 'gu');
/**
 * One to three capitalised words, then "City" or "Town": after a word in small letters ("registered at Belize City"), a
 * place's field's label ("Branch: Mandaue City"), or ending a line after a comma ("…, Justice of the Peace, Corozal Town"). Not before another capitalised word ("Leeds City
 * Council", "Cape Town Stadium"): a body's or a building's name.
 */
// Or as a place's field's value after its colon: "Branch: Mandaue City", "Office: Iloilo City" (a pawn ticket's or a
// form's row; set 87's cause 17, issue 18, h110n87). Only after a label that asks for a place: "Club: Manchester City"
// names a club.
const KIND_LAST = new RegExp(String.raw`(?<=\p{Ll}\s{1,3}|,\s{1,3}|\b(?:Branch|Office|Place|Location|Town|City|Seat|Site|Venue|Municipality)\s{0,3}:\s{1,3})((?:${NAME_WORD}\s){1,3})(?:City|Town)(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})(?!['’]s)`, 'gu');
/** A capitalised word of letters, then blanks, ending right before a match. Anchored at the end of a bounded slice. */
const CAPITALISED_WORD_BEFORE = /(?<![\p{L}\p{M}'’.-])\p{Lu}[\p{L}\p{M}'’-]*\s{1,3}$/u;
/** A comma before the name: the kind must then end the line (an address's or a signing row's last part). */
const COMMA_BEFORE = /,\s{1,3}$/;
/** The rest of a line after a town and its state: nothing, a stop, or the party's alias in brackets. Anchored: linear. */
const ROW_END_REST = /^\s{0,3}(?:\.|\([^()]{1,40}\))?\s{0,3}$/;
/** Words that open a phrase, no place's name ("The City", "Old Town", "This Town"). */
const NOT_A_NAME = /^(?:The|This|That|Our|Your|Their|Its|Any|Each|Every|Such|Old|New|Inner|Outer|Capital|Host|Home|Garden|Market)$/;

/**
 * One or two capitalised words, then an administrative kind in small letters: "Daugavpils region", "Urgut district",
 * "the Samarkand region", "Jelgava municipality" (Baltic, Central Asian and South Asian addresses translated to English
 * write the region, the district or the municipality after its town's name, the kind a common noun). The name alone is the
 * Location, as sets 9, 33, 35, 56, 63 and 74 label "Jodhpur", "Whanganui", "Klondike", "La Libertad", "Samarkand" and "Daugavpils" (the
 * capitalised kind, "Kailahun District", is part of the name: PLACE_BY_KIND in place-names.ts). Not a name of common
 * words only ("the Northern region", "This district"), nor one a capitalised word goes on before (a longer name's tail),
 * nor a body's office the kind heads ("the Canegrowers district office"). C103; issue 18, h98t74 (set 74). Bounded: linear.
 */
const SMALL_KIND_AFTER = new RegExp(String.raw`(?<![\p{L}\p{M}'’.-])(${NAME_WORD}(?:\s${NAME_WORD})?)\s(?:region|district|municipality|oblast|governorate|province|village|harbour|harbor|mountains|plateau)(?![\p{L}\p{M}'’-])(?!\s{1,3}(?:offices?|council|court|administration|authority|committee|board|hospital|manager|officer|headquarters)\b)`, 'gu');
/** The name's words that make it a place's: not all common English, and no word that opens a phrase. */
/** C314's kinds in small letters after the name, right after it. Anchored. */
const C314_KIND = /^\s(?:village|harbour|harbor|mountains|plateau)(?![\p{L}])/u;
const isPlaceName = (words: readonly string[]): boolean => !words.some((w) => NOT_A_NAME.test(w)) && !words.every((w) => isCommonEnglishWord(w.toLowerCase(), 20));

/** The places in `text` named with their kind's word. */
export function placesByKindWord(text: string, listedAfter: (after: string) => number | undefined = () => undefined): Span[] {
  const out: Span[] = [];
  if (text.includes('Lake ') || text.includes('Wadi ')) for (const m of matchesOf(KIND_FIRST, text)) {
    const name = m[1];
    if (STREET_WORDS.includes(name.slice(name.lastIndexOf(' ') + 1))) continue;
    if (name.split(' ').every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) continue;
    out.push({ begin: m.index, end: m.index + m[0].length });
  }
  if (/\s(?:City|Town)\b/.test(text)) for (const m of matchesOf(KIND_LAST, text)) {
    const words = m[1].trim().split(/\s+/);
    // A capitalised word right before goes on a longer name the match is the tail of ("Ho Chi Minh City": the
    // lookbehind sees the small "o" of "Ho").
    if (CAPITALISED_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (NOT_A_NAME.test(words[0])) continue;
    let end = m.index + m[0].length;
    // The word before the kind names the place: a common word there makes a phrase of the kind ("Kotor Old Town", "the
    // Event Town"), no town's name — unless a listed state follows after a comma ("Rapid City, South Dakota").
    const common = isCommonEnglishWord(words[words.length - 1].toLowerCase(), 20);
    // After a comma the kind must end the line, or a listed state must, the party's alias in brackets perhaps: "Customer:
    // Aa Bb, Rapid City, South Dakota ("Customer")" is one Location (C48; a particulars row, set 74, issue 18, h98t74).
    const rowPart = COMMA_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index)) && !/^\s*(?:\.\s*)?$/.test(text.slice(end));
    if (common || rowPart) {
      const state = listedAfter(text.slice(end, end + 48));
      if (state === undefined || (rowPart && !ROW_END_REST.test(text.slice(end + state)))) continue;
      end += state;
    }
    out.push({ begin: m.index, end });
  }
  if (/\p{Ll}\s(?:region|district|municipality|oblast|governorate|province|village|harbour|harbor|mountains|plateau)\b/u.test(text)) for (const m of matchesOf(SMALL_KIND_AFTER, text)) {
    if (CAPITALISED_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "the Agency region", "its Sales district": a word no place's name is (a common word, a body's) drops from the front.
    const words = m[1].split(' ');
    const name = words.length === 2 && isCommonEnglishWord(words[0].toLowerCase(), 20) && !NOT_A_NAME.test(words[1]) ? [words[1]] : words;
    // A possessive is no place's name ("the Principal's village"; C314, h121loc).
    if (!isPlaceName(name) || /['’]s$/.test(m[1])) continue;
    // C314's kinds (village, harbour, harbor, mountains, plateau) follow an adjective or a brand as often ("the Olympic
    // village", "the Himalayan mountains", "the Premier Marinas harbour"): each word must be shaped as a place's, as after
    // a preposition (h121rr #4).
    if (C314_KIND.test(text.slice(m.index + m[1].length)) && !name.every(placeShaped)) continue;
    const begin = m.index + m[1].length - name.join(' ').length;
    out.push({ begin, end: m.index + m[1].length });
  }
  return out;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function placesByKindWordRunPatterns(): readonly RegExp[] {
  return [KIND_FIRST, KIND_LAST, SMALL_KIND_AFTER];
}
