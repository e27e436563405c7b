/**
 * Lines that sign for a party on their own: "Signed by <name>, <title>, for and on behalf of <party>", a seal's
 * heading, "<party> — <name>, <title>". Each reader reads one line in a party-details reading; true when the line is
 * read (no later reader sees it).
 */
import { withoutCommaDate, withoutDatedTail } from '../../signatures/signer-lines.js';
import { runnable } from '../../../../common/regex-prefilter.js';
import type { DetailsLine, DetailsReading } from './reading.js';
import { BLANKS, JOB_TITLE, NAME_COMMA_TITLE, NAME_POST_PARTY, PARTY_NAME_ALONE, PARTY_NAME_CAPACITY, PARTY_THEN_SIGNERS, SEAL_HEADING, SIGNED_FOR, SIGNED_FOR_BY, SIGNED_FOR_BY_TITLE, isWitnessHeading } from './line-shapes.js';
import { isSignerName } from './signer-names.js';

/** "Signed by <name>, <title>, for and on behalf of <party>", "Signed for <party> by <name>, <title>". */
export function readSignedFor(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const signedFor = plain.length <= 240 ? runnable(SIGNED_FOR).exec(plain) : null;
  const signedForBy = plain.length <= 240 && signedFor === null ? SIGNED_FOR_BY.exec(plain) : null;
  if (signedFor || signedForBy) {
    const [partyText, name, title] = signedFor ? [signedFor[7], signedFor[1], signedFor[2] ?? signedFor[3]] : [signedForBy![1], signedForBy![2], signedForBy![3]];
    const party = r.partyIn(partyText)?.party;
    // A title where the name stands is no signer (review hrev47): "SIGNED by the Director for and on behalf of …", "SIGNED
    // by Tom Brown and Company Secretary for …" (the names are read case-blind).
    // After "Signed by <party>" the title must read as an officer's (h66names): "Signed by the Tenant by Ana Roe, witness" names none.
    const titledOfficer = signedFor !== null || !/^\s*signed\s+by\s/i.test(plain) || JOB_TITLE.test(title?.trim().replace(/\.$/, '') ?? '');
    if (party && titledOfficer && !JOB_TITLE.test(name)) r.addContact(party, name, title?.trim() || 'signatory');
    if (party && signedFor?.[4] !== undefined && isSignerName(signedFor[4]) && !JOB_TITLE.test(signedFor[4])) r.addContact(party, signedFor[4], (signedFor[5] ?? signedFor[6])?.trim() || 'signatory');
    r.signers = [];
    return true;
  }
  return false;
}

/** A Scots or English testing clause: "IN WITNESS WHEREOF these presents … are executed as follows: …". */
const TESTING_CLAUSE = /^\s*in\s{1,3}witness\s{1,3}where(?:of|as)\b/i;
/** Where one side's signing opens inside it: "they are signed for and on behalf of", "subscribed for". Bounded: linear. */
const SIGNS_FOR = /\b(?:signed|subscribed)\s{1,3}(?:for\s{1,3}and\s{1,3}on\s{1,3}behalf\s{1,3}of|on\s{1,3}behalf\s{1,3}of|for)\s/i;
/** The sides a testing clause signs for (two, perhaps a guarantor), and the longest stretch of one side's signing read. */
const TESTING_CLAUSE_SIDES = 4;
const SIDE_SIGNING_MAX = 240;

/**
 * A testing clause that signs for each side in one sentence: "… are executed as follows: they are signed for and on
 * behalf of the Proprietors by Fiona Margaret Kerr, Director, at Thornhill on … before this witness, …; and they are
 * signed for and on behalf of the Tenants by …" (Scots deeds; facts set 58's cause 5, h99fp). Each side's part reads as
 * the line "Signed for and on behalf of <party> by <name>, <title>, at …" does (readSignedFor).
 */
export function readTestingClause(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  if (!TESTING_CLAUSE.test(plain)) return false;
  let rest = plain;
  let read = false;
  for (let n = 0; n < TESTING_CLAUSE_SIDES; n++) {
    const m = SIGNS_FOR.exec(rest);
    if (m === null) break;
    const part = rest.slice(m.index, m.index + SIDE_SIGNING_MAX);
    read = readSignedFor(r, { text: part, plain: part, element, witnessHeading: isWitnessHeading(part) }) || read;
    rest = rest.slice(m.index + m[0].length);
  }
  return read;
}

/**
 * A line of an execution written in a bracket column: its words, the column's ")" and perhaps the signature's rule after
 * it ("LADA EMAS TRADING SDN. BHD. ) ______", the rule's underscores read as blanks). Anchored, bounded: linear.
 */
const COLUMN_LINE = /^(\S.{0,160}?)[ \t]{0,8}\)[ \t]*$/;
/** The longest line of a bracket column read, and the lines of one column at most. */
const COLUMN_LINE_MAX = 200;
const COLUMN_LINES = 5;

/**
 * An execution in a bracket column, Malaysian and Singaporean style: "SIGNED by Wong Kah Hui, Director, )" / "for and on
 * behalf of )" / "LADA EMAS TRADING SDN. BHD. ) ____" / "in the presence of: )". Its lines read as one ("SIGNED by …,
 * Director, for and on behalf of … in the presence of:") sign as that line does (facts set 54's cause 4, h93fp). Only
 * from a "Signed" line whose column goes on on the line under it.
 */
