/**
 * A date alone on its line in the signature blocks, a party's signing line right under it: the Korean standard form's
 * "2038. 9. 20." over "Party A (Seller): <name> (seal)", "20 September 2038" over "Party A: ____", "Seller: <name>" or a
 * company's line. Forms of Korean, Chinese and Japanese drafting date the signing so, without a "Date:" label or a place
 * (issue 18, h93fd; facts set 54's cause 13). facts.ts reads it only after the body (after the last long element) and
 * only a line that is the date alone: a letter's date line stands over its addressee, above the body.
 *
 * The lines under it that are a party's signing line: the readers of the place-and-date line's blocks (a role's label,
 * a defined name in capitals, the parties' own names, a company's line; facts.ts passes them) and a party's letter or
 * ordinal as a form labels it, its role perhaps in brackets: "Party A (Seller):", "Party B:", "First Party (Lessor):",
 * "Seller (Party A):". A clause's verb after the label is a sentence, no signing line.
 */
import { ROLE_WORDS } from '../lexicon/roles.js';

/** "Party A", "Party B", "First Party", "Second Party", "Party One": the labels a form gives its parties. */
const PARTY_LABEL = String.raw`(?:Party\s{1,3}(?:[A-D]|One|Two|Three|I{1,3})|(?:First|Second|Third)\s{1,3}Party|PARTY\s{1,3}(?:[A-D]|ONE|TWO|THREE|I{1,3})|(?:FIRST|SECOND|THIRD)\s{1,3}PARTY)`;
/**
 * The label, a bracket perhaps (its role, or the label after a role: "Seller (Party A)"), a colon, then nothing, a blank
 * or a capitalised name. Case-sensitive. Anchored, each part bounded: linear.
 */
const PARTY_LABEL_LINE = new RegExp(String.raw`^\s{0,8}(?:${PARTY_LABEL}(?:\s{0,3}\([^()\n]{1,40}\))?|\p{Lu}[\p{L}-]{1,30}\s{0,3}\(\s{0,3}${PARTY_LABEL}\s{0,3}\))\s{0,3}:\s{0,3}(?:$|[_.…\s–—-]{2,80}(?:$|\p{Lu})|\p{Lu})`, 'u');
/**
 * A block a form opens with its party's role in brackets, then the block's first field: "(Employer) Business name:
 * Haetsal Susan", "(Employee) Address: …" (the Korean standard labour contract's "(사업주)" / "(근로자)" translated;
 * issue 18, h114q72, facts set 72's cause 5). A role word of the lexicon, as written; a capitalised word after the
 * bracket. Anchored, bounded: linear.
 */
const BRACKETED_ROLE_LINE = new RegExp(String.raw`^\s{0,8}\(\s{0,3}(?:${ROLE_WORDS.map((w) => w.replace(/\s+/g, String.raw`\s{1,3}`)).join('|')})\s{0,3}\)\s{0,3}\p{Lu}`, 'u');
/** A verb a clause about the party would have ("Party A: shall deliver …"): a sentence, no signing line. */
const CLAUSE_VERB = /\b(?:shall|will|must|may|agrees?|is|are|pays?|undertakes?|be|been|was|were|has|have|should|can)\b/i;
/** The longest signing line read (a label, a company with its form, a signer). */
const LINE_MAX = 120;
/** Nothing before the date on its line; at most a stop after it. */
const NOTHING = /^\s*$/;
const STOP_ONLY = /^[\s.]*$/;

/** Whether the element under `i` is a form's party line: "Party A (Seller): Ko Min-jun (seal)". */
export function partyLabelBelow(elements: readonly { text: string }[], i: number): boolean {
  const below = elements[i + 1]?.text;
  return below !== undefined && below.length <= LINE_MAX && (PARTY_LABEL_LINE.test(below) || BRACKETED_ROLE_LINE.test(below)) && !CLAUSE_VERB.test(below);
}

/**
 * Whether the date at `begin`–`end` of element `i` stands alone on its line (nothing before it, at most a stop after)
 * over a party's signing line: `below(i)` the other readers of a signing line, `partyLabelBelow` the form's.
 */
export function bareDateOverSigner(elements: readonly { text: string }[], i: number, begin: number, end: number, below: (i: number) => boolean): boolean {
  const text = elements[i].text;
  return NOTHING.test(text.slice(0, begin)) && STOP_ONLY.test(text.slice(end)) && (partyLabelBelow(elements, i) || below(i));
}
