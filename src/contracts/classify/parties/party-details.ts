/**
 * Where a contract tells how to reach its parties. Addresses come from the preamble ("whose registered office is at
 * ...", "with offices at ...", "located at ...") and from the notice clause ("The Owner at: 100 Metal Lane" and the
 * address lines under it); contacts come from the signature blocks ("OWNER:" ... "Jon Bon Jovi, President name and
 * title", "Name: ..." / "Title: ...") and notice lines ("Attention: Jane Doe"). Each is attributed to the party whose
 * alias or name heads it; text that names no party is left out rather than guessed.
 *
 * The lines are read one by one by the readers of details/, each a shape of line; the first that reads a line ends its
 * reading, so the order below is part of the rules (a line that signs for a party by itself is read before one that
 * opens a block, and the lines inside a block only while one is open).
 */
import { nameFieldEntries, type FieldEntry } from './name-field-entries.js';
import { introducedAddresses } from '../names/addresses.js';
import type { PartyLexicon } from './party-lexicon.js';
import { noticeContacts } from './notice-contacts.js';
import { withoutItemNumber } from './schedule-items.js';
import { actingForIn, ownersIn, representativesIn } from './representative-contacts.js';
import { mayDescribeOwner } from '../lexicon/owner-run-business.js';
import { BLANKS, isWitnessHeading, withoutDateField, withoutSignersMark } from './details/line-shapes.js';
import { blockPartyAbove, ownerOf } from './details/block-lines.js';
import { isLegalForm, isSignerName, sameSigner, signsForSelf } from './details/signer-names.js';
import { DetailsReading, type DetailsLine, type PartyDetails } from './details/reading.js';
import { readCopyTo, readNoticeLines } from './details/notice-readers.js';
import { readBracketColumn, readNameAndCapacity, readNamePostParty, readPartyThenSigners, readSealHeading, readSecondSigner, readSignedFor, readSignedForByTitle, readTestingClause } from './details/one-line-signers.js';
import { readCommaNamed, readContactField, readFieldSigners, readForPair, readForParty, readOfficeFor } from './details/party-fields.js';
import { readAcceptance, readAcceptorAboveParty, readAuthorisedBy, readBracketedRoleField, readSideHeading, readExecutedFor, readNameOverParty, readNoOpenBlock, readOfficeThenName, readPartyOfficeHeading, readSignatureHeading, readThreeLineBlock, readTitledInitials } from './details/block-openers.js';
import { readDeedOfficers, readLabelledPair, readNameAndTitleColumns, readNameField, readNotOneParty, readSignerLine, readTitleColonName, readWitnesses } from './details/block-fields.js';
import { readInitialsAlone, readInitialsCommaTitle, readNameAlone, readNameCommaTitle, readPartyNameLine, readTitleBeforeName, readTitledPairs } from './details/block-names.js';

/** A name a person signs by: a firm is no person ("represented by Baker Legal LLP, its counsel", hrev29). */
const isPersonSigner = (name: string): boolean => isSignerName(name) && !name.split(/\s+/).some(isLegalForm);

export type { PartyDetails } from './details/reading.js';

type LineReader = (reading: DetailsReading, line: DetailsLine) => boolean;

/** The readers of a line, in the order they are tried. */
const LINE_READERS: readonly LineReader[] = [
  // Notice clauses.
  readCopyTo, readNoticeLines,
  // Lines that sign for a party by themselves, and fields naming a party with its person.
  readBracketColumn, readTestingClause, readSignedFor, readSignedForByTitle, readSecondSigner, readSealHeading, readNameAndCapacity, readPartyThenSigners, readNamePostParty,
  readContactField, readFieldSigners, readOfficeFor, readForPair, readForParty, readCommaNamed,
  // Lines that open a signature block, and name blocks read whole.
  readAcceptorAboveParty, readPartyOfficeHeading, readOfficeThenName, readBracketedRoleField, readSignatureHeading, readSideHeading, readAcceptance, readExecutedFor, readTitledInitials, readNameOverParty, readThreeLineBlock,
  readAuthorisedBy, readNoOpenBlock,
  // Inside a block that names its parties.
  readWitnesses, readNameAndTitleColumns, readLabelledPair, readNameField, readNotOneParty,
  // Inside one party's block.
  readDeedOfficers, readSignerLine, readTitleColonName, readPartyNameLine, readTitleBeforeName, readTitledPairs,
  readNameCommaTitle, readInitialsCommaTitle, readInitialsAlone, readNameAlone,
];

/**
 * Addresses and contacts of each label party (its alias, or its name when it has none); `sides` gives the label of the
 * one primary party on each side ("Buyer", "Supplier"), for headings that name a side by its role alone; `entries` the
 * document's "Name:" field entries (name-field-entries.ts), when the caller has read them already (classify's index.ts).
 */
