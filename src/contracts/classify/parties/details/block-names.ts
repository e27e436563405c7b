/**
 * Inside one party's signature block: a signer's name with its title before or after it, initials, or the name alone.
 * Each reader reads one line in a party-details reading; true when the line is read (no later reader sees it).
 */
import { COUNTRIES, PERSON_TITLES } from '../../lexicon/gazetteer.js';
import { runnable } from '../../../../common/regex-prefilter.js';
import { isCommonEnglishWord } from '../../../../common/lexicon/english.js';
import { fullNameOf, initialsLine, lettersOfInitials } from '../../signatures/signer-initials.js';
import { PLACE_SET } from '../preamble-words.js';
import { twoTitledSigners } from '../../signatures/signer-pairs.js';
import type { DetailsLine, DetailsReading } from './reading.js';
import { signsForParty } from './block-lines.js';
import { BLANKS, INITIALS_COMMA_TITLE, NAME_COMMA_REST, INITIALS_SURNAME_LINE, JOB_TITLE, NAME_COMMA_TITLE, NAME_IN_BRACKETS_LINE, NAME_LINE, SIGNED_DATE_TAIL, SIGNED_ON, SIGNED_PLACE_DATE_TAIL, TITLE_COMMA_NAME, TITLE_DASH_NAME, TITLE_HEAD_WORDS, TITLE_LINE, TITLE_THEN_NAME, TWO_NAMES_COMMA_TITLES, WITNESS_BELOW } from './line-shapes.js';
import { isSignerName, signsForSelf } from './signer-names.js';
import { ID_LABEL_AFTER_NAME } from '../identity-numbers.js';

/** A line that names a party is its name, not a signer. */
export function readPartyNameLine(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const { lexicon, parties } = r;
  // A line that names a party is its name, not a signer ("PRODUCTOS LÁCTEOS SIERRA MADRE, S.A. DE C.V." under "THE
  // MANUFACTURER"; "Hannah Nguyen" under "Signed by the Employee:", who signs for herself).
  // A party's alias inside a signer's title names no party: "Karen J. Wirth, Vice President – Grower Relations" under
  // the buyer's "By:" line, where "Grower" is the other side's alias (facts set 56's cause 5, session 59's lead).
  const signer = NAME_COMMA_TITLE.exec(plain);
  const titleAt = signer !== null && isSignerName(signer[1]) ? plain.indexOf(signer[2], signer[1].length) : plain.length;
  if (lexicon.find(plain).some((m) => parties.has(m.party) && !m.negative && m.begin < titleAt)) return true;
  return false;
}

/** "director Nenad Jovanović", "Director, Jane Roe": the title before the name under the heading. */
export function readTitleBeforeName(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { lexicon } = r;
  // "LESSOR" / "DUNAV d.o.o. Beograd" / "director Nenad Jovanović": the title before the name, right under the heading
  // or under the party's name line below it (h22f15b).
  const titleFirst = r.bareHeadingAt >= element - 2 ? TITLE_THEN_NAME.exec(plain) : null;
  if (titleFirst && JOB_TITLE.test(titleFirst[1]) && isSignerName(titleFirst[2]) && !signsForSelf(titleFirst[2], r.signers[0], lexicon)) {
    r.addContact(r.signers[0], titleFirst[2], titleFirst[1]);
    return true;
  }
  const titleComma = r.bareHeadingAt >= element - 2 && plain.length <= 120 ? TITLE_COMMA_NAME.exec(plain) : null;
  // "Director, Legal Affairs", "Head, Human Resources": a post's department after the comma, no name (common words alone).
  // So is a region's or a country's ("Director, Kenya Operations", "Managing Director, East Africa", "Director, Asia
  // Pacific": common words and places alone; review hrev70).
  const department = titleComma !== null && titleComma[2].split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 35) || PLACE_SET.has(w.toLowerCase()));
  if (titleComma && !department && isSignerName(titleComma[2]) && !signsForSelf(titleComma[2], r.signers[0], lexicon)) {
    r.addContact(r.signers[0], titleComma[2], titleComma[1]);
    return true;
  }
  return false;
}

/** Two "name, title" signers on one line. */
export function readTitledPairs(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // "Aino Virtanen, CEO Pekka Virtanen, Chairman of the Board": two "name, title" columns folded into one line.
  const titledPair = twoTitledSigners(plain, isSignerName, (t) => JOB_TITLE.test(t));
  if (titledPair) {
    for (const s of titledPair) r.addSigner(r.signers[0], s.name, s.title ?? 'signatory');
    return true;
  }
  const two = plain.length <= 200 ? TWO_NAMES_COMMA_TITLES.exec(plain) : null;
  if (two && isSignerName(two[1]) && isSignerName(two[3]) && JOB_TITLE.test(two[2]) && JOB_TITLE.test(two[4])) {
    r.addContact(r.signers[0], two[1], two[2].trim());
    r.addContact(r.signers[0], two[3], two[4].trim());
    return true;
  }
  return false;
}

