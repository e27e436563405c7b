/**
 * Lines that open a party's signature block (a heading, an acceptance, "Executed by <party>"), and the name blocks read
 * whole where they stand. Each reader reads one line in a party-details reading; true when the line is read (no later
 * reader sees it).
 */
import { looksLikeAddress } from '../../names/addresses.js';
import { runnable } from '../../../../common/regex-prefilter.js';
import { MESSAGE_OPENS } from '../preamble-names.js';
import { isPersonName } from '../../names/person-names.js';
import { fullNameOf, titledInitialsLine } from '../../signatures/signer-initials.js';
import { actingByTitle } from '../../signatures/signer-lines.js';
import type { DetailsLine, DetailsReading } from './reading.js';
import { headingBeforeAddress, signatureHeading, signedAbove, signsForParty } from './block-lines.js';
import { ACCEPTANCE_HEADING, ACCEPTED_BY_PARTY, ACCEPTS_FOR_HEAD, ALIAS_LINE, BARE_ACCEPTANCE, FOR_PARTY_OFFICE, OFFICE_THEN_NAME, AUTHORISED_BY, beforeMiddleDot, JOB_TITLE, NAME_COMMA_TITLE, NAME_LINE, ORDER_ACCEPTANCE_HEADING, PARTY_NAME_ALONE, PARTY_ACCEPTS, ROLE_FIELD, RULE_ONLY, SIDE_SIGNING_HEADING, SIGNS_FOR, TITLE_HEAD_WORDS, TITLE_THEN_NAME, VALEDICTION, BLANKS } from './line-shapes.js';
import { roleOfAlias } from '../../lexicon/roles.js';
import { isSignerName, signsForSelf } from './signer-names.js';

/**
 * "For the Buyer, the Sole Director" over the officer's name: the party's block opens, and the name on the next line
 * signs for it in that office (readDeedOfficers reads it, as under a deed's "… acting by its sole director"). Without
 * it the heading's words beyond the party kept it from opening a block, and the name went to the block above (facts
 * set 50's cause 5).
 */
export function readPartyOfficeHeading(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const heading = plain.length <= 160 && /^\s*for\s/i.test(plain) ? FOR_PARTY_OFFICE.exec(plain) : null;
  const party = heading && JOB_TITLE.test(heading[2]) && r.partyIn(heading[2]) === undefined ? r.partyIn(heading[1])?.party : undefined;
  if (!party) return false;
  r.signers = [party];
  r.bareHeadingAt = element;
  r.executedAt = element;
  r.officerTitle = heading![2].trim();
  return true;
}

/**
 * "The Manager, Gaëlle Nzé Ondo" on a line of its own under a form printed on a company's letterhead: the person signs
 * for the letterhead's company in that office, its contact (letterhead-signer.ts makes the company a party; issue 18,
 * h104p63). Only where a party of the label names the letterhead's line and the words after the comma are a person's.
 */
export function readOfficeThenName(r: DetailsReading, line: DetailsLine): boolean {
  const m = line.plain.length <= 120 ? OFFICE_THEN_NAME.exec(line.plain) : null;
  if (m === null || !JOB_TITLE.test(m[1]) || !isSignerName(m[2])) return false;
  const party = r.partyNamedIn(r.texts[0] ?? '');
  if (party === undefined) return false;
  r.addContact(party, m[2], m[1]);
  r.signers = [];
  return true;
}

/**
 * An acceptance block of its own under a letter's or a quotation's signature: "Kind regards" / "Beat Zaugg" / "Managing
 * Director" / "For Zaugg Holzbau AG", then "ORDER PLACED" / "We accept this quotation …" / "Trubschachen, 10 March 2046" /
 * "Andrea Lüthi, Director" / "For Landgasthof Ilfis AG". The acceptance heading closes the writer's block; the
 * "<name>, <title>" line (or a name line over a title line) right above "For <party>", "For and on behalf of <party>" or
 * a line of the party's name alone signs for that party, the one that accepts (facts set 68's cause 3, issue 18, h108q68:
 * she was the carpenter's contact). Only with the acceptance heading at most four lines above the name: without it the
 * lines above a "For" heading are no signer (the letter rule).
 */
