/**
 * Whether a name has a person's form: two to four name words, none of them a word companies and bodies are named by.
 * Its own home because names, contacts, parties and pronouns all ask it, and the attribute readers it serves must not
 * import the party records built on their results.
 */
import { INSTITUTION_HEADS, LOCAL_GOVERNMENT_WORDS } from '../lexicon/gazetteer.js';
import { BODY_NAME_WORDS, BUSINESS_NAME_WORDS } from '../lexicon/business-name-words.js';

/**
 * A small-letter particle joined to the capitalised word of a surname: Marshallese "deBrum", "vanDyke", "diMarco" (facts
 * set 45's cause 7, h80f45p: "Name: Nerine deBrum" gave no contact). For patterns with the u flag; one home.
 */
export const JOINED_PARTICLE = String.raw`(?:(?:de|di|da|du|van|von|del|della|le|la)(?=\p{Lu}))`;
/**
 * The apostrophe that opens a Sesotho name after its "M" ("'Mamello", "'Masechaba", "'Mathabo": 'M, "mother of"), part
 * of the name (set 69's cause 5, h91at). Only before "M" and a small letter, so a word in single quotes stays unread
 * ("the 'Goods'"). For patterns with the u flag; one home (signatory-names.ts' NAME_WORD reads it too).
 */
export const SESOTHO_APOSTROPHE = String.raw`(?:['’](?=M\p{Ll}))?`;
/** A name word: "Sean", "O'Brien", "Mei-Ling", "McLeod", "'Mamello", "Tjin-A-Koeng" (signatory-names.ts), or in capitals ("PENROSE"). */
// In letters of any script: "Zięba", "Villaseñor" (h20s20).
const NAME_WORD = new RegExp(String.raw`^(?:${JOINED_PARTICLE}?${SESOTHO_APOSTROPHE}\p{Lu}(?:\p{Ll}+|['’](?=\p{Lu}))(?:['’-]\p{Lu}?\p{Ll}+|-\p{Lu}(?=-\p{Lu})|\p{Lu}\p{Ll}+)*|\p{Lu}[\p{Lu}'’-]+)$`, 'u');
/**
 * The Catalan "i" and the Spanish and Portuguese "y" join a name's last surname ("Montserrat Vila i Puigdemont", "José
 * Ortega y Gasset") as they join two persons ("Jordi Vila i Marta Soler"): a particle only where the word after it ends
 * the name, no capitalised word after that one (review h108rev2's finding 5, moved from persons-named-again.ts so that
 * every reader of NAME_PARTICLES has it; issue 18, h109dup). Flag-free (Latin-1's capitals, the letters such names open
 * with), so patterns without the u flag read it too. One word, bounded: linear.
 */
const JOINING_PARTICLE = String.raw`[yi](?![\t ][^\s,;:|()]{1,30}[\t ]{1,3}[A-ZÀ-ÖØ-Þ])`;
/**
 * Two persons joined by "i", "y" or "e" with a word after the second's first ("Jordi Vila i Marta Soler"): no one name,
 * though a surname's particle may be the same word ("Montserrat Vila i Puigdemont" ends there; review h108rev2, finding
 * 5). For a name read whole from elsewhere (persons-named-again.ts); JOINING_PARTICLE is the same rule inside a pattern.
 */
export const TWO_PERSONS_JOINED = /\s(?:i|y|e)\s\S+\s/;
/**
 * Lower-case particles inside a person's name: "bin", "bint" (Arabic), "van der" (Dutch), "da", "de la" (Romance), "do",
 * "y" (Portuguese, Spanish) and "i" (Catalan) before a last surname (JOINING_PARTICLE), and the Arabic article as
 * Moroccan and Dutch drafting writes it ("Fatima el Amrani", "Omar al Hashimi"; h47f32). The one list: signer lines, a preamble's representatives, a company's signing row and a titled or
 * posted name (signatory-names.ts: "Mrs. Anneke de Vries", h73t56) read names by it.
 */
// Pairs of words one letter apart in a class ("v[ao]n" for "van" and "von"), so that the list with JOINING_PARTICLE's
// guard stays short: patterns repeat it inside a bounded repetition V8 copies out (test/security/unrolled-repetitions).
export const NAME_PARTICLES = String.raw`(?:bin|bint|binti|ibn|v[ao]n|der|den|de|del|della|da|di|du|do|d[oa]s|la|le|te[rn]|${JOINING_PARTICLE}|el|al)`;
/**
 * The particle a Turkic patronymic ends on, in small letters after the father's name: Azerbaijani "oglu"/"oğlu" (son of)
 * and "gizi"/"qızı" (daughter of), the Russian transliterations "ogly"/"kyzy", Kyrgyz "uulu" and Kazakh "uly"
 * ("Mammadov Rauf Alakbar oglu", surname, given name, father's name: facts set 62's cause 3, h102q62). The last word of
 * a person's name and part of it, as the party keeps it ("MAMMADOV RAUF ALAKBAR OGLU"). One home: the name grammar
 * (isPersonName) and a party slot's name (slot-names.ts) read it. For patterns with the u flag.
 */
export const PATRONYMIC_PARTICLE = String.raw`(?:oglu|oğlu|ogly|gizi|qizi|qızı|kyzy|kizi|uulu|uly)`;
const PATRONYMIC_WORD = new RegExp(String.raw`^${PATRONYMIC_PARTICLE}$`, 'u');
/** Whether one word is a Turkic patronymic's particle ("oğlu", "qızı"): a name's word in small letters (h112q71). */
export const isPatronymicParticle = (word: string): boolean => PATRONYMIC_WORD.test(word);
/**
 * The words of filiation inside a Hassaniya or Arabic name in capitals: "Ould" (son of), "Mint" (daughter of), "Bint",
 * "Ibn" ("Mariem Mint Ahmed", "Cheikh Ould Mohamedou"): name words, though "Mint" is an English word too (set 88's cause
 * 19, issue 18, h112n88: a readers' test of a name's own words sets them aside).
 */
