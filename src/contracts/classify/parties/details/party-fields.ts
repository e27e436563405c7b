/**
 * Fields and lines that name a party and its person together: "<party> contact:", "Buyer: <name>, <title>", "For
 * <party>: <name>", "<name>, for <party>". Each reader reads one line in a party-details reading; true when the line is
 * read (no later reader sees it).
 */
import { forPartyName, nameForParty, partyCommaName } from '../../signatures/signer-lines.js';
import { runnable } from '../../../../common/regex-prefilter.js';
import { twoForPartyNames } from '../../signatures/signer-pairs.js';
import type { DetailsLine, DetailsReading } from './reading.js';
import { signedAbove } from './block-lines.js';
import { CONTACT_FIELD, FIELD_SIGNERS, JOB_TITLE, OFFICE_FOR } from './line-shapes.js';
import { isContactName, isLegalForm, isSignerName, signsForSelf } from './signer-names.js';

/** "<party> contact: <name>[, <title>]". */
export function readContactField(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // "Buyer: Florencia Ruiz, Purchasing Manager", "Order acknowledged by the Vendor: Tomás Silva, Sales Director, 11
  // August 2025" (h22facts), "Contracting Authority: …, represented by procurement manager Kadri Tamm": a field under a
  // party's alias or name, its person and a job title.
  const contactField = plain.length <= 200 && /contact/i.test(plain) ? CONTACT_FIELD.exec(plain) : null;
  const contactOf = contactField && isContactName(contactField[2]) ? r.partyIn(contactField[1]) : undefined;
  if (contactField && contactOf) {
    r.addContact(contactOf.party, contactField[2], contactField[3] !== undefined && JOB_TITLE.test(contactField[3]) ? contactField[3].trim() : 'notice contact');
    return true;
  }
  return false;
}

/** "<role>: <name>, <title>" and "<role>: <party>, <title> <name>" fields. */
export function readFieldSigners(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  for (const field of FIELD_SIGNERS) {
    const m = plain.length <= field.longest ? runnable(field.pattern).exec(plain) : null;
    const found = m && JOB_TITLE.test(m[field.title]) && isSignerName(m[field.name])
      ? r.partyIn(m[field.party]) : undefined;
    if (m && found) {
      r.addContact(found.party, m[field.name], m[field.title].trim());
      r.signers = [];
      return true;
    }
  }
  return false;
}

/** "<title>, for and on behalf of <party>" under a letter's signer. */
export function readOfficeFor(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon } = r;
  // A letter's closing puts the office and the party on one line under the name: "Yours sincerely," / "Declan
  // Moriarty" / "Director, for and on behalf of Fennick Advisory Limited". The name above signs for that party.
  const office = plain.length <= 200 ? OFFICE_FOR.exec(plain) : null;
  const officeFor = office && JOB_TITLE.test(office[1]) ? r.partyIn(office[2]) : undefined;
  const closer = officeFor ? signedAbove(texts, element) : undefined;
  if (officeFor && closer && closer.role === 'signatory' && !signsForSelf(closer.name, officeFor.party, lexicon)) {
    r.addContact(officeFor.party, closer.name, office![1].trim());
    r.signers = [];
    return true;
  }
  return false;
}

/** Two "For <party>: <name>" fields side by side on one line. */
export function readForPair(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // "For the Client: Mere Walker For the Agency: Tane Smith": two such lines side by side, folded into one.
  const forPair = plain.includes(':') ? twoForPartyNames(plain) : undefined;
  const forPairParties = forPair?.map((f) => r.partyIn(f.party)?.party);
  if (forPair && forPairParties?.every((p) => p !== undefined)) {
    forPair.forEach((f, k) => {
      r.addSigner(forPairParties[k]!, f.name, 'signatory');
    });
    r.signers = [];
    return true;
  }
  return false;
}

/** "For <party>: <name>", or "<name>, for <party>". */
export function readForParty(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const { lexicon } = r;
  // "For the Principal: Dr. Fatma bint Said Al Busaidi": the party's label, a colon and its signer (signer-lines.ts).
  // "Ana Ruiz Soto, for ACME, S.A. DE C.V.": the name first, then the party (signer-lines.ts); a title there ("Grants
  // Director, for and on behalf of …") is the signer's office, no name.
  const nameFirst = !plain.includes(':') && plain.includes(', for ') ? nameForParty(plain) : undefined;
  const forParty = plain.includes(':') ? forPartyName(plain) : nameFirst && !JOB_TITLE.test(nameFirst.name) ? nameFirst : undefined;
  const forParted = forParty ? r.partyIn(forParty.party) : undefined;
  if (forParty && forParted && !signsForSelf(forParty.name, forParted.party, lexicon)) {
    r.addContact(forParted.party, forParty.name, 'signatory');
    r.signers = [];
    return true;
  }
  return false;
}

/** "<company with its legal form>, <signer>". */
export function readCommaNamed(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const { lexicon } = r;
  // "Fietsen Delft B.V., Pieter de Vries": a company named with its legal form, then its signer alone (h47f32).
  const commaNamed = !plain.includes(':') && plain.includes(', ') ? partyCommaName(plain) : undefined;
  const commaParty = commaNamed && isLegalForm(commaNamed.party.split(/\s+/).pop()!) && !JOB_TITLE.test(commaNamed.name) ? r.partyIn(commaNamed.party) : undefined;
  if (commaNamed && commaParty && !signsForSelf(commaNamed.name, commaParty.party, lexicon)) {
    r.addContact(commaParty.party, commaNamed.name, 'signatory');
    r.signers = [];
    return true;
  }
  return false;
}