const ACCEPTOR_REACH = 4;
export function readAcceptorAboveParty(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon, parties } = r;
  if (plain.length > 120 || element < 1) return false;
  const titled = NAME_COMMA_TITLE.exec(plain);
  const named = titled === null ? runnable(NAME_LINE).exec(plain) : null;
  const titleBelow = (texts[element + 1] ?? '').trim();
  const signer = titled !== null && isSignerName(titled[1]) && JOB_TITLE.test(titled[2].trim()) ? { name: titled[1], role: titled[2].trim(), forAt: element + 1 }
    : named !== null && isSignerName(named[1]) && titleBelow.length <= 60 && JOB_TITLE.test(titleBelow) ? { name: named[1], role: titleBelow, forAt: element + 2 } : undefined;
  if (signer === undefined) return false;
  const forLine = (texts[signer.forAt] ?? '').trim();
  const namesParty = forLine.length <= 120 && (signsForParty(forLine, lexicon, parties) || PARTY_NAME_ALONE.test(forLine));
  const party = namesParty ? r.partyIn(forLine)?.party : undefined;
  if (party === undefined) return false;
  let heading = false;
  for (let k = element - 1; k >= Math.max(0, element - ACCEPTOR_REACH) && !heading; k--) {
    const above = texts[k].trim();
    // A line above that already names a party ("For Beta Ltd:", "Accepted by the Customer") is that party's block: the
    // signer under it is no acceptor of the heading's further up (review h108rev2, finding 1).
    if (above.length <= 120 && (signsForParty(above, lexicon, parties) || PARTY_ACCEPTS.test(above) || ACCEPTED_BY_PARTY.test(above))) return false;
    heading = above.length <= 60 && (ORDER_ACCEPTANCE_HEADING.test(above) || ACCEPTANCE_HEADING.test(above) || BARE_ACCEPTANCE.test(above));
  }
  if (!heading || signsForSelf(signer.name, party, lexicon)) return false;
  r.addContact(party, signer.name, signer.role);
  r.signers = [party];
  return true;
}

/**
 * A signature block whose party's role stands in brackets at a line's start, the block's first field after it: "(Employer)
 * Business name: Haetsal Susan (Tel: 054-791-2280)" / "Address: …" / "Representative: Park Jong-su (signature)", then
 * "(Employee) Address: …" / "Name: …" (the Korean standard labour contract's blocks, "(사업주) 사업체명: …" / "(근로자)
 * 주소: …", as printed in English). The bracket alone is the heading: it opens that party's block as "EMPLOYER" on its
 * own line would, and the field after it is the block's (facts set 72's cause 13, issue 18, h118q73). Only a bracket
 * that names one party by itself; anchored, bounded: linear.
 */
const ROLE_BRACKET_THEN_FIELD = /^[ \t]{0,3}\(([^()]{2,40})\)[ \t]{1,3}\p{Lu}[\p{L} ]{1,30}:/u;
export function readBracketedRoleField(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const bracket = plain.length <= 200 ? ROLE_BRACKET_THEN_FIELD.exec(plain) : null;
  if (!bracket || element < r.salutation) return false;
  const heading = signatureHeading(bracket[1], r.lexicon, r.parties);
  if (heading.length !== 1) return false;
  r.signers = heading;
  r.headingAt = -1;
  r.bareHeadingAt = element;
  return true;
}

