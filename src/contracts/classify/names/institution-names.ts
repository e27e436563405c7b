/**
 * Bodies named by what they are rather than by a legal form: "Department of Health and Aged Care", "National Company
 * Law Tribunal", "Banco Central de Costa Rica", "the District Court in Kranj", "The Trustees of the Harcourt
 * Collection", "Rabobank", the initials of a listed regulator ("FCA", "OSHA"); and where a company match holds such a
 * body before "and" ("The Department of Health and Northwind Traders Ltd" names two).
 */
import {
  ACTIVITY_HEADS, ALIAS_LEFT_HEADS, COUNTRY_WITH_AND_SOURCE, FRENCH_COUNTRY_NAMES, ISLAND_LEGISLATURES, MISSION_HEADS, PUBLIC_INSPECTION_FIELDS, COINED_SHORT_BODIES, COUNTRIES, ROMANCE_BANK_HEADS, ROMANCE_INSURER_HEADS, FOR_TAIL_HEADS, INSTITUTION_HEADS, KNOWN_BODIES, NATIONAL_BODY_FIELDS, REGULATOR_INITIALS, ROMANCE_BODY_HEADS, SMALL_LETTER_BANK_WORDS,
} from '../lexicon/gazetteer.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { BOARD_OFFICE } from '../lexicon/board-offices.js';
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import { BUILDING_WORDS, ROMANCE_STREET_KINDS_FIRST, STREET_WORDS } from './addresses.js';
import { SUFFIXES, ROLE_NAMES, LEADING, RECITAL_LETTER, PLURAL_OF_MEMBERS, type AddName } from './name-grammar.js';
import { isCommonEnglishWord, isEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS } from '../lexicon/name-letters.js';
import { nordicAndFrenchBodies } from './nordic-and-french-bodies.js';
import { internationalAfterBank, isBanksOwnWord } from './bank-name-ends.js';
import { PLACES, STATES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';

const alt = longestFirstAlternation;

const HEAD = `(?:${alt([...INSTITUTION_HEADS, ...ACTIVITY_HEADS, ...FOR_TAIL_HEADS])})`;
const FOR_TAIL = new Set(FOR_TAIL_HEADS);
const INSTITUTION_HEAD_SET = new Set(INSTITUTION_HEADS);
const FOR_A_PARTY = new RegExp(`^\\s+for\\s+(?:the\\s+)?(?:${ROLE_WORDS.join('|')})s?\\b`);
const ACTIVITY = new Set(ACTIVITY_HEADS);
/**
 * A qualifier of an institution may be a legal-form word ("National Company Law Tribunal" is one body) or a country's
 * dotted initials ("U.S. Food and Drug Administration").
 */
// A qualifier may hold accented Latin letters ("İzmir Metropolitan Municipality", "Şanlıurfa …", "Île-de-France …"; h27a33).
// A word's length is bounded: a qualifier may start after each hyphen of a run, and an unbounded word read a
// hyphened run of 80,000 characters ("Port-Au-Prince-En-…") again from each of its capitals (0.9-1.8 s, h28f21b).
const QUALIFIER = `[${NAME_CAPITAL_LETTERS}](?:(?:\\.[A-Z])+\\.|[${NAME_LETTERS}0-9&'-]{0,40}\\.?)`;
// A country whose name joins two places by "and" is the first qualifier: "the St. Vincent and the Grenadines Bureau of
// Standards", "the Trinidad and Tobago Bureau of Standards" (the name began after "and the": facts set 47, h87o). It
// leads the qualifiers rather than being one of their alternatives: inside the repetition V8 copied its ~700-character
// list out twice (test/security/unrolled-repetitions).
const COUNTRY_FIRST = `(?:${COUNTRY_WITH_AND_SOURCE})(?![A-Za-z])\\s+`;
/** Up to `max` qualifiers, the first of them possibly a country named with "and"; `least` of them at the least. */
function qualifiers(each: string, least: 0 | 1, max: number): string {
  return `(?:${COUNTRY_FIRST}(?:${each}){0,${max - 1}}|(?:${each}){${least},${max}})`;
}
/**
 * An institution's name after its head: "of" or "for", then capitalised words joined by "of", "for", "and", each
 * perhaps with "the" ("Department of Economy and Tourism", "Emirates Authority for Standardization and Metrology",
 * "National Commission for the Certification of Crane Operators"). After "and" no party's role ("the Bank of England
 * and Customer shall"). At most eight words, so a run of capitals is read in linear time.
 */
// Latin letters with accents too ("Ministry of Economía", h20s20). A place joined by a hyphen is one word of the tail:
// "Court of First Instance of Douala-Bonanjo", "Regional Court of Wiener-Neustadt" (a town and its quarter, h23f16b).
const TAIL_LETTERS = `[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}]+`;
// A town whose name holds a small-letter particle between hyphens is one word too: "Civil Court of Port-au-Prince",
// "Regional Court of Aix-en-Provence", "County Court of Stratford-upon-Avon" (h28f21b). At most two hyphened parts after
// the first, each led by a hyphen: linear.
const HYPHEN_PARTICLES = ['au', 'aux', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'sur', 'sous', 'lès', 'upon', 'on', 'am', 'an', 'im'];
const HYPHEN_PARTICLE = `(?:${alt([...HYPHEN_PARTICLES, ...HYPHEN_PARTICLES.map((w) => w.toUpperCase())])})`;
// A word hyphened to a part in small letters is one word too: "Department of Co-operatives", "Ministry of Agri-business"
// (facts set 35's cause 6, h59f35; the tail ended at the hyphen and left "DEPARTMENT OF CO", its "Co" then dropped as a
// legal form). Not a participle or a compound's adjective after a body's name: "a Ministry of Health-approved supplier",
// "a Department of State-run scheme" end the name at the hyphen. Bounded parts: linear.
// Nor an adjective a standard or a body's approval makes of its name (review hrev47): "Department of Transport-compliant
// vehicles", "Ministry of Health-grade products", "a Department for Education-ready record".
const SMALL_PART = '(?![a-z]{0,28}ed(?![a-z])|(?:run|wide|level|like|style|type|free|only|compliant|grade|ready|friendly|specific|proof|standard|centric|facing|issue)(?![a-z]))[a-z]{2,30}(?![a-z])';
// A saint's name is one word of a body's tail, its abbreviation's point and its possessive with it: "Development Authority
// of St. Lucia", "Board of Governors of St Anne's School" (the tail stopped at the point or the apostrophe and read
// "AUTHORITY OF ST", "… OF ST ANNE": reviews hrev46/hrev47, h62names). Only after "St"/"Saint", so "the Ministry of
// Finance's consent" keeps its owner out. Literal words, one bounded name: linear.
const SAINT_WORD = `(?:St\\.?|Saint)\\s{1,3}${TAIL_LETTERS}(?:['’]s(?![A-Za-z]))?`;
// A place whose name opens on an elided letter and an apostrophe is one word: "Commercial Court of N'Djamena", "Town
// Council of L'Aquila" (the tail never started at "N" and the name ended at its head; facts set 47, h84b46). One capital,
// the apostrophe, then a capitalised word: a possessive ("the Court of Appeal's order") has no capital after it.
const ELIDED_WORD = `[${NAME_CAPITAL_LETTERS}]['’]${TAIL_LETTERS}`;
// A country whose name joins two places by "and" is one word of the tail: "Bank of St. Vincent and the Grenadines", "High
// Court of Trinidad and Tobago" (the tail refused "and the" and read "BANK OF ST. VINCENT"; facts set 47, h84b46). The
// listed names, "St" with or without its point (the gazetteer's one builder).
const TAIL_WORD = `(?:(?:${COUNTRY_WITH_AND_SOURCE})(?![${NAME_LETTERS}])|${SAINT_WORD}|${ELIDED_WORD}|${TAIL_LETTERS}${upToUnrolledOnce(`-(?:${HYPHEN_PARTICLE}-)?(?:${TAIL_LETTERS}|${SMALL_PART})`, 2)})`;
const TAIL_AND = `and\\s+(?!(?:The|${ROLE_WORDS.join('|')})\\b)`;
// "against" joins what a body protects from ("Federal Commission for the Protection against Sanitary Risks"), never a
// party's role ("the Board of Directors against Supplier").
const TAIL_AGAINST = `against\\s+(?!(?:The|${ROLE_WORDS.join('|')})\\b)`;
// A tail may list what the body is for with commas before the list's "and": "Ministry of Commerce, Industry and Investment
// Promotion", "Department of Health, Education and Welfare" (h22facts). A comma joins only where one or two words and
// that "and" follow it (no legal form among them: "the Ministry of Justice, Acme Ltd and …" names two).
const LIST_WORD = `(?!(?:${alt(SUFFIXES)})(?![A-Za-z]))${TAIL_WORD}`;
// Nor where the word after that "and" opens a name of its own, a legal form or a body's head after it ("the Ministry of
// Finance, Acme Holdings and Beta Ltd", "the Ministry of Justice, Tax and Customs Board": two parties each, hrev14).
// A list may hold three or four fields, each after a comma: "Ministry of Agriculture, Lands, Forestry and Fisheries" (the
// tail stopped at the first comma; facts set 46's cause, h84b46). The lookahead sees up to two more comma-led fields of one or
// two words first ("Ministry of Tourism, Economic Affairs, Transport and Telecommunication").
const LIST_COMMA = `(?:,(?=\\s+(?:${LIST_WORD}(?:\\s+${LIST_WORD})?,\\s+){0,2}(?:${LIST_WORD}\\s+){1,2}${TAIL_AND}${TAIL_WORD}(?![${NAME_LETTERS}]|\\s+(?:${alt(SUFFIXES)}|${HEAD})(?![A-Za-z]))))?`;
const TAIL = `\\s+(?:of|for)\\s+(?:the\\s+)?${TAIL_WORD}(?:${LIST_COMMA}\\s+(?:(?:of|for)\\s+(?:the\\s+)?|${TAIL_AND}|${TAIL_AGAINST})?${TAIL_WORD}){0,7}`;
/**
 * A body named in Spanish, Portuguese or French, its head first (ROMANCE_BODY_HEADS): up to two capitalised words
 * qualifying the head ("Banco Central", "Banque Extérieure"), then up to eight capitalised words each joined by "de",
 * "del", "de la", "do", "da", "d'", "du", "y", "et", each perhaps of up to three words ("… de la Cámara de Comercio de Nicaragua",
 * "Banco Nacional de Costa Rica"), h26f19. A one-word head needs one
 * such join ("the Tribunal Rules" is none). Bounded words: linear.
 * "en" joins too, inside a French or Spanish name ("Office Régional de Mise en Valeur Agricole du Souss-Massa", "Juzgado
 * en lo Civil" is not read so: "lo" is no capitalised word), h64names.
 */
const ROMANCE_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
// An "and" before a join is one join ("Instituto Nacional de Tecnología y Normalización y de Metrología", "Servicio
// Nacional de Calidad y Sanidad Vegetal y de Semillas", "Office National de l'Eau et de l'Assainissement"): the name went
// on past its second "y" (facts set 37's cause 9, h67names).
// The Portuguese "ao", "aos", "à", "às" and the Spanish "al" ("to the") join too: "Fundo de Apoio ao Desenvolvimento
// Agrário", "Instituto de Apoio à Pequena Empresa", "Fondo de Apoyo al Desarrollo Rural" (facts set 40's cause 8, h75f40p).
// So do the Dutch "van", "van de", "van het", "voor", "tot" of a Dutch foundation's name headed "Stichting voor"
// (ROMANCE_BODY_HEADS: "Stichting voor de Veiligheid van Hout"; facts set 40's cause 11, h75f40p).
// French "pour" and Spanish and Portuguese "para" ("for") join what a body is for, with their articles: "Institut de
// Recherche pour le Développement", "Institut National de Recherche pour l'Agriculture, la Pêche et l'Environnement",
// "Instituto para el Desarrollo Rural"; and a list of its fields joins with a comma and an article before the list's "et"
// ("…, la Pêche et l'Environnement": a lookahead of three words at most sees the "et"). Facts set 42's cause 10 (h77f42p).
const FOR_JOIN = String.raw`(?:pour|para)(?:\s{1,3}(?:la|le|les|el|los|las|a|o|as|os))?`;
const LIST_COMMA_JOIN = String.raw`,\s{1,3}(?:la|le|les|el|los|las)\s{1,3}(?=${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}\s{1,3}(?:et|y|e)\s)`;
const ROMANCE_JOIN = String.raw`(?:\s{1,3}(?:(?:y|e|et)\s{1,3})?(?:de\s{1,3}la|de\s{1,3}los|de\s{1,3}las|del|de|do|da|dos|das|du|des|en|ao|aos|à|às|al|van\s{1,3}het|van\s{1,3}de|van|voor|tot|${FOR_JOIN})\s{1,3}|\s{1,3}(?:y|e|et)\s{1,3}|\s{1,3}(?:(?:y|e|et)\s{1,3})?(?:de\s{1,3}l|d|pour\s{1,3}l)['’]|\s{1,3}et\s{1,3}(?:la\s{1,3}|le\s{1,3}|les\s{1,3}|l['’])|${LIST_COMMA_JOIN})`;
const ROMANCE_BODY = new RegExp(String.raw`(?<![\p{L}])(?:${alt(ROMANCE_BODY_HEADS)})((?:\s{1,3}${ROMANCE_WORD}){0,2})((?:${ROMANCE_JOIN}${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}){0,8})(?![\p{L}])`, 'gu');
/**
 * A fee named "commission" in a French or translated contract, by what it is charged on ("Commission de Vente",
 * "Commission de Gestion", "Commission des Ventes", "Commission de Surperformance"): a sum, where a regulator's commission
 * names what it oversees ("Commission de Surveillance …", "Commission des Sanctions"). Anchored, literal words: linear.
 */
const COMMISSION_FEE = /^Commission\s{1,3}(?:de|des|du|d['’])\s{0,3}(?:Ventes?|Gestion|Souscriptions?|Rachats?|Remboursement|(?:Sur)?[Pp]erformance|Succ[eè]s|Mouvements?|Tenue|Placements?|Distribution|Commercialisation|Courtage|Garantie|Engagement|Transactions?|Change|Conversion|Entr[ée]e|Sortie|Services?|Transferts?|Retraits?|Paiements?|D[ée]p[ôo]ts?|Interm[ée]diation|Apport|Arrangement|Montage|Intervention|Dossier)(?![\p{L}])/u;
/** COMMISSION_FEE in any case: "Commission de gestion" written in small letters. */
const COMMISSION_FEE_ANY_CASE = new RegExp(COMMISSION_FEE.source, 'iu');
const BANK_HEAD_SET: ReadonlySet<string> = new Set(ROMANCE_BANK_HEADS);
/**
 * A bank's head and one word of its own name ("Banque Misr", "Banca Transilvania"): a body, where "the Tribunal Rules"
 * is none. The word is no common English word ("the Banco Account", "Banque Rules" name a thing of the contract).
 */
// The word may follow its Spanish or Portuguese article, which the name keeps ("Seguros La Previsora", "Banco La
// Hipotecaria", "Seguradora A Mundial"; h75f40p).
const OWN_NAME_ARTICLE = /^(?:La|El|Los|Las|O|A|Os|As)\s{1,3}(?=\S)/u;
// An insurer's head alone is the Spanish and Portuguese word for insurance or an insurer ("Seguros are to be arranged by
// the Contractor", "Seguros: …" over a clause), no body: it names one only with its own word (review hrev65).
const INSURER_HEAD_SET: ReadonlySet<string> = new Set(ROMANCE_INSURER_HEADS);
// Two words of its own name a bank too, as a group's regional bank is named ("Crédit Agricole Martinique-Guyane", "Banco
// Santander Totta", "Banca Intesa Sanpaolo": facts set 48, h87o), each no common English word nor a payment code ("the
// Banco Santander Account" names the account).
function ownBankName(whole: string, qualifiers: string): boolean {
  const word = qualifiers.trim().replace(OWN_NAME_ARTICLE, '');
  const head = whole.slice(0, whole.length - qualifiers.length);
  if (word === '' && INSURER_HEAD_SET.has(head)) return false;
  const words = word.split(/\s+/);
  return BANK_HEAD_SET.has(head) && words.length <= 2 && words.every((w) => !isCommonEnglishWord(w.toLowerCase(), 35) && !PAYMENT_CODE_WORDS.test(w));
}
/**
 * A payment scheme's or an account code's name after a bank's word is a means of paying, no bank (review hrev39): "pay
 * by Banco Pix", "the Banca Iban shown on the invoice".
 */
// A giro is one too ("payment by Bank Giro"), and a card scheme named with "Banco" fused ("by bank transfer or Bancontact"),
// review hrev47.
const PAYMENT_CODE_WORDS = /^(?:Pix|Iban|Bic|Sepa|Swift|Spei|Upi|Neft|Rtgs|Imps|Bacs|Chaps|Ach|Sinpe|Multibanco|Bizum|Giro|Bankgiro|Plusgiro|Autogiro|Bancontact|Bancomat)$/i;
/**
 * A word made of two common English words of four letters or more, written as one: a form's field after "Bank" ("Bank
 * Sortcode", "Bank Accountholder"; review hrev47), where a bank's own word ("Rakyat", "Mandiri", "Pekao") is none.
 */
function isEnglishCompound(word: string): boolean {
  const lower = word.toLowerCase();
  for (let cut = 4; cut <= lower.length - 4; cut++) {
    if (isCommonEnglishWord(lower.slice(0, cut), 20) && isCommonEnglishWord(lower.slice(cut), 20)) return true;
  }
  return false;
}
/**
 * A bank whose one-word name fuses its own word and "Bank" or "Banco" ("ForteBank", "KaspiBank", "BancoBasa",
 * "BancoEstado"): a body with no head word apart (facts set 37's cause 9, h67names). A word joined to "Bank" that is a
 * common English word names a thing ("PowerBank", "FoodBank", "DataBank"): none; and only with a banking word near
 * (BANKING_NEAR: an account, IBAN, BIC, a transfer, a guarantee, a loan), as a bank details line or "an account with
 * ForteBank" gives it. Bounded words: linear.
 */
// Nordic banks fuse it so too, after the name in its definite form or before it ("Handelsbanken", "Grønlandsbanken",
// "GrønlandsBANKEN", "BankNordik"): facts set 42's cause 9 (h77f42p), under the same banking word near.
// So do a bank's initials ("BGFIBank", the Gabonese and Central African bank; facts set 45's cause 10, h80f45p), its
// country after it part of the name as after any bank ("BGFIBank Gabon", COUNTRY_AFTER).
const FUSED_BANK = /(?<![\p{L}\p{N}])(?:(\p{Lu}\p{Ll}{2,20})(?:Bank|banken|BANKEN)|Bank(\p{Lu}\p{Ll}{2,20})|Banco\p{Lu}\p{Ll}{2,20}|\p{Lu}{2,6}Bank)(?![\p{L}\p{N}])/gu;
const FUSED_BANK_LEAD = /\p{L}(?:Bank|banken|BANKEN)|Ban(?:co|k)\p{Lu}/u;
const BANKING_NEAR = /\b(?:IBAN|BIC|SWIFT|IIC|accounts?|a\/c|sort\s{1,3}code|routing|banking|transfers?|remit\w{0,6}|deposit\w{0,3}|guarantees?|loans?|letters?\s{1,3}of\s{1,3}credit)\b/i;
const HAS_ROMANCE_HEAD = new RegExp(`(?:${alt(ROMANCE_BODY_HEADS)})`);
/**
 * A bank named in a Slavic language, its word in small letters after one to three capitalised words (SMALL_LETTER_BANK_WORDS:
 * "Komerční banka", "Nova Ljubljanska banka"). Bounded words: linear.
 */
const SMALL_LETTER_BANK = new RegExp(String.raw`(?<![\p{L}\p{M}])${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}\s{1,3}(?:${alt(SMALL_LETTER_BANK_WORDS)})(?![\p{L}\p{M}])`, 'gu');
const HAS_SMALL_LETTER_BANK = new RegExp(`(?:${alt(SMALL_LETTER_BANK_WORDS)})`, 'u');
/**
 * At most six qualifiers, "and" joining some ("United States Alcohol and Tobacco Tax and Trade Bureau": with five, the
 * name lost "United"; h28a34). Bounded: linear.
 */
// "&" joins qualifiers as "and" does, as a bank named after its founders writes it ("Maduro & Curiel's Bank", "Smith &
// Williamson Bank"): the name lost the founders before the "&" (facts set 41's cause 10, h76f41p).
const INSTITUTION = new RegExp(`(?<![A-Za-z])(${qualifiers(`${QUALIFIER}\\s+(?:(?:and|&)\\s+(?=[A-Z]))?`, 1, 6)})?(${HEAD})(${TAIL})?(?![A-Za-z])`, 'g');
/**
 * A body's whole name (qualifiers then a head, or a head and its "of"/"for" tail), read against the left side of an
 * "and" inside a company match: "The Department of Health and Northwind Traders Ltd" names two parties — the right side
 * a company with its own legal form, the left a complete name of its own (h18w). A tail ending on an adjective
 * ("Institute of Electrical and Electronics Engineers, Inc.") is no complete name: the adjective qualifies the words
 * after "and", and the whole is one company.
 */
const WHOLE_BODY = new RegExp(`^(?:${qualifiers(`${QUALIFIER}\\s+`, 1, 5)}${HEAD}|${qualifiers(`${QUALIFIER}\\s+`, 0, 5)}${HEAD}${TAIL})$`);
/**
 * A court named with its seat after "in": Central European courts are so named in English ("the District Court in
 * Kranj", "the Municipal Court in Prague", "the Regional Court in Bratislava"); the seat is part of the name (h20facts2).
 * One or two capitalised words, no more.
 */
const COURT_HEADS: ReadonlySet<string> = new Set(['Court', 'Tribunal']);
/** A company's own board, and the office held on it right before: "President of the Management Board" (h22f15). */
const ORGAN_BOARD = /^(?:Management|Supervisory|Executive|Managing)$/;
// A charity's, a church's or a school's board is its trustees, governors, elders or deacons ("Chair, Board of Trustees").
const ORGAN_TAIL = /^\s+of\s+(?:Directors|Management|Supervisors|Trustees|Governors|Elders|Deacons)$/;
// A member in small letters ("member of the Management Board") and a party represented by its board ("represented by the
// Management Board") name the organ so too (h28s35a).
// The same office written after the organ, as a title after a signer's name: "Ewa Lis, Management Board Member", "Jan
// Nowak, Supervisory Board Chair" (h37f28). Anchored, bounded: linear.
const OFFICE_AFTER = new RegExp(String.raw`^\s{1,3}(?:${BOARD_OFFICE})(?![\p{L}])`, 'u');
// The office may stand before the board after a comma, as a signer's line writes it: "By: Thomas K. Bell, Chair, Board of
// Trustees" (facts set 35's cause 7, h59f35: the board was read as a party of its own).
// A school's or a charity's clerk serves its board so ("the Clerk, Board of Governors", "the Clerk to the Board of
// Governors": reviews hrev47's Left, h62names).
const OFFICE_OF = new RegExp(String.raw`\b(?:(?:${BOARD_OFFICE}|member|Clerk)\s+of|Clerk\s+to|represented\s+by)\s+(?:the\s+|its\s+)?$|\b(?:${BOARD_OFFICE}|Treasurer|Clerk)\s{0,3},\s{1,3}(?:the\s+|its\s+)?$`);
// Balkan courts are named in English with the seat right after the head, no "in": "the Basic Court Bitola", "the
// Commercial Court Belgrade", "the Basic Court Skopje 2" (a city's numbered court). Read so only where the seat ends the
// clause (a stop, comma, semicolon, colon, bracket or the text's end follows): "the Court Customer shall" names none.
// One capitalised word, perhaps a number of one or two figures; no role word, "The" or "This", nor a word
// of the court's own papers or parts ("the High Court Rules.", "the County Court Registry,") (h25f18b); nor a judge's
// title, a court's kind or a day ("the Supreme Court Justice.", "the Court Martial.", "the Crown Court Monday.", review
// hrev18).
const COURT_PAPERS = 'Rules|Registry|Registrar|Judges?|Justices?|Clerk|Martial|Building|Orders?|Fees|Procedures?|Practice|Division|Proceedings|Act|Hearing';
// An American court's seat after "in and for": "the Circuit Court in and for Aa County", "the Superior Court in and for the
// County of Bb" (the court sits in the county and serves it): up to four capitalised words, "of" between them (h29attr).
/** A court's seat after "in": "in Damascus", "in Port-Vila" (one or two capitalised words). */
const IN_SEAT = String.raw`\s{1,3}in\s{1,3}\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?(?![\p{L}])`;
const COURT_SEAT = new RegExp(String.raw`^(?:\s{1,3}in\s{1,3}and\s{1,3}for\s{1,3}(?:the\s{1,3})?\p{Lu}\p{Ll}+(?:\s{1,3}(?:of\s{1,3})?\p{Lu}\p{Ll}+){0,3}(?![\p{L}])|${IN_SEAT}|\s{1,3}(?!(?:The|This|${COURT_PAPERS}|${MONTH_NAME}|${WEEKDAY_NAME}|${ROLE_WORDS.join('|')})(?![\p{L}]))\p{Lu}\p{Ll}+(?:\s{1,3}\d{1,2})?(?=\s{0,3}(?:[.,;:)]|$)))`, 'u');
// A court named by its degree keeps its seat after "in" too: "the Court of First Instance in Damascus", "the Civil Court of
// First Instance in Beirut" (facts set 46, h84b46: the name ended at "Instance"). Only the "in" seat, and only after a
// tail ending on "Instance": "the Court of Appeal in Smith v Jones" names a case, no seat.
const INSTANCE_TAIL = /\sInstance$/;
const COURT_SEAT_IN = new RegExp(`^${IN_SEAT}`, 'u');
/**
 * A State's mission abroad ends on its seat after "in" ("the High Commission of the Republic in New Caledonia", "the
 * Embassy of France in Fiji": facts set 46, h87o; the name ended at its tail). The head as its qualifiers' last words and
 * the head make it, and no month or weekday is a seat ("the Embassy in March"). Anchored, literal words: linear.
 */
const MISSION_HEAD = new RegExp(`(?:^|\\s)(?:${alt(MISSION_HEADS)})$`);
const MISSION_SEAT = new RegExp(String.raw`^\s{1,3}in\s{1,3}(?!(?:${MONTH_NAME}|${WEEKDAY_NAME})(?![\p{L}]))\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?(?![\p{L}])`, 'u');
/**
 * A country's name right after a body's head, closing the name: one blank, the country, then no letter and no further
 * capitalised word. Anchored, no unbounded repetition: linear.
 */
const COUNTRY_AFTER = new RegExp(`^\\s(?:${alt(COUNTRIES)})(?![\\p{L}])(?!\\s{1,3}\\p{Lu})`, 'u');
/**
 * One of `places` right after "Bank", closing its name: one blank, the place, then no letter, no capitalised word and no
 * branch, office or account word ("Wells Fargo Bank Nevada branch" names the bank's branch). Anchored, literal
 * alternatives: linear.
 */
function placeClosingBank(places: readonly string[]): RegExp {
  return new RegExp(`^\\s(?:${alt(places)})(?![\\p{L}])(?!\\s{1,3}(?:\\p{Lu}|(?:branch|branches|office|offices|account|accounts)(?![\\p{L}])))`, 'u');
}
/**
 * A US state's name so after "Bank": "First National Bank Alaska", "Farmers State Bank Montana" (facts set 41's cause 10,
 * h76f41p). Not the state of a bank's branch or office: "held with Wells Fargo Bank Nevada branch in Reno" names "Wells
 * Fargo Bank" (review hrev69).
 */
const STATE_AFTER_BANK = placeClosingBank(STATES);
/**
 * A French-speaking country's own spelling so after "Bank": "Commercial Bank Tchad", "United Bank Sénégal" (facts set 47,
 * h84b46: the name ended at "Bank"). The same guard as a state's: no branch or account word, no capital after.
 */
const FRENCH_COUNTRY_AFTER_BANK = placeClosingBank(FRENCH_COUNTRY_NAMES);
/**
 * The country closing a bank's one-word name ("BGFIBank Gabon", "Ecobank Ghana", "Ecobank Guinée", "Orabank Tchad": a
 * group's subsidiary is named so): its length in `after`, or 0. English or French spelling (facts set 47, h86o: "Ecobank
 * Guinée" ended at "Ecobank").
 */
function countryAfterOneWordBank(after: string): number {
  return (COUNTRY_AFTER.exec(after) ?? FRENCH_COUNTRY_AFTER_BANK.exec(after))?.[0].length ?? internationalAfterBank(after);
}
/**
 * A public body's sub-body after a comma, "of" and its field: "Aa Department of Health, Division of Food Safety", "the
 * Department of Tourism, Government of Bb" (the ministry, then the government it belongs to). One Organization, as an
 * address's parts after commas are one place (h29attr). Only after a government's own heads (a company's "Acme Bank,
 * Department of Marketing" is the bank's office), and the sub-body's words capitalised, "of", "for", "and" or "the"
 * between them, at most six: linear.
 */
const PUBLIC_HEADS: ReadonlySet<string> = new Set(['Department', 'Ministry', 'Agency', 'Authority', 'Commission', 'Bureau', 'Directorate']);
const SUB_BODY = /^,\s{1,3}(?:the\s{1,3})?(?:Division|Department|Bureau|Office|Directorate|Section|Unit|Government)\s{1,3}of\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}\p{M}'-]{0,30}(?:\s{1,3}(?:(?:of|for|and|the)\s{1,3}){0,2}\p{Lu}[\p{L}\p{M}'-]{0,30}){0,5}(?![\p{L}\p{M}])/u;
const ADJECTIVE_END = /(?:al|ic|ive|ous)$/;
/** "Master of the" right before a court's name (a court's registering office; bounded, anchored at the end: linear). */
const MASTER_OF_COURT_BEFORE = /\bMaster\s{1,3}of\s{1,3}the\s{1,3}$/;
/** A statute's word right after a body's name: the words name the statute. */
const STATUTE_AFTER = /^\s{1,3}Acts?\b/;
/** A statute's word and "of" / "on" right before a body's qualifiers (the guard "a statute's subject"). Bounded: linear. */
const STATUTE_OF_BEFORE = /\b(?:Text|Law|Act|Code|Decree|Ordinance|Statute)\s{1,3}(?:of|on)\s{1,3}$/;
/** "and" or "&" between two capitalised words of a company match; the blanks before it read from where their run starts (a long run once). */
const AND_JOIN = /(?<!\s)\s+(?:and|&)\s+(?=\p{Lu})/gu;
/** Where the company match `name` splits into a body and a company after it (end of the body, start of the company), or null. */
export function bodyBeforeCompany(name: string): { leftEnd: number; right: number } | null {
  // The last such "and": a body's own name may hold one ("Ministry of Trade and Industry and Kestrel Logistics GmbH").
  let split: { leftEnd: number; right: number } | null = null;
  for (const j of matchesOf(AND_JOIN, name)) {
    const left = name.slice(0, j.index);
    if (WHOLE_BODY.test(left) && !ADJECTIVE_END.test(left)) split = { leftEnd: j.index, right: j.index + j[0].length };
  }
  return split;
}
/** A heading: the text holds nothing but a clause number before the name and a full stop or colon after it. */
const HEADING_BEFORE = /^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|[A-Z]\.|\([a-z0-9]{1,4}\))?\s*$/;
const HEADING_AFTER = /^\s*[.:]?\s*(?:$|[A-Z])/;
/** Capitalised words then an institution's head, right after a company match ("… Company| Law Tribunal"). */
const INSTITUTION_AFTER = new RegExp(`^(?:\\s+[A-Z][A-Za-z-]*){0,3}\\s+${HEAD}(?![A-Za-z])`);
const HAS_HEAD = new RegExp(HEAD);
/**
 * A signature line opening with a name then "By:" ("ACME FOUNDATION By: Jane Roe, Director"): up to ten capitalised
 * words joined by spaces, "of", "and", "&", "for", "the", a comma perhaps before "By". Anchored at the element's start.
 */
