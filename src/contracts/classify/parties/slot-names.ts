/**
 * The name a party's slot of the preamble holds: where it starts (after the slot word, a salutation or a heading) and
 * where it ends (before its address, its trade name, its representative), read by `preambleNames`.
 */
import { BUILDING_WORDS, STREET_WORDS } from '../names/addresses.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { AGREEMENT_NOUNS } from '../document/contract-types.js';
import { LOCAL_GOVERNMENT_WORDS, SOLE_TRADER_FORMS } from '../lexicon/gazetteer.js';
import { placesWithAnd } from './places-with-and.js';
import { ADDRESS_DIVISION_KINDS } from '../lexicon/address-divisions.js';
import { KIN_AFTER_AND, RELATION_MARK, RELATION_WORDS } from '../../../common/lexicon/relation-marks.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { REPRESENTED_AT_END } from '../lexicon/board-offices.js';
import { PATRONYMIC_PARTICLE, isPersonName } from '../names/person-names.js';
import type { OrgMention } from './party-record.js';
import type { Span } from '../text/text.js';
import { capitalizedWords } from '../text/capitalized-words.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { withoutSuffix, hasSuffix, LONG_FORM, LEADING_FORM } from './party-key.js';
import { ACTS_FOR, PLACE_SET, ROLES, SIDE_WORDS, WRITER_IN_SLOT } from './preamble-words.js';
import { ENTRY_NUMERAL } from '../names/name-grammar.js';
import { CAPITALISED_CITIZEN_BEFORE_NAME, CIVIL_STATUS_BEFORE_NAME, COURTESY_TITLE, TITLE_IN_SMALL_LETTERS } from '../lexicon/courtesy-titles.js';
import { MONTH_NAME } from '../lexicon/calendar-words.js';
import { withoutIdentityNumber } from './identity-numbers.js';
import { isPlaceAndDateLine } from '../signatures/place-date-lines.js';

// Letters of any script: "Müller Präzisionstechnik GmbH" is a name as "Muller" is.
// A word of a legal form may be bracketed: "MOKOENA PROPERTY HOLDINGS (PTY) LTD", or hold a slash: "Sund Ejendomsservice A/S".
// A name in capitals joins its words as one in small letters does: "CHAPTER OF THE CATHEDRAL CHURCH OF ST MARY",
// "ST JOHN THE BAPTIST" (h27n33). A Romance name joins its words by an article or a preposition, or elides one onto the next word: "Comú
// d'Andorra la Vella", "Cafè del Riu", "Cafè de l'Estació" (issue 18, h89ty).
// A Turkic patronymic's particle in small letters may close a person's name ("Mammadov Rauf Alakbar oglu": PATRONYMIC_PARTICLE).
const NAME = new RegExp(String.raw`^(?:\p{Lu}[\p{L}0-9&'.,-]*)(?:\s+(?:(?:of|for|in|on)\s+the|(?:OF|FOR|IN|ON)\s+THE|of|OF|and|&|de|del|la|di|da|du|van|von|from|for|the|THE|in|on|ve|[–—-])?\s*(?:d['’]|l['’])?(?:[\p{Lu}0-9][\p{L}0-9&'.,/-]*|\(\p{Lu}\p{L}{0,4}\))){0,6}(?:\s${PATRONYMIC_PARTICLE})?$`, 'u');
/** A document's own name ("RESEARCH COLLABORATION AGREEMENT", "CONTRACT OF EMPLOYMENT", a title line above the preamble) is no party's name. */
const DOCUMENT_NAME = new RegExp(String.raw`\b(?:${AGREEMENT_NOUNS})\b|\b(?:terms|conditions)$`, 'i');
/** Words that open a preamble's party slot: `between`, `among`, `and`, `by`, `;`. */
/** A name, then "of" and a town (a person's residence, as a preamble gives it). */
/** "Northbridge Borough Council of Town Hall, Market Square": a building or street after "of" is the address, not the name. */
// Not after a city, town, village, borough or county (LOCAL_GOVERNMENT_WORDS): "City of Green Bay" names the place the
// body governs. The lookbehind sits where the run of blanks starts (each run tried once).
const OF_ADDRESS = new RegExp(String.raw`(?<!\b(?:${LOCAL_GOVERNMENT_WORDS.join('|')})|\s)\s+of\s+(?=(?:[A-Z][\w'’-]*\s+){0,3}(?:${[...STREET_WORDS, ...BUILDING_WORDS].join('|')})\b)`);
// A courtesy title may open it ("Mr. Gregory Whitcombe of Toronto, Ontario, …": the title's stop kept the town in the
// name; facts set 48's cause 4, h87p).
const PERSON_OF_TOWN = new RegExp(String.raw`^(?:(?:${COURTESY_TITLE})\.?\s+)?([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){1,3})\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}$`);
/**
 * A company's town after its legal form: "Sunfield Foods Inc. of New York, NY" (the form closes the name; review hrev46's
 * Left, h62names). Taken only where the words before "of" end in a form (hasSuffix): "Bank of Ireland Ltd of Dublin" keeps
 * "Bank of Ireland Ltd", "Bank of England" has no form. The name bounded: linear.
 */