/** A heading that names the parties whose signatures follow ("OWNER:", "For and on behalf of the Supplier"). */
export function readSignatureHeading(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon, parties } = r;
  // Or a field's heading with the party's address after its name ("Party A: <company>, <street>, <town>"), over a
  // post and its signer ("Representative Director <name> (seal)"): a letter's "To: <person>, <address>" or a form's
  // entry over its next field is no signature's heading.
  const named = signatureHeading(plain, lexicon, parties);
  const below = (texts[element + 1] ?? '').replace(BLANKS, ' ').trim();
  const postBelow = named.length === 0 && below.length <= 120 && TITLE_THEN_NAME.exec(below) !== null;
  const heading = named.length > 0 || !postBelow ? named : headingBeforeAddress(plain, lexicon, parties);
  if (heading.length > 0 && !signsAfterEntry(r, plain, element)) return false;
  // A letter's letterhead and address block, above its salutation, sign nothing: the writer's name there opens no block
  // whose lines the addressee's address would fill ("Ban Phanom, Luang Prabang" read as a name and a title; h103p61).
  if (heading.length > 0 && element < r.salutation) return false;
  if (heading.length > 0) {
    r.signers = heading;
    // A heading "on behalf of" a party, or one that joins the party's alias and name by a dash ("Consultant – Studio
    // Ferraresi S.r.l."), is a signature's own: the person right under it signs for the party. Under a bare name
    // ("LARCH FREIGHT LTD" / "Maria Santos") or "For <party>" a name may be an addressee's, and under "Signed by the
    // Landlord:" the landlord's own.
    // So is a procuration's "p.p. <company>" (per procurationem: signed by proxy for it), as "on behalf of" is: the name
    // under it signs for the company with no title line ("THE CIDER HOUSE" / "p.p. ZUMETA CIDER, S.L." / "Maite Uranga
    // Ezeiza", Spanish and Latin American blocks; facts set 55's cause 3, h94fp).
    r.headingAt = /\bon\s+behalf\s+of\b|^\S+(?:\s\S+)?\s[–—-]\s|^\s*p\.\s?p\.\s/i.test(plain) ? element : -1;
    r.bareHeadingAt = element;
    // A letter signs above the party it signs for: "Yours sincerely" / "Graham Finch" / "Managing Director" / "For
    // and on behalf of Harrow & Finch Ltd".
    // Not above an acceptance that names its party ("Yours sincerely," / "Viengkham Phommachack" / "Events Manager" /
    // "Agreed on behalf of the Sao Ban Khene Ensemble:"): the addressee's countersignature is the other party's, and the
    // closing above it signs for the letter's writer, the party its letterhead names (facts set 61's cause 1, h103p61).
    const closing = heading.length === 1 ? signedAbove(texts, element) : undefined;
    const accepts = ACCEPTS_FOR_HEAD.test(plain);
    const signsFor = closing && accepts ? r.partyNamedIn(texts[0] ?? '') : heading[0];
    if (closing && signsFor !== undefined && !(accepts && signsFor === heading[0])) r.addContact(signsFor, closing.name, closing.role);
    return true;
  }
  return false;
}

/**
 * A position's line with the party's role in brackets ("Party B (Buyer): Tamna Citrus Trading Co., Ltd.") both enters a
 * party at a form's top and heads its signature at the end, the representative's line under it in either place. Only the
 * second signs: the name after the colon was written on an earlier line (its entry's), where at the top it is new, and
 * the fields under it ("Legal representative: …") describe the party, no signer of it (facts set 54's cause 3, h93fp;
 * sets 7 and 15 keep the entry's legal representative out of the contacts). A form has a few such lines; hostile text
 * thousands, so past MAX_ENTRY_CHECKS lines no earlier line is searched (and the line opens no block).
 */
