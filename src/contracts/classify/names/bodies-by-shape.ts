/**
 * Bodies named by a shape of their own rather than an institution's head list: an international or general
 * organization, a state service with its initials, a Secretary of State for a field, the Trustees of a collection, a
 * name signing "By:", a body with "the" in a party's slot, a national service or field named with its country.
 */
import { COUNTRIES, NATIONAL_ADJECTIVES, NATIONAL_BODY_FIELDS } from '../lexicon/gazetteer.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { longestFirstAlternation } from '../../../common/regexp.js';

const alt = longestFirstAlternation;
/**
 * A signature line opening with a name then "By:" ("ACME FOUNDATION By: Jane Roe, Director"), or "Per:" as Canadian
 * signature blocks write it ("ELMVALE MINOR HOCKEY ASSOCIATION Per: Jane Roe, President"; issue 18, h111att): up to ten
 * capitalised words joined by spaces, "of", "and", "&", "for", "the", a comma perhaps before "By" (two words at least
 * before "Per", and a signer after it: a name, a signature line or nothing, as "Unit Price Per: tonne" and "Maximum Hours
 * Per: Week" have none). Anchored at the element's start.
 */
const SIGNING_BODY = /^\s*(\p{Lu}[\p{L}&'.-]{0,40}(?:(?:\s+(?:of|and|&|for|the|OF|AND|FOR|THE))?\s+\p{Lu}[\p{L}&'.-]{0,40}){0,9}),?\s+(By|Per(?=\s*:\s*(?:\p{Lu}(?:\p{L}+|\.)\s+\p{Lu}|_{2,}|$)))\s*:/u;
/**
 * "The Trustees of the Harcourt Collection": a charity's trustees named as a body are the party's name, article and all
 * (an English charity contracts so; h23s23). Two to six capitalised words after "of", joined by "of", "and" or "for" ("the Trustees of the Settlement" names a trust deed's parties by their office).
 */
const TRUSTEES_OF = /\b[Tt]he\s{1,3}Trustees\s{1,3}of\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:(?:of|and|for)\s{1,3}(?:the\s{1,3})?)?\p{Lu}[\p{L}'’-]{1,30}){1,5}/gu;
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
 * A state's service named by its field after "the National" or "the Federal", without its acronym: "the National Tourism
 * Service" (Chile's tourism board, which keeps the register of tourist guides), "the National Park Service", "the Federal
 * Migration Service" (issue 18, h93fd; facts set 54's cause 11). The article before it and no capitalised word after it:
 * a product or a document named so ("National Courier Service Agreement", "our National Delivery Service Level") goes on
 * in capitals, and "Service" alone heads products. One to four capitalised words between. Bounded words: linear.
 */
const THE_NATIONAL_SERVICE = /(?<=(?<![\p{L}])[Tt]he\s{1,3})(?:National|Federal)(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){1,4}\s{1,3}Service(?![\p{L}])(?!\s{1,3}\p{Lu})/gu;
/**
 * A national body named by its field and its country ("Athletics Canada", "Health Canada", "Sport England"): one
 * Organization (gazetteer.ts NATIONAL_BODY_FIELDS), "Public Health England" with its "Public". A field word first (the
 * cheap test), one blank, a country. Linear.
 */
const NATIONAL_FIELD = new RegExp(`(?<![\\p{L}])(?:${alt(NATIONAL_BODY_FIELDS)})\\s`, 'u');
const NATIONAL_FIELD_BODY = new RegExp(`(?<![\\p{L}])(?:Public\\s)?(?:${alt(NATIONAL_BODY_FIELDS)})\\s(?:${alt(COUNTRIES)})(?![\\p{L}])`, 'gu');
/**
 * An international organization named so ("International Labour Organization", "World Health Organization", "International
 * Maritime Organization", "International Organization for Standardization"): C25's public body, with no head the
 * institution reader knows. "Organization" alone heads kinds of business a contract capitalises ("a Registered
 * Organisation", "Group Purchasing Organization", "Approved Maintenance Organisation"): only after "International",
 * "World" or "Intergovernmental" does it name one body (issue 18, h32a43). Bounded words: linear.
 */
const INTERNATIONAL_ORGANIZATION = /(?<![\p{L}])(?:International|World|Intergovernmental)(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){0,4}\s{1,3}Organi[sz]ation(?:\s{1,3}(?:for|of)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){0,3})?(?![\p{L}])/gu;
/**
 * A state's organisation named by its nation's adjective or its country and its field: "the Hellenic Agricultural
 * Organisation", "the Cyprus Agricultural Research Organization", "the Ethiopian Standards Organisation". The nation first
 * makes "Organisation" the state's body, as "International" does above; "a Registered Organisation", "Approved
 * Maintenance Organisation" stay kinds of business. One to four capitalised words between (an "and" joining some), and the
 * body's short name in capitals after a dash is the name's ("the Hellenic Agricultural Organisation – DEMETER"; one word
 * of three to twelve capitals, no capitalised word after it). Facts set 57's cause 4 (issue 18, h98fb). Bounded: linear.
 */