export function findPartyDetails(texts: readonly string[], lexicon: PartyLexicon, parties: ReadonlySet<string>, sides: ReadonlyMap<string, string> = new Map(), entries: readonly FieldEntry[] = nameFieldEntries(texts)): Map<string, PartyDetails> {
  const reading = new DetailsReading(texts, lexicon, parties, sides);
  readPreamble(reading, entries);
  // Notice clauses and signature blocks, element by element.
  texts.forEach((text, element) => {
    reading.at = element;
    // A details schedule's numbered field ("Item 7 – Customer Representative: …") reads as the field itself.
    // A signer's date field after the name on its line ("<name>, leader     Date: …") is no part of its title.
    // A signer's mark in brackets beside the name ("Rose Yal (her mark X), Secretary") is no part of the name or title.
    const plain = withoutSignersMark(withoutDateField(withoutItemNumber(text.replace(BLANKS, ' ').trim())));
    const line = { text, plain, element, witnessHeading: isWitnessHeading(plain) };
    // The witnesses' heading, whichever reader reads its line: the line under it names a witness (readNamePostParty).
    if (line.witnessHeading) reading.witnessAt = element;
    for (const read of LINE_READERS) if (read(reading, line)) break;
  });
  // The persons a one-sentence notices clause names for the parties, beside their signers (notice-contacts.ts).
  for (const c of noticeContacts(texts, lexicon, parties)) reading.addContact(c.party, c.name, c.role);
  // The preamble's representatives last: a signer the blocks already read keeps its role and its writing, unless it is
  // shorter than the preamble's or in initials ("Petar Ivanov, Manager" under "represented by its Manager Petar Dimitrov
  // Ivanov": the name in full, as the sets give it); one the blocks missed (a name alone under "THE LESSOR", initials no rule
  // resolved) is added with the preamble's post.
  for (const r of reading.represented) {
    const list = reading.entry(r.party).contacts;
    const same = list.find((c) => c.name === r.name || sameSigner(c.name, r.name));
    if (!same) list.push({ name: r.name, role: r.role });
    else if (same.name.split(/\s+/).length < r.name.split(/\s+/).length || (/\p{Lu}\./u.test(same.name) && !/\p{Lu}\./u.test(r.name))) same.name = r.name;
  }
  return reading.out;
}

/** Between a party's mention and the comma of its description: a closing quote or bracket at most ("“Ker Bara”, …"). Anchored: linear. */
const ENDS_AT_COMMA = /^["”’)\s]{0,3}$/;

/** The preamble's addresses and representatives: its first 30 elements. */
function readPreamble(reading: DetailsReading, entries: readonly FieldEntry[]): void {
  const { texts, lexicon, parties } = reading;
  // Preamble: "Acme Ltd, whose registered office is at 1 Main Street, Springfield ("Supplier")".
  texts.slice(0, 30).forEach((text, element) => {
    for (const a of introducedAddresses(text)) {
      const owner = ownerOf(text, a.intro, a.begin, lexicon, parties);
      if (owner) reading.addAddress(owner, { element, begin: a.begin, end: a.end });
    }
    // "…, represented by its Director General, Mr. Jean Dupont": the person the party acts through is its contact, the
    // party being the last one named before it (representative-contacts.ts, h39a). Added after the signature blocks.
    if (/represented/i.test(text)) {
      // A preamble names a few representatives, each after its party's entry: the first eight, and the 400 characters
      // before each, are read (a text of "represented by" over and over stays linear).
      // A firm is no person: "represented by Baker Legal LLP, its counsel" names a body by its legal form (hrev29).
      for (const r of representativesIn(text, isPersonSigner).slice(0, 8)) {
        const named = lexicon.find(text.slice(Math.max(0, r.index - 400), r.index)).filter((m) => parties.has(m.party) && !m.negative);
        // A "Represented by:" field opening its own line acts for the party whose block it is in: the last party named
        // on the few lines above ("PARTY A (THE BUYER): <NAME>" / "Address: …" / "Represented by: …", h42f30).
        const owner = named[named.length - 1]?.party ?? (text.slice(0, r.index).trim() === '' ? blockPartyAbove(texts, element, (t) => reading.partyNamedIn(t)) : undefined);
        if (owner && !signsForSelf(r.name, owner, lexicon)) reading.represented.push({ party: owner, name: r.name, role: r.role });
      }
    }
    // "Ti Bara, sole trader (EI) run by Mr. Alan Morvan, …": the owner is the contact of the business named right before
    // the words (representative-contacts.ts ownersIn; facts sets 43 and 75, issue 18, h119q75). Only a party whose
    // mention ends at the description's comma: "may use a subcontractor, a business run by Mr Ben Okello" or "goods of
    // Hargeisa Books, a business run by …" describe a third business, whose owner is no contact of the party named
    // before it (h119rr finding 2).
    if (mayDescribeOwner(text)) {
      for (const r of ownersIn(text, isPersonSigner)) {
        const from = Math.max(0, r.index - 160);
        const last = lexicon.find(text.slice(from, r.index)).filter((m) => parties.has(m.party) && !m.negative).at(-1);
        const owner = last && ENDS_AT_COMMA.test(text.slice(from + last.end, r.index)) ? last.party : undefined;
        if (owner && !signsForSelf(r.name, owner, lexicon)) reading.represented.push({ party: owner, name: r.name, role: r.role });
      }
    }
    // "Of the other part, DOÑA ANTÍA VÁZQUEZ BARREIRO, …, acting in the name and on behalf of the company "MEXILLÓNS DA
    // ILLA, S.L.", …": the person is the contact of the party named right after the words (representative-contacts.ts
    // actingForIn; facts set 65's cause 6, h105q65).
    for (const r of actingForIn(text, isPersonSigner)) {
      const named = lexicon.find(text.slice(r.after, r.after + 160)).filter((m) => parties.has(m.party) && !m.negative);
      const owner = named[0]?.begin !== undefined && named[0].begin <= 3 ? named[0].party : undefined;
      if (owner && !signsForSelf(r.name, owner, lexicon)) reading.represented.push({ party: owner, name: r.name, role: r.role });
    }
  });
  // "I. Name: Aa Bb" / "Position: …" / "acting for and on behalf of CV Cc Dd, hereinafter referred to as the FIRST PARTY":
  // the entry's person is the company's contact (name-field-entries.ts; facts set 75's cause 4, issue 18, h118q75).
  for (const e of entries) {
    if (e.person === undefined) continue;
    const owner = lexicon.find(e.text).find((m) => parties.has(m.party) && !m.negative)?.party;
    if (owner && !signsForSelf(e.person, owner, lexicon)) reading.represented.push({ party: owner, name: e.person, role: 'representative' });
  }
}