const COMPANY_OF_TOWN = /^(\S.{0,120}?\S)\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}$/;
/** Where a slot names the person acting for its party: "represented by", "acting by", "acting through". */
// Mexican and Spanish drafting in English: "represented in this act by its legal representative, Mr. …".
const REPRESENTED = /\b(?:represented|acting)\s+(?:in\s+this\s+act\s+)?(?:by|through)\b/i;
/**
 * A second name the party goes by, quoted, right before its alias: "p/k/a" (professionally known as), "a/k/a", "f/k/a",
 * "d/b/a", "t/a", "trading as", "professionally known as". Anchored at the end, the quoted name bounded: linear.
 */
const ALSO_KNOWN_AS = /,?\s{0,3}\b(?:[pafd]\/k\/a|d\/b\/a|t\/a|trading\s{1,3}as|(?:professionally|also|formerly)\s{1,3}known\s{1,3}as)\s{1,3}"[^"]{1,60}"\s{0,3},?\s{0,3}$/i;
/**
 * A business name a sole trader trades under, unquoted, with the register number the name is entered under, right
 * before the alias: "Tessa Marsh trading as Marsh Honey Co ABN 12 345 678 901 (Apiarist)" (Australian drafting; "t/a",
 * "d/b/a" alike). The party is the person before it. Capitalised words, then an optional register and its digits, then
 * the end: anchored, each run bounded (linear).
 */
