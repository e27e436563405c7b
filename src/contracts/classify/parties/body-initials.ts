/**
 * A public or outside body named once in full and elsewhere by its initials alone: "the Veterinary Licensing
 * Board" … "VLB rules", "the Road and Freight Standards Agency (RFSA)" … "an RFSA check". The initials are
 * that body, an Organization, wherever the contract writes them (C25 reads the body's name; the initials are the same
 * name shortened). Read once per document: the bodies the element readers found give their initials (and any
 * abbreviation a bracket right after the name defines, itself an Organization when written bare there: C92); one
 * pattern of those initials then runs once per element.
 *
 * Not a company's initials (a name ending in a legal form spells none the drafter chose; a bracket after it may define
 * one: "the National Electric Power Company (ENEE)") nor a party's abbreviation: any alias a party takes
 * (`Kestrel Harbour Logistics Limited ("KHL")`) is the party's name, which the labels leave bare (C33 binds it to the
 * party; it is no Organization of its own). Nor initials with a possessive ("the VLB's procedure"): the shared
 * check's reference leaves such an owner bare (one case and the only evidence: the labelled sets write no possessive
 * of a body's initials this reads; their one labelled, "FTC's", is a listed regulator's, listed-bodies.ts).
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { isListedPlace } from '../names/place-names.js';
import { AUSTRALIAN_STATES, PLACE_ABBREVIATIONS } from '../../../common/lexicon/places.js';
import { CURRENCY_CODES } from '../numbers/recognizers.js';
import { endsInLegalForm } from './party-key.js';

/** A body named somewhere in the contract: its element and span, and its text. */
export interface BodyMention {
  element: number;
  begin: number;
  end: number;
  text: string;
  /** A name ending in a legal form: its initials are no body's, only an abbreviation its bracket defines is. */
  company?: boolean;
}

/** Words a body's initials skip ("Road and Freight Standards Agency" → RFSA). */
const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'on', 'in', 'to', 'de', 'du', 'des', 'la', 'le', 'van', 'voor', 'und', 'für', '&']);
/** A bracket's capitals that are a currency's code ("(USD)") or a place's ("(UK)", "(NSW)") name no body. */
const NOT_BODIES: ReadonlySet<string> = new Set([...CURRENCY_CODES, ...PLACE_ABBREVIATIONS, ...AUSTRALIAN_STATES.map((s) => s.code)]);
/** A number after the bracket: "(RNC) No. 1-31-58420-7", "(ABN) 12 345 678 901", "(TIN): 123". */
const NUMBER_AFTER = /^[\s:]{0,3}(?:(?:No|Nr|Number)\b|#|\d)/i;
/** Initials shorter than this are too often something else ("EU", "UK", a clause's "AB"). */
const MIN_LETTERS = 3;
const MAX_LETTERS = 8;
/** A bracket right after a body's name defining its abbreviation: ` (RFSA)`, ` ("VLB")`, ` (the "CAA")`. */
const DEFINING_BRACKET = /^\s{0,2}\((?:the\s{1,3})?"?(\p{Lu}[\p{Lu}&]{1,7})"?\)/u;
/** The lexicon's tier a word in capitals must be in to be read as an English word (bodies-by-agent.ts' initials use it). */
const COMMON_TIER = 35;
/** An element names a body's initials this many times at most (a hostile text of thousands stays linear). */
const MAX_PER_ELEMENT = 32;

/** The initials of a body's name: one capital per capitalised word, small words skipped; undefined if a word is neither. */
export function initialsOf(name: string): string | undefined {
  const words = name.trim().split(/\s{1,3}/).filter((w, k) => !(k === 0 && /^the$/i.test(w)));
  let initials = '';
  for (const word of words) {
    if (SMALL_WORDS.has(word.toLowerCase()) && word === word.toLowerCase()) continue;
    if (!/^\p{Lu}/u.test(word)) return undefined;
    initials += word[0];
  }
  return initials.length >= MIN_LETTERS && initials.length <= MAX_LETTERS ? initials : undefined;
}

/**
 * The spans, element by element, where a body's initials stand alone after the body was first named in full (a
 * capitalised run before the body appears, "VLB Stages 1 to 3", is read by nothing that says what it is). `bodies` are
 * the Organizations the readers found (those ending in a legal form already left out by the caller), in document order;
 * `ownNames` every alias and abbreviation a party takes and every term the contract defines ("RWIA" means … is the
 * contract's own term, which the labels leave bare where it is used, as any defined term).
 */
export function bodyInitials(texts: readonly string[], bodies: readonly BodyMention[], ownNames: ReadonlySet<string>): Map<number, { begin: number; end: number }[]> {
  const found = new Map<number, { begin: number; end: number }[]>();
  // Each abbreviation with where the body it shortens was first named in full: element, then offset.
  const first = new Map<string, { element: number; end: number }>();
  // A bracket's abbreviation is written by the drafter as one ("the Agricultural and Livestock Service (SAG)"): no
  // English word's test for it, as for initials the name merely spells.
  const note = (abbreviation: string, b: BodyMention, written = false): void => {
    if (ownNames.has(abbreviation) || (!written && isCommonEnglishWord(abbreviation.toLowerCase(), COMMON_TIER))) return;
    const seen = first.get(abbreviation);
    if (!seen || b.element < seen.element || (b.element === seen.element && b.end < seen.end)) first.set(abbreviation, { element: b.element, end: b.end });
  };
  const add = (element: number, span: { begin: number; end: number }): void => {
    const spans = found.get(element);
    if (spans) spans.push(span);
    else found.set(element, [span]);
  };
  for (const b of bodies) {
    const own = b.company ? undefined : initialsOf(b.text);
    if (own) note(own, b);
    const bracket = DEFINING_BRACKET.exec(texts[b.element].slice(b.end, b.end + 24));
    const defined = bracket?.[1];
    // Before a number the bracket names an identifier ("National Taxpayer Registry (RNC) No. 1-31-58420-7"): a register's
    // number, no body's name.
    if (!bracket || !defined || NUMBER_AFTER.test(texts[b.element].slice(b.end + bracket[0].length, b.end + bracket[0].length + 12)) || defined.length < MIN_LETTERS - 1 || NOT_BODIES.has(defined) || isListedPlace(defined) || endsInLegalForm(`Name ${defined}`)) continue;
    // A body's abbreviation in its own language ("National Electric Power Company (ENEE)") need not share its initials;
    // two capitals must ("(SA)" after a company is its state or its form).
    const longEnough = defined.length >= MIN_LETTERS;
    if (!longEnough && defined[0] !== (own ?? b.text.replace(/^the\s+/i, ''))[0]) continue;
    note(defined, b, true);
    // Written bare in the bracket, it is the body named again, an Organization there too (C92); a quoted one is the
    // contract's alias for the body, a defined term's form, which the labels leave bare there.
    if (longEnough && !bracket[0].includes('"') && first.has(defined)) {
      const begin = b.end + bracket[0].indexOf(defined);
      add(b.element, { begin, end: begin + defined.length });
    }
  }
  if (first.size === 0) return found;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}(&"/-])(?:${[...first.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}&/-]|['’]s\\b)`, 'gu');
  texts.forEach((text, i) => {
    const spans: { begin: number; end: number }[] = [];
    for (const m of text.matchAll(pattern)) {
      const named = first.get(m[0]);
      if (!named || i < named.element || (i === named.element && m.index < named.end)) continue;
      spans.push({ begin: m.index, end: m.index + m[0].length });
      if (spans.length >= MAX_PER_ELEMENT) break;
    }
    if (spans.length > 0) for (const s of spans) add(i, s);
  });
  return found;
}
