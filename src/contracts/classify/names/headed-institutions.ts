/**
 * A body read by the institution grammar, and where its name really begins and ends: an owner's possessive cut off, a
 * recital's letter, a tail that names a party or an address or the polity that owns the body cut, a country, a court's
 * seat or division, a mission's seat, a public body's sub-body, a territory "<polity> of <name>" or "the Master of"
 * taken in.
 */
import { ISLAND_LEGISLATURES, MISSION_HEADS, INSTITUTION_HEADS } from '../lexicon/gazetteer.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import { BUILDING_WORDS, STREET_WORDS } from './addresses.js';
import { LEADING, RECITAL_LETTER, PLURAL_OF_MEMBERS, ROLE_NAMES, SUFFIXES, type AddName } from './name-grammar.js';
import { PLACES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';
import { internationalAfterBank } from './bank-name-ends.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { COUNTRY_AFTER, FRENCH_COUNTRY_AFTER_BANK, STATE_AFTER_BANK, foundersBank } from './bank-names.js';
import { HAS_HEAD, institutionMatches } from './institution-grammar.js';
import { INSTITUTION_GUARDS, type InstitutionMatch, POSSESSIVE_AFTER, TAIL_OF_A_PARTY, headOfQualifiers } from './institution-guards.js';

const alt = longestFirstAlternation;
/**
 * A court named with its seat after "in": Central European courts are so named in English ("the District Court in
 * Kranj", "the Municipal Court in Prague", "the Regional Court in Bratislava"); the seat is part of the name (h20facts2).
 * One or two capitalised words, no more.
 */
const COURT_HEADS: ReadonlySet<string> = new Set(['Court', 'Courts', 'Tribunal']);
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
// A court may sit for two territories joined by "and": "the High Court in Sabah and Sarawak" (Malaysia's High Court of
// Borneo; issue 18, h93fd, facts set 54's cause 11: the name was cut at "and"). One capitalised word each side, the
// second no role's nor "The" (the "and" of a clause: "the District Court in Kranj and Buyer shall …").
const IN_SEAT = String.raw`\s{1,3}in\s{1,3}\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+|\s{1,3}and\s{1,3}(?!(?:The|${ROLE_WORDS.join('|')})(?![\p{L}]))\p{Lu}\p{Ll}+)?(?![\p{L}])`;
// A South African, Namibian or Botswanan magistrate's court is named for its district: "the Magistrate's Court for the
// district of Camdeboo", "… for the District of Windhoek" (the name ended at "Court"; facts set 65's cause 9, issue 18,
// h105q65); a court "for the Region of" or "for the County of" a place likewise. One or two capitalised words of the
// place, as after "in".
const FOR_DISTRICT_SEAT = String.raw`\s{1,3}for\s{1,3}the\s{1,3}(?:district|District|region|Region|county|County|magisterial\s{1,3}district|Magisterial\s{1,3}District)\s{1,3}of\s{1,3}\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?(?![\p{L}])`;
const COURT_SEAT = new RegExp(String.raw`^(?:${FOR_DISTRICT_SEAT}|\s{1,3}in\s{1,3}and\s{1,3}for\s{1,3}(?:the\s{1,3})?\p{Lu}\p{Ll}+(?:\s{1,3}(?:of\s{1,3})?\p{Lu}\p{Ll}+){0,3}(?![\p{L}])|${IN_SEAT}|\s{1,3}(?!(?:The|This|${COURT_PAPERS}|${MONTH_NAME}|${WEEKDAY_NAME}|${ROLE_WORDS.join('|')})(?![\p{L}]))\p{Lu}\p{Ll}+(?:\s{1,3}\d{1,2})?(?=\s{0,3}(?:[.,;:)]|$)))`, 'u');
// A court named by its degree keeps its seat after "in" too: "the Court of First Instance in Damascus", "the Civil Court of
// First Instance in Beirut" (facts set 46, h84b46: the name ended at "Instance"). Only the "in" seat, and only after a
// tail ending on "Instance": "the Court of Appeal in Smith v Jones" names a case, no seat.
const INSTANCE_TAIL = /\sInstance$/;
const COURT_SEAT_IN = new RegExp(`^${IN_SEAT}`, 'u');
/**
 * An arbitral court or tribunal takes no seat into its name: it sits where the parties choose, and "the Basketball Arbitral
 * Tribunal in Geneva, Switzerland" names the body and then the seat of the arbitration (a Location of its own), where a
 * state's "District Court in Kranj" is named by its seat (issue 18, h93at, set 71).
 */
const ARBITRAL_QUALIFIER = /(?<![\p{L}])(?:Arbitral|Arbitration)(?![\p{L}])/u;
/**
 * A State's mission abroad ends on its seat after "in" ("the High Commission of the Republic in New Caledonia", "the
 * Embassy of France in Fiji": facts set 46, h87o; the name ended at its tail). The head as its qualifiers' last words and
 * the head make it, and no month or weekday is a seat ("the Embassy in March"). Anchored, literal words: linear.
 */
const MISSION_HEAD = new RegExp(`(?:^|\\s)(?:${alt(MISSION_HEADS)})$`);
const MISSION_SEAT = new RegExp(String.raw`^\s{1,3}in\s{1,3}(?!(?:${MONTH_NAME}|${WEEKDAY_NAME})(?![\p{L}]))\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?(?![\p{L}])`, 'u');
/**
 * A public body's sub-body after a comma, "of" and its field: "Aa Department of Health, Division of Food Safety", "the
 * Department of Tourism, Government of Bb" (the ministry, then the government it belongs to). One Organization, as an
 * address's parts after commas are one place (h29attr). Only after a government's own heads (a company's "Acme Bank,
 * Department of Marketing" is the bank's office), and the sub-body's words capitalised, "of", "for", "and" or "the"
 * between them, at most six: linear.
 */
export const PUBLIC_HEADS: ReadonlySet<string> = new Set(['Department', 'Ministry', 'Agency', 'Authority', 'Commission', 'Bureau', 'Directorate']);
const SUB_BODY = /^,\s{1,3}(?:the\s{1,3})?(?:Division|Department|Bureau|Office|Directorate|Section|Unit|Government)\s{1,3}of\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}\p{M}'-]{0,30}(?:\s{1,3}(?:(?:of|for|and|the)\s{1,3}){0,2}\p{Lu}[\p{L}\p{M}'-]{0,30}){0,5}(?![\p{L}\p{M}])/u;
/**
 * A court whose district is two places joined by a slash, written without blanks: "the Regional Court of Engiadina
 * Bassa/Val Müstair" (a Swiss region named by its two valleys; the name ended at "Bassa": facts set 65's cause 10, issue
 * 18, h105q65). After a court's "of" tail only, one to three capitalised words after the slash. Anchored, bounded: linear.
 */
