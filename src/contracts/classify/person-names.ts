/**
 * Whether a name has a person's form: two to four name words, none of them a word companies and bodies are named by.
 * Its own home because names, contacts, parties and pronouns all ask it, and the attribute readers it serves must not
 * import the party records built on their results.
 */
import { INSTITUTION_HEADS, LOCAL_GOVERNMENT_WORDS } from './gazetteer.js';

/** A name word: "Sean", "O'Brien", "Mei-Ling", "McLeod", or in capitals ("PENROSE"). */
// In letters of any script: "Zięba", "Villaseñor" (h20s20).
const NAME_WORD = /^(?:\p{Lu}(?:\p{Ll}+|['’](?=\p{Lu}))(?:['’-]\p{Lu}?\p{Ll}+|\p{Lu}\p{Ll}+)*|\p{Lu}[\p{Lu}'’-]+)$/u;
/** A person's initial with its period ("T."). */
const INITIAL = /^[A-Z]\.$/;
/** Words that name companies, firms and bodies, never a person. */
const ORGANISATION_WORDS = new Set([
  ...INSTITUTION_HEADS, ...LOCAL_GOVERNMENT_WORDS, 'Trust', 'Partners', 'Partnership', 'Holdings', 'Group', 'Foundation', 'Club', 'Society', 'Services',
  'Systems', 'Solutions', 'Technologies', 'Technology', 'Capital', 'Ventures', 'Associates', 'Fund', 'Estate', 'Estates',
  'Properties', 'Enterprises', 'International', 'Industries', 'Consulting', 'Media', 'Labs', 'Studio', 'Studios', 'Bank',
  'Church', 'School', 'College', 'Hospital', 'Council', 'Committee', 'Agreement', 'Contract', 'Schedule', 'Annex',
  // A farm business is named by its farm ("Holm Family Farms", "Penrose Farm"), never a person.
  'Farm', 'Farms',
  // A cooperative is named by its members and trade ("Tamount Women's Argan Cooperative"), never a person (h24s27n).
  'Cooperative', 'Co-operative', 'Cooperatives',
].map((w) => w.toLowerCase()));

/**
 * Whether `name` has a person's form. With `initials`, an initial ("Raymond T. Okafor") is a name word beside two written
 * out: a party slot's persons carry them; alone before one word ("A. Main") an initial may abbreviate a street or a body.
 */
export function isPersonName(name: string, initials = false): boolean {
  const words = foldLetters(name).trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  const initialWords = initials ? words.filter((w) => INITIAL.test(w)).length : 0;
  if (initialWords > 0 && words.length - initialWords < 2) return false;
  return words.every((w) => (initialWords > 0 && INITIAL.test(w)) || (NAME_WORD.test(w) && !ORGANISATION_WORDS.has(w.toLowerCase())));
}

/** Letters no accent mark decomposes, as their Latin base: "Søren", "Sæther", "Aydın", "Łukasz" are names as "Soren" is. */
const FOLDED: Readonly<Record<string, string>> = { ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', ı: 'i', ł: 'l', Ł: 'L', ß: 'ss', đ: 'd', Đ: 'D', ð: 'd', þ: 'th', Þ: 'Th', œ: 'oe', Œ: 'Oe' };
function foldLetters(name: string): string {
  return name.replace(/[øØæÆıłŁßđĐðþÞœŒ]/g, (c) => FOLDED[c] ?? c);
}