const TRADING_AS_UNQUOTED = /,?\s{0,3}\b(?:trading\s{1,3}as|t\/a|d\/b\/a|doing\s{1,3}business\s{1,3}as)\s{1,3}\p{Lu}[\p{L}&'’.-]{0,30}(?:\s{1,3}(?:&|and|of|\p{Lu}[\p{L}&'’.-]{0,30})){0,5}(?:\s{0,3},?\s{0,3}(?:ABN|ACN|ARBN|CRN|EIN|(?:company|registration|business)\s{1,3}(?:number|no\.?))\s{0,3}:?\s{0,3}\d[\d ]{0,16}\d)?\s{0,3},?\s{0,3}$/u;
/** The business name right after a person's name ("… trading as Marsh Honey ABN …"): its span in `text`, if any. */
// Its words may hold stops, as TRADING_AS_UNQUOTED's do ("J.S. Plumbing", "St. Ives Bakery"): read without them the
// name was "J" or "St" (hrev12).
const TRADE_NAME_AFTER = /^\s{1,3}(?:trading\s{1,3}as|t\/a|d\/b\/a|doing\s{1,3}business\s{1,3}as)\s{1,3}(\p{Lu}[\p{L}&'’.-]{0,30}(?:\s{1,3}(?:&|and|of|\p{Lu}[\p{L}&'’.-]{0,30})){0,5})/du;
export function tradeNameAfter(text: string, end: number): Span | undefined {
  const m = TRADE_NAME_AFTER.exec(text.slice(end, end + 240));
  const span = m?.indices?.[1];
  if (!span) return undefined;
  // The name stops before a register's letters ("Marsh Honey ABN 12 …"): they are the number's, not the name's.
  // A stop after a whole word closes the sentence ("… trading as Ashby Honey."), not an abbreviation ("St.").
  const name = text.slice(end + span[0], end + span[1]).replace(/(?:\s{1,3}(?:ABN|ACN|ARBN|CRN|EIN))+$/, '').replace(/(?<=\p{L}{4})\.$/u, '');
  return { begin: end + span[0], end: end + span[0] + name.length };
}
/** Where a slot names the party a person acts for, after the person: "acting in the name and on behalf of". */
const ON_BEHALF = new RegExp(String.raw`${ACTS_FOR}\s{1,3}`, 'iu');
/** Words that open a recital or a preamble's parts, never a name ("WHEREAS, Seller owns …", "BY AND BETWEEN"). */
// The headings over the list of parties ("PARTIES", "THE UNDERSIGNED", "Contracting Parties:") head the slots below them.
// Nor is the pronoun "I" ("I, however, accept the offer of … (the "Buyer")" read the party I; h89p).
const NOT_A_NAME = /^(?:I|BY|AND|BETWEEN|(?:BY\s+)?AND\s+BETWEEN|AMONG|AMONGST|WHEREAS|RECITALS?|BACKGROUND|WITNESSETH|NOW|THEREFORE|(?:CONTRACTING\s+)?PARTIES|(?:THE\s+)?UNDERSIGNED)$/i;
// A promissory note's opening formula ("FOR VALUE RECEIVED, Cedar Hollow Builders, LLC … promises to pay") and the
// civil-law "on the one side, … ; and, on the other side, …" (Brazilian, Portuguese drafting) open a party's slot.
// "Between the undersigned: the Tamount Argan Cooperative, …, hereinafter "the Cooperative"" and "Between: …" (French
// and other civil-law drafting in English): the heading's words and its colon open the slot, no part of the name.
// A side's words open a slot with or without the article ("On one side,", "of the other part"; preamble-words.ts
// SIDE_WORDS, h75f40p).
// A sole trader's form in small letters before the person's name is the slot's, no part of the name: "and the individual
// entrepreneur Aýna Saparova, hereinafter …" (Turkmen and Kazakh drafting; facts set 41's cause 4, h76f41p). Capitalised,
// it is read with the name and dropped from the party's key (LEADING_LEGAL_FORMS).
// Russian drafting puts the sole trader's farm between the form and the name, in commas: "Individual Entrepreneur, head
// of a peasant (farm) household, Sivtsev Nikolai Egorovich (OGRNIP …)" — the person is the party, the status and the
// apposition no name (facts set 68's cause 2, issue 18, h108q68; it read the party INDIVIDUAL ENTREPRENEUR). Only "head
// of" a farm, household or enterprise: bounded, one bracket at most (linear).
const HEAD_OF_APPOSITION = String.raw`,\s{1,3}head\s{1,3}of\s{1,3}(?:an?|the|his|her)\s{1,3}[^,;()\n]{0,40}(?:\([^,;()\n]{1,20}\)[^,;()\n]{0,30})?(?:household|farm|enterprise|KFKh|KFH),`;
const SOLE_TRADER_LEAD = String.raw`(?:(?:the\s{1,3})?(?:${SOLE_TRADER_FORMS.map((f) => f.toLowerCase().replace(/ /g, String.raw`\s{1,3}`)).join('|')})(?:${HEAD_OF_APPOSITION})?\s{1,3})?`;
// A sale's verb opens the buyer's slot as "and" does: "The undersigned <name> … (the Seller), has today sold to <name> …
// (the Buyer)", "… hereby sells to …" (facts set 56's cause 1, h97fp). Not a bare "sells to", which describes a trade
// ("a company that sells to retailers").
const SOLD_TO = String.raw`\b(?:ha(?:s|ve)\s{1,3}(?:today\s{1,3}|this\s{1,3}day\s{1,3})?sold|hereby\s{1,3}sells?)\s{1,3}to\b`;
// "and:" opens a slot as "Between:" does, on a paragraph of its own under it ("and: Mr <name>, … (hereinafter the
// "Composer");", Italian drafting in English; facts set 63's cause 2, h103q63).
// A deed's appearance formula opens the first slot as "Between:" does: "In Lonquimay, …, on 9 May 2045, there appear: the
// MAPUCHE PEHUENCHE INDIGENOUS COMMUNITY …, represented by …" (Chilean, Spanish and other civil-law drafting in English;
// facts set 67's cause 1, issue 18, h107q67: the place before it was read as the party IN LONQUIMAY).
const THERE_APPEAR = String.raw`\bthere\s{1,3}(?:appear|appears|appeared)\b(?:\s{1,3}before\s{1,3}me\b)?(?:\s{0,3}:)?`;
// A kinship word after "and" opens the second person's name as "and" does: "Ann Reed and her husband Bill Reed, farmers
// of … (together "the Growers")" (KIN_AFTER_AND; set 87's cause 2, issue 18, h110n87).
// A letter's writer put first in its own slot, "me" and a comma before the name, opens the name after them as "between"
// does: `This letter sets out our bargain between me, Rhea Warren (the "Beekeeper"), and Blue Horizon Provisions Ltd (the
// "Buyer").` (WRITER_IN_SLOT; set 94's cause 4, issue 18, h120e94).
// A household or a family named by its head opens the head's name as "between" does: "between the household of Karim Shah
// (the "Upper House") and …", "The first is the household of Karim Shah, son of Aziz Khan, …, called in this writing the
// Upper House." (HOUSEHOLD_OF; set 94's cause 2, issue 18, h121p94). Only where the phrase itself stands in a slot's
// place, right after "between", "and" or "is" ("The first is …") and "the", or opening its line: after "acting for",
// "on behalf of" or "represented" the one who acts is the party ("… and Tom Hale, acting for the family of Edith Hale (the
// "Client")": Tom Hale), and "any family of the sector" names none (h121rr #7, issue 18, h121mendP); "is" only after an ordinal subject opening the
// line ("The first is …"), so "… whose guarantor is the family of Edith Hale" opens no slot (h121revB #2).
const HOUSEHOLD_OF = String.raw`(?:\b(?:between|and)\s{1,3}|^\s{0,3}(?:The\s{1,3}(?:first|second|third|other)\s{1,3}(?:party\s{1,3})?is\s{1,3})?)the\s{1,3}(?:household|family)\s{1,3}of\b`;
const SLOT = new RegExp(String.raw`(?:${HOUSEHOLD_OF}|\b(?:between|among(?:st)?)\b(?:\s{1,3}the\s{1,3}undersigned\b|${WRITER_IN_SLOT})?(?:\s{0,3}:)?|\band\b(?:\s{0,3}:|\s{1,3}${KIN_AFTER_AND}\b)?|\bby\b|${SOLD_TO}|${THERE_APPEAR}|\bfor\s+value\s+received\b,?|\bon\s+the\s+(?:one|other)\s+hand\b,?|\b${SIDE_WORDS}\b,?|;|^)\s*${SOLE_TRADER_LEAD}`, 'gi');
/** A letter's salutation ("Dear Ms Shah,") names the addressee, not a party the alias below it defines. */
const SALUTATION = /^Dear\s/i;
/** Blanks of a form ("___Jon Bon Jovi____") and the punctuation around a name. */
const BLANKS = /_{2,}|\s{2,}/g;

