/**
 * Persons a "between" preamble names with a middle initial and no title: "between Wade L. Harlan and Corinne M. Harlan,
 * husband and wife, (together "Grantor")", "BETWEEN: Wade L. Harlan ("Grantor")" (set 53's attribute misses and
 * h63left's Left, issue 18, h64names). A titled person ("Mr. Tom J. Baker") is read by the titles (signatory-names.ts);
 * an untitled one had no reader, and a given name's list cannot tell "Wade" is one. The slot tells: the name opens the
 * preamble's "between" (or the element), has the form of a person's with its initial (person-names.ts), and a comma, a
 * bracket or the element's end follows it; a second such name may follow after "and".
 * Not read: a name with no initial ("between Wade Harlan and …": a firm's name has that form too, "Harlan Mercer"), and
 * a name elsewhere in a sentence.
 */
import type { AddName } from './name-grammar.js';
import { isPersonName } from './person-names.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { REPRESENTATIVE_POST_WORDS } from '../lexicon/board-offices.js';

/**
 * A document's lettered part, which has a person's form ("between Part A. General, Part B. Special and the
 * Specification", "between Schedule A. Prices and …"): its word is no given name (hrev55).
 */
const LETTERED_PART = String.raw`(?:Part|Parts|Schedule|Annex|Annexe|Annexure|Appendix|Exhibit|Attachment|Section|Clause|Article|Chapter|Paragraph|Table|Item|Phase|Stage|Lot|Option|Volume|Book|Title|Division|Rider|Tier|Level|Grade|Class|Type|Zone|Block|Unit|Plan|Form|Step|Figure|Group)(?![\p{L}])`;
/** A given name (no lettered part's word), one initial and a surname of one or two words. Bounded: linear. */
const INITIALLED = String.raw`(?!${LETTERED_PART})\p{Lu}\p{Ll}{1,30}\s{1,3}\p{Lu}\.\s{1,3}\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30})?`;
/**
 * The slot: after "between", one or two initialled names, then a comma, a bracket or the end; at the element's start,
 * only before a quoted alias in brackets ("Wade L. Harlan ("Grantor")"): a heading's lettered part has the same form
 * ("Exhibit B. Payment (monthly)", "Part C. Prices, rates"). Anchored, bounded: linear.
 */
const NAMES = String.raw`(${INITIALLED})(?:\s{1,3}and\s{1,3}(${INITIALLED}))?`;
const SLOT_PERSONS = new RegExp(String.raw`(?<![\p{L}])(?:between|Between|BETWEEN)\s{0,3}:?\s{1,3}${NAMES}(?=\s{0,3}(?:[,(]|$))`, 'u');
const OPENING_PERSONS = new RegExp(String.raw`^\s{0,3}${NAMES}(?=\s{0,3}\(\s{0,3}(?:together\s{1,3}|collectively\s{1,3}|each\s{1,3})?["“])`, 'u');

/**
 * A person the civil-law preamble qualifies by nationality and marital status, written in capitals as Brazilian and
 * Portuguese drafting writes a party's name: "and on the other part JOÃO PEDRO ALVES, Brazilian, married, farmer, …"
 * (issue 18, h67n54, from set 54's miss). A firm has no marital status: the qualification tells the name is a
 * person's. Two to five words in capitals, then a capitalised word (the nationality) and the status. Bounded: linear.
 */
// Guatemalan and other Central American notarial drafting gives the age before the status instead: "(a) AA BB CC DD, of
// legal age, married, weaver, …" (issue 18, h88at).
const QUALIFIED_IN_CAPITALS = /(?<![\p{L}])(\p{Lu}{2,30}(?:\s{1,3}\p{Lu}{2,30}){1,4}),\s{1,3}(?:\p{Lu}\p{Ll}{2,30}|of\s{1,3}legal\s{1,3}age|of\s{1,3}full\s{1,3}age),\s{1,3}(?:married|single|divorced|widowed|unmarried)\b/u;

