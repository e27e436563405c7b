/**
 * The names a preamble gives its parties, read from the entry each closes whether or not parley reads the name before
 * it. `findParties` takes an alias only beside an organisation it recognises, in a slot it recognises; civil-law
 * drafting in English names its parties in forms it may not: a legal form it lacks ("ŽIRJE OUTDOOR j.d.o.o."), a
 * public body in small letters ("1. the municipality of Utrecht, …, hereinafter referred to as: the Municipality;"),
 * the signatory's name right before the bracket ("…, represented by its director Mr. Bat-Erdene Tsogt ("KF"), and"),
 * or entries joined by "and" with no "between" ("Hafbrún ehf., …, Strandgata 12, Hafnarfjörður (the Holder), and").
 * Each of those aliases names the party whose entry it closes: "The Holder pays", "KF must send" bind it.
 *
 * A role with an abbreviation beside it — `(the "Agency" or "HST")` — gives the party both names; the clauses may use
 * either ("HST undertakes to …"), and both bind the one party under its role alias (C33: the
 * role alias names the party, as a company's alias is its role, table 2.2; an abbreviation alone, `("KF")`, is the
 * party's name).
 *
 * Read only in the preamble (the elements before the first title after an alias, at most PREAMBLE_REACH, never a
 * recital), and only where the alias closes its element (then a comma, a stop, a semicolon, "and"): "(hereinafter:
 * the Building)" inside a clause, or a recital's `(the "Vessel")`, names no party.
 */
import { DOCUMENT_ALIAS, DOCUMENT_TERM, PLACE_SET, SIDE_WORDS } from './preamble-words.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { BELOW_OPENING, CALLED, CALLED_BEFORE_BELOW, HEREINAFTER, IN_THIS_DOCUMENT, JOINT_WORDS, WHO_CALLED, nounInCapitals } from './alias-forms.js';
import { recitalElements } from '../document/recitals.js';

/** A preamble comes first: the reader looks no further than this many elements. */
const PREAMBLE_REACH = 12;
/**
 * A form's fields and tick lines ("Name of borrower: Sjoukje Hoekstra", "Date: 21 March 2048", "[x] Bean, 1 packet",
 * "I grow in: [x] a garden [ ] pots") are filled in before its opening sentence, no clause: each among the first
 * PREAMBLE_REACH elements moves the reach one element on, so `I, the undersigned (the "Grower"), borrow … from the …
 * Seed Library (the "Library") on the terms below.` after nine such lines is still read (set 95's fy, element 13; issue 18,
 * h121m95). Past PREAMBLE_REACH only form lines, titles and the one element right after them (titles passed over),
 * and only until an alias is found: a clause's bracket after a clause ("1.2 GST has the meaning given in … Act 1999
 * (Cth)." after "1.1 …", set 40) is never read.
 *
 * What it reads (session 81's re-read found the old line narrower than the pattern; h122health wrote it out):
 * - a line opening (after up to 3 blanks) on a label and its colon, the colon followed by a blank or the line's end: up
 *   to 40 characters with no stop, colon, semicolon, bracket or double quote, then at most one bracketed part of up to 40
 *   characters, quotes allowed in it ("Name of borrower: …", "Name (in capitals): …", "Date:", `The Hirer (the
 *   "Hirer"): …`). Any words that fit count: a short sentence before a colon ("The Club may keep the
 *   deposit: …") reads as a field too. It only moves the reach on, and past PREAMBLE_REACH only the element right after
 *   such lines is read, so that is kept;
 * - a tick box, empty or ticked ("[x]", "[ ]", "[✓]"), anywhere in the line: at its start ("[x] Bean, 1 packet"), after
 *   a label ("I grow in: [x] a garden [ ] pots") or after the item ("Bean, 1 packet [x]"). A template's blank written
 *   "[ ]" ("dated [ ]") reads so too.
 * Bounded: linear.
 */
