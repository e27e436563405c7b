/**
 * The writer of a letter that names its addressee as a party but itself only in its letterhead and its closing: a
 * council's letter of award ("CHATHAM ISLANDS COUNCIL" over its address, "… awards Contract … to Wharekauri Contracting
 * Limited (the "Contractor")", "The Council will pay the Contractor …", the closing "Yours sincerely," / "Owen
 * Prendeville" / "Chief Executive" / "Chatham Islands Council"). The body that writes and signs the letter is its other
 * party, though the letter never defines "the Council": a letter's writer speaks for itself by its own noun or by "we"
 * (facts set 51's cause 4, issue 18, h90p). `letterParties` reads a letter none of whose parties has an alias; this reads
 * the one whose addressee alone has one.
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { LETTERHEAD_LINES, salutationAt, signedByOfficer } from './letter-parties.js';
import type { PartyRecord } from './party-record.js';
import { partyKey } from './party-key.js';
import { OFFICE_FOR, TITLE_HEAD_WORDS, VALEDICTION } from './details/line-shapes.js';

/** How many lines below the closing the writer's name may stand: the signer's name, their office, then the body's. */
const CLOSING_BLOCK_LINES = 4;
/** Longest line read as the writer's name alone (or "For and on behalf of <name>") under the closing. */
const NAME_LINE_MAX = 120;
/** "For and on behalf of <body>" opening a line under the closing. Anchored: linear. */
const ON_BEHALF_OF = /^\s*(?:signed\s+)?for\s+and\s+on\s+behalf\s+of\s+(?:the\s+)?$/i;
/** A quoted alias right after a name: `("LDC")`, `(the "Council")`. Anchored: linear. */
const ALIAS_NEXT = /^[\s,.]{0,3}\(\s{0,2}(?:the\s{1,3})?["“]/i;
/**
 * A unit's name and a comma before the body's name: "Reception, ", "Customer Service, the " (also a writer's name after its
 * signer's post, letterhead-signer.ts unformedLetterWriter). Anchored: linear.
 */
export const UNIT_BEFORE = /^\s*(\p{L}[\p{L}&' -]{1,40}),\s{1,3}(?:the\s{1,3})?$/iu;
/** The writer speaking of itself: "we", "us", "our". */
const WE = /\b(?:we|us|our)\b/i;

/**
 * Makes the letterhead's body the letter's Primary party when it signs the letter under its closing and the letter
 * speaks of it (by its own last noun, "the Council", or as "we"), beside exactly one Primary party, the addressee. Its
 * alias is that noun (or "we"), by which the letter's sentences give it its side and its signer; beside an addressee
 * whose alias says its side ("the Contractor") it takes the other (party-sides.ts completeRoles), whoever pays.
 */
export function letterWriterBody(records: readonly PartyRecord[], texts: readonly string[]): void {
  const primaries = records.filter((p) => p.importance === 'Primary');
  if (primaries.length !== 1) return;
  const salutation = salutationAt(texts);
  if (salutation < 1) {
    letterheadWriterSignedByOfficer(records, texts, primaries[0]);
    return;
  }
  // The letterhead's line in capitals may be read as the document's title, no name: compared by its key.
  const letterhead = texts.slice(0, LETTERHEAD_LINES).map((t) => partyKey(t.trim()));
  const writers = records.filter((p) => p.importance !== 'Primary'
    && (p.mentions.some((m) => m.element < LETTERHEAD_LINES) || letterhead.includes(p.party))
    && p.mentions.some((m) => m.element > salutation && signsUnderClosing(texts, m, salutation))
    // A writer the letter gives an alias of its own (`… of Liffey Data Centres DAC ("LDC")`) is read by that alias.
    && !p.mentions.some((m) => ALIAS_NEXT.test(texts[m.element].slice(m.end, m.end + 16))));
  if (writers.length === 0) letterheadWriterSignedByOfficer(records, texts, primaries[0]);
  if (writers.length !== 1) return;
  const [writer] = writers;
  const body = texts.slice(salutation + 1);
  const noun = ownNoun(writer.party);
  const namedByNoun = noun !== undefined && new RegExp(String.raw`\b[Tt]he\s${escapeRegExp(noun)}\b`).test(body.join('\n'));
  if (!namedByNoun && !body.some((t) => WE.test(t))) return;
  writer.importance = 'Primary';
  writer.alias = namedByNoun ? noun : 'we';
}

/** The last word of a body's name as its clauses call it ("CHATHAM ISLANDS COUNCIL" → "Council"). */
export function ownNoun(party: string): string | undefined {
  const last = /(\p{L}{3,})$/u.exec(party)?.[1];
  return last === undefined ? undefined : last[0].toUpperCase() + last.slice(1).toLowerCase();
}

/**
 * Whether the mention (below the salutation) is the writer's name signing the letter: after "For and on behalf of" on a
 * short line, on a signer's line "Chief Executive, for and on behalf of <body>", or alone on a short line at most
 * CLOSING_BLOCK_LINES below a closing ("Yours sincerely,") that stands below the salutation or among the letter's last
 * CLOSING_BLOCK_LINES lines.
 */
function signsUnderClosing(texts: readonly string[], m: { element: number; begin: number; end: number }, salutation: number): boolean {
  const line = texts[m.element];
  if (line.length > NAME_LINE_MAX) return false;
  if (OFFICE_FOR.test(line)) return true;
  const before = line.slice(0, m.begin);
  if (!/^[\s.,]*$/.test(line.slice(m.end))) return false;
  if (ON_BEHALF_OF.test(before)) return true;
  // Or after its signer's unit and a comma, the signer's name on the line above: "Ingrid Hansen" / "Reception, Reine
  // Rorbuer AS" (a lodging's or a shop's e-mail; facts set 59's cause 2, h100p59). The unit ends on a unit's or a post's
  // head word (TITLE_HEAD_WORDS), so no clause's words pass.
  const unit = UNIT_BEFORE.exec(before);
  if (!/^\s*(?:the\s+)?$/i.test(before) && !(unit && TITLE_HEAD_WORDS.test(unit[1].trim()))) return false;
  for (let k = m.element - 1; k > salutation && k >= m.element - CLOSING_BLOCK_LINES; k--) if (VALEDICTION.test(texts[k])) return true;
  // An e-mail's or a web shop's letter may close with no courtesy: its name alone among its last lines (the company, its
  // signer's line, its address; facts set 58's Kyoto confirmation, h99fp).
  return m.element >= texts.length - CLOSING_BLOCK_LINES;
}

/**
 * A quotation or a letter with no salutation, sent to a client the "To:" field names, whose letterhead's company never
 * signs by its name: its closing ("With respect,", "Yours sincerely,") is signed by a person over an office line ("Gjergj
 * Marku" / "Administrator"), who signs for the company whose letterhead it is. That company, on the letterhead's first
 * lines only and alone there, is the writer, speaking as "we" (facts set 60's cause 2, issue 18, h101p60;
 * docs/contracts.md, h101p60): Primary beside the one Primary party (the client), its alias "we", taking the side the
 * client leaves. The signer reads as its contact by the closing's block. None when the body says no "we".
 */
function letterheadWriterSignedByOfficer(records: readonly PartyRecord[], texts: readonly string[], addressee: PartyRecord): void {
  if (addressee.alias !== 'you') return;
  const letterhead = texts.slice(0, LETTERHEAD_LINES).map((t) => partyKey(t.trim()));
  const writers = records.filter((p) => p.importance !== 'Primary' && p.mentions.every((m) => m.element < LETTERHEAD_LINES || letterhead.includes(p.party)) && p.mentions.some((m) => m.element < LETTERHEAD_LINES));
  if (writers.length !== 1 || !texts.slice(LETTERHEAD_LINES).some((t) => WE.test(t))) return;
  if (!signedByOfficer(texts)) return;
  writers[0].importance = 'Primary';
  writers[0].alias = 'we';
}
