/**
 * Inside a signature block: witnesses, form labels, "Name:" / "Title:" fields, a deed's officers, "By: <name>" and
 * "<title>: <name>" lines. Each reader reads one line in a party-details reading; true when the line is read (no later
 * reader sees it).
 */
import { looksLikeAddress } from '../../names/addresses.js';
import { runnable } from '../../../../common/regex-prefilter.js';
import { escapeRegExp } from '../../../../common/regexp.js';
import { FORM_PERSON_HEADS } from '../../lexicon/roles.js';
import { twoLabelledSigners } from '../../signatures/signer-pairs.js';
import type { DetailsLine, DetailsReading } from './reading.js';
import { nameAndTitle } from './block-lines.js';
import { ACKNOWLEDGED, AND_OFFICER, ATTESTATION_OPENS, AND_SECOND, BLANKS, INTERPRETED_BY, INTERPRETER_LINE, INTERPRETER_TITLE, JOB_TITLE, NAME_AND_TITLE, NAME_FIELD, NAME_LINE, SIGNER_LINE, SIGNING_MARK_WORDS, TITLE_COLON_NAME, TITLE_FIELD, WITNESS_LINE } from './line-shapes.js';
import { isLegalForm, isSignerName, signsForSelf } from './signer-names.js';

/**
 * A form's heading alone on its line that names a person by their standing, no party ("CHILD", "Student:",
 * roles.ts FORM_PERSON_HEADS): the block of fields under it is that person's ("CHILD" / "Name: Aa Bb" / "Date of birth:
 * …"), no signer or contact of the party block above it (facts set 73's cause 4, issue 18, h117g73). A heading that names
 * a party by its alias ("GUARDIAN" where the preamble says "hereinafter the Guardian") opens that party's block first
 * (readSignatureHeading). Anchored, literal words, bounded blanks: linear.
 */
const PERSON_HEADING = new RegExp(String.raw`^\s{0,8}(?:the\s{1,3})?(?:${FORM_PERSON_HEADS.map(escapeRegExp).join('|')})(?:'s\s{1,3}details)?(?:\s{0,3}:)?\s{0,3}$`, 'i');

/** A witness heading or acknowledgement closes the block; a witness line keeps it; a long line closes it. */
export function readWitnesses(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // So does an attestation's opening that names no party (a witness by office, an approval, a notary's venue).
  // So does an interpreter's or a translator's heading ("READ TO THE BORROWER IN WAYUUNAIKI BY", "Interpreter:"): the title
  // alone only where it names no party (a translator who is a party heads its own block).
  if (line.witnessHeading || (PERSON_HEADING.test(plain) && r.partyIn(plain) === undefined) || (ACKNOWLEDGED.test(plain) && plain.length <= 120) || (ATTESTATION_OPENS.test(plain) && r.partyIn(plain) === undefined) || INTERPRETED_BY.test(plain) || (INTERPRETER_TITLE.test(plain) && r.partyIn(plain) === undefined)) {
    r.signers = [];
    return true;
  }
  // The party's signer may still follow the witness's line ("Witness: Jo Bloggs" / "Director: Jane Roe"): keep the party.
  if (WITNESS_LINE.test(plain) || (INTERPRETER_LINE.test(plain) && r.partyIn(plain) === undefined)) return true;
  if (plain.length > 160) {
    r.signers = [];
    return true;
  }
  return false;
}

/** Columns over a form's "name and title" label. */
export function readNameAndTitleColumns(r: DetailsReading, line: DetailsLine): boolean {
  const { text } = line;
  if (NAME_AND_TITLE.test(text)) {
    NAME_AND_TITLE.lastIndex = 0;
    const columns = text.replace(NAME_AND_TITLE, ' ').split(BLANKS).map((c) => c.trim()).filter((c) => c !== '');
    columns.forEach((column, k) => {
      const party = r.signers.length === columns.length ? r.signers[k] : r.signers.length === 1 ? r.signers[0] : undefined;
      const contact = nameAndTitle(column);
      if (party && contact) r.addContact(party, contact.name, contact.role);
    });
    return true;
  }
  return false;
}

/** Two signer fields on one line. */
export function readLabelledPair(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // Two signer fields on one line, two columns the reader folded into one (signer-pairs.ts): "Per: A Per: B" under one
  // party's heading gives both to it; under two parties' headings side by side, one each, in order.
  const pair = r.signers.length <= 2 ? twoLabelledSigners(plain, isSignerName) : undefined;
  if (pair) {
    pair.forEach((s, k) => {
      const party = r.signers[r.signers.length === 2 ? k : 0];
      r.addSigner(party, s.name, s.title ?? 'signatory');
    });
    return true;
  }
  return false;
}

/** "Name: <name>" with its "Title:" on the line or the next. */
export function readNameField(r: DetailsReading, line: DetailsLine): boolean {
  const { text, element } = line;
  const { texts } = r;
  const name = NAME_FIELD.exec(text);
  if (name && r.signers.length === 1) {
    // A party's block of fields under its role heading ("SELLER" / "Name: Aa Growers Cooperative Society" / "Represented
    // by: …") names the party itself in its "Name:" field: no signer (facts set 64's cause 5, issue 18, h104q64).
    if (r.partyIn(text.slice(name.index))?.party === r.signers[0]) return true;
    const title = TITLE_FIELD.exec(text) ?? TITLE_FIELD.exec(texts[element + 1] ?? '');
    // An individual party's own name in the field ("Hirer:" / "Name: Lijon Kabua") is her signature, no contact (set
    // 44's rule; facts set 45's cause 8, h80f45p), as a pair's is.
    r.addSigner(r.signers[0], name[1], title ? title[1].trim() : 'signatory');
    return true;
  }
  return false;
}

