/**
 * People by their position in a contract's wording: after a courtesy title ("Dr. Michael Osei"), a signature block's
 * label ("Name:", "Signed by", "For the Lessor:"), a signer's post ("represented by General Director A. B. Sadykov",
 * "Director: Aa Bb"), before a seal ("Aa Bb (seal)"), in a company's signing row, a witness list or a trading pair.
 * Whether words are a person's name at all is person-names.ts's question.
 */
import { PERSON_TITLES, POST_TITLES, POST_WORDS } from '../lexicon/gazetteer.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { allCommonEnglishWords, isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { WITNESS_LINE } from '../numbers/not-quantities.js';
import { NAME_PARTICLES, SESOTHO_APOSTROPHE, capitalisedWords, isOrganisationWord, isPersonName } from './person-names.js';
import { ALSO_NAMES, TITLE_BEFORE_TWO_NAMES } from '../lexicon/courtesy-titles.js';
import { mayMatch, runnable } from '../../../common/regex-prefilter.js';
import { SUFFIX, type AddName } from './name-grammar.js';
import { AND_FOR_FORMED_COMPANY, SIGNED_FOR_COMPANY, SIGNED_FOR_LEAD } from './signed-for-company.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { RELATION_WORDS } from '../../../common/lexicon/relation-marks.js';
import { BUILDING_WORDS, STREET_KINDS_IN_FULL, STREET_WORDS_NO_SURNAME } from './addresses.js';

const alt = longestFirstAlternation;

/** A given name or surname: "Mei-Ling", "O'Brien", "Smith-Jones", "McAllister". */
// Each repeated piece starts with a hyphen, an apostrophe or a capital, so a long word is split one way only (linear).
// Letters of any script ("Villaseñor", "Zięba", "Łukasz"): ASCII letters alone cut a name at its first accent (h20s20).
// A lone capital between hyphens is a surname's word too: "Tjin-A-Koeng", "Kong-A-Siou" (Surinamese surnames of Chinese
// origin, the "A" a word of its own; set 74, issue 18, h98t74). The "-A" piece needs a hyphen after it, the other pieces
// a small letter: each piece is read one way only (linear).
export const NAME_WORD = `${SESOTHO_APOSTROPHE}\\p{Lu}(?:\\p{Ll}+|['’](?=\\p{Lu}))(?:['’-]\\p{Lu}?\\p{Ll}+|-\\p{Lu}(?=-\\p{Lu})|\\p{Lu}\\p{Ll}+)*`;
/** A row "p.p. <firm>, <signatory>" to its end: the signatory's two to four name words. */
const PROCURATION_ROW = new RegExp(`^\\s{0,3}p\\.\\s?p\\.\\s{1,3}[^,\\n]{1,80},\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(\\s{0,3})$`, 'u');
/**
 * After a signatory's name, the row's other names, each after a comma or "and" ("Signed by Aa Bb and Cc Dd": two
 * people signing for one party, h26s30a), and nothing else to the row's end.
 */
const SIGNATORIES_AFTER = new RegExp(`^(?:(?:,|,?\\s{1,3}and)\\s{1,3}${NAME_WORD}(?:\\s${NAME_WORD}){1,2}){1,3}\\s{0,3}$`, 'u');
/** A word of a signatory's post ("Managing Director", "Vice President, Medical Affairs", "Fire Chief"): no name after the comma. */
const POST_TITLE_WORDS = [...POST_TITLES, 'President', 'Member', 'Signatory', 'Representative', 'Chief', 'Partner',
  'Trustee', String.raw`Chair\w*`, 'Head', 'Affairs', 'Controller', 'Treasurer', 'Agent', 'Attorney', 'Owner', 'Principal', 'Founder',
  'Proprietor', 'Superintendent', 'Supervisor', 'Coordinator', 'Lead', 'Engineer', 'Consultant', 'Accountant', 'Clerk', 'Registrar',
  'Commissioner', 'Mayor', 'Governor', 'Solicitor', 'Advocate', 'Notary',
  // Poland's management-board posts written untranslated after the signer ("Aa Bb, Prezes Zarządu", the board's
  // president; "Wiceprezes", its vice-president; "Prokurent", a registered proxy): issue 18, h29a38.
  'Prezes', 'Wiceprezes', 'Prokurent',
  // French, Italian, Spanish and German posts written untranslated after the signer ("Aa Bb, Directeur Général",
  // "Cc Dd, Amministratore Delegato", "Ee Ff, Geschäftsführer"): a post, no second signer (issue 18, h77t60).
  'Directeur', 'Directrice', 'Président', 'Présidente', 'Gérant', 'Gérante', 'Administrateur', 'Amministratore', 'Presidente',
  'Gerente', 'Administrador', 'Geschäftsführer', 'Geschäftsführerin', 'Prokurist'].join('|');
const POST_TITLE_WORD = new RegExp(String.raw`\b(?:${POST_TITLE_WORDS})\b`);
/** A post's word alone, the whole word (a numbered row's calling: NUMBERED_NAME_POST_ROW). */
const POST_TITLE_WHOLE = new RegExp(String.raw`^(?:${POST_TITLE_WORDS})$`);
/** A post's last word ending the words after "Attention:" ("Vice President", "Chief Financial Officer"): no person. */
const POST_AT_END = new RegExp(String.raw`\b(?:${POST_TITLE_WORDS}|Officer|Counsel|Manager|Director|Secretary)$`);
/**
 * The word that joins a Malay or Indonesian given name to the father's, a blank on each side and a capital after: a
 * signing line's name may be one given name before it ("Name: Siti binti Hassan"; review hrev23).
 */
const PATRONYM_WORD = String.raw`\s(?:bin|binti|binte|bte|bt\.?)\s\p{Lu}`;
/**
 * The father's name after a Malay or Indonesian given name: " bin Rahman", " binti Hassan", " binte Yusof", " bt. Ali"
 * (issue 18, h29a38; the name is one Person whole). One to three name words, at the window's start.
 */
const PATRONYM_AFTER = new RegExp(String.raw`^\s(?:bin|binti|binte|bte|bt\.?)\s${NAME_WORD}(?:\s${NAME_WORD}){0,2}(?![\p{L}'’-])`, 'u');
/** A signer's post of up to three words, the last a post word ("Administrator", "Purchasing Director", "Representative Director"). */
const SIGNER_POST = String.raw`(?:\p{Lu}\p{Ll}+\s){0,2}(?:${POST_TITLE_WORDS})`;
/**
 * A company's signing row that ends on the signer's post and name, the post before the name: "SELLER, AA BB S.R.L.,
 * Administrator, Cc Dd", "Party B: Aa Bb LLC, 10 Cc Road, Dd, Manager Ee Ff", "Party A: Aa Co., Ltd., …, Representative
 * Director Bb Cc" (Romanian, Japanese and other drafting translated to English; h28a34). The company ends in its legal
 * form; the name of two or three words ends the row. Short rows only (≤ 240 characters); the gap is bounded: linear.
 */
const COMPANY_POST_NAME_ROW = new RegExp(String.raw`\s(?:${SUFFIX})\.?\s{0,2}[:,](?:[^\n]{0,160}?,)?\s{1,3}${SIGNER_POST},?\s{1,3}(${NAME_WORD}(?:\s${NAME_WORD}){1,2})\s{0,3}$`, 'u');
/**
 * After a signing line's signer and post, a second signer joined by "and" or a witness "in the presence of", with a post
 * perhaps, to the row's end: "SIGNED for the Lessee by Aa Bb, Chairperson, and Cc Dd, Secretary", "… by Aa Bb, Director,
 * in the presence of Cc Dd, Advocate" (h28a34). A surname's particles stay inside the name ("and Pieter Van den Broeck,
 * Sporting Director", NAME_PARTICLES; issue 18, h75t57). Bounded: linear.
 */
// The posts may be written in small letters, as English and Cypriot execution clauses write them ("by Aa Bb, director, and
// Cc Dd, secretary"), and a witness may follow the signer's name with no post between ("SIGNED by AA BB in the presence
// of Cc Dd, advocate"): the second name is a Person either way, whoever the first signer is (set 80, issue 18, h103a80).
const SMALL_POST = String.raw`(?:\p{Ll}+\s){0,2}(?:${POST_TITLE_WORDS.toLowerCase()})`;
const ANY_POST = `(?:${SIGNER_POST}|${SMALL_POST})`;
const SECOND_SIGNER = new RegExp(String.raw`^(?:,\s{1,3}${ANY_POST},?\s{1,3}(?:and|in\s{1,3}the\s{1,3}presence\s{1,3}of)|\s{1,3}in\s{1,3}the\s{1,3}presence\s{1,3}of)\s{1,3}(${NAME_WORD}(?:\s(?:${NAME_PARTICLES}\s){0,2}${NAME_WORD}){1,2})(?:,\s{1,3}${ANY_POST})?\s{0,3}$`, 'u');
/**
 * The author in a credit the contract quotes: "credit the Designer as "Costumes by Aa Bb"", ""Music by Cc Dd"" (a
 * commission's or a licence's credit line; h28a34). One or two capitalised words, "by", the name to the closing quote.
 */
