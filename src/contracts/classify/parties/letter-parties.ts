/**
 * The parties of a letter agreement that names them nowhere but in its letterhead and its addressee block: "SIA BALTIC
 * CLOUD HOSTING" over its address and date, "AS Daugava Insurance" / "Attn: …" above "Dear Mr …", and a body written
 * "we" / "you" throughout ("You will pay us EUR 2 950 per month"). The writer is the party that says "we", the addressee
 * the one it calls "you" (h22facts). Read only when nothing else made a party Primary: a letter that names its parties in
 * a sentence ("We refer to the Contract between A ("KDM") and B ("Mokolodi")") is read by its aliases. A letter with no
 * letterhead names its writer where it signs: the firm alone on the line under its closing ("Yours sincerely," / "Birch
 * & Co LLP"; issue 18, h38rev).
 */
import type { PartyRecord } from './party-record.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { NAME_LINE, TITLE_HEAD_WORDS, VALEDICTION } from './details/line-shapes.js';
import { isPersonName } from '../names/person-names.js';

/** A letter's salutation, which closes the addressee's block. */
export const SALUTATION = /^\s*Dear\s/i;
/** The salutation's word, no part of the name it calls ("Dear Sophie Lambert ("you"),"; h100p59). */
export const SALUTATION_WORD = String.raw`(?:[Dd]ear|DEAR)`;
/** How far down a letter's salutation may stand (letterhead, address, date, addressee, attention and address lines). */
export const SALUTATION_WITHIN = 12;
/** The index of a letter's salutation among its first SALUTATION_WITHIN lines, or -1 (one home for its readers, h111dup). */
export function salutationAt(texts: readonly string[]): number {
  return texts.slice(0, SALUTATION_WITHIN).findIndex((t) => SALUTATION.test(t));
}
/**
 * Whether the document is a letter: a salutation ("Dear …") among its first lines and a closing ("Yours sincerely,",
 * "Best wishes,") on a line of its own below it. Its writer says "we" as an e-mail's does (pronouns.ts; set 90's "Left",
 * issue 18, h116n90): "Dear Tom," / "We pay GBP 40 for each rug." / "Yours sincerely," / "Ann Reid" binds "we".
 */
export function signsAsLetter(texts: readonly string[]): boolean {
  const salutation = salutationAt(texts);
  return salutation >= 0 && texts.some((t, k) => k > salutation && VALEDICTION.test(t));
}
/** The letterhead: the first lines of the letter. */
export const LETTERHEAD_LINES = 2;
/** The writer's and the addressee's own words in the body. */
const WE = /\b(?:we|us|our)\b/i;
const YOU = /\b(?:you|your)\b/i;

/**
 * Makes the letterhead's organisation the Primary party that speaks as "we" and the addressee block's the one spoken to as
 * "you", in `pronounOf` (by party key), when the letter is such; `records` are the parties found so far.
 */
export function letterParties(records: readonly PartyRecord[], texts: readonly string[], pronounOf: Map<string, string>): void {
  if (records.some((p) => p.importance === 'Primary')) return;
  const salutation = salutationAt(texts);
  if (salutation < 0) return;
  const body = texts.slice(salutation + 1);
  if (!body.some((t) => YOU.test(t))) return;
  const first = (p: PartyRecord): number => Math.min(...p.mentions.map((m) => m.element));
  // The firm that signs under the closing is the writer, above all when the letter has no letterhead and its first lines
  // are the addressee's.
  const writer = records.find((p) => p.mentions.some((m) => signsUnderClosing(texts, m.element, salutation))) ?? records.find((p) => first(p) < LETTERHEAD_LINES);
  if (!body.some((t) => WE.test(t)) && !(writer !== undefined && writesAsPerson(writer, texts) && body.some(speaksAsI))) return;
  const addressee = records.find((p) => p !== writer && (first(p) >= LETTERHEAD_LINES || first(writer ?? p) > salutation) && first(p) < salutation);
  // Each named again below the salutation (the signature block, the countersignature): a party, not a name in passing.
  const again = (p: PartyRecord): boolean => p.mentions.some((m) => m.element > salutation);
  // Or the writer named in its letterhead alone, its closing signed by its officer ("Yours sincerely," / name / "Events
  // Manager"): the officer signs for the letterhead's company (facts set 61's cause 1, h103p61; as h101p60's quotation).
  const signedForIt = (p: PartyRecord): boolean => p.mentions.every((m) => m.element < LETTERHEAD_LINES) && signedByOfficer(texts);
  if (!writer || !addressee || !(again(writer) || signedForIt(writer)) || !again(addressee)) return;
  writer.importance = 'Primary';
  addressee.importance = 'Primary';
  pronounOf.set(writer.party, 'we');
  pronounOf.set(addressee.party, 'you');
  // The pronouns are their aliases: the letter's "we" and "you" name them, and their signature blocks are read by them.
  writer.alias = 'we';
  addressee.alias = 'you';
  addressee.role = 'Buyer';
}