const SIGNING_BODY = /^\s*(\p{Lu}[\p{L}&'.-]{0,40}(?:(?:\s+(?:of|and|&|for|the|OF|AND|FOR|THE))?\s+\p{Lu}[\p{L}&'.-]{0,40}){0,9}),?\s+By\s*:/u;
/** An "of" tail naming a building or a street: the address of the body before it. */
/** A street's word right after a head ("… Hospital Lane", "… College Road"): the words are the street's name. */
/** The sitting's times after a "Clinic" head ("Antenatal Clinic sessions"): `INSTITUTION_GUARDS`' 'a clinic held'. Anchored: linear. */
const CLINIC_SITTING = /^\s{1,3}(?:sessions?|days|hours|times|dates|slots|appointments|rota)\b/i;
const HEAD_OF_STREET = new RegExp(`^\\s(?:${alt(STREET_WORDS.filter((w) => w.length > 3))})\\b`);
const TAIL_IS_ADDRESS = new RegExp(`^\\s+of\\s+(?:the\\s+)?(?:[A-Z][A-Za-z'-]*\\s+){0,4}(?:${alt([...BUILDING_WORDS, ...STREET_WORDS.filter((w) => w.length > 3)])})$`);
/** The qualifiers before a possessive end on an institution's head ("Information Commissioner" of "…'s Office"). */
// The head needs a qualifier of its own there: "the Sheriff's Office", "the Commissioner's Office" name an office-holder's
// office, as "the Sheriff" alone names no body (h28s35a; set 31 labels none).
const HEAD_BEFORE_POSSESSIVE = new RegExp(`(?<![A-Za-z])(?!The\\s)[A-Z][A-Za-z.'-]*\\s+(?:${alt(INSTITUTION_HEADS)})$`);
/** The words before a possessive that name no owner cut off from the body's name (`addInstitutions`). Anchored at the end: linear. */
const NOT_AN_OWNER = new RegExp(String.raw`(?<![A-Za-z])(?:${PLURAL_OF_MEMBERS}|(?:St\.?|Saint)\s+[A-Z][a-z]+|[A-Z][A-Za-z-]{1,30}\s{1,3}&\s{1,3}[A-Z][A-Za-z-]{1,30})$`);
const REGULATOR_SET: ReadonlySet<string> = new Set(REGULATOR_INITIALS);
const ISLAND_LEGISLATURE_SET: ReadonlySet<string> = new Set(ISLAND_LEGISLATURES);
/** The capitalised word right before a body's initials, and the words that may stand so at a sentence's start. */
const CAPITALISED_BEFORE = /(?<!\p{L})(\p{Lu}[\p{L}.-]*)\s+$/u;
const FUNCTION_WORD = /^(?:The|A|An|Any|By|To|With|And|Or|Of|If|In|Under|Where|Each|Every|No|Neither|Either|Both|Nor)$/;
/** An act's kind before the bracket that holds its body: "Regulation (", "Directive (", "Decision (". */
const ACT_BEFORE_BRACKET = /\b(?:Regulation|Directive|Decision|Implementing\s{1,3}Regulation|Delegated\s{1,3}Regulation)\s{0,2}\($/;
/** A treaty's head word right after a body's initials ("UN Convention"). Anchored, no repetition: linear. */
const CONVENTION_AFTER = /^\s(?:Convention|Treaty)\b/;
// No letter of any Latin alphabet before the name: "CAÑEPA" in capitals ends in letters no body's initials are ("EPA"
// after "Ñ"; issue 18, h88at).
const BODY = new RegExp(`(?<![A-Za-zÀ-ÖØ-öø-ÿĀ-ɏ])(?:${alt(KNOWN_BODIES)})(?![A-Za-z])`, 'g');
const COINED_SET: ReadonlySet<string> = new Set(COINED_SHORT_BODIES);
/** After a coined short name: a hyphen and a letter or figure, a figure, or a word of three capitals but a joining word. Anchored, bounded. */
const COINED_IN_COMPOUND = /^(?:-[\p{L}\d]|\s{1,3}\d|\s{1,3}(?!(?:AND|THE|FOR|NOR)\b)\p{Lu}{3})/u;
/**
 * What comes before an Incoterm: a delivery or a sale ("delivered FCA", "shall deliver the Product FCA"), and not an
 * article or preposition right before it ("reports required by the FCA" names the regulator).
 */
// A pickup or a collection hands goods over too ("available for pickup FCA the Packer's dock"; h27a33), and a price is
// quoted at the place ("Prices are FCA Manas International Airport", h73f39n).
const INCOTERM_CONTEXT = /\b(?:deliver\w*|ship\w*|sold|sell|sale|dispatch\w*|pick-?\s?up|collect\w*|pric(?:e|es|ed|ing)|Incoterms?)\b[^.;]*$/i;
/** The Incoterms named after the term and its place, in the same clause: "FCA Speyer (Incoterms 2020)". Bounded: linear. */
const INCOTERMS_AFTER = /^[^.;]{0,100}?\bIncoterms?\b/i;
const REGULATOR_BEFORE = /\b(?:the|by|with|to|from|of)\s+$/i;
/** Heads that, alone after generic words, name a role rather than a body ("the relevant Authority"). */
/** What an agent of a securities issue or a loan does, naming its agency ("Register and Transfer Agency"). */
const AGENT_FUNCTIONS: ReadonlySet<string> = new Set(['Register', 'Registrar', 'Registration', 'Transfer', 'Paying', 'Payment', 'Calculation', 'Fiscal', 'Listing', 'Conversion', 'Exchange', 'Tabulation', 'Escrow', 'Settlement', 'Facility', 'Custody', 'Depositary', 'Collateral', 'Security', 'Issuing', 'Process', 'Tender']);
/** The issue or the loan an agency serves ("Transfer Agency for the Shares"): its tail names no body. Anchored: linear. */
const AGENCY_FOR_ISSUE = /^\s{0,3}for\s{1,3}(?:the\s{1,3})?(?:Shares|Notes|Bonds|Securities|Units|Certificates|Debentures|Issuer|Company|Fund|Loan|Facility)\b/;
const GENERIC = /^(?:Relevant|Applicable|Such|Any|Other|Competent|Appropriate|Governmental|Government)$/;
/**
 * "The Trustees of the Harcourt Collection": a charity's trustees named as a body are the party's name, article and all
 * (an English charity contracts so; h23s23). Two to six capitalised words after "of", joined by "of", "and" or "for" ("the Trustees of the Settlement" names a trust deed's parties by their office).
 */
const TRUSTEES_OF = /\b[Tt]he\s{1,3}Trustees\s{1,3}of\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:(?:of|and|for)\s{1,3}(?:the\s{1,3})?)?\p{Lu}[\p{L}'’-]{1,30}){1,5}/gu;
/**
 * A bank whose name is one word ending in "bank" ("Vietcombank", "Rabobank", "Commerzbank"), where the element speaks of
 * an account, a transfer or a branch: a capitalised word, then "bank" in small letters; not a river's or a data bank.
 */
// "Banco" fused to the bank's own word names a Latin American bank as one word too ("Bancolombia", "Bancomer", "Bancoldex";
// facts set 35's cause 4, h59f35).
const ONE_WORD_BANK = /(?<![\p{L}])(?:(?!(?:River|Sand|Snow|Fog|Cloud|Data|Food|Blood|Seed|Land|Mud|Grass|Piggy|Soil|West|East)bank)\p{Lu}\p{Ll}{2,20}bank|Banco\p{Ll}{3,20})(?![\p{L}])/gu;
/**
 * A capitalised word right before such a bank, its place or its kind ("Zürcher Kantonalbank", "Basler Kantonalbank",
 * "Deutsche Bundesbank"): the bank's name's first word, whatever its letters (the "ü" of "Zürcher" is one; h40s46). Not
 * an article, a possessive or a role ("The Rabobank", "the Customer's Rabobank account", "Supplier Rabobank").
 * Anchored at the end of a bounded window: linear.
 */
// The word may hold a capital inside it, as a banking group's name does ("UniCredit Bulbank", h59f35).
// Its first part keeps two small letters at least (review hrev47): "My Rabobank account" names no bank "My Rabobank".
const BANK_QUALIFIER = /(?<![\p{L}\p{M}'’])(\p{Lu}[\p{Ll}\p{M}]{2,20}(?:\p{Lu}[\p{Ll}\p{M}]{1,20})?)\s$/u;
/**
 * "Bank" then the bank's own word, as Indonesian, Malaysian and Polish banks are named in English ("Bank Rakyat", "Bank
 * Mandiri", "Bank Pekao"; facts set 35's cause 4, h59f35), as "Banco Santander" is: one capitalised word in small letters
 * after it, no common English word ("the Bank Account", "Bank Holidays"), no payment code, no capitalised word after it
 * ("Bank Negara Malaysia" is left whole to the other readers), and no capitalised word before "Bank" (a bank named
 * before it, "Barclays Bank Plc", is the company's). Bounded: linear.
 */
// Nor after a form's label "Name of" ("Name of Bank Barclays": the field, then its value; review hrev47's Left, h62names).
// Up to two more such words after the first ("Bank Simpanan Nasional", "Bank Rakyat Indonesia": facts set 49's cause 9,
// h88o; each checked by isBanksOwnWord), the last with no capitalised word after it.
const BANK_OWN_WORD = /(?<!\p{Lu}[\p{L}\p{M}'’.-]{0,30}\s{1,3})(?<!(?:Name|NAME|Address|ADDRESS)\s{1,3}of\s{1,3}(?:the\s{1,3})?)(?<![\p{L}\p{M}])Bank\s(\p{Lu}\p{Ll}{2,20})((?:\s\p{Lu}\p{Ll}{2,20}){0,2})(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu})/gu;
const NOT_A_QUALIFIER = /^(?:The|This|That|Our|Your|Its|Their|His|Her|Any|Each|Every|Such|With|From|Into|Through|Via|At|By|To|In|On|Of|Pay|Paid|Payment|Payments|Transfer|Transfers|Account|Customer|Supplier|Seller|Buyer|Client|Tenant|Landlord|Licensor|Licensee|Assignor|Assignee|Company|Contractor|Issuer|Bank|Branch)$/;
const BANKING_CONTEXT = /\b(?:account|transfer|branch|paid|payable|payment|deposit|SWIFT|IBAN|BIC)\b/i;
/**
 * A party slot's word, "between" or "and", then "the", a body's capitalised name and the slot's comma or bracket — in a
 * preamble, where a document or its making comes before "between": "any dispute between the Customer and the Supplier
 * about … and the Change Control Procedure," names no party (hrev11). Bounded: linear.
 */
const PARTY_SLOT_WORD = /\b(?:[Mm]ade|[Ee]ntered\s+into|[Dd]ated|[Cc]oncluded|[Ee]xecuted|Agreement|AGREEMENT|Contract|CONTRACT|Lease|LEASE|Charter|CHARTER|Deed|DEED)\b[^.;]{0,160}?\bbetween\s+the\s+[A-Z]/;
const BODY_IN_PARTY_SLOT = /\b(?:between|and)\s+the\s+((?:[A-Z][a-z]+\s+(?:and\s+(?=[A-Z])|of\s+(?=[A-Z]))?){1,5}([A-Z][a-z]+))(?=\s*[,(])/g;

/**
 * A national agency named with its country's initials before it and "Service" after ("U.S. Fish and Wildlife Service",
 * "U.S. Forest Service", "US Postal Service"): the initials make the service a body, where "Service" alone heads a
 * product ("Subscription Service"); the initials are no place of their own (C25; h27s32a). Bounded: linear.
 */
const NATIONAL_SERVICE = /(?<![\p{L}.])(?:U\.S\.|U\.K\.|US|UK)\s{1,3}(?:\p{Lu}\p{Ll}+\s{1,3}(?:and\s{1,3})?){1,4}Service(?![\p{L}])/gu;
/**
 * A national body named by its field and its country ("Athletics Canada", "Health Canada", "Sport England"): one
 * Organization (gazetteer.ts NATIONAL_BODY_FIELDS), "Public Health England" with its "Public". A field word first (the
 * cheap test), one blank, a country. Linear.
 */
const NATIONAL_FIELD = new RegExp(`(?<![\\p{L}])(?:${alt(NATIONAL_BODY_FIELDS)})\\s`, 'u');
const NATIONAL_FIELD_BODY = new RegExp(`(?<![\\p{L}])(?:Public\\s)?(?:${alt(NATIONAL_BODY_FIELDS)})\\s(?:${alt(COUNTRIES)})(?![\\p{L}])`, 'gu');
/**
 * A body's initials as the agent of a passive that only a body does: "the index published by INDEC", "a product not
 * authorised by SENASA", "a permit issued by KWS" (h27s32a). Three to eight capitals, no role ("approved by BUYER"), no
 * officer's post ("approved by CEO") and no English word in capitals ("set by LAW"); not before a capitalised word
 * (a longer name: "published by NHS England"). Bounded: linear.
 */
// The same initials named after the kind of body they are ("the performing rights society KODA", "the regulator
// ARPT"; not "registered with the RCS": a trade register, which facts sets 15 and 19 leave bare), and a body's initials
// after one capitalised word of its name ("a guarantee issued by Nahda NBD": the word is the name's, kept with it, where
// no common English word: "approved by Board CFO" is none). The alternatives share the one pattern (each new regex
// costs compile time: bench/log.md, "The classifier's cold time, session 33"; h53bodies).
const AGENT_INITIALS = /\b(?:(?:published|issued|authori[sz]ed|approved|certified|registered|licensed|accredited|regulated|administered|supervised|inspected|audited)\s{1,3}by|(?:society|regulator|collecting\s{1,3}agency))\s{1,3}(?:the\s{1,3})?(?:(\p{Lu}\p{Ll}{2,20})\s{1,3})?(\p{Lu}{3,8})(?![\p{L}\p{N}])(?!\s{1,3}\p{Lu})/gu;
/** A cheap test before AGENT_INITIALS runs: one of its lead words. */
const AGENT_INITIALS_WORD = /\sby\s|society|regulator|collecting/;
/**
 * A body named by one word in title case as the issuer of a document only a body issues: "the phytosanitary certificate
 * issued by Senasa", "a licence granted by Ofgem", "the registration approved by Workplus" (facts sets 35 and 36; issue
 * 18, h66names). A surname has the same shape ("signed by Jenkins", "paid by Okafor"), so only after a certificate,
 * licence, permit, registration, authorisation, approval or accreditation at most 60 characters before, only after
 * "issued / approved / certified / registered / granted by", and (in addInstitutions) never an English word of any
 * tier ("approved by Council", "issued by Order"), a role word ("issued by Landlord") nor a month or weekday. A capitalised word after it
 * makes a longer name, others' to read. The gap bounded, no nested quantifier: linear.
 */
// Two more contexts only a body fills (facts set 37's cause 9, h67names): a certificate, licence, permit or accreditation
// "from" the word ("a quality certificate from Agroscope", "a certificate of analysis from Labtest"; not an approval or
// authorisation "from": a person gives those, "approval from Jenkins"), and the agent of "regulated / accredited /
// licensed / supervised by" with no document before ("a laboratory accredited by Sanas"). Refused: "as recommended by
// <Word>", "tested by <Word>", "with <Word>" alone (a person recommends, tests and deals too: "as recommended by Okafor").
// "supervised by" only before "the": work is supervised by a person as often as by a body ("the works are supervised by
// Jones", hrev57), and "supervised by the Commission" names the body.
const AGENT_WORD = /(?:\b(?:certificates?|licen[cs]es?|permits?|registrations?|authori[sz]ations?|approvals?|accreditations?)\b[^.;:()]{0,60}?\b(?:issued|approved|certified|registered|granted)\s{1,3}by|\b(?:certificates?|licen[cs]es?|permits?|accreditations?)(?:\s{1,3}(?:of|\p{Ll}{3,20})){0,3}?\s{1,3}from|\b(?:regulated|accredited|licensed)\s{1,3}by|\bsupervised\s{1,3}by(?=\s{1,3}the\s))\s{1,3}(?:the\s{1,3})?(\p{Lu}\p{Ll}{3,20})(?![\p{L}\p{N}'’&-])(?!\s{1,3}(?:\p{Lu}|&|and\s|of\s))/gu;
/** A month or a weekday is no issuer ("issued by Monday": a deadline). */
const CALENDAR_WORD = new RegExp(`^(?:${MONTH_NAME}|${WEEKDAY_NAME})$`, 'u');
/**
 * A town named before a department and its comma: "the city of Villarrica, ", "in Medellín, ". Up to three capitalised
 * words; bounded, anchored at the end: linear.
 */
const TOWN_BEFORE_DEPARTMENT = /(?:\b(?:[Cc]ity|[Tt]own|[Vv]illage|[Mm]unicipality|[Dd]istrict|[Cc]ommune|[Ll]ocality)\s{1,3}of\s{1,3}|\b(?:in|at|near|In|At)\s{1,3})\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2},\s{1,3}(?:the\s{1,3})?$/u;
/** A municipality's own act after its name: a modal or a verb of its office ("Gurjaani Municipality shall issue"). Anchored: linear. */
const MUNICIPALITY_ACTS = /^\s{1,3}(?:shall|will|may|must|has|issues|grants|approves|charges)\b/;
/** A cheap test before AGENT_WORD runs. */
const AGENT_WORD_LEAD = /(?:issued|approved|certified|registered|granted|regulated|accredited|licensed|supervised)\s{1,3}by\s|\sfrom\s/;
const OFFICER_INITIALS = /^(?:CEO|CFO|COO|CTO|CIO|CISO|DPO|MD|GM|VP|SVP|EVP|CEOS)$/;
/**
 * Initials after a kind or a name that are no body (review hrev39): a meeting ("the society AGM") and a person's
 * letters after a surname ("certified by Jenkins FRICS", "audited by Mensah FCCA").
 */
const NOT_BODY_INITIALS = /^(?:AGM|EGM|SGM|FRICS|MRICS|FCCA|ACCA|FCA|ACA|CPA|CFA|CTA|FRCS|FRCP|MRCP|RIBA|MBE|OBE|CBE|FCIS|FCIPS|MCIPS|FCMA|ACMA|CIMA)$/;
/** A device's kind before "regulator": "a pressure regulator PRV", "the voltage regulator LDO". Anchored at the end. */
const DEVICE_BEFORE = /(?:pressure|voltage|gas|flow|temperature|fuel|oxygen|air|water|current|charge|speed|heat)\s{1,3}$/i;

/** Capitalised words then an institution's head open `after`, the text right after a company match. */
export function institutionHeadFollows(after: string): boolean {
  return INSTITUTION_AFTER.test(after);
}

/**
 * A court's division named before it: "the Gauteng Division of the High Court", "the Chancery Division of the High
 * Court", "the Western Cape Local Division of the High Court". The division is the body a dispute goes to: one
 * Organization with the court, the place in it included (C25; issue 18, h32a43). Up to three capitalised words before
 * "Division", an article opening the sentence not among them ("The Family Division of the High Court has …": hrev27);
 * bounded: linear.
 */
const DIVISION_BEFORE_COURT = /(?<![\p{L}])(?:(?!(?:The|A|An|Any|Each|This|That)\s)\p{Lu}[\p{L}'’-]{1,30}\s{1,3}){1,3}(?:Local\s{1,3})?Division\s{1,3}of\s{1,3}(?:the\s{1,3})?$/u;
/** The same division after the court and a comma, as South African drafting writes it: "the High Court of South Africa, Gauteng Division". */
const DIVISION_AFTER_COURT = /^,\s{1,3}(?:\p{Lu}[\p{L}'’-]{1,30}\s{1,3}){1,3}(?:Local\s{1,3})?Division(?![\p{L}])/u;
/**
 * An international organization named so ("International Labour Organization", "World Health Organization", "International
 * Maritime Organization", "International Organization for Standardization"): C25's public body, with no head the
 * institution reader knows. "Organization" alone heads kinds of business a contract capitalises ("a Registered
 * Organisation", "Group Purchasing Organization", "Approved Maintenance Organisation"): only after "International",
 * "World" or "Intergovernmental" does it name one body (issue 18, h32a43). Bounded words: linear.
 */
const INTERNATIONAL_ORGANIZATION = /(?<![\p{L}])(?:International|World|Intergovernmental)(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){0,4}\s{1,3}Organi[sz]ation(?:\s{1,3}(?:for|of)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){0,3})?(?![\p{L}])/gu;
/**
 * An Arab state's public body named a "General Organization" (Egyptian and Gulf drafting in English: "General
 * Organization for Export and Import Control", "Cotton Arbitration and Testing General Organization", "General
 * Organisation for Social Insurance"): "General" before "Organization" makes it the state's body, as "International"
 * does for INTERNATIONAL_ORGANIZATION (h46facts). Its qualifiers before it (up to four capitalised words, "and" joining
 * some) and its "for"/"of" tail are the name's. Bounded words: linear. The tail names a field in capitals, never "the"
 * and never a possessive: "The General Organization of the Supplier's business" is how the business is organised, no
 * body (review hrev32).
 */
const GENERAL_ORGANIZATION = /(?<![\p{L}])(?:(?!(?:The|A|An|Any|Each|This|That)\s)\p{Lu}[\p{L}'’-]{1,30}\s{1,3}(?:and\s{1,3})?){0,4}General\s{1,3}Organi[sz]ation(?:\s{1,3}(?:for|of)\s{1,3}\p{Lu}[\p{L}-]{1,30}(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}-]{1,30}){0,3}(?![\p{L}'’]))?(?![\p{L}])/gu;
/**
 * A state's service named by its field and given its acronym in a bracket right after: "National Geology and Mining
 * Service (SERNAGEOMIN)", "National Weather Service (NWS)", "Federal Migration Service (FMS)". "Service" alone heads
 * products ("the Managed Detection Service (MDS)"), so only a name opening on "National", "Federal" or "State" and
 * closed by an acronym in capitals is a body (h46facts). The name without its bracket; bounded words: linear.
 */
const STATE_SERVICE_WITH_ACRONYM = /(?<![\p{L}])(?:National|Federal|State)(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){1,5}\s{1,3}Service(?=\s{0,3}\(\p{Lu}{2,15}\))/gu;
/**
 * A British minister's department named by the office and its field: "the Secretary of State for Justice", "Secretary
 * of State for Education" (a Crown body that contracts in its own name; sets 11 and 45 label it an Organization). The
 * office alone ("the Secretary of State may …") is the party's alias, and "Secretary of State of Delaware" an American
 * office the sets leave bare: only "for" and a capitalised field name the body (issue 18, h36n45). Bounded words: linear.
 */
const SECRETARY_OF_STATE_FOR = /(?<![\p{L}])Secretary\s{1,3}of\s{1,3}State\s{1,3}for\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){0,3}(?![\p{L}])/gu;
/**
 * An agreement that names itself by the kind of business a party runs: "This Collection Agency Services Agreement", "This
 * Advertising Agency Services Agreement". The head is a word of the document's name, no body (issue 18, h32a43; sets 41
 * and 43 label neither). Only after "This" (the agreement's own name) and before up to three capitalised words and the
 * document's kind.
 */
const THIS_BEFORE = /(?<![\p{L}])(?:This|this|THIS)\s{1,3}$/u;
const DOCUMENT_NAME_AFTER = /^(?:\s{1,3}\p{Lu}[\p{L}-]{1,30}){0,3}\s{1,3}(?:Agreement|Contract|Deed|Terms|Lease)(?![\p{L}])/u;

/** An institution's match as its guards read it: the text, the match, its qualifiers and where the name starts and ends. */
interface InstitutionMatch {
  readonly text: string;
  readonly m: RegExpExecArray;
  readonly qualifiers: string;
  /** Where the name starts (after an owner, a recital's letter or a leading word) and where the match ends. */
  readonly start: number;
  readonly end: number;
  /** The qualifiers' words, and how many of their last words a two- or three-word head took (undefined when none). */
  readonly words: readonly string[];
  readonly headWords: number | undefined;
}

/** The qualifiers' words and how many of the last make one head with `head` ("International Arbitration| Centre"). */
function headOfQualifiers(qualifiers: string, head: string): { words: string[]; headWords: number | undefined } {
  const words = qualifiers.split(/\s+/);
  return { words, headWords: [1, 2].find((n) => words.length >= n && INSTITUTION_HEAD_SET.has(`${words.slice(-n).join(' ')} ${head}`)) };
}

/** The text right before the name (`width` characters at most) and right after it. */
const textBefore = ({ text, start }: InstitutionMatch, width: number): string => text.slice(Math.max(0, start - width), start);
const textAfter = ({ text, end }: InstitutionMatch, width: number): string => text.slice(end, end + width);
/** A register's number label after a chamber's name: "no. 11034", "& Industry reg. no. 4471", "number 52", "nr. 9". Anchored, bounded: linear. */
const CHAMBER_NUMBER_AFTER = /^\s{1,3}(?:(?:&|and)\s{1,3}Industry\s{1,3})?(?:(?:reg(?:istration)?\.?|registry)\s{1,3})?(?:no\.?|number|nr\.?|#)\s{0,3}\d/i;
/** The number word a tail took as a capitalised word ("Chamber of Commerce No"). */
const NUMBER_WORD_AT_END = /\s(?:No|NO|Nr)$/;

/**
 * A tail naming only a party by its role, with its article: "of the Supplier", "for the Customer". Not a plural without
 * one: "Board of Trustees", "Board of Directors" name a body's own organ (facts set 9's "Westerville Public Library
 * Board of Trustees" is the owner itself). Anchored: linear.
 */
const TAIL_OF_A_PARTY = new RegExp(`^\\s+(?:of|for)\\s+the\\s+(?:${ROLE_WORDS.join('|')})$`);
/**
 * A tail that ends on "of the" and a polity's common word alone, after words of its own: "the Department of Environment
 * and Climate Change of the Province", "the Department of Agriculture of the State" — "of the Province" says whose
 * department it is, as a possessive would, and is no proper part of its name; the name ends before it (issue 18, h89o;
 * facts set 50's cause 7). The polity named ("… of the Republic of Kenya") goes on as a name; a tail of the polity word
 * alone ("the Bank of the Republic") is the whole name's and stays. Anchored at the tail's end: linear.
 */
const OWNER_POLITY_AT_END = /\s+of\s+the\s+(?:Province|State|Territory|Region|Republic|Commonwealth|Kingdom|Federation|Municipality|County|City|Island|Country|Nation)$/;
/**
 * A bank named after its founder or its members in one possessive word ("Farmer's Commercial Bank", "Barclay's Bank",
 * "Merchant's Savings Bank"), as "Maduro & Curiel's Bank" is after two: the word is the bank's, no owner's. Not a party's
 * role ("the Customer's Bank", "Supplier's Commercial Bank": whose bank it is) nor a place ("Ghana's Central Bank"):
 * facts set 42's cause 12 (h77f42p; set 41's rule read only the "&" of two founders).
 */
const BANK_HEAD = /^(?:Bank|Banque|Banco|Banca)$/;
const PLACE_WORDS: ReadonlySet<string> = new Set([...PLACES, ...WORLD_COUNTRIES].map((p) => p.toLowerCase()));
// Nor an English noun's right before "Bank" after an article ("the Beneficiary's Bank", "the Remitter's Bank", "the
// Correspondent's Bank": the bank of whoever the payment clause names so), where a founder's bank is named without one or
// with its own words between ("Barclay's Bank", "Farmer's Commercial Bank"; review hrev70).
const ARTICLE_BEFORE = /(?<![\p{L}])(?:the|its|their|our|your|each|any|such)\s{1,3}$/iu;
function foundersBank(owner: string, head: string, between: string, textBefore: string): boolean {
  if (between.trim() === '' && ARTICLE_BEFORE.test(textBefore) && isEnglishWord(owner.toLowerCase())) return false;
  return BANK_HEAD.test(head) && /^[A-Z][a-z]{2,20}$/.test(owner) && !ROLE_NAMES.has(owner.toLowerCase()) && !PLACE_WORDS.has(owner.toLowerCase());
}
/** A possessive right after the match ("'s", "’s"). Anchored: linear. */
const POSSESSIVE_AFTER = /^['’]s/;

/**
 * A court's parts, and a court's name then its comma right before one (one to four capitalised words of its seat). "the"
 * after the comma opens a list's next body, no part ("notify the High Court of Kenya, the Department of Immigration and
 * …"; review hrev70); "its" keeps the court's. Bounded: linear.
 */
const COURT_PART_HEADS = /^(?:Department|Division|Chamber|Section)$/;
const COURT_BEFORE_PART = /\b(?:Court|Tribunal)(?:\s{1,3}(?:of|in|for)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{0,30}){0,3})?\s{0,3},\s{1,3}(?:its\s{1,3})?$/u;
/** The whole head of a match: its qualifiers' last words that make one head with it, and the head ("High Commission"). */
const fullHead = ({ m, words, headWords }: InstitutionMatch): string => (headWords ? `${words.slice(-headWords).join(' ')} ${m[2]}` : m[2]);
/** For each such head, a bracket naming its last word as an alias in the same sentence: "(the Foundation)", '("the Embassy")'. Bounded: linear. */
const ALIAS_OF_HEAD: ReadonlyMap<string, RegExp> = new Map(ALIAS_LEFT_HEADS.map((head) => [head,
  new RegExp(String.raw`^[^.;]{0,200}?\(\s{0,3}["“']?(?:the\s{1,3})?["“']?${head.slice(head.lastIndexOf(' ') + 1)}["”']?\s{0,3}\)`, 'i')]));
/** The word before "Foundation" in a building's footing ("Raft Foundation") and the word after it in a course's name ("Foundation Year"). */
const FOOTING_WORDS = /^(?:Concrete|Raft|Strip|Pile|Piled|Slab|Pad|Trench|Mat|Footing|Building|House|Wall|Tower|Turbine|Machine|Stone|Brick|Road|Bridge|Tank|Mast)$/;
const COURSE_AFTER_FOUNDATION = /^\s{1,3}(?:Course|Courses|Year|Degree|Stage|Level|Phase|Programme|Program|Works?|Design|Drawings?|Plan|Certificate|Training|Module|Skills|Studies)(?![\p{L}])/u;
/** A guard: an institution's match it refuses as a body, and why (its name). */
interface InstitutionGuard {
  readonly name: string;
  readonly refuses: (head: InstitutionMatch) => boolean;
}

const PUBLIC_INSPECTION: ReadonlySet<string> = new Set(PUBLIC_INSPECTION_FIELDS);
/** The words of a lenders', underwriters' or investors' syndicate: a group of a financing's parties, no body. */
const FINANCE_SYNDICATE_WORDS = /^(?:Lending|Lenders?|Loan|Loans|Bank|Banks|Banking|Underwriting|Underwriters?|Arranging|Arrangers?|Senior|Junior|Facility|Investment|Investors?|Participating|Placing|Selling|Distribution|Guarantee|Guarantors?|Insurers?|Reinsurance)$/;

/**
 * The institution reader's guards, in the order they were added to its loop; the first that holds refuses the match
 * (a name nobody reads). Each names the drafting it keeps from being a body.
 */
const INSTITUTION_GUARDS: readonly InstitutionGuard[] = [
  // A bare "Court" or "Board" is not a name.
  { name: 'bare head', refuses: ({ m, qualifiers }) => !qualifiers && !m[3] },
  // "Old Hospital Lane", "University Avenue": a head a street's word follows names the street, no body (review hrev24:
  // h30a39's "Hospital" head read "on Old Hospital Lane" as an Organization).
  { name: 'street after the head', refuses: (h) => !h.m[3] && HEAD_OF_STREET.test(textAfter(h, 16)) },
  // "hold Antenatal Clinic sessions", "Walk-in Clinic hours", "on Diabetes Clinic days": a clinic is also the sitting a
  // doctor holds, and a word of its times after it makes the name that sitting's, no body (review hrev81: h78f44p's
  // "Clinic" head read each as another party). "Sunrise Eye Clinic shall …", "the Mayo Clinic" keep theirs.
  { name: 'a clinic held', refuses: (h) => h.m[2] === 'Clinic' && !h.m[3] && CLINIC_SITTING.test(textAfter(h, 16)) },
  // "the President of the Management Board", "a Member of the Supervisory Board": the board an officer sits on is the
  // party's own organ, named as the office's, no body of its own (Polish, Croatian and other drafting, h22f15).
  { name: 'officer of a company board', refuses: (h) => h.m[2] === 'Board' && !h.m[3] && ORGAN_BOARD.test(h.qualifiers) && OFFICE_OF.test(textBefore(h, 40)) },
  { name: 'company board before an office', refuses: (h) => h.m[2] === 'Board' && !h.m[3] && ORGAN_BOARD.test(h.qualifiers) && OFFICE_AFTER.test(textAfter(h, 24)) },
  // So is "the Board of Directors" an officer chairs or sits on ("Edite Fortes, Chairman of the Board of Directors"):
  // the company's own board, no other party (h28f21b).
  { name: 'officer of the board of directors', refuses: (h) => h.m[2] === 'Board' && !h.qualifiers && ORGAN_TAIL.test(h.m[3] ?? '') && OFFICE_OF.test(textBefore(h, 40)) },
  // "the Commissioner of the Conference" is a post its holder fills; "Information Commissioner" the body (h21attr2).
  { name: 'commissioner as a post', refuses: ({ m, qualifiers }) => !qualifiers && m[2] === 'Commissioner' },
  // "Bank Handlowy and Bank Millennium": qualifiers opening with the head and ending in "and" list two bodies named
  // alike, no one body "Bank Handlowy and Bank" (review hrev47's Left, h62names); each is left to its own reader.
  { name: 'two bodies named alike', refuses: ({ m, qualifiers }) => !m[3] && qualifiers.startsWith(`${m[2]} `) && qualifiers.endsWith(' and') },
  // "Register and Transfer Agency", "Paying Agency", "Calculation Agency": the office an agent of a securities issue or
  // a loan holds, named by its functions alone, is a service a party gives (a clause's heading), no body; "the
  // Environment Agency", "Paying Agency for Rural Development" stay bodies; "… Agency for the Shares" is the office too (bench/log.md, h59n52's Left; hrev46).
  { name: "an issue's agency", refuses: ({ m, qualifiers }) => m[2] === 'Agency' && (!m[3] || AGENCY_FOR_ISSUE.test(m[3])) && qualifiers.split(/\s+/).every((w) => w === 'and' || AGENT_FUNCTIONS.has(w)) },
  // "Aa Municipality" is the town's body; "the Host Municipality", "the Municipality of Aa" (a place or the body that
  // governs it: government-names.ts) are not read here (h28s35a).
  // "Vietcombank, Thu Duc Branch", "Westerville Public Library Branch": a branch named by its place is a bank's, a
  // library's or a company's office; a government's branch is named by what it manages ("Forest Management Branch",
  // "Water Resources Branch"), its qualifiers all common words, no place among them.
  { name: 'branch named by its place', refuses: ({ m, qualifiers }) => m[2] === 'Branch' && !m[3] && !qualifiers.split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 35)) },
  { name: 'municipality of a place', refuses: ({ m, qualifiers }) => m[2] === 'Municipality' && Boolean(m[3] || qualifiers.split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 20))) },
  // "registered in the village of Velistsikhe, Gurjaani Municipality, represented by …": a municipality after a town and
  // its comma is the territory the town lies in (Georgian, South African, Balkan addresses), a place as a town's
  // department is; "Gurjaani Municipality shall issue the permit" acts and stays a body (facts set 38's cause 6, h70roles).
  { name: "a town's municipality", refuses: (h) => h.m[2].endsWith('Municipality') && !h.m[3] && TOWN_BEFORE_DEPARTMENT.test(textBefore(h, 80))
    && !MUNICIPALITY_ACTS.test(textAfter(h, 16)) },
  // "the city of Villarrica, Department of Guairá", "in Medellín, Department of Antioquia": a department after a town and
  // its comma is the territory the town lies in (Paraguay, Colombia, Bolivia, Uruguay, France), a place, where "the
  // Department of Agriculture" names a body by its field, a common English word (facts set 37's cause 9, h67names).
  { name: "a town's department", refuses: (h) => h.m[2] === 'Department' && !h.qualifiers && Boolean(h.m[3]) && TOWN_BEFORE_DEPARTMENT.test(textBefore(h, 80))
    && !(h.m[3] ?? '').replace(/^\s+(?:of|for)\s+(?:the\s+)?/, '').split(/\s+/).some((w) => isCommonEnglishWord(w.toLowerCase(), 20)) },
  // "the Basic Court of Prishtina, Department for Commercial Matters, shall have jurisdiction", "the District Court of
  // Leeds, Commercial Division": a department, division or chamber after a court and its comma is the court's own part,
  // no second body (Balkan, French and Commonwealth courts; facts set 42's cause 13, h77f42p).
  { name: "a court's department", refuses: (h) => COURT_PART_HEADS.test(h.m[2]) && COURT_BEFORE_PART.test(textBefore(h, 100)) },
  // "the European Union" alone is the territory its member states make, a place (gazetteer.ts, JURISDICTIONS; issue 18,
  // h55n51); "the Council of the European Union" stays the body.
  { name: 'the European Union', refuses: ({ m, qualifiers }) => m[2] === 'Union' && !m[3] && qualifiers === 'European' },
  // "Centre for International Arbitration" names a body; "Service Centre for Customers" a place for a party.
  // (The qualifiers may have taken the first word of a two-word head: "… International Arbitration| Centre".)
  // Or the first two words of a three-word head: "… Alternative Dispute Resolution| Centre" (h26f19).
  // "the Medical Centre", "the Arbitration Centre": such a head with no qualifier of its own is an alias, as a bare
  // "Court" is (issue 18, h30a39).
  { name: 'bare two-word head', refuses: ({ m, words, headWords }) => headWords !== undefined && words.length === headWords && !m[3] },
  { name: 'for-tail head without its field', refuses: ({ m, headWords }) => FOR_TAIL.has(m[2]) && headWords === undefined && (!m[3]?.trimStart().startsWith('for') || FOR_A_PARTY.test(m[3])) },
  // "Media bought by the Agency for the Client": a head alone before "for" a party's role is a party acting for the
  // other (a role alias, "the Agency"), no body (issue 18, h29a38); "the Agency for Healthcare Research" stays one.
  { name: 'head for a party', refuses: ({ m, qualifiers }) => !qualifiers && Boolean(m[3]) && FOR_A_PARTY.test(m[3] ?? '') },
  { name: 'generic qualifier', refuses: ({ m, qualifiers }) => Boolean(qualifiers) && GENERIC.test(qualifiers.split(/\s+/)[0]) && !m[3] },
  // "of Post Office Box 48120-00100, Nairobi": a post office box is an address (East African and other preambles).
  { name: 'post office box', refuses: (h) => h.m[2] === 'Office' && /^Post$/i.test(h.qualifiers) && /^\s{1,3}Box\b/i.test(textAfter(h, 8)) },
  // "the ordinary courts of the Judicial Department of San Isidro": the territory a province's courts serve (Argentine
  // drafting in English), named by its place as "the courts of Mendoza" are, no body (facts sets 23–39 list no court
  // named by its place; facts set 39's cause 8, h73f39n). "the Department of Justice" names its field: a body still.
  { name: "a court's judicial department", refuses: (h) => h.m[2] === 'Department' && h.qualifiers === 'Judicial' },
  // "Final Quality Inspection", "Pre-Shipment Inspection", "Inspection of the Goods": a check of the goods, where a state's
  // inspection names a public field or its owner among its words ("State Veterinary and Phytosanitary Inspection",
  // "Agricultural and Food Quality Inspection"; facts set 39's cause 6, h73f39n).
  { name: 'a check of the goods', refuses: (h) => h.m[2] === 'Inspection' && !`${h.qualifiers} ${h.m[3] ?? ''}`.split(/\s+/).some((w) => PUBLIC_INSPECTION.has(w)) },
  // "the Lending Syndicate", "the Underwriting Syndicate", "the Syndicate of Lenders": a financing's lenders together, no
  // body; "Mauritius Sugar Syndicate" sells a trade's crop (h73f39n).
  { name: 'a syndicate of lenders', refuses: (h) => h.m[2] === 'Syndicate' && (!h.qualifiers || h.words.some((w) => FINANCE_SYNDICATE_WORDS.test(w))) },
  // "Contract Administration" heads a heading or names an activity: a body needs two qualifiers or a tail, and no
  // heading is a name ("12. Project and Contract Administration. The Contractor shall …").
  { name: 'activity or heading', refuses: (h) => ACTIVITY.has(h.m[2]) && ((!h.m[3] && h.qualifiers.split(/\s+/).filter((w) => w !== 'and').length < 2)
    || (HEADING_BEFORE.test(h.text.slice(0, h.start)) && HEADING_AFTER.test(textAfter(h, 2)))) },
  // A clause heading pairing two matters, the second a head word ("6. Licensing and Police. The Contractor shall …",
  // "Permits and Police:"), names no body: one qualifier joined by "and", no tail, the heading's number before and its
  // stop after (facts set 33's cause 7, h50f33). "Fire and Rescue Service" in a sentence stays a body.
  { name: 'heading pairing two matters', refuses: (h) => !h.m[3] && /^\S+\s+and$/.test(h.qualifiers) && HEADING_BEFORE.test(h.text.slice(0, h.start)) && /^\s*[.:]/.test(textAfter(h, 2)) },
  // "the National Health Service Act 2006": a body's name before "Act" names the statute, no body (h28a34). (Its tail is
  // never an address: the address cut wants a comma where this wants "Act".)
  { name: 'statute named after the body', refuses: (h) => STATUTE_AFTER.test(textAfter(h, 6)) },
  // "the Text of Accounting and Financial Administration (TOCAF)", "the Law on Public Administration": the words after a
  // statute's word and "of" / "on" name what the statute orders, no body (issue 18, h76t58).
  { name: "a statute's subject", refuses: (h) => STATUTE_OF_BEFORE.test(textBefore(h, 16)) },
  // "This Collection Agency Services Agreement": the head is a word of the document's own name (THIS_BEFORE).
  { name: "the document's own name", refuses: (h) => !h.m[3] && THIS_BEFORE.test(textBefore(h, 6)) && DOCUMENT_NAME_AFTER.test(textAfter(h, 110)) },
  // "the Customer Disputes Centre of the Supplier", "a Billing Disputes Centre for the Customer": a head whose tail names
  // only a party by its role is that party's own office or department, no body of its own, as "the Board of Directors"
  // an officer sits on is (review hrev51's Left, h68left). "the Dubai International Arbitration Centre", "the Centre for
  // Effective Dispute Resolution" name a field or a place: bodies still.
  // With the role's possessive after it ("the Tanzania Parks Authority for the Supplier's vehicles") the role owns what
  // follows, no office: the tail is cut instead (in addInstitutions, beside the address's cut).
  { name: "a party's own office", refuses: (h) => Boolean(h.m[3]) && TAIL_OF_A_PARTY.test(h.m[3] ?? '') && !POSSESSIVE_AFTER.test(textAfter(h, 2)) },
  // "Chamber of Commerce no. 11034" under a letterhead, "Chamber of Commerce & Industry reg. no. 4471": the chamber keeps
  // the trade register, and named right before a company's number in it the words label that number, no party, as
  // "registered with the Chamber of Commerce under no. 11034" names none (facts set 47, h86o). A "No" the tail took
  // ("Chamber of Commerce No. 11034") is the label's too.
  // "a Concrete Raft Foundation", "the Strip Foundation", "the Art Foundation Course", "Foundation Year": a building's
  // footing, or a first course or stage of study, named with "Foundation", no charity; "the Inuit Art Foundation", "the
  // Gates Foundation" keep theirs (issue 18, h87o).
  { name: 'a footing or a first course', refuses: (h) => h.m[2] === 'Foundation' && !h.m[3]
    && (FOOTING_WORDS.test(h.words[h.words.length - 1] ?? '') || COURSE_AFTER_FOUNDATION.test(textAfter(h, 16))) },
  // "The Hawthorn Foundation, a registered charity (the Foundation)", "the Embassy of Japan (the "Embassy")": a side named
  // with its alias, the head's last word, is left to the party readers, which read the alias's party from it (found here
  // too, the alias's sentences lost their party: set 20's grant agreement; issue 18, h87o). Only the heads added then.
  { name: 'a side named by its alias', refuses: (h) => ALIAS_OF_HEAD.get(fullHead(h))?.test(textAfter(h, 200)) ?? false },
  { name: "a chamber's register number", refuses: (h) => h.m[2] === 'Chamber' && (CHAMBER_NUMBER_AFTER.test(textAfter(h, 40)) || (NUMBER_WORD_AT_END.test(h.m[0]) && /^\.?\s{0,3}\d/.test(textAfter(h, 8)))) },
];

/**
 * Public and private bodies without a legal form: an institution's head with its qualifiers and "of"/"for" tail, a
 * body named in Spanish, Portuguese or French, a court and its seat, trustees, a one-word bank, a name signing "By:",
 * a body in a party's slot and a listed body's initials.
 */
/** A polity's words and "of" right before a body's qualifiers (`addInstitutions`). Anchored at the end of a bounded slice: linear. */
// A region named after a feature of land or water takes "of" the same way: "Horn of Africa Fisheries Research Institute",
// "Gulf of Aden Marine Institute", "Bay of Plenty Regional Council", "Lake of the Woods Research Centre" (facts set 45's
// cause 5, h80f45p: the name began at "Africa").
const POLITY_OF_BEFORE_BODY = /(?<![\p{L}])(?:Isle|Republic|Kingdom|Principality|Sultanate|Emirate|Grand\s{1,3}Duchy|Horn|Gulf|Bay|Cape|Lake|Straits?)\s{1,3}of\s{1,3}(?:the\s{1,3})?$/u;
/** A street's kind and its "of" right before a body's head: the street is named after the body (`addInstitutions`). Anchored: linear. */
const STREET_NAMED_AFTER = new RegExp(String.raw`(?<![\p{L}])(?:${alt([...ROMANCE_STREET_KINDS_FIRST, 'Avenue', 'Boulevard', 'Place', 'Allée', 'Impasse', 'Route'])})\s{1,3}(?:de\s{1,3}l['’]|de\s{1,3}la\s{1,3}|del?\s{1,3}|du\s{1,3}|des\s{1,3}|da\s{1,3}|do\s{1,3})$`, 'u');
/**
 * A bank's name that goes on past a dash with its region, as its short form in brackets after says: "Banque pour le
 * Commerce et l'Industrie – Mer Rouge (BCIMR)", "Bank of Commerce and Industry – Red Sea (BCIRS)" (French and
 * Djiboutian drafting; facts set 44's cause 5, h78f44p). The grammar's name ended at the dash. Read on only where the
 * bracket's last letters are the initials of the one to three capitalised words after the dash and it has letters before
 * them (the name's own): "Bank of Kigali – branch of Musanze", "Equity Bank – Head Office, Nairobi" and a dash without
 * such a bracket keep the name before the dash, and so does a branch or office after it ("– Head Office (EBHO)"). Anchored after the name, bounded words: linear.
 */
const BANK_WORD = /(?<![\p{L}])(?:Bank|Banque|Banco|Banca|BANK|BANQUE|BANCO|BANCA)(?![\p{L}])/u;
const DASH_THEN_WORDS = /^\s{0,3}[–—-]\s{0,3}(\p{Lu}[\p{L}\p{M}'’-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{0,30}){0,2})\s{0,3}\(\s{0,2}(\p{Lu}{3,10})\s{0,2}\)/u;
const BRANCH_WORDS = /(?<![\p{L}])(?:Branch|Office|Agency|Department|Division|Desk|Cent(?:re|er)|Headquarters)(?![\p{L}])/iu;
function bankRegionEnd(text: string, begin: number, end: number): number {
  if (!BANK_WORD.test(text.slice(begin, end))) return end;
  const m = DASH_THEN_WORDS.exec(text.slice(end, end + 120));
  if (!m) return end;
  // A branch or an office of the bank after the dash is where it is reached, no part of its name.
  if (BRANCH_WORDS.test(m[1])) return end;
  const initials = m[1].split(/\s{1,3}/).map((w) => w[0].toUpperCase()).join('');
  return m[2].length > initials.length && m[2].endsWith(initials) ? end + m[0].indexOf(m[1]) + m[1].length : end;
}

/**
 * A body named again in its own language, alone in brackets right after its name in English: "Hordaland District Court
 * (Hordaland tingrett)". The same body, no second one (facts set 38, h87o). The bracket holds the name alone, and a
 * capitalised word closes the name before it. Read for the Nordic and small-letter French bodies, and for a body named
 * in French, Spanish or Portuguese so ("the Chamber of Trades of Benin (Chambre des Métiers du Bénin)", set 46; h88o).
 * Bounded slices: linear.
 */
const NAME_BEFORE_BRACKET = /\p{Lu}[\p{L}\p{M}'’-]{0,30}\s{1,3}\(\s{0,2}$/u;
function namedAgainInBrackets(text: string, begin: number, end: number): boolean {
  return NAME_BEFORE_BRACKET.test(text.slice(Math.max(0, begin - 36), begin)) && /^\s{0,2}\)/.test(text.slice(end, end + 3));
}

export function addInstitutions(text: string, addName: AddName): void {
  const add: AddName = (type, begin, end) => addName(type, begin, type === 'Organization' && text.includes('(') ? bankRegionEnd(text, begin, end) : end);
  if (HAS_ROMANCE_HEAD.test(text)) for (const m of matchesOf(ROMANCE_BODY, text)) {
    if (m[2] === '' && !/\s/.test(m[0].slice(0, m[0].length - m[1].length)) && !ownBankName(m[0], m[1])) continue;
    // A head that ends in its join ("Commission de") names a body only with a word after it: "the Commission de minimis
    // threshold" names none (h59n52); nor "Stichting voor" before small letters ("the Stichting voor de jeugd", h75f40p).
    if (m[1] === '' && m[2] === '' && /\s(?:de|des|du|voor|tot|VOOR|TOT)$/.test(m[0])) continue;
    // A French fee is a "commission" too: "a Commission de Vente of 5 %", "la Commission de Gestion" (hrev46).
    if (COMMISSION_FEE.test(m[0])) continue;
    // "Departamento Judicial de San Isidro": a province's judicial territory, as its English "Judicial Department" (h73f39n).
    if (/^Departamento\s{1,3}Judicial(?![\p{L}])/u.test(m[0])) continue;
    // "Avenue de l'Union des Mutuelles", "Rue de l'Association des Commerçants", "Calle de la Compañía": a street named
    // after a body is an address, no body (review hrev70).
    if (STREET_NAMED_AFTER.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // "the Chamber of Trades of Benin (Chambre des Métiers du Bénin)": the body named again in French, Spanish or
    // Portuguese alone in brackets after its English name is no second body (facts set 46's extra, h88o).
    if (namedAgainInBrackets(text, m.index, m.index + m[0].length)) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  // "Tryg Forsikring", "Sparebanken Sør", "Fédération des producteurs de lait du Québec" (h70roles); a French fee named
  // in small letters ("Commission de gestion du Fonds") is no body, as COMMISSION_FEE says in capitals.
  for (const body of nordicAndFrenchBodies(text)) if (!COMMISSION_FEE_ANY_CASE.test(body.text) && !namedAgainInBrackets(text, body.begin, body.end)) add('Organization', body.begin, body.end);
  if (FUSED_BANK_LEAD.test(text)) for (const m of matchesOf(FUSED_BANK, text)) {
    if ((m[1] ?? m[2]) !== undefined && isCommonEnglishWord((m[1] ?? m[2]).toLowerCase(), 20)) continue;
    const end = m.index + m[0].length;
    if (!BANKING_NEAR.test(text.slice(Math.max(0, m.index - 100), m.index)) && !BANKING_NEAR.test(text.slice(end, end + 100))) continue;
    add('Organization', m.index, end + countryAfterOneWordBank(text.slice(end, end + 40)));
  }
  if (HAS_SMALL_LETTER_BANK.test(text)) for (const m of matchesOf(SMALL_LETTER_BANK, text)) {
    const lead = LEADING.exec(m[0])?.[0].length ?? 0;
    if (m.index + lead < m.index + m[0].length && /\s/.test(m[0].slice(lead))) add('Organization', m.index + lead, m.index + m[0].length);
  }
  if (HAS_HEAD.test(text)) for (const m of matchesOf(INSTITUTION, text)) {
    const before = m[1] ?? '';
    // "Customer's Regulatory Authorities": the owner named before a possessive is not part of the name.
    // A head's own possessive stays in the name: "Information Commissioner's Office" is one body (h21attr2).
    const owner = before.lastIndexOf("'s ");
    // "People's" names no owner either: "the People's Court of Ho Chi Minh City", "the People's Bank of China" (h25s28a);
    // nor a saint's name a parish body takes ("St Aidan's Parochial Church Council", "Saint Mary's Parish Council", h26s30a).
    // Nor the founders a bank is named after, joined by "&" ("Maduro & Curiel's Bank", facts set 41's cause 10, h76f41p).
    // Nor a plural's possessive ("Eyl Fishermen's Cooperative Society": PLURAL_OF_MEMBERS).
    const possessive = owner >= 0 && !HEAD_BEFORE_POSSESSIVE.test(before.slice(0, owner)) && !NOT_AN_OWNER.test(before.slice(0, owner)) && !foundersBank(before.slice(0, owner), m[2], before.slice(owner + 3), text.slice(Math.max(0, m.index - 12), m.index)) ? owner + 3 : 0;
    // "A. The Association manages …": a recital's letter opening the element is no qualifier (RECITAL_LETTER).
    const marker = possessive === 0 && text.slice(0, m.index).trim() === '' ? RECITAL_LETTER.exec(before)?.[0].length ?? 0 : 0;
    const lead = possessive + marker + (LEADING.exec(before.slice(possessive + marker))?.[0].length ?? 0);
    const qualifiers = before.slice(lead).trim();
    const head: InstitutionMatch = { text, m, qualifiers, start: m.index + lead, end: m.index + m[0].length, ...headOfQualifiers(qualifiers, m[2]) };
    // The table's guards, in order (INSTITUTION_GUARDS): the first that holds refuses the name.
    if (INSTITUTION_GUARDS.some((guard) => guard.refuses(head))) continue;
    // "the Tanzania Parks Authority for the Supplier's delivery vehicles": a tail naming a party whose possessive follows
    // is the start of what that party owns, no part of the body's name; the name ends at its head (h68left).
    if (m[3] && qualifiers && TAIL_OF_A_PARTY.test(m[3]) && POSSESSIVE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) {
      add('Organization', m.index + lead, m.index + m[0].length - m[3].length);
      continue;
    }
    // "the Department of Environment and Climate Change of the Province": the polity's common word closing a longer tail
    // says whose the body is (OWNER_POLITY_AT_END); the name ends before it.
    const ownerPolity = m[3] ? OWNER_POLITY_AT_END.exec(m[3]) : null;
    if (ownerPolity !== null && ownerPolity.index > 0) {
      add('Organization', m.index + lead, m.index + m[0].length - ownerPolity[0].length);
      continue;
    }
    // "Harwick District Council of Market Hall, Harwick PE21 6AA": an "of" tail ending on a building's or a street's word
    // before a comma is the body's address, as a company's "of 4 Mill Lane, …" is; the name ends at its head (h21attr2).
    if (m[3] && qualifiers && TAIL_IS_ADDRESS.test(m[3]) && /^\s*,/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) {
      add('Organization', m.index + lead, m.index + m[0].length - m[3].length);
      continue;
    }
    // "the Self Storage Association UK", "the Wine Guild Ireland": a country's name right after a body's head, ending the
    // run of capitalised words, is the last word of the body's name, as "Sport England" ends on its country (issue 18,
    // h43org). Not a court's seat (read below), nor before another capitalised word ("the Association UK Limited").
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    // A bank's name may close on "International" ("Coris Bank International": bank-name-ends.ts, h88o).
    const country = !m[3] && qualifiers && !COURT_HEADS.has(m[2]) ? (COUNTRY_AFTER.exec(after) ?? (m[2] === 'Bank' ? STATE_AFTER_BANK.exec(after) ?? FRENCH_COUNTRY_AFTER_BANK.exec(after) : null))?.[0].length ?? (m[2] === 'Bank' ? internationalAfterBank(after) : 0) : 0;
    const seatPattern = !m[3] ? COURT_SEAT : INSTANCE_TAIL.test(m[3]) ? COURT_SEAT_IN : null;
    const seat = seatPattern && COURT_HEADS.has(m[2]) ? seatPattern.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 60))?.[0].length ?? 0 : 0;
    const mission = MISSION_HEAD.test(`${qualifiers} ${m[2]}`) ? MISSION_SEAT.exec(after)?.[0].length ?? 0 : 0;
    const sub = PUBLIC_HEADS.has(m[2]) ? SUB_BODY.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 240))?.[0].length ?? 0 : 0;
    const court = COURT_HEADS.has(m[2]);
    const division = court ? DIVISION_BEFORE_COURT.exec(text.slice(Math.max(0, m.index + lead - 110), m.index + lead))?.[0].length ?? 0 : 0;
    const divisionAfter = court && !seat ? DIVISION_AFTER_COURT.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 110))?.[0].length ?? 0 : 0;
    // "the Isle of Man Gambling Supervision Commission", "the Isle of Wight Council", "the Republic of Korea Fair Trade
    // Commission": a territory named "<polity> of <name>" before the qualifiers is the body's first words, as "Malta" is
    // in "Malta Gaming Authority"; cut at "of", the name began with "Man" (issue 18, h76t58).
    const polity = qualifiers && division === 0 ? POLITY_OF_BEFORE_BODY.exec(text.slice(Math.max(0, m.index + lead - 40), m.index + lead))?.[0].length ?? 0 : 0;
    // "the Master of the High Court of Namibia": in southern African law the Master is an office of the court that
    // registers trusts and oversees estates, a body of its own (C25), not the court; the name opens at "Master" (issue 18,
    // h77t60b).
    const master = court && division === 0 && polity === 0 ? MASTER_OF_COURT_BEFORE.exec(text.slice(Math.max(0, m.index + lead - 20), m.index + lead))?.[0].length ?? 0 : 0;
    add('Organization', m.index + lead - division - polity - master, m.index + m[0].length + country + seat + mission + sub + divisionAfter);
  }
  // "BLUEGRASS FEDERAL CREDIT UNION By: Marcus Tolliver, Chief Executive Officer": a signature line whose name signs
  // "By:" someone else signs through an officer, so it names a body, legal form or not (every such line of the labelled
  // sets, 20 of 20, labels the name an Organization; h21attr2). A party's role ("LICENSOR By:") is no name.
  if (/Organi[sz]ation/.test(text)) for (const m of matchesOf(INTERNATIONAL_ORGANIZATION, text)) add('Organization', m.index, m.index + m[0].length);
  if (/Service\s{0,3}\(/.test(text)) for (const m of matchesOf(STATE_SERVICE_WITH_ACRONYM, text)) add('Organization', m.index, m.index + m[0].length);
  // Alone ("a General Organization member") it names no body: a qualifier or a tail must name which.
  if (/General\s{1,3}Organi[sz]ation/.test(text)) for (const m of matchesOf(GENERAL_ORGANIZATION, text)) {
    if (!/^General\s{1,3}Organi[sz]ation$/.test(m[0])) add('Organization', m.index, m.index + m[0].length);
  }
  if (text.includes('Secretary of State')) for (const m of matchesOf(SECRETARY_OF_STATE_FOR, text)) add('Organization', m.index, m.index + m[0].length);
  if (text.includes('Trustees')) for (const m of matchesOf(TRUSTEES_OF, text)) add('Organization', m.index, m.index + m[0].length);
  if (text.includes('Bank ')) for (const m of matchesOf(BANK_OWN_WORD, text)) {
    if (isCommonEnglishWord(m[1].toLowerCase(), 35) || PAYMENT_CODE_WORDS.test(m[1]) || SUFFIXES.includes(m[1]) || isEnglishCompound(m[1])) continue;
    if (m[2] && m[2].trim().split(/\s/).some((w) => !isBanksOwnWord(w) || PAYMENT_CODE_WORDS.test(w) || SUFFIXES.includes(w))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  if (/bank\b|Banco\p{Ll}/u.test(text) && BANKING_CONTEXT.test(text)) for (const m of matchesOf(ONE_WORD_BANK, text)) {
    if (PAYMENT_CODE_WORDS.test(m[0])) continue;
    const before = BANK_QUALIFIER.exec(text.slice(Math.max(0, m.index - 32), m.index));
    const end = m.index + m[0].length;
    add('Organization', m.index - (before && !NOT_A_QUALIFIER.test(before[1]) ? before[0].length : 0), end + countryAfterOneWordBank(text.slice(end, end + 40)));
  }
  const signing = SIGNING_BODY.exec(text);
  if (signing && !ROLE_NAMES.has(signing[1].replace(/^the\s+/i, '').toLowerCase())) add('Organization', signing.index + signing[0].indexOf(signing[1]), signing.index + signing[0].indexOf(signing[1]) + signing[1].length);
  // "between the Pinecrest Fire Protection District, a political subdivision …", "and the Wessex Courts and Tribunals
  // Partnership (the "Authority")": a party named with "the" and capitalised words is a body (a person takes no
  // article), legal form or not. Two words at least, the last no role word ("between the Owner and the Charterer").
  if (PARTY_SLOT_WORD.test(text)) for (const m of matchesOf(BODY_IN_PARTY_SLOT, text)) {
    if (ROLE_NAMES.has(m[2].toLowerCase()) || /^(?:Parties|Party|Date|Agreement|Contract)$/.test(m[2])) continue;
    add('Organization', m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
  if (text.includes('Service')) for (const m of matchesOf(NATIONAL_SERVICE, text)) add('Organization', m.index, m.index + m[0].length);
  if (NATIONAL_FIELD.test(text)) for (const m of matchesOf(NATIONAL_FIELD_BODY, text)) add('Organization', m.index, m.index + m[0].length);
  if (AGENT_INITIALS_WORD.test(text)) for (const m of matchesOf(AGENT_INITIALS, text)) {
    const initials = m[2];
    if (ROLE_NAMES.has(initials.toLowerCase()) || OFFICER_INITIALS.test(initials) || NOT_BODY_INITIALS.test(initials) || isCommonEnglishWord(initials.toLowerCase(), 35)) continue;
    if (m[0].startsWith('regulator') && DEVICE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const word = m[1] && !ROLE_NAMES.has(m[1].toLowerCase()) && !isCommonEnglishWord(m[1].toLowerCase(), 35) ? m[1] : undefined;
    // A common word before the initials is the clause's, not the name's: the initials alone are the body.
    if (m[1] && !word) continue;
    const begin = m.index + m[0].length - initials.length - (word ? m[0].length - m[0].lastIndexOf(word) - initials.length : 0);
    add('Organization', begin, m.index + m[0].length);
  }
  if (AGENT_WORD_LEAD.test(text)) for (const m of matchesOf(AGENT_WORD, text)) {
    const word = m[1].toLowerCase();
    if (ROLE_NAMES.has(word) || isEnglishWord(word) || CALENDAR_WORD.test(m[1])) continue;
    add('Organization', m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
  for (const m of matchesOf(BODY, text)) {
    // "deliver the Goods FCA the Seller's warehouse": the Incoterm, not the Financial Conduct Authority.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (m[0] === 'FCA' && (INCOTERM_CONTEXT.test(before) || INCOTERMS_AFTER.test(text.slice(m.index + 3, m.index + 123))) && !REGULATOR_BEFORE.test(before)) continue;
    // "Regulation (EU) 2016/679", "Directive (EU) 2019/790": the body in brackets is part of the act's citation, no
    // Organization (sets 11, 17, 18 and 38 leave every such citation bare; issue 18, h29a38).
    if (text[m.index - 1] === '(' && ACT_BEFORE_BRACKET.test(before) && text[m.index + m[0].length] === ')') continue;
    // "excluding the UN Convention on Contracts for the International Sale of Goods": the initials name a treaty, an
    // instrument the contract applies or excludes, not a body acting in it (sets 8 and 16 label no Organization there;
    // h31f25).
    if (CONVENTION_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    // "an IATA-compliant crate", "ASX-listed shares", "NYSE-4": a coined short name hyphened to the next word or figure
    // is part of a compound, no body (set 32 leaves the first bare; hrev48). So is one before a figure ("the S&P/ASX 200
    // index", "the ASX 200 router") or before another word in capitals ("SIGNED by GEMA ALVAREZ": a name in capitals).
    if (COINED_SET.has(m[0]) && COINED_IN_COMPOUND.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) continue;
    // "Oregon OSHA", "the USDA Natural Resources Conservation Service": initials beside another capitalised word are part
    // of a longer name; a sentence's capitalised first word ("The FAA may …") is none.
    const capitalBefore = CAPITALISED_BEFORE.exec(before)?.[1];
    // "the States of Guernsey Committee for Employment and Social Security": a legislature's name before a capitalised word
    // opens the longer name of one of its committees (set 63), left whole to none rather than cut (h87o).
    if (ISLAND_LEGISLATURE_SET.has(m[0]) && /^\s{1,3}\p{Lu}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    if (REGULATOR_SET.has(m[0]) && ((capitalBefore && !FUNCTION_WORD.test(capitalBefore)) || /^\s+\p{Lu}\p{Ll}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3)))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
}