const QUOTED_CREDIT = new RegExp(String.raw`"(?:\p{Lu}\p{Ll}+\s){1,2}by\s(${NAME_WORD}(?:\s${NAME_WORD}){1,2})"`, 'gu');
const NAME_IN_LIST = new RegExp(`(?:,|\\band)\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,2})`, 'gu');
/**
 * A name written with its initials before the surname: "A. B. Sadykov", "J.-P. Martin", "J. Smith" (Kazakh, Russian,
 * French and English drafting; h23s23). Each initial a capital and a period, one blank at most between (linear).
 */
export const INITIALS_NAME = `\\p{Lu}\\.(?:\\s?-?\\p{Lu}\\.){0,2}\\s?${NAME_WORD}`;
/**
 * A courtesy title before a name ("Mr Oliver Stanhope", "Dr. Michael Osei"): the name is the Person, the title is not part of it.
 * A surname's particles stay inside it ("Mrs. Anneke de Vries", "Mr. Pieter van der Berg": NAME_PARTICLES, h73t56).
 */
// Several titles in a row are one lead ("Ing. Agr. Martín Suárez", "Dr. Ing. Karl Brandt", "Dipl.-Ing. Eva Roth"): the
// name is the words after the last, no title "Agr" read as a Person (h73f39n). A title after the first has its stop
// ("Mr Hon Lee" keeps the given name "Hon"). At most three: linear; the list after the first once in the compiled code
// (`upToUnrolledOnce`).
const TITLE_LEAD = `(?:${alt(PERSON_TITLES)})(?:\\.?\\s+|\\.-(?=\\p{Lu}))${upToUnrolledOnce(`(?:${alt(PERSON_TITLES)})\\.(?:\\s+|-(?=\\p{Lu}))`, 2)}`;
const PARTICLED_NEXT = `(?:\\s+(?:${NAME_PARTICLES}\\s+){0,2}${NAME_WORD})`;
const TITLED = new RegExp(`(?<![\\p{L}])${TITLE_LEAD}(${INITIALS_NAME}|${NAME_WORD}(?:\\s+\\p{Lu}\\.)?${PARTICLED_NEXT}{0,3})(?![\\p{L}'’-])`, 'gu');
/**
 * A title read only before two more words of a name ("represented by Ato Aa Bb, Head of the Office", "W/ro Cc Dd, holder
 * of …": Ethiopia's courtesy titles, courtesy-titles.ts) and the name after it, the title no part of it (set 67, issue 18,
 * h89at). The "/" of "W/ro" may not follow a letter or a slash. Bounded: linear.
 */
const TITLED_BEFORE_TWO = new RegExp(`(?<![\\p{L}/])${TITLE_BEFORE_TWO_NAMES}(${NAME_WORD}${PARTICLED_NEXT}{1,3})(?![\\p{L}'’-])`, 'gu');
/** A signing form's cell words, no name's (also person-parties.ts: a name a PDF spaced out holds none; issue 18, h106near). */
export const FORM_CELL_WORDS: readonly string[] = ['Name', 'Printed', 'Signature', 'Title', 'Date', 'Address', 'By', 'Position', 'Company', 'Role', 'The', 'Section', 'Clause'];
const FORM_WORD = `(?!(?:${FORM_CELL_WORDS.join('|')})\\b)`;
/**
 * A witness line's numbered names ("Witnesses: 1. Aa Bb 2. Cc Dd"): each after its list marker. A bare "Witness: Aa Bb"
 * is left to the signing-line rules (attributes-eighteenth-set.test.ts reads it as no alias's line: no Person).
 * A role line of a signing block in capitals, a name and the signer's post after a dash ("SELLER: Aa Bb – Sales
 * Director", "PARTY B: Aa Bb Cc – Director"): the name between (h22s24p). Both bounded: linear.
 */
// A witness's name may open with initials ("Witnesses: 1. A. B. Aa 2. Cc Dd", Indian drafting; h28s35a).
const WITNESS_NAME = new RegExp(`\\s[1-9][.)]\\s{1,3}(${INITIALS_NAME}|${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(?![\\p{L}'’-])`, 'gu');
const ROLE_LINE_NAME = new RegExp(`^\\s{0,3}\\p{Lu}{2,}(?:\\s\\p{Lu}+){0,3}\\s{0,3}:\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})\\s{1,3}[–—-]\\s{1,3}\\p{Lu}\\p{Ll}`, 'u');
/**
 * A contact line's person after the post written in small letters: "Contact person of the Contractor: site manager Aa
 * Bb, tel. …", "Contact person: project manager Cc Dd" (Danish and other drafting translated to English; issue 18,
 * h29a38). Up to three small words of post, then two or three name words before a comma, a semicolon or the end.
 */
const CONTACT_POST_NAME = new RegExp(`^\\s{0,3}[Cc]ontact\\s{1,3}person(?:\\s{1,3}(?:of|for)\\s{1,3}[^:;\\n]{1,60})?\\s{0,2}:\\s{1,3}(?:\\p{Ll}+\\s{1,3}){0,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,2})(?=\\s{0,2}(?:[,;]|$))`, 'u');
/** A word in capitals that is no name: a role, an article, the words of "FOR AND ON BEHALF OF". */
const CAPS_WORD = `(?!(?:THE|FOR|AND|ON|BEHALF|OF|BY|ITS|DULY|AUTHORISED|AUTHORIZED|${ROLE_WORDS.map((w) => w.toUpperCase()).join('|')})\\b)\\p{Lu}[\\p{Lu}'-]+`;
const POST = new Set(POST_WORDS);
/**
 * The signer's post after "by its" ("signed for the Society by its Chairman, Samuel Kariuki", "by its director Alan
 * Price"): the name follows the post.
 */
const SIGNER_POSTS = ['(?:[Mm]anaging|[Gg]eneral)\\s+(?:[Dd]irector|[Mm]ember|[Pp]artner|[Mm]anager)', '[Dd]irector', '[Cc]hair(?:man|woman|person)?', '[Pp]resident', '[Ss]ecretary', '[Pp]artner', '[Tt]rustee', '[Mm]anager', '[Cc]hief\\s+[Ee]xecutive(?:\\s+[Oo]fficer)?', 'CEO', '[Aa]uthori[sz]ed\\s+(?:[Ss]ignatory|[Oo]fficer|[Rr]epresentative|[Dd]elegate)', '[Ll]egal\\s+[Rr]epresentative',
  // A body's head ('represented by its head Aa Bb': a farm enterprise, a community, an office; set 63, issue 18, h107ty).
  '[Hh]ead'].join('|');
/**
 * A signer's post before the name: "represented by General Director Nurlan Sadykov", "represented by its Director A. B.
 * Sadykov", and anywhere a post before a name with initials ("General Director A. B. Sadykov (signature, seal)"): the
 * name is the Person (civil-law preambles in English; h23s23). Bounded: linear.
 */
const POSTED_NAME = new RegExp(`\\brepresented\\s{1,3}by\\s{1,3}(?:its\\s{1,3}|the\\s{1,3}|their\\s{1,3})?(?:${SIGNER_POSTS})\\s{1,3}(${INITIALS_NAME}|${NAME_WORD}${PARTICLED_NEXT}{1,2})(?![\\p{L}'’-])|\\b(?:${SIGNER_POSTS})\\s{1,3}(${INITIALS_NAME})(?![\\p{L}'’-])`, 'gu');
/**
 * A board post written with its board and no comma before the name, as Baltic, Polish and other civil-law drafting in
 * English writes its signers: "represented by the Chairwoman of the Board Inese Kalniņa", "the member of the Management
 * Board Jānis Ozols", "Vice-President of the Supervisory Board Aa Bb" (issue 18, h76t58). The literal "oard" is every
 * match's (prefilter); bounded: linear.
 */
