/**
 * Organizations, locations and persons by their form: a capitalised phrase ending in a company suffix or
 * an institution head, a listed place, a courtesy title or a signature-block label before a name.
 */
import {
  ACTIVITY_HEADS, CITIES, CITY_FACILITIES, COMPANY_SUFFIXES, COUNTRIES, FORMS_BEFORE_NAME, FOR_TAIL_HEADS, POST_SOVIET_FORMS, INSTITUTION_HEADS, KNOWN_BODIES, REGULATOR_INITIALS, LEGAL_FORM_MAX_WORDS, LOCAL_GOVERNMENT_WORDS, NUMBERED_COMPANY_PLACES, PERSON_TITLES, ROMANCE_BODY_HEADS,
  MEXICAN_STATES, PLACES, POST_TITLES, POST_WORDS, STATES,
} from './gazetteer.js';
import { NAME_WORD_MAX, type Span } from './text.js';
import { longestFirstAlternation } from '../../common/regexp.js';
import { isCommonEnglishWord } from '../../common/lexicon/english.js';
import { ROLE_WORDS } from './roles.js';
import { MONTH_NAME, WEEKDAY_NAME, WITNESS_LINE } from './recognizers.js';
import { BUILDING_WORDS, STREET_WORDS } from './addresses.js';
import { placesInPosition } from './place-positions.js';
import { isPersonName } from './person-names.js';
import { foldedForPrefilter, mayMatch } from '../../common/regex-prefilter.js';

export interface NameSpan extends Span {
  type: 'Organization' | 'Location' | 'Person';
}

const alt = longestFirstAlternation;

/** Suffixes as written and in capitals ("ACME, INC."). */
const SUFFIXES = [...new Set([...COMPANY_SUFFIXES, ...COMPANY_SUFFIXES.map((s) => s.toUpperCase())])];
// A dotted form may stand in brackets after the name, as Egyptian and Latin American drafting in English writes it
// ("Nile Delta Spinning Company (S.A.E.)", "Grupo Lumen (S.A.)"): the brackets are the form's, and a name cut before
// them lost it. Undotted ones are left out: "Acme Pty Ltd (SA)" brackets a state.
const ONE_SUFFIX = `(?:${alt(SUFFIXES)}|\\((?:${alt(SUFFIXES.filter((s) => s.includes('.') && !s.startsWith('(')))})\\))`;
/**
 * A legal form may take several words, each itself a suffix ("Pty Ltd", "Co Pty Ltd", "Company Limited"), a comma
 * between them too before any but "Company"/"Co" ("Kimura Trading Co., Ltd.": a comma before "Company" starts a
 * clause, "Acme Ltd, Company shall").
 */
const SUFFIX = `${ONE_SUFFIX}(?:(?:\\s+|,\\s+(?!(?:Company|Co)\\b))${ONE_SUFFIX}(?![\\p{L}])){0,${LEGAL_FORM_MAX_WORDS - 1}}`;
const HEAD = `(?:${alt([...INSTITUTION_HEADS, ...ACTIVITY_HEADS, ...FOR_TAIL_HEADS])})`;
const FOR_TAIL = new Set(FOR_TAIL_HEADS);
const INSTITUTION_HEAD_SET = new Set(INSTITUTION_HEADS);
const FOR_A_PARTY = new RegExp(`^\\s+for\\s+(?:the\\s+)?(?:${ROLE_WORDS.join('|')})s?\\b`);
const ACTIVITY = new Set(ACTIVITY_HEADS);
/**
 * A capitalised word that is not itself a suffix (so "A Ltd and B LLC" stays two names), in letters of any script:
 * "Saltbush Café Pty Ltd", "ÉRABLIÈRE DU HAUT-RICHELIEU INC.", "Tūī Ridge Orchards Limited" (ASCII letters alone cut
 * such a name at its first accent, or found none).
 */
// A suffix word joined by a hyphen is a word of the name, not its legal form: "Nyandarua Dairy Farmers Co-operative
// Society Limited" (read "Co" as the form, the name restarted at "Operative").
// A word's length is bounded (NAME_WORD_MAX): one hyphenated run "AB-AB-…" of 64,000 characters took 1.8 s.
const CAP = `(?!(?:${alt(SUFFIXES)})(?![\\p{L}\\p{N}-]))\\p{Lu}[\\p{L}\\p{M}0-9&'-]{0,${NAME_WORD_MAX}}\\.?`;
// German names join their words with "für", "und", "der", "zur" ("Institut für Hybridtechnik gGmbH"), as English ones do with
// "of"; Turkish ones with "ve" ("Anadolu Tekstil Sanayi ve Ticaret A.Ş.", "industry and trade"); Spanish and Portuguese
// ones with "del", "y", "do", "da" ("Servicios Industriales del Bajío, S.A. de C.V.", "Transportes Rocha y Hijos S.A.").
// A name in capitals may hold an en or em dash between its words ("NORTEMAR – ENGENHARIA NAVAL, LDA.", Portuguese and
// Brazilian firms): a dash with two capitals on each side joins them (h19facts); "Annex A – Acme Ltd" keeps its dash a cut.
// Portuguese and Italian ones with "e" ("and"), Portuguese and Spanish ones with "e de" / "y de" ("Banco Comercial e de
// Fomento, S.A.", "Industrias Químicas y de Plásticos, S.A.": the "of" of the second noun after "and"), h25f18b.
const JOIN = `(?:\\s+(?:(?:e|y)\\s+(?:de|do|da|dos|das|del)|of|and|&|for|de|del|la|du|da|do|dos|das|di|della|e|y|von|van|für|und|der|des|zur|ve)\\s+|(?<=\\p{Lu}\\p{Lu})\\s{1,3}[–—]\\s{1,3}(?=\\p{Lu}\\p{Lu})|\\s+)`;
/**
 * A company's name before its legal form has at most this many words: unbounded, every start in a long run of
 * capitalised words read the run to its end before failing (quadratic: 20,000 such words took 5.6 s).
 */
const NAME_MAX_WORDS = 16;
// A legal-form word joined by a hyphen to the word after it is a word, not a form: "INTERNATIONAL CO-PRODUCTION
// AGREEMENT" names no company "INTERNATIONAL CO" (h21attr).
const COMPANY = new RegExp(`(?<![\\p{L}\\p{M}])(${CAP}(?:${JOIN}${CAP}){0,${NAME_MAX_WORDS - 1}})[,]?\\s+(${SUFFIX})(?![\\p{L}]|-\\p{L})`, 'gu');
/**
 * A Canadian numbered company: its registration number, its province (or "Canada") and its legal form ("1289455 Alberta
 * Ltd.", "9123-4567 QUÉBEC INC."). The number opens the name, which no capitalised-word grammar reads.
 */
const NUMBERED_COMPANY = new RegExp(`(?<![\\p{L}\\p{N}.,-])\\d{3,10}(?:-\\d{3,5})?\\s{1,3}(?:${alt([...NUMBERED_COMPANY_PLACES, ...NUMBERED_COMPANY_PLACES.map((w) => w.toUpperCase())])})\\s{1,3}(?:${SUFFIX})(?![\\p{L}])`, 'gu');
/**
 * A qualifier of an institution may be a legal-form word ("National Company Law Tribunal" is one body) or a country's
 * dotted initials ("U.S. Food and Drug Administration").
 */
const QUALIFIER = `[A-Z](?:(?:\\.[A-Z])+\\.|[A-Za-z0-9&'-]*\\.?)`;
/**
 * An institution's name after its head: "of" or "for", then capitalised words joined by "of", "for", "and", each
 * perhaps with "the" ("Department of Economy and Tourism", "Emirates Authority for Standardization and Metrology",
 * "National Commission for the Certification of Crane Operators"). After "and" no party's role ("the Bank of England
 * and Customer shall"). At most eight words, so a run of capitals is read in linear time.
 */
// Latin letters with accents too ("Ministry of Economía", h20s20). A place joined by a hyphen is one word of the tail:
// "Court of First Instance of Douala-Bonanjo", "Regional Court of Wiener-Neustadt" (a town and its quarter, h23f16b).
const TAIL_LETTERS = '[A-ZÀ-ÖØ-Þ\\u0100-\\u017F][A-Za-zÀ-ÖØ-öø-ÿ\\u0100-\\u017F]+';
const TAIL_WORD = `${TAIL_LETTERS}(?:-${TAIL_LETTERS})?`;
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
const LIST_COMMA = `(?:,(?=\\s+(?:${LIST_WORD}\\s+){1,2}${TAIL_AND}${TAIL_WORD}(?![A-Za-zÀ-ÖØ-öø-ÿ\\u0100-\\u017F]|\\s+(?:${alt(SUFFIXES)}|${HEAD})(?![A-Za-z]))))?`;
const TAIL = `\\s+(?:of|for)\\s+(?:the\\s+)?${TAIL_WORD}(?:${LIST_COMMA}\\s+(?:(?:of|for)\\s+(?:the\\s+)?|${TAIL_AND}|${TAIL_AGAINST})?${TAIL_WORD}){0,7}`;
/**
 * A body named in Spanish, Portuguese or French, its head first (ROMANCE_BODY_HEADS): up to two capitalised words
 * qualifying the head ("Banco Central", "Banque Extérieure"), then up to eight capitalised words each joined by "de",
 * "del", "de la", "do", "da", "d'", "du", "y", "et", each perhaps of up to three words ("… de la Cámara de Comercio de Nicaragua",
 * "Banco Nacional de Costa Rica"), h26f19. A one-word head needs one
 * such join ("the Tribunal Rules" is none). Bounded words: linear.
 */
