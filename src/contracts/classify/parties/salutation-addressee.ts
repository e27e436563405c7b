/**
 * The addressee of a letter agreement who is a person the letter never brackets: "Ms Tamsin Christian" over her address
 * above "Dear Tamsin,", a body in "we" and "you" ("Kōkako Fine Foods Limited will buy your honey …", "You will send us
 * …"), and under the writer's closing her acceptance "I accept the terms of this letter." / "Signed: ____" / "Tamsin
 * Christian". The letter is the contract of its writer and the person it is written to and who signs it back: she is
 * the party the letter calls "you" (facts set 54's cause 7, issue 18, h95f54), as a person named before `("you")` is
 * (you-bracket-persons.ts). Without her the acceptance's name was read as the writer's contact.
 */
import { COURTESY_TITLE } from '../lexicon/courtesy-titles.js';
import { isPersonName } from '../names/person-names.js';
import { LETTERHEAD_LINES, SALUTATION_WITHIN } from './letter-parties.js';
import type { OrgMention } from './party-record.js';
import { NAME_THEN_DATE_FIELD, SIGNER_LINE } from './details/line-shapes.js';
import { partyKey } from './party-key.js';

/** "Dear Tamsin,", "Dear Ms Christian:", "Dear Tamsin Christian,": the names the salutation calls the addressee by. */
const DEAR = new RegExp(String.raw`^\s*Dear\s{1,3}(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30}){0,2})\s*(?:[,:]\s*)?$`, 'u');
/** An addressee's line: a courtesy title perhaps, then the person's two to four names alone on the line. Anchored: linear. */
const NAME_LINE = new RegExp(String.raw`^\s*(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’.-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’.-]{0,30}){1,3})\s*(?:,\s*)?$`, 'u');
/** A salutation's words that call nobody by name: "Dear Sir,", "Dear Madam,", "Dear Sir or Madam,", "Dear Customer,". */
const GENERIC_CALLED = /^(?:Sirs?|Madam|Madame|or|and|Customer|Client)$/;
/** A line opening with a courtesy title. Anchored: linear. */
const TITLED = new RegExp(String.raw`^\s*(?:${COURTESY_TITLE})\.?\s`, 'u');
/** The addressee's own acceptance: "I accept the terms of this letter.", "I agree to the above.", "Accepted:". */
// Or the formula a quotation is accepted by, perhaps quoted and followed by a place and a date: `"Quotation accepted, good
// for works", <place>, <date>`, "Offer accepted", "Good for agreement" (French drafting's "bon pour accord"; facts set 64's
// cause 4, issue 18, h104q64).
const I_ACCEPT = String.raw`^\s*(?:["“]\s*)?I\s+(?:hereby\s+)?(?:accept|agree)\b`;
const ACCEPTS = new RegExp(String.raw`${I_ACCEPT}|^\s*(?:["“]\s*)?(?:(?:agreed\s+and\s+)?accepted\b|agreed\b|(?:quotation|quote|offer|estimate|proposal)\s+accepted\b|good\s+for\s+(?:agreement|works|acceptance)\b|bon\s+pour\s+accord\b)`, 'i');
/** The acceptance in the first person: "I accept the above.", "I agree to the terms above". Anchored: linear. */
const FIRST_PERSON_ACCEPTS = new RegExp(I_ACCEPT, 'i');
/** How many lines below the acceptance the addressee's name may stand ("Signed: ____", then the name). */
const NAME_BELOW_ACCEPTANCE = 3;
/** The letter speaks to its addressee. */
const YOU = /\b(?:you|your)\b/i;
/**
 * A letter of employment ("We are pleased to offer you the position of …", "Your salary will be …"): its addressee is the
 * employee the sets' conventions leave out of the parties (facts sets 2 and 18's offer letters), not a party written to.
 */