const BOARD_POST_NAME = new RegExp(`\\b(?:(?:[Vv]ice[- ])?(?:[Cc]hair(?:man|woman|person)?|[Pp]resident)|[Mm]ember|MEMBER|CHAIR(?:MAN|WOMAN|PERSON)?)\\s{1,3}(?:of|OF)\\s{1,3}(?:the|THE)\\s{1,3}(?:(?:[Mm]anagement|[Ss]upervisory|MANAGEMENT|SUPERVISORY)\\s{1,3})?(?:[Bb]oard|BOARD)\\s{1,3}(${NAME_WORD}${PARTICLED_NEXT}{1,2})(?![\\p{L}'’-])`, 'gu');
/**
 * A signer's post or a witness and a colon, then the name: "Director: Aa Bb", "before this witness: Aa Bb", "Witness:
 * Aa Bb" (signing rows of British, Australian and Scottish execution blocks; sets 3, 27 and 29 label the name a
 * Person). The post stands alone before its colon (no "Name" or "Address" field follows it). Bounded: linear.
 */
// A post with its department or its field: "Director of Public Works: Aa Bb", "Secretary for Health: Cc Dd" (a public
// body's execution block; set 76, issue 18, h100t76).
// "Witness to the signatures: Aa Bb", "In the presence of: Aa Bb, Advocate" name the witness so too (h28s35a).
// "Witnesses: Aa Bb and Cc Dd" (each witness a Person: the row's other names, SIGNATORIES_AFTER) and a letter's
// acceptance line "Accepted: Aa Bb, 20 May 2032" (the addressee signs under it) too (set 67, issue 18, h89at).
// The name may open with initials, as a witness's does in a numbered line: "Witness: W. A. Perera, of Kandy", "Director:
// J. K. Mensah" (set 83, issue 18, h106n83), and more than one name word may follow the initials, as Sri Lankan names
// keep the given names after the initials of the family's names ("Witness: H. M. Nimal Jayantha Bandara"). A spouse who
// signs a consent row is named so too ("Spouse of Party A: Aa Bb Cc", "Spouse of the Seller: Dd Ee": a spouse's consent
// to a sale or an assignment of family property; set 83, issue 18, h107ty).
const POST_COLON_NAME = new RegExp(`(?<![\\p{L}\\p{M}])(?:(?:${SIGNER_POSTS})(?:\\s(?:of|for)\\s(?:the\\s)?\\p{Lu}\\p{Ll}+(?:\\s(?:and\\s)?\\p{Lu}\\p{Ll}+){0,3})?|[Ww]itness(?:es)?(?:\\s(?:to|of)\\s(?:the\\s)?signatures?)?|WITNESS(?:ES)?|Accepted|ACCEPTED|[Ii]n\\sthe\\spresence\\sof|(?:[Ss]pouse|SPOUSE)(?:\\s(?:of|OF)\\s(?:the\\s|THE\\s)?\\p{Lu}[\\p{L}-]{0,30}(?:\\s\\p{Lu}[\\p{L}-]{0,30}){0,2})?)\\s{0,3}:\\s{1,3}(${INITIALS_NAME}(?:\\s${NAME_WORD}){0,2}|${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(?![\\p{L}\\p{M}'’-])`, 'gu');
/**
 * A deed's signer or witness named after the post, between commas: "acting by a director, Aa Bb, in the presence of a
 * witness, Cc Dd" (an English company's execution of a deed: Companies Act 2006 s.44, one director and a witness). The
 * post after "by" or "of" and an article; the name of two to four words ends at a comma, a stop, a semicolon or the end.
 * Bounded: linear.
 */
const POST_COMMA_NAME = new RegExp(`\\b(?:by|of)\\s{1,3}(?:a|an|its|the)\\s{1,3}(?:${SIGNER_POSTS}|[Ww]itness)\\s{0,2},\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(?=\\s{0,3}(?:[,.;]|$))`, 'gu');
/**
 * A person named by a parent or a spouse, as Indian and other South Asian preambles describe an individual party: "son of
 * Late Aa Bb", "daughter of Mr. Cc Dd", "wife of Ee Ff", "S/o Gg Hh" (h28s35a). "Late" (deceased) and a courtesy title
 * before the name are no part of it. Bounded: linear.
 */
const KIN_NAME = new RegExp(`\\b(?:${RELATION_WORDS}|[SDW]\\/[Oo])\\s{1,3}(?:(?:[Ll]ate|[Ll]t\\.)\\s{1,3})?(?:(?:${alt(PERSON_TITLES)})\\.?\\s{1,3})?(${INITIALS_NAME}|${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(?![\\p{L}'’-])`, 'gu');
/**
 * A name written with two or three initials, each stop followed by a blank, before one to three name words: "S. M.
 * Aa", "H. M. Bb Cc Dd" (South Asian and East African drafting writes a person's family or father's names as initials
 * before the given names or the surname; sets 23, 35, 38 and 83 label every such name a Person). Initials run together
 * ("A.M. Best", "P.O. Box", "M.G. Road", "J.E. Irausquin Boulevard") are left out: a firm's, a box's or a street's
 * name. The name words stop at the first common English word, and a place's or a body's word after them ("S. K. Aa
 * Road", "A. B. Cc Limited") drops the whole (issue 18, h107ty). Bounded: linear.
 */
const SPACED_INITIALS_NAME = new RegExp(`(?<![\\p{L}\\p{M}.'’-])\\p{Lu}\\.\\s\\p{Lu}\\.(?:\\s\\p{Lu}\\.)?\\s(${NAME_WORD}(?:\\s${NAME_WORD}){0,3})(?![\\p{L}\\p{M}'’-])`, 'gu');
/**
 * A place's kind after a person's name makes the name a street's or a building's ("Aa Road", "Bb House"): the street
 * kinds in full and the building words of addresses.ts (STREET_KINDS_IN_FULL, BUILDING_WORDS), five street words that
 * end surnames too ("Place", "Square", "Park", "Hill", "Way": after spaced initials and a name the place is the likelier
 * reading, "M. G. Aa Place"), and places' kinds no address's street is ("S. V. Bb Nagar", an Indian neighbourhood; "…
 * Estate", "… Bay"; issue 18, h108st).
 */
const PLACE_KIND_AFTER: ReadonlySet<string> = new Set([...STREET_KINDS_IN_FULL, ...BUILDING_WORDS, 'Place', 'Square', 'Park', 'Hill', 'Way', 'Nagar', 'Estate', 'Bay']);
/**
 * The kinds of PLACE_KIND_AFTER that are common surnames as well: right after the initials the word is the person's
 * ("The witness A. B. Chambers signs here"); after a name's word, the place's kind still ("S. K. Bhandari Chambers").
 * Only those a common English word does not already keep out ("Hall", "Lane", "Center" are such words). "Mews",
 * "Centre", "Terrace", "Crescent", "Parade", "Esplanade" are no common surname: "P. J. Centre" stays a building (issue
 * 18, h108mendS).
 */
const PLACE_KINDS_ALSO_SURNAMES: ReadonlySet<string> = new Set(['Chambers']);
/** Whether the `i`-th word after spaced initials ends the person's name: a common word, a body's or a place's kind. */
const endsInitialsName = (w: string, i: number): boolean =>
  isCommonEnglishWord(w.toLowerCase(), 20) || isOrganisationWord(w) || (PLACE_KIND_AFTER.has(w) && !(i === 0 && PLACE_KINDS_ALSO_SURNAMES.has(w)));

/**
 * A row's person named before the parent or the spouse, as a deed's numbered witness rows write it: "1. Asif Raza son of
 * Javed Raza, of Narowal" (KIN_NAME reads the parent; set 84's cause 19, issue 18, h107n84). At the row's start, after its
 * number and a courtesy title perhaps; two to four name words. Anchored, bounded: linear.
 */
const KIN_BEFORE = new RegExp(`^\\s{0,3}(?:\\(?\\d{1,2}[.)]\\s{1,3})?(?:(?:${alt(PERSON_TITLES)})\\.?\\s{1,3})?(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})\\s{1,3}(?:${RELATION_WORDS}|[SDW]\\/[Oo])\\s`, 'u');
/**
 * A person named as dead, after "the late": "the executors of the will of the late CYRIL AUGUSTUS CHARLES, musician",
 * "(A) The late Marisol Vance was the author of the songs" (a deed of executors, a recital of a composer's estate): two
 * to four name words, capitalised or in capitals (set 77, issue 18, h101t77; C120), perhaps after a calling ("the late
 * photographer Aa Bb"). Words all common English are a
 * defined term's ("the late Delivery Charge", "THE LATE PAYMENT FEE"), no person. Bounded: linear.
 */
