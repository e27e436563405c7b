/**
 * The facts inside one element (attribute types with spans into the element's text): dates, money,
 * percentages and numbers from the shared recognizers, durations, names, and the terms a definition
 * defines. Where two findings overlap the more specific wins (a date over the numbers in it, a duration
 * over its count, an organisation over the place in its name, a postal address over the numbers and names in
 * it); defined terms may overlap the rest.
 */
import type { AttributeType } from '../../wire.js';
import { BUILDING_WORDS, findAddresses } from '../names/addresses.js';
import type { DefinitionFound } from '../definitions/definitions.js';
import { definedPerson } from './defined-persons.js';
import { findDurations, type Duration } from '../numbers/durations.js';
import { INSTITUTION_HEADS } from '../lexicon/gazetteer.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { ENTRY_WORD_NUMBERED, ROLE_NAMES } from '../names/name-grammar.js';
import { findNames, type NameSpan } from '../names/names.js';
import { placesAfterPreposition } from '../names/places-after-preposition.js';
import { endsAsBusiness } from '../names/person-names.js';
import { HOLIDAY_NAME, MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import type { NumericFact } from '../numbers/numeric-fact.js';
import { recognizeNumericFacts } from '../numbers/recognizers.js';
import { leadLength, type Span } from '../text/text.js';
import { isTitleDocumentNumber, isTitleYear } from './title-years.js';

export interface AttributeFound extends Span {
  type: AttributeType;
}

export interface ElementFacts {
  attributes: AttributeFound[];
  numeric: NumericFact[];
  durations: Duration[];
}

/** Adds an attribute found after the element's own reading, unless it overlaps one already there; keeps the order. */
export function addAttribute(facts: ElementFacts, attribute: AttributeFound): void {
  if (facts.attributes.some((a) => a.type !== 'DefinedTerm' && a.begin < attribute.end && attribute.begin < a.end)) return;
  facts.attributes.push(attribute);
  facts.attributes.sort((a, b) => a.begin - b.begin || a.end - b.end);
}

const RANK: Record<AttributeType, number> = {
  DateTime: 0, Currency: 1, Percentage: 2, Duration: 3, Organization: 4, Person: 5, Location: 6, Number: 7, DefinedTerm: 8,
};

/** "P.O. Box 12, " at an address's start: a mailbox, then the places it is in. */
// A Kenyan box carries its postal code after a hyphen ("P.O. Box 40122-00100, Nairobi"; h27s32a).
const MAILBOX = /^P\.?\s?O\.?\s+Box\s+\d{1,6}(?:-\d{5})?,\s{1,3}(?=\S)/i;
/**
 * A post office box is no place: the Location is the town and region after it ("P.O. Box 112, Gatundu, Kenya" →
 * "Gatundu, Kenya"), as both labelled sets that write one read it (h24s26a); the box and its number are neither a place
 * nor a Number.
 */
function withoutMailboxes(text: string, addresses: Span[]): { places: Span[]; mailboxes: Span[] } {
  const mailboxes: Span[] = [];
  const places = addresses.map((a) => {
    const box = MAILBOX.exec(text.slice(a.begin, a.end));
    if (!box) return a;
    mailboxes.push({ begin: a.begin, end: a.begin + box[0].length });
    return { begin: a.begin + box[0].length, end: a.end };
  });
  return { places, mailboxes };
}

/**
 * The institution heads whose last word also ends a building's name ("Medical Center", "Arbitration Centre", "Clearing
 * House"): an address's form reads "… Medical Center, 1840 Elm Street, …" as a building before its street.
 */
const BODY_HEADS_LIKE_BUILDINGS = INSTITUTION_HEADS.filter((h) => BUILDING_WORDS.includes(h.slice(h.lastIndexOf(' ') + 1)) && h.includes(' '));
/**
 * A body's name before its street address is the body, no building of the address: "Aa University Medical Center, 1840
 * West Elm Street, Chicago, IL 60612" is the Organization, then the Location after its comma (the labelled sets write
 * an organisation and its address so, table 2.4; issue 18, h30a39). Only a name the institution reader ends on such a
 * head: "Elm House, 22 Abbey Road" or "Kings Court, …" stay one address. Returns the addresses with such names cut off.
 */
function withoutBodiesBefore(text: string, addresses: Span[], names: readonly NameSpan[]): Span[] {
  // Which organisation covers each character (names do not overlap): one lookup per address, linear however many.
  const owner = new Int32Array(text.length);
  names.forEach((n, i) => { if (n.type === 'Organization') owner.fill(i + 1, n.begin, n.end); });
  return addresses.map((a) => {
    const body = owner[a.begin] > 0 ? names[owner[a.begin] - 1] : undefined;
    if (!body || body.end >= a.end) return a;
    const named = BODY_HEADS_LIKE_BUILDINGS.some((h) => text.endsWith(h, body.end) && (body.end === h.length || /\s/.test(text[body.end - h.length - 1])));
    const comma = named ? /^,\s{1,3}/.exec(text.slice(body.end, body.end + 4)) : null;
    return comma ? { begin: body.end + comma[0].length, end: a.end } : a;
  });
}

/**
 * A route's other end (issue 18, h30a39): "from Shanghai to Aa", a rate row's "Aa to Leeds | USD 900". A place the
 * readers found at one end of "to" makes the one or two capitalised words at the other end a place too, where the route
 * stands whole: opened by "from", a row's cell or the element's start, and closed by a cell, a comma, a stop, the end
 * or a word in small letters ("by road"). Not a month, a weekday, a feast, a role, a business's name ("Harbor Tech") or a
 * common English word ("from London to Supplier"); a party's own name is dropped later (party-not-place.ts). Bounded: linear.
 */
const ROUTE_END = String.raw`(\p{Lu}\p{Ll}{2,30}(?:\s\p{Lu}\p{Ll}{2,30})?)`;
const ROUTE_AFTER = new RegExp(String.raw`^\s{1,3}to\s{1,3}${ROUTE_END}(?=\s{0,3}(?:[|,.;]|$)|\s\p{Ll})`, 'u');
const ROUTE_BEFORE = new RegExp(String.raw`(?:^|[|,]\s{0,3}|(?<![\p{L}])from\s{1,3})${ROUTE_END}\s{1,3}to\s{1,3}$`, 'u');
const ROUTE_OPENS = /(?:^|[|,]\s{0,3}|(?<![\p{L}])from\s{1,3})$/u;
const ROUTE_CLOSES = /^(?:\s{0,3}(?:[|,.;]|$)|\s\p{Ll})/u;
const NOT_A_PLACE = new RegExp(String.raw`^(?:${MONTH_NAME}|${WEEKDAY_NAME}|${HOLIDAY_NAME})$`, 'i');
const placeWord = (words: string): boolean => !NOT_A_PLACE.test(words) && !ROLE_NAMES.has(words.toLowerCase()) && !endsAsBusiness(words)
  && !words.split(' ').some((w) => isCommonEnglishWord(w.toLowerCase(), 35));
function routeEnds(text: string, names: readonly NameSpan[]): NameSpan[] {
  const out: NameSpan[] = [];
  for (const n of names) {
    if (n.type !== 'Location') continue;
    const after = ROUTE_OPENS.test(text.slice(Math.max(0, n.begin - 8), n.begin)) ? ROUTE_AFTER.exec(text.slice(n.end, n.end + 72)) : null;
    if (after && placeWord(after[1])) out.push({ type: 'Location', begin: n.end + after[0].length - after[1].length, end: n.end + after[0].length });
    // A head cut from inside the text is marked so that its "^" reads no element start.
    const head = n.begin > 80 ? `\u0000${text.slice(n.begin - 80, n.begin)}` : text.slice(0, n.begin);
    const before = ROUTE_CLOSES.test(text.slice(n.end, n.end + 4)) ? ROUTE_BEFORE.exec(head) : null;
    if (before && placeWord(before[1])) {
      const begin = n.begin - head.length + before.index + before[0].indexOf(before[1]);
      out.push({ type: 'Location', begin, end: begin + before[1].length });
    }
  }
  return out;
}

/** Whether every word of `words` is a common English word (tier 20): no word names one body. */
const commonWordsOnly = (words: string): boolean => words.split(/[\s&]+/).filter(Boolean).every((w) => isCommonEnglishWord(w.toLowerCase(), 20));

/** Attributes of one element; `text` has straight quotes; `title` when the element is a heading. */
export function findAttributes(text: string, definition: DefinitionFound | undefined, title = false): ElementFacts {
  const lead = leadLength(text);
  // An entry numbered by a word in capitals ("ONE. The … Community, represented by …") is numbered, not counted.
  const numberedTo = Math.max(lead, ENTRY_WORD_NUMBERED.exec(text)?.[0].length ?? 0);
  const numeric = recognizeNumericFacts(text).filter((f) => f.type !== 'Number' || f.begin >= numberedTo);
  // A leading clause number belongs to the clause, not to a quantity or a street number after it ("2.1.1 Hours" is
  // no Duration "1.1 hours", "2.2.1 Place and date" no address "1 Place"): those recognizers read the text with the
  // number blanked (same length, so spans stay offsets into the text).
  const body = lead > 0 ? ' '.repeat(lead) + text.slice(lead) : text;
  const durations = findDurations(body);
  // A postal address is one place: the names inside it ("Kings Court", "London") are its parts, not names of their own.
  const { places, mailboxes } = withoutMailboxes(text, findAddresses(body));
  // Nor is a word of a currency's name in an amount written out ("one hundred thousand Kenya Shillings"): the
  // characters of such phrases are marked once, so the test stays linear however many there are.
  const inMoneyWords = new Uint8Array(text.length);
  for (const f of numeric) if (f.phrase) inMoneyWords.fill(1, f.phrase.begin, f.phrase.end);
  const allNames = findNames(text);
  const addresses = places.length > 0 ? withoutBodiesBefore(text, places, allNames) : places;
  // A series' letters after an instrument's slashed number ("Directive 2011/7/EU") are the identifier's, no body (C28).
  const inIdentifier = (n: NameSpan) => text[n.begin - 1] === '/' && /\d/.test(text[n.begin - 2] ?? '');
  const names = allNames.filter((n) => !addresses.some((a) => a.begin < n.end && n.begin < a.end) && !inMoneyWords.subarray(n.begin, n.end).includes(1) && !inIdentifier(n));
  const term = definition?.terms[0];
  const person = term && text[term.begin - 1] === '"' ? definedPerson(text, term.begin - 1) : undefined;
  // A Japanese address's block numbers ("3-8-12 Aa-honmachi, Bb-ku, Cc") read as a date by the recognizer are the
  // address's first part, no date: figures joined by hyphens inside an address are no DateTime (h28a34).
  const blockNumbers = (f: NumericFact) => f.type === 'DateTime' && /^\d{1,4}(?:-\d{1,4}){1,2}$/.test(text.slice(f.begin, f.end))
    && addresses.some((a) => a.begin <= f.begin && f.end <= a.end);
  const candidates: AttributeFound[] = [
    // A heading's year names an edition or a season, no quantity, and its number after "No." names the document (title-years.ts).
    ...numeric.filter((f) => !blockNumbers(f) && !(title && (isTitleYear(text, f) || isTitleDocumentNumber(text, f)))).map((f) => ({ type: f.type, begin: f.begin, end: f.end })),
    // A heading's period word ("4.1 Weekly fee", "Annual Budget") names what the clause is about, no length of time: the
    // labelled sets leave all twelve such headings bare (h24s27a). The durations stay for the contract's terms.
    ...durations.filter((d) => !title || d.count !== undefined).map((d) => ({ type: 'Duration' as const, begin: d.begin, end: d.end })),
    ...addresses.map((a) => ({ type: 'Location' as const, begin: a.begin, end: a.end })),
    // A heading's words of common English that a body's head word ends ("§ 2 Clearing Office", "2.3 Collections Agency
    // Referral", "Ultimate Authority") name what the clause is about, no body: the labelled sets give no heading an
    // Organization (h73t56). A name with a word of its own ("Naivasha Flora Clearing Ltd") stays.
    ...(title ? names.filter((n) => n.type !== 'Organization' || !commonWordsOnly(text.slice(n.begin, n.end))) : names),
    ...(person ? [{ type: 'Person' as const, ...person }] : []),
    ...(text.includes(' to ') ? routeEnds(text, names) : []),
    // A town no list holds, by its shape after a preposition ("the supply ship at Leava"; C314): after the names, which win.
    ...placesAfterPreposition(text, title).map((p) => ({ type: 'Location' as const, ...p })),
  ].sort((a, b) => RANK[a.type] - RANK[b.type] || a.begin - b.begin);
  // Which characters a kept finding covers: the overlap test reads the candidate's own span, not every kept
  // finding (an element of thousands of numbers would make that quadratic).
  const taken = new Uint8Array(text.length);
  for (const box of mailboxes) taken.fill(1, box.begin, box.end);
  const kept: AttributeFound[] = [];
  // A currency named with no amount ("All amounts are stated in Canadian dollars") is the contract's currency (a fact),
  // no Currency attribute: a Currency is an amount (C64; sets 1–50 leave 20 such names bare, 4 not). Its
  // span stays taken, so its country word is no Location either.
  const namedOnly = numeric.filter((f) => f.type === 'Currency' && f.value === '');
  for (const c of candidates) {
    if (taken.subarray(c.begin, c.end).includes(1)) continue;
    taken.fill(1, c.begin, c.end);
    if (c.type === 'Currency' && namedOnly.some((f) => f.begin === c.begin && f.end === c.end)) continue;
    kept.push(c);
  }
  for (const t of definition?.terms ?? []) kept.push({ type: 'DefinedTerm', begin: t.begin, end: t.end });
  kept.sort((a, b) => a.begin - b.begin || a.end - b.end || RANK[a.type] - RANK[b.type]);
  return { attributes: kept, numeric, durations };
}