/**
 * A party's representative named after "represented by", perhaps with a colon, and before the post in small letters
 * after a comma: "(registered office: Szolnok; represented by: Varga Zoltán, managing director)", "represented by Jana
 * Nováková, director" (Central European entries, where the family name may come first: issue 18, h77t59, set 59). The
 * post tells the two or three capitalised words are a person's, with no given name's list (isPersonName still refuses
 * an organisation's words). Bounded: linear.
 */
const POSTS = ['managing director', 'executive director', 'general manager', 'director', 'manager', 'chairman', 'chairwoman', 'chairperson', 'president', 'proprietor', 'owner', 'partner', 'secretary', 'attorney-in-fact', 'proxy'];
const POST_WORD_SET: ReadonlySet<string> = new Set(REPRESENTATIVE_POST_WORDS);
const REPRESENTED_POSTED = new RegExp(String.raw`\brepresented\s{1,3}by\s{0,3}:?\s{1,3}(\p{Lu}\p{Ll}{1,30}(?:\s\p{Lu}\p{Ll}{1,30}){1,2}),\s{1,3}(?:its\s{1,3}|the\s{1,3})?(?:${POSTS.join('|')})(?![\p{L}-])`, 'u');

/**
 * A signing row's cell naming the signer in capitals, then the post in small letters: "AA BB CC, legal representative |
 * DD EE FF, legal representative" (a notarial contract's closing row; issue 18, h88at). The cell holds nothing else. Two
 * to five words in capitals; the post one of POSTS. Bounded: linear.
 */
const CAPITALS_POSTED_CELL = new RegExp(String.raw`(?:^|\|)\s{0,3}(\p{Lu}{2,30}(?:\s{1,3}\p{Lu}{2,30}){1,4}),\s{1,3}(?:its\s{1,3}|the\s{1,3})?(?:legal\s{1,3}representative|${POSTS.join('|')})\s{0,3}(?=\||$)`, 'gu');
/** The initialled persons a preamble's "between" slot names (the first such slot of the element). */
export function addPreamblePersons(text: string, add: AddName): void {
  const represented = text.includes('represented') ? REPRESENTED_POSTED.exec(text) : null;
  // A post written in capitals before the comma is no one's name: "represented by Deputy Mayor, the secretary",
  // "represented by: Sole Shareholder, the owner", "Chief Executive Officer, director" (review hrev73): no word of it a
  // post's word (board-offices.ts). "Mark Brown, director" stays a person.
  if (represented && isPersonName(represented[1]) && !represented[1].split(' ').some((w) => POST_WORD_SET.has(w))) {
    const begin = represented.index + represented[0].indexOf(represented[1], 14);
    add('Person', begin, begin + represented[1].length);
  }
  const qualified = /,\s{1,3}(?:married|single|divorced|widowed|unmarried)\b/.test(text) ? QUALIFIED_IN_CAPITALS.exec(text) : null;
  if (qualified) add('Person', qualified.index, qualified.index + qualified[1].length);
  if (text.includes(',')) for (const m of matchesOf(CAPITALS_POSTED_CELL, text)) {
    const begin = m.index + m[0].indexOf(m[1]);
    if (isPersonName(m[1])) add('Person', begin, begin + m[1].length);
  }
  if (!/\p{Lu}\.\s/u.test(text)) return;
  const m = SLOT_PERSONS.exec(text) ?? OPENING_PERSONS.exec(text);
  if (!m || !isPersonName(m[1], true) || (m[2] !== undefined && !isPersonName(m[2], true))) return;
  // The slot's opening words hold no capitalised name of three words: the first occurrence is the first name.
  const begin = m.index + m[0].indexOf(m[1]);
  add('Person', begin, begin + m[1].length);
  if (m[2] !== undefined) add('Person', m.index + m[0].length - m[2].length, m.index + m[0].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function preamblePersonsRunPatterns(): readonly RegExp[] {
  return [CAPITALS_POSTED_CELL];
}
