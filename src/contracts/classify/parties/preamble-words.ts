/**
 * The preamble's layout both of its readers share (`findParties`, `preambleNames`): the words that open a party's slot,
 * the "Parties" heading and the list under it, and the words that name the document or a thing rather than a party.
 */
import { AGREEMENT_NOUNS } from '../document/contract-types.js';
import { PLACE_SET } from '../lexicon/gazetteer.js';
import { PARTY_SLOT_WORDS, ROLE_WORDS } from '../lexicon/roles.js';
import { BULLET } from '../text/text.js';

/** The words before a party's name that put it in the preamble's party slot: "between", "among", "entered into … by". */
// A "Parties:" field opening the element lists the parties after it as "between" does ("Parties: Bluegum … (Advertiser)
// and Southerly … (Agency)").
// "The undersigned <name> … (the Seller), has today sold to <name> … (the Buyer)" (Nordic private sales) opens the slot
// of both parties the sentence names, as "between" does (facts set 56's cause 1, h97fp).
export const BARE_SLOT = /\b(?:between|among(?:st)?)\b|\b(?:entered\s+into|made|executed)\b[^.;]{0,200}?\bby\b|^\s{0,3}(?:the\s+)?parties\s{0,3}:|^\s{0,3}the\s{1,3}undersigned\b/i;
/**
 * Where the earliest-ending party slot word of `text` ends (a BARE_SLOT match), or Infinity: `BARE_SLOT.test(text.slice(0,
 * k))` is `k >= bareSlotEnd(text)`. Read once per element, not from the element's start again for each alias (an element
 * of thousands of aliases was read in quadratic time: 128,000 characters 0.26 s, 256,000 0.8 s, 512,000 2.8 s). A match
 * starting at or after the earliest end found cannot end before it, so the walk stops there.
 */
export function bareSlotEnd(text: string): number {
  const slot = new RegExp(BARE_SLOT.source, 'gi');
  let end = Infinity;
  for (let m = slot.exec(text); m !== null && m.index < end; m = slot.exec(text)) {
    end = Math.min(end, m.index + m[0].length);
    slot.lastIndex = m.index + 1;
  }
  return end;
}

/** The gazetteer's places, lower-cased: a bracketed place is no alias (its home: the gazetteer). */
export { PLACE_SET };
/** The first elements, where a preamble names the parties (as `preambleNames` reads them). */
export const PREAMBLE_ELEMENTS = 30;
/** The entries a "Parties" heading may head: a preamble lists a few parties, each perhaps on lines of its own. */
const MAX_ENTRIES_BELOW_HEADING = 4;
/**
 * Whether the element is an entry of the list a "Parties" heading heads: the heading is right above it, or the lines
 * between are entries too ("PARTIES" / "Redgum … ACN … of … (Holder)" / "Sandpiper … ACN … of … (Farminee)", Australian
 * drafting; the second entry is as much a party slot as the first). The list ends as `preambleNames` ends it: at a
 * heading in capitals, "Background", "Recitals" or a clause number; a slot word alone ("and") goes on with it.
 */
export function underPartiesHeading(texts: readonly string[], element: number): boolean {
  for (let e = element - 1; e >= Math.max(0, element - MAX_ENTRIES_BELOW_HEADING); e--) {
    if (PARTIES_HEADING.test(texts[e])) return true;
    if (endsPartiesList(texts[e]) && !isNumberedEntry(texts, e)) return false;
  }
  return false;
}
/** A line numbered as a clause is: "1. ", "2. ". */
const NUMBERED_DOT = /^\s*(\d{1,2})\.\s/;
/**
 * Whether the element is an entry numbered "N." under a "Parties" heading N lines above it, the lines between numbered 1
 * to N−1: "Parties" / "1. Maxine Buffett of 14 Queen Elizabeth Avenue (Grantor)" / "2. Kentia Nurseries Pty Ltd … of …
 * (Collector)" (Australian drafting; facts set 47's numbered Parties list, h87p). Elsewhere "1." opens the first clause.
 * At most MAX_ENTRIES_BELOW_HEADING lines are read.
 */