export const FORM_LINE = /^\s{0,3}(?:\[[ xX✓✔]?\]|[^.:;()\[\]"“”]{1,40}(?:\([^()]{0,40}\))?\s{0,3}:(?:\s|$))|\[[ xX✓✔]?\]/;
/** The tail of an element read for its closing alias: a bracket and what may follow it fit well inside. */
const TAIL = 160;
/** A name: one to three capitalised words (letters of any script, a hyphen), or an abbreviation in capitals. */
// A role word may end in a capital letter or a number that tells the parties of one side apart, as "Party A" does: "1. Mr
// Xosé Lores, …, residing at Cambados (hereinafter, "Co-owner A")", "(the "Lender 2")" (set 85's cause 1, issue 18,
// h108n85). One letter or up to two digits after one blank: no word of the run before it can read it (linear).
const NAME = String.raw`(\p{Lu}[\p{L}-]{1,30}(?: \p{Lu}[\p{L}-]{1,30}){0,2}(?: (?:\p{Lu}|\d{1,2})(?![\p{L}\d]))?)`;
const NAME2 = NAME.replace('(', '(?<second>');
/**
 * The terms an opening sentence points to after its last party's alias: `I, the undersigned (the "Grower"), borrow the
 * seeds ticked above from the Dokkum Seed Library (the "Library") on the terms below.`, "… (the "School") on the
 * following terms:", "… on these terms." (a form's or a booking's one-sentence opening; set 95's cause 2, issue 18,
 * h121e95; set 89's "… ("the School") on the terms below." was read only because "SARL" names a company). Only after
 * the bracket and up to the element's end (CLOSE). Literal words, bounded blanks: linear.
 */
const TERMS_BELOW = String.raw`on\s{1,3}(?:the\s{1,3}(?:terms|conditions)\s{1,3}(?:below|set\s{1,3}out\s{1,3}below|that\s{1,3}follow)|the\s{1,3}following\s{1,3}(?:terms|conditions)|these\s{1,3}(?:terms|conditions))`;
/**
 * The seat a body's naming sentence gives after its alias, to the element's end: `The cooperative is called the Bélon River
 * Oyster Cooperative (the "Cooperative") and its seat is the old fish market of Riec-sur-Bélon, Finistère, France.` (a
 * cooperative's, an association's or a club's bylaws, which name the body and then where it sits; set 95's cause 1,
 * issue 18, h121e95), "… (the "Club"), with its registered office at …", "… (the "Society"), whose seat is in …". No
 * bracket or quote after it: a later entry's alias is that entry's. One bounded class after literal words: linear.
 */
const SEAT_FOLLOWS = String.raw`(?:and\s{1,3}(?:has\s{1,3})?its|with\s{1,3}its|whose)\s{1,3}(?:registered\s{1,3}|head\s{1,3})?(?:seat|office)\s{1,3}(?:is\s{1,3}(?:at\s{1,3}|in\s{1,3})?|at\s{1,3}|in\s{1,3})[^()"]{1,160}`;
/**
 * What may follow the alias to the end of its element: punctuation and the "and" that opens the next entry, and the
 * side the entry is ("(hereinafter: the Community), on the one part, and", "(hereinafter called "the Trustees") of the
 * other part.": civil-law drafting and English deeds; SIDE_WORDS, issue 18, h88pa).
 */
const CLOSE = String.raw`\s{0,3}[,.;]?\s{0,3}(?:${SIDE_WORDS}\s{0,3}[,.;]?\s{0,3})?(?:${TERMS_BELOW}\s{0,3}[,.;:]?\s{0,3}|${SEAT_FOLLOWS})?(?:and|AND)?\s{0,3}[,;:]?\s{0,3}$`;
/**
 * `(the Holder)`, `("KF")`, `(the "Agency" or "HST")`, `(Party A)`: a bracket of one name, quoted or not, or of two
 * quoted names joined by "or". Each blank run bounded, each part literal or a bounded class: linear, and read on the
 * element's last TAIL characters only.
 */
const BRACKET = new RegExp(String.raw`\(\s{0,3}(?:the\s{1,3})?(?:"\s{0,3}(?:the\s{1,3})?${NAME}\s{0,3}"(?:\s{0,3},?\s{0,3}or\s{1,3}(?:the\s{1,3})?"${NAME2}")?|${NAME})\s{0,3}\)${CLOSE}`, 'u');
/**
 * "hereinafter: the Concessionaire", "hereinafter referred to as: the Municipality;", "hereinafter called the Owner",
 * in a bracket or not. The article, the colon or the quotes are required, so "hereinafter Section 4" names nothing;
 * a quoted alias may carry its article inside the quotes (`hereinafter "the Cooperative".`, `hereinafter "THE
 * COMMUNITY";`), as translated preambles write it; an entry of two people may call them so together
 * (`(hereinafter together called "the Mill Owners")`) (issue 18, h84t63). A comma may follow "hereinafter" as Spanish
 * and Galician drafting translates "en adelante," / "en diante,": `(hereinafter, "Co-owner A")`, `(hereinafter, the
 * Skipper)` (set 85's cause 1, h108n85). So does the relative clause of Andean minutes, "…, resident in Sacaba, who shall be
 * called the LODGERS." (WHO_CALLED; set 85's cause 3).
 * And "below" where "hereinafter" stands: `…, called "the Community" below.`, `called below "the Group",` (alias-forms.ts
 * BELOW_OPENING, CALLED_BEFORE_BELOW; set 90's cause 1, issue 18, h114e90), and "in this record" where "below" stands:
 * `…, called "the Smith" in this record;` (IN_THIS_DOCUMENT; set 92's cause 1, issue 18, h118e92).
 */
const HEREINAFTER_ALIAS = new RegExp(String.raw`(?:\b${HEREINAFTER}${JOINT_WORDS}(?:,?\s{1,3}(?:referred\s{1,3}to\s{1,3}as|${CALLED}|named|designated(?:\s{1,3}as)?|known\s{1,3}as))?(?:\s{0,3}:\s{0,3}(?:the\s{1,3}|THE\s{1,3})?|,?\s{1,3}(?:the|THE)\s{1,3}|,?\s{1,3}(?="))|${WHO_CALLED}|(?:${BELOW_OPENING}|${CALLED_BEFORE_BELOW})(?:\s{0,3}:\s{0,3}|\s{1,3})(?="))"?(?:(?:the|THE)\s{1,3})?${NAME}"?(?:\s{1,3}(?:below\b|${IN_THIS_DOCUMENT}))?\s{0,3}\)?${CLOSE}`, 'u');
const ABBREVIATION = /^\p{Lu}{2,6}$/u;
/** An alias of capitals only ("NLSL", "THE COMMUNITY"'s "COMMUNITY"). */
const CAPITALS_ONLY = /^[\p{Lu}\s-]+$/u;
/** "the" and words in small letters right before a bracket: a thing named, not a party's entry. Bounded: linear. */
const THING_BEFORE = /\bthe\s{1,3}(?:[a-z][\w-]{0,30}\s{1,3}){0,3}[a-z][\w-]{0,30}\s{0,3}$/;
/** A definition's verb after its quoted term. */
const DEFINES = /"\s{0,3}(?:shall\s{1,3})?means?\b/;

/**
 * An element that opens on a provision, a modal verb in its first clause (up to its first comma, colon, semicolon or
 * bracket): "The loan may be syndicated to a second bank (hereinafter, "Lender 2").", "The Works shall be inspected by
 * an engineer (the "Inspector")." The bracket then names a thing or an outsider the clause speaks of, no party's entry
 * (those open on a name, a row's number, "between" or a list's heading; the re-read's finding 10, issue 18, h109fix).
 * "Mr Tom Hale, resident in Tarija, who shall be called the OWNER" keeps its modal after the name's comma. Modals in
 * small letters ("May" is a month's name too). Anchored, one bounded class: linear.
 */
const PROVISION_OPENING = /^[^,;:(]{0,200}?\b(?:shall|will|may|must|can)\s{1,3}(?:not\s{1,3})?\p{Ll}/u;
/**
 * A numbered row of the preamble: "1. Mr Tom Hale, …", "(2) Osprey Bank of York …", "b) Ms Ann Roe …" (civil-law deeds
 * list the people who appear so, under "APPEAR"). Anchored: linear.
 */
const NUMBERED_ROW = /^\s{0,3}(?:\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})\)|(?:\d{1,2}|[a-z])\.)\s/;