/** Below, lines are read only under one party's heading. */
export function readNotOneParty(r: DetailsReading, _line: DetailsLine): boolean {
  if (r.signers.length !== 1) return true;
  return false;
}

/** A deed's officers on the lines under its heading, and a second officer under the first. */
export function readDeedOfficers(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { lexicon } = r;
  // A deed's heading "Executed as a deed by ACME LTD" with its officers on the next line ("acting by …, Director"), or
  // one ending "acting by its sole director" with the director's name on the next line.
  if (r.executedAt === element - 1 && /^acting\s+by\s/i.test(plain) && r.addOfficers(r.signers[0], plain)) return true;
  const officerName = r.executedAt === element - 1 && r.officerTitle !== undefined ? runnable(NAME_LINE).exec(plain) : null;
  if (officerName && isSignerName(officerName[1]) && !signsForSelf(officerName[1], r.signers[0], lexicon)) {
    r.addContact(r.signers[0], officerName[1], r.officerTitle!);
    return true;
  }
  // A second officer on the line under the first: "David Ssempala, Director" / "and Brenda Achieng, Company Secretary".
  const andOfficer = r.contactAt === element - 1 ? AND_OFFICER.exec(plain) : null;
  if (andOfficer && isSignerName(andOfficer[1])) {
    r.addContact(r.signers[0], andOfficer[1], andOfficer[2].trim());
    return true;
  }
  return false;
}

/** "By: <name>[, <title>]", "Per:", "Signed:", "Director: <name>" lines. */
export function readSignerLine(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts } = r;
  const signer = SIGNER_LINE.exec(plain);
  // "By: Keel Capital GP LLC, its general partner": the company a partnership signs through, whose own signer follows.
  if (signer && isLegalForm(signer[2].split(/\s+/).pop()!)) return true;
  // "Signed: The General Manager", "Sgd.: Managing Director": a post, with its article or bare, signs where no name was
  // written (a certified copy's "Sgd.:" line), and an article opens no person's name (review hrev74).
  if (signer && (/^(?:The|THE)\s/.test(signer[2]) || JOB_TITLE.test(signer[2]))) return true;
  if (signer) {
    const label = signer[1].replace(/\s+/g, ' ');
    // Two officers on one line: "By: Amir Katz, Treasurer, and Noa Levi, Secretary".
    const both = signer[3] !== undefined ? AND_SECOND.exec(signer[3]) : null;
    const title = both ? both[1] : signer[3] ?? (/^(?:By|Per|Signed|Sgd\.?)$/i.test(label) ? TITLE_FIELD.exec(texts[element + 1] ?? '')?.[1] : label);
    r.addContact(r.signers[0], signer[2], title?.trim() || 'signatory');
    if (both && isSignerName(both[2])) r.addContact(r.signers[0], both[2], both[3].trim());
    return true;
  }
  return false;
}

/** A block's address field ("Address: 41 Jeodong-gil, …"). Anchored, bounded: linear. */
const ADDRESS_FIELD = /^[ \t]{0,3}(?:Address|ADDRESS|Registered\s{1,3}(?:office|address)|Seat)[ \t]{0,3}:/;
/** The mark of where to sign closing a line ("… (signature)", "… (seal)"). Bounded: linear. */
const SIGNING_MARK = new RegExp(String.raw`\((?:${SIGNING_MARK_WORDS})\)[ \t]{0,3}\.?$`, 'i');
/**
 * Whether the line between a bare heading and the signer's line (`plain`) is the party's address: an address with no
 * colon, or an "Address:" field when the signer's line marks where to sign (readTitleColonName's two cases).
 */
function addressBetween(between: string, plain: string): boolean {
  return (!between.includes(':') && looksLikeAddress(between.trim())) || (ADDRESS_FIELD.test(between) && SIGNING_MARK.test(plain));
}

/** "<title>: <name>" right under the heading or the signer before it. */
export function readTitleColonName(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon } = r;
  // "Managing Director: Jane Roe", "Chief Executive Officer – Jo Bloggs" right under the party's heading or under the
  // signer before it (h28f21); a party block's field further down ("Party A: …" / "Address: …" / "Legal
  // Representative: …") is no signature.
  // The party's address on the line between ("Party A" / "<company>" / "<its address>" / "Representative Director: …",
  // as Japanese and Korean blocks print the address under the name) keeps the signer under the heading (h88p).
  // So does an "Address:" field between when the line marks where to sign ("(Employer) Business name: …" / "Address: …" /
  // "Representative: Park Jong-su (signature)", h118q73): a form's entry field above the signatures marks none.
  const besideHeading = r.bareHeadingAt === element - 1 || r.executedAt === element - 1 || r.contactAt === element - 1
    || (r.bareHeadingAt === element - 2 && element > 0 && addressBetween(texts[element - 1], plain));
  const titleColon = plain.length <= 120 && besideHeading ? TITLE_COLON_NAME.exec(plain) : null;
  if (titleColon && JOB_TITLE.test(titleColon[1].trim()) && isSignerName(titleColon[2]) && !signsForSelf(titleColon[2], r.signers[0], lexicon)) {
    r.addContact(r.signers[0], titleColon[2], titleColon[1].trim());
    return true;
  }
  return false;
}