/**
 * The persons named before `last` in its slot, each opening the text after a slot word ("X, son of …, and Y, …"): at most
 * three, read from the last slot starts back (as `nameIn` reads them).
 */
export function namesJoined(text: string, from: number, last: OrgMention): OrgMention[] {
  if (last.element === undefined || !isPersonName(titleCased(last.text), true)) return [];
  const before = text.slice(from, last.begin);
  const starts = [...matchesOf(SLOT, before)].map((m) => m.index + m[0].length);
  if (starts[0] !== 0) starts.unshift(0);
  const out: OrgMention[] = [];
  for (let k = starts.length - 1; k >= Math.max(0, starts.length - 3); k--) {
    const found = nameAfter(before, starts[k], from, last.element);
    if (found && found.end <= last.begin && !out.some((o) => o.begin === found.begin)) out.push(found);
  }
  return out.filter((o) => isPersonName(titleCased(o.text), true));
}

/** A name without its courtesy title, written as a name is ("JÉRÔME MARTIN" → "Jérôme Martin"). */
function titleCased(name: string): string {
  return capitalizedWords(name.replace(/^(?:MR|MRS|MS|DR)\.?\s+/i, ''));
}

/**
 * A line that opens with a field's label of one to three words and its colon, a value after it ("Consignor: …"). Not a
 * field of the entry's details (its address, register, contact): "Jane Doe" / "Address: 4 Mill Lane (the "Tenant")"
 * closes the entry the name above opens. Bounded: linear.
 */
const FIELD_LINE = /^[ \t]{0,8}(\p{Lu}[\p{L}-]{1,30})(?:[ \t][\p{L}-]{1,30}){0,2}[ \t]{0,4}:[ \t]{0,8}\S/u;
const DETAIL_LABEL = /^(?:address|registered|residen\w*|domicile|office|seat|tel|telephone|phone|mobile|fax|e-?mail|contact|attention|attn|identity|id|passport|registration|reg|vat|tax|represented|acting)$/i;
/** Whether `text` is a field's line (FIELD_LINE) other than a detail's. */
function isFieldLine(text: string): boolean {
  const label = FIELD_LINE.exec(text)?.[1];
  return label !== undefined && !DETAIL_LABEL.test(label);
}
/** The name a party slot holds before the alias at (`element`, `at`): in the same element, else on the lines above it. */
export function nameBefore(texts: readonly string[], element: number, at: number, from: number, slotStart: number): OrgMention | undefined {
  const same = nameIn(texts[element], from, at, element);
  if (same) return same;
  // A field's line ("Consignor: Pauloosie Kilabuk, artist, of P.O. Box 1187, … (the "Artist")") is its party's whole
  // entry: a name it does not yield is none of the lines above (a subtitle "Inuit Art – Stone and Bone Carvings" gave
  // the party BONE CARVINGS; facts set 48's cause 1, h87p).
  if (isFieldLine(texts[element])) return undefined;
  const block = blockName(texts, element, slotStart);
  if (block) return block;
  for (let e = element - 1; e >= Math.max(slotStart, element - 4); e--) {
    // Above a letter's salutation is the addressee's block ("Unit 3, Greystoke Avenue"), no party slot.
    if (SALUTATION.test(texts[e])) break;
    // A place-and-date line over the slot ("Kostanay, 2 September 2034") names where the contract was made (h67slot).
    if (isPlaceAndDateLine(texts[e])) continue;
    const found = nameIn(texts[e], 0, texts[e].length, e);
    if (found) return found;
  }
  return undefined;
}

/**
 * A party given as a block of lines (Danish, Czech, German drafting): its name alone on the block's first line, with its
 * legal form ("Køge Bugt Administration A/S", "Lingua Praha s.r.o."), then its register number, address and
 * representative, and the alias on the last line. The first such line of the slot, at most eight lines up: the address
 * and register lines nearer the alias ("Guldbergsgade 29, 2200 Copenhagen N", "… kept by the Municipal Court in
 * Prague") are no name.
 */
