/**
 * Postal addresses: the one home of what parley knows about them. An address is one place (one Location
 * attribute; its house, suite and postcode numbers are part of it, not Numbers) and a party's contact detail
 * (`party-details.ts`). Two ways to find one, both true of any contract:
 * - by its form: a street ("1200 Main Street", "14 Mill Lane", "P.O. Box 51", "Unit 7, Castle Park") followed by
 *   the comma-separated parts of a postal address — suite or unit, town, state and ZIP code, UK postcode, country
 *   ("1200 Main Street, Suite 400, Springfield, IL 62701", "12 High Street, London SW1A 1AA");
 * - by the words that introduce it ("whose registered office is at", "with offices at", "located at"), up to the
 *   alias bracket, ";", "hereinafter", " and " before the next party or the sentence end.
 */
import { longestFirstAlternation } from '../../../common/regexp.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { STREET_KINDS_ABBREVIATED } from '../../../common/lexicon/street-kinds.js';
import { AUSTRALIAN_STATES, CITIES, COUNTRIES, POST_TITLES } from '../lexicon/gazetteer.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { NAME_CAPITAL_LETTERS, NAME_LETTERS, NAME_SMALL_LETTERS } from '../lexicon/name-letters.js';
import type { Span } from '../text/text.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** Words that end the street part of an address ("Harbor Drive", "Mill Lane"). */
export const STREET_WORDS = [
  'Street', 'St', 'Road', 'Rd', 'Lane', 'Ln', 'Avenue', 'Ave', 'Drive', 'Dr', 'Boulevard', 'Blvd', 'Way', 'Place', 'Pl',
  'Plaza', 'Court', 'Ct', 'Square', 'Sq', 'Terrace', 'Crescent', 'Close', 'Park', 'Parkway', 'Pkwy', 'Highway', 'Hwy',
  'Row', 'Gardens', 'Hill', 'Walk', 'Mews', 'Wharf', 'Quay', 'Green', 'Circle', 'Trail', 'Pike', 'Broadway',
  'Grove', 'Parade', 'Esplanade', 'Rise', 'Marg', 'Vale',
];
/**
 * The street words no person's surname is: "Scotts Head Road, Soufrière" under an addressee's name is its street and
 * town, no signer and a title (facts set 49's cause 2, issue 18, h88p). Not "Street", "Lane", "Hill", "Green", "Park",
 * "Way", "Rise": each is also a family name.
 */
export const STREET_WORDS_NO_SURNAME: readonly string[] = ['Road', 'Rd', 'Avenue', 'Ave', 'Boulevard', 'Blvd', 'Highway', 'Hwy', 'Parkway', 'Pkwy', 'Crescent', 'Terrace', 'Esplanade', 'Mews', 'Marg'];
/**
 * Words that end a building's name ("Mercer House", "Town Hall", "Bridgewater Chambers"): with STREET_WORDS, the words
 * that make capitalised words a place, not a person or a body.
 */
export const BUILDING_WORDS = ['House', 'Hall', 'Building', 'Buildings', 'Tower', 'Chambers', 'Centre', 'Center'];
/**
 * The street kinds written in full after the street's name that end a street's name far more often than a town's or a
 * body's ("Olaniyi Street, Mushin", "of Harbour Road, Penang", "Marine Parade, Napier", "Nehru Marg, Delhi"): the kinds
 * the readers of a street before its town share (place-names.ts, place-positions.ts, town-before-listed.ts,
 * street-before-town.ts, signatory-names.ts). Some end family names as well ("Street", "Lane": STREET_WORDS_NO_SURNAME
 * leaves those out); these readers take them only where a town or a listed place follows the street, or a name before
 * the kind, where the street is the likelier reading. A subset of STREET_WORDS, written out (a test checks it): no
 * abbreviation ("St" before a name is a saint's, "Dr" a doctor's), nor a word that ends towns' and bodies' names as well
 * ("Menlo Park", "Bowling Green", "Chestnut Hill", "Hampton Court", "Canary Wharf", "Milky Way"); a reader that allows
 * more names them beside its pattern and says why (issue 18, h108st; reworded by h108mendS).
 */
export const STREET_KINDS_IN_FULL: readonly string[] = ['Street', 'Road', 'Lane', 'Avenue', 'Drive', 'Boulevard', 'Terrace', 'Crescent', 'Parade', 'Esplanade', 'Mews', 'Marg'];
/**
 * The street kinds written before the street's name outside the Romance languages (ROMANCE_STREET_KINDS_FIRST holds
 * those): Malay "Jalan" (abbreviated "Jln."), "Lorong", "Lebuh", "Persiaran" ("at Jalan Ampang, Kuala Lumpur"),
 * Albanian "Rruga", "Bulevardi", "Sheshi" ("Sheshi Skënderbej, Tirana"), Russian "Ulitsa", and Chamorro's "Chalan" (a
 * road, as Guam's and the Northern Marianas' addresses write it: "Chalan Pasaheru, Tamuning"). The one list of them
 * (issue 18, h108st). Not the Croatian kinds (CROATIAN_STREET_KINDS_FIRST): Croatian writes the name's words after its
 * kind in small letters ("Obala lučkih radnika"), which the readers of these words do not take, and "Put" is an English
 * word ("Put Options, Marrowby"); only the continental address's form, with its house number, postcode and town, reads them.
 */
export const STREET_HEAD_WORDS: readonly string[] = ['Jalan', 'Jln.', 'Lorong', 'Lebuh', 'Persiaran', 'Rruga', 'Bulevardi', 'Sheshi', 'Ulitsa', 'Chalan'];
/**
 * The head words that open no town's name: not "Chalan", which opens villages' names as well ("in Chalan Kanoa", "of
 * Chalan Pago, Guam"). For the readers that say a place's words are a street and so no town.
 */