const CAPITALS_NAME_WORD = String.raw`\p{Lu}[\p{Lu}'’-]{1,30}`;
// A calling in small letters may stand between ("the son and the daughter of the late photographer Rexhep Kabashi": a
// party row naming the heirs; set 79, issue 18, h102a79), as "musician" may stand after the name.
const LATE_NAME = new RegExp(`\\b(?:the|The|THE)\\s{1,3}(?:late|Late|LATE)\\s{1,3}(?:\\p{Ll}{3,20}\\s{1,3})?((?:${NAME_WORD}|${CAPITALS_NAME_WORD})(?:\\s(?:${NAME_WORD}|${CAPITALS_NAME_WORD})){1,3})(?![\\p{L}'’-])`, 'gu');
/**
 * Myanmar's "U" before a man's name ("U Aung Min") is also a letter that names an option, an annex or a grade ("Option
 * U Standard", "Appendix U Drawing Set"): after the one-letter title, a name with a common English word (tier 35 or
 * more common) is that thing's name, no person's. Burmese given names are no English words.
 */
function lettered(match: string, name: string): boolean {
  return /^U\.?\s/.test(match) && name.split(/\s+/).some((w) => isCommonEnglishWord(w.toLowerCase(), 35));
}
/**
 * After a post's colon, words that are all common English name a form's field, a department or a blank left to fill
 * ("Witness: Print Name", "Director: Human Resources", "Secretary: To Be Confirmed"), no signer (review hrev18). A
 * name of two common words ("Mark Young") is lost with them: rarer in a signing row than a field's words.
 */
export const isFieldOrUnit = (words: string): boolean => allCommonEnglishWords(words, 20);
/**
 * A signature row of a company, its signer and the signer's post ("Brauhaus Keller GmbH: Lena Vogt, Managing Director",
 * "Sampo Kone Oy, Aino Laine, CEO"), as Finnish, Swiss and German drafting in English signs (h26s31a): the row's name is
 * a Person. The company ends in its legal form; the post holds a post word. Anchored at the row's start: linear.
 */
const COMPANY_SIGNER_ROW = new RegExp(`^\\s{0,3}[^,:;\\n]{1,80}?\\s(?:${SUFFIX})\\s{0,2}[:,]\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3}),\\s{1,3}([\\p{L} ]{2,60})$`, 'u');
/**
 * A signatory's name before the seal or signature its signing line marks: "Representative Director Aa Bb (seal)",
 * "Lessor: Aa Bb (signature)" (Japanese, Korean and Chinese drafting in English signs with a seal after the name). The
 * name follows a post, a colon or a comma, and no post word is part of it; two or three name words. Bounded: linear.
 */
// A post in initials may stand before the name too: "Company: Aa Bb Co., Ltd., CEO Cc Dd-ee (seal)" (h27s32a).
// A row's cell may open on the name, and a thumbprint mark the signing as a seal does: "Aa Bb (signature and
// thumbprint) | Cc Dd, Director (signature and seal)" (Cambodian and other drafting for a party who signs with a
// thumbprint; issue 18, h87na).
// The mark may name two things, joined by "and" or a comma ("(signature, seal)": Armenian and other post-Soviet drafting
// in English; issue 18, h88at).
const SEAL_MARK = String.raw`\s{0,3}[(\[](?:seal|Seal|SEAL|signature|Signature|name and seal|thumbprint)(?:(?:,\s{1,3}|\s{1,3}and\s{1,3})(?:seal|signature|thumbprint))?[)\]]`;
const SEALED_NAME = new RegExp(`(?:(?:${POST_TITLE_WORD.source}|\\b(?:CEO|CFO|COO|CTO)|[:,|])\\s{1,3}|^\\s{0,3})((?:(?!${POST_TITLE_WORD.source})${NAME_WORD}\\s){1,2}(?!${POST_TITLE_WORD.source})${NAME_WORD})${SEAL_MARK}`, 'gu');
/**
 * An initialled name before the mark, wherever the row puts it: "Head of the Community A. Aa (signature, seal) | B. Bb
 * (signature)" (the post before it may end on its body's word, no post word). The initial and the surname tell the
 * person. Bounded: linear.
 */
const INITIALLED_SEALED = new RegExp(`(?<![\\p{L}\\p{M}.'’-])(${INITIALS_NAME})${SEAL_MARK}`, 'gu');
/**
 * Two people who trade together under one name, in a preamble's party slot: "Aa Bb and Cc Dd, trading as Ee Ff" (an
 * Australian or British partnership of two people: each is a Person, the business name an Organization; h26s30a).
 */
const TRADING_PAIR = new RegExp(`(?<![\\p{L}\\p{M}'’-])(${NAME_WORD}(?:\\s${NAME_WORD}){1,2})\\s{1,3}and\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,2}),?\\s{1,3}(?:trading|t\\/a)\\b`, 'gu');
/**
 * People who are a party together, named one after the other and joined by "and", before the address they live at:
 * "… and Aa Bb and Cc Dd of 12 Ee Road, Ff" (a preamble's party slot for two people, as Australian and British drafting
 * writes a couple; h27s32a). Each is a Person. The house number after "of" marks the address. Bounded: linear.
 */
const PAIR_AT_ADDRESS = new RegExp(`(?<![\\p{L}\\p{M}'’-])(${NAME_WORD}(?:\\s${NAME_WORD}){1,2})\\s{1,3}and\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,2}),?\\s{1,3}of\\s{1,3}\\d`, 'gu');
/**
 * A signature row that is a name and the party it signs for: "Aa Bb Cc, for the Owner", "Dd Ee, for the Tenant" (the
 * row under a signature line in Latin American and other drafting translated to English; h27s32a). The whole row.
 */
const NAME_FOR_PARTY_ROW = new RegExp(`^\\s{0,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3}),\\s{1,3}(?:for|FOR)\\s{1,3}(?:the\\s{1,3}|THE\\s{1,3})?\\p{Lu}[\\p{L}-]{1,30}(?:\\s\\p{Lu}[\\p{L}-]{1,30})?\\s{0,3}$`, 'u');
/**
 * The words that say for whom a signer signs, after the post: "for and on behalf of", "on behalf of", "for" (as written
 * or in capitals).
 */
const FOR_WHOM = String.raw`(?:(?:[Ff]or\s{1,3}and\s{1,3}on|[Oo]n|FOR\s{1,3}AND\s{1,3}ON|ON)\s{1,3}(?:behalf|BEHALF)\s{1,3}(?:of|OF)|[Ff]or|FOR)`;
/**
 * A signature row that is a name and the signer's post alone: "Aa Bb Cc, General Manager", "Dd Ee, Attorney-in-fact" (the
 * rows under a translated contract's signature lines; h27a33). The post must be one (POST_TITLE_WORD), the name a
 * person's: "Payment Terms, Project Manager" is neither. A note in brackets may close it ("Aa Bb, Director (signature and
 * seal)"), and a row of two signers' cells reads each cell so ("Aa Bb, Managing Director | Cc Dd Ee, Director General":
 * issue 18, h78t61; `namePostCells`). The party signed for may close the row after the post ("Aa Bb, General Manager,
 * for and on behalf of Cc Ltd": a letter's signing row; set 67, issue 18, h89at).
 */
const NAME_POST_ROW = new RegExp(`^\\s{0,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3}),\\s{1,3}(\\p{Lu}[\\p{L} -]{1,60}?)\\s{0,3}(?:\\([\\p{L} ]{1,30}\\)\\s{0,3}|,\\s{1,3}${FOR_WHOM}\\s{1,3}[^|\\n]{1,80})?$`, 'u');
/**
 * The street words no surname is (addresses.ts STREET_WORDS_NO_SURNAME): a numbered row's "name" ending on one is a
 * street's, "4. Mombasa Road, Advocate, of Nairobi" (issue 18, h109fix; the re-read's finding 9). "Street", "Lane" and
 * "Hill" end surnames too: "2. John Street, Advocate, of Nairobi" stays a person.
 */
const STREET_NO_SURNAME: ReadonlySet<string> = new Set(STREET_WORDS_NO_SURNAME);
/**
 * A numbered row of a witness or an appearing person, the name, the calling as a post and then the town: "2. Aa Bb Cc,
 * Advocate, of Sialkot", "(1) Dd Ee, Notary, Lahore" (South Asian and Commonwealth deeds list their witnesses so; set
 * 84's cause 19, issue 18, h108ty). NAME_POST_ROW wants the post at the row's end; here the row's number opens it and a
 * place follows the post. The post one to three capitalised words holding a post's word (POST_TITLE_WORD), the name a
 * person's (isPersonName, not a field's words). Anchored, bounded: linear.
 */