function blockName(texts: readonly string[], element: number, slotStart: number): OrgMention | undefined {
  // Not above a letter's salutation: the addressee's block is there ("Okafor Partners LLP" / "Unit 3, Mill Yard" / "Dear …").
  let top = Math.max(slotStart, element - 8);
  for (let e = element - 1; e >= top; e--) {
    if (SALUTATION.test(texts[e])) {
      top = e + 1;
      break;
    }
  }
  for (let e = top; e < element; e++) {
    if (texts[e].length > 120) continue;
    const line = texts[e].trim().replace(/,$/, '');
    // The name without its legal form, which may be in small letters ("s.r.o.", "a.s.").
    const bare = withoutSuffix(line.replace(LONG_FORM, '')).replace(LEADING_FORM, '');
    if (bare === line || !NAME.test(bare) || DOCUMENT_NAME.test(line) || NOT_A_NAME.test(bare)) continue;
    const begin = texts[e].indexOf(line);
    return { element: e, begin, end: begin + line.length, text: line };
  }
  return undefined;
}

/**
 * "registered with the Ministry of Trade and Regional Integration": the body a party is registered with, its capitalised
 * words joined by "of", "for", "and" or "&". At most eight words after the verb: linear.
 */
const REGISTERED_WITH_NAME = /\b(?:registered|enrolled|entered|incorporated)\s{1,3}(?:with|at|in|by)\s{1,3}(?:the\s{1,3})?\p{Lu}[\p{L}'’-]*(?:\s{1,3}(?:(?:of|for|and|&)\s{1,3}(?:the\s{1,3})?)?\p{Lu}[\p{L}'’-]*){0,8}/gu;
/** Two kinds of administrative division joined by "and", "Tehsil and District Sahiwal" (ADDRESS_DIVISION_KINDS). */
const DIVISION_KIND = longestFirstAlternation(ADDRESS_DIVISION_KINDS).replace(/ /g, String.raw`\s{1,3}`);
const DIVISIONS_JOINED = new RegExp(String.raw`(?<![\p{L}])(?:${DIVISION_KIND})\s{1,3}(?:and|&)\s{1,3}(?:${DIVISION_KIND})(?![\p{L}])`, 'giu');
/**
 * A person's name ends before the relation that names a parent or a spouse after it: "Muhammad Aslam son of Ghulam
 * Rasool, resident of …", "Rana Tariq S/o Rana Iqbal" (common/lexicon/relation-marks.ts, h89p). Bounded: linear.
 */
const RELATION_AFTER_NAME = new RegExp(String.raw`,?\s{1,3}(?:${RELATION_WORDS}|${RELATION_MARK}\.?)(?=\s)`, 'i');
/** The "by" of "governed by" / "regulated by": the words after it name a law, not a party. Anchored at the end: linear. */
const GOVERNED_BY_AT_END = /\b(?:governed|regulated)\s{1,3}by\s{0,3}$/i;

/**
 * The last capitalised name in `text[from, to)` after the slot words, blanks removed. When the text after the last slot
 * word holds none ("Müller GmbH, Stuttgart, represented by its managing director"), the text after the slot word before it.
 */
