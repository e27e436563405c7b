/**
 * The courtesy titles read before a signer's or a contact's name, in one home (issue 18, hcalls): party-details.ts,
 * signer-lines.ts and notice-contacts.ts each kept a copy of the list, and the copies had drifted ("Miss" in one, "Sheikh"
 * in another, "Mag." and "Dott." in two of three). Each now builds its patterns from this one list: the shared
 * PERSON_TITLES (gazetteer.ts) and the Gulf's honorifics.
 */
import { COMPANY_SUFFIXES, PERSON_TITLES } from './gazetteer.js';
import { BODY_NAME_WORDS, BUSINESS_NAME_WORDS } from './business-name-words.js';
import { ABBREVIATED_TITLES, INDIAN_TITLES, INDIAN_TITLES_WITHOUT_STOP, WEST_AFRICAN_TITLES } from '../../../common/lexicon/abbreviated-titles.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';

/**
 * Honorifics of Gulf and Omani drafting before a signer's name ("For the Principal: Sheikh Salim bin Hamad Al Harthy",
 * "Sayyid …"), no part of it. Kept out of PERSON_TITLES, which names persons in running text too (signatory-names.ts,
 * person-parties.ts), where "Sheikh" is also a family name ("Ayesha Sheikh").
 */
const GULF_HONORIFICS: readonly string[] = ['Sheikh', 'Sayyid'];

/**
 * Kiribati's courtesy title before a woman's name ("its Secretary, Nei Tabita Kaiea", as "Mrs." is; facts set 41's cause
 * 8, h76f41p), which is also a Brazilian given name ("represented by its president Nei Lopes", review hrev69): a title
 * only before two more words of a name, neither a joining word ("Signed by Nei Lopes for the Borrower" keeps "Nei").
 */