const NUMBERED_NAME_POST_ROW = new RegExp(`^\\s{0,3}\\(?\\d{1,2}[.)]\\s{1,3}(${NAME_WORD}(?:\\s(?:${NAME_PARTICLES}\\s){0,2}${NAME_WORD}){1,3}),\\s{1,3}(\\p{Lu}\\p{Ll}{1,30}(?:\\s\\p{Lu}\\p{Ll}{1,30}){0,2}),\\s{1,3}(?:of\\s{1,3})?\\p{Lu}[^|\\n]{0,80}$`, 'u');
/**
 * A signature row's cell that ends on the line signed over, the signer's post perhaps before the name: "Director Elena
 * Ciobanu ____________", "Head of the Directorate Ion Rusu ____" (translated Eastern European and Lusophone contracts
 * sign so, a cell per party; issue 18, h80t62). The name is the last two to four name words before the line, the post's
 * words (`POST_TITLE_WORD`, a body's word: "Directorate", or common English words) trimmed from its front (`trimmedSignerName`).
 * Anchored, the lead bounded: linear.
 */
const NAME_ON_SIGNING_LINE = new RegExp(`^\\s{0,3}(?:[\\p{L}'’ -]{0,60}?\\s)?(${NAME_WORD}(?:\\s(?:${NAME_PARTICLES}\\s){0,2}${NAME_WORD}){1,4})\\s{0,3}_{3,}\\s{0,3}$`, 'u');
/**
 * A signature row's cell that writes the name after the line signed over, the post before it: "General Director ________
 * E. Aliyev | Director ________ G. Mammadova" (Azerbaijani and other post-Soviet drafting in English; issue 18, h87na).
 * The post's words (a post word last), the line, then a name with initials or two to four name words to the cell's end.
 * Anchored, bounded: linear.
 */
const NAME_AFTER_SIGNING_LINE = new RegExp(`^\\s{0,3}(?:\\p{Lu}\\p{Ll}+\\s){0,2}(?:${POST_TITLE_WORDS})\\s{0,3}_{3,}\\s{0,3}(${INITIALS_NAME}|${NAME_WORD}(?:\\s${NAME_WORD}){1,3})\\s{0,3}$`, 'u');
/**
 * A row of names alone, a cell each, as a signature block prints the signers under the lines: "Carlos Mendes Duarte |
 * Maria José Lopes Ramos" (issue 18, h80t62). Two to four cells, each two to four name words, one of them at least no
 * common English word (`isFieldOrUnit`: "Frozen Storage | Chilled Storage" is a table's header) and no post.
 */
const NAME_ONLY_CELL = new RegExp(`^\\s{0,3}(${NAME_WORD}(?:\\s(?:${NAME_PARTICLES}\\s){0,2}${NAME_WORD}){1,3})\\s{0,3}$`, 'u');
/** A post word opening a cell's name words, two name words or more after it ("Director Aa Bb", "Mayor Cc Dd Ee"). */
const POSTED_CELL = new RegExp(`^(?:${POST_TITLE_WORDS})\\s(?=${NAME_WORD}\\s${NAME_WORD})`, 'u');
/** The signer's name of a cell's words: post, body and common words trimmed from the front while two words stay. */
function trimmedSignerName(words: string): string | undefined {
  const parts = words.split(/\s+/);
  while (parts.length > 2 && (POST_TITLE_WORD.test(parts[0]) || isOrganisationWord(parts[0]) || isCommonEnglishWord(parts[0].toLowerCase(), 20))) parts.shift();
  const name = parts.join(' ');
  return isPersonName(name) && !isFieldOrUnit(name) && !POST_TITLE_WORD.test(name) ? name : undefined;
}
/** The cells of a row of at most four cells split at "|", each with its offset in the row. */
function namePostCells(text: string): { text: string; at: number }[] {
  if (!text.includes('|')) return [{ text, at: 0 }];
  const cells: { text: string; at: number }[] = [];
  let at = 0;
  for (const cell of text.split('|')) {
    cells.push({ text: cell, at });
    at += cell.length + 1;
  }
  return cells.length <= 4 ? cells : [];
}
/** What comes before "for <role>" in a signing line: a signing verb within it, or nothing but blanks and punctuation. */
const SIGNING_LINE = /\b(?:signed|approved|executed|accepted|agreed|witnessed|sealed)\b|^[\s\p{P}]*$/iu;
/**
 * A signature block's label before a name: "Name:", "Witness name:", "Print name:", "Attention:", "Signed by",
 * "Executed as a deed by" (the signatory's name often in capitals there: "Executed as a deed by OLIVER STANHOPE"),
 * "SIGNED as a DEED by" (a deed's attestation with the deed's word in capitals: "SIGNED as a DEED by AA BB CC in the
 * presence of:", sets 75 and 76; issue 18, h100t76).
 * "Signed for and on behalf of the Contractor: Helen Ashcombe, Director": a party's role and a colon, then the name (h18v);
 * "Approved for Client: Marie Dubois", "signed at Durban for the Supplier by Thabo Mokoena": "for" and a role, then a
 * colon or "by" (h18e9). "Signed: Lorna Pike, for Acme Ltd" and "For Acme Airways S.A.: Luis Ortega, Director" (a party's
 * name and a colon opening a signing line) too (h18e10). "SIGNED by WONG LAM KWOK, director" (the English form's capitals)
 * and the Chinese form's "Authorised representative: Zhou Minghui" under "Party A: …" name the signatory too (h18e12).
 * A signing line in capitals, "FOR THE LESSOR: Aa Bb", as "For the Lessor:" (h26s30a).
 * "SIGNED by the said AA BB CC in the presence of: …": "the said" names the party again before its signer's name, as in a
 * deed's "SIGNED, SEALED AND DELIVERED by the said" (DEED_SIGNED_BY; set 63, issue 18, h107ty).
 * A role in the plural, as a charter party names its sides ("Signed for Owners by Aa Bb, Manager, and for Charterers by
 * Cc Dd, Director"): the second "for <roles> by" names its signer as the first does (issue 18, h36n45).
 * The colon is `(?:\s*:)?`, not `\s*:?`, before the `\s+`: two whitespace runs side by side split a long blank run
 * every way (quadratic; see test/contracts/classify/hostile/).
 * For the same reason the free-text name after "on behalf of" starts with a non-blank: a name that could open with
 * blanks let the runs on both sides of it split a blank run every way (16,000 blanks took 14 s).
 */
/**
 * A clergy member's style between "by" and the name, no part of it: "SIGNED for the Chapter by the Very Reverend Aa Bb,
 * Dean", "by the Revd Cc Dd" (English cathedrals, churches and charities sign so; h27a33).
 */
const CLERGY_STYLE = String.raw`(?:the\s+)?(?:(?:Very|Right|Most)\s+)?(?:Reverend|Revd\.?|Rev\.)(?=\s)`;
// (h42s47) A letter's acceptance line: "AGREED AND ACCEPTED: Jane Doe", "Accepted and agreed: …" (set 47's signature).
/**
 * One more word of a signed name after its first, a surname's particles allowed before it ("Pieter van der Linden",
 * h78t61b). Read one to three times as `word` then `upToUnrolledOnce(word, 2)`: the same matches as `(?:word){1,3}`, but
 * V8 does not copy the long body (the particles' list) three times (test/security/unrolled-repetitions.test.ts).
 */
/**
 * A deed's attestation, "SIGNED SEALED AND DELIVERED by the said Aa Bb Cc in the presence of: …", "Signed, sealed and
 * delivered as a deed by Dd Ee" (common-law deeds sign so; set 66's deed of gift, issue 18, h88at): the signer's name
 * follows, often in capitals, "the said" before it naming the party again. A second signer may follow after "and"
 * (DEED_SECOND_SIGNER).
 */
const DEED_SIGNED_BY = String.raw`\b(?:SIGNED|Signed),?\s+(?:SEALED|[Ss]ealed),?\s+(?:AND|and)\s+(?:DELIVERED|[Dd]elivered)(?:\s+as\s+a\s+deed)?\s+by(?:\s+the\s+said)?`;
/** The second signer of a deed's attestation after "and", in capitals as the first: "… by AA BB and CC DD, two of the Trustees". */
const DEED_SECOND_SIGNER = new RegExp(String.raw`^\s+and\s+(?:the\s+said\s+)?(\p{Lu}[\p{Lu}'’-]+(?:\s\p{Lu}[\p{Lu}'’-]+){1,3})(?![\p{L}'’-])`, 'u');
const DEED_LEAD = new RegExp(`^${DEED_SIGNED_BY}`, 'u');
const SIGNED_NAME_WORD = `(?:\\s+(?:${NAME_PARTICLES}\\s+){0,2}${FORM_WORD}(?:${NAME_WORD}|${CAPS_WORD}))`;
/**
 * A blank signed over, then "by" and the signer: "The Grower: ____________ by Aa Bb, Farm Manager, and Cc Dd, Treasurer"
 * (a party's label, the line to sign on and who signs it: Israeli and other drafting translated to English; set 77,
 * issue 18, h102t77). The underscores are three, not a run: the blank's other underscores stay before the match.
 */
