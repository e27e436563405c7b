/**
 * A signature block headed by a party's defined name in capitals ("Tampere, 8 September 2025" / "CONSULTANT" / "Hanna
 * Kuusela"): the heading names the party as the contract defined it ("… (the "Consultant")"), so the place-and-date
 * line over it is that party's signing date, as over "For <party>" (hdates; facts set 11's Finnish consultancy).
 * A heading in capitals the contract never defines in quotes ("SCHEDULE", "WITNESS") names no party.
 */
import { matchesOf } from '../../../common/regex-matches.js';

/** A line of one to three words in capitals, "THE" and a colon allowed: "CONSULTANT", "THE SERVICE PROVIDER:". */
const CAPITALS_LINE = /^\s*(?:THE\s)?(\p{Lu}[\p{Lu}'’-]{1,30}(?:\s\p{Lu}[\p{Lu}'’-]{1,30}){0,2})\s*(?::\s*)?$/u;
/** A name defined in quotes: "Consultant", “the Client”. Bounded inside: linear. */
const QUOTED = /["“](?:the\s)?([\p{L}][\p{L}'’ -]{0,40}?)["”]/giu;

/** Per document, the names it defines in quotes, in small letters. */
const DEFINED = new WeakMap<readonly { text: string }[], Set<string>>();

/** The names the elements define in quotes, read once per document. */
function definedNames(elements: readonly { text: string }[]): Set<string> {
  let names = DEFINED.get(elements);
  if (names === undefined) {
    names = new Set();
    for (const e of elements) for (const m of matchesOf(QUOTED, e.text)) names.add(m[1].toLowerCase());
    DEFINED.set(elements, names);
  }
  return names;
}

/**
 * Names a contract defines in quotes for a thing, no party: a schedule's or a part's heading in capitals ("SERVICES",
 * "SCHEDULE", "GOODS") under a dated line ("London, 4 May 2026", a price list's or a revision's date) names no signer
 * (hrev30).
 */
const THINGS_DEFINED = new Set(['services', 'service', 'schedule', 'schedules', 'goods', 'products', 'product', 'software', 'premises',
  'property', 'agreement', 'contract', 'works', 'work', 'deliverables', 'territory', 'fees', 'price', 'prices', 'equipment', 'site',
  'project', 'term', 'annex', 'appendix', 'exhibit', 'specification', 'order', 'orders', 'materials', 'system', 'licence', 'license']);

/** Whether the element under `i` is a heading in capitals that is a name the contract defines in quotes for a party. */
export function roleHeadingBelow(elements: readonly { text: string }[], i: number): boolean {
  const below = elements[i + 1]?.text;
  if (below === undefined || below.length > 60) return false;
  const heading = CAPITALS_LINE.exec(below)?.[1];
  return heading !== undefined && !THINGS_DEFINED.has(heading.toLowerCase()) && definedNames(elements).has(heading.toLowerCase());
}