export const STREET_HEAD_WORDS_NO_TOWN: readonly string[] = STREET_HEAD_WORDS.filter((w) => w !== 'Chalan');
/** A list of head words as a pattern's alternation, an abbreviation's stop optional ("Jln. Ampang", "Jln Ampang"). */
const headWordsSource = (words: readonly string[]): string => words.map((w) => w.replace('.', String.raw`\.?`)).join('|');
/** What a unit line starts with ("Suite 1500", "Unit 7", "Floor 3"). */
const UNIT = String.raw`(?:Suite|Ste\.?|Unit|Floor|Fl\.|Flat|Apartment|Apt\.?|Building|Bldg\.?|Room|Rm\.?|Plot|Shop|Level|#)\s*[A-Z0-9][A-Za-z0-9-]{0,5}`;
/** UK ("LS1 4AB", "SW1A 1AA") and Canadian ("K1A 0B1") postcodes; a US ZIP code ("92101", "62701-1234"). */
const POSTCODE_SOURCE = String.raw`(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
/**
 * After a town inside an address: an Australian state and postcode ("Sydney NSW 2000"), an Indian PIN ("Mumbai 400050"),
 * a New Zealand, Australian or South African four-digit postcode after the town ("Hamilton 3204", "Newcastle 2300",
 * "Pretoria 0181"; h22s22p).
 */
const AU_STATE = AUSTRALIAN_STATES.map((s) => s.code).join('|');
const TOWN_CODE = String.raw`(?:\s+(?:${AU_STATE})\s+\d{4}|\s+\d{6}|\s+\d{4}(?![\d.,:/-]?\d))`;
/**
 * Words a town cannot be: a role ("Supplier"), a label ("Attention", "Tel"), a sentence opener ("The"), a signer's post
 * ("…, Oakland, California, Manager Aa Bb": a signing row's post and name after the party's address; h28a34).
 */
// Nor a register's label in capitals before its long number ("…, Split, OIB 48213377190": Croatia's tax number; h28s35a): a
// town's own code after it has six digits at most ("PUNE 411001").
const NOT_A_TOWN_WORDS = [...ROLE_WORDS, ...POST_TITLES, 'Representative', 'President', 'The', 'This', 'That', 'Attention', 'Attn', 'Tel', 'Telephone', 'Fax', 'Email', 'E-mail', 'Phone', 'Facsimile', 'Contact', 'Name', 'Title', 'Copy', 'Copied', 'With', 'And', 'Or', 'If', 'In', 'On', 'At', 'By', 'For', 'Each', 'Any', 'All', 'Either', 'Neither', 'Such', 'Subject', 'Provided', 'Upon', 'Where', 'When', 'Unless', 'Section', 'Clause', 'Schedule', 'Article', 'VAT', 'Tax', 'Registration', 'Registered'];
const NOT_A_TOWN_START = `[A-Z]{2,6}\\.?:?\\s{1,3}\\d{7}|(?:${NOT_A_TOWN_WORDS.join('|')})\\b`;
const NOT_A_TOWN = `(?!${NOT_A_TOWN_START})`;
/**
 * The same words, tested at one position after a match: the address patterns below mark where a town starts and code
 * reads the word there (`townsAllowed`), so the word list is compiled once, not once per place in the patterns that a
 * town may stand (seven times in one pattern, 20,000 characters, 200 ms for V8 to compile cold; h29speed).
 */
const NOT_A_TOWN_AT = new RegExp(NOT_A_TOWN_START, 'y');
/**
 * A capitalised word of a place name ("San", "Diego", "Beverly", "New"), or a state's two letters ("CA"). At most 61
 * letters: unbounded, a run of "A-A-A-…" after a house number was tried from every capital to its end (64,000
 * characters 2.4 s of CPU, growing with the square; hred9).
 */
const PLACE_WORD = String.raw`(?:[A-Z][a-z]{0,2}\.(?=\s+[A-Z])|[A-Z][A-Za-z'-]{0,60})`;
/**
 * Continental Europe writes the street's name as one word ending in a street word, the house number after it
 * ("Industriestraße 40", "Verkstadsgatan 3", "Keizersgracht 12", "Vesterbrogade 8"), or as a name and a street word
 * ("Kölner Straße 5"); then, after a comma, the postcode before the town ("42655 Solingen", "417 07 Gothenburg",
 * "SE-417 07 Göteborg", "D-42655 Solingen"), which the form needs: "Spring 5, 2025" and "Offering 2, Clause 4" are
 * no addresses.
 */
/** A town's word as continental addresses write it ("Göteborg", "Düsseldorf", "Malmö", Polish "Nowy Sącz", "Łódź", Czech "Brno-Líšeň"). */
// Latin Extended-A (U+0100–U+017F) holds the letters of Polish, Czech, Hungarian and Baltic names, capitals and small
// letters interleaved: a word cut at "ą" was no town (h20s20). Romanian writes "ș" and "ț" with a comma below (U+0218–U+021B,
// Latin Extended-B): "Brașov", "Timișoara" were cut at it (h28a34). The letters are a name's (lexicon/name-letters.ts, their
// one home: Vietnamese and the ʻokina too; issue 18, h118q74).
const PLACE_WORD_EU = String.raw`[${NAME_CAPITAL_LETTERS}][${NAME_LETTERS}'-]{0,60}`;
const EU_LETTER = String.raw`[${NAME_LETTERS}'-]`;
// Danish and Norwegian streets often carry the definite ending: "Strandvejen 8", "Nørregaden 4", "Storgaten 12" (h27s32a).
const EU_STREET_END = String.raw`(?:straße|strasse|str\.|weg|platz|allee|gasse|damm|ring|ufer|gatan|vägen|gata|gränd|torget|backe|straat|laan|plein|gracht|kade|singel|vej|vejen|gade|gaden|veien|gate|gaten|gata|tie|katu)`;
/**
 * Italian, Spanish and Portuguese streets name their kind first, the house number after the name: "Piazza Garibaldi 3",
 * "Viale della Libertà 27", "Calle de Alcalá 45", "Rua Augusta 120"; up to three name words, a particle ("dei", "de la")
 * before them. Read only before the postcode and town, as the other continental streets are (`BY_FORM`).
 */
// Polish addresses abbreviate the kind before the name: "ul. Lwowska 88" (ulica, street), "al. Jana Pawła II 12" (aleja,
// avenue), "pl. Bankowy 2" (plac, square), "os. Tysiąclecia 5" (osiedle, estate); the postcode is two digits, a hyphen and
// three ("33-300 Nowy Sącz"), so "ul. Lwowska 88, 33-300 Nowy Sącz" is one address, not the Numbers 88 and 33-300.
// A particle may stand between the name's words too: "Avenida Sete de Setembro", "Rua Barão do Rio Branco" (h23s23).
// Romanian streets are named after people with "cel" or "lui" ("Bd. Ștefan cel Mare", "Calea lui Traian"; h28a34).
// French and Swiss streets take "du" and "des" ("Rue du Rhône 54", "Chemin des Vignes 3"; h28s35a).
const STREET_PARTICLE = String.raw`(?:dei|del|della|delle|degli|di|de|du|des|la|las|los|do|dos|da|das|cel|lui)\s+`;
// Romanian addresses abbreviate the kind too: "Str. Lungă" (strada, street), "Bd. Unirii" (bulevardul), "Calea Victoriei",
// "Șos. Kiseleff" (șoseaua, road), "Aleea Teilor" (h28a34).
// French and Swiss streets name their kind first too ("Rue du Rhône 54", "Chemin des Vignes 3", "Quai Wilson 47"), and
// Croatian ones ("Put Kvanja 3", "Trg bana Jelačića 5", "Obala lučkih radnika 6"): after a Croatian kind the name's
// words may be in small letters, as its genitives are written (h28s35a).
/**
 * The Croatian street kinds written before the street's name: "Obala" (a quay), "Ulica" (a street), "Trg" (a square),
 * "Cesta" (a road), "Šetalište" (a promenade), "Put" (a way): "Put Kvanja 3", "Trg bana Jelačića 5", "Obala lučkih
 * radnika 6" (h28s35a). The one list of them; apart from STREET_HEAD_WORDS (see there why; issue 18, h108mendS).
 */
export const CROATIAN_STREET_KINDS_FIRST: readonly string[] = ['Obala', 'Ulica', 'Trg', 'Cesta', 'Šetalište', 'Put'];
/** The Croatian kinds before a name in small letters: not "Put", an English verb before words in small letters. */
const SLAVIC_KIND_FIRST = String.raw`(?:${CROATIAN_STREET_KINDS_FIRST.filter((k) => k !== 'Put').join('|')})(?:\s[${NAME_SMALL_LETTERS}]${EU_LETTER}{0,30}){1,3}`;
/** The dotted street kinds (STREET_KINDS_ABBREVIATED), escaped for the grammar below. */
const STREET_KINDS_ABBREVIATED_ALT = STREET_KINDS_ABBREVIATED.map((k) => k.replace('.', String.raw`\.`)).join('|');
/**
 * The street kinds written before the street's name in Italian, Spanish, Portuguese, Romanian and French addresses, and
 * Catalan ones as "Calle" is (C48: "Carrer de Sant Pere 14, Olot", "Avinguda de Catalunya 3", "Plaça Major 2", "Passeig
 * del Mar 9", "Rambla Nova 5", "Camí de la Font 1"; set 84's cause 18, issue 18, h107n84).
 */
export const ROMANCE_STREET_KINDS_FIRST: readonly string[] = ['Via', 'Viale', 'Corso', 'Piazza', 'Piazzale', 'Largo', 'Vicolo', 'Calle', 'Avenida', 'Paseo', 'Plaza', 'Rua', 'Travessa', 'Strada', 'Bulevardul', 'Calea', 'Aleea', 'Splaiul', 'Rue', 'Chemin', 'Quai',
  'Carrer', 'Avinguda', 'Plaça', 'Passeig', 'Rambla', 'Camí'];
/**
 * Every street kind written before the street's name, as a pattern's alternation: STREET_HEAD_WORDS, then
 * ROMANCE_STREET_KINDS_FIRST ("Jalan Ampang", "Rruga Shadërvani", "Rua Direita", "Calle Libertad"; issue 18, h108st).
 */
export const STREET_KINDS_FIRST_SOURCE = `${headWordsSource(STREET_HEAD_WORDS)}|${ROMANCE_STREET_KINDS_FIRST.join('|')}`;
/** The same without the head words that open towns' names too (STREET_HEAD_WORDS_NO_TOWN): a street there is no town. */
export const STREET_KINDS_FIRST_NO_TOWN_SOURCE = `${headWordsSource(STREET_HEAD_WORDS_NO_TOWN)}|${ROMANCE_STREET_KINDS_FIRST.join('|')}`;
/**
 * The Romance kinds written first that are English words or open firms' names as well: "Via Rail", "Plaza Holdings",
 * "Piazza Foods", "Largo Capital", "Corso Records", "Strada Motors", "Rambla Records", "Paseo Hotels", "Quai Logistics",
 * "Calea Software". Before a town the gazetteer lists, the address's other words decide; before an unlisted one, a
 * reader that reads the kind and a name as a street (place-positions.ts's STREET_TOWN) leaves them out. Not "Rue": the
 * English word is written in small letters, and no firm's name opens with it as often (issue 18, h108mendS).
 */
export const ROMANCE_KINDS_ALSO_WORDS: readonly string[] = ['Via', 'Plaza', 'Piazza', 'Largo', 'Corso', 'Strada', 'Rambla', 'Paseo', 'Quai', 'Calea'];
/** Every kind written first (STREET_KINDS_FIRST_SOURCE) but ROMANCE_KINDS_ALSO_WORDS, as a pattern's alternation. */
export const STREET_KINDS_FIRST_NO_WORD_SOURCE = `${headWordsSource(STREET_HEAD_WORDS)}|${ROMANCE_STREET_KINDS_FIRST.filter((k) => !ROMANCE_KINDS_ALSO_WORDS.includes(k)).join('|')}`;
/**
 * The French street kinds English writes after the name ("Park Avenue") and French before it, with "de", "du" or "des"
 * ("Avenue de la République", "Boulevard de la Liberté", "Place du Marché"): a street's kind only with its particle after it.
 */
export const FRENCH_STREET_KINDS_FIRST: readonly string[] = ['Avenue', 'Boulevard', 'Place', 'Allée', 'Impasse', 'Route'];
/** The French particles after a street's kind written first ("de la", "de l'", "d'", "du", "des", "de"). */
export const FRENCH_STREET_PARTICLE = String.raw`(?:de\s{1,3}la\s{1,3}|de\s{1,3}l['’]|d['’]|du\s{1,3}|des\s{1,3}|de\s{1,3})`;
const STREET_KIND_FIRST = String.raw`(?:(?:${ROMANCE_STREET_KINDS_FIRST.join('|')}|${STREET_KINDS_ABBREVIATED_ALT}|${CROATIAN_STREET_KINDS_FIRST.join('|')})\s+(?:${STREET_PARTICLE}){0,2}${PLACE_WORD_EU}(?:\s+(?:${STREET_PARTICLE}){0,2}${PLACE_WORD_EU}){0,3}|${SLAVIC_KIND_FIRST})`;
/**
 * The word or sign some drafting writes before the house number: Romanian "nr." ("Str. Lungă nr. 8"), Spanish and
 * English "No." ("Calle Mayor No. 15"), "núm.", "nº" (h28a34). Optional; read only after a continental street.
 */
const HOUSE_NUMBER_MARK = String.raw`(?:(?:nr|Nr|no|No|núm|Núm)\.\s{0,2}|n[º°]\s{0,2})?`;
/**
 * Brazilian and Portuguese drafting puts a comma between the street and its number, and another before the town: "Rua
 * das Acácias, 210, Curitiba", "Avenida Sete de Setembro, 1500, Curitiba". The kind first, the number alone between
 * commas and a capitalised town make the form; the town is the address's last part (a state after it, "State of
 * Paraná", is a place of its own). A postcode (CEP "80420-000") may follow (h23s23).
 */
const KIND_FIRST_COMMA_NUMBER = new RegExp(String.raw`(?<![A-Za-z0-9])${STREET_KIND_FIRST},\s{1,3}\d{1,5}[A-Za-z]?,\s{1,3}(?!State\b|Estado\b)${PLACE_WORD_EU}(?:\s{1,3}${PLACE_WORD_EU}){0,2}(?:,\s{1,3}(?:CEP\s{1,3})?\d{5}-\d{3})?(?![${NAME_LETTERS}0-9])`, 'g');
// Czech and Slovak squares, embankments and avenues follow their name: "Masarykovo náměstí 4", "Smetanovo nábřeží 2",
// "Národní třída 10" (h24s26a).
const EU_STREET = String.raw`(?:[${NAME_CAPITAL_LETTERS}]${EU_LETTER}{1,40}${EU_STREET_END}|[${NAME_CAPITAL_LETTERS}]${EU_LETTER}{1,30}\s+(?:Straße|Strasse|Weg|Platz|Allee|Gasse|Ring|Damm|náměstí|nábřeží|třída)|${STREET_KIND_FIRST})\s+${HOUSE_NUMBER_MARK}\d{1,5}[a-z]?(?:[-/]\d{1,5})?`;
/**
 * A continental street whose name carries no street word, as Czech, Slovak and Polish streets are named after a place or
 * a person ("Vídeňská 112", "Husova 5/7"): the address needs the postcode of a form no year or quantity has after the
 * comma, three digits and two ("619 00"), two and three ("33-300"), four and three ("1100-053") or five, then the town
 * ("Vídeňská 112, 619 00 Brno"; h24s26a). A document's part ("Article 5, 12345 …") is no street.
 */
/** Words of a document's parts and labels that no street's name is ("Article 5, 12345 …", "Page 2, 2025 …"). */
const NOT_A_STREET_NAME = 'Clause|Section|Schedule|Article|Paragraph|Annex|Appendix|Part|Exhibit|No|Number|Item|Chapter|Page|Version|Form|Act|Room|Box';
const NAMED_STREET_POSTCODE_TOWN = String.raw`(?!(?:${NOT_A_STREET_NAME})\b)${PLACE_WORD_EU}(?:\s${PLACE_WORD_EU})?\s\d{1,5}[a-z]?(?:\/\d{1,5})?,\s{1,3}(?:\d{3}\s\d{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{5})\s(?!\d)${PLACE_WORD_EU}(?:\s${PLACE_WORD_EU}){0,2}(?![${NAME_LETTERS}0-9])`;
/**
 * The same street before a four-digit postcode, as Belgian, Dutch, Swiss, Austrian and Nordic addresses write it ("Markt
 * 1, 9700 Oudenhove"; h28s35a): no year (19xx, 20xx) is such a postcode, and the town (the group \`fourTown\`) must be
 * no common English word, which `findAddresses` checks: "Lot 5, 2500 Units" counts, it names no place.
 */
const NAMED_STREET_FOUR_DIGIT_TOWN = String.raw`(?!(?:${NOT_A_STREET_NAME}|Lot|Phase|Option|Tranche|Stage)\b)${PLACE_WORD_EU}(?:\s${PLACE_WORD_EU})?\s\d{1,5}[a-z]?,\s{1,3}(?!(?:19|20)\d\d)\d{4}\s(?<fourTown>${PLACE_WORD_EU})(?![${NAME_LETTERS}0-9])`;
// Portugal's postcode is four digits, a hyphen and three ("1100-053 Lisboa"; h23s23).
// A town's name may join its words with a particle, as Portuguese, Spanish, French and German towns do ("5150-501 Vila
// Nova de Foz Côa", "28200 San Lorenzo de El Escorial", "75001 Saint-Denis-sur-Seine", "4600 Braunau am Inn"): cut at
// the particle, the address lost the town's end and the country after it (h27s32a).
/** The small words that join a town's capitalised words ("Rio das Pedras", "Castro de Rei"): one home (place-positions.ts). */
export const TOWN_PARTICLES: readonly string[] = ['de', 'do', 'da', 'dos', 'das', 'del', 'di', 'du', 'la', 'le', 'les', 'sur', 'am', 'im', 'an', 'der', 'ob', 'en'];
const TOWN_PARTICLE = String.raw`(?:${TOWN_PARTICLES.join('|')})\s+`;
const EU_POSTCODE_TOWN = String.raw`(?:[A-Z]{1,2}-)?(?:\d{3}\s\d{2}|\d{4}-\d{3}|\d{4,5}|\d{2}-\d{3})\s+(?!\d)${PLACE_WORD_EU}(?:\s+(?:${TOWN_PARTICLE})?${PLACE_WORD_EU}){0,3}`;
/** One comma-separated part after the street: a unit, a town (with its state, ZIP or postcode), a postcode, a ZIP. */
// Dublin's postal districts follow the town's name ("4 Grand Canal Quay, Dublin 2", "Dublin 6W"), h21attr.
// An urban district numbered after its word ("District 1", "Ward 5", "Sector 15") is a part as a Dublin district is
// (Vietnamese, Indian addresses); a city of four words ("Ho Chi Minh City") a town (h22s24p).
// A country written with its article as an address's last part: "…, Amsterdam, the Netherlands", "…, the Philippines"
// (h28a34); only a listed country after "the".
const COUNTRY_WITH_ARTICLE = String.raw`the\s{1,3}(?:${longestFirstAlternation(COUNTRIES)})`;
/**
 * A country written in its state's style after a town's comma: "Sakhir, Kingdom of Bahrain", "Encarnación, Republic of
 * Paraguay" (C27's town and country, the polity's words inside; issue 18, h75t57 and h94at). Optional; bounded.
 */
export const POLITY_STYLE = String.raw`(?:(?:Republic|Kingdom|Principality|Sultanate|Federation|Commonwealth)\s{1,3}of\s{1,3}(?:the\s{1,3})?)?`;
/** An address's part that opens on a polity's words: the country so written is the part ("…, Kingdom of Bahrain"). */
const POLITY_OPENS = /(?:the\s{1,3})?(?:Republic|Kingdom|Principality|Sultanate|Federation|Commonwealth)\s{1,3}of\s/y;
let polityCountryPart: RegExp | undefined;
const URBAN_DISTRICT = String.raw`(?:District|Ward|Sector|Precinct)\s{1,3}\d{1,2}(?![A-Za-z0-9])`;
/**
 * One part, as code reads it after the street (`partsEnd`): the country with its article and the town's forbidden first
 * words are read after the match, so neither list is written into the pattern once per place a part may stand.
 */
// The US capital's district written with points, "Washington, D.C. 20004", is a part with its ZIP: read as a town, it
// stopped at "D" (review hrev46's Left, h62names).
/** The district's abbreviation with its points ("D.C.", "D. C."); place-names.ts reads it after "Washington" in running text. */
export const DC_POINTED = String.raw`D\.\s?C\.`;
const DISTRICT_OF_COLUMBIA = String.raw`${DC_POINTED}(?:\s+${ZIP})?`;
const PART = new RegExp(String.raw`(?:Dublin\s{1,3}\d{1,2}W?(?![A-Za-z0-9])|${URBAN_DISTRICT}|${UNIT}|${DISTRICT_OF_COLUMBIA}|(?<town>${PLACE_WORD}(?:\s+(?!(?:${AU_STATE})\s+\d)${PLACE_WORD}){0,3}(?:${TOWN_CODE}|(?:\s+[A-Z]{2})?(?:\s+(?:${ZIP}|${POSTCODE_SOURCE}))?))|${POSTCODE_SOURCE}|${ZIP})(?![A-Za-z0-9])`, 'y');
/** The country part, compiled the first time a part starts with "the" (its list is 1,900 characters). */
let countryPart: RegExp | undefined;
/**
 * The street: a house number and up to three words before a street word, and the direction North American streets
 * take after it ("2250 Steeles Avenue West,", and a whole word before a bracket or the sentence's end: "at 200 Queen
 * Street West (the "Arena")", issue 18, h111att); a PO box; "Broadway" alone.
 */
// A unit, lot or plot number may stand before the house number's place with no comma: "Unit 7 Brindley Park,
// Wolverhampton WV10 6QE", "Lot 7 Ridge Road, Kiama NSW 2533" (h21attr); the word is the address's first.
const STREET = String.raw`(?:(?:(?:Unit|Lot|Plot)\s{1,3}|(?<!\b(?:Clause|Section|Schedule|Article|Paragraph|Annex|Appendix|Part|Exhibit|No\.?|Number)\s{1,64}))\d{1,6}[A-Za-z]?(?:-\d{1,6})?,?\s+(?:(?!(?:Clause|Section|Schedule|Article|Paragraph|Annex|Appendix|Part|Exhibit)\b)(?:${PLACE_WORD}|\d{1,3}(?:st|nd|rd|th))\s+){0,3}(?:${STREET_WORDS.join('|')})\.?(?:\s+(?:(?:North|South|East|West)(?=\s{0,3}[,(]|\.(?!\w)|$)|(?:N\.?|S\.?|E\.?|W\.?|NE|NW|SE|SW)(?=,)))?|\d{1,6}\s+Broadway|P\.?\s?O\.?\s+Box\s+\d{1,6}(?:-\d{5}(?!\d))?)(?![A-Za-z])`;
/** "Unit 7, Castle Park": a unit before a named place needs no house number. */
const UNIT_FIRST = String.raw`${UNIT},\s+${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2}`;
/**
 * A floor, suite or unit written before the numbered street, after a comma: "Level 9, 60 Clarence Street, Sydney NSW
 * 2000", "Suite 4, 12 King Street" (Australian and other drafting; issue 18, h29a38): the address starts with the unit,
 * as it does before a named place (`UNIT_FIRST`).
 */
const UNIT_BEFORE_STREET = String.raw`(?:Suite|Level|Floor|Unit|Shop)\s{1,3}\d{1,3}[A-Za-z]?,\s{1,3}${STREET}`;
/**
 * A French (Belgian, Swiss, Luxembourg) street: the house number first, then the kind in small letters as French writes
 * it, then the name ("12 rue de la République", "45 quai Saint-Antoine", "8 bis avenue Foch"); an address only before
 * its postcode and town ("…, 69002 Lyon"), as a form no sentence has (issue 18, h29a38). The kind may be capitalised,
 * as letterheads and translations write it ("4 Quai de l'Ancienne Douane, 97320 Saint-Laurent-du-Maroni": its house
 * number and postcode were read as two Numbers; set 93's cause 7, issue 18, h119a93): the postcode and town still bound it.
 */
const FRENCH_STREET = String.raw`\d{1,4}(?:\s(?:bis|ter))?,?\s{1,3}(?:[Rr]ue|[Qq]uai|[Aa]venue|[Bb]oulevard|[Bb]d|[Pp]lace|[Aa]llée|[Cc]hemin|[Ii]mpasse|[Cc]ours|[Rr]oute|[Vv]oie|[Ss]quare|[Pp]assage)\s{1,3}(?:${STREET_PARTICLE}){0,2}(?:[ld]['’])?${PLACE_WORD_EU}(?:\s{1,3}(?:${STREET_PARTICLE}){0,2}(?:[ld]['’])?${PLACE_WORD_EU}){0,3}`;
/**
 * A North American address on a numbered highway: "5100 Interstate 20", "1200 Highway 61", "300 State Route 9" — the
 * house number, the road's kind and its number, then a comma (issue 18, h29a38; before, "1200 Highway" ended the street).
 */
const HIGHWAY_STREET = String.raw`\d{1,6}\s{1,3}(?:Interstate|Highway|Hwy\.?|Route|(?:State|US|U\.S\.|County|Farm\s{1,3}to\s{1,3}Market)\s{1,3}(?:Highway|Route|Road))\s{1,3}\d{1,4}(?=,)`;
/** US state and Canadian province codes, as a postal address writes them before the ZIP or postal code. */
const STATE_CODES = 'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|QC|BC|AB';
/**
 * A town line standing alone, as a form's address lines are written: "Beverly Hills CA 90210", "Memphis TN __45678"
 * (a form's blank may sit before the ZIP), "Leeds LS1 4AP". A state code with a ZIP, or a postcode, makes it an address.
 */
// An Australian town line, its state's code and four-digit postcode after the town: "Mudgee NSW 2850", "of Port Augusta
// SA 5700" (a preamble's party "of" its town): the code then the postcode is the form, the town need not be listed.
// Not a company's "SA" (a form in capitals): a postcode follows no legal form (h26s30a). The postcode in its state's
// own range (Australia Post: NSW 1-2, ACT 02/26/29, VIC 3/8, QLD 4/9, SA 5, WA 6, TAS 7, NT 08): "the Building Code
// ACT 2004" or "Holdings SA 2024" end in a year, no postcode of that state (review hrev19).
const AU_STATE_POSTCODE = String.raw`(?:NSW\s{1,3}[12]\d{3}|ACT\s{1,3}(?:02|26|29)\d{2}|VIC\s{1,3}[38]\d{3}|QLD\s{1,3}[49]\d{3}|SA\s{1,3}5\d{3}|WA\s{1,3}6\d{3}|TAS\s{1,3}7\d{3}|NT\s{1,3}08\d{2})`;
const townLine = (town: string): string => String.raw`${town}${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2},?\s+(?:(?:${STATE_CODES})[\s_]+${ZIP}|${AU_STATE_POSTCODE}(?![\d.,:/-]?\d)|${POSTCODE_SOURCE})(?![A-Za-z0-9])`;
/**
 * An address by its form: the street (or a unit first, or a town line), then up to five parts, each after a comma
 * (or a form's single underscore: "45 Rockefeller Plaza_Suite 900").
 */
/** A continental street then a large city with no postcode: "Lindenstraße 12, Munich", "Keizersgracht 221, Amsterdam" (h22s22p). */
const EU_CITY = String.raw`(?:${longestFirstAlternation(CITIES)})(?![${NAME_LETTERS}0-9])`;
// A continental street written with its kind as a word of its own, before the name ("Avenida Apoquindo 3200", "Via Roma
// 5") or after it ("Masarykovo náměstí 4"), is an address before any town ("…, Hranice", "…, Las Condes, Santiago";
// h24s26a). Not a kind read off a word's end: "Offering 2, Phase 3" ends in "ring" as "Kaiserring" does.
// Baltic streets put an abbreviated kind after the name: Lithuanian "Gedimino pr. 21" (prospektas), "Pilies g. 4" (gatvė),
// Latvian "Brīvības iela 21", Estonian "Pärnu mnt. 10" (maantee), "Narva mnt 5" (h28s35a).
const EU_STREET_WORDED = String.raw`(?:[${NAME_CAPITAL_LETTERS}]${EU_LETTER}{1,30}\s+(?:náměstí|nábřeží|třída|pr\.|g\.|iela|mnt\.?|pst\.)|${STREET_KIND_FIRST})\s+${HOUSE_NUMBER_MARK}\d{1,5}[a-z]?(?:[-/]\d{1,5})?`;
/**
 * A one-word continental street whose ending no English word has ("Strandgata 12", "Storgaten 14", "Cartesiusweg 90",
 * "Stationsstraat 88", "Lindenstraße 4", "Nørregade 8"): with its house number it is an address without a postcode,
 * before a town after a comma ("Strandgata 12, Hafnarfjörður") or alone ("the depot at Cartesiusweg 90"). The
 * endings an English word may have ("ring", "gate", "tie", "kade") need the postcode (`EU_STREET`; h28s35a).
 */
const EU_DISTINCT_END = String.raw`(?:straße|strasse|straat|weg|gasse|gatan|gata|gaten|gade|gaden|vej|vejen|veien|vägen|gracht|laan|plein|katu|ulica)`;
const EU_STREET_DISTINCT = String.raw`[${NAME_CAPITAL_LETTERS}]${EU_LETTER}{1,40}${EU_DISTINCT_END}\s+${HOUSE_NUMBER_MARK}\d{1,5}[a-z]?(?:[-/]\d{1,5})?(?![\dA-Za-z])`;
// A town's words may be joined by its particles ("Calle Duarte No. 8, San Francisco de Macorís", "…, San Juan de la
// Maguana"): cut at "de", the address lost the town's end (issue 18, h93at, set 71).
const euTown = (town: string): string => String.raw`${town}${PLACE_WORD_EU}(?:\s{1,3}(?:${TOWN_PARTICLE}){0,2}${PLACE_WORD_EU}){0,2}(?![${NAME_LETTERS}0-9])`;
/**
 * A building's or a street's name with no number before the rest of an address: "Elm House, 22 Abbey Road, Leeds LS1
 * 4AB", "Calder Road, Halifax HX3 0PW", "Market Hall, Fenwold PE21 6AA", "Brook Farm, Mill Lane, Ely CB7 4AA" (British
 * public bodies' and landowners' addresses; h24s26a).
 * One or two such names, then a numbered street or a town line with its postcode, which the form needs.
 */
const namedLead = (town: string): string => String.raw`${town}${PLACE_WORD}(?:\s${PLACE_WORD}){0,2}\s(?:${[...STREET_WORDS, ...BUILDING_WORDS].join('|')}|Farm|Cottage|Lodge|Manor|Mill)\.?,\s{1,3}`;
/**
 * A rural address on a numbered road at its kilometre post, as Latin American drafting writes it: "Ruta Provincial 94 km
 * 12, Tunuyán", "Carretera Federal 15 km 3.5, Culiacán", "Rodovia BR-116 km 45, Registro" (h27s32a). The road's kind,
 * perhaps its level, its number, "km" and the post, then the town after a comma.
 */
const ROAD_AT_KM = String.raw`(?:Ruta|Carretera|Rodovia|Autopista|Camino|Route)\s{1,3}(?:(?:Nacional|Provincial|Federal|Estadual|Estatal|Departamental|National|Provincial)\s{1,3})?(?:[A-Z]{1,3}-)?\d{1,4},?\s{1,3}(?:km|Km|KM)\.?\s{0,2}\d{1,4}(?:[.,]\d{1,3})?`;
/**
 * A Japanese address by its form: the block numbers joined by hyphens, the district, then a ward, city or county with its
 * suffix and the city after a comma ("2-4-10 Nishiki, Naka-ku, Nagoya", "1-1 Aa-cho, Bb-shi, Cc"), as Japanese parties
 * write their address in English (h28a34; the intro's reading is `looksLikeAddress`'s). The suffixed part is required.
 */
const JAPANESE_BLOCKS = String.raw`\d{1,4}(?:-\d{1,4}){1,2}\s{1,3}${PLACE_WORD_EU}(?:,\s{1,3}[A-Z][a-z]{1,30}-(?:ku|shi|cho|machi|gun|mura|ken)){1,3}`;
/** The start of an address by form: one of its ten shapes, with `town` standing where a town's first word may not be listed. */
function formHead(town: () => string): string {
  return String.raw`(?<![${NAME_LETTERS}0-9])(?:${ROAD_AT_KM},\s{1,3}${euTown(town())}|${namedLead(town())}(?:${namedLead(town())})?(?:${STREET}|${townLine(town())})|${EU_STREET},\s+(?:${EU_POSTCODE_TOWN}(?![A-Za-z0-9])|${EU_CITY})|${EU_STREET_WORDED},\s+(?:${URBAN_DISTRICT}|${euTown(town())})|${EU_STREET_DISTINCT}(?:,\s+${euTown(town())})?|${JAPANESE_BLOCKS}|${NAMED_STREET_POSTCODE_TOWN}|${FRENCH_STREET},\s{1,3}${EU_POSTCODE_TOWN}(?![A-Za-z0-9])|${UNIT_BEFORE_STREET}|${HIGHWAY_STREET}|${STREET}|${UNIT_FIRST}|${townLine(town())})`;
}
/**
 * The candidates: each place a town starts is an empty group (`d`: its index), and `townsAllowed` reads the word there.
 * Without the lookahead the pattern matches wherever the whole one does and more; where its first match holds no listed
 * word it is the whole pattern's first match too.
 */
let marks = 0;
const FORM_HEAD = new RegExp(formHead(() => `(?<t${marks++}>)`), 'gd');
/**
 * The head, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes its run
 * source (short runs written once, word boundaries, group ends), which addressesByForm runs, so the process rewrites
 * none of its 22,000 characters (bench/log.md, "The cold classify, part 21").
 */
export function addressFormPatterns(): readonly RegExp[] {
  return [FORM_HEAD];
}
/** The head with the lookahead written in, at one position: compiled only when a candidate's town is a listed word. */
let formHeadChecked: RegExp | undefined;

/** Whether a listed word (NOT_A_TOWN_START) starts at `at`. */
function listedAt(text: string, at: number): boolean {
  NOT_A_TOWN_AT.lastIndex = at;
  return NOT_A_TOWN_AT.test(text);
}

/** Whether no town the candidate marks starts with a listed word. */
function townsAllowed(text: string, m: RegExpExecArray): boolean {
  for (const at of Object.values(m.indices?.groups ?? {})) if (at && listedAt(text, at[0])) return false;
  return true;
}

/** A part's separator: a comma and blanks, or (after the street) a form's single underscore before a capital. */
const PART_SEPARATOR = /,\s+|_(?=[A-Z])/y;
const COMMA_SEPARATOR = /,\s+/y;

/**
 * Where up to five parts after `at` end, each after its separator. The pattern this replaces, `(?:sep PART){0,5}` at a
 * match's end, took each part's first match and stopped at the first that failed (nothing follows it to backtrack for):
 * so does this loop. A town whose first word is listed is no part, and no other part's form starts with a letter
 * followed by a second letter, a blank or a sign, so the part fails; a part that starts with "the" can only be a country.
 */
function partsEnd(text: string, at: number, separator: RegExp): number {
  for (let i = 0; i < 5; i++) {
    separator.lastIndex = at;
    const sep = separator.exec(text);
    if (!sep) break;
    const begin = at + sep[0].length;
    let part: RegExpExecArray | null;
    POLITY_OPENS.lastIndex = begin;
    if (POLITY_OPENS.test(text)) {
      polityCountryPart ??= new RegExp(String.raw`(?:the\s{1,3})?${POLITY_STYLE}(?:${longestFirstAlternation(COUNTRIES)})(?![A-Za-z0-9])`, 'y');
      polityCountryPart.lastIndex = begin;
      part = polityCountryPart.exec(text);
    } else if (text.startsWith('the', begin)) {
      countryPart ??= new RegExp(String.raw`${COUNTRY_WITH_ARTICLE}(?![A-Za-z0-9])`, 'y');
      countryPart.lastIndex = begin;
      part = countryPart.exec(text);
    } else {
      PART.lastIndex = begin;
      part = PART.exec(text);
      if (part?.groups?.town !== undefined && listedAt(text, begin)) part = null;
    }
    if (!part) break;
    at = begin + part[0].length;
  }
  return at;
}

/**
 * A unit in a named estate or park, then the estate's numbered street: "Unit 3, Silverton Business Park, 21 Derdepoort
 * Road, Pretoria", "Suite 4, Harbour Centre, 12 Quay Street" (South African and British drafting of an office or works
 * address). The unit and its estate head the address; the street after them is one more part of it, not an address of
 * its own (C27: a postal address is one Location; issue 18, h32a43). Only after a head that is a unit and capitalised
 * words with no number of their own, so two numbered streets in a row ("12 High Street, 14 Mill Lane") stay two.
 */
const UNIT_AND_ESTATE = new RegExp(String.raw`^${UNIT},\s{1,3}${PLACE_WORD}(?:\s{1,3}${PLACE_WORD}){0,3}$`);
const STREET_PART = new RegExp(String.raw`,\s{1,3}${STREET}`, 'y');
/** Where the head ends, with the numbered street after a unit and its estate (UNIT_AND_ESTATE) if one follows. */
function streetAfterUnit(text: string, begin: number, headEnd: number): number {
  if (headEnd - begin > 80 || !UNIT_AND_ESTATE.test(text.slice(begin, headEnd))) return headEnd;
  STREET_PART.lastIndex = headEnd;
  const street = STREET_PART.exec(text);
  return street ? headEnd + street[0].length : headEnd;
}

/** The addresses by form (the head, then its parts), as `matchAll` of the one pattern they were would find them. */
function addressesByForm(text: string): Span[] {
  const out: Span[] = [];
  // The head as the prefilter runs it (its run source, the build's; its own lastIndex left as it is).
  const head = runnable(FORM_HEAD);
  head.lastIndex = 0;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    let headEnd = m.index + m[0].length;
    if (!townsAllowed(text, m)) {
      formHeadChecked ??= new RegExp(formHead(() => NOT_A_TOWN), 'y');
      formHeadChecked.lastIndex = m.index;
      const checked = formHeadChecked.exec(text);
      if (!checked) {
        head.lastIndex = m.index + 1;
        continue;
      }
      headEnd = m.index + checked[0].length;
    }
    const end = partsEnd(text, streetAfterUnit(text, m.index, headEnd), PART_SEPARATOR);
    out.push({ begin: m.index, end });
    head.lastIndex = end;
  }
  return out;
}

/**
 * The four-digit postcode's address, read on its own: one more alternative in BY_FORM made V8 run that pattern ten to a
 * hundred times slower on a run of "Aa 1, " (80,000 characters 2 ms → 200 ms), as a pattern past the size V8 compiles
 * is interpreted (h28s35a). The parts after the town as BY_FORM reads them.
 */
const FOUR_DIGIT_ADDRESS = new RegExp(String.raw`(?<![${NAME_LETTERS}0-9])${NAMED_STREET_FOUR_DIGIT_TOWN}`, 'g');
/** Cheap test: only a clause with a number before a capitalised word, a unit, a box, a state code and ZIP or a postcode can hold an address by form. */
// Or a distinct continental street's ending before its number ("at Cartesiusweg 90 before …").
const MAY_HOLD = new RegExp(String.raw`\d,?\s+[${NAME_CAPITAL_LETTERS}]|\b(?:Suite|Unit|Box|Plot)\b|\b[A-Z]{2,3}[\s_]+\d{4,5}|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|${EU_DISTINCT_END}\s+\d`);

/** The words of a preamble that introduce an address, up to the address itself. */
const ADDRESS_INTRO = /\b(?:whose\s+(?:registered\s+|principal\s+|head\s+)?(?:office|offices|place\s+of\s+business|address)\s+is\s+(?:at\s+|situated\s+at\s+)?|(?:with|having)\s+(?:its\s+|their\s+)?(?:registered\s+|principal\s+|head\s+)?(?:office|offices|place\s+of\s+business|address)\s+(?:at|is\s+at|is)\s+|(?:located|situated|residing|domiciled)\s+at\s+)/gi;
/** Where an address in running text stops: an alias in brackets, `;`, "hereinafter", " and " before the next party, a sentence end. */
// A register's number after the address ("…, 602 00 Brno, Company ID No. 12345678") is the party's, not the place's (h24s26a).
// Civil-law preambles name the party's representative after its address ("…, Las Condes, Santiago, represented by its
// general manager …"): the representative is no part of the place (h27a33).
const ADDRESS_END = /\s*(?:\(|;|,?\s*hereinafter\b|,\s*(?=represented\s+by\b)|,?\s+and\s+(?=[A-Z])|,\s*(?=(?:Company\s+(?:ID|Reg(?:istration|\.)?|No\.?|Number)|Registration\s+No|Tax\s+ID|VAT\s+(?:No|Number)|ID\s+No)\b)|\.\s+[A-Z]|\.?\s*$|")/g;

/** Postcodes with single digits: UK ("LS1 4AP") and Canada ("K1A 0B1"). */
const POSTCODE = new RegExp(String.raw`\b${POSTCODE_SOURCE}\b`);

/** An address line has a number of two digits or more (suite, postcode), a postcode, or opens with a street number. */
export function looksLikeAddress(s: string): boolean {
  // A Japanese address opens with its block numbers joined by hyphens ("2-6-1 Marunouchi, Chiyoda-ku, Tokyo"; h27a33).
  return (/\d{2,}/.test(s) || POSTCODE.test(s) || /^\d{1,5}[A-Za-z]?(?:-\d{1,4}){0,2}\s+[A-Z][a-z]/.test(s)) && /[A-Za-z]{2,}/.test(s) && s.length <= MAX_ADDRESS
    && !/\b(?:days?|months?|years?|percent|per\s+cent|article|clause|section|schedule|page)\b|%/i.test(s);
}

/** An address introduced in running text: where the intro starts and the address it introduces. */
export interface IntroducedAddress extends Span {
  /** Where the introducing words ("whose registered office is at") begin. */
  intro: number;
}

/** The addresses `text` introduces with "whose registered office is at", "with offices at", "located at", .... */
export function introducedAddresses(text: string): IntroducedAddress[] {
  const out: IntroducedAddress[] = [];
  for (const m of matchesOf(ADDRESS_INTRO, text)) {
    const span = addressSpan(text, m.index + m[0].length);
    if (span) out.push({ intro: m.index, ...span });
  }
  return out;
}

/** An address is shorter than this (`looksLikeAddress`): the search for its end reads no further. */
const MAX_ADDRESS = 160;

/**
 * An address with no number at all, as Indian, Nepali and Scottish preambles write one after its introducing words: a
 * named street or house, then its places after commas ("residing at Aa House, Bb, Cc, Kerala", "having its registered
 * office at M.G. Road, Kochi", ", of Harbour Road, Brodick, represented by …"; h28s35a). The street's or the building's
 * word ends the first part; one to four places follow. Bounded words: linear.
 */
const NAMED_PLACE_WORD = String.raw`\p{Lu}[\p{L}\p{M}.'’-]{0,30}`;
const NAMED_PLACE_ADDRESS = new RegExp(String.raw`^(?:${NAMED_PLACE_WORD}\s){1,3}(?:${[...STREET_WORDS, ...BUILDING_WORDS].join('|')})\.?(?:,\s{1,3}${NAMED_PLACE_WORD}(?:\s${NAMED_PLACE_WORD}){0,2}){1,4}$`, 'u');
/** The address that starts at `begin`, up to the first stop. */
function addressSpan(text: string, begin: number): Span | undefined {
  // A window, not the rest of the text: an intro repeated through a long element would reread it (quadratic).
  const window = text.slice(begin, begin + MAX_ADDRESS + 40);
  const cut = begin + window.length < text.length;
  ADDRESS_END.lastIndex = 0;
  let end = window.length;
  for (let m = ADDRESS_END.exec(window); m; m = ADDRESS_END.exec(window)) {
    // A stop inside a number ("Ste. 3600") or an abbreviation ("W. Plano") does not end the address.
    if (m[0].startsWith('.') && /\b[A-Z][a-z]{0,3}$/.test(window.slice(0, m.index))) continue;
    // The window's end is not the text's: no stop found within it.
    if (cut && m.index + m[0].length === window.length && !/^\s*(?:\(|;|")/.test(m[0])) return undefined;
    end = m.index;
    break;
  }
  const raw = window.slice(0, end).replace(/[\s,]+$/, '');
  return looksLikeAddress(raw) || NAMED_PLACE_ADDRESS.test(raw) ? { begin, end: begin + raw.length } : undefined;
}

/**
 * A lower-case word an address does not hold: a clause's word, not a particle ("of", "de") or a unit's word, which
 * translated addresses write in lower case ("Avenida Apoquindo 3721, floor 9, Las Condes"; h27a33).
 */
const LOWER_CASE_WORD = /(?:^|[\s,])(?!(?:of|and|upon|on|de|des|du|la|le|les|del|della|di|do|da|dos|das|van|von|der|den|floor|suite|unit|level|room|flat|apartment|office|building|block)\b)[a-z]/;

/**
 * A party's address after ", of" in a preamble: "Hamble Point Yacht Charters Ltd, company number 07734219, of Port Hamble
 * Marina, Satchell Lane, Hamble-le-Rice, Southampton SO31 4QD (…)", "THE CHAPTER OF …, of The Close, Norwich NR1 4DH (the
 * "Chapter")" (English and New Zealand drafting, h27a33). The comma before "of" makes it a party's detail, not a name's
 * "of"; the words up to the alias must be an address's (`looksLikeAddress`: a number or a postcode; no clause word).
 */
const OF_ADDRESS = /,\s{1,3}of\s+(?=(?:The\s+)?[A-Z0-9])/g;

/** Longest address read as a Location: an intro's span longer than this ran on into the clause. */
const MAX_PLACE = 120;

/** The addresses after ", of" (OF_ADDRESS) that end at a stop and read as an address. */
function ofAddresses(text: string): Span[] {
  const out: Span[] = [];
  if (text.includes(', of ')) for (const m of matchesOf(OF_ADDRESS, text)) {
    const span = addressSpan(text, m.index + m[0].length);
    if (span && !MONTH_FIRST.test(text.slice(span.begin, span.end))) out.push(span);
  }
  return out;
}
/** "…, of 12 July 2027 (…)": a date, not a place. */
const MONTH_FIRST = /^\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** A street whose kind comes first ("Str. Lungă nr. 8", "Calle Mayor 15"): continental drafting may write the town before it. */
const KIND_FIRST_AT = new RegExp(`^${STREET_KIND_FIRST}`);
/** The town and its comma right before such a street, after "in" or "at" ("registered office in Aa, Str. …"). */
/** A postcode and its town after the street: the address names its own town ("ul. Aa 1, 31-155 Bb"). */
const POSTCODE_TOWN_PART = new RegExp(String.raw`,\s+${EU_POSTCODE_TOWN}`);
const TOWN_BEFORE_STREET = new RegExp(String.raw`(?<![A-Za-z])((?:in|at)\s{1,3})(?:${NOT_A_TOWN}${PLACE_WORD_EU}(?:\s${PLACE_WORD_EU}){0,2}),\s{1,3}$`);
/**
 * Romanian, Spanish and other continental drafting may name the town first, then the street, its number and the county or
 * sector ("with its registered office in Aa, Str. Bb nr. 8, Aa County"): the town is the address's first part, one place
 * with the rest (h28a34). Only before a street whose kind comes first, the town after "in" or "at", and where the street's
 * parts name no postcode and town of their own: "in Aa, ul. Bb 1, 31-155 Aa" keeps the town apart, a place of its own
 * (set 20 labels it so). A window of 80 characters before the street: linear.
 */
function withTownBefore(text: string, span: Span): Span {
  const words = text.slice(span.begin, span.end);
  if (span.begin < 5 || !KIND_FIRST_AT.test(words) || POSTCODE_TOWN_PART.test(words)) return span;
  const from = Math.max(0, span.begin - 80);
  const town = TOWN_BEFORE_STREET.exec(text.slice(from, span.begin));
  // The town starts after "in" or "at" and the blanks after it.
  return town ? { begin: from + town.index + town[1].length, end: span.end } : span;
}

/**
 * The postal addresses of one element, as places: after an introducing phrase when their words are an address's
 * (capitalised words, numbers, commas; no ordinary lower-case words), and by their form. Non-overlapping, by begin.
 */
export function findAddresses(text: string): Span[] {
  // An introduced address first: it holds what the form finds inside it ("Mercer House, Dock Road, Hull HU1 2AB").
  // Both lists come in text order, so each overlap test looks at the latest introduced address only (linear).
  const introduced: Span[] = [];
  for (const a of [...introducedAddresses(text), ...ofAddresses(text)].sort((x, y) => x.begin - y.begin)) {
    const words = text.slice(a.begin, a.end);
    if (a.end - a.begin > MAX_PLACE || LOWER_CASE_WORD.test(words)) continue;
    const last = introduced[introduced.length - 1];
    if (!last || last.end <= a.begin) introduced.push({ begin: a.begin, end: a.end });
  }
  // "Rua das Acácias, 210, Curitiba": a street whose number stands between commas, unless an introduced address holds it.
  if (text.includes(',')) for (const m of matchesOf(KIND_FIRST_COMMA_NUMBER, text)) {
    const span = { begin: m.index, end: m.index + m[0].length };
    if (!introduced.some((a) => a.begin < span.end && span.begin < a.end)) introduced.push(span);
  }
  introduced.sort((a, b) => a.begin - b.begin);
  const out: Span[] = [...introduced];
  if (MAY_HOLD.test(text)) {
    let k = 0;
    const taken = new Uint8Array(text.length);
    for (const a of introduced) taken.fill(1, a.begin, a.end);
    for (const span of addressesByForm(text)) {
      while (k < introduced.length && introduced[k].end <= span.begin) k++;
      if (k < introduced.length && introduced[k].begin < span.end) continue;
      const found = withTownBefore(text, span);
      taken.fill(1, found.begin, found.end);
      out.push(found);
    }
    // A street before a four-digit postcode, where no other address holds it; its town no common word ("Lot 5, 2500 Units").
    // The search goes on after the parts, as it did when they were in the pattern.
    FOUR_DIGIT_ADDRESS.lastIndex = 0;
    if (/\d,\s{1,3}\d{4}\s/.test(text)) for (let m = FOUR_DIGIT_ADDRESS.exec(text); m; m = FOUR_DIGIT_ADDRESS.exec(text)) {
      const town = m.groups?.fourTown ?? '';
      const end = partsEnd(text, m.index + m[0].length, COMMA_SEPARATOR);
      FOUR_DIGIT_ADDRESS.lastIndex = end;
      if (isCommonEnglishWord(town.toLowerCase(), 20) || taken.subarray(m.index, end).includes(1)) continue;
      taken.fill(1, m.index, end);
      out.push({ begin: m.index, end });
    }
  }
  return out.sort((a, b) => a.begin - b.begin);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function addressesRunPatterns(): readonly RegExp[] {
  return [ADDRESS_INTRO, KIND_FIRST_COMMA_NUMBER, OF_ADDRESS];
}