const SIGNED_ON_BLANK = '_{3}\\s{0,3}by(?=\\s)';
const SIGNED = new RegExp(`(?:\\b(?:Name|(?:Signed|SIGNED)\\s+by(?:\\s+the\\s+said)?|Signed(?=\\s*:)|(?:AGREED\\s+AND\\s+ACCEPTED|ACCEPTED\\s+AND\\s+AGREED|Agreed\\s+and\\s+accepted|Accepted\\s+and\\s+agreed)(?=\\s*:)|(?:[Aa]uthori[sz]ed|[Ll]egal)\\s+[Rr]epresentative(?=\\s*:)|Signature of|Attention|Attn)|\\b(?:By|Per):|\\b[Ss]igned\\s+by\\s+(?:you|us|me)(?=\\s*:)|\\b${SIGNED_FOR_LEAD}${SIGNED_FOR_COMPANY}\\s+by(?:\\s+${CLERGY_STYLE})?|${AND_FOR_FORMED_COMPANY}|\\bby\\s+its\\s+(?:${SIGNER_POSTS})(?:,(?=\\s))?|\\b(?:Witness|Print|Printed|Full)\\s+name|\\b(?:Executed\\s+|(?:Executed|EXECUTED|Signed|SIGNED)\\s+as\\s+a\\s+(?:deed|DEED)\\s+)by|${DEED_SIGNED_BY}|${SIGNED_ON_BLANK}|\\b[Oo]n\\s+behalf\\s+of\\s+[^,;:()\\s][^,;:()]{0,79}?\\s+by|\\b(?:[Oo]n\\s+behalf\\s+of|[Ff]or)\\s+(?:the\\s+)?(?:${ROLE_WORDS.join('|')})s?(?:\\s*:|\\s+by\\b)|\\b(?:[Ff]or|FOR)\\s+[^;:()\\s][^;:()]{0,79}?:)(?:\\s*:)?\\s+\\(?(${INITIALS_NAME}|${FORM_WORD}${NAME_WORD}(?=${PATRONYM_WORD})|${FORM_WORD}(?:${NAME_WORD}|${CAPS_WORD})(?:\\s+\\p{Lu}\\.)?${SIGNED_NAME_WORD}${upToUnrolledOnce(SIGNED_NAME_WORD, 2)})(?![\\p{L}'’-])`, 'gu');

/** A person's name with a surname's particles inside it: "Pieter Van den Broeck", "Helga Schneider de Ortiz" (NAME_PARTICLES). */
const PARTICLED_NAME = `${NAME_WORD}${PARTICLED_NEXT}{1,3}`;
/**
 * People by their place in a preamble or a signing row when no title and no known post marks them (issue 18, h75t57):
 * - a representative of three or four names right after "represented by", before a comma, a bracket or a semicolon
 *   ("represented by Georgi Petrov Dimitrov, Executive Director": Bulgarian, Russian and Latin American names carry a
 *   patronymic or two surnames); two words are also a firm's name ("represented by Harlan Mercer, its attorneys"),
 *   so they stay unread;
 * - a second representative after "and its <post>," ("represented by its Chief Executive Officer, Aa Bb, and its
 *   Sporting Director, Cc Van den Dd"), as "by its <post>," names the first (SIGNED);
 * - a party's acceptance row, "Agreed by the Player: Aa Bb", "Seen and agreed by the Guarantor: Cc Dd", "Signed by the
 *   Host: Ee Ff, Gg Ff" (a signing verb, "by the", an alias, a colon, the names);
 * - a party's row in capitals with the signer's post after a comma, "THE PRODUCER: Aa Bb de Cc, Managing Partner", as
 *   ROLE_LINE_NAME reads it with a dash;
 * - a person described by a date of birth: "The professional footballer Aa Bb, born on 4 March 2006" (the name right
 *   before ", born on/in").
 * Each bounded, anchored or after a literal: linear.
 */
const REPRESENTED_UNTITLED = new RegExp(`\\brepresented\\s{1,3}by\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){2,3})(?=\\s{0,3}(?:[,(;]|$))`, 'gu');
const AND_ITS_POST_NAME = new RegExp(`\\band\\s{1,3}(?:its|their)\\s{1,3}${SIGNER_POST},\\s{1,3}(${NAME_WORD}${PARTICLED_NEXT}{1,3})(?![\\p{L}'’-])`, 'gu');
const AGREED_BY_ROLE = new RegExp(`\\b(?:[Aa]greed|[Aa]ccepted|[Aa]cknowledged|[Aa]pproved|[Ww]itnessed|[Rr]eceived|[Ss]igned|SIGNED)\\s{1,3}by\\s{1,3}the\\s{1,3}\\p{L}[\\p{L}-]{1,30}(?:\\s\\p{Lu}[\\p{L}-]{1,30})?\\s{0,2}:\\s{1,3}(${PARTICLED_NAME})(?![\\p{L}\\p{M}'’-])`, 'u');
const ROLE_LINE_POST = new RegExp(`^\\s{0,3}\\p{Lu}{2,}(?:\\s\\p{Lu}+){0,3}\\s{0,3}:\\s{1,3}(${PARTICLED_NAME}),\\s{1,3}${SIGNER_POST}\\s{0,3}$`, 'u');
const BORN_NAME = new RegExp(`(?<![\\p{L}'’-])(${PARTICLED_NAME}),\\s{1,3}born\\s{1,3}(?:on|in)\\s`, 'gu');
/** Whether words read by position are a person's name: a person's form (particles aside), no post, not all common words. */
const untitledPerson = (name: string): boolean => {
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  // A courtesy title opening the words is TITLED's ("Mr Aa Bb, born on …" names "Aa Bb").
  if (PERSON_TITLES.includes(words[0])) return false;
  return isPersonName(words.join(' ')) && !POST_TITLE_WORD.test(name) && !isFieldOrUnit(words.join(' '));
};

/**
 * The patterns addSignatories runs behind the prefilter (namePatterns): a signing line's labels ("signed", "name",
 * "attention", "for"), "represented by" or a post, a procuration's "p.". TITLED (whose titles include "U") and
 * ROLE_LINE_NAME (a colon) have literals nearly every element holds: no filter worth its lookup.
 */
/**
 * Whether a courtesy title that is a title only with its stop (courtesy-titles.ts ALSO_NAMES: "Arch.", "Atty.", "Eng.")
 * stands before one common English word, as an abbreviation does in running text: "the Arch. Drawings listed in Annex 2"
 * (architectural), "All Atty. Fees are borne by …" (attorney's), "the Atty. General's office", "the Eng. Report": no person named (review hrev68 of
 * h76t58's "Arch."/"Atty."). A name of two words ("Arch. Ana Ríos") or a surname no dictionary holds ("Atty. Reyes")
 * stays a Person. `lead` is the match before the name (its titles).
 */
const STOPPED_ONLY_TITLES = new Set(ALSO_NAMES);
function abbreviationBeforeWord(lead: string, name: string): boolean {
  const title = /(\p{L}+)\.[\s-]*$/u.exec(lead)?.[1];
  return title !== undefined && STOPPED_ONLY_TITLES.has(title) && !/\s/.test(name) && isCommonEnglishWord(name.toLowerCase().replace(/['’]s$/, ''), 20);
}

/**
 * "Haji" or "Hajah" right after a given name is a word of the name, as East African and Malay names carry it between the
 * given name and the father's ("Signed for the Council by Aa Haji Bb": the Person is all three words, as "bin Haji Bb"
 * keeps it): not the title before the words after it. A given name, no post, role or common word, before it (issue 18,
 * h107ty, set 83).
 */
const GIVEN_NAME_BEFORE = new RegExp(`(?<![\\p{L}\\p{M}'’-])(${NAME_WORD})\\s$`, 'u');
function pilgrimInsideName(text: string, m: RegExpExecArray): boolean {
  if (!/^Haj(?:i|ah)\s/.test(m[0])) return false;
  const before = GIVEN_NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 32), m.index))?.[1];
  return before !== undefined && !POST_TITLE_WORD.test(before) && !POST.has(before) && !isCommonEnglishWord(before.toLowerCase(), 20) && !isOrganisationWord(before);
}

export function signatoryPatterns(): readonly RegExp[] {
  return [POST_COLON_NAME, POST_COMMA_NAME, SEALED_NAME, INITIALLED_SEALED, SIGNED, POSTED_NAME, PROCURATION_ROW, BOARD_POST_NAME];
}

/**
 * The signing rows, the titled names and the module's other own patterns, for the build
 * (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes their run sources (short runs
 * written once, word boundaries, group ends), which `runnable` and `matchesOf` run, so the process rewrites none of
 * them (the two company rows 11,000 characters each; bench/log.md, "The cold classify, part 22").
 */
