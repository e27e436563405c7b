/**
 * One reading of a contract's party details: what the readers of its lines found so far (each party's addresses and
 * contacts) and where the reading stands (the notice block or signature block open, and the elements where the last
 * heading, signer or contact was read). The line readers (notice-readers.ts, one-line-signers.ts, party-fields.ts,
 * block-openers.ts, block-fields.ts, block-names.ts) read and move it; party-details.ts runs them in order.
 */
import { isPersonName } from '../../names/person-names.js';
import type { PartyLexicon } from '../party-lexicon.js';
import type { TextSpan } from '../../types.js';
import { ACTING_BY, AND_OFFICER, DOCUMENT_KIND_END, DOCUMENT_WORDS, HEADING_VERBS, JOB_TITLE, SIGNS_FOR_LEAD } from './line-shapes.js';
import { isSignerName, sameSigner, signsForSelf, untitled } from './signer-names.js';
import { LETTERHEAD_LINES, salutationAt } from '../letter-parties.js';

export interface PartyDetails {
  addresses: TextSpan[];
  contacts: { name: string; role: string }[];
}

/** The line a reader reads: the element's text, the same without a form's blanks or item number, and its index. */
export interface DetailsLine {
  text: string;
  plain: string;
  element: number;
  /** Whether the line is the witnesses' heading (line-shapes.ts isWitnessHeading): tested once a line, read by party-details and readWitnesses. */
  witnessHeading: boolean;
}

/** A person the preamble says a party acts through ("represented by its Director, Mr. Jean Dupont"). */
export interface Representative {
  party: string;
  name: string;
  role: string;
}

export class DetailsReading {
  readonly out = new Map<string, PartyDetails>();
  /** The preamble's representatives, added after the signature blocks. */
  readonly represented: Representative[] = [];
  /** The element being read. */
  at = -1;
  /** The party line of the last name / title / party block read. */
  titledAt = -1;
  /** The element of the last contact found. */
  contactAt = -1;
  /** The element of the last witnesses' heading ("Witnesses:", "Witnesses: 1."), or of a witness's line read under it. */
  witnessAt = -1;
  /** "sole director" of a deed's heading "… acting by its sole director". */
  officerTitle: string | undefined;
  /** The element of the last heading executing a deed for a party. */
  executedAt = -1;
  /** The party whose notice address lines follow. */
  current: string | undefined;
  /** Notice headings still waiting for their lines ("The Owner at:" "The Contractor at:"). */
  pending: string[] = [];
  /** The parties of the current signature block's columns. */
  signers: string[] = [];
  /** The element of the last signature heading. */
  headingAt = -1;
  /** The element of the last heading of any form. */
  bareHeadingAt = -1;
  /** The element of the last initials line read under a heading (a party's first signer). */
  initialsAt = -1;
  /** The element of the last signer's name alone on its line. */
  signerAt = -1;
  /** The element of the last "For <party>: <name>, <title>" line. */
  linedAt = -1;
  /** Its party. */
  linedParty: string | undefined;
  /** The bracketed position headings checked against the party's entry so far (block-openers.ts, signsAfterEntry). */
  entryChecks = 0;
  /** The element of a letter's salutation ("Dear …") among its first lines, or -1: the lines above it are its letterhead and address block. */
  readonly salutation: number;

  /**
   * @param sides each side ("Buyer", "Supplier") → the label of the one primary party on it, where one is: a heading that
   * names a side by a role word no alias gives ("Ordered by the Buyer:") or by what it does ("Ordered by:") heads it.
   */
  constructor(readonly texts: readonly string[], readonly lexicon: PartyLexicon, readonly parties: ReadonlySet<string>, readonly sides: ReadonlyMap<string, string> = new Map()) {
    this.salutation = salutationAt(texts);
  }

  /**
   * A signature heading that names one party opens its block at `element`: the lines under it sign for that party (the
   * acceptance's, the seal's and a side's headings: one home for what each set).
   */
  openBlock(party: string, element: number): void {
    this.signers = [party];
    this.headingAt = element;
    this.bareHeadingAt = element;
  }

  /** The first party the lexicon finds in a text (a negated mention is none). */
  partyIn(text: string) {
    return this.lexicon.find(text).filter((m) => this.parties.has(m.party) && !m.negative)[0];
  }