/** The gazetteer's countries, lower-cased: a country after a line's comma makes the line an address. */
const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.toLowerCase()));

/** "<name>, <title>" under the heading. */
export function readNameCommaTitle(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  // "Online Shop Customer Service – Yuki Nakamura": the title before the dash when its words end on a post's or a unit's
  // head word and the words after it are a name's (h99fp); "João Pereira Santos - Officer" reads as before.
  const titleFirst = plain.length <= 160 ? TITLE_DASH_NAME.exec(plain) : null;
  if (titleFirst && TITLE_HEAD_WORDS.test(titleFirst[1]) && isSignerName(titleFirst[2]) && !TITLE_HEAD_WORDS.test(titleFirst[2])) {
    r.addContact(r.signers[0], titleFirst[2], titleFirst[1].trim());
    return true;
  }
  // A title with its department ("General Manager – Exploration") is no name and a title.
  // The signing's place and date may close the line ("Samson Tari, Chairman, Port Olry, 9 May 2046"): the name and the
  // title before them sign, a job title only (a street before a town is none; facts set 68's cause 4, h108q68).
  const bare = NAME_COMMA_TITLE.exec(plain) ?? (plain.length <= 160 ? titledBeforeDate(plain) : null);
  // "Ignatius Falanruw, witness" under "Signed by the Builder, …, in the presence of:": a witness attests the signature
  // and is none of the party's people, as under a witness heading (facts set 42's cause 8, h77f42p).
  if (bare && WITNESS_BELOW.test(bare[2].trim())) return true;
  // "Likoma Island, Malawi" under a signature's company: a place and its country, the signer's address, no name and a
  // title (facts set 66's cause 4, issue 18, h106q66). Read, nothing added.
  if (bare && COUNTRY_SET.has(bare[2].trim().replace(/\.$/, '').toLowerCase())) return true;
  // "Einar Gunnarsson, kt. 010170-2219": an identity number's label after the comma is no title; the name signs bare.
  const identified = bare ?? (plain.length <= 120 ? NAME_COMMA_REST.exec(plain) : null);
  if (identified && ID_LABEL_AFTER_NAME.test(identified[2].trim()) && isSignerName(identified[1])) {
    r.addContact(r.signers[0], identified[1], 'signatory');
    return true;
  }
  // A middle initial is part of the name ("Gregory L. Pike, President"), as it is on a name line.
  if (bare && isSignerName(bare[1]) && !JOB_TITLE.test(bare[1])) {
    r.addContact(r.signers[0], bare[1], bare[2].trim());
    return true;
  }
  return false;
}

/** A "<name>, <title>" line closed by its signing's place and date, or its date alone; a job title only. */
function titledBeforeDate(plain: string): RegExpExecArray | null {
  for (const tail of [SIGNED_PLACE_DATE_TAIL, SIGNED_DATE_TAIL]) {
    const titled = tail.test(plain) ? NAME_COMMA_TITLE.exec(plain.replace(tail, '')) : null;
    if (titled !== null && JOB_TITLE.test(titled[2].trim())) return titled;
  }
  return null;
}

/** "P. de Graaf, director": initials, surname and title. */
export function readInitialsCommaTitle(r: DetailsReading, line: DetailsLine): boolean {
  const { plain } = line;
  const { texts } = r;
  // The title in small letters ("director"): "P. de Graaf, director" is a signer, "A. Main Street, Leeds" no title.
  const initials = INITIALS_COMMA_TITLE.exec(plain);
  if (initials) {
    // The full name the contract gives the signer elsewhere, when it gives one ("R.J. Croes" → "Ricardo Croes", the
    // representative of the party's slot: signer-initials.ts), h28f21.
    const spelt = /^((?:\p{Lu}\.\s?){1,3})(.+)$/u.exec(initials[1].trim());
    const full = spelt ? fullNameOf(texts.slice(0, 40), lettersOfInitials(spelt[1]), spelt[2]) : undefined;
    if (full !== undefined || /^\p{Ll}/u.test(initials[2])) {
      r.addContact(r.signers[0], full ?? initials[1].trim(), initials[2].trim());
      return true;
    }
  }
  return false;
}

