/**
 * Whether a line's words are a signer's name, and whether two names or a name and a party are one person: the tests
 * every party-details reader shares.
 */
import { STREET_WORDS_NO_SURNAME } from '../../names/addresses.js';
import { CASED_LEGAL_FORMS, COMPANY_SUFFIXES, FORMS_BEFORE_NAME, LEADING_LEGAL_FORMS, PERSON_TITLES } from '../../lexicon/gazetteer.js';
import { allCommonEnglishWords } from '../../../../common/lexicon/english.js';
import type { PartyLexicon } from '../party-lexicon.js';
import { isParticledPersonName } from '../../signatures/signer-lines.js';
import { namesADocument } from './document-words.js';
import { withoutMarks } from '../../../../common/lexicon/without-marks.js';
import { OKINA_OPENING } from '../../lexicon/name-letters.js';

/** A person a contact field names: a signer's name of which some word is no common English word ("Accounts Payable" is a desk). */
export const isContactName = (name: string): boolean => isSignerName(name) && !allCommonEnglishWords(name, 35);
/** Legal forms, as words ("LLC", "Inc.", "P.C."). */
// "PT NUSANTARA CARGO MANDIRI": a legal form before the name is one too.
const LEGAL_FORMS = new Set([...COMPANY_SUFFIXES, ...LEADING_LEGAL_FORMS].filter((w) => !CASED_LEGAL_FORMS.has(w)).flatMap((w) => [w.toLowerCase(), `${w.toLowerCase()}.`]));
/** Whether a word is a legal form: case-blind, but a form that is also a person's name ("Ike") only as written. */
// A Baltic form before the name ("Agreed for AS Daugava Insurance:", "SIA Baltic Cloud Hosting") as written: "as" is a word.
export const isLegalForm = (word: string): boolean => LEGAL_FORMS.has(word.toLowerCase()) || CASED_LEGAL_FORMS.has(word) || CASED_LEGAL_FORMS.has(word.replace(/\.$/, '')) || FORMS_BEFORE_NAME.includes(word);

/** A person's name without a courtesy or academic title before it, in small letters: the same person however titled. */
const TITLE_BEFORE = new RegExp(String.raw`^(?:(?:${PERSON_TITLES.join('|')})\.?\s+)+`, 'i');
export const untitled = (name: string): string => name.replace(TITLE_BEFORE, '').toLowerCase();

/** A name's words, lower-cased, in one Unicode form. */
const lowerWords = (name: string): string[] => name.normalize('NFC').toLowerCase().split(/\s+/);

/**
 * Whether two names are one person's writings: the same in capitals or not, one's words all among the other's ("Petar
 * Ivanov" of "Petar Dimitrov Ivanov"), or initials and the surname ("S. Joseph", "A.N. Kovalchuk"). The preamble names a
 * representative in full, the signature block often shorter (h39a); two people of one surname ("Jane Smith", "John
 * Smith") stay two.
 */
export function sameSigner(a: string, b: string): boolean {
  const [short, full] = [a, b].map(lowerWords).sort((x, y) => x.length - y.length);
  if (short.join(' ') === full.join(' ')) return true;
  if (short[short.length - 1] !== full[full.length - 1]) return false;
  // A middle name written as its initial ("Donald A. MacIsaac" of "Donald Alexander MacIsaac"): each word the same or
  // the other's initial, the first and last written in full.
  if (short.length === full.length) return middleInitialed(short, full);
  return short.slice(0, -1).every((w) => full.includes(w)) || (short.length === 2 && /^(?:\p{Ll}\.\s?){1,3}$/u.test(short[0]) && short[0][0] === full[0][0]);
}

/** An initial ("a.") standing for a word ("alexander"). */
const initialOf = (initial: string, word: string): boolean => /^\p{Ll}\.$/u.test(initial) && word.length > 2 && word[0] === initial[0];
/** Two names of three or more words, the same first and last, each middle word the same or the other's initial. */
function middleInitialed(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length < 3 || a[0] !== b[0] || a[a.length - 1] !== b[b.length - 1]) return false;
  return a.every((w, i) => w === b[i] || initialOf(w, b[i]) || initialOf(b[i], w));
}

/** Whether `name` is the party's own (a sole trader signing for herself has no contact; set 12's convention). */
export function signsForSelf(name: string, party: string, lexicon: PartyLexicon): boolean {
  const names = (written: string) => lexicon.find(written).some((m) => m.party === party && !m.negative);
  // The party named with a title its signature leaves out ("Ms Sophie Brenner, born …" signs "The Instructor: Sophie
  // Brenner"): she still signs for herself, no contact of hers (h40f29).
  return names(name) || PERSON_TITLES.some((t) => names(`${t} ${name}`));
}

/** A person's name as a signer writes it, an initial perhaps among its words ("RAMON D. VILLANUEVA", "Liza M. Santos"). */
/** An okina opening a name word, no letter of the name for the name test ("'Ana" reads as "Ana"). */
const OKINA = new RegExp(String.raw`^${OKINA_OPENING}(?=\p{Lu})`, 'u');
/** "St." (Saint) before a surname's word. */
const SAINT = /^(?:St|Ste)\.$/;
export function isSignerName(name: string): boolean {
  // An initial ("R.") and an abbreviated first name ("Ma." Maria, "Md." Mohammad: "Ma. Luisa R. Santos", h40f29) are read
  // as the name words around them are.
  // So is "St." opening a surname after a first name ("Marcella St. Rose", "John St. John": Saint, h57names).
  const words = withoutMarks(name).split(/\s+/).filter((w, i, all) => !/^(?:\p{Lu}|Ma|Md)\.$/u.test(w) && !(SAINT.test(w) && i > 0 && i < all.length - 1)).map((w) => w.replace(OKINA, ''));
  // "Scotts Head Road" is a street (an addressee's street line read as "name, title"), no person.
  if (STREET_WORDS_NO_SURNAME.includes(words[words.length - 1] ?? '')) return false;
  // "MEMBER'S SUPPLY COMMITMENT" (a title over its subtitle after a dash) is a document's, no person (document-words.ts).
  if (namesADocument(name)) return false;
  // A particle between name words is read as the names around it are ("Pieter de Vries", "Fatima el Amrani", h47f32).
  return isParticledPersonName(words.join(' '));
}

/**
 * A party's contacts less the party's own signature: an individual signs for himself, with no contact (sets 44–55), also
 * when his signature line shortens a middle name the party's field writes in full ("Landowner: Donald Alexander
 * MacIsaac" signs "Donald A. MacIsaac"), which the lexicon of his written names does not find; and when the name is the
 * party's own word for word, as a sole trader's letter signed under its closing gives it to the writer's "we" (facts set
 * 78's interpreter, issue 18, h122facts).
 */
export function withoutOwnSignature<T extends { name: string }>(party: string, contacts: readonly T[]): T[] {
  return withoutPartyNamed(party, contacts);
}

/**
 * Contacts less those that are another party's own name, whole or with a middle name initialled: a person who is a
 * Primary party signing for itself (a tradesman's letter, "Yours sincerely," / "John Walsh") is no contact of the party
 * the letter is written to (facts set 77's cause 2, issue 18, h121f77).
 */
export function withoutPartyNamed<T extends { name: string }>(party: string, contacts: readonly T[]): T[] {
  const words = lowerWords(party);
  return contacts.filter((c) => {
    const own = lowerWords(untitled(c.name));
    return !(own.length === words.length && own.every((w, i) => w === words[i])) && !middleInitialed(own, words);
  });
}
