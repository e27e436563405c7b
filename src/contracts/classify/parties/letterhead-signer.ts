/**
 * A form a company prints on its own letterhead and signs for itself, beside the one party its fields name: a car rental
 * agreement under "TROPICAL WHEELS CAR RENTAL LTD." whose only field of a party is "Renter: <name>", closing "For
 * Tropical Wheels Car Rental Ltd.:" / "<agent>, Rental Agent". The company that prints the form and signs it with its
 * agent is the other side of the contract, though no alias or field names it (facts set 52's cause 6, issue 18, h91fp);
 * its agent is then its contact, not the renter's. `letterWriterBody` reads a letter's writer the same way.
 */
import { FIRM_LINE_MAX, LETTERHEAD_LINES, salutationAt } from './letter-parties.js';
import type { OrgMention, PartyRecord } from './party-record.js';
import { partyKey } from './party-key.js';
import { JOB_TITLE, OFFICE_THEN_NAME, TITLE_HEAD_WORDS, VALEDICTION } from './details/line-shapes.js';
import { isPersonName } from '../names/person-names.js';
import { isSignerName } from './details/signer-names.js';
import { UNIT_BEFORE } from './letter-writer-body.js';

/** "For" (or "Signed for", "For and on behalf of") opening a line right before the company's name. Anchored: linear. */
const FOR_BEFORE = /^\s*(?:signed\s+)?for\s+(?:and\s+on\s+behalf\s+of\s+)?(?:the\s+)?$/i;
/** The rest of that line after the name: a stop, then perhaps a colon and the signer. Anchored: linear. */
const LINE_AFTER = /^\s{0,3}\.?\s{0,3}(?::.*)?$/s;
/** A quoted alias right after a name: `("LDC")`, `(the "Company")`. Anchored: linear. */
const ALIAS_NEXT = /^[\s,.]{0,3}\(\s{0,2}(?:the\s{1,3})?["“]/i;
/** Longest line read as a signing line "For <company>:". */
const SIGNING_LINE_MAX = 160;
/**
 * A signing line that names the company by its name without the legal form the letterhead gives, a post after a comma or
 * its colon: "For Pâtisserie La Cigogne, the Manager" under "PÂTISSERIE LA CIGOGNE SARLU", "For Acme:" (the name is
 * no organisation the readers find there, having no form). Group 1 the name, compared by its key. Anchored, bounded,
 * the name free of commas and colons: linear.
 */
const FOR_NAME_LINE = /^\s{0,3}(?:signed\s{1,3})?for\s{1,3}(?:and\s{1,3}on\s{1,3}behalf\s{1,3}of\s{1,3})?(?:the\s{1,3})?(\p{Lu}[^,:;\n]{1,80}?)\s{0,3}(?:[,:]|$)/iu;

/**
 * Makes the letterhead's company a Primary party when it signs the form "For <company>" and exactly one Primary party
 * stands beside it; with no alias, it takes the side that party leaves (party-sides.ts completeRoles).
 */
export function letterheadSigner(records: readonly PartyRecord[], texts: readonly string[]): void {
  const primaries = records.filter((p) => p.importance === 'Primary');
  if (primaries.length !== 1) return;
  // The letterhead's line in capitals may be read as the document's title, no name: compared by its key.
  const letterhead = texts.slice(0, LETTERHEAD_LINES).map((t) => partyKey(t.trim()));
  const signers = records.filter((p) => p.importance !== 'Primary'
    && (p.mentions.some((m) => m.element < LETTERHEAD_LINES) || letterhead.includes(p.party))
    && (p.mentions.some((m) => m.element >= LETTERHEAD_LINES && signsFor(texts[m.element], m)) || signingByName(texts, p.party) !== undefined || (p.mentions.some((m) => m.element === 0) && signedByOffice(texts)))
    // A company the text gives an alias of its own (`… of Liffey Data Centres DAC ("LDC")`) is read by that alias.
    && !p.mentions.some((m) => ALIAS_NEXT.test(texts[m.element].slice(m.end, m.end + 16))));
  if (signers.length !== 1) return;
  signers[0].importance = 'Primary';
  // The signing line's name is a mention of the company: its block's signer is read under it (its contact).
  const byName = signingByName(texts, signers[0].party);
  if (byName !== undefined && !signers[0].mentions.some((m) => m.element === byName.element)) signers[0].mentions.push(byName);
}

/**
 * Whether a line below the letterhead signs by an office and a person's name alone: "The Manager, Gaëlle Nzé Ondo"
 * (details/block-openers.ts readOfficeThenName makes the person the letterhead company's contact; issue 18, h104p63).
 */
function signedByOffice(texts: readonly string[]): boolean {
  for (let i = LETTERHEAD_LINES; i < texts.length; i++) {
    const m = texts[i].length <= 120 ? OFFICE_THEN_NAME.exec(texts[i].trim()) : null;
    if (m !== null && JOB_TITLE.test(m[1]) && isSignerName(m[2])) return true;
  }
  return false;
}

/** Whether the mention is the company a signing line signs for: "For <company>:", alone on its line or before its signer. */
function signsFor(line: string, m: { begin: number; end: number }): boolean {
  return line.length <= SIGNING_LINE_MAX && FOR_BEFORE.test(line.slice(0, m.begin)) && LINE_AFTER.test(line.slice(m.end));
}

/**
 * The signing line below the letterhead that names the company `party` by its name alone, as a mention: "For Pâtisserie
 * La Cigogne, the Manager" for "PÂTISSERIE LA CIGOGNE SARLU" (its key drops the form; facts set 63's cause 4, h103q63).
 */
function signingByName(texts: readonly string[], party: string): OrgMention | undefined {
  for (let i = LETTERHEAD_LINES; i < texts.length; i++) {
    if (texts[i].length > SIGNING_LINE_MAX) continue;
    const m = FOR_NAME_LINE.exec(texts[i]);
    if (m === null) continue;
    const name = m[1].trim();
    if (partyKey(name) !== party) continue;
    // The name opens on a capital after "For …" in small letters or "For" itself: its first place in the line.
    const begin = texts[i].indexOf(name);
    return { element: i, begin, end: begin + name.length, text: name };
  }
  return undefined;
}

/** A letterhead line's name before what follows it on the line: a dash, a bar or a comma ("BOULANGERIE LE FLAMBOYANT – artisan baker"). */
const LETTERHEAD_NAME = /^\s{0,3}([^–—|,\n]{2,80}?)\s{0,3}(?:[–—|,]|$)/;

/**
 * A letterhead's company written without a legal form, which signs the form "For <its name>, <post>" under it:
 * "BOULANGERIE LE FLAMBOYANT" / … / "Client: Mr …" / … / "For Boulangerie Le Flamboyant, Manager" / "Gaëlle Nzé Ondo".
 * No reader finds the name (no form, no body's word), so `letterheadSigner` has no record to promote; the signing line
 * names it as the letterhead does (compared by key), and the company is the other side beside the one Primary party,
 * its two lines its mentions, the name under the signing line its contact (issue 18, h104p63). A signing line whose
 * name no letterhead line gives (a person's "For Ana Duarte", another company) makes none.
 */
export function unformedLetterheadSigner(records: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  if (records.filter((p) => p.importance === 'Primary').length !== 1) return undefined;
  const heads = texts.slice(0, LETTERHEAD_LINES).map((t) => LETTERHEAD_NAME.exec(t)?.[1]);
  for (let i = LETTERHEAD_LINES; i < texts.length; i++) {
    if (texts[i].length > SIGNING_LINE_MAX) continue;
    const m = FOR_NAME_LINE.exec(texts[i]);
    if (m === null) continue;
    const name = m[1].trim();
    const key = partyKey(name);
    // A company the readers found is letterheadSigner's to promote.
    if (key === '' || records.some((p) => p.party === key)) continue;
    const head = heads.findIndex((h) => h !== undefined && partyKey(h) === key);
    if (head < 0) continue;
    const top = heads[head]!;
    const topAt = texts[head].indexOf(top);
    const begin = texts[i].indexOf(name);
    return {
      party: key,
      role: 'Unknown',
      importance: 'Primary',
      mentions: [{ element: head, begin: topAt, end: topAt + top.length, text: top }, { element: i, begin, end: begin + name.length, text: name }],
    };
  }
  return undefined;
}

/**
 * A closing line's name after its signer's post and a comma, or the whole line: "Director, Marimba Orquesta Altos de Xela"
 * under "Sincerely," / "Edgar Rolando Coyoy Tzul" names the orchestra its letterhead heads, as the post on a line of its
 * own does (a Guatemalan orchestra's letter to a client; facts set 73's cause 5, issue 18, h117q73). The post is a unit's
 * or a post's head word (letter-writer-body.ts UNIT_BEFORE with TITLE_HEAD_WORDS), so no clause's words pass.
 */
function afterSignersPost(line: string): string {
  const comma = line.indexOf(',');
  if (comma < 1) return line;
  const name = line.slice(comma + 1).trim().replace(/^the\s+/i, '');
  const unit = UNIT_BEFORE.exec(line.slice(0, line.lastIndexOf(name)));
  return unit !== null && TITLE_HEAD_WORDS.test(unit[1].trim()) ? name : line;
}

/** How many lines below the closing the writer's name may stand: the signer's name, their office, then the writer's. */
const WRITER_BELOW_CLOSING = 4;
/**
 * What a letterhead's line may add after the writer's name as its closing signs it: a broadcaster's frequency and band
 * ("RADIO YAPTI TASBA 96.3 FM", "Radio Kaya FM 103.5"), a channel's number ("Canal 6"), words in capitals of no letter in
 * small case at most two. Anchored, bounded: linear.
 */
const LETTERHEAD_TAIL = /^(?:\s{1,3}(?:\d{1,4}(?:[.,]\d{1,2})?|[A-Z]{1,6}|[A-Z]{2,6}\s?\d{1,4}(?:[.,]\d{1,2})?)){0,3}\s{0,3}$/;

/**
 * A letter's writer that has no legal form nor a body's word, so no reader found it: a broadcaster's, a shop's or a
 * trading name ("RADIO YAPTI TASBA 96.3 FM" over the letter, "Sincerely," / "Anselmo Kittle Wilson" / "Director" /
 * "Radio Yapti Tasba" closing it). A letter's writer is whoever heads and signs it whatever its form (docs/contracts.md,
 * "A letter's parties"): the name on a short line at most WRITER_BELOW_CLOSING lines under the closing (below the
 * salutation) that also opens a letterhead line — perhaps with the station's frequency after it — is an organisation,
 * its two lines its mentions (facts set 70's cause 2, issue 18, h110q70). A Primary party only if the letter's readers
 * (letterParties, letterWriterBody) make it the writer; the caller drops it otherwise. The signer's line (a name over an
 * office line, or a person's name right under the closing unless the letterhead's first line is that name alone), an office line, a name the letterhead does not open with, or
 * a name a reader found already makes none.
 */
export function unformedLetterWriter(records: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  const salutation = salutationAt(texts);
  if (salutation < LETTERHEAD_LINES) return undefined;
  const heads = texts.slice(0, LETTERHEAD_LINES).map((t) => t.trim());
  for (let k = salutation + 1; k < texts.length; k++) {
    if (!VALEDICTION.test(texts[k])) continue;
    for (let i = k + 1; i < texts.length && i <= k + WRITER_BELOW_CLOSING; i++) {
      const name = afterSignersPost(texts[i].trim().replace(/[.,]$/, ''));
      if (name.length < 3 || name.length > FIRM_LINE_MAX || !/^\p{Lu}/u.test(name) || TITLE_HEAD_WORDS.test(name)) continue;
      // The signer's own line: a name over an office line, or a person's name right under the closing. A trading name
      // may read as a person's ("Radio Yapti Tasba"): under the signer's office it is the writer's.
      // A person's name is the writer's own only where it is the letterhead's whole first line: a tradesman or a sole
      // trader heads the letter with his name over his trade ("Colm Ó Conghaile" / "Stonemason" / <address>, closing "Is
      // mise le meas," / "Colm Ó Conghaile"; facts set 77's cause 2, issue 18, h121f77).
      if (TITLE_HEAD_WORDS.test((texts[i + 1] ?? '').trim()) || (i === k + 1 && isPersonName(name, true) && heads[0].toUpperCase() !== name.toUpperCase())) continue;
      const key = partyKey(name);
      if (key === '' || records.some((p) => p.party === key)) continue;
      const head = heads.findIndex((h) => h.length > name.length - 1 && h.slice(0, name.length).toUpperCase() === name.toUpperCase() && LETTERHEAD_TAIL.test(h.slice(name.length)));
      if (head < 0) continue;
      const topAt = texts[head].indexOf(heads[head]);
      const begin = texts[i].indexOf(name);
      return {
        party: key,
        role: 'Unknown',
        importance: 'Unknown',
        mentions: [{ element: head, begin: topAt, end: topAt + name.length, text: texts[head].slice(topAt, topAt + name.length) }, { element: i, begin, end: begin + name.length, text: name }],
      };
    }
    return undefined;
  }
  return undefined;
}
