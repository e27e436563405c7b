/**
 * What the lines around a party-details reader's line say: the block's party above a field, a heading that signs for a
 * party, a letter's signer above its closing line, a notice heading's party, a form line's runs, a deed's heading.
 */
import { isPersonName } from '../../names/person-names.js';
import { looksLikeAddress } from '../../names/addresses.js';
import { runnable } from '../../../../common/regex-prefilter.js';
import { endsInLegalForm } from '../party-key.js';
import type { PartyLexicon } from '../party-lexicon.js';
import { withoutSigningDate } from '../../signatures/signer-lines.js';
import type { Span } from '../../text/text.js';
import { matchesOf } from '../../../../common/regex-matches.js';
import { ACTING_THROUGH, BARE_ACCEPTANCE, BLANKS, HEADING_WORDS, NAME_LINE, NOTICE_HEAD, OFFICE_FOR, SIGNS_FOR, TITLE_COLON_NAME, VALEDICTION } from './line-shapes.js';
import { isLegalForm } from './signer-names.js';
import { withoutMarks } from '../../../../common/lexicon/without-marks.js';

/** A heading's close naming the officers it acts by: "acting by two of its trustees:", "by its directors:". Bounded: linear. */
const ACTS_BY_OFFICERS = /\b(?:acting\s{1,3}(?:by|through)|by\s{1,3}(?:its|their|two\s{1,3}of\s{1,3}its))\b[^:]{0,80}:\s{0,3}$/i;
/**
 * Whether the field at `element` ("Trustee: Edwin Yon") is one of the officers' lines under a heading that executes or
 * signs for a party by its officers and closes on a colon ("EXECUTED as a deed by THE HARBOUR TRUST acting by two of its
 * trustees:"), perhaps under another such line: the person signs for the party, no party of their own, though the label
 * is a role word (h86p's Left, set 46's trust deed; h87p). At most three fields up.
 */
export function underSigningHeading(texts: readonly string[], element: number): boolean {
  for (let e = element - 1; e >= Math.max(0, element - 4); e--) {
    const plain = texts[e];
    if (plain.length <= 240 && SIGNS_FOR.test(plain) && ACTS_BY_OFFICERS.test(plain)) return true;
    if (!TITLE_COLON_NAME.test(plain)) return false;
  }
  return false;
}

/** The lines a party block's header may stand above its "Represented by:" field: the header, an address, a number. */
const BLOCK_LINES_ABOVE = 3;
/** The party of the block a field line opens in: the one named on the nearest of the few lines above it. */
export function blockPartyAbove(texts: readonly string[], element: number, partyNamedIn: (text: string) => string | undefined): string | undefined {
  for (let e = element - 1; e >= Math.max(0, element - BLOCK_LINES_ABOVE); e--) {
    const party = partyNamedIn(texts[e]);
    if (party) return party;
  }
  return undefined;
}

/** A line that heads a party's signature: "For Bruggeman Chocolatiers BV", "Signed for Te Awa Holdings Limited by:". */
export function signsForParty(line: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): boolean {
  const plain = line.replace(BLANKS, ' ').trim();
  if (plain.length > 160 || !/^(?:for|(?:signed|executed)(?:\s+as\s+a\s+deed)?\s+(?:for|by))\b/i.test(plain)) return false;
  return lexicon.find(plain).some((m) => parties.has(m.party) && !m.negative);
}

/** The signer of a letter whose lines above `element` are a closing, a name and an optional title, else none. */
export function signedAbove(texts: readonly string[], element: number): { name: string; role: string } | undefined {
  for (const titled of [true, false]) {
    const at = element - (titled ? 2 : 1);
    // After a letter's closing, or (untitled) right after the block of another signer that named its own party: "Yours
    // sincerely," / "Declan Moriarty" / "Director, for and on behalf of Fennick Advisory Limited" / "Mark Fenwick" /
    // "Head of Operations, for and on behalf of Tidewater Ports Ltd" (the countersignature, hrev27).
    // So does a bare acceptance line naming no party ("Agreed and accepted:" / "Fiona Grant" / "Director, for and on behalf
    // of <addressee>"): the office line names the party (hrev27).
    if (at < 1 || !(VALEDICTION.test(texts[at - 1]) || (!titled && texts[at - 1].length <= 200 && (OFFICE_FOR.test(texts[at - 1]) || BARE_ACCEPTANCE.test(texts[at - 1]))))) continue;
    const name = runnable(NAME_LINE).exec(texts[at]);
    // A firm that signs under the closing ("Yours sincerely," / "Birch & Co LLP") is the writer, no person (h38rev).
    if (!name || endsInLegalForm(name[1]) || !isPersonName(withoutMarks(name[1]))) continue;
    const role = titled ? texts[element - 1].trim() : 'signatory';
    // A title line that names the party it signs for ("Director, for and on behalf of Fennick Advisory Limited") closes
    // that party's block: a countersignature heading under it is another party's, and the name above is not its signer.
    if (role.length > 60 || (titled && /\bbehalf\s+of\b/i.test(role))) continue;
    return { name: name[1], role };
  }
  return undefined;
}

/**
 * How far before an address intro its owner is looked for, and after the address its alias: a preamble names a party a
 * few hundred characters before its seat at most. A window, not the text's start or end: the lexicon read the whole
 * text before each intro (and after each address), once per address, and an element of addresses over and over was
 * quadratic (`Acme Ltd, having its registered office at 1 Main Street, London ("Acme"), ` repeated; hsec6).
 */