  /** The last party the lexicon finds in a text (a negated mention is none). */
  partyNamedIn(text: string): string | undefined {
    return this.lexicon.find(text).filter((m) => this.parties.has(m.party) && !m.negative).pop()?.party;
  }

  /**
   * The party the letterhead names: its first line's, else its second's, as a State's name heads the ministry that issues
   * the order under it ("REPUBLIC OF PANAMA" / "MINISTRY OF HEALTH"; facts set 71's cause 7, issue 18, h112q71).
   */
  letterheadParty(): string | undefined {
    for (const text of this.texts.slice(0, LETTERHEAD_LINES)) {
      const party = this.partyNamedIn(text);
      if (party !== undefined) return party;
    }
    return undefined;
  }

  entry(party: string): PartyDetails {
    let e = this.out.get(party);
    if (!e) this.out.set(party, (e = { addresses: [], contacts: [] }));
    return e;
  }

  addAddress(party: string, span: TextSpan): void {
    const list = this.entry(party).addresses;
    if (!list.some((a) => a.element === span.element && a.begin < span.end && span.begin < a.end)) list.push(span);
  }

  addContact(party: string, name: string, role: string): void {
    if (DOCUMENT_WORDS.test(name) || DOCUMENT_KIND_END.test(role)) return;
    // A person the preamble says acts for another party only ("…, acting in the name and on behalf of the company
    // "MEXILLÓNS DA ILLA, S.L.", …" / "Signed: Antía Vázquez Barreiro." under the seller's "Signed:" line) signs for that
    // party, not for the one whose lines are open (facts set 65's cause 6, issue 18, h105q65). The sentence's stop after
    // the name is no part of it.
    const bare = name.replace(/(?<=\p{L}{2})\.$/u, '');
    const theirs = this.represented.filter((r) => sameSigner(r.name, bare));
    if (theirs.length > 0 && !theirs.some((r) => r.party === party)) return;
    const list = this.entry(party).contacts;
    // One person with and without a title is one contact: "Attention: Dr. Hannah Cole", "By: /s/ Hannah Cole" (h40f29).
    if (!list.some((c) => untitled(c.name) === untitled(name))) list.push({ name, role });
    this.contactAt = this.at;
  }

  /** A signer of `party`'s, unless the name is the party's own (a person signing for herself has no contact; set 12's rule). */
  addSigner(party: string, name: string, role: string): void {
    if (!signsForSelf(name, party, this.lexicon)) this.addContact(party, name, role);
  }

  /**
   * The officers a company executes a deed through: "acting by Rachel Okonkwo, a director" and any second one after it
   * ("…, and Ian Bellamy, Secretary", "… Director and Anne-Marie Lagesse, Director").
   */
  addOfficers(party: string, line: string): boolean {
    const officer = ACTING_BY.exec(line);
    if (!officer) return false;
    this.addContact(party, officer[1], officer[2].trim());
    const second = AND_OFFICER.exec(line.slice(officer.index + officer[0].length));
    if (second && isSignerName(second[1])) this.addContact(party, second[1], second[2].trim());
    return true;
  }

  /** The party a signer's block names under the signer's job title, one line each (name / title / party). */
  partyUnderTitle(name: string, title: string, partyLine: string): string | undefined {
    const titled = title.length <= 60 && !title.includes(':') && JOB_TITLE.test(title);
    // The party's name alone: a heading under the title ("Accepted and agreed for <party>") opens the next block.
    const nameAlone = partyLine.length <= 120 && !partyLine.includes(':') && !HEADING_VERBS.test(partyLine) && !SIGNS_FOR_LEAD.test(partyLine) && !isPersonName(partyLine);
    const party = titled && nameAlone ? this.partyIn(partyLine)?.party : undefined;
    return party && !signsForSelf(name, party, this.lexicon) ? party : undefined;
  }

  /** A person the preamble or an earlier line already gives a party other than `party`. */
  isAnotherPartysPerson(name: string, party: string | undefined): boolean {
    const key = untitled(name);
    return this.represented.some((r) => r.party !== party && untitled(r.name) === key)
      || [...this.out].some(([p, d]) => p !== party && d.contacts.some((c) => untitled(c.name) === key));
  }
}