// Ethiopia's and Eritrea's "Ato" (Mr) and "W/ro" (Weizero, Mrs) before a name of a given name and a father's name ("Seller:
// Ato Kidane Weldu Tesfamariam", "W/ro Senait Berhane Gebre"; set 16 counts neither part of a name), and a religious
// sister's "Sister" ("Sister Maria Luisa Obono, acting as Director of …"): each also a given name or a word ("Ato
// Forson", "Sister Company"), so a title only before two more words of a name, as "Nei" is (facts set 43's causes 1 and
// 10, h77f43p).
// Chilean and Spanish drafting's "don" and "doña" before a man's and a woman's names ("represented by doña Valentina Hotus
// Riroroko, …, and don Kaimana Pakarati Tuki, …": facts set 54's cause 8, h93fp), written in small letters inside a
// sentence, and "Doña" opening one: no part of the name. "Don" in capitals is also a given name ("Don Hale"): not here.
const TITLES_IN_SMALL_LETTERS: readonly string[] = ['don', 'doña'];
// French and Haitian drafting's "Me" (Maître) before a notary's or an advocate's name ("Witness: Me. Aa Bb, notary"), with
// its stop or without: no part of the name, as "Mrs." is not; also the word "me", so a title only before two more words
// of a name and not after a capitalised word ("Call Me Aa Bb Books"), as "Nei" is (set 80, issue 18, h103a80).
const MAITRE = String.raw`(?<!\p{Lu}[\p{L}'’-]{0,30}\s{1,3})Me\.?`;
// Spanish and Galician drafting's "Doña" in capitals ("Of the other part, DOÑA ANTÍA VÁZQUEZ BARREIRO, of legal age, …")
// and abbreviated ("Dña.", "D.ª"), a woman's title: no part of the name, as "Doña" is (facts set 65's cause 5, issue 18,
// h105q65). Regular expressions: the stops escaped.
const SPANISH_WOMAN_TITLES: readonly string[] = ['DOÑA', String.raw`Dña\.`, String.raw`DÑA\.`, String.raw`D\.ª`];
// Hausa and West African Muslim drafting's courtesy titles before a man's or a woman's name ("WhatsApp Chat with Malam Sani
// Abdullahi", "Alhaji Musa Danjuma", "Hajiya Amina Bello"): no part of the name, as "Smt." and "Shri" are not
// (common/lexicon/abbreviated-titles.ts holds them with the Indian ones; facts set 65's cause 3, h105q65), as written and
// in capitals. "Mallam" is also a family name ("Mallam" alone, "Ruth Mallam"): a title only before two more words.
const WEST_AFRICAN_TITLES_EITHER_CASE: readonly string[] = [...WEST_AFRICAN_TITLES, ...WEST_AFRICAN_TITLES.map((t) => t.toUpperCase())];
// Bhutan's "Aum" (a woman's title, Mrs) and "Dasho" (a title the king confers) before a name: "Aum Pema Choden, CID No.
// …, the owner of the house" (facts set 72's cause 14, issue 18, h114q72); no part of the name, as "Mrs." is not. "Aum"
// and "Dasho" stand alone as words or names too: a title only before two more words of a name, as "Nei" is.
const BHUTANESE_TITLES: readonly string[] = ['Aum', 'Dasho'];
// Egypt's and Sudan's "Rayyis" (a boat's master, a felucca's owner: "I, Rayyis Mohamed Abdel Hafez Hassan, owner of the
// felucca …", signed "Mohamed Abdel Hafez Hassan"; facts set 77, issue 18, h121f77): no part of the name, as "Ato" is not.
const NILE_TITLES: readonly string[] = ['Rayyis'];
const TITLES_BEFORE_TWO_NAMES: readonly string[] = ['Nei', 'Ato', 'W/ro', 'Sister', 'Doña', ...SPANISH_WOMAN_TITLES, ...WEST_AFRICAN_TITLES_EITHER_CASE, MAITRE, ...TITLES_IN_SMALL_LETTERS, ...BHUTANESE_TITLES, ...NILE_TITLES];
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]{1,30}`;
const TWO_NAMES_AFTER = String.raw`(?=${NAME_WORD}\s{1,3}(?!(?:and|by|for|of|the|on|as|in|to|at|per)(?![\p{L}]))${NAME_WORD})`;
/**
 * A title in small letters before two more words of a name, its blanks: a name read from a capitalised word on (a party
 * slot's, slot-names.ts) starts after it. For patterns with the u flag; bounded: linear.
 */
export const TITLE_IN_SMALL_LETTERS = String.raw`(?:${[...TITLES_IN_SMALL_LETTERS].sort((a, b) => b.length - a.length).join('|')})\s{1,3}${TWO_NAMES_AFTER}`;
/**
 * The civil status a translated contract writes before an individual party's name, in small letters inside its sentence
 * ("and citizen Normatova Dilnoza Akmalovna, passport …, (the "Customer")": Uzbek, Russian and other post-Soviet
 * drafting's "fuqaro", "гражданин"; "national" and "resident" as other drafting states it), perhaps after a courtesy
 * title ("Ms citizen …"): no part of the name (facts set 60's cause 3, issue 18, h101p60). Only before two more words of
 * a name, as "don" is, and read only at a party slot's start (slot-names.ts): "a citizen of Ghana" and "resident
 * Kestrel Ltd" keep their words elsewhere. For patterns with the u flag; bounded: linear.
 */
const CIVIL_STATUS_WORDS: readonly string[] = ['citizen', 'national', 'resident'];
export const CIVIL_STATUS_BEFORE_NAME = String.raw`(?:(?:Mrs|Mr|Ms|Miss)\.?\s{1,3})?(?:${CIVIL_STATUS_WORDS.join('|')})\s{1,3}${TWO_NAMES_AFTER}`;
/**
 * The same civil status capitalised, opening the preamble's sentence: "Citizen Afanasy Petrovich Sivtsev, living in
 * Churapcha, hereinafter "the Owner"" (Russian and Sakha drafting's "Гражданин", translated; set 91, issue 18, h119t91):
 * no part of the name. Capitalised it may open a company's name too ("Citizen Watch Co.", "Citizen Bank"), so only before
 * a person's whole name of three words (given name, patronymic, family name) closed by a comma, a bracket or the end,
 * none a word of a business: a legal form (gazetteer.ts COMPANY_SUFFIXES) or a business's or body's word
 * (business-name-words.ts), read from their homes (review h119rr finding 10). For patterns with the u flag; bounded: linear.
 */
const BUSINESS_WORD = `(?:${longestFirstAlternation([...COMPANY_SUFFIXES, ...BUSINESS_NAME_WORDS, ...BODY_NAME_WORDS])})`;
export const CAPITALISED_CITIZEN_BEFORE_NAME = String.raw`(?:Citizen|CITIZEN)\s{1,3}(?=(?:${NAME_WORD}\s{1,3}){2}${NAME_WORD}\s{0,3}(?:[,(]|$))(?!(?:[\p{L}'’-]{1,30}\s{1,3}){0,2}${BUSINESS_WORD}(?![\p{L}]))`;
/**
 * One of the titles read only before two more words of a name ("Ato", "W/ro", "Nei", "Sister"), its blanks, and the
 * look-ahead for the two words: the title is no part of the name the attributes read either ("represented by Ato Aa Bb",
 * "W/ro Cc Dd, holder of …": set 67 labels the name alone; issue 18, h89at). For patterns with the u flag.
 */
export const TITLE_BEFORE_TWO_NAMES = String.raw`(?:${[...TITLES_BEFORE_TWO_NAMES].sort((a, b) => b.length - a.length).join('|')})\s{1,3}${TWO_NAMES_AFTER}`;

/**
 * Mexican drafting's "C." (ciudadano, ciudadana: citizen) before an individual's whole name ("on the other part, by C.
 * Aurelio Hernández Santiago, hereinafter "THE PRODUCER""): a title, no part of the name (facts set 53's cause 9, issue 18,
 * h92fp). A letter with its stop is an initial too ("C. Everett Koop", "J. Michael Smith"), so "C." is a title only
 * before three more words of a name (a given name and two family names), none a joining word. For patterns with the u flag.
 */
const JOINING = String.raw`(?!(?:and|by|for|of|the|on|as|in|to|at|per|AND|BY|FOR|OF|THE)(?![\p{L}]))`;
// Spanish and Galician drafting's "Don" / "DON" / "D." (a man's title) likewise: "Of the one part, DON MANUEL OTERO CASTRO,
// of legal age, …" (facts set 65's cause 5, issue 18, h105q65). "Don" is a given name too ("Don Hale") and "D." an
// initial ("D. Hale"): a title only before a given name and two family names, as "C." is.
const CITIZEN_BEFORE_THREE_NAMES = String.raw`(?:C\.|D\.|Don|DON)\s{1,3}(?=${NAME_WORD}\s{1,3}${JOINING}${NAME_WORD}\s{1,3}${JOINING}${NAME_WORD}(?![\p{L}'’.-]))`;

/** The Indian titles without their stop, as written and in capitals ("SHRI RAMESH PATEL"): before two names only. */
const INDIAN_WITHOUT_STOP: readonly string[] = [...INDIAN_TITLES_WITHOUT_STOP, ...INDIAN_TITLES_WITHOUT_STOP.map((t) => t.toUpperCase())];

/** Every courtesy title or degree read before a signer's or a contact's name. */
// The Indian courtesy titles ("Sri.", "Smt.") only here, a title only with its stop (ALSO_NAMES): PERSON_TITLES names
// persons with or without the stop, where "Sri Lanka" would give the person LANKA (h88p).
export const COURTESY_TITLES: readonly string[] = [...PERSON_TITLES, ...GULF_HONORIFICS, ...INDIAN_TITLES];

/** The titles as one alternation, a title before its prefix ("Mrs" before "Mr", "Professor" before "Prof"). */
const byLengthDown = (titles: readonly string[]) => [...titles].sort((a, b) => b.length - a.length).join('|');
/** One courtesy title as written ("Mrs|Mr|…"), no stop. */
export const COURTESY_TITLE = byLengthDown(COURTESY_TITLES);

/**
 * Titles that are also given names or family names ("Eng Hock Tan", "Hon Wai Lee", "Ing Wang"): a title only with its
 * stop ("Eng. Faisal Al-Harbi", "Mag. Anna Huber"), hrev30 ("attention Eng Hock Tan" gave the contact "Hock Tan").
 */
// The abbreviated titles (common/lexicon/abbreviated-titles.ts: "Lic.", "Cr.", "Agr.", "Mgr.") are words or names without
// their stop too.
export const ALSO_NAMES: readonly string[] = ['Eng', 'Ing', 'Hon', 'Bc', ...ABBREVIATED_TITLES, ...INDIAN_TITLES];
const WITHOUT_STOP = COURTESY_TITLES.filter((t) => !ALSO_NAMES.includes(t));

/**
 * Up to three titles in a row ("Ing. Agr. Martín Suárez", "Dr. Ing. Karl Brandt", "Dipl.-Ing. Eva Roth": a stopped title
 * joined to the next by a hyphen), each its stop and blanks after it: the lead of titles, no part of the name (facts set
 * 39's cause 2, h73f39n). A title after the first has its stop, as the abbreviations do ("Mr Hon Lee" keeps "Hon").
 * The titles after the first are one copy of the list in the compiled code (`upToUnrolledOnce`). Bounded: linear.
 */
const titlesBeforeName = (plain: readonly string[], stopped: readonly string[]): string => {
  const next = String.raw`(?:${byLengthDown([...plain, ...stopped])})\.(?:\s{1,3}|-(?=\p{Lu}))`;
  const beforeTwo = String.raw`(?:${byLengthDown([...TITLES_BEFORE_TWO_NAMES, ...INDIAN_WITHOUT_STOP])})\s{1,3}(?!Lanka|LANKA)${TWO_NAMES_AFTER}`;
  return String.raw`(?:(?:(?:${byLengthDown(plain)})\.?\s{1,3}|(?:${byLengthDown(stopped)})\.(?:\s{1,3}|-(?=\p{Lu}))|${beforeTwo}|${CITIZEN_BEFORE_THREE_NAMES})${upToUnrolledOnce(next, 2)})?`;
};

/** An optional courtesy title before a name (or up to three), its stop and the blanks after it. Bounded: linear. */
export const COURTESY_BEFORE_NAME = titlesBeforeName(WITHOUT_STOP, ALSO_NAMES);

/** An optional courtesy title as written or in capitals, with its stop where the title is also a name (ALSO_NAMES). Bounded: linear. */
export const COURTESY_EITHER_CASE_BEFORE_NAME = titlesBeforeName([...new Set([...WITHOUT_STOP, ...WITHOUT_STOP.map((t) => t.toUpperCase())])], [...ALSO_NAMES, ...ALSO_NAMES.map((t) => t.toUpperCase())]);