function nameIn(text: string, from: number, to: number, element: number): OrgMention | undefined {
  // "Tessa Okafor p/k/a "Tessa on Tap" ("Creator")": a stage or trade name the party is also known by sits between its
  // legal name and the alias; the party is the legal name before it.
  const known = runnable(ALSO_KNOWN_AS).exec(text.slice(from, to)) ?? runnable(TRADING_AS_UNQUOTED).exec(text.slice(from, to));
  if (known) to = from + known.index;
  // "… INC., …, herein acting and represented by Mr. Marc-André Gagnon, its President, … (hereinafter called the
  // "Supplier")": the person who represents a party is not the party; its slot ends where the representative begins.
  // "Mr. Pablo Ruiz, …, acting in the name and on behalf of CLIMATIZACIONES DEL SUR, S.L., …": the party is after them.
  const behalf = runnable(ON_BEHALF).exec(text.slice(from, to));
  if (behalf) {
    const found = nameIn(text, from + behalf.index + behalf[0].length, to, element);
    if (found) return found;
  }
  const represented = REPRESENTED.exec(text.slice(from, to));
  if (represented) {
    const found = nameIn(text, from, from + represented.index, element);
    if (found) return found;
  }
  const before = text.slice(from, to);
  // The "and" of a country's name ("incorporated in the Republic of Trinidad and Tobago") opens no slot.
  // Nor does the "and" of the register or ministry a party is registered with ("registered with the Ministry of Trade
  // and Industry, having its office at …"): it joins the body's name, inside the party's own slot (h23f16b).
  // Nor the "and" of an address's divisions ("Tehsil and District Sahiwal": DIVISIONS_JOINED, h89p).
  // A country or a province named with an "and", in any case: "Twillingate, Newfoundland and Labrador A0G 4M0" read the
  // party LABRADOR A0G 4M0 (h89p; places-with-and.ts).
  const countries = [...placesWithAnd(before).map((p) => [p.index, p.end]), ...[...matchesOf(REGISTERED_WITH_NAME, before), ...matchesOf(DIVISIONS_JOINED, before)].map((m) => [m.index, m.index + m[0].length])];
  const slots = [...matchesOf(SLOT, before)];
  const firstSmall = slots.findIndex((m) => SMALL_SLOT.test(m[0]));
  const starts = slots.filter((m, k) => !countries.some(([b, e]) => m.index > b && m.index < e) && !(firstSmall >= 0 && k > firstSmall && joinsNameInCapitals(before, slots, k))).map((m) => m.index + m[0].length);
  if (starts[0] !== 0) starts.unshift(0);
  // The last three slot words at most: each try reads the slot text once.
  for (let k = starts.length - 1; k >= Math.max(0, starts.length - 3); k--) {
    // "…, represented by Director Aidar Seitkali, acting on the basis of the Charter, on the one part, and Joint Stock
    // Company "…", hereinafter referred to as the "Buyer"": the name right after "represented by" is the representative
    // of the slot before, never the party the alias names (CIS drafting, h20facts2).
    // A post joined to another by "and" is one title ("represented by its Chairman and Managing Director Mr. Hédi …"): the
    // "and" opens no slot, the name after it is still the representative's (facts set 37's cause 7, h67names; the
    // pattern is lexicon/board-offices.ts', one with the alias reader's).
    if (runnable(REPRESENTED_AT_END).test(before.slice(Math.max(0, starts[k] - 160), starts[k]))) continue;
    // "a cooperative society … governed by the OHADA Uniform Act on Cooperative Societies, …": the "by" after "governed" or
    // "regulated" names the law that rules the party, never a party (facts set 47's cause 1, h84p47).
    if (GOVERNED_BY_AT_END.test(before.slice(Math.max(0, starts[k] - 40), starts[k]))) continue;
    const found = nameAfter(before, starts[k], from, element);
    if (found) return found;
  }
  return undefined;
}

/**
 * "… and KONO FRESH FOODS AND CATERING SERVICES, a business name …": where the slots are written with "and" in small
 * letters, an "AND" in capitals between two words in capitals joins a name's words, not two parties — unless a legal
 * form ends the words before it ("between ACME LIMITED AND BETA LIMITED" keeps two). h28f21b.
 */
const CAPS_AND_SLOT = /^AND\s*$/;
const SMALL_SLOT = /^(?:and|between|among(?:st)?|by)\b/;
const CAPITALS_RUN = /^\s*\p{Lu}[\p{Lu}\p{M}0-9&'.-]*(?:\s{1,3}\p{Lu}[\p{Lu}\p{M}0-9&'.-]*){0,6}\s*$/u;
/** Whether slot word `k` (after a slot word in small letters) is such an "AND". */
function joinsNameInCapitals(before: string, slots: readonly RegExpMatchArray[], k: number): boolean {
  const m = slots[k];
  if (!CAPS_AND_SLOT.test(m[0]) || !/^\s{1,3}\p{Lu}{2}/u.test(before.slice(m.index! + 3, m.index! + 8))) return false;
  const prior = slots[k - 1];
  const words = before.slice(prior.index! + prior[0].length, m.index);
  return CAPITALS_RUN.test(words) && !hasSuffix(words.trim());
}

/**
 * "Acme Trading Ltd, Leeds", "Edelweiss Pension Foundation, Basel": a town after the name's comma says where the party
 * is, as "of Leeds" does; it is no part of the name. Read so after a legal form (nothing but another legal form follows
 * one in a name) or when the words are a known place.
 */
function withoutTown(name: string): string {
  const m = NAME_THEN_TOWN.exec(name);
  if (!m) return name;
  return hasSuffix(m[1]) || PLACE_SET.has(m[2].toLowerCase()) ? m[1] : name;
}
/** A name, a comma, then one to three capitalised words closing it. */
const NAME_THEN_TOWN = /^(\S.{0,200}?\S),\s{1,3}(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2})$/u;

/**
 * The words of a name, its articles not counted: "THE CHAPTER OF THE CATHEDRAL CHURCH OF ST MARY, NORWICH" names a body
 * in seven words (set 33, h27n33). "of" still counts: "Pelican Plant Hire Limited of Port of Spain" is a name and its
 * town, eight words, no name. Nor a dash that joins a name's words (NAME reads it as a joiner): "Kibbutz Neve Tamar –
 * Agricultural Cooperative Society Ltd." is seven words (set 77's cause, h101t77).
 */
function nameWords(name: string): number {
  return name.split(/\s+/).filter((w) => !/^(?:the|[–—-])$/i.test(w)).length;
}