const NATIONAL_ORGANIZATION = new RegExp(String.raw`(?<![\p{L}])(?:${alt([...NATIONAL_ADJECTIVES, ...COUNTRIES])})(?:\s{1,3}(?:and\s{1,3})?\p{Lu}[\p{L}'’-]{1,30}){1,4}\s{1,3}Organi[sz]ation(?![\p{L}])(?:\s{1,3}[–—-]\s{1,3}\p{Lu}{3,12}(?![\p{L}\p{N}])(?!\s{1,3}\p{Lu}))?`, 'gu');
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
/** International and general organizations, state services with initials, Secretaries of State, trustees. */
export function addBodiesNamedByShape(text: string, add: AddName): void {
  if (/Organi[sz]ation/.test(text)) for (const m of matchesOf(INTERNATIONAL_ORGANIZATION, text)) add('Organization', m.index, m.index + m[0].length);
  if (/Organi[sz]ation/.test(text)) for (const m of matchesOf(NATIONAL_ORGANIZATION, text)) add('Organization', m.index, m.index + m[0].length);
  if (/Service\s{0,3}\(/.test(text)) for (const m of matchesOf(STATE_SERVICE_WITH_ACRONYM, text)) add('Organization', m.index, m.index + m[0].length);
  // Alone ("a General Organization member") it names no body: a qualifier or a tail must name which.
  if (/General\s{1,3}Organi[sz]ation/.test(text)) for (const m of matchesOf(GENERAL_ORGANIZATION, text)) {
    if (!/^General\s{1,3}Organi[sz]ation$/.test(m[0])) add('Organization', m.index, m.index + m[0].length);
  }
  if (text.includes('Secretary of State')) for (const m of matchesOf(SECRETARY_OF_STATE_FOR, text)) add('Organization', m.index, m.index + m[0].length);
  if (text.includes('Trustees')) for (const m of matchesOf(TRUSTEES_OF, text)) add('Organization', m.index, m.index + m[0].length);
}
/** A name signing "By:" and a body with "the" in a party's slot. */
export function addBodiesSigningOrInPartySlots(text: string, add: AddName): void {
  // "BLUEGRASS FEDERAL CREDIT UNION By: Marcus Tolliver, Chief Executive Officer": a signature line whose name signs
  // "By:" someone else signs through an officer, so it names a body, legal form or not (every such line of the labelled
  // sets, 20 of 20, labels the name an Organization; h21attr2). A party's role ("LICENSOR By:") is no name.
  // "Per:" signs so too (set 23's Ontario town and association).
  const signing = SIGNING_BODY.exec(text);
  // "Per:" after one word is a rate's row ("Price Per: tonne"), no signer's.
  if (signing && !(signing[2] === 'Per' && !/\s/.test(signing[1])) && !ROLE_NAMES.has(signing[1].replace(/^the\s+/i, '').toLowerCase())) add('Organization', signing.index + signing[0].indexOf(signing[1]), signing.index + signing[0].indexOf(signing[1]) + signing[1].length);
  // "between the Pinecrest Fire Protection District, a political subdivision …", "and the Wessex Courts and Tribunals
  // Partnership (the "Authority")": a party named with "the" and capitalised words is a body (a person takes no
  // article), legal form or not. Two words at least, the last no role word ("between the Owner and the Charterer").
  if (PARTY_SLOT_WORD.test(text)) for (const m of matchesOf(BODY_IN_PARTY_SLOT, text)) {
    if (ROLE_NAMES.has(m[2].toLowerCase()) || /^(?:Parties|Party|Date|Agreement|Contract)$/.test(m[2])) continue;
    add('Organization', m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
}
/** A national service or a national field named with its country. */
export function addNationalBodies(text: string, add: AddName): void {
  if (text.includes('Service')) for (const m of matchesOf(NATIONAL_SERVICE, text)) add('Organization', m.index, m.index + m[0].length);
  if (text.includes(' Service')) for (const m of matchesOf(THE_NATIONAL_SERVICE, text)) add('Organization', m.index, m.index + m[0].length);
  if (NATIONAL_FIELD.test(text)) for (const m of matchesOf(NATIONAL_FIELD_BODY, text)) add('Organization', m.index, m.index + m[0].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bodiesByShapeRunPatterns(): readonly RegExp[] {
  return [BODY_IN_PARTY_SLOT, GENERAL_ORGANIZATION, INTERNATIONAL_ORGANIZATION, NATIONAL_FIELD_BODY, NATIONAL_ORGANIZATION, NATIONAL_SERVICE, SECRETARY_OF_STATE_FOR, STATE_SERVICE_WITH_ACRONYM, THE_NATIONAL_SERVICE, TRUSTEES_OF];
}