const SECOND_PLACE_AFTER_SLASH = /^\/\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2}(?![\p{L}\p{M}\/])/u;
/** "Master of the" right before a court's name (a court's registering office; bounded, anchored at the end: linear). */
const MASTER_OF_COURT_BEFORE = /\bMaster\s{1,3}of\s{1,3}the\s{1,3}$/;
/** A "for" tail ending on a period's word: "for the Bond Period", "for the Initial Term". Anchored at the end, bounded. */
const PERIOD_TAIL = /\s+for\s+(?:the\s+)?(?:[A-Z][A-Za-z'-]{0,30}\s+){0,3}(?:Period|Term|Year|Years|Months|Days|Season|Duration)$/;
/** An "of" tail naming a building or a street: the address of the body before it. */
const TAIL_IS_ADDRESS = new RegExp(`^\\s+of\\s+(?:the\\s+)?(?:[A-Z][A-Za-z'-]*\\s+){0,4}(?:${alt([...BUILDING_WORDS, ...STREET_WORDS.filter((w) => w.length > 3)])})$`);
/** The qualifiers before a possessive end on an institution's head ("Information Commissioner" of "…'s Office"). */
// The head needs a qualifier of its own there: "the Sheriff's Office", "the Commissioner's Office" name an office-holder's
// office, as "the Sheriff" alone names no body (h28s35a; set 31 labels none).
const HEAD_BEFORE_POSSESSIVE = new RegExp(`(?<![A-Za-z])(?!The\\s)[A-Z][A-Za-z.'-]*\\s+(?:${alt(INSTITUTION_HEADS)})$`);
/**
 * An officer general before the possessive names the office that heads the body, no owner: "the Registrar General's
 * Department" (that issues marriage licences), "the Accountant General's Department", "the Attorney-General's Office" —
 * C25's named public body, one Organization (set 73, issue 18, h98at). One capitalised word and "General" (a blank or a
 * hyphen between); "the General's Office" alone keeps no qualifier and names none. Anchored at the end: linear.
 */
const OFFICER_GENERAL = /(?<![A-Za-z])[A-Z][a-z]{2,20}[ -]General$/;
/**
 * The judge a court is named after in the possessive, no owner: "the Maun Magistrate's Court" (Botswana's and other
 * Southern African drafting), "the Coroner's Court", "the Surrogate's Court" — a court's kind, one Organization (facts
 * set 62's cause 7, h102q62). Only before a court's head: "the Magistrate's Office" is an office-holder's. Anchored at
 * the end: linear.
 */
const JUDGE_BEFORE_COURT = /(?<![A-Za-z])(?:Magistrate|Coroner|Surrogate|Sheriff)$/;
/**
 * A harbour master named before the office he heads, no owner: "the Achao Harbour Master's Office", "the Harbour
 * Master's Office of Quellón" — a maritime authority's local office, as a "Capitanía de Puerto" is (a public body, C25;
 * facts set 70's cause 4, issue 18, h110q70). Only before an office's or a department's head: "the Harbour Master's
 * Bank" is no such name, and "the harbour master" in small letters is the officer. Anchored at the end: linear.
 */
const HARBOUR_MASTER_BEFORE_OFFICE = /(?<![A-Za-z])(?:Harbour|Harbor)\s?Master$/;
const OFFICE_HEADS: ReadonlySet<string> = new Set(['Office', 'Department']);
/** The words before a possessive that name no owner cut off from the body's name (`addInstitutions`). Anchored at the end: linear. */
const NOT_AN_OWNER = new RegExp(String.raw`(?<![A-Za-z])(?:${PLURAL_OF_MEMBERS}|(?:St\.?|Saint)\s+[A-Z][a-z]+|[A-Z][A-Za-z-]{1,30}\s{1,3}&\s{1,3}[A-Z][A-Za-z-]{1,30})$`);
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
 * A tail that ends on "of the" and a polity's common word alone, after words of its own: "the Department of Environment
 * and Climate Change of the Province", "the Department of Agriculture of the State" — "of the Province" says whose
 * department it is, as a possessive would, and is no proper part of its name; the name ends before it (issue 18, h89o;
 * facts set 50's cause 7). The polity named ("… of the Republic of Kenya") goes on as a name; a tail of the polity word
 * alone ("the Bank of the Republic") is the whole name's and stays. Anchored at the tail's end: linear.
 */
const OWNER_POLITY_AT_END = /\s+of\s+the\s+(?:Province|State|Territory|Region|Republic|Commonwealth|Kingdom|Federation|Municipality|County|City|Island|Country|Nation)$/;
/** A polity's words and "of" right before a body's qualifiers (`addInstitutions`). Anchored at the end of a bounded slice: linear. */
// A region named after a feature of land or water takes "of" the same way: "Horn of Africa Fisheries Research Institute",
// "Gulf of Aden Marine Institute", "Bay of Plenty Regional Council", "Lake of the Woods Research Centre" (facts set 45's
// cause 5, h80f45p: the name began at "Africa").
const POLITY_OF_BEFORE_BODY = /(?<![\p{L}])(?:Isle|Republic|Kingdom|Principality|Sultanate|Emirate|Grand\s{1,3}Duchy|Horn|Gulf|Bay|Cape|Lake|Straits?)\s{1,3}of\s{1,3}(?:the\s{1,3})?$/u;
/**
 * An island's legislature named right before a body's qualifiers is the body's first words, as a polity is: "the States
 * of Jersey Police", "the States of Guernsey Committee for Employment and Social Security" (sets 63 and 67: the name
 * began at the island, or the legislature alone was left to none). The listed names (ISLAND_LEGISLATURES) only, the
 * island the qualifiers' first word: "the States of Ohio Department of Health" keeps its name from
 * "Ohio". Anchored at the end of a bounded slice, literal alternatives: linear.
 */
const LEGISLATURES_OF_ISLANDS: ReadonlySet<string> = new Set(ISLAND_LEGISLATURES.filter((name) => /\sof\s/.test(name)));
const LEGISLATURE_BEFORE_BODY = new RegExp(String.raw`(?<![\p{L}])(${alt([...new Set([...LEGISLATURES_OF_ISLANDS].map((name) => name.replace(/\s{1,3}of\s.*$/, '')))])})\s{1,3}of\s{1,3}$`, 'u');
/** The length of a listed legislature's words before `qualifiers` (their first word its island) at the end of `before`, or 0. */
function legislatureBefore(before: string, qualifiers: string): number {
  const m = LEGISLATURE_BEFORE_BODY.exec(before);
  return m && LEGISLATURES_OF_ISLANDS.has(`${m[1]} of ${qualifiers.split(/\s+/)[0]}`) ? m[0].length : 0;
}
/**
 * The fields a body's qualifiers list with commas before their "and": "the Madeira Wine, Embroidery and Handicraft
 * Institute", "the Coffee, Tea and Cocoa Board" — the grammar's qualifiers join by "and" only, and the name lost the
 * fields before the last comma (facts set 57's cause 5, issue 18, h98fb). One to three capitalised words and a comma right
 * before the qualifiers, at most twice; read only where the qualifiers hold the list's "and". Not a clause's lead word, a
 * party's role, a legal form or a place before the comma, nor words that end a longer name (a join or a capital before
 * them: "the Ministry of Justice, Tax and Customs Board" names two) ("In Kenya, Tea and Coffee Board", "Acme Ltd, Tea and Coffee
 * Board", "the Seller, Wine and Spirits Board": a list of something else, or two names). Anchored at the slice's end,
 * bounded words: linear.
 */
const LISTED_FIELD_BEFORE = /(?<![\p{L}\p{M}'’.-])(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2}),\s{1,3}$/u;
const PLACE_NAMES: ReadonlySet<string> = new Set([...PLACES, ...WORLD_COUNTRIES]);
/** A join or a capitalised word right before the listed words: they end a longer name. Anchored at the slice's end: linear. */
const NAME_GOES_ON_BEFORE = /(?:(?<![\p{L}])(?:of|for|and|de|du|des|del|&)|\p{Lu}[\p{L}\p{M}'’.-]{0,30})\s{1,3}$/u;
function listedFieldsBefore(text: string, start: number, qualifiers: string): number {
  if (!/\sand\s/.test(qualifiers)) return 0;
  let begin = start;
  for (let n = 0; n < 2; n++) {
    const m = LISTED_FIELD_BEFORE.exec(text.slice(Math.max(0, begin - 100), begin));
    if (!m) break;
    const lead = LEADING.exec(m[1])?.[0].length ?? 0;
    const words = m[1].slice(lead).split(/\s{1,3}/).filter(Boolean);
    const last = words[words.length - 1];
    if (words.length === 0 || !last || ROLE_NAMES.has(last.toLowerCase()) || SUFFIXES.includes(last) || PLACE_NAMES.has(last) || PLACE_NAMES.has(words.join(' '))) break;
    // "the Ministry of Justice, Tax and Customs Board": words after a join or another capitalised word close a name of
    // their own, and the comma parts two bodies (hrev14).
    if (lead === 0 && NAME_GOES_ON_BEFORE.test(text.slice(Math.max(0, begin - m[0].length - 32), begin - m[0].length))) break;
    begin -= m[0].length - lead;
    if (lead > 0) break;
  }
  return start - begin;
}
/** A Vietnamese (or Lao, Chinese) state body named "People's …": "People's Committee", "People's Court" (h118v74). */
const PEOPLES_BODY = /^People['’]s\s/;
/**
 * The small-letter kind of territory after such a body's place ends its name: "the People's Committee of Nhơn Ái
 * commune", "the People's Court of Phong Điền district" (Vietnam's province, district, commune and ward; the name ended
 * at the place, issue 18, h118v74, facts set 74). Only after "People's …": "the Court of Kenya district registry" keeps
 * its own (h117q74's near miss). One blank, one word: linear.
 */
const TERRITORY_KIND_AFTER = /^ (?:province|district|commune|ward|town)(?![\p{L}\p{M}'’-])/u;
/** Bodies the institution grammar reads, each checked by INSTITUTION_GUARDS and given its whole extent. */
export function addHeadedInstitutions(text: string, add: AddName): void {
  if (HAS_HEAD.test(text)) for (const m of institutionMatches(text)) {
    const before = m[1] ?? '';
    // "Customer's Regulatory Authorities": the owner named before a possessive is not part of the name.
    // A head's own possessive stays in the name: "Information Commissioner's Office" is one body (h21attr2).
    const owner = before.lastIndexOf("'s ");
    // "People's" names no owner either: "the People's Court of Ho Chi Minh City", "the People's Bank of China" (h25s28a);
    // nor a saint's name a parish body takes ("St Aidan's Parochial Church Council", "Saint Mary's Parish Council", h26s30a).
    // Nor the founders a bank is named after, joined by "&" ("Maduro & Curiel's Bank", facts set 41's cause 10, h76f41p).
    // Nor a plural's possessive ("Eyl Fishermen's Cooperative Society": PLURAL_OF_MEMBERS), nor a court's judge ("the Maun
    // Magistrate's Court": JUDGE_BEFORE_COURT), nor a harbour master's office (HARBOUR_MASTER_BEFORE_OFFICE).
    const harbourOffice = owner >= 0 && OFFICE_HEADS.has(m[2]) && HARBOUR_MASTER_BEFORE_OFFICE.test(before.slice(0, owner));
    const possessive = owner >= 0 && !HEAD_BEFORE_POSSESSIVE.test(before.slice(0, owner)) && !OFFICER_GENERAL.test(before.slice(0, owner)) && !NOT_AN_OWNER.test(before.slice(0, owner)) && !(COURT_HEADS.has(m[2]) && JUDGE_BEFORE_COURT.test(before.slice(0, owner))) && !harbourOffice && !foundersBank(before.slice(0, owner), m[2], before.slice(owner + 3), text.slice(Math.max(0, m.index - 12), m.index)) ? owner + 3 : 0;
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
    // "serve the Department of Health for the Bond Period": a "for" tail that ends on a defined period's word is the time
    // the clause sets, no part of the body's name, which ends before it (set 82, issue 18, h105n82).
    const periodTail = m[3] ? PERIOD_TAIL.exec(m[3]) : null;
    if (m[3] && periodTail && periodTail.index > 0) {
      add('Organization', m.index + lead, m.index + m[0].length - m[3].length + periodTail.index);
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
    // A harbour master's office keeps its seat as a court does: "the Harbour Master's Office Šibenik" (Croatian drafting's
    // "Lučka kapetanija Šibenik" in English; set 34's expectation, h110q70), "… Office in Split".
    const seat = seatPattern && (COURT_HEADS.has(m[2]) || harbourOffice) && !ARBITRAL_QUALIFIER.test(qualifiers) ? seatPattern.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 60))?.[0].length ?? 0 : 0;
    const mission = MISSION_HEAD.test(`${qualifiers} ${m[2]}`) ? MISSION_SEAT.exec(after)?.[0].length ?? 0 : 0;
    const sub = PUBLIC_HEADS.has(m[2]) ? SUB_BODY.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 240))?.[0].length ?? 0 : 0;
    const court = COURT_HEADS.has(m[2]);
    const slashed = court && m[3] ? SECOND_PLACE_AFTER_SLASH.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 100))?.[0].length ?? 0 : 0;
    const division = court ? DIVISION_BEFORE_COURT.exec(text.slice(Math.max(0, m.index + lead - 110), m.index + lead))?.[0].length ?? 0 : 0;
    const divisionAfter = court && !seat ? DIVISION_AFTER_COURT.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 110))?.[0].length ?? 0 : 0;
    // "the Isle of Man Gambling Supervision Commission", "the Isle of Wight Council", "the Republic of Korea Fair Trade
    // Commission": a territory named "<polity> of <name>" before the qualifiers is the body's first words, as "Malta" is
    // in "Malta Gaming Authority"; cut at "of", the name began with "Man" (issue 18, h76t58).
    const ahead = text.slice(Math.max(0, m.index + lead - 40), m.index + lead);
    const polity = qualifiers && division === 0 ? POLITY_OF_BEFORE_BODY.exec(ahead)?.[0].length ?? legislatureBefore(ahead, qualifiers) : 0;
    // "the Master of the High Court of Namibia": in southern African law the Master is an office of the court that
    // registers trusts and oversees estates, a body of its own (C25), not the court; the name opens at "Master" (issue 18,
    // h77t60b).
    const master = court && division === 0 && polity === 0 ? MASTER_OF_COURT_BEFORE.exec(text.slice(Math.max(0, m.index + lead - 20), m.index + lead))?.[0].length ?? 0 : 0;
    const listed = division === 0 && polity === 0 && master === 0 ? listedFieldsBefore(text, m.index + lead, qualifiers) : 0;
    const kind = m[3] && PEOPLES_BODY.test(`${qualifiers} ${m[2]}`.trim()) ? TERRITORY_KIND_AFTER.exec(after)?.[0].length ?? 0 : 0;
    add('Organization', m.index + lead - division - polity - master - listed, m.index + m[0].length + country + seat + mission + sub + divisionAfter + slashed + kind);
  }
}