export function isNumberedEntry(texts: readonly string[], element: number): boolean {
  const n = Number(NUMBERED_DOT.exec(texts[element])?.[1] ?? 0);
  if (n < 1 || n > MAX_ENTRIES_BELOW_HEADING || element - n < 0 || !PARTIES_HEADING.test(texts[element - n])) return false;
  for (let k = 1; k < n; k++) if (Number(NUMBERED_DOT.exec(texts[element - n + k])?.[1] ?? 0) !== k) return false;
  return true;
}
/** A line that ends the list under a "Parties" heading: a heading, the recitals or a clause; never a slot word alone ("AND"). */
export function endsPartiesList(text: string): boolean {
  return AFTER_PARTIES.test(text) || (CAPITALS_LINE.test(text) && !SLOT_WORD_LINE.test(text));
}
/**
 * A slot word alone on its line, as "BETWEEN" / entry / "AND" / entry lists write the parties (Indian, UK deeds), between
 * dashes too ("- and -", Canadian drafting; h89p).
 */
export const SLOT_WORD_LINE = /^\s{0,3}(?:[-–—]\s{0,3})?(?:and|&)\s{0,3}(?:[-–—]\s{0,3})?[,:;]?\s{0,3}$/i;
/** The words that open a new party slot: a slot word or a semicolon between two names. */
export const SLOT_WORD = /\b(?:between|among(?:st)?|and)\b|;/i;

/** A "Parties:" field opening an element: the text after it is a party slot, as after "between". */
export const PARTIES_FIELD = /^\s{0,3}(?:the\s+)?parties\s{0,3}:/i;
/**
 * A point's mark before a first-person declaration: each writer's declaration may be a point of a list, its bullet or its
 * number before "I," ("• I, <name>, of … (the Sitter), will live in the house …", "1. I, <name>, …": a house-sitting
 * agreement's points, each in its writer's voice; facts set 74's cause 5, issue 18, h118q74). No part of the slot.
 */
const WRITER_POINT_MARK = String.raw`(?:${BULLET}\s{1,3}|\d{1,2}[.)]\s{1,3})?`;
/**
 * The alias bracket a form's writer puts right after "I, the undersigned", no name between: `I, the undersigned (the
 * "Grower"), borrow the seeds ticked above from the Dokkum Seed Library (the "Library") on the terms below.` (a borrowing
 * or a signing form whose name field stands above; set 95's cause 2, issue 18, h121e95). The writer's slot opens at the
 * bracket, as it opens at the name after "I, the undersigned,"; a quoted alias is required ("I, the undersigned (see
 * above), …" opens none). Literal words, bounded blanks: linear.
 */
const UNNAMED_WRITER_ALIAS = String.raw`\(\s{0,3}(?:the\s{1,3})?"`;
/**
 * A declaration in the first person that opens with its writer's name: "I, Mrs. Ana Duarte, of 4 Quay Lane, Horta (the
 * "Landlady"), acknowledge …", "I, the undersigned, Ana Duarte, …" (receipts, declarations, a host's or a seller's own
 * agreement). The text after "I," is the writer's party slot, as after "between"; "I" is the pronoun, never the name
 * (facts set 50's cause 3, h89p). A capital must follow: "I, however, …" opens none. Anchored, bounded: linear.
 *
 * Two writers of one declaration write "We, the undersigned, <name>, … (hereinafter the Lender), and <name>, …
 * (hereinafter the Borrower), …" (South Asian and South-East Asian deeds and loans between individuals, translated): the
 * text after "We, the undersigned," is the first writer's slot, the second's opens after "and" (preamble-names.ts
 * NEXT_WRITER); "We" is the pronoun, never a party (issue 18, h104p63). "We" alone ("We, the Lessor, …", "We agree")
 * opens none: only with "the undersigned".
 */
export const FIRST_PERSON_NAMED = new RegExp(String.raw`^\s{0,8}${WRITER_POINT_MARK}(?:(?:I\s{0,3},\s{0,3}(?:the\s{1,3}undersigned\s{0,3},\s{0,3})?|We\s{0,3},\s{0,3}the\s{1,3}undersigned\s{0,3},\s{0,3})(?=\p{Lu})|I\s{0,3},\s{0,3}the\s{1,3}undersigned\s{0,3}(?=${UNNAMED_WRITER_ALIAS}))`, 'u');
/**
 * The writer put first in a preamble's own party slot, after "between": "me" and a comma, then the writer's name and alias
 * (`… our bargain between me, Rhea Warren (the "Beekeeper"), and Blue Horizon Provisions Ltd (the "Buyer").`, a letter
 * written in the first person; set 94's cause 4, issue 18, h120e94). The name after it fills the slot (slot-names.ts
 * SLOT), and "I" and "me" are that party (pronouns.ts). Only "me" followed by a comma: "between me and you" names no one
 * by it. Literal words, bounded blanks: linear.
 */