/**
 * The party's number in the preamble's list: "(1) ", "(b) ", "2. ", and a Roman numeral "II. " (ENTRY_NUMERAL, h34f27).
 * A letter "A." to "H." numbers it too before a courtesy title ("B. MS. MARISOL TORRES VÉLEZ, of legal age, …", "B. Mr.
 * Pedro Ortiz": Latin American and Puerto Rican drafting letters its appearing parties; facts set 42's cause 6,
 * h77f42p): before a name alone the letter is as often an initial ("A. K. Sharma", "B. Patel").
 */
const ENTRY_LETTER_BEFORE_TITLE = String.raw`[A-H]\.\s{1,3}(?=(?:${COURTESY_TITLE}|${COURTESY_TITLE.toUpperCase()})\.?\s)`;
// A number may close with a hyphen or a bracket instead of a stop, as Arabic and French drafting in English numbers the
// parties ("1- Al-Noor Fuel Distribution Establishment, …", "2) Société …"; facts set 43's cause 4, h77f43p).
// A clause on the parties numbers each party as its sub-clause, "1.1. BODEGAS … S.R.L., …" / "1.2. Ms. Valeria …,
// hereinafter called the ARTIST." (Bolivian and other Latin American drafting in English; facts set 62's cause 1,
// h102q62): the dotted number is the entry's as "2." is.
const ENTRY_NUMBER = new RegExp(String.raw`^(?:(?:\((?:\d{1,2}|[A-Za-z])\)|\d{1,2}(?:\.\d{1,2}){0,2}[.)–-]|\d{1,2}(?:\.\d{1,2}){1,2}|${ENTRY_NUMERAL}\.)\s+|${ENTRY_LETTER_BEFORE_TITLE})`);

/**
 * A name without the legal form closing it, which may be in small letters after capitalised words ("Kestrel Telecom plc",
 * "Halden Werkzeuge gmbh", "Lingua Praha s.r.o." whose last stop the slot's reading dropped): NAME then reads the words
 * before it (h66bind). A name without a form is itself.
 */
function withoutLegalForm(name: string): string {
  if (hasSuffix(name)) return withoutSuffix(name);
  const stopped = withoutSuffix(`${name}.`);
  return stopped === `${name}.` ? name : stopped;
}

/**
 * "On 3 March 2031, Brightwell Ltd (…) and Ostrava Systems s.r.o. (…) agree as follows:": the opening's date before the
 * first name is no part of it and no name of its own (it was the party "ON 3 MARCH 2031": hrev53's Left, h67names).
 * "On" or "Dated", a day and a month either way round, a year, the comma. Bounded: linear.
 */
const DATE_OPENING = new RegExp(String.raw`^(?:on|dated)\s{1,3}(?:the\s{1,3})?(?:\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:day\s{1,3}of\s{1,3})?${MONTH_NAME}|${MONTH_NAME}\s{1,3}\d{1,2}(?:st|nd|rd|th)?),?\s{1,3}\d{4}\s{0,3},\s{0,3}`, 'i');
/**
 * "(1) Paris, 3 rue du 4 Septembre, Ardent Conseil SARL (the "Consultant")": an entry opened by a listed town, as French
 * drafting heads an entry with its place, names the company with its legal form after the town and its address, not the
 * town (hrev57's Left, h71left). Only a listed town (PLACE_SET) alone before the first comma, and a later piece of at most
 * six pieces that ends in a legal form: "(1) Paris Conseil SARL, 3 rue …" and "Lyon Bakeries, a partnership" keep theirs.
 */
function companyAfterTown(pieces: readonly string[]): string {
  const first = pieces[0].replace(ENTRY_NUMBER, '').trim();
  if (!PLACE_SET.has(first.toLowerCase())) return pieces[0];
  return pieces.slice(1, 6).find((piece) => hasSuffix(piece.trim()) && NAME.test(withoutSuffix(piece.trim()))) ?? pieces[0];
}

/**
 * "The cooperative society SAHEL GOMME, …": the party's kind in small letters before its name in capitals is no part of
 * the name (French drafting's "la société coopérative X"; facts set 47's cause 2, h84p47). Bounded: linear.
 */
