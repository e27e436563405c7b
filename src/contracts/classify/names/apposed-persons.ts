/**
 * Persons named in apposition, between commas, with no title: after a person's role and a possessive ("his agent, Sami
 * Haddad, whose commission …", "the Publisher's lawyer, Nadia Kassab, may …"), and after the first person's "I" that
 * opens an attestation or a declaration ("I, Carmen Lopez Ruiz, Notary Public of Dublin, certify …"). The slot tells the
 * capitalised words are a person's where no title or given name's list does (issue 18, h93at, set 71's Person misses).
 *
 * Not read: a role that a firm fills as often as a person ("its auditor", "its bank", "its agents"), a name with a common
 * English word in it ("its agent, Harbour Shipping, …" names a firm), and a name with an organisation's word
 * (person-names.ts). Bounded words: linear.
 */
import type { AddName } from './name-grammar.js';
import { isPersonName } from './person-names.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';

/** Roles only a person fills, singular: whoever is named after one and a comma is a person. */
const PERSON_ROLES = ['agent', 'lawyer', 'attorney', 'solicitor', 'accountant', 'adviser', 'advisor', 'representative', 'doctor', 'physician',
  'nurse', 'coach', 'manager', 'spouse', 'wife', 'husband', 'son', 'daughter', 'father', 'mother', 'guardian', 'employee', 'assistant', 'secretary',
  // A study's or a project's staff (h102t77): a person each.
  'researcher', 'investigator', 'technician', 'statistician', 'coordinator', 'supervisor', 'officer'];
/** A capitalised name word: letters, an inner apostrophe or hyphen. */
const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
const NAME = String.raw`(${WORD}(?:\s{1,3}${WORD}){1,3})`;
/** A possessive (a pronoun's, "the", a party's "'s"), a person's role, a comma, the name, a comma or a bracket. */
const ROLE_THEN_NAME = new RegExp(String.raw`(?<![\p{L}])(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Yy]our|[Oo]ur|[Ii]ts|[Tt]he|\p{Lu}\p{Ll}{1,30}['’]s)\s{1,3}(?:${PERSON_ROLES.join('|')}),\s{1,3}${NAME}(?=\s{0,3}[,(])`, 'gu');
/**
 * A person named right after the art or the craft they practise, with no comma: "for the services of the singer Marisol
 * Vance and her band", "the illustrator Lena Moritz will", "our photographer Sam Ortiz" (a performer's or an author's
 * engagement names the person so; set 72, issue 18, h98at). Words only a person's work is, in small letters after an
 * article or a possessive; the name two to four capitalised words, no common English word among them.
 */
const CRAFTS = ['singer', 'pianist', 'guitarist', 'drummer', 'violinist', 'cellist', 'musician', 'conductor', 'composer', 'illustrator',
  'photographer', 'painter', 'sculptor', 'author', 'novelist', 'poet', 'actor', 'actress', 'dancer', 'choreographer', 'chef', 'presenter'];
const CRAFT_THEN_NAME = new RegExp(String.raw`(?<![\p{L}])(?:[Tt]he|[Aa]|[Oo]ur|[Tt]heir|[Ii]ts|[Hh]is|[Hh]er|[Yy]our)\s{1,3}(?:${CRAFTS.join('|')})\s{1,3}${NAME}(?![\p{L}\p{M}'’-])`, 'gu');
/**
 * A row that is a name, a comma and the person's role in small letters, perhaps after one or two words of its field:
 * "Kenny Anjain, research assistant", "Mele Taufa, study nurse", "Ana Reyes, field supervisor" (a team's list in an
 * annex names its members so, the role in small letters: set 77, issue 18, h102t77). The whole element, anchored: a
 * sentence goes on after its role. Bounded: linear.
 */
const NAME_THEN_ROLE_ROW = new RegExp(String.raw`^\s{0,3}${NAME},\s{1,3}(?:\p{Ll}{2,20}\s{1,3}){0,2}(?:${PERSON_ROLES.join('|')})\s{0,3}(?:[.;]\s{0,3})?$`, 'u');
/** "I, <name>," opening the element or a sentence: the writer names themself. */
const FIRST_PERSON_NAMED = new RegExp(String.raw`(?:^|[.:;]\s{1,3})\s{0,3}I,\s{1,3}${NAME}(?=,)`, 'u');

/** The words of `name` that make it a person's here: a person's form, no common English word among them. */
const namesAPerson = (name: string): boolean => isPersonName(name) && !name.split(/\s+/).some((w) => isCommonEnglishWord(w.toLowerCase(), 40));

/** Persons in apposition after a person's role, and after "I,". */
export function addApposedPersons(text: string, add: AddName): void {
  const addName = (index: number, whole: string, name: string): void => {
    const begin = index + whole.lastIndexOf(name);
    if (namesAPerson(name)) add('Person', begin, begin + name.length);
  };
  if (text.includes(',')) for (const m of matchesOf(ROLE_THEN_NAME, text)) addName(m.index, m[0], m[1]);
  for (const m of matchesOf(CRAFT_THEN_NAME, text)) addName(m.index, m[0], m[1]);
  const row = text.length <= 120 ? NAME_THEN_ROLE_ROW.exec(text) : null;
  if (row) addName(row.index, row[0].slice(0, row[0].indexOf(',')), row[1]);
  const first = text.includes('I,') ? FIRST_PERSON_NAMED.exec(text) : null;
  if (first) addName(first.index, first[0], first[1]);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function apposedPersonsRunPatterns(): readonly RegExp[] {
  return [CRAFT_THEN_NAME, ROLE_THEN_NAME];
}