export const WRITER_IN_SLOT = String.raw`\s{1,3}me\s{0,3},`;
/** Whether a first-person opening (FIRST_PERSON_NAMED's match) is the plural "We, the undersigned,". */
export const WRITERS_IN_PLURAL = new RegExp(String.raw`^\s{0,8}${WRITER_POINT_MARK}We\b`);
/**
 * A place a person lives at, right before an organisation's name: "permanent resident of Suryabinayak Municipality, Ward
 * No. 4", "residing at …", "domiciled in …". The municipality of an address is where the person lives, no party: the
 * bracket after it names the person (preamble-names.ts), and a town's council so named is none (contract-parties.ts;
 * facts set 63's cause 1, h103q63). Anchored at the end of a short window: linear.
 *
 * The ward may stand between ("resident of Ward No. 9 of Godawari Municipality", "residing in Ward 3, Tansen
 * Municipality": Nepali addresses translated name the ward first, issue 18, h104p63): the municipality is still the
 * address's. Read it with {@link livesBefore}, which takes the window.
 */
export const RESIDENCE_BEFORE = /\b(?:resident|residing|domiciled|living)\s{1,3}(?:at|in|of)\s{1,3}(?:the\s{1,3})?(?:ward\s{1,3}(?:no\.?\s{0,3})?\d{1,3}\s{0,3}(?:,|\s(?:of|in))\s{1,3}(?:the\s{1,3})?)?$/i;
/** Whether the text right before `at` says a person lives there (RESIDENCE_BEFORE), in a window wide enough for a ward. */
export const livesBefore = (text: string, at: number): boolean => RESIDENCE_BEFORE.test(text.slice(Math.max(0, at - 50), at));
/**
 * A sale in the third person that opens with the seller's name: "The undersigned Britt-Marie Gahnström, …, (the Seller),
 * has today sold to Johan Ekström, … (the Buyer), …" (Nordic private sales). The text after "The undersigned" is the
 * seller's slot, as after "between", and the buyer's opens after the sale's verb (slot-names.ts SOLD_TO); unlike "I,"
 * it names no writer, so every bracket of the sentence is a party's (facts set 56's cause 1, h97fp). Anchored, bounded.
 */
export const UNDERSIGNED_NAMED = /^\s{0,8}The\s{1,3}undersigned(?:\s{0,3},)?\s{1,3}(?=\p{Lu})/u;
/**
 * A side's opening words at an element's start, as Spanish, Portuguese and Cuban drafting in English opens each party's
 * entry ("On one side, RUTAS … S.R.L., …, hereinafter "THE AGENCY".", "On the other side, Reinaldo …, hereinafter "THE
 * DRIVER"."; "de una parte" / "de otra parte") and English deeds do ("Of the one part", "of the other part"): the text
 * after them is a party slot, as after "between" (facts set 40's cause 7, h75f40p). Not "on the other hand", which opens
 * clauses. Anchored, literal words, bounded blanks: linear.
 */
export const SIDE_WORDS = String.raw`(?:on|of|from)\s{1,3}(?:the\s{1,3})?(?:one|other)\s{1,3}(?:side|part)`;
export const SIDE_SLOT = new RegExp(String.raw`^\s{0,3}${SIDE_WORDS}\s{0,3}[,:]?`, 'i');
/**
 * The words by which a person in a party's slot says whom it acts for (Spanish, Equatoguinean and Latin American
 * drafting): "acting in the name and on behalf of (the company) X, S.L.", "in the name and on behalf of X" without
 * "acting", "acting as manager and legal representative of (the) X". The person is no party; the body after is (set 10,
 * facts set 43's cause 1, h77f43q). Literal words, bounded gaps: linear. One home for the slot reader and the alias reader.
 */