const KIND_BEFORE_CAPITALS = /^(?:[a-z][a-z-]{1,20}\s{1,3}){0,2}(?:society|company|cooperative|co-operative|association|partnership)\s{1,3}(?=\p{Lu}[\p{Lu}\p{M}'’-]{1,30}(?:[\s,]|$))/u;

/**
 * "don" or "doña" opening a slot's name ("and don Kaimana Pakarati Tuki, Chilean, …"), or a civil status ("and citizen
 * Normatova Dilnoza Akmalovna, passport …": CIVIL_STATUS_BEFORE_NAME; "Citizen Afanasy Petrovich Sivtsev, …":
 * CAPITALISED_CITIZEN_BEFORE_NAME): the name starts after it.
 */
const SMALL_TITLE_OPENING = new RegExp(`^(?:${TITLE_IN_SMALL_LETTERS}|${CIVIL_STATUS_BEFORE_NAME}|${CAPITALISED_CITIZEN_BEFORE_NAME})`, 'u');

/** A quote opening a slot's piece ('"MEXILLÓNS DA ILLA' of '"MEXILLÓNS DA ILLA, S.L."'). Anchored: linear. */
const OPENING_QUOTE = /^["“«„]\s{0,2}(?=\p{Lu})/u;

/** "In <one to three capitalised words>" or "At …", a deed's place: anchored, bounded words (linear). */
const PLACE_OPENING = /^(?:In|At)\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2}$/u;
function nameAfter(before: string, start: number, from: number, element: number): OrgMention | undefined {
  const parts = before.slice(start).split(BLANKS).map((x) => x.trim()).filter((x) => x !== '');
  for (let k = parts.length - 1; k >= 0; k--) {
    // "Ruairi MacNeil of 3 Pier Road": the residence after "of" and a house number is no part of the name, nor is the
    // party's number in the preamble's list ("between (1) Thomas Reid of 4 Mill Lane … and (2) …").
    // ", Dale R. Whitcomb, an individual … ("Guarantor")": the slot after the previous party's alias opens with its comma.
    // "(2) Ms Tan Li Ying (NRIC No. S1234567A), of …": the identity number after a person's name is no part of it.
    // A house written "No. 3" after "of" is the address as "3" is: "TAN AH KOW (NRIC No. …) of No. 3, Jalan Bunga Raya"
    // (Malaysian drafting, h40f29).
    const pieces = parts[k].replace(/^[,;]\s*/, '').replace(runnable(DATE_OPENING), '').split(/,\s+(?![A-Z][a-z]*\.?$)(?!(?:Inc|Ltd|LLC|LLP|plc|Corp|Co|GmbH|S\.A|AG|N\.V|B\.V)\b)|\s+of\s+(?=(?:No\.?\s{0,3})?\d)/);
    // "Muhammad Aslam son of Ghulam Rasool": the relation and the relative after the name are no part of it (h89p).
    // 'acting in the name and on behalf of the company "MEXILLÓNS DA ILLA, S.L.", with registered office …': the company's
    // name in quotes (Spanish and Galician notarial drafting) opens on its quote, no part of the name; the person before
    // was read instead (facts set 65's cause 6, issue 18, h105q65).
    const cut = withoutIdentityNumber(companyAfterTown(pieces).split(OF_ADDRESS)[0].split(RELATION_AFTER_NAME)[0].replace(ENTRY_NUMBER, '').replace(OPENING_QUOTE, '').replace(SMALL_TITLE_OPENING, '').replace(/^the\s+/i, '').replace(KIND_BEFORE_CAPITALS, '').replace(/[,.]$/, '').replace(/\s+(?:and|&)$/i, '').trim());
    // "between Raymond T. Okafor and Lisa M. Okafor, … (together, the "Homeowners")": read before the second person, the
    // slot ends on the "and" that joins them.
    // "Jasmine Okafor of Manchester": a person's town after "of" is no part of the name ("Bank of England" is no person).
    // "Samuel Boateng of Kumasi, Ghana", "Bank of Ireland Ltd of Dublin, Ireland": the country after the town's comma
    // goes first (withoutTown), then the town.
    const town = PERSON_OF_TOWN.exec(cut) ?? PERSON_OF_TOWN.exec(withoutTown(cut));
    const companyTown = COMPANY_OF_TOWN.exec(cut) ?? COMPANY_OF_TOWN.exec(withoutTown(cut));
    const name = withoutTown(town && isPersonName(town[1]) ? town[1] : companyTown && hasSuffix(companyTown[1]) ? companyTown[1] : cut);
    if (!NAME.test(withoutLegalForm(name)) || SALUTATION.test(name) || DOCUMENT_NAME.test(name) || nameWords(name) > 7 || ROLES.has(name.toLowerCase()) || NOT_A_NAME.test(name)) continue;
    // "In Lonquimay, Araucanía Region, …, on 9 May 2045, there appear: …": the place a deed opens on, before its comma, is
    // where the deed is made, no name (facts set 67's cause 1, h107q67); "In Touch Ltd, …" keeps its form.
    if (start === 0 && k === 0 && pieces.length > 1 && PLACE_OPENING.test(name) && !hasSuffix(name)) continue;
    const begin = from + start + before.slice(start).indexOf(name);
    return { element, begin, end: begin + name.length, text: name };
  }
  return undefined;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function slotNamesRunPatterns(): readonly RegExp[] {
  return [ALSO_KNOWN_AS, DATE_OPENING, DIVISIONS_JOINED, ON_BEHALF, REGISTERED_WITH_NAME, SLOT, TRADING_AS_UNQUOTED];
}