/** Initials alone right under the heading, or under a resolved initials line. */
export function readInitialsAlone(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon } = r;
  // "The Lessor" / "N. Papadakis", "The Lessee" / "p.p. E. Georgiou": initials alone right under the party's heading,
  // resolved to the full name the contract gives (signer-initials.ts); unresolved, no contact.
  // A partnership's partners sign so one under the other ("The Water Carrier:" / "R. Frans" / "E. Cecilia", Dutch and
  // Caribbean drafting): an initials line right under a resolved one signs for the same party (facts set 41's cause 7,
  // h76f41p).
  // Not a person the contract already gives another party (its preamble's representative: a block whose other column
  // came apart, "The Seller:" / "A. Kyprianou" / "M. Olympiou" with Ms Olympiou the Buyer's director), nor a witness
  // named so ("(witness)" on the line below): review hrev69.
  const underSigner = r.bareHeadingAt !== element - 1;
  const short = r.bareHeadingAt === element - 1 || r.initialsAt === element - 1 ? initialsLine(plain) : undefined;
  const shortFull = short ? fullNameOf(texts.slice(0, 40), short.initials, short.surname) : undefined;
  const belowShort = shortFull ? (texts[element + 1] ?? '').replace(BLANKS, ' ').trim() : '';
  const notHis = underSigner && shortFull !== undefined && (WITNESS_BELOW.test(belowShort) || r.isAnotherPartysPerson(shortFull, r.signers[0]));
  if (shortFull && !notHis && !signsForSelf(shortFull, r.signers[0], lexicon)) {
    r.addContact(r.signers[0], shortFull, JOB_TITLE.test(belowShort) ? belowShort : 'signatory');
    r.initialsAt = element;
    return true;
  }
  return false;
}

/** The signer's name alone on its line under the heading, its title perhaps on the next. */
export function readNameAlone(r: DetailsReading, line: DetailsLine): boolean {
  const { plain, element } = line;
  const { texts, lexicon, parties } = r;
  // The signer's name alone on its line under the party's heading, its title perhaps on the next line: "RAMON D.
  // VILLANUEVA" / "President" (Philippine), "Eduardo Garza Treviño" / "Legal Representative", "Thabo Mokoena" under
  // "For the Landlord:", "Liam O'Connor" under "Signed for … by its director:"; in brackets as Indian blocks print it ("For
  // M/s. <firm>" / "(<name>)" / "Managing Partner", NAME_IN_BRACKETS_LINE).
  // Right under the line signed on ("____", "By:"): a name elsewhere in a block is an addressee or a witness.
  const next = (texts[element + 1] ?? '').replace(BLANKS, ' ').trim();
  const underHeading = signsForParty(texts[element - 1] ?? '', lexicon, parties) && JOB_TITLE.test(next);
  // Or right under a heading that names the party alone ("Consultant – Studio Ferraresi S.r.l." / "Paolo Ferraresi").
  // Under a heading of any form ("PT NUSANTARA CARGO MANDIRI", "THE MAINTAINER") a name is the signer's when a job title
  // is under it ("Hendra Wijaya" / "President Director"): an addressee's block has an address there. So is a second
  // name with its title right after the first signer's title ("Rasmus Friis" / "Member of the Board").
  const titled = JOB_TITLE.test(next) && (r.bareHeadingAt === element - 1 || (r.signerAt === element - 2 && JOB_TITLE.test((texts[element - 1] ?? '').trim())));
  // Or right under a role heading that is itself under the line signed on ("_____" / "THE CONSIGNOR" / "Renzo Quispe
  // Huamán", Latin American and Spanish blocks).
  const underRole = r.bareHeadingAt === element - 1 && SIGNED_ON.test(texts[element - 2] ?? '');
  // Or under the signer's title alone, itself right under the party's heading ("For the Client" / "The General
  // Manager" / "Aline KANEZA", French and Central African blocks), h29f22.
  const titleAbove = (texts[element - 1] ?? '').replace(BLANKS, ' ').trim();
  const underTitle = r.bareHeadingAt === element - 2 && titleAbove.length <= 60 && JOB_TITLE.test(titleAbove);
  const alone = SIGNED_ON.test(texts[element - 1] ?? '') || underHeading || titled || underRole || underTitle || r.headingAt === element - 1 ? runnable(NAME_LINE).exec(plain) ?? NAME_IN_BRACKETS_LINE.exec(plain) : null;
  // A person signing for herself has no contact, and the preamble may have named her with a title ("Dr. Elena Marquez").
  const ownName = alone !== null && PERSON_TITLES.some((t) => lexicon.find(`${t}. ${alone[1]}`).some((m) => parties.has(m.party) && !m.negative));
  if (alone && !ownName && isSignerName(alone[1])) {
    r.addContact(r.signers[0], alone[1], underTitle ? titleAbove.replace(/^the\s+/i, '') : TITLE_LINE.test(next) || JOB_TITLE.test(next) ? next : 'signatory');
    r.signerAt = element;
    return false;
  }
  // Initials and a surname right under "for <company>" with the signer's title below ("for Madurai Aromatics Private
  // Limited" / "S. Lakshminarayanan" / "General Manager (Procurement)"): the signer, as the letter writes the name,
  // though the contract gives no full name to resolve them to (readInitialsAlone). Not the party's own name.
  const initialled = underHeading ? INITIALS_SURNAME_LINE.exec(plain) : null;
  if (initialled && !signsForSelf(initialled[1], r.signers[0], lexicon)) {
    r.addContact(r.signers[0], initialled[1], next);
    r.signerAt = element;
  }
  return false;
}