const OWNER_REACH = 1000;

/** The party named just before an address intro (`Acme Ltd, whose registered office is at`). */
export function ownerOf(text: string, intro: number, begin: number, lexicon: PartyLexicon, parties: ReadonlySet<string>): string | undefined {
  const before = lexicon.find(text.slice(Math.max(0, intro - OWNER_REACH), intro)).filter((m) => parties.has(m.party));
  if (before.length > 0) return before[before.length - 1].party;
  // Or the alias that follows the address: `... at 1 Main Street ("Supplier")`.
  const after = lexicon.find(text.slice(begin, begin + OWNER_REACH)).filter((m) => parties.has(m.party));
  return after[0]?.party;
}

/** The notice headings of an element ("The Owner at:", "If to Buyer:"), each with its party when it names one. */
export function noticeHeads(text: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): { party?: string; end: number }[] {
  const out: { party?: string; end: number }[] = [];
  for (const m of matchesOf(NOTICE_HEAD, text)) {
    const named = lexicon.find(m[1] ?? m[2]).filter((p) => parties.has(p.party));
    out.push({ ...(named.length === 1 ? { party: named[0].party } : {}), end: m.index + m[0].length });
  }
  return out;
}

/** The non-blank runs of a form line from `from` on (blanks "____" separate them). */
export function lineSpans(text: string, from: number): Span[] {
  const out: Span[] = [];
  const re = /[^_\s](?:(?:[^_]|_(?!_))*?[^_\s])?(?=\s*_{2,}|\s{2,}|\s*$)/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ begin: m.index, end: m.index + m[0].length });
  return out;
}

/** The parties a signature heading names ("OWNER:", "OWNER: CONTRACTOR", "For and on behalf of the Supplier"), else none. */
export function signatureHeading(line: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): string[] {
  // "For GREENFIELD GROWTH FUND I, acting through Greenfield Capital Advisors LLP": the manager a party signs through is
  // no column of its own; the heading is the party's.
  if (line.length > 200) return [];
  // "Accepted and agreed for MOKOLODI DRILLING SERVICES (PTY) LTD on 9 May 2025": the date is no part of the heading;
  // nor is one before the party ("Agreed and accepted on 10th March, 2026 for Acme Ltd.:", h52facts).
  const plain = withoutSigningDate(line).replace(ACTING_THROUGH, '');
  if (plain.length > 80) return [];
  const found = lexicon.find(plain).filter((m) => parties.has(m.party) && !m.negative);
  if (found.length === 0) return [];
  let rest = plain;
  for (const m of [...found].reverse()) rest = rest.slice(0, m.begin) + ' ' + rest.slice(m.end);
  // "LANDLORD: RIVERSIDE PLAZA HOLDINGS, LLC": the legal form left after the name is part of it.
  const words = rest.split(/[\s,]+/).filter((w) => w !== '' && !isLegalForm(w));
  // A role and the name it stands for ("TENANT: BLUE HERON COFFEE CO.") are one column.
  return words.join(' ').replace(HEADING_WORDS, ' ').trim() === '' ? [...new Set(found.map((m) => m.party))] : [];
}

/**
 * The parties a field-form heading names when the party's address follows its name after a comma: "Party A: <company>,
 * <street>, <town>" over "Representative Director <name> (seal)", as Japanese, Chinese and Korean memoranda print each
 * party's line at the signatures (facts set 76's cause 5, issue 18, h120k76). The heading is a field (a label and a colon
 * within its first 40 characters), the part before one of its commas is a heading `signatureHeading` reads, and the rest
 * is an address (`looksLikeAddress`: a figure of a street or a postcode; no days, months or clauses; no word in small
 * letters standing alone, CLAUSE_WORD). At most
 * MAX_HEADING_COMMAS commas are tried; none on a line over 200 characters.
 */
const MAX_HEADING_COMMAS = 6;
/**
 * A word in small letters standing alone: a clause's ("represented by its General Manager <name>, Asmara, P.O. Box …
 * (herein after called …)" is a preamble's entry, no address; facts set 43). An address's small letters are inside its
 * names ("Naruto-cho", "Tosadomari-ura"). Bounded: linear.
 */
export const CLAUSE_WORD = /(?:^|[\s(])\p{Ll}{2,}(?![\p{L}-])/u;
export function headingBeforeAddress(line: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): string[] {
  const colon = line.indexOf(':');
  if (line.length > 200 || colon < 1 || colon > 40) return [];
  let comma = line.indexOf(',', colon);
  for (let tries = 0; comma > 0 && tries < MAX_HEADING_COMMAS; tries++, comma = line.indexOf(',', comma + 1)) {
    const rest = line.slice(comma + 1).trim();
    if (!looksLikeAddress(rest) || rest.endsWith(':') || CLAUSE_WORD.test(rest)) continue;
    const heading = signatureHeading(line.slice(0, comma), lexicon, parties);
    if (heading.length > 0) return heading;
  }
  return [];
}

/** "Jon Bon Jovi, President": a person's name and the title after the comma. */
export function nameAndTitle(column: string): { name: string; role: string } | undefined {
  const m = /^([A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){1,3})\s*(?:,\s*(.+?))?[\s_]*$/.exec(column.replace(/^[\s_]+/, ''));
  if (!m) return undefined;
  return { name: m[1], role: m[2]?.trim() || 'signatory' };
}