export const FILIATION_WORDS: ReadonlySet<string> = new Set(['Ould', 'Mint', 'Bint', 'Ibn']);
/** A person's initial with its period ("T."). */
const INITIAL = /^[A-Z]\.$/;
// Words a business's name ends on (lexicon/business-name-words.ts).
const BUSINESS_WORDS = new Set(BUSINESS_NAME_WORDS);
/** Whether the last word of `words` is one a business's name ends on. */
export const endsAsBusiness = (words: string): boolean => BUSINESS_WORDS.has(words.slice(words.lastIndexOf(' ') + 1));

/** Words that name companies, firms and bodies, never a person. */
const ORGANISATION_WORDS = new Set([
  ...INSTITUTION_HEADS, ...LOCAL_GOVERNMENT_WORDS, ...BUSINESS_NAME_WORDS, ...BODY_NAME_WORDS,
  'Fund', 'Estate', 'Estates', 'Properties', 'International', 'Studio', 'Studios',
  'Church', 'School', 'College', 'Hospital', 'Council', 'Committee', 'Agreement', 'Contract', 'Schedule', 'Annex',
  // A farm business is named by its farm ("Holm Family Farms", "Penrose Farm"), never a person.
  'Farm', 'Farms',
  // A cooperative is named by its members and trade ("Tamount Women's Argan Cooperative"), never a person (h24s27n).
  'Cooperative', 'Co-operative', 'Cooperatives',
  // A rural or municipal community is a body of its own, never a person ("the Areni Community, represented by the Head
  // of the Community", signing as "Community: …": Armenian and other post-Soviet local self-government; set 66, issue
  // 18, h88pa and h88at).
  'Community', 'Communities',
  // A body's unit a heading names under it ("DARIÉN HEALTH REGION – La Palma" under "MINISTRY OF HEALTH", "Regional
  // Directorate", "Customs Division", "Procurement Unit"), never a person (facts set 71's cause 6, issue 18, h112q71).
  'Region', 'Directorate', 'Division', 'Unit',
].map((w) => w.toLowerCase()));

/** Whether a word names companies, firms and bodies, never a person ("Group", "Museum", "Trust"). */
export const isOrganisationWord = (word: string): boolean => ORGANISATION_WORDS.has(word.toLowerCase());

/**
 * The birth-order names and the caste title a Balinese man's name opens with after "I" ("I Wayan Sukadana", "I Made
 * Darma", "I Gusti Ngurah Rai"; a woman's "Ni" is a name word already): "I" there is a name's word, no pronoun (facts set
 * 54's cause 10, h93fp).
 */
const BALINESE_NAMES_AFTER_I: ReadonlySet<string> = new Set(['Wayan', 'Putu', 'Gede', 'Made', 'Kadek', 'Nengah', 'Nyoman', 'Komang', 'Ketut', 'Gusti']);

/** A middle initial without its period, between written-out names ("Eleanor M Gray", US forms; h90p). */
const BARE_INITIAL = /^[A-Z]$/;

/**
 * Whether `name` has a person's form. With `initials`, an initial ("Raymond T. Okafor", or "Eleanor M Gray" between two
 * names) is a name word beside two written out: a party slot's persons carry them; alone before one word ("A. Main") an
 * initial may abbreviate a street or a body.
 */
/** A name's capitalised words only, its small particles left out ("Laia Serra i Font" → "Laia Serra Font"): what isPersonName reads. */
export function capitalisedWords(name: string): string {
  return name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).join(' ');
}

export function isPersonName(name: string, initials = false): boolean {
  const all = foldLetters(name).trim().split(/\s+/);
  if (all.length < 2 || all.length > 4) return false;
  // "I Wayan Sukadana" is read as "Wayan Sukadana", of two words at least.
  const words = all[0] === 'I' && all.length > 2 && BALINESE_NAMES_AFTER_I.has(all[1]) ? all.slice(1) : all;
  const isInitial = (w: string, k: number): boolean => initials && (INITIAL.test(w) || (k > 0 && k < words.length - 1 && BARE_INITIAL.test(w)));
  const initialWords = words.filter(isInitial).length;
  if (initialWords > 0 && words.length - initialWords < 2) return false;
  // The patronymic's particle closes a name of three name words before it at most ("Huseynova Nigar Elchin gizi"), or
  // stands between the father's name and the surname, as Azerbaijan writes a name in its own order: "<given> <father's
  // given> oğlu <surname>" ("Elnur Tahir oğlu Məmmədov", four words; facts set 71's cause 2, h112q71).
  const particleAt = words.length > 2 && PATRONYMIC_WORD.test(words[words.length - 1]) ? words.length - 1
    : words.length === 4 && PATRONYMIC_WORD.test(words[2]) ? 2 : -1;
  return words.every((w, k) => isInitial(w, k) || k === particleAt || (NAME_WORD.test(w) && !ORGANISATION_WORDS.has(w.toLowerCase())));
}

/** Letters no accent mark decomposes, as their Latin base: "Søren", "Sæther", "Aydın", "Łukasz" are names as "Soren" is. */
const FOLDED: Readonly<Record<string, string>> = { ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', ı: 'i', ł: 'l', Ł: 'L', ß: 'ss', đ: 'd', Đ: 'D', ð: 'd', þ: 'th', Þ: 'Th', œ: 'oe', Œ: 'Oe' };
function foldLetters(name: string): string {
  return name.replace(/[øØæÆıłŁßđĐðþÞœŒ]/g, (c) => FOLDED[c] ?? c);
}