export function readBracketColumn(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const first = plain.length <= COLUMN_LINE_MAX && /^\s*signed\b/i.test(plain) ? COLUMN_LINE.exec(plain) : null;
  if (!first) return false;
  const parts = [first[1]];
  for (let e = element + 1; e < Math.min(r.texts.length, element + COLUMN_LINES); e++) {
    const next = r.texts[e].length <= COLUMN_LINE_MAX ? COLUMN_LINE.exec(r.texts[e].replace(BLANKS, ' ').trim()) : null;
    if (!next) break;
    parts.push(next[1]);
  }
  if (parts.length < 2) return false;
  const joined = parts.join(' ');
  return readSignedFor(r, { text: joined, plain: joined, element, witnessHeading: isWitnessHeading(joined) });
}

/** "Signed for <party> by its <title>, <name>[, and its <title>, <name>]". */
export function readSignedForByTitle(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const byTitle = plain.length <= 240 && /^\s*(?:signed|executed)\s+(?:for|by)\s/i.test(plain) ? SIGNED_FOR_BY_TITLE.exec(plain.replace(/\.$/, '')) : null;
  const byTitleParty = byTitle && JOB_TITLE.test(byTitle[2]) && isSignerName(byTitle[3]) ? r.partyIn(byTitle[1])?.party : undefined;
  if (byTitle && byTitleParty) {
    r.addContact(byTitleParty, byTitle[3], byTitle[2].trim());
    if (byTitle[5] !== undefined && JOB_TITLE.test(byTitle[4]) && isSignerName(byTitle[5])) r.addContact(byTitleParty, byTitle[5], byTitle[4].trim());
    r.signers = [];
    return true;
  }
  return false;
}

/** A second signer with a job title right under a party line's signer. */
export function readSecondSigner(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  // "For the Buyer: Ana Lopes, Manager" / "Rui Sousa, Director": a second signer with a job title on the line right
  // under a party line's signer signs for the same party (h28f21).
  const second = r.linedAt === element - 1 && r.linedParty !== undefined ? NAME_COMMA_TITLE.exec(plain) : null;
  if (second && isSignerName(second[1]) && JOB_TITLE.test(second[2].trim()) && !JOB_TITLE.test(second[1])) {
    r.addContact(r.linedParty!, second[1], second[2].trim());
    return true;
  }
  return false;
}

/** "The Common Seal of <party> was affixed …": a block of the party's officers opens. */
export function readSealHeading(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const seal = plain.length <= 240 ? SEAL_HEADING.exec(plain) : null;
  const sealed = seal ? r.partyIn(seal[1]) : undefined;
  if (sealed) {
    r.openBlock(sealed.party, element);
    return true;
  }
  return false;
}

/** "For <party>: Name: <name>, Capacity: <title>" on one line. */
export function readNameAndCapacity(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const capacityLine = plain.length <= 320 && /\bName\s*:/.test(plain) ? PARTY_NAME_CAPACITY.exec(plain) : null;
  const capacityParty = capacityLine && isSignerName(capacityLine[2]) ? r.partyIn(capacityLine[1])?.party : undefined;
  if (capacityLine && capacityParty) {
    r.addContact(capacityParty, capacityLine[2], capacityLine[3].trim());
    r.signers = [];
    return true;
  }
  return false;
}

/** "<party> — <name>, <title>[; <name>, <title>]", "For <party>: …", "<party> By: …". */
export function readPartyThenSigners(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  // The line's date closes it after "on", "dated" or a comma ("…, Sales Director, 9 April 2025", h52facts).
  const partyLine = plain.length <= 240 ? runnable(PARTY_THEN_SIGNERS).exec(withoutCommaDate(withoutDatedTail(plain)).replace(/\s*,\s*$/, '')) : null;
  const byLabelled = partyLine?.groups?.byLabel !== undefined;
  const lined = partyLine && (!byLabelled || PARTY_NAME_ALONE.test(partyLine[2])) ? r.partyIn(partyLine[1] ?? partyLine[2]) : undefined;
  const lineSigners = partyLine && lined ? partyLine[4].split(/\s*;\s*/).map((one) => NAME_COMMA_TITLE.exec(one)).filter((c) => c !== null && isSignerName(c[1])) : [];
  if (lined && lineSigners.length > 0) {
    for (const c of lineSigners) r.addContact(lined.party, c![1], c![2].trim());
    r.signers = [];
    r.linedAt = element;
    r.linedParty = lined.party;
    return true;
  }
  return false;
}

/** "<name>, <post>, <party>" on one line (NAME_POST_PARTY): the name signs for the party in that post. */
export function readNamePostParty(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const m = plain.length <= 240 ? NAME_POST_PARTY.exec(plain) : null;
  const party = m && isSignerName(m[1]) && !JOB_TITLE.test(m[1]) && JOB_TITLE.test(m[2].trim()) ? r.partyIn(m[3])?.party : undefined;
  if (!m || party === undefined) return false;
  // Right under the witnesses' heading, or under a witness so read, the line names a witness, who signs for no party
  // ("Witnesses:" / "Wanbok Nongrum, Secretary, Dorbar Shnong Mawlynnong"; facts set 76's cause 4, issue 18, h119q76).
  if (r.witnessAt >= 0 && r.witnessAt === line.element - 1) {
    r.witnessAt = line.element;
    return true;
  }
  r.addContact(party, m[1], m[2].trim());
  r.signers = [];
  return true;
}
