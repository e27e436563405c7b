/**
 * A signature block headed by a side of the contract ("Tampere, 8 September 2025" / "CONSULTANT" / "Hanna Kuusela"):
 * the heading names a party as the contract introduced it, so the place-and-date line over it is that party's signing
 * date, as over "For <party>" (hdates; facts set 11's Finnish consultancy).
 *
 * The heading names the side however the contract introduced it (issue 18, h98fd; facts set 56's and 57's cause 7): an
 * alias defined in quotes (`(the "Consultant")`), one in bare brackets or after "hereinafter" without quotes ("(the
 * Seller)", "hereinafter referred to as the Producer"), or a party's field at the top of a form ("Grower: Emmanouil
 * Daskalakis" — the labels `fieldSides` passes). It is written in capitals ("THE GROWER") or capitalised ("Seller").
 * A heading the contract never introduced as a side ("SCHEDULE", "WITNESS", "Witness") names no party.
 */
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * A line of one to three capitalised words or words in capitals, "The" and a colon allowed: "CONSULTANT", "THE SERVICE
 * PROVIDER:", "Seller", "The Grower". Anchored, each part bounded: linear.
 */
const HEADING_LINE = /^\s*(?:(?:THE|The)\s)?(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){0,2})\s*(?::\s*)?$/u;
/** A name defined in quotes: "Consultant", “the Client”. Bounded inside: linear. */
const QUOTED = /["“](?:the\s)?([\p{L}][\p{L}'’ -]{0,40}?)["”]/giu;
/** One to three capitalised words: an alias written without quotes. */
const BARE_NAME = String.raw`(\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30}){0,2})`;
/**
 * An alias in bare brackets, "(the Seller)", "(hereinafter the Buyer)", "(hereinafter referred to as the Lessee)": "the"
 * before the name, the bracket closed right after it. Bounded: linear.
 */
const BRACKETED = new RegExp(String.raw`\(\s{0,3}(?:[Hh]ereinafter\s{1,3}(?:(?:referred\s{1,3}to\s{1,3}as|called)\s{1,3})?)?the\s{1,3}${BARE_NAME}\s{0,3}\)`, 'gu');
/**
 * An alias after "hereinafter" or "referred to as" without quotes or brackets: "hereinafter referred to as the Producer,",
 * "hereinafter simply SELLER". Bounded: linear.
 */
const HEREINAFTER = new RegExp(String.raw`\b(?:[Hh]ereinafter(?:\s{1,3}(?:referred\s{1,3}to\s{1,3}as|called|simply))?|referred\s{1,3}to\s{1,3}as)\s{1,3}(?:the\s{1,3})?${BARE_NAME}`, 'gu');
/** The elements and the characters of each read for the aliases: the parties' clauses and the body that uses them. */
const ALIAS_TEXT_MAX = 4_000;

/** Per document, the names it introduces its parties by, in small letters. */
const DEFINED = new WeakMap<readonly { text: string }[], Set<string>>();

/** The names the elements define in quotes, in bare brackets or after "hereinafter", read once per document. */
function definedNames(elements: readonly { text: string }[]): Set<string> {
  let names = DEFINED.get(elements);
  if (names === undefined) {
    names = new Set();
    for (const e of elements) {
      for (const m of matchesOf(QUOTED, e.text)) names.add(m[1].toLowerCase());
      const head = e.text.slice(0, ALIAS_TEXT_MAX);
      for (const m of matchesOf(BRACKETED, head)) names.add(m[1].toLowerCase());
      for (const m of matchesOf(HEREINAFTER, head)) names.add(m[1].toLowerCase());
    }
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

/** The most signature blocks a row of headings sets side by side. */
const COLUMNS_MAX = 3;

/**
 * Whether the element under `i` is a heading that names a side of the contract: an alias the contract defines (see
 * above) or one of `fieldSides`, the labels of the fields that name its parties (in small letters).
 * The blocks may stand side by side, their headings one row of cells a bar parts (a two-column signature table read as
 * text): "São Filipe, 28/08/2047" / "The Kindergarten | The Guardian" (facts set 73's cause 4, issue 18, h118q73). Every
 * cell must be such a heading ("Name | Signature | Date" names no side); at most COLUMNS_MAX cells.
 */
export function roleHeadingBelow(elements: readonly { text: string }[], i: number, fieldSides: ReadonlySet<string> = new Set()): boolean {
  const below = elements[i + 1]?.text;
  if (below === undefined || below.length > 60 * COLUMNS_MAX) return false;
  const cells = below.split('|');
  if (cells.length > COLUMNS_MAX || cells.some((cell) => cell.length > 60)) return false;
  return cells.every((cell) => {
    const heading = HEADING_LINE.exec(cell)?.[1].toLowerCase();
    return heading !== undefined && !THINGS_DEFINED.has(heading) && (fieldSides.has(heading) || definedNames(elements).has(heading));
  });
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function signingRoleHeadingRunPatterns(): readonly RegExp[] {
  return [BRACKETED, HEREINAFTER, QUOTED];
}
