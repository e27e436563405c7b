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
import { STREET_WORDS } from './addresses.js';

const NAME_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,30}`;
/**
 * The kind first, then one or two capitalised words: "Lake Chilwa", "Lake Tanganyika". Not after a capitalised word
 * ("Salt Lake County" is read whole by the county's kind), not before another capitalised word ("Lake Albert Road", "Lake
 * Shore Hotel": a longer name's), nor a possessive after it.
 */
const KIND_FIRST = new RegExp(String.raw`(?<!\p{Lu}[\p{Ll}\p{M}'’-]{0,30}\s{1,3})(?<![\p{L}\p{M}])Lake\s(${NAME_WORD}(?:\s${NAME_WORD})?)(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})(?!['’]s)`, 'gu');
/**
 * One to three capitalised words, then "City" or "Town": after a word in small letters ("registered at Belize City"), or
 * ending a line after a comma ("…, Justice of the Peace, Corozal Town"). Not before another capitalised word ("Leeds City
 * Council", "Cape Town Stadium"): a body's or a building's name.
 */
const KIND_LAST = new RegExp(String.raw`(?<=\p{Ll}\s{1,3}|,\s{1,3})((?:${NAME_WORD}\s){1,3})(?:City|Town)(?![\p{L}\p{M}'’-])(?!\s{1,3}\p{Lu})(?!['’]s)`, 'gu');
/** A capitalised word of letters, then blanks, ending right before a match. Anchored at the end of a bounded slice. */
const CAPITALISED_WORD_BEFORE = /(?<![\p{L}\p{M}'’.-])\p{Lu}[\p{L}\p{M}'’-]*\s{1,3}$/u;
/** A comma before the name: the kind must then end the line (an address's or a signing row's last part). */
const COMMA_BEFORE = /,\s{1,3}$/;
/** Words that open a phrase, no place's name ("The City", "Old Town", "This Town"). */
const NOT_A_NAME = /^(?:The|This|That|Our|Your|Their|Its|Any|Each|Every|Such|Old|New|Inner|Outer|Capital|Host|Home|Garden|Market)$/;

/** The places in `text` named with their kind's word. */
export function placesByKindWord(text: string): Span[] {
  const out: Span[] = [];
  if (text.includes('Lake ')) for (const m of matchesOf(KIND_FIRST, text)) {
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
    // The word before the kind names the place: a common word there makes a phrase of the kind ("Kotor Old Town", "the
    // Event Town"), no town's name.
    if (NOT_A_NAME.test(words[0]) || isCommonEnglishWord(words[words.length - 1].toLowerCase(), 20)) continue;
    const end = m.index + m[0].length;
    if (COMMA_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index)) && !/^\s*(?:\.\s*)?$/.test(text.slice(end))) continue;
    out.push({ begin: m.index, end });
  }
  return out;
}
