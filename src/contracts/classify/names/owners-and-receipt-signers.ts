/**
 * People named by positions the other signer readers do not know (set 74, issue 18, h98t74):
 * - after an owner's or a chair's post in small letters: "the farm "Liepas", represented by its owner Jānis Ozols",
 *   "Contractor: farm "Liepas", owner Jānis Ozols, Daugavpils region" (Baltic and other civil-law preambles and
 *   particulars rows translated to English name a sole trader's farm or shop by its owner so);
 * - on a signature row that names the party, the signer with initials and the post: "The Foundation, S. Pinas, chair",
 *   "The Supplier, E. Tjin-A-Koeng, director" (the rows under a translated contract's signature lines);
 * - after a receipt row's "Received by:" and before the firm received for: "Received by: Aa Bb, for Cc Ltd" (a work
 *   order's or a delivery note's acknowledgement, signed as "Signed by:" is).
 * The name is a Person, the post no part of it (C1's Person: a named individual).
 */
import { NAME_PARTICLES, isOrganisationWord, isPersonName } from './person-names.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { INITIALS_NAME, NAME_WORD, isFieldOrUnit } from './signatory-names.js';
import { SIGNER_POST_WORDS } from './posted-signers.js';
import type { AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** Two or three name words, a surname's particles inside ("Anna van der Berg"). */
const NAME = String.raw`${NAME_WORD}(?:\s(?:${NAME_PARTICLES}\s){0,2}${NAME_WORD}){1,2}`;
/**
 * "its owner Aa Bb", ", owner Aa Bb": a possessive or a comma, the post in small letters, the name. The post is an
 * owner's or a chair's: a sole trader's business is named by its owner, a body by its chair. Bounded: linear.
 */
const OWNER_THEN_NAME = new RegExp(String.raw`(?:\b(?:its|his|her|their)|,)\s{1,3}(?:owner|co-owner|sole\s{1,3}owner|proprietor|chair|chairman|chairwoman|chairperson)\s{1,3}(${NAME})(?![\p{L}\p{M}'’-])`, 'gu');
/**
 * A signature row "<the party>, <initials and surname or a full name>, <post>": the party's one to three capitalised
 * words (after "The" or not), the name, the post whose last word is a signer's (`SIGNER_POST_WORDS`) to the row's end.
 * Anchored, bounded: linear.
 */
const PARTY_NAME_POST_ROW = new RegExp(String.raw`^\s{0,3}(?:The\s{1,3})?\p{Lu}[\p{L}-]{1,30}(?:\s\p{Lu}[\p{L}-]{1,30}){0,2},\s{1,3}(${INITIALS_NAME}|${NAME}),\s{1,3}(?:the\s{1,3})?(?:\p{L}{1,20}\s{1,3}){0,2}(?:${SIGNER_POST_WORDS})\.?\s{0,3}$`, 'u');
/** "Received by: Aa Bb" to a comma or the row's end. Anchored, bounded: linear. */
const RECEIVED_BY_ROW = new RegExp(String.raw`^\s{0,3}(?:Received|RECEIVED|Collected|COLLECTED)\s{1,3}(?:by|BY)\s{0,3}:\s{1,3}(${NAME})(?=\s{0,3}(?:,|$))`, 'u');

/** A name that opens on its initials ("S. Pinas", "A. B. Sadykov"): the surname after them is read alone. */
const INITIALS_FIRST = /^\p{Lu}\.(?:\s?-?\p{Lu}\.){0,2}\s?/u;
/**
 * Whether words are a person's name (particles left out), not a form's field or a unit's common words; initials before
 * one surname ("S. Pinas") are a name where the surname is no common word, as INITIALS_NAME reads a signer elsewhere.
 */
function isName(name: string, initials: boolean): boolean {
  const lead = initials ? INITIALS_FIRST.exec(name) : null;
  if (lead !== null) return !isFieldOrUnit(name.slice(lead[0].length)) && !isOrganisationWord(name.slice(lead[0].length));
  return isPersonName(name.replace(/\s(?:[a-z]{1,4}\s){1,2}/g, ' ')) && !isFieldOrUnit(name);
}

/** Adds the name of a row's match, found after the row's `mark` (the comma or colon it follows). */
function addRowName(row: RegExpExecArray | null, mark: string, add: AddName): void {
  if (row === null || !isName(row[1], true)) return;
  const begin = row.index + row[0].indexOf(row[1], row[0].indexOf(mark));
  add('Person', begin, begin + row[1].length);
}

/** The people of an owner's post, an initialled signature row and a receipt row (see the file's comment). */
export function addOwnersAndReceiptSigners(text: string, add: AddName): void {
  if (/\b(?:owner|proprietor|chair)/.test(text)) {
    for (const m of matchesOf(OWNER_THEN_NAME, text)) {
      const begin = m.index + m[0].length - m[1].length;
      if (isName(m[1], false)) add('Person', begin, begin + m[1].length);
    }
  }
  if (text.length > 200) return;
  addRowName(runnable(PARTY_NAME_POST_ROW).exec(text), ',', add);
  addRowName(RECEIVED_BY_ROW.exec(text), ':', add);
}

/**
 * The party's row of a name and a post and the module's other own patterns, for the build
 * (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes their run sources (short runs
 * written once, word boundaries, group ends), which `runnable` and `matchesOf` run, so the process rewrites none of
 * them (bench/log.md, "The cold classify, part 22").
 */
export function ownersAndReceiptSignersRunPatterns(): readonly RegExp[] {
  return [PARTY_NAME_POST_ROW, OWNER_THEN_NAME];
}