/** The aliases closing the preamble's entries, and those of them that close a numbered row. */
export interface ClosingAliases {
  /** Alias (as written) → the alias its party's label carries. */
  readonly aliases: Map<string, string>;
  /** The aliases read at the end of a numbered row (NUMBERED_ROW). */
  readonly ofRows: ReadonlySet<string>;
}

/**
 * The aliases that close the preamble's entries (alias as written → the alias its party's label carries), with those of
 * its numbered rows.
 */
export function closingAliases(texts: readonly string[], isTitle: (element: number) => boolean): ClosingAliases {
  const out = new Map<string, string>();
  const ofRows = new Set<string>();
  const reach = PREAMBLE_REACH + texts.slice(0, PREAMBLE_REACH).filter((t, i) => !isTitle(i) && FORM_LINE.test(t)).length;
  const recitals = recitalElements(texts.slice(0, reach));
  for (let i = 0; i < Math.min(texts.length, reach); i++) {
    if (i >= PREAMBLE_REACH && (out.size > 0 || (!isTitle(i) && !FORM_LINE.test(texts[i]) && !formLineBefore(texts, i, isTitle)))) break;
    if (isTitle(i)) {
      if (out.size > 0) break;
      continue;
    }
    if (recitals.has(i)) continue;
    // A table row ("Instalment | Event | Amount (EUR)") is no party's entry.
    // Nor a definition: `"Regulator" means the Financial Conduct Authority ("FCA").` names a body, no party.
    if (texts[i].includes('|') || DEFINES.test(texts[i])) continue;
    // Nor a provision's sentence (PROVISION_OPENING).
    if (PROVISION_OPENING.test(texts[i])) continue;
    const tail = texts[i].slice(-TAIL);
    const bracket = runnable(BRACKET).exec(tail);
    // A bracket after a thing the contract is about ("… between A ("Promoter") and B ("Artist") for the concert series
    // (the "Tour")."): a term of the document, no party's entry (those close a name, an address or a signatory).
    if (bracket && THING_BEFORE.test(tail.slice(Math.max(0, bracket.index - 60), bracket.index))) continue;
    const m = bracket ?? HEREINAFTER_ALIAS.exec(tail);
    if (!m) continue;
    // An unquoted bracket of capitals only is an abbreviation or a code ("Amount (EUR)", "(RIBA)"), no alias: a
    // preamble quotes an abbreviation it gives a party (`("KF")`).
    if (m[3] !== undefined && !/\p{Ll}/u.test(m[3])) continue;
    const first = m[1] ?? m[3];
    const second = m.groups?.second;
    // A quoted alias in capitals after "hereinafter" is a party's only as a noun with its article (`hereinafter "THE
    // COMMUNITY"`, nounInCapitals): a short form read letter by letter (`hereinafter "NLSL"`, `"the NLS"`) binds
    // nothing, as in a party's slot (h75f40p).
    if (!bracket && m[0].includes('"') && CAPITALS_ONLY.test(first) && !nounInCapitals(m[0], first)) continue;
    const names = [first, second].filter((n): n is string => n !== undefined && isPartyName(n));
    if (names.length === 0) continue;
    // The role carries the label; an abbreviation beside it is the same party (C33).
    const label = names.find((n) => !ABBREVIATION.test(n)) ?? names[0];
    const row = NUMBERED_ROW.test(texts[i]);
    for (const n of names) {
      if (out.has(n)) continue;
      out.set(n, label);
      if (row) ofRows.add(n);
    }
  }
  return { aliases: out, ofRows };
}

/** Whether the element before `i`, titles passed over, is a form's field or tick line (FORM_LINE). */
function formLineBefore(texts: readonly string[], i: number, isTitle: (element: number) => boolean): boolean {
  let j = i - 1;
  while (j >= 0 && isTitle(j)) j--;
  return j >= 0 && FORM_LINE.test(texts[j]);
}

/** A name that can be a party's: no place ("(Scotland)"), no term of the document ("(the Agreement)", "(the Site)"). */
function isPartyName(name: string): boolean {
  return !PLACE_SET.has(name.toLowerCase()) && !DOCUMENT_TERM.test(name) && !DOCUMENT_ALIAS.test(name);
}

/**
 * The preamble alias's bracket, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes their run
 * sources (short runs written once, word boundaries, group ends), which `runnable` and `matchesOf` run, so the process
 * rewrites none of them (bench/log.md, "The cold classify, part 22").
 */
export function preambleAliasPatterns(): readonly RegExp[] {
  return [BRACKET];
}