const BRACKET_BEFORE_COLON = /^[^:()]{1,40}\([^():]{0,42}\)[ \t]{0,3}:[ \t]{0,3}([^\s(][^(\n]{1,80}?)[ \t]{0,3}(?:\(|$)/;
const MAX_ENTRY_CHECKS = 8;
function signsAfterEntry(r: DetailsReading, plain: string, element: number): boolean {
  const bracketed = BRACKET_BEFORE_COLON.exec(plain);
  if (!bracketed) return true;
  if (++r.entryChecks > MAX_ENTRY_CHECKS) return false;
  const name = bracketed[1].trim();
  return r.texts.slice(0, element).some((t) => t.includes(name));
}

/**
 * An order form's signing heading that names a side by a role word no alias gives, or by what it does: "Ordered by:" /
 * "Ing. <name>, cellar master" / "<company> (stamp)", "Order accepted by the Supplier:" / "<place>, <date>" / "<name>,
 * managing director" (a Czech purchase order; facts set 59's causes 3 and 4, h100p59). The side is the role word's
 * ("the Seller" → Supplier, roles.ts roleOfAlias), else the verb's: who orders buys; an order "Issued by:" its writer,
 * the party its letterhead names (as readAuthorisedBy's issuer). Acceptance with no role ("Accepted by:") is
 * BARE_ACCEPTANCE's (a letter's countersignature). The name under it signs for that side's one primary party.
 */
export function readSideHeading(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const heading = plain.length <= 80 ? SIDE_SIGNING_HEADING.exec(plain) : null;
  if (!heading || r.partyIn(plain) !== undefined) return false;
  const verb = heading[1].toLowerCase();
  const party = heading[2] !== undefined ? r.sides.get(roleOfAlias(heading[2]))
    : verb === 'ordered' ? r.sides.get('Buyer')
      : verb === 'issued' ? r.letterheadParty() : undefined;
  if (party === undefined) return false;
  r.openBlock(party, element);
  return true;
}

/** A party's sentence of acceptance under an acceptance heading: its block opens. */
export function readAcceptance(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts } = r;
  // An acceptance under its heading: "ACCEPTANCE" / "Kahu Homes Limited accepts the facility on the terms of this
  // letter." / "Director: …" / "Director: …" — the party that accepts signs the lines under it, not the writer whose
  // "For and on behalf of" heading stands above (h34f27).
  const accepts = plain.length <= 200 && element > 0 && ACCEPTANCE_HEADING.test(texts[element - 1]) ? PARTY_ACCEPTS.exec(plain) : null;
  const acceptor = accepts ? r.partyIn(accepts[1]) : undefined;
  if (acceptor) {
    r.openBlock(acceptor.party, element);
    return true;
  }
  return false;
}

/** "Executed / Signed … by|for <party>" (a deed's heading, perhaps naming its officers). */
export function readExecutedFor(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  if (plain.length <= 240 && SIGNS_FOR.test(plain)) {
    const first = r.partyIn(plain);
    if (first) {
      r.signers = [first.party];
      r.executedAt = element;
      const title = actingByTitle(plain);
      r.officerTitle = title !== undefined && JOB_TITLE.test(title) ? title : undefined;
      r.addOfficers(first.party, plain);
      return true;
    }
  }
  return false;
}

/** A titled signer by initials under a role field or a party's name line. */
export function readTitledInitials(r: DetailsReading, line: DetailsLine): boolean {
  const { text, plain, element } = line;
  const { texts, lexicon, parties } = r;
  // "Supplier: Steppe Grain LLP, BIN …" / "Director ______ A.N. Seitkali": a titled signer by initials under a role
  // field naming its party, resolved to the full name the contract gives (signer-initials.ts).
  // Or under the party's name on its own line, itself under the role heading ("Supplier:" / '"Amu Darya Textiles" LLC' /
  // "Director ______ B. Rahimov", Uzbek, Armenian and other post-Soviet blocks, h24f17b).
  const titledInitials = plain.length <= 120 && element > 0 ? titledInitialsLine(text) : undefined;
  const nameLineAbove = element > 1 && texts[element - 1].trim().length <= 120 && r.bareHeadingAt >= element - 2;
  if (titledInitials && (ROLE_FIELD.test(texts[element - 1]) || nameLineAbove)) {
    const fielded = lexicon.find(texts[element - 1]).filter((m) => parties.has(m.party) && !m.negative);
    const full = fielded.length > 0 ? fullNameOf(texts.slice(0, 40), titledInitials.initials, titledInitials.surname) : undefined;
    if (full && !signsForSelf(full, fielded[0].party, lexicon)) r.addContact(fielded[0].party, full, titledInitials.title);
    return true;
  }
  return false;
}

/** A title of one to four capitalised words ("Producer", "Head of Logistics", "Sales & Marketing"). Bounded: linear. */
const CLOSING_TITLE = /^\p{Lu}[\p{L}'’-]{1,30}(?:\s(?:of|and|&|the|\p{Lu}[\p{L}'’-]{1,30})){0,3}$/u;
/** A department before a comma, then the company (and perhaps its town): "Purchasing, Lotus & Loom Pte. Ltd., Singapore". Anchored: linear. */
const UNIT_THEN_COMPANY = /^([^,]{2,40}),\s{1,3}(\S.{0,100})$/;
/** A name over the party's name over its alias, or over a job title over the party. */
export function readNameOverParty(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon } = r;
  // "Rodrigo Saavedra" / "SOYA ORIENTE S.A." / "THE CONTRACTING PARTY": a name over the party's name over its alias,
  // with no "By:" (Bolivian and other Latin American blocks, h22f15b). Both lines below must name the same party, the
  // first a company's name (no person's, no "Signed by the Tenant:" heading), the last its alias alone: a letter's
  // addressee block ("Jane Smith" / "Acme Ltd" / "1 Main Street") has an address.
  // A job title in capitals reads as a name ("GENERAL MANAGER" over "<COMPANY>" over "THE BUYER"): it is the line under
  // the signer's name, no signer (facts set 55's cause 5, h94fp).
  const nameOver = plain.length <= 60 ? runnable(NAME_LINE).exec(plain) : null;
  if (nameOver && isSignerName(nameOver[1]) && !JOB_TITLE.test(nameOver[1])) {
    // The company's line may run on to its address and number after middle dots (beforeMiddleDot).
    const below = beforeMiddleDot((texts[element + 1] ?? '').trim());
    const alias = (texts[element + 2] ?? '').trim();
    const party = below.length <= 120 && !below.includes(':') && !isPersonName(below) ? r.partyIn(below)?.party : undefined;
    if (party && ALIAS_LINE.test(alias) && lexicon.find(alias).some((m) => m.party === party && !m.negative) && !signsForSelf(nameOver[1], party, lexicon)) {
      r.addContact(party, nameOver[1], 'signatory');
      return true;
    }
    // "Mei Ling Tan" / "Purchasing, Lotus & Loom Pte. Ltd., Singapore": a name over its department, its company and
    // perhaps its town on one line, as an e-mail's signature writes them, signs for that company (facts set 58's cause
    // 3, h99fp). Not over an address: an addressee's block goes on to one.
    // The company opens the words after the comma: "Director, for and on behalf of <party>" is another line's shape.
    const unit = below.length <= 120 ? UNIT_THEN_COMPANY.exec(below) : null;
    // Under a letter's closing the block is the writer's signature whatever follows it: its address under the company's
    // line ("Best regards," / "Ingrid Hansen" / "Reception, Reine Rorbuer AS" / "Reinehamna 3, …"; h100p59).
    const signsLetter = VALEDICTION.test(texts[element - 1] ?? '');
    // Under a closing, any title of a few capitalised words is the unit ("Cheers," / "Hannah Okafor" / "Producer, Ocean Lens
    // Films Pty Ltd" / "Level 2, …"): each message of a thread signs so for its company (facts set 64's cause 3, issue 18,
    // h104q64).
    const titledUnderClosing = unit !== null && signsLetter && CLOSING_TITLE.test(unit[1].trim());
    const unitMention = unit && (TITLE_HEAD_WORDS.test(unit[1].trim()) || titledUnderClosing) && (signsLetter || !looksLikeAddress(alias)) ? r.partyIn(unit[2]) : undefined;
    // So does a name over its company's line alone closing an e-mail (the quoted message's rule, its "From:" or the
    // text's end under it): a signature block, where an addressee's block goes on to an address.
    const closesMessage = unit === null && below.length <= 80 && !below.includes(':') && !isPersonName(below)
      && (element + 2 >= texts.length || MESSAGE_OPENS.test(alias));
    const companyMention = closesMessage ? r.partyIn(below) : undefined;
    // Or with its unit on a line of its own between ("Catalina Bauzà Mayol" / "Marina Office" / "Club Nàutic Sóller" /
    // "From: …": a club's e-mail; facts set 57's cause 3, h100p59): the unit ends on a unit's head word and names no party.
    // Only under a closing, and a unit's line, no post's ("By:" / "<name>" / "Legal Representative" / "<party>" is
    // another block's shape, h72sig).
    const unitLine = signsLetter && unit === null && companyMention === undefined && below.length <= 60 && TITLE_HEAD_WORDS.test(below) && !JOB_TITLE.test(below) && r.partyIn(below) === undefined;
    const afterCompany = texts[element + 3];
    const unitOverCompany = unitLine && alias.length <= 80 && !alias.includes(':') && (afterCompany === undefined || MESSAGE_OPENS.test(afterCompany)) ? r.partyIn(alias) : undefined;
    const unitParty = unitMention?.begin === 0 ? unitMention.party : companyMention?.begin === 0 ? companyMention.party : unitOverCompany?.begin === 0 ? unitOverCompany.party : undefined;
    if (unitParty && !signsForSelf(nameOver[1], unitParty, lexicon)) {
      r.addContact(unitParty, nameOver[1], unit?.[1].trim() ?? (unitOverCompany ? below : 'signatory'));
      r.signers = [];
      return true;
    }
    // Or over an office line alone, with no company under them ("With respect," / "Gjergj Marku" / "Administrator" /
    // "Accepted by the client:"): the person signs for the company of the letterhead's first line, a party (a
    // quotation's writer; facts set 60's cause 2, issue 18, h101p60).
    const officeOnly = signsLetter && unit === null && below.length <= 60 && (TITLE_HEAD_WORDS.test(below) || JOB_TITLE.test(below)) && r.partyIn(below) === undefined && r.partyIn(alias) === undefined;
    const letterhead = officeOnly ? r.partyNamedIn(texts[0] ?? '') : undefined;
    if (letterhead && !signsForSelf(nameOver[1], letterhead, lexicon)) {
      r.addContact(letterhead, nameOver[1], below);
      r.signers = [];
      return true;
    }
    // "Carla Rocha Vaca" / "LEGAL REPRESENTATIVE" / "MIEL ANDINA S.R.L.": a name over its job title over the party it
    // signs for, one line each (Latin American blocks, several in a row at a contract's end). The signer belongs to
    // the party BELOW the title, not to the party line above the name, which closes the previous block (h72sig).
    // A letter's addressee block ("Ms. Jane Cole" / "Director" / "Quay Offices Ltd." / "5 Front Street") goes on to an
    // address: no signature.
    // The order is the document's: under a party's line or a "By:" field the name signs for the block above ("PT
    // NUSANTARA CARGO" / "Hendra Wijaya" / "President Director" / "PT SINAR RITEL" / …), unless that party line closed
    // a name-first block itself.
    // A signature's blank line between ("PARTY LINE" / "______" / name / title) is read through: the line over it decides
    // (a party's own line over the blank opens the party-first block the name signs in, h73f39n).
    const ruled = RULE_ONLY.test(texts[element - 1] ?? '') && element > 1;
    const overAt = ruled ? element - 2 : element - 1;
    const above = (texts[overAt] ?? '').trim();
    const clauseAbove = (above.match(/(?<![\p{L}])\p{Ll}{2,}/gu) ?? []).length > 2; // a clause's words, no party's line
    const opensBlock = !above.endsWith(':') && (r.titledAt === overAt || clauseAbove || r.partyIn(above) === undefined);
    const titledParty = !opensBlock || looksLikeAddress((texts[element + 3] ?? '').trim()) ? undefined : r.partyUnderTitle(nameOver[1], below, alias);
    if (titledParty) {
      // The block may close on the party's alias under its name ("… / PRESIDENT / <COOPERATIVE> / THE SELLER" then "<name>
      // / GENERAL MANAGER / <COMPANY> / THE BUYER", Ecuadorian and other Latin American blocks): the alias closes this
      // block, so the next name opens its own, not one under "THE SELLER" (facts set 55's cause 5, h94fp).
      const closing = (texts[element + 3] ?? '').trim();
      const aliasCloses = closing.length <= 40 && ALIAS_LINE.test(closing) && lexicon.find(closing).some((m) => m.party === titledParty && !m.negative);
      r.titledAt = element + (aliasCloses ? 3 : 2);
      r.addContact(titledParty, nameOver[1], below);
      r.signers = [];
      return true;
    }
  }
  return false;
}