const ROMANCE_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
const ROMANCE_JOIN = String.raw`(?:\s{1,3}(?:de\s{1,3}la|de\s{1,3}los|de\s{1,3}las|del|de|do|da|dos|das|du|des|y|e|et)\s{1,3}|\s{1,3}(?:de\s{1,3}l|d)['’])`;
const ROMANCE_BODY = new RegExp(String.raw`(?<![\p{L}])(?:${alt(ROMANCE_BODY_HEADS)})((?:\s{1,3}${ROMANCE_WORD}){0,2})((?:${ROMANCE_JOIN}${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}){0,8})(?![\p{L}])`, 'gu');
const HAS_ROMANCE_HEAD = new RegExp(`(?:${alt(ROMANCE_BODY_HEADS)})`);
const INSTITUTION = new RegExp(`(?<![A-Za-z])((?:${QUALIFIER}\\s+(?:and\\s+(?=[A-Z]))?){1,5})?(${HEAD})(${TAIL})?(?![A-Za-z])`, 'g');
/**
 * A body's whole name (qualifiers then a head, or a head and its "of"/"for" tail), read against the left side of an
 * "and" inside a company match: "The Department of Health and Northwind Traders Ltd" names two parties — the right side
 * a company with its own legal form, the left a complete name of its own (h18w). A tail ending on an adjective
 * ("Institute of Electrical and Electronics Engineers, Inc.") is no complete name: the adjective qualifies the words
 * after "and", and the whole is one company.
 */
const WHOLE_BODY = new RegExp(`^(?:(?:${QUALIFIER}\\s+){1,5}${HEAD}|(?:${QUALIFIER}\\s+){0,5}${HEAD}${TAIL})$`);
/**
 * A court named with its seat after "in": Central European courts are so named in English ("the District Court in
 * Kranj", "the Municipal Court in Prague", "the Regional Court in Bratislava"); the seat is part of the name (h20facts2).
 * One or two capitalised words, no more.
 */
const COURT_HEADS: ReadonlySet<string> = new Set(['Court', 'Tribunal']);
/** A company's own board, and the office held on it right before: "President of the Management Board" (h22f15). */
const ORGAN_BOARD = /^(?:Management|Supervisory|Executive|Managing)$/;
const OFFICE_OF = /\b(?:Member|President|Vice[- ]President|Chair(?:man|woman|person)?|Secretary)\s+of\s+(?:the\s+|its\s+)?$/;
// Balkan courts are named in English with the seat right after the head, no "in": "the Basic Court Bitola", "the
// Commercial Court Belgrade", "the Basic Court Skopje 2" (a city's numbered court). Read so only where the seat ends the
// clause (a stop, comma, semicolon, colon, bracket or the text's end follows): "the Court Customer shall" names none.
// One capitalised word, perhaps a number of one or two figures; no role word, "The" or "This", nor a word
// of the court's own papers or parts ("the High Court Rules.", "the County Court Registry,") (h25f18b); nor a judge's
// title, a court's kind or a day ("the Supreme Court Justice.", "the Court Martial.", "the Crown Court Monday.", review
// hrev18).
const COURT_PAPERS = 'Rules|Registry|Registrar|Judges?|Justices?|Clerk|Martial|Building|Orders?|Fees|Procedures?|Practice|Division|Proceedings|Act|Hearing';
const COURT_SEAT = new RegExp(String.raw`^(?:\s{1,3}in\s{1,3}\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?(?![\p{L}])|\s{1,3}(?!(?:The|This|${COURT_PAPERS}|${MONTH_NAME}|${WEEKDAY_NAME}|${ROLE_WORDS.join('|')})(?![\p{L}]))\p{Lu}\p{Ll}+(?:\s{1,3}\d{1,2})?(?=\s{0,3}(?:[.,;:)]|$)))`, 'u');
const ADJECTIVE_END = /(?:al|ic|ive|ous)$/;
/** "and" or "&" between two capitalised words of a company match; the blanks before it read from where their run starts (a long run once). */
const AND_JOIN = /(?<!\s)\s+(?:and|&)\s+(?=\p{Lu})/gu;

/** Where the company match `name` splits into a body and a company after it (end of the body, start of the company), or null. */
function bodyBeforeCompany(name: string): { leftEnd: number; right: number } | null {
  // The last such "and": a body's own name may hold one ("Ministry of Trade and Industry and Kestrel Logistics GmbH").
  let split: { leftEnd: number; right: number } | null = null;
  for (const j of name.matchAll(AND_JOIN)) {
    const left = name.slice(0, j.index);
    if (WHOLE_BODY.test(left) && !ADJECTIVE_END.test(left)) split = { leftEnd: j.index, right: j.index + j[0].length };
  }
  return split;
}
/**
 * A business named without a legal form, which the preamble describes by one after a comma: "Holm Family Farms, a general
 * partnership", "Cedar Row Orchards, a Washington limited partnership", "Mesa Growers, a California cooperative
 * corporation". What is described so is a business, never a person, whatever its words. (A person is "an individual" or
 * "a sole proprietor" there: no match.) The description is found first; the name is read back from it within a bounded
 * window, anchored at the comma: linear.
 */
const DESCRIBED_FORM = /,\s{1,3}an?\s{1,3}(?:[A-Z][A-Za-z]+\s{1,3}){0,2}(?:(?:general|limited|limited\s{1,3}liability)\s{1,3}partnership|limited\s{1,3}liability\s{1,3}company|partnership|(?:nonprofit\s{1,3}|non-profit\s{1,3}|professional\s{1,3}|business\s{1,3}|co-?operative\s{1,3})?corporation|co-?operative(?:\s{1,3}(?:society|association))?|unincorporated\s{1,3}association)\b/g;
// Not from inside a dotted legal form ("Seiki K.K., a corporation", "S.A. DE C.V., a Mexican … corporation"): that
// name ends in its form and is read by COMPANY.
const NAME_BEFORE_FORM = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}.&'-])(${CAP}(?:${JOIN}${CAP}){0,7})$`, 'u');
const ROLE_NAMES = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));

/**
 * A number that opens a company's name ("3 Counties Catering Ltd", "1st Choice Homes Limited"), read only where a party's
 * name starts: the element's or a line's start, a party entry's number "(2) ", a slot word, "on behalf of" (a signing
 * line), a field's colon. Elsewhere a
 * number before a name counts or refers ("clause 3 Acme Ltd", "Unit 2 Pennine Way"). One blank after it: the name's
 * words are single-spaced. Anchored at the name, on a 24-character window: linear.
 */
const NUMBER_OPENS_NAME = /(?:^|\n|\(\d{1,2}\)\s{1,3}|\b(?:between|BETWEEN|Between|and|AND|behalf\s{1,3}of|BEHALF\s{1,3}OF)\s{1,3}|:\s{1,3})(\d{1,3}(?:st|nd|rd|th)?) $/;

/** A heading: the text holds nothing but a clause number before the name and a full stop or colon after it. */
const HEADING_BEFORE = /^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|[A-Z]\.|\([a-z0-9]{1,4}\))?\s*$/;
const HEADING_AFTER = /^\s*[.:]?\s*(?:$|[A-Z])/;
/** Capitalised words then an institution's head, right after a company match ("… Company| Law Tribunal"). */
const INSTITUTION_AFTER = new RegExp(`^(?:\\s+[A-Z][A-Za-z-]*){0,3}\\s+${HEAD}(?![A-Za-z])`);
/** Cheap tests that skip the name grammars on clauses without a suffix or head word. */
const HAS_SUFFIX = new RegExp(`(?:${ONE_SUFFIX})(?![\\p{L}])`, 'u');
const HAS_HEAD = new RegExp(HEAD);
/**
 * A signature line opening with a name then "By:" ("ACME FOUNDATION By: Jane Roe, Director"): up to ten capitalised
 * words joined by spaces, "of", "and", "&", "for", "the", a comma perhaps before "By". Anchored at the element's start.
 */