/**
 * The writer speaking of itself as one person: "I", "me", "my". A person who heads the letter with her own name and signs
 * it under her closing ("Dana Zhumabekova" / <address> … "Yours sincerely," / "Dana Zhumabekova"; letterhead-signer.ts
 * unformedLetterWriter) writes "I" where a firm writes "we": the letter is her contract with the company it is written to
 * and that signs it back ("Agreed for Steppe Solar Works LLP:" / "Lukas Ortner, Project Director"), the writer one side
 * and the company called "you" the other, as in a firm's letter (facts set 79's cause 1, issue 18, h122f79; sets 78 and
 * 79 hold the only two such letters of the 174 sets). Case-sensitive "I": "i" is no pronoun. Bounded: linear.
 */
const FIRST_PERSON = /\bI\b|\b(?:me|my)\b/;
/**
 * A part of a document or a step numbered by the Roman "I" ("listed in Annex I", "Schedule I", "Part I", "Phase I"): no
 * writer's "I" (review82 #4, issue 18, h122mendF). Removed before FIRST_PERSON is read. Bounded: linear.
 */
const NUMBERED_I = /\b(?:annex(?:ure)?|schedule|appendix|exhibit|attachment|enclosure|part|phase|article|section|clause|chapter|volume|table|stage|class|grade|tier|level|title)\s{1,3}I\b/gi;

/** Whether `text` holds the writer's "I", "me" or "my" (FIRST_PERSON), a part numbered "I" left out (NUMBERED_I). */
const speaksAsI = (text: string): boolean => FIRST_PERSON.test(text.replace(NUMBERED_I, ''));

/** Whether the writer is a person whose name alone is the letter's first line (a sole trader's or a landlord's letter). */
function writesAsPerson(writer: PartyRecord, texts: readonly string[]): boolean {
  const head = texts[0]?.trim() ?? '';
  return writer.mentions.some((m) => m.element === 0 && m.text === head) && isPersonName(head, true);
}

/** Longest line read as a firm's name alone under a letter's closing (a writer with no legal form too: letterhead-signer.ts). */
export const FIRM_LINE_MAX = 80;

/** Whether element `at` is a short line right under the letter's closing ("Yours sincerely,"), below its salutation. */
function signsUnderClosing(texts: readonly string[], at: number, salutation: number): boolean {
  return at - 1 > salutation && VALEDICTION.test(texts[at - 1]) && texts[at].trim().length <= FIRM_LINE_MAX;
}

/** Longest line read as a signer's office under the signer's name ("Administrator", "Sales Manager"). */
const OFFICE_LINE_MAX = 60;

/** Whether a closing below the letterhead is followed by a person's name line and an office line under it. */
export function signedByOfficer(texts: readonly string[]): boolean {
  for (let k = LETTERHEAD_LINES; k + 2 < texts.length; k++) {
    if (!VALEDICTION.test(texts[k])) continue;
    const name = runnable(NAME_LINE).exec(texts[k + 1]);
    const office = texts[k + 2].trim();
    if (name !== null && isPersonName(name[1], true) && office.length <= OFFICE_LINE_MAX && TITLE_HEAD_WORDS.test(office)) return true;
  }
  return false;
}