const EMPLOYMENT = /\b(?:employment|salary|(?:offer\s+you|your)\s+(?:the\s+)?position|probation(?:ary)?)\b/i;
/** A bracket that names its "you" already (`("you")`, `(the "Seller" or "you")`): read by the bracket's own readers. */
const YOU_BRACKETED = /["“]you["”]/i;
/** Any quoted alias in brackets (`("Buyer")`, `(the "Shop")`): a letter that names its parties so is read by its aliases. */
const ALIAS_BRACKET = /\(\s{0,2}(?:the\s{1,3})?["“]/i;
/** A field's label before its value ("Delivery address: ", "Customer: "): a few words and a colon. Anchored: linear. */
const FIELD_LABEL = /^\s*\p{L}[\p{L}'’ -]{0,40}:\s{0,3}$/u;
/** How many of the letter's last lines its closing company line may stand among (the company, a signer, an address). */
const CLOSING_LINES = 4;

/**
 * The mentions of a letter's addressee, a person named in its address block, called by the salutation and signing the
 * acceptance below: the address line's with the alias "you", and the acceptance's name line's. None when the letter
 * brackets its "you" or `orgs` (the names found so far) already hold the address line's name.
 */
export function salutationAddressee(texts: readonly string[], orgs: readonly OrgMention[]): OrgMention[] {
  const salutation = texts.slice(0, SALUTATION_WITHIN).findIndex((t) => DEAR.test(t));
  if (salutation < 0) return toFieldAddressee(texts, orgs);
  if (salutation < LETTERHEAD_LINES) return [];
  const calledWords = (DEAR.exec(texts[salutation]) as RegExpExecArray)[1].split(/\s+/);
  // "Dear Sir," / "Dear Madam," calls the addressee by no name: the address block's titled name line is the one written to.
  const generic = calledWords.every((w) => GENERIC_CALLED.test(w));
  const called = generic ? [] : calledWords;
  const body = texts.slice(salutation + 1);
  if (!body.some((t) => YOU.test(t)) || body.some((t) => YOU_BRACKETED.test(t) || EMPLOYMENT.test(t))) return [];
  const found = signedBack(texts, orgs, salutation, called, generic) ?? calledInFull(texts, orgs, salutation, called);
  // "To: Mr Arben Dushaj, <address>" over "Dear Mr Dushaj,": the field names the person the salutation calls.
  return found.length > 0 ? found : toFieldAddressee(texts, orgs);
}

/** The address block's form: the person over her address, signing the acceptance under the writer's closing. */
function signedBack(texts: readonly string[], orgs: readonly OrgMention[], salutation: number, called: readonly string[], generic = false): OrgMention[] | undefined {
  // The address block: the lines between the letterhead and the salutation; the nearest name line the salutation calls.
  let address: OrgMention | undefined;
  for (let i = salutation - 1; i >= 1 && address === undefined; i--) {
    const m = NAME_LINE.exec(texts[i]);
    if (m === null || !isPersonName(m[1], true)) continue;
    // Under a generic salutation only a name with its courtesy title ("Mr Soane Falelavaki") is the addressee's line.
    if (generic && !TITLED.test(texts[i])) continue;
    const words = m[1].split(/\s+/);
    if (!called.every((w) => words.includes(w))) continue;
    const begin = m.index + m[0].indexOf(m[1]);
    address = { element: i, begin, end: begin + m[1].length, text: m[1], alias: 'you' };
  }
  if (address === undefined) return undefined;
  const { element, begin, end } = address;
  if (orgs.some((o) => o.element === element && o.begin < end && begin < o.end)) return [];
  // Signed back under the acceptance by the same name: she is a party, not a name the letter is sent to.
  const signed = signedUnderAcceptance(texts, salutation, address.text);
  return signed === undefined ? undefined : [address, signed];
}

/**
 * The addressee's name under the acceptance with her trade or office after a comma, in small letters: "Accepted on the
 * terms above:" / "U Aung Myint Oo, boat builder" (a resort's order letter to a village boat builder; the builder was
 * read as the resort's second contact: facts set 65's cause 8, issue 18, h105q65). Anchored, bounded: linear.
 */
const NAME_LINE_WITH_TRADE = new RegExp(String.raw`^\s*(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’.-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’.-]{0,30}){1,3})\s{0,3},\s{1,3}\p{Ll}[\p{Ll}'’-]{1,30}(?:\s{1,3}\p{Ll}[\p{Ll}'’-]{1,30}){0,3}\s*$`, 'u');

/**
 * The addressee's name on the acceptance's own line after its colon, perhaps with her identity document after a comma:
 * "ACCEPTED: Ana Lucía Pérez Xicará, DPI 2541 86377 0901" (a Guatemalan orchestra's letter to a client, who signs it back
 * with her DPI; facts set 73's cause 5, issue 18, h117q73). Read after ACCEPTS; anchored, bounded: linear.
 */
const NAME_ON_ACCEPTANCE = new RegExp(String.raw`^\s{0,3}:\s{0,3}(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’.-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’.-]{0,30}){1,3})\s{0,3}(?:,[^\n]{0,80})?$`, 'u');

/**
 * The addressee's name on the first acceptance's line after line `from` ("ACCEPTED: <name>"), or alone on a line (or with
 * her trade after it) at most NAME_BELOW_ACCEPTANCE under it.
 */
function signedUnderAcceptance(texts: readonly string[], from: number, name: string): OrgMention | undefined {
  const acceptance = texts.findIndex((t, i) => i > from && ACCEPTS.test(t));
  if (acceptance < 0) return undefined;
  const head = ACCEPTS.exec(texts[acceptance]) as RegExpExecArray;
  const rest = texts[acceptance].slice(head[0].length);
  const on = NAME_ON_ACCEPTANCE.exec(rest);
  if (on !== null && on[1] === name) {
    const at = head[0].length + on[0].indexOf(on[1]);
    return { element: acceptance, begin: at, end: at + name.length, text: name };
  }
  for (let i = acceptance + 1; i <= acceptance + NAME_BELOW_ACCEPTANCE && i < texts.length; i++) {
    const m = NAME_LINE.exec(texts[i]) ?? NAME_LINE_WITH_TRADE.exec(texts[i]) ?? NAME_THEN_DATE_FIELD.exec(texts[i]);
    if (m !== null && m[1] === name) {
      const at = m.index + m[0].indexOf(m[1]);
      return { element: i, begin: at, end: at + m[1].length, text: m[1] };
    }
    // Or on a "Signed:" line of its own, the name alone after the colon (signedOnLine), under her own "I accept …": an
    // acceptance "for and on behalf of <company>" is signed by the company's officer (facts sets 24 and 25).
    const signed = FIRST_PERSON_ACCEPTS.test(texts[acceptance]) ? signedOnLine(texts[i], name) : -1;
    if (signed >= 0) return { element: i, begin: signed, end: signed + name.length, text: name };
  }
  return undefined;
}

/**
 * Where the acceptance's signer writes the addressee's name alone after "Signed:" ("I accept the above." / "Signed: Síle
 * Ní Fhlatharta" / "Date: 20 March 2047", an Irish tradesman's letter; facts set 77's cause 2, issue 18, h121f77), as
 * details/line-shapes.ts SIGNER_LINE reads a signer's line: its label "Signed" and no post after the name (a post makes
 * the line a body's officer's, "Signed: Olivia Grant, Director"). -1 when the line is none or names another.
 */
function signedOnLine(line: string, name: string): number {
  const m = line.length <= 120 ? SIGNER_LINE.exec(line) : null;
  if (m === null || !/^signed$/i.test(m[1]) || m[2] !== name || m[3] !== undefined) return -1;
  return line.lastIndexOf(name);
}

/**
 * A quotation's or a letter's "To:" field naming a private client, with no salutation ("To: Mr Arben Dushaj, <flat
 * address>"), the body speaking to "you" and the client signing its acceptance below by the same name ("Accepted by
 * the client:" / "I accept this quotation …" / place and date / "Arben Dushaj"): the client is the party the letter
 * calls "you", as the address block's person over "Dear …," is (facts set 60's cause 1, issue 18, h101p60;
 * docs/contracts.md, h101p60). "To:" alone is an addressee's label: without the acceptance signed by that name, none.
 * Anchored, bounded words: linear.
 */
const TO_FIELD = new RegExp(String.raw`^\s{0,3}To\s{0,3}:\s{0,3}(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30}){1,3})(?:\s{0,3},\s[^<>@]{1,160})?\s*$`, 'u');
function toFieldAddressee(texts: readonly string[], orgs: readonly OrgMention[]): OrgMention[] {
  const to = texts.slice(0, SALUTATION_WITHIN).findIndex((t) => TO_FIELD.test(t));
  if (to < 1) return [];
  const m = TO_FIELD.exec(texts[to]) as RegExpExecArray;
  if (!isPersonName(m[1], true)) return [];
  const body = texts.slice(to + 1);
  if (!body.some((t) => YOU.test(t)) || body.some((t) => YOU_BRACKETED.test(t) || EMPLOYMENT.test(t)) || texts.some((t) => ALIAS_BRACKET.test(t))) return [];
  const begin = m.index + m[0].indexOf(m[1], m[0].indexOf(':'));
  const address: OrgMention = { element: to, begin, end: begin + m[1].length, text: m[1], alias: 'you' };
  if (orgs.some((o) => o.element === to && o.begin < address.end && begin < o.end)) return [];
  const signed = signedUnderAcceptance(texts, to, address.text);
  return signed === undefined ? [] : [address, signed];
}

/**
 * A shop's order confirmation to a private customer (facts set 58's cause 1, issue 18, h99fp): the company's letterhead
 * ("Kamogawa Chaho Co., Ltd. – Online Shop") and its closing line, "Dear Emily Hartmann," with her whole name, the body in
 * "we" / "your order", and her name again in a field below ("Delivery address: Emily Hartmann, …"). The letter is the
 * contract of its writer and the person it calls by her whole name: she is its "you" (docs/contracts.md, h99fp). None
 * when the letter brackets an alias (its aliases name its parties) or its letterhead's company does not close it.
 */
function calledInFull(texts: readonly string[], orgs: readonly OrgMention[], salutation: number, called: readonly string[]): OrgMention[] {
  if (called.length < 2 || !isPersonName(called.join(' '), true) || texts.some((t) => ALIAS_BRACKET.test(t))) return [];
  const closing = Math.max(salutation + 1, texts.length - CLOSING_LINES);
  const writers = new Set(orgs.filter((o) => o.element < LETTERHEAD_LINES).map((o) => partyKey(o.text)));
  if (!orgs.some((o) => o.element >= closing && writers.has(partyKey(o.text)))) return [];
  const name = called.join(' ');
  const line = texts[salutation];
  const at = line.lastIndexOf(name);
  if (at < 0) return [];
  for (let i = salutation + 1; i < closing; i++) {
    const again = texts[i].indexOf(name);
    // The name opening a field's value, never inside a sentence (a third person's namesake).
    if (again < 0 || !FIELD_LABEL.test(texts[i].slice(0, again))) continue;
    if (orgs.some((o) => o.element === i && o.begin < again + name.length && again < o.end)) return [];
    return [{ element: salutation, begin: at, end: at + name.length, text: name, alias: 'you' }, { element: i, begin: again, end: again + name.length, text: name }];
  }
  return [];
}