export const ACTS_FOR = String.raw`\b(?:acting\s{1,3}(?:in\s{1,3}the\s{1,3}name\s{1,3}and\s{1,3})?on\s{1,3}behalf|in\s{1,3}the\s{1,3}name\s{1,3}and\s{1,3}on\s{1,3}behalf|acting\s{1,3}as\s{1,3}(?:[\p{L}-]{1,20}\s{1,3}){0,3}legal\s{1,3}representative)\s{1,3}of\b(?:\s{1,3}the\b)?(?:\s{1,3}company\b)?`;
/** An alias whose last word is an agreement noun, after a blank or a hyphen: "Prime Contract", "Main Agreement", "Head Lease", "Prime-Contract". */
export const DOCUMENT_ALIAS = new RegExp(String.raw`(?:^|[\s-])(?:${AGREEMENT_NOUNS}|terms|conditions)$`, 'i');
/** The role words, lower-cased. */
export const ROLES = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
/** What opens a preamble's list of parties, anywhere in the text: one of PARTY_SLOT_WORDS (roles.ts), "between" or "among(st)". */
export const PARTY_SLOTS = new RegExp(String.raw`\b(?:${PARTY_SLOT_WORDS})\b`, 'i');
// "BETWEEN:" alone on its line heads the list as "Parties" does (Irish and UK deeds); "THE UNDERSIGNED:" is the
// civil-law heading (Dutch, German, Belgian drafting in English), whose entries are numbered "1.", "2." — read as party
// entries under that heading only: elsewhere "1." opens the first clause.
// "BY AND BETWEEN" alone on its line does as "BETWEEN" does, the sentence above it ending on a comma ("This Agreement is
// executed on this the 9th day of January, 2047 at …," / "BY AND BETWEEN" / "The <body>, represented by …, hereinafter
// called the FIRST PARTY (the <alias>)," / "AND" / the next), Indian drafting (facts set 76's cause 4, issue 18, h119q76).
export const PARTIES_HEADING = /^\s*(?:(?:the\s+)?parties|(?:by\s+and\s+)?between|(?:the\s+)?undersigned)\s*(?::\s*)?$/i;
/**
 * What ends the list of parties under a "Parties" heading: the next heading (a line in capitals, "Background",
 * "Recitals", "Whereas", "Agreed terms", "It is agreed", a clause number "1." or "1.1"). Recitals and clauses numbered
 * (1), (2) after it define things, not parties. A clause number has its dot: "12 Mill Lane" goes on with an entry.
 */
// The clause number's digits and points as `(?:\d+\.)*\d*`, one way only: `(?:\d{1,3}\.?)*` could split each run of
// digits many ways, exponential in a number without the space it needs ("07.10." x 10, 60 characters: seconds; hred12).
// A clause heading in words ends it too: "First Clause (Object).", "Twenty-first Article", "Clause 1", "Article IV"
// (Portuguese, Spanish and Italian drafting in English number their clauses so): its bracket is the clause's subject,
// never a party's alias.
const CLAUSE_HEADING = String.raw`(?:(?:[a-z]{2,8}-)?(?:first|second|third|[a-z]{2,9}th)\s{1,3}(?:clause|article)|(?:clause|article)\s{1,3}(?:\d{1,3}|[ivxlc]{1,6}|one)\b)`;
export const AFTER_PARTIES = new RegExp(String.raw`^\s*(?:(?:background|recitals?|preamble|whereas|agreed\s+terms|it\s+is\s+agreed|now\s+(?:it\s+is|this))\b|${CLAUSE_HEADING}|\d{1,3}\.(?:\d+\.)*\d*\s)`, 'i');
// The first capital read by its own class: "[^a-z]*[A-Z]" would try every capital of a long line as the first (quadratic).
const CAPITALS_LINE = /^[^A-Za-z"(]*[A-Z][^a-z"(]*$/;
/** Aliases a preamble gives the document and its subject matter, never a party. */
export const DOCUMENT_TERM = /^(?:agreement|contract|terms|eula|dpa|lease|licen[cs]e|order|schedule|sow|statement of work|effective date|commencement date|start date|term|territory|premises|property|site|services?|software|products?|goods|works?|project|deliverables|business|transaction|loan|facility|plan|program(?:me)?|policy|fund|shares)$/i;