const SIGNING_BODY = /^\s*(\p{Lu}[\p{L}&'.-]{0,40}(?:(?:\s+(?:of|and|&|for|the|OF|AND|FOR|THE))?\s+\p{Lu}[\p{L}&'.-]{0,40}){0,9}),?\s+By\s*:/u;
/** An "of" tail naming a building or a street: the address of the body before it. */
const TAIL_IS_ADDRESS = new RegExp(`^\\s+of\\s+(?:the\\s+)?(?:[A-Z][A-Za-z'-]*\\s+){0,4}(?:${alt([...BUILDING_WORDS, ...STREET_WORDS.filter((w) => w.length > 3)])})$`);
/** The qualifiers before a possessive end on an institution's head ("Information Commissioner" of "…'s Office"). */
const HEAD_BEFORE_POSSESSIVE = new RegExp(`(?<![A-Za-z])(?:${alt(INSTITUTION_HEADS)})$`);
const REGULATOR_SET: ReadonlySet<string> = new Set(REGULATOR_INITIALS);
/** The capitalised word right before a body's initials, and the words that may stand so at a sentence's start. */
const CAPITALISED_BEFORE = /(?<!\p{L})(\p{Lu}[\p{L}.-]*)\s+$/u;
const FUNCTION_WORD = /^(?:The|A|An|Any|By|To|With|And|Or|Of|If|In|Under|Where|Each|Every|No|Neither|Either|Both|Nor)$/;
const BODY = new RegExp(`(?<![A-Za-z])(?:${alt(KNOWN_BODIES)})(?![A-Za-z])`, 'g');
const PLACE = new RegExp(`(?<![A-Za-z])(?:${alt(PLACES)})(?![A-Za-z])`, 'g');
/** "the State of New York", "the Commonwealth of Massachusetts": the polity's name is one place. */
// A republic's full name may qualify it: "Democratic Socialist Republic of Sri Lanka", "Islamic Republic of Pakistan",
// "United Republic of Tanzania" (set 20 labels the whole; h24s26a).
const POLITY_BEFORE = /(?:\b(?:State|Commonwealth|Province|Kingdom)|(?<![A-Za-z])(?:(?:Democratic|Socialist|Federal|Federative|Islamic|United|Arab|Bolivarian|Plurinational|Oriental|Cooperative|People's|People’s)\s+){0,3}Republic)\s+of\s+(?:the\s+)?$/;
/**
 * "San Francisco, California", "Stuttgart, Germany": a city and its state or country are one place; so is a city's
 * airport ("Manchester Airport").
 */
const CITY_NAMES = new Set(CITIES);
/** After a listed city, "and" and one capitalised word that a word in small letters follows (not a role or a body's word). */
const TOWN_JOINED_AFTER = new RegExp(`^\\s{1,3}and\\s{1,3}(?!(?:${[...ROLE_WORDS, 'Sons', 'Partners', 'Company', 'Associates', 'Brothers', 'The', 'Its', 'Their'].join('|')})\\b)(\\p{Lu}\\p{Ll}{2,30})(?=\\s{1,3}\\p{Ll})`, 'u');
/**
 * A professional firm writes its profession between its name and its legal form, each after a comma: "Brightwater &
 * Cole, CPAs, LLP", "Hale & Osei, Chartered Accountants, LLP" (h24s26a). One name, the profession included.
 */
const DESIGNATED_FIRM = new RegExp(`(?<![\\p{L}\\p{M}])(${CAP}(?:${JOIN}${CAP}){0,5}),\\s{1,3}(?:CPAs?|Chartered\\s{1,3}Accountants|Certified\\s{1,3}Public\\s{1,3}Accountants|Attorneys(?:\\s{1,3}at\\s{1,3}Law)?|Solicitors|Architects|Engineers),?\\s{1,3}(?:LLP|LLC|PLLC|P\\.C\\.|PC|Ltd\\.?|Limited)(?![\\p{L}])`, 'gu');
const STATE_AFTER = new RegExp(`^(?:,\\s*(?:${alt([...STATES, ...COUNTRIES])})|\\s+(?:${alt(CITY_FACILITIES)}))(?![A-Za-z])`);
const STATE_NAMES = new Set(STATES);
/** A listed place at a found place's start, and one after a comma ("…, Hyderabad", "…, Germany"). */
const LISTED_AT = new RegExp(`^(?:${alt([...PLACES, ...STATES, ...COUNTRIES])})(?![A-Za-z])`);
const LISTED_AFTER = new RegExp(`^,\\s{1,3}(?:${alt([...PLACES, ...STATES, ...COUNTRIES])})(?![A-Za-z])`);
/**
 * A region the gazetteer lacks between a town and its listed country ("domiciled in Facatativá, Cundinamarca, Colombia"):
 * the town, its region and its country are one place (C27), as a listed region after a comma is (h25s29a).
 */
const REGION_BEFORE_COUNTRY = new RegExp(`^,\\s{1,3}\\p{Lu}[\\p{Ll}\\p{M}'’-]+(?:\\s\\p{Lu}[\\p{Ll}\\p{M}'’-]+){0,2}(?=,\\s{1,3}(?:${alt(COUNTRIES)})(?![\\p{L}]))`, 'u');
/**
 * A town the gazetteer does not list, written with its US state after a preposition of place ("in Newark, New
 * Jersey", "at Pecos County, Texas"): the two are one place, as a listed city and its state are.
 */
// "within fifty miles of Bend, Oregon", "from Tulsa, Oklahoma" too, unless the "town" is a state ("the State of New
// York, New York" is read as the polity, below).
const TOWN_STATE = new RegExp(`\\b(in|at|near|of|from)\\s{1,3}((?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\\s{1,3}){0,2}[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),\\s{0,3}(?:${alt([...STATES, ...MEXICAN_STATES])})(?![A-Za-zÀ-ÿ])`, 'g');
/**
 * A line of its own that dates a signing at a place, as civil-law drafting closes a contract ("Curitiba, 15 July 2027.",
 * "Almaty, 3 March 2026", "Lyon, le 2 mai 2025" is not English): the words before the comma name the place, listed in the
 * gazetteer or not (h23s23). The whole element is the line: a clause that opens with a name and a date ("Acme, 1 May
 * 2025 …") is none. Bounded: linear. A translation's "In" may open the line ("In Kuopio, 15 December 2027"): no part of
 * the place; German towns carry "im" or "am" ("Langnau im Emmental, …"; h26s31a).
 */
// Not a place: a line's label or a day ("Signed, 2 March 2026", "Effective Date, …", "Monday, 2 March 2026").
// Nor a party's role or an officer's post ("Supplier, 1 May 2025", "Chief Executive, 1 May 2025"), nor a signing verb
// in the past ("Witnessed, …"): a line of the signing block, no place (hrev15).
const NOT_A_SIGNING_PLACE = `(?![^,\\n]{0,100}\\b(?:${ROLE_WORDS.join('|')}|${POST_WORDS.join('|')})\\b)(?!\\p{Lu}\\p{Ll}{2,}ed\\b)(?!(?:Signed|Dated?|Effective|Executed|Done|Made|Entered|Agreed|Accepted|Received|Approved|Updated|Issued|Amended|Revised|Version|Today|Witness|Commencement|Start|End|Expiry|${WEEKDAY_NAME}|The|This|On|As|From|Until|Between|Term|Deadline|Delivery|Payment|Closing|Completion|Invoice|Order|Notice)\\b)`;
const DATED_PLACE_LINE = new RegExp(`^\\s{0,3}(?:In\\s{1,3})?${NOT_A_SIGNING_PLACE}((?:\\p{Lu}[\\p{L}'’-]{1,30})(?:\\s(?:(?:de|do|da|dos|das|del|la|le|sur|upon|on|im|am|an|der|ob)\\s)?\\p{Lu}[\\p{L}'’-]{1,30}){0,2}),\\s{1,3}(?:(?:the\\s)?\\d{1,2}(?:st|nd|rd|th)?\\s(?:(?:day\\s)?of\\s)?${MONTH_NAME},?\\s\\d{4}|${MONTH_NAME}\\s\\d{1,2}(?:st|nd|rd|th)?,?\\s\\d{4})\\.?\\s{0,3}$`, 'u');
/** A courtesy title before a name ("Mr Oliver Stanhope", "Dr. Michael Osei"): the name is the Person, the title is not part of it. */
/** A given name or surname: "Mei-Ling", "O'Brien", "Smith-Jones", "McAllister". */
// Each repeated piece starts with a hyphen, an apostrophe or a capital, so a long word is split one way only (linear).
// Letters of any script ("Villaseñor", "Zięba", "Łukasz"): ASCII letters alone cut a name at its first accent (h20s20).
const NAME_WORD = `\\p{Lu}(?:\\p{Ll}+|['’](?=\\p{Lu}))(?:['’-]\\p{Lu}?\\p{Ll}+|\\p{Lu}\\p{Ll}+)*`;
/**
 * A name written with its initials before the surname: "A. B. Sadykov", "J.-P. Martin", "J. Smith" (Kazakh, Russian,
 * French and English drafting; h23s23). Each initial a capital and a period, one blank at most between (linear).
 */
/** A row "p.p. <firm>, <signatory>" to its end: the signatory's two to four name words. */
const PROCURATION_ROW = new RegExp(`^\\s{0,3}p\\.\\s?p\\.\\s{1,3}[^,\\n]{1,80},\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(\\s{0,3})$`, 'u');
/**
 * After a signatory's name, the row's other names, each after a comma or "and" ("Signed by Aa Bb and Cc Dd": two
 * people signing for one party, h26s30a), and nothing else to the row's end.
 */
const SIGNATORIES_AFTER = new RegExp(`^(?:(?:,|,?\\s{1,3}and)\\s{1,3}${NAME_WORD}(?:\\s${NAME_WORD}){1,2}){1,3}\\s{0,3}$`, 'u');
/** A word of a signatory's post ("Managing Director", "Vice President, Medical Affairs", "Fire Chief"): no name after the comma. */
const POST_TITLE_WORD = new RegExp(String.raw`\b(?:${[...POST_TITLES, 'President', 'Member', 'Signatory', 'Representative', 'Chief', 'Partner',
  'Trustee', String.raw`Chair\w*`, 'Head', 'Affairs', 'Controller', 'Treasurer', 'Agent', 'Attorney', 'Owner', 'Principal', 'Founder',
  'Proprietor', 'Superintendent', 'Supervisor', 'Coordinator', 'Lead', 'Engineer', 'Consultant', 'Accountant', 'Clerk', 'Registrar',
  'Commissioner', 'Mayor', 'Governor', 'Solicitor', 'Advocate', 'Notary'].join('|')})\b`);
const NAME_IN_LIST = new RegExp(`(?:,|\\band)\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,2})`, 'gu');
const INITIALS_NAME = `\\p{Lu}\\.(?:\\s?-?\\p{Lu}\\.){0,2}\\s?${NAME_WORD}`;
const TITLED = new RegExp(`(?<![\\p{L}])(?:${alt(PERSON_TITLES)})\\.?\\s+(${INITIALS_NAME}|${NAME_WORD}(?:\\s+\\p{Lu}\\.)?(?:\\s+${NAME_WORD}){0,3})(?![\\p{L}'’-])`, 'gu');
const FORM_WORD = '(?!(?:Name|Printed|Signature|Title|Date|Address|By|Position|Company|Role|The|Section|Clause)\\b)';
/**
 * A witness line's numbered names ("Witnesses: 1. Aa Bb 2. Cc Dd"): each after its list marker. A bare "Witness: Aa Bb"
 * is left to the signing-line rules (attributes-eighteenth-set.test.ts reads it as no alias's line: no Person).
 * A role line of a signing block in capitals, a name and the signer's post after a dash ("SELLER: Aa Bb – Sales
 * Director", "PARTY B: Aa Bb Cc – Director"): the name between (h22s24p). Both bounded: linear.
 */
const WITNESS_NAME = new RegExp(`\\s[1-9][.)]\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(?![\\p{L}'’-])`, 'gu');
const ROLE_LINE_NAME = new RegExp(`^\\s{0,3}\\p{Lu}{2,}(?:\\s\\p{Lu}+){0,3}\\s{0,3}:\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})\\s{1,3}[–—-]\\s{1,3}\\p{Lu}\\p{Ll}`, 'u');
/** A word in capitals that is no name: a role, an article, the words of "FOR AND ON BEHALF OF". */
const CAPS_WORD = `(?!(?:THE|FOR|AND|ON|BEHALF|OF|BY|ITS|DULY|AUTHORISED|AUTHORIZED|${ROLE_WORDS.map((w) => w.toUpperCase()).join('|')})\\b)\\p{Lu}[\\p{Lu}'-]+`;
/**
 * A signature block's label before a name: "Name:", "Witness name:", "Print name:", "Attention:", "Signed by",
 * "Executed as a deed by" (the signatory's name often in capitals there: "Executed as a deed by OLIVER STANHOPE").
 * "Signed for and on behalf of the Contractor: Helen Ashcombe, Director": a party's role and a colon, then the name (h18v);
 * "Approved for Client: Marie Dubois", "signed at Durban for the Supplier by Thabo Mokoena": "for" and a role, then a
 * colon or "by" (h18e9). "Signed: Lorna Pike, for Acme Ltd" and "For Acme Airways S.A.: Luis Ortega, Director" (a party's
 * name and a colon opening a signing line) too (h18e10). "SIGNED by WONG LAM KWOK, director" (the English form's capitals)
 * and the Chinese form's "Authorised representative: Zhou Minghui" under "Party A: …" name the signatory too (h18e12).
 * A signing line in capitals, "FOR THE LESSOR: Aa Bb", as "For the Lessor:" (h26s30a).
 * The colon is `(?:\s*:)?`, not `\s*:?`, before the `\s+`: two whitespace runs side by side split a long blank run
 * every way (quadratic; see hostile-text.test.ts).
 * For the same reason the free-text name after "on behalf of" starts with a non-blank: a name that could open with
 * blanks let the runs on both sides of it split a blank run every way (16,000 blanks took 14 s).
 */
/**
 * A party slot's word, "between" or "and", then "the", a body's capitalised name and the slot's comma or bracket — in a
 * preamble, where a document or its making comes before "between": "any dispute between the Customer and the Supplier
 * about … and the Change Control Procedure," names no party (hrev11). Bounded: linear.
 */
const PARTY_SLOT_WORD = /\b(?:[Mm]ade|[Ee]ntered\s+into|[Dd]ated|[Cc]oncluded|[Ee]xecuted|Agreement|AGREEMENT|Contract|CONTRACT|Lease|LEASE|Charter|CHARTER|Deed|DEED)\b[^.;]{0,160}?\bbetween\s+the\s+[A-Z]/;
const BODY_IN_PARTY_SLOT = /\b(?:between|and)\s+the\s+((?:[A-Z][a-z]+\s+(?:and\s+(?=[A-Z])|of\s+(?=[A-Z]))?){1,5}([A-Z][a-z]+))(?=\s*[,(])/g;
const POST = new Set(POST_WORDS);
/**
 * The signer's post after "by its" ("signed for the Society by its Chairman, Samuel Kariuki", "by its director Alan
 * Price"): the name follows the post.
 */
const SIGNER_POSTS = ['(?:[Mm]anaging|[Gg]eneral)\\s+(?:[Dd]irector|[Mm]ember|[Pp]artner|[Mm]anager)', '[Dd]irector', '[Cc]hair(?:man|woman|person)?', '[Pp]resident', '[Ss]ecretary', '[Pp]artner', '[Tt]rustee', '[Cc]hief\\s+[Ee]xecutive(?:\\s+[Oo]fficer)?', 'CEO', '[Aa]uthori[sz]ed\\s+(?:[Ss]ignatory|[Oo]fficer|[Rr]epresentative|[Dd]elegate)', '[Ll]egal\\s+[Rr]epresentative'].join('|');
/**
 * A signer's post before the name: "represented by General Director Nurlan Sadykov", "represented by its Director A. B.
 * Sadykov", and anywhere a post before a name with initials ("General Director A. B. Sadykov (signature, seal)"): the
 * name is the Person (civil-law preambles in English; h23s23). Bounded: linear.
 */
const POSTED_NAME = new RegExp(`\\brepresented\\s{1,3}by\\s{1,3}(?:its\\s{1,3}|the\\s{1,3}|their\\s{1,3})?(?:${SIGNER_POSTS})\\s{1,3}(${INITIALS_NAME}|${NAME_WORD}(?:\\s${NAME_WORD}){1,2})(?![\\p{L}'’-])|\\b(?:${SIGNER_POSTS})\\s{1,3}(${INITIALS_NAME})(?![\\p{L}'’-])`, 'gu');
/**
 * A signer's post or a witness and a colon, then the name: "Director: Aa Bb", "before this witness: Aa Bb", "Witness:
 * Aa Bb" (signing rows of British, Australian and Scottish execution blocks; sets 3, 27 and 29 label the name a
 * Person). The post stands alone before its colon (no "Name" or "Address" field follows it). Bounded: linear.
 */
const POST_COLON_NAME = new RegExp(`(?<![\\p{L}\\p{M}])(?:${SIGNER_POSTS}|[Ww]itness|WITNESS)\\s{0,3}:\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,3})(?![\\p{L}\\p{M}'’-])`, 'gu');
/**
 * After a post's colon, words that are all common English name a form's field, a department or a blank left to fill
 * ("Witness: Print Name", "Director: Human Resources", "Secretary: To Be Confirmed"), no signer (review hrev18). A
 * name of two common words ("Mark Young") is lost with them: rarer in a signing row than a field's words.
 */
/**
 * Myanmar's "U" before a man's name ("U Aung Min") is also a letter that names an option, an annex or a grade ("Option
 * U Standard", "Appendix U Drawing Set"): after the one-letter title, a name with a common English word (tier 35 or
 * more common) is that thing's name, no person's. Burmese given names are no English words.
 */
function lettered(match: string, name: string): boolean {
  return /^U\.?\s/.test(match) && name.split(/\s+/).some((w) => isCommonEnglishWord(w.toLowerCase(), 35));
}

const isFieldOrUnit = (words: string): boolean => words.split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 20));
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
const SEALED_NAME = new RegExp(`(?:${POST_TITLE_WORD.source}|[:,])\\s{1,3}((?:(?!${POST_TITLE_WORD.source})${NAME_WORD}\\s){1,2}(?!${POST_TITLE_WORD.source})${NAME_WORD})\\s{0,3}[(\\[](?:seal|Seal|SEAL|signature|Signature|signature and seal|name and seal)[)\\]]`, 'gu');
/**
 * Two people who trade together under one name, in a preamble's party slot: "Aa Bb and Cc Dd, trading as Ee Ff" (an
 * Australian or British partnership of two people: each is a Person, the business name an Organization; h26s30a).
 */
const TRADING_PAIR = new RegExp(`(?<![\\p{L}\\p{M}'’-])(${NAME_WORD}(?:\\s${NAME_WORD}){1,2})\\s{1,3}and\\s{1,3}(${NAME_WORD}(?:\\s${NAME_WORD}){1,2}),?\\s{1,3}(?:trading|t\\/a)\\b`, 'gu');
/** What comes before "for <role>" in a signing line: a signing verb within it, or nothing but blanks and punctuation. */
const SIGNING_LINE = /\b(?:signed|approved|executed|accepted|agreed|witnessed|sealed)\b|^[\s\p{P}]*$/iu;
const SIGNED = new RegExp(`(?:\\b(?:Name|Signed by|SIGNED by|Signed(?=\\s*:)|(?:[Aa]uthori[sz]ed|[Ll]egal)\\s+[Rr]epresentative(?=\\s*:)|Signature of|Attention|Attn)|\\b(?:By|Per):|\\b[Ss]igned\\s+by\\s+(?:you|us|me)(?=\\s*:)|\\b[Ss]igned\\s+for\\s+[^,;:()\\s][^,;:()]{0,79}?\\s+by|\\bby\\s+its\\s+(?:${SIGNER_POSTS})(?:,(?=\\s))?|\\b(?:Witness|Print|Printed|Full)\\s+name|\\bExecuted\\s+(?:as\\s+a\\s+deed\\s+)?by|\\b[Oo]n\\s+behalf\\s+of\\s+[^,;:()\\s][^,;:()]{0,79}?\\s+by|\\b(?:[Oo]n\\s+behalf\\s+of|[Ff]or)\\s+(?:the\\s+)?(?:${ROLE_WORDS.join('|')})(?:\\s*:|\\s+by\\b)|\\b(?:[Ff]or|FOR)\\s+[^;:()\\s][^;:()]{0,79}?:)(?:\\s*:)?\\s+(${INITIALS_NAME}|${FORM_WORD}(?:${NAME_WORD}|${CAPS_WORD})(?:\\s+\\p{Lu}\\.)?(?:\\s+${FORM_WORD}(?:${NAME_WORD}|${CAPS_WORD})){1,3})(?![\\p{L}'’-])`, 'gu');
/**
 * What comes before an Incoterm: a delivery or a sale ("delivered FCA", "shall deliver the Product FCA"), and not an
 * article or preposition right before it ("reports required by the FCA" names the regulator).
 */
const INCOTERM_CONTEXT = /\b(?:deliver\w*|ship\w*|sold|sell|sale|dispatch\w*|Incoterms?)\b[^.;]*$/i;
const REGULATOR_BEFORE = /\b(?:the|by|with|to|from|of)\s+$/i;
/**
 * A recital's or a list's letter opening the element ("A. Company designs implants", "B. Larkspur Tower Owner LP and
 * Sublandlord are parties …") marks the paragraph and is no word of the name after it (h21attr). Recitals rarely run
 * past H, and a later letter opens a name as often as an initial does ("J. Smith Ltd shall pay", "R. Patel Limited
 * is …"): only A to H are read as the recital's (hrev13; an "A. Smith Ltd" opening its element still loses its "A.").
 */
const RECITAL_LETTER = /^[A-H]\.\s{1,3}/;
/**
 * "Limited Liability Company" written as a kind ("This Limited Liability Company Agreement of …", "LIMITED LIABILITY
 * COMPANY AGREEMENT"): the legal form alone names no company ("Liability" is no name), and a name never opens with the
 * document's "Agreement of" ("AGREEMENT OF SILVERTHREAD VENTURES, LLC" names "SILVERTHREAD VENTURES, LLC"), h21attr.
 */
const FORM_WORDS_ONLY = /^(?:Liability|LIABILITY)$/;
const DOCUMENT_OF = /^(?:(?:Agreement|AGREEMENT|Contract|CONTRACT|Deed|DEED)\s+(?:of|OF)\s+)/;
/** A country's name in a currency's ("in United States Dollars", "Hong Kong dollars"): the money, no place (h21attr). */
const CURRENCY_AFTER = /^\s{1,3}(?:dollars?|Dollars?|DOLLARS?)(?![A-Za-z])/;
/** Words that start a sentence or phrase and are not part of a name, in any case ("AND COMPANY DISCLAIMS"). */
// A signature's lead ("Signed for", "Executed by", "Witnessed by") is never part of the name it introduces (h18g).
// A company's common seal is affixed in its name ("The Common Seal of KWAHU PROPERTIES LIMITED was affixed", h19f12).
const LEADING = /^(?:(?:The\s+)?Common\s+Seal\s+of\s+|(?:The|This|That|These|Those|A|An|And|Or|Between|By|With|Each|Any|Every|All|Such|Its|Their|Our|Your|If|In|On|Of|For|To|Under|(?:Signed|Executed|Witnessed)\s+(?:for|by)|(?:(?:Accepted|Acknowledged)\s+and\s+)?(?:Agreed|Accepted|Acknowledged)\s+(?:for|by)|Either|Neither|No|Both|Upon|Where|When|Subject|Buyer|Supplier|Customer|Seller|Purchaser|Vendor|Client|Contractor|Licensee|Licensor)\s+)+/i;
/**
 * One to four capitalised words in small letters, then Norway's "AS" (a company limited by shares), at a name's end.
 * Not "AS IS": a sale's disclaimer in capitals after a defined thing ("accepts the Goods AS IS") names no company.
 */
const NORWEGIAN_AS = /(?<![\p{L}\p{M}])((?:\p{Lu}[\p{Ll}\p{M}'’-]{1,40}\s){1,4})AS(?![\p{L}\p{M}\d/&-])(?![\s-]{1,3}IS\b)/gu;
/**
 * A municipality's legal name in Canadian (Ontario) drafting: "The Corporation of the Town of Elmvale", "the Corporation
 * of the City of Kingston", "The Corporation of the Township of King" — "The" capitalised is part of it (h18v). A bare
 * "the Corporation" stays a defined term.
 */
/**
 * A government named by its territory is a body: "the Regional Government of Madre de Dios", "the Provincial Government
 * of Chubut", "the Government of Kenya" (h24s27a). Bounded, four words of the territory at most: linear.
 */
const GOVERNMENT_OF = /(?:\b(?:Regional|Provincial|State|Federal|National|Municipal|Local|County|City|Central)\s+)?(?<![A-Za-z])Government\s+of\s+(?:the\s+)?\p{Lu}[\p{Ll}\p{M}'-]+(?:(?:\s(?:de|del|da|do|la|of)\s|\s)\p{Lu}[\p{Ll}\p{M}'-]+){0,3}(?![\p{L}\p{M}])/gu;
const MUNICIPAL_KINDS = [...LOCAL_GOVERNMENT_WORDS, 'Region', 'Regional Municipality', 'United Counties'];
const MUNICIPAL_CORPORATION = new RegExp(String.raw`(?:\bThe\s+|(?<![A-Za-z]))Corporation\s+of\s+the\s+(?:${alt(MUNICIPAL_KINDS).replace(/ /g, '\\s+')})\s+of\s+[A-Z][A-Za-z'-]*(?:[\s-]+[A-Z][A-Za-z'-]*){0,3}(?![A-Za-z])`, 'g');
/**
 * A local government named by its kind and place ("the City of Cape Town", "the County of Kent") is a place or the body
 * that governs it. It is the body when it acts: the agent after "by" ("as metered by the City of Cape Town") or the
 * subject of a modal ("the Municipality of Lagos shall issue"); "in the City of Green Bay" stays a place (h18g).
 */
// A place's words may hold accented Latin letters ("the Municipality of Querétaro", h20s20).
const LOCAL_GOVERNMENT = String.raw`(?:${alt(LOCAL_GOVERNMENT_WORDS)})\s+of\s+[A-ZÀ-ÖØ-Þ\u0100-\u017F][A-Za-zÀ-ÖØ-öø-ÿ\u0100-\u017F'-]*(?:[\s-]+[A-ZÀ-ÖØ-Þ\u0100-\u017F][A-Za-zÀ-ÖØ-öø-ÿ\u0100-\u017F'-]*){0,3}`;
// So is one a party's slot names as contracting: represented by someone, given an alias ("First Party: the Municipality of
// Qatif, represented by Eng. …", "the City of Gdynia (the "Employer")"), and one a role field names ("Landlord: the
// Municipality of Jubail"), h19facts. Each blank run bounded: linear.
const ACTING_LOCAL_GOVERNMENT = new RegExp(String.raw`\bby\s+the\s+(${LOCAL_GOVERNMENT})(?![A-Za-z])|\b[Tt]he\s+(${LOCAL_GOVERNMENT})(?=\s+(?:shall|will|may|must|has|have|is|issues|charges|approves)\b)|\b[Tt]he\s+(${LOCAL_GOVERNMENT})(?=,?\s{1,3}(?:\(|represented\s{1,3}by\b|acting\s{1,3}(?:by|through)\b|hereinafter\b))|^\s{0,3}(?:${alt([...ROLE_WORDS, ...ROLE_WORDS.map((w) => w.toUpperCase())])}|(?:First|Second|Third|FIRST|SECOND|THIRD)\s+(?:Party|PARTY))\s{0,3}:\s{0,3}[Tt]he\s+(${LOCAL_GOVERNMENT})(?![A-Za-z])`, 'g');
/**
 * A state that contracts through one of its departments is a party: "Commonwealth of Australia as represented by the
 * Department of Health and Aged Care", "the State of Victoria acting through the Department of Transport". Followed by
 * "(as) represented by" or "acting by/through", the polity is the body that contracts, not a place; without it ("the
 * laws of the State of Victoria") it stays a Location. Each blank run bounded, at most four words: linear.
 */
const REPRESENTED_POLITY = /(?<![A-Za-z])((?:Commonwealth|State|Province|Territory|Republic|Kingdom|Government)\s{1,3}of\s{1,3}(?:the\s{1,3})?[A-Z][A-Za-z'-]*(?:\s{1,3}[A-Z][A-Za-z'-]*){0,3}),?\s{1,3}(?:as\s{1,3})?(?:represented\s{1,3}by|acting\s{1,3}(?:by|through))\b/g;
/** A place then a comma right before a polity: the polity closes an address ("La Plata, Province of Buenos Aires"). */
const ADDRESS_BEFORE_POLITY = /\p{Lu}[\p{L}'-]*,\s{1,3}$/u;
/** Heads that, alone after generic words, name a role rather than a body ("the relevant Authority"). */
const GENERIC = /^(?:Relevant|Applicable|Such|Any|Other|Competent|Appropriate|Governmental|Government)$/;

/**
 * In a clause written in capitals ("SOLD WITH ALL FAULTS AND COMPANY GIVES") the capitalised run is the clause,
 * not a name: a name in capitals starts after the last small word of the run, if anything is left.
 */
/**
 * "The Trustees of the Harcourt Collection": a charity's trustees named as a body are the party's name, article and all
 * (an English charity contracts so; h23s23). Two to six capitalised words after "of", joined by "of", "and" or "for" ("the Trustees of the Settlement" names a trust deed's parties by their office).
 */
const TRUSTEES_OF = /\b[Tt]he\s{1,3}Trustees\s{1,3}of\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:(?:of|and|for)\s{1,3}(?:the\s{1,3})?)?\p{Lu}[\p{L}'’-]{1,30}){1,5}/gu;
/**
 * A bank whose name is one word ending in "bank" ("Vietcombank", "Rabobank", "Commerzbank"), where the element speaks of
 * an account, a transfer or a branch: a capitalised word, then "bank" in small letters; not a river's or a data bank.
 */
const ONE_WORD_BANK = /(?<![\p{L}])(?!(?:River|Sand|Snow|Fog|Cloud|Data|Food|Blood|Seed|Land|Mud|Grass|Piggy|Soil|West|East)bank)\p{Lu}\p{Ll}{2,20}bank(?![\p{L}])/gu;
const BANKING_CONTEXT = /\b(?:account|transfer|branch|paid|payable|payment|deposit|SWIFT|IBAN|BIC)\b/i;
/** What stands before and after a name that fills its line: a label's colon (a clause in capitals opens its own line); the line's end. */
const LINE_BEFORE_NAME = /:\s{0,3}$/;
const LINE_AFTER_NAME = /^[.,;]?\s{0,3}$/;
/** A party's details after its name opening the entry: a comma, then a word in small letters ("…, having its office"). */
const ENTRY_AFTER_NAME = /^,\s{1,3}\p{Ll}/u;
/** A modal or a verb of being: the capitals are a clause, whatever stands before them ("NOTE: THE SUPPLIER SHALL …"). */
const CLAUSE_IN_CAPITALS = /\b(?:SHALL|WILL|MUST|MAY|CAN|IS|ARE|BE|BEEN|HAS|HAVE|NOT)\b/;
function capsClauseLead(words: string): number {
  if (words !== words.toUpperCase()) return 0;
  let lead = 0;
  for (const m of `${words} `.matchAll(/\b(?:AND|OR|THE|IS|ARE|WITH|BY|TO|FOR|IN|ON|AT|ANY|ALL|NO|NOT|AS)\s+/g)) lead = m.index + m[0].length;
  return lead;
}

/**
 * "The" that belongs to a registered name: "between The Granary Hall LLC and …" — capitalised mid-sentence right before
 * a name that ends in a legal form, "The" is the name's first word (h18w). At a sentence's start, in capitals, or as
 * "the" (an alias, "the Company"), it is the article and is dropped.
 */
const MID_SENTENCE = /[\p{Ll}\p{N},]\s{1,3}$/u;
function registeredThe(text: string, at: number, words: string, lead: number): boolean {
  if (lead < 4 || words.slice(lead - 4, lead) !== 'The ') return false;
  return MID_SENTENCE.test(text.slice(Math.max(0, at + lead - 12), at + lead - 4));
}

/**
 * A legal form written out before a quoted name, as Ukrainian and other post-Soviet drafting in English writes a company
 * ("Limited Liability Company "Dnipro Agro Trade"", "LLC "Dnipro Agro Trade"", "Private Joint-Stock Company "…""): the
 * quoted words are the name, the form before them no name of its own ("Liability Company" is none), h19f12. Bounded: linear.
 */
// The Baltic forms write the name so too, often in the country's language with small letters after the first word
// ("UAB "Baltijos logistikos sprendimai"", "AB "Nemuno energija"", "SIA "Rīgas piens""): the quotes, not the capitals,
// bound the name (h23f16). "AB" (Lithuania's, and Sweden's after a name) only before the quote. The Baltic forms are
// the gazetteer's (FORMS_BEFORE_NAME, one list); a form written as an English word ("AS", "AB") is none after a word in
// capitals: 'HEREINAFTER REFERRED TO AS "THE SUPPLIER"', 'DEFINED AS "PRODUCTS"' name no company (hrev15).
const BALTIC_FORMS_BEFORE_QUOTE = [...FORMS_BEFORE_NAME, 'AB'].map((f) => (/^A[SB]$/.test(f) ? `(?<!\\p{Lu}\\s{1,3})${f}` : f)).join('|');
/** The gazetteer's POST_SOVIET_FORMS, written with one to three blanks between words and "Joint-Stock" or "Joint Stock". */
const POST_SOVIET_FORM = POST_SOVIET_FORMS.map((f) => f.replace(/ /g, String.raw`\s{1,3}`).replace(String.raw`Joint\s{1,3}Stock`, 'Joint[- ]Stock')).join('|');
const FORM_BEFORE_QUOTED = new RegExp(String.raw`(?<![\p{L}])(?:${POST_SOVIET_FORM}|${BALTIC_FORMS_BEFORE_QUOTE})\s{1,3}"(\p{Lu}[^"\n]{1,60}?)"`, 'gu');

/**
 * A quoted name before a Bulgarian legal form ("\"VITOSHA MEDIA\" EOOD", "\"Rodopa Foods\" AD"): the single-member and
 * the limited liability company, the joint-stock and single-member joint-stock company, the sole trader (EOOD, OOD, AD,
 * EAD, ET). The quoted words are the name (h23f16). Bounded: linear.
 */
// Post-Soviet drafting in English writes its forms after the quoted name as well as before it (""Zeravshan Textile"
// LLC", ""Kura Logistics" Limited Liability Company", ""Sevan Foods" CJSC", ""Absheron Bank" OJSC"), h24f17.
// Moldovan and Romanian drafting in English does so with its own forms (""Codru Vin" S.R.L.", ""Prut Agro" S.A."), h25f18.
const QUOTED_BEFORE_FORM = new RegExp(String.raw`"(\p{Lu}[^"\n]{1,60}?)"\s{1,3}(?:EOOD|OOD|EAD|AD|ET|S\.R\.L\.|SRL|S\.A\.|${POST_SOVIET_FORM})(?![\p{L}\p{N}])`, 'gu');

/**
 * A Baltic legal form before the name (FORMS_BEFORE_NAME: "SIA BALTIC CLOUD HOSTING", "Agreed for AS Daugava
 * Insurance:", "UAB "Vilniaus Duona""): the capitalised words after it, perhaps quoted, are the name. "AS" only before a
 * word in small letters (an English "AS" in a clause in capitals is none). At most six words: linear.
 */
// The same capitals are English abbreviations before an English noun: the UK's Security Industry Authority ("a valid SIA
// Licence", "the SIA Approved Contractor Scheme"), as-built drawings ("AS Built Drawings"), a university's hospital ("UAB
// Hospital"): those nouns open no company's name (hrev14).
const NOT_AFTER_FORM = String.raw`(?:Licen[cs]\w*|Approved|Accredit\w*|Registered|Registration|Badges?|Cards?|Standards?|Guidance|Built|Hospital|Medicine|Health|School)(?![\p{L}])`;
const OPENING_FORM_WORD = `(?!(?:${FORMS_BEFORE_NAME.join('|')})\\s)${CAP}`;
const FORM_BEFORE_NAME = new RegExp(`(?<![\\p{L}\\p{M}])(?:${FORMS_BEFORE_NAME.filter((f) => f !== 'AS').join('|')}|AS(?=\\s{1,3}"?\\p{Lu}\\p{Ll}))\\s{1,3}"?(?!${NOT_AFTER_FORM})(${OPENING_FORM_WORD}(?:${JOIN}${OPENING_FORM_WORD}){0,5})"?`, 'gu');
const HAS_FORM_BEFORE_NAME = new RegExp(`\\b(?:${FORMS_BEFORE_NAME.join('|')})\\s`);

/**
 * "M/s" (Messrs) before a name marks a firm in South Asian drafting, with or without a legal form ("M/s Rehman Traders, a
 * sole proprietorship concern owned by Mr. …"); so does "Messrs." ("Messrs. Okoro & Sons"). The capitalised words after
 * it are the firm's name (at most six; "&" may join them), the mark no part of it (h19facts). Each blank run bounded: linear.
 */
const FIRM_MARK = /(?<![\p{L}])(?:M\/[sS]\.?|Messrs\.?)\s{1,3}(\p{Lu}[\p{L}'’.-]*(?:\s{1,3}(?:&\s{1,3})?\p{Lu}[\p{L}'’.-]*){0,5})/gu;

/** Organization, Location and Person spans of `text`, non-overlapping (organizations win over places). */
/** `re.exec(text)` of a non-global pattern, skipped when the prefilter says it cannot match. */
function filteredExec(re: RegExp, text: string): RegExpExecArray | null {
  return mayMatch(re, foldedForPrefilter(text)) ? re.exec(text) : null;
}

/** The patterns findNames runs behind the prefilter: the build derives their literal words (scripts/build-regex-prefilter.mjs). */
export function namePatterns(): readonly RegExp[] {
  return [MUNICIPAL_CORPORATION, GOVERNMENT_OF, REPRESENTED_POLITY, ACTING_LOCAL_GOVERNMENT, NUMBERED_COMPANY, DESIGNATED_FIRM, POST_COLON_NAME, SEALED_NAME, LISTED_AFTER, REGION_BEFORE_COUNTRY];
}

export function findNames(text: string): NameSpan[] {
  const found: NameSpan[] = [];
  // The characters kept spans cover: a span is tested over its own length, not against every span kept before (a
  // paragraph of thousands of names was quadratic: "Hon. " to 640,000 characters 4-9 s, hred13).
  const covered = new Uint8Array(text.length);
  const add = (type: NameSpan['type'], begin: number, end: number): void => {
    if (end <= begin || covered.subarray(Math.max(0, begin), end).includes(1)) return;
    covered.fill(1, Math.max(0, begin), end);
    found.push({ type, begin, end });
  };
  const forms: { begin: number; end: number }[] = [];
  if (text.includes('"')) for (const m of text.matchAll(FORM_BEFORE_QUOTED)) {
    const begin = m.index + m[0].length - m[1].length - 1;
    add('Organization', begin, begin + m[1].length);
    forms.push({ begin: m.index, end: begin });
  }
  if (text.includes('"')) for (const m of text.matchAll(QUOTED_BEFORE_FORM)) add('Organization', m.index + 1, m.index + 1 + m[1].length);
  if (text.includes('M/s') || text.includes('Messrs')) for (const m of text.matchAll(FIRM_MARK)) {
    const begin = m.index + m[0].length - m[1].length;
    add('Organization', begin, begin + m[1].length);
  }
  if (HAS_FORM_BEFORE_NAME.test(text)) for (const m of text.matchAll(FORM_BEFORE_NAME)) {
    const begin = m.index + m[0].indexOf(m[1]);
    add('Organization', begin, begin + m[1].length);
  }
  // The lists below run only where the text holds one of their literal words (regex-prefilter.ts): most elements name
  // no government, polity or numbered company, and a pattern that never runs is never compiled (the cold call).
  const folded = foldedForPrefilter(text);
  if (mayMatch(MUNICIPAL_CORPORATION, folded)) for (const m of text.matchAll(MUNICIPAL_CORPORATION)) add('Organization', m.index, m.index + m[0].length);
  if (mayMatch(GOVERNMENT_OF, folded)) for (const m of text.matchAll(GOVERNMENT_OF)) add('Organization', m.index, m.index + m[0].length);
  if (mayMatch(REPRESENTED_POLITY, folded)) for (const m of text.matchAll(REPRESENTED_POLITY)) {
    // "…, Calle 49 No. 812, La Plata, Province of Buenos Aires, represented by its managing partner …": after a comma and
    // a capitalised place the polity ends a party's address, and the one represented is the party (h20facts2).
    if (ADDRESS_BEFORE_POLITY.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    add('Organization', m.index, m.index + m[1].length);
  }
  if (mayMatch(ACTING_LOCAL_GOVERNMENT, folded)) for (const m of text.matchAll(ACTING_LOCAL_GOVERNMENT)) {
    const name = m[1] ?? m[2] ?? m[3] ?? m[4];
    const begin = m.index + m[0].length - name.length;
    add('Organization', begin, begin + name.length);
  }
  if (HAS_SUFFIX.test(text) && mayMatch(NUMBERED_COMPANY, folded)) for (const m of text.matchAll(NUMBERED_COMPANY)) add('Organization', m.index, m.index + m[0].length);
  if (HAS_SUFFIX.test(text) && mayMatch(DESIGNATED_FIRM, folded)) for (const m of text.matchAll(DESIGNATED_FIRM)) {
    const lead = LEADING.exec(`${m[1]} `)?.[0].length ?? 0;
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  if (HAS_SUFFIX.test(text)) for (const m of text.matchAll(COMPANY)) {
    // The form written out before a quoted name ("Limited Liability Company "…""): no name of its own.
    if (forms.some((f) => f.begin < m.index + m[0].length && m.index < f.end)) continue;
    // The name's words all leading words ("AND COMPANY"): no name.
    const marker = text.slice(0, m.index).trim() === '' ? RECITAL_LETTER.exec(`${m[1]} `)?.[0].length ?? 0 : 0;
    const rest = m[1].slice(marker);
    // A name in capitals that fills its line after a label ("PARTY B (the Lessor): HOA BINH SOUND AND LIGHT COMPANY
    // LIMITED") is no clause in capitals: its "AND" joins the name's words (h23s23).
    // So is one that opens a party's entry, its details after a comma in small letters ("ADDIS SPICE AND TEA SHARE
    // COMPANY, having its head office at …", h23f16b).
    const opensEntry = marker === 0 && text.slice(0, m.index).trim() === '' && ENTRY_AFTER_NAME.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6));
    const fillsLine = (opensEntry || (LINE_BEFORE_NAME.test(text.slice(Math.max(0, m.index - 80), m.index)) && LINE_AFTER_NAME.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4)))) && !CLAUSE_IN_CAPITALS.test(rest);
    let lead = marker + (DOCUMENT_OF.exec(rest)?.[0].length ?? Math.max(LEADING.exec(`${rest} `)?.[0].length ?? 0, fillsLine ? 0 : capsClauseLead(rest)));
    if (lead >= m[1].length || FORM_WORDS_ONLY.test(m[1].slice(lead))) continue;
    // "Subject to these Terms, Company grants": a comma comes before "Inc." or "L.P.", never before "Company".
    if (/,\s*(?:Company|Co\.?)$/i.test(m[0])) continue;
    // "National Company Law Tribunal": the legal-form word sits inside an institution's name, read below.
    if (INSTITUTION_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 80))) continue;
    const split = bodyBeforeCompany(m[1].slice(lead));
    if (split) {
      add('Organization', m.index + lead, m.index + lead + split.leftEnd);
      add('Organization', m.index + lead + split.right, m.index + m[0].length);
      continue;
    }
    // Of a name that ends in its legal form only: a body split off above keeps no "The".
    if (registeredThe(text, m.index, m[1], lead)) lead -= 4;
    // "(2) 3 COUNTIES CATERING LTD": a number opening a party's entry is the name's first word.
    const digits = lead === 0 ? NUMBER_OPENS_NAME.exec(text.slice(Math.max(0, m.index - 24), m.index))?.[1] : undefined;
    if (digits !== undefined) lead = -(digits.length + 1);
    add('Organization', m.index + lead, m.index + m[0].length);
  }
  // "Nordlys Fisk AS: Kari Berg, CEO", "Fjordlaks AS, organisation number …": Norway's "AS" ends a name written in
  // small letters (h25s28a). Never after a word in capitals: "EXCEPT AS EXPRESSLY SET FORTH" names none.
  if (text.includes(' AS')) for (const m of text.matchAll(NORWEGIAN_AS)) {
    const lead = LEADING.exec(m[1])?.[0].length ?? 0;
    if (lead < m[1].length) add('Organization', m.index + lead, m.index + m[0].length);
  }
  for (const m of text.matchAll(DESCRIBED_FORM)) {
    const from = Math.max(0, m.index - 160);
    const name = NAME_BEFORE_FORM.exec(text.slice(from, m.index));
    if (!name) continue;
    const lead = Math.max(LEADING.exec(`${name[1]} `)?.[0].length ?? 0, capsClauseLead(name[1]));
    const words = name[1].slice(lead);
    if (words === '' || ROLE_NAMES.has(words.replace(/^the\s+/i, '').toLowerCase())) continue;
    add('Organization', m.index - words.length, m.index);
  }
  if (HAS_ROMANCE_HEAD.test(text)) for (const m of text.matchAll(ROMANCE_BODY)) {
    if (m[2] === '' && !/\s/.test(m[0].slice(0, m[0].length - m[1].length))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  if (HAS_HEAD.test(text)) for (const m of text.matchAll(INSTITUTION)) {
    const before = m[1] ?? '';
    // "Customer's Regulatory Authorities": the owner named before a possessive is not part of the name.
    // A head's own possessive stays in the name: "Information Commissioner's Office" is one body (h21attr2).
    const owner = before.lastIndexOf("'s ");
    // "People's" names no owner either: "the People's Court of Ho Chi Minh City", "the People's Bank of China" (h25s28a);
    // nor a saint's name a parish body takes ("St Aidan's Parochial Church Council", "Saint Mary's Parish Council", h26s30a).
    const possessive = owner >= 0 && !HEAD_BEFORE_POSSESSIVE.test(before.slice(0, owner)) && !/(?<![A-Za-z])(?:People|(?:St\.?|Saint)\s+[A-Z][a-z]+)$/.test(before.slice(0, owner)) ? owner + 3 : 0;
    const lead = possessive + (LEADING.exec(before.slice(possessive))?.[0].length ?? 0);
    const qualifiers = before.slice(lead).trim();
    if (!qualifiers && !m[3]) continue; // a bare "Court" or "Board" is not a name
    // "the President of the Management Board", "a Member of the Supervisory Board": the board an officer sits on is the
    // party's own organ, named as the office's, no body of its own (Polish, Croatian and other drafting, h22f15).
    if (m[2] === 'Board' && !m[3] && ORGAN_BOARD.test(qualifiers) && OFFICE_OF.test(text.slice(Math.max(0, m.index + lead - 40), m.index + lead))) continue;
    // "the Commissioner of the Conference" is a post its holder fills; "Information Commissioner" the body (h21attr2).
    if (!qualifiers && m[2] === 'Commissioner') continue;
    // "Centre for International Arbitration" names a body; "Service Centre for Customers" a place for a party.
    // (The qualifiers may have taken the first word of a two-word head: "… International Arbitration| Centre".)
    // Or the first two words of a three-word head: "… Alternative Dispute Resolution| Centre" (h26f19).
    const words = qualifiers.split(/\s+/);
    const twoWordHead = [1, 2].some((n) => words.length >= n && INSTITUTION_HEAD_SET.has(`${words.slice(-n).join(' ')} ${m[2]}`));
    if (FOR_TAIL.has(m[2]) && !twoWordHead && (!m[3]?.trimStart().startsWith('for') || FOR_A_PARTY.test(m[3]))) continue;
    if (qualifiers && GENERIC.test(qualifiers.split(/\s+/)[0]) && !m[3]) continue;
    // "of Post Office Box 48120-00100, Nairobi": a post office box is an address (East African and other preambles).
    if (m[2] === 'Office' && /^Post$/i.test(qualifiers) && /^\s{1,3}Box\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) continue;
    // "Contract Administration" heads a heading or names an activity: a body needs two qualifiers or a tail, and no
    // heading is a name ("12. Project and Contract Administration. The Contractor shall …").
    if (ACTIVITY.has(m[2]) && ((!m[3] && qualifiers.split(/\s+/).filter((w) => w !== 'and').length < 2)
      || (HEADING_BEFORE.test(text.slice(0, m.index + lead)) && HEADING_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))))) continue;
    // "Harwick District Council of Market Hall, Harwick PE21 6AA": an "of" tail ending on a building's or a street's word
    // before a comma is the body's address, as a company's "of 4 Mill Lane, …" is; the name ends at its head (h21attr2).
    if (m[3] && qualifiers && TAIL_IS_ADDRESS.test(m[3]) && /^\s*,/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) {
      add('Organization', m.index + lead, m.index + m[0].length - m[3].length);
      continue;
    }
    const seat = !m[3] && COURT_HEADS.has(m[2]) ? COURT_SEAT.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 40))?.[0].length ?? 0 : 0;
    add('Organization', m.index + lead, m.index + m[0].length + seat);
  }
  // "BLUEGRASS FEDERAL CREDIT UNION By: Marcus Tolliver, Chief Executive Officer": a signature line whose name signs
  // "By:" someone else signs through an officer, so it names a body, legal form or not (every such line of the labelled
  // sets, 20 of 20, labels the name an Organization; h21attr2). A party's role ("LICENSOR By:") is no name.
  if (text.includes('Trustees')) for (const m of text.matchAll(TRUSTEES_OF)) add('Organization', m.index, m.index + m[0].length);
  if (/bank\b/.test(text) && BANKING_CONTEXT.test(text)) for (const m of text.matchAll(ONE_WORD_BANK)) add('Organization', m.index, m.index + m[0].length);
  const signing = SIGNING_BODY.exec(text);
  if (signing && !ROLE_NAMES.has(signing[1].replace(/^the\s+/i, '').toLowerCase())) add('Organization', signing.index + signing[0].indexOf(signing[1]), signing.index + signing[0].indexOf(signing[1]) + signing[1].length);
  // "between the Pinecrest Fire Protection District, a political subdivision …", "and the Wessex Courts and Tribunals
  // Partnership (the "Authority")": a party named with "the" and capitalised words is a body (a person takes no
  // article), legal form or not. Two words at least, the last no role word ("between the Owner and the Charterer").
  if (PARTY_SLOT_WORD.test(text)) for (const m of text.matchAll(BODY_IN_PARTY_SLOT)) {
    if (ROLE_NAMES.has(m[2].toLowerCase()) || /^(?:Parties|Party|Date|Agreement|Contract)$/.test(m[2])) continue;
    add('Organization', m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
  for (const m of text.matchAll(BODY)) {
    // "deliver the Goods FCA the Seller's warehouse": the Incoterm, not the Financial Conduct Authority.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (m[0] === 'FCA' && INCOTERM_CONTEXT.test(before) && !REGULATOR_BEFORE.test(before)) continue;
    // "Oregon OSHA", "the USDA Natural Resources Conservation Service": initials beside another capitalised word are part
    // of a longer name; a sentence's capitalised first word ("The FAA may …") is none.
    const capitalBefore = CAPITALISED_BEFORE.exec(before)?.[1];
    if (REGULATOR_SET.has(m[0]) && ((capitalBefore && !FUNCTION_WORD.test(capitalBefore)) || /^\s+\p{Lu}\p{Ll}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3)))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  // "Hon. Secretary", "Hon. Treasurer": "Hon." is honorary there, before a post, no person's title.
  for (const m of text.matchAll(TITLED)) if (!POST.has(m[1]) && !POST_TITLE_WORD.test(m[1]) && !lettered(m[0], m[1])) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  for (const m of text.matchAll(SIGNED)) {
    // "Attention: ACCOUNTS PAYABLE": a notice goes to a department in capitals; a signatory's label names a person.
    if (/^Att/.test(m[0]) && !/[a-z]/.test(m[1])) continue;
    // "Attn: Legal Department", "Attention: Company Secretary": a post or a unit in title case is no person either.
    if (/^Att/.test(m[0]) && m[1].split(/\s+/).some((word) => POST.has(word))) continue;
    // "for the Customer by Senior Consultants", "Services for the Supplier: Hosting Services": "for" a role names a
    // signer only in a signing line, after its verb or opening the line (review hrev6).
    if (/^(?:[Ff]or|FOR)\b/.test(m[0]) && !SIGNING_LINE.test(text.slice(Math.max(0, m.index - 80), m.index))) continue;
    const begin = m.index + m[0].length - m[1].length;
    add('Person', begin, begin + m[1].length);
    // "Signed by the Employers: Tom Hale, Ann Hale": the row's other signatories, each after a comma, to the row's end.
    const more = SIGNATORIES_AFTER.exec(text.slice(m.index + m[0].length));
    if (more && !POST_TITLE_WORD.test(more[0])) for (const n of more[0].matchAll(NAME_IN_LIST)) add('Person', m.index + m[0].length + n.index + n[0].length - n[1].length, m.index + m[0].length + n.index + n[0].length);
  }
  // "p.p. ACME S.A., Ana Ruiz Soto": a signature row by procuration, the firm then its signatory (h24s26a).
  const procuration = PROCURATION_ROW.exec(text);
  if (procuration) add('Person', text.length - procuration[1].length - procuration[2].length, text.length - procuration[2].length);
  for (const m of text.matchAll(POSTED_NAME)) {
    const name = m[1] ?? m[2];
    add('Person', m.index + m[0].length - name.length, m.index + m[0].length);
  }
  if (mayMatch(POST_COLON_NAME, folded)) for (const m of text.matchAll(POST_COLON_NAME)) if (!isFieldOrUnit(m[1])) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  const signerRow = text.length <= 240 ? COMPANY_SIGNER_ROW.exec(text) : null;
  if (signerRow && isPersonName(signerRow[1]) && POST_TITLE_WORD.test(signerRow[2])) {
    // The name ends at the post's comma (the post holds none).
    const begin = signerRow.index + signerRow[0].lastIndexOf(',') - signerRow[1].length;
    add('Person', begin, begin + signerRow[1].length);
  }
  if ((text.includes('eal') || text.includes('ignature')) && mayMatch(SEALED_NAME, folded)) for (const m of text.matchAll(SEALED_NAME)) {
    if (!isPersonName(m[1])) continue;
    const begin = m.index + m[0].lastIndexOf(m[1]);
    add('Person', begin, begin + m[1].length);
  }
  if (text.includes('trading') || text.includes('t/a')) for (const m of text.matchAll(TRADING_PAIR)) {
    if (!isPersonName(m[1]) || !isPersonName(m[2])) continue;
    const second = m.index + m[0].lastIndexOf(m[2]);
    add('Person', m.index, m.index + m[1].length);
    add('Person', second, second + m[2].length);
  }
  if (WITNESS_LINE.test(text)) for (const m of text.matchAll(WITNESS_NAME)) add('Person', m.index + m[0].length - m[1].length, m.index + m[0].length);
  const roleLine = ROLE_LINE_NAME.exec(text);
  if (roleLine) add('Person', roleLine.index + roleLine[0].indexOf(roleLine[1], roleLine[0].indexOf(':')), roleLine.index + roleLine[0].indexOf(roleLine[1], roleLine[0].indexOf(':')) + roleLine[1].length);
  const dated = DATED_PLACE_LINE.exec(text);
  if (dated) add('Location', dated.index + dated[0].indexOf(dated[1]), dated.index + dated[0].indexOf(dated[1]) + dated[1].length);
  for (const m of text.matchAll(TOWN_STATE)) {
    if ((m[1] === 'of' || m[1] === 'from') && STATE_NAMES.has(m[2].replace(/\s+/g, ' '))) continue;
    add('Location', m.index + m[0].indexOf(m[2], m[1].length), m.index + m[0].length);
  }
  // A town the gazetteer lacks, in a place's position ("domiciled in Pekanbaru"); with listed places after it, each after
  // a comma, it is one place, as a listed city and its state are ("domiciled in Kassel, Germany", "office at Begumpet,
  // Hyderabad"). A listed place in the position is left to the gazetteer's reading below.
  for (const p of placesInPosition(text)) {
    if (LISTED_AT.test(text.slice(p.begin, p.end + 1))) continue;
    let end = p.end;
    for (let i = 0, more; i < 3 && (more = filteredExec(LISTED_AFTER, text.slice(end, end + 48)) ?? filteredExec(REGION_BEFORE_COUNTRY, text.slice(end, end + 72))); i++) end += more[0].length;
    add('Location', p.begin, end);
  }
  for (const m of text.matchAll(PLACE)) {
    if (CURRENCY_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    const polity = POLITY_BEFORE.exec(text.slice(Math.max(0, m.index - 64), m.index));
    const state = CITY_NAMES.has(m[0]) ? STATE_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 32)) : null;
    add('Location', m.index - (polity?.[0].length ?? 0), m.index + m[0].length + (state?.[0].length ?? 0));
    // "its Pune and Aa editions", "the Leeds and Aa depots": a capitalised word joined to a listed city before a common
    // noun they share is a town too (h26s30a).
    const pair = CITY_NAMES.has(m[0]) ? TOWN_JOINED_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 48)) : null;
    if (pair) add('Location', m.index + m[0].length + pair[0].length - pair[1].length, m.index + m[0].length + pair[0].length);
  }
  return found.sort((a, b) => a.begin - b.begin);
}