export function signatoryNamesRunPatterns(): readonly RegExp[] {
  return [COMPANY_POST_NAME_ROW, SECOND_SIGNER, COMPANY_SIGNER_ROW, NAME_POST_ROW, NUMBERED_NAME_POST_ROW, ROLE_LINE_POST, TITLED, TITLED_BEFORE_TWO, QUOTED_CREDIT, NAME_IN_LIST, REPRESENTED_UNTITLED, AND_ITS_POST_NAME, BORN_NAME, LATE_NAME, KIN_NAME, KIN_BEFORE, WITNESS_NAME, PAIR_AT_ADDRESS, TRADING_PAIR, SPACED_INITIALS_NAME];
}

/** People named by a courtesy title or by a signing line's label, post, seal or row; `folded` as the prefilter reads the text. */
export function addSignatories(text: string, folded: string, add: AddName): void {
  // "Hon. Secretary", "Hon. Treasurer": "Hon." is honorary there, before a post, no person's title.
  if (text.includes('Ato') || text.includes('W/ro') || text.includes('Nei') || text.includes('Sister') || text.includes('Me.') || text.includes('Me ') || text.includes('Aum') || text.includes('Dasho')) for (const m of matchesOf(TITLED_BEFORE_TWO, text)) if (isPersonName(capitalisedWords(m[1]))) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  for (const m of matchesOf(TITLED, text)) if (!POST.has(m[1]) && !POST_TITLE_WORD.test(m[1]) && !lettered(m[0], m[1]) && !abbreviationBeforeWord(m[0].slice(0, m[0].length - m[1].length), m[1]) && !pilgrimInsideName(text, m)) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  if (mayMatch(SIGNED, folded)) for (const m of matchesOf(SIGNED, text)) {
    // "Attention: ACCOUNTS PAYABLE": a notice goes to a department in capitals; a signatory's label names a person.
    if (/^Att/.test(m[0]) && !/[a-z]/.test(m[1])) continue;
    // "Attn: Legal Department", "Attention: Company Secretary": a post or a unit in title case is no person either.
    // "Attention: Vice President, Operations", "Attention: Chief Procurement Officer": a post's last word ends it.
    if (/^Att/.test(m[0]) && (m[1].split(/\s+/).some((word) => POST.has(word)) || POST_AT_END.test(m[1]))) continue;
    // "for the Customer by Senior Consultants", "Services for the Supplier: Hosting Services": "for" a role names a
    // signer only in a signing line, after its verb or opening the line (review hrev6).
    // A row's cell opens a line of its own: "For the Customer: Aa Bb | For the Company: Cc Dd, Sales Manager" (an order
    // form's signing row, a cell per party; issue 18, h87na).
    if (/^(?:[Ff]or|FOR)\b/.test(m[0]) && !SIGNING_LINE.test(text.slice(Math.max(0, m.index - 80, text.lastIndexOf('|', m.index) + 1), m.index))) continue;
    // "paid on ________ by Bank Transfer": a blank before "by" is signed over only when a person's name follows.
    if (m[0].startsWith('_') && !isPersonName(capitalisedWords(m[1]))) continue;
    const begin = m.index + m[0].length - m[1].length;
    // "For and on behalf of the Purchaser: (R. P. Sharma) Deputy Engineer": Indian drafting writes the signer's name in
    // brackets under the signature (issue 18, h29a38); an opened bracket must close right after the name.
    if (text[begin - 1] === '(' && text[m.index + m[0].length] !== ')') continue;
    // A Malay or Indonesian name goes on after "bin" / "binti" with the father's name ("Aa Bb binti Cc"): one name.
    const patronym = PATRONYM_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 60));
    add('Person', begin, begin + m[1].length + (patronym?.[0].length ?? 0));
    const deedSecond = DEED_LEAD.test(m[0]) ? DEED_SECOND_SIGNER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 120)) : null;
    if (deedSecond && isPersonName(deedSecond[1])) {
      const second = m.index + m[0].length + deedSecond[0].length - deedSecond[1].length;
      add('Person', second, second + deedSecond[1].length);
    }
    // "Signed by the Employers: Tom Hale, Ann Hale": the row's other signatories, each after a comma, to the row's end.
    const more = SIGNATORIES_AFTER.exec(text.slice(m.index + m[0].length));
    if (more && !POST_TITLE_WORD.test(more[0])) for (const n of matchesOf(NAME_IN_LIST, more[0])) add('Person', m.index + m[0].length + n.index + n[0].length - n[1].length, m.index + m[0].length + n.index + n[0].length);
    const second = runnable(SECOND_SIGNER).exec(text.slice(m.index + m[0].length));
    if (second && isPersonName(capitalisedWords(second[1])) && !POST_TITLE_WORD.test(second[1])) {
      const begin = m.index + m[0].length + second[0].indexOf(second[1], second[0].search(/\s(?:and|in)\s/));
      add('Person', begin, begin + second[1].length);
    }
  }
  if (text.includes(' by ')) for (const m of matchesOf(QUOTED_CREDIT, text)) {
    if (!isPersonName(m[1])) continue;
    const begin = m.index + m[0].length - 1 - m[1].length;
    add('Person', begin, begin + m[1].length);
  }
  const postNameRow = text.length <= 240 ? runnable(COMPANY_POST_NAME_ROW).exec(text) : null;
  if (postNameRow && isPersonName(postNameRow[1]) && !isFieldOrUnit(postNameRow[1]) && !POST_TITLE_WORD.test(postNameRow[1])) {
    const begin = postNameRow.index + postNameRow[0].length - postNameRow[1].length - (postNameRow[0].length - postNameRow[0].trimEnd().length);
    add('Person', begin, begin + postNameRow[1].length);
  }
  // "p.p. ACME S.A., Ana Ruiz Soto": a signature row by procuration, the firm then its signatory (h24s26a).
  const procuration = mayMatch(PROCURATION_ROW, folded) ? PROCURATION_ROW.exec(text) : null;
  if (procuration) add('Person', text.length - procuration[1].length - procuration[2].length, text.length - procuration[2].length);
  if (mayMatch(POSTED_NAME, folded)) for (const m of matchesOf(POSTED_NAME, text)) {
    const name = m[1] ?? m[2];
    add('Person', m.index + m[0].length - name.length, m.index + m[0].length);
  }
  if (mayMatch(POST_COLON_NAME, folded)) for (const m of matchesOf(POST_COLON_NAME, text)) {
    if (isFieldOrUnit(m[1])) continue;
    const end = m.index + m[0].length;
    add('Person', end - m[1].length, end);
    const more = SIGNATORIES_AFTER.exec(text.slice(end));
    if (more && !POST_TITLE_WORD.test(more[0])) for (const n of matchesOf(NAME_IN_LIST, more[0])) if (isPersonName(n[1])) add('Person', end + n.index + n[0].length - n[1].length, end + n.index + n[0].length);
  }
  // Words of common English after the board ("the Chairman of the Board Meeting Minutes") name no one, nor do words with
  // a body's word among them: "the Chairman of the Board Nominations Committee", "a member of the Management Board
  // Remuneration Committee" name the board's committee (review hrev68).
  if (mayMatch(BOARD_POST_NAME, folded)) for (const m of matchesOf(BOARD_POST_NAME, text)) if (!isFieldOrUnit(m[1]) && !m[1].split(/\s+/).some(isOrganisationWord)) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  if (mayMatch(POST_COMMA_NAME, folded)) for (const m of matchesOf(POST_COMMA_NAME, text)) if (isPersonName(m[1])) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  const signerRow = text.length <= 240 ? runnable(COMPANY_SIGNER_ROW).exec(text) : null;
  if (signerRow && isPersonName(signerRow[1]) && POST_TITLE_WORD.test(signerRow[2])) {
    // The name ends at the post's comma (the post holds none).
    const begin = signerRow.index + signerRow[0].lastIndexOf(',') - signerRow[1].length;
    add('Person', begin, begin + signerRow[1].length);
  }
  if ((text.includes('eal') || text.includes('ignature')) && mayMatch(SEALED_NAME, folded)) for (const m of matchesOf(SEALED_NAME, text)) {
    if (!isPersonName(m[1])) continue;
    const begin = m.index + m[0].lastIndexOf(m[1]);
    add('Person', begin, begin + m[1].length);
  }
  if ((text.includes('eal') || text.includes('ignature')) && mayMatch(INITIALLED_SEALED, folded)) for (const m of matchesOf(INITIALLED_SEALED, text)) add('Person', m.index, m.index + m[1].length);
  if (text.includes('trading') || text.includes('t/a')) for (const m of matchesOf(TRADING_PAIR, text)) {
    if (!isPersonName(m[1]) || !isPersonName(m[2])) continue;
    const second = m.index + m[0].lastIndexOf(m[2]);
    add('Person', m.index, m.index + m[1].length);
    add('Person', second, second + m[2].length);
  }
  if (text.includes(' of ')) for (const m of matchesOf(PAIR_AT_ADDRESS, text)) {
    if (!isPersonName(m[1]) || !isPersonName(m[2])) continue;
    const second = m.index + m[0].lastIndexOf(m[2]);
    add('Person', m.index, m.index + m[1].length);
    add('Person', second, second + m[2].length);
  }
  const numberedPost = text.length <= 160 && text.includes(',') ? runnable(NUMBERED_NAME_POST_ROW).exec(text) : null;
  const numberedName = numberedPost ? capitalisedWords(numberedPost[1]) : '';
  // Words all common English are a role or a thing ("1. The Seller, Owner, of Leeds"), no person's name; nor is a street
  // ("4. Mombasa Road, Advocate, of Nairobi": STREET_NO_SURNAME).
  if (numberedPost && isPersonName(numberedName) && !allCommonEnglishWords(numberedName, 35) && !STREET_NO_SURNAME.has(numberedName.slice(numberedName.lastIndexOf(' ') + 1)) && POST_TITLE_WHOLE.test(numberedPost[2].slice(numberedPost[2].lastIndexOf(' ') + 1))) {
    const begin = numberedPost[0].indexOf(numberedPost[1]);
    add('Person', begin, begin + numberedPost[1].length);
  }
  if (text.length <= 240) for (const cell of namePostCells(text)) {
    const namePost = cell.text.length <= 120 ? runnable(NAME_POST_ROW).exec(cell.text) : null;
    if (namePost && isPersonName(namePost[1]) && !isFieldOrUnit(namePost[1]) && POST_TITLE_WORD.test(namePost[2])) add('Person', cell.at + namePost.index + namePost[0].indexOf(namePost[1]), cell.at + namePost.index + namePost[0].indexOf(namePost[1]) + namePost[1].length);
  }
  if (text.length <= 240 && text.includes('___')) for (const cell of namePostCells(text)) {
    const after = cell.text.length <= 120 ? NAME_AFTER_SIGNING_LINE.exec(cell.text) : null;
    if (after && (/\./.test(after[1]) || isPersonName(after[1])) && !isFieldOrUnit(after[1])) {
      const begin = cell.at + after.index + after[0].lastIndexOf(after[1]);
      add('Person', begin, begin + after[1].length);
      continue;
    }
    const line = cell.text.length <= 120 ? NAME_ON_SIGNING_LINE.exec(cell.text) : null;
    const name = line ? trimmedSignerName(line[1]) : undefined;
    if (line && name !== undefined) {
      const begin = cell.at + line.index + line[0].indexOf(line[1]) + line[1].length - name.length;
      add('Person', begin, begin + name.length);
    }
  }
  if (text.length <= 240 && text.includes('|')) {
    const cells = namePostCells(text);
    // A cell may write the signer's post before the name: "Director Aa Bb | Mayor Cc Dd" (translated Balkan drafting signs
    // so, the post a word of its own; issue 18, h87na): the name is the words after it.
    const names = cells.map((cell) => {
      const n = NAME_ONLY_CELL.exec(cell.text);
      if (n === null) return undefined;
      const post = POSTED_CELL.exec(n[1]);
      const name = post ? n[1].slice(post[0].length) : n[1];
      return { name, begin: cell.at + n.index + n[0].indexOf(n[1]) + (post ? post[0].length : 0) };
    });
    if (cells.length >= 2 && names.every((n) => n !== undefined && isPersonName(n.name) && !isFieldOrUnit(n.name) && !POST_TITLE_WORD.test(n.name))) {
      for (const n of names) if (n) add('Person', n.begin, n.begin + n.name.length);
    }
  }
  const forParty = text.length <= 120 ? NAME_FOR_PARTY_ROW.exec(text) : null;
  // Words all common English are a heading or a field ("Payment Terms, for the Customer"), no signatory.
  if (forParty && isPersonName(forParty[1]) && !isFieldOrUnit(forParty[1])) {
    const begin = forParty.index + forParty[0].indexOf(forParty[1]);
    add('Person', begin, begin + forParty[1].length);
  }
  if (/\b(?:late|Late|LATE)\b/.test(text)) for (const m of matchesOf(LATE_NAME, text)) if (isPersonName(m[1]) && !isFieldOrUnit(m[1])) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  if (/\b(?:son|daughter|wife|husband|widow|[SDW]\/[Oo])\b/.test(text)) for (const m of matchesOf(KIN_NAME, text)) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  if (text.includes('. ')) for (const m of matchesOf(SPACED_INITIALS_NAME, text)) {
    const words = m[1].split(' ');
    const kept = words.findIndex(endsInitialsName);
    if (kept === 0 || (kept > 0 && (isOrganisationWord(words[kept]) || PLACE_KIND_AFTER.has(words[kept])))) continue;
    const name = kept < 0 ? m[1] : words.slice(0, kept).join(' ');
    const after = text.slice(m.index + m[0].length - m[1].length + name.length).match(/^\s{1,3}(\p{Lu}\p{L}{1,30})/u)?.[1];
    if (after !== undefined && (isOrganisationWord(after) || PLACE_KIND_AFTER.has(after))) continue;
    add('Person', m.index, m.index + m[0].length - m[1].length + name.length);
  }
  const kinBefore = /\b(?:son|daughter|wife|husband|widow|[SDW]\/[Oo])\b/.test(text) ? runnable(KIN_BEFORE).exec(text) : null;
  // Words all common English are a role or a thing ("The Seller son of …"), no person's name.
  if (kinBefore && isPersonName(kinBefore[1]) && !allCommonEnglishWords(kinBefore[1], 35)) {
    const begin = kinBefore[0].lastIndexOf(kinBefore[1], kinBefore[0].length - 1);
    add('Person', begin, begin + kinBefore[1].length);
  }
  if (WITNESS_LINE.test(text)) for (const m of matchesOf(WITNESS_NAME, text)) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  const contact = text.length <= 240 && text.includes('ontact') ? CONTACT_POST_NAME.exec(text) : null;
  if (contact && isPersonName(contact[1])) add('Person', contact.index + contact[0].length - contact[1].length, contact.index + contact[0].length);
  if (text.includes('represented')) {
    for (const m of matchesOf(REPRESENTED_UNTITLED, text)) if (untitledPerson(m[1])) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
    for (const m of matchesOf(AND_ITS_POST_NAME, text)) if (untitledPerson(m[1])) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
  const agreedBy = text.length <= 160 && text.includes(' by the ') ? AGREED_BY_ROLE.exec(text) : null;
  // The row may name more signers after the first, each after a comma or "and", to its end ("Signed by the Hosts: Aa
  // Bb, Cc Bb": a couple who sign for one party; set 59, issue 18, h107ty): each a Person. Anything else after the
  // first name leaves the row unread.
  const agreedEnd = agreedBy ? agreedBy.index + agreedBy[0].length : 0;
  const rowEnds = agreedBy !== null && /^\s{0,3}$/.test(text.slice(agreedEnd));
  const others = agreedBy && !rowEnds ? SIGNATORIES_AFTER.exec(text.slice(agreedEnd)) : null;
  if (agreedBy && untitledPerson(agreedBy[1]) && (others !== null || rowEnds)) {
    const begin = agreedBy.index + agreedBy[0].lastIndexOf(agreedBy[1]);
    add('Person', begin, begin + agreedBy[1].length);
    if (others && !POST_TITLE_WORD.test(others[0])) for (const n of matchesOf(NAME_IN_LIST, others[0])) if (untitledPerson(n[1])) add('Person', agreedEnd + n.index + n[0].length - n[1].length, agreedEnd + n.index + n[0].length);
  }
  const rolePost = text.length <= 160 ? runnable(ROLE_LINE_POST).exec(text) : null;
  if (rolePost && untitledPerson(rolePost[1])) {
    const begin = rolePost.index + rolePost[0].indexOf(rolePost[1], rolePost[0].indexOf(':'));
    add('Person', begin, begin + rolePost[1].length);
  }
  if (text.includes(' born ')) for (const m of matchesOf(BORN_NAME, text)) if (untitledPerson(m[1])) add('Person', m.index, m.index + m[1].length);
  const roleLine = ROLE_LINE_NAME.exec(text);
  if (roleLine) add('Person', roleLine.index + roleLine[0].indexOf(roleLine[1], roleLine[0].indexOf(':')), roleLine.index + roleLine[0].indexOf(roleLine[1], roleLine[0].indexOf(':')) + roleLine[1].length);
}