/** The name / title / party block as one paragraph of three lines. */
export function readThreeLineBlock(r: DetailsReading, line: DetailsLine): boolean {
  const { text } = line;
  // The same block as one paragraph of three lines ("Carla Rocha Vaca\nLEGAL REPRESENTATIVE\nMIEL ANDINA S.R.L.").
  const blockLines = text.length <= 240 && text.includes('\n') ? text.split('\n').map((l) => l.trim()).filter((l) => l !== '') : [];
  const blockName = blockLines.length === 3 ? runnable(NAME_LINE).exec(blockLines[0]) : null;
  const blockParty = blockName && isSignerName(blockName[1]) ? r.partyUnderTitle(blockName[1], blockLines[1], blockLines[2]) : undefined;
  if (blockName && blockParty) {
    r.addContact(blockParty, blockName[1], blockLines[1]);
    r.signers = [];
    return true;
  }
  return false;
}

/** "Authorised by: <name>[, <title>]" for the heading's party or the letterhead's issuer. */
export function readAuthorisedBy(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // "Authorised by: Kenroy Samuel, Purchasing Manager": the party of the heading above signs so, or under none an order's
  // or a quotation's issuer, the party its letterhead names (h86p's Left, set 47's purchase order; h87p). Read before
  // the return for no heading: under no heading is where an order puts it (set 50's log found it never reached).
  // "Ordered by: <name>" under no heading signs for the buying side (readSideHeading's rule), else the letterhead's.
  const authorised = r.signers.length <= 1 && plain.length <= 160 ? AUTHORISED_BY.exec(plain) : null;
  const orderer = authorised?.[1].toLowerCase() === 'ordered' ? r.sides.get('Buyer') : undefined;
  const issuer = authorised && isSignerName(authorised[2]) ? r.signers[0] ?? orderer ?? r.letterheadParty() : undefined;
  if (authorised && issuer) {
    r.addSigner(issuer, authorised[2], authorised[3]?.trim() || 'signatory');
    return true;
  }
  return false;
}

/** Below, lines are read only inside a signature block that names its parties. */
export function readNoOpenBlock(r: DetailsReading, _line: DetailsLine): boolean {
  if (r.signers.length === 0) return true;
  return false;
}
