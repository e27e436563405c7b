/**
 * What a document says of itself in its own words, when it is no "agreement" (issue 18, h91fd; facts set 52's cause 14):
 * - it calls itself by its title's head word: "This memo runs through October 31, 2038." under "MEMO OF AGREEMENT", "this
 *   letter", "this confirmation", "this order" — the head is the title's last word before its "of", "for" or "on" (MEMO of
 *   "MEMO OF AGREEMENT", LETTER of "LETTER OF AWARD"), else its last word (CONFIRMATION of "CARRIER RATE
 *   CONFIRMATION"); a sentence naming it so speaks of the document's own dates as "This agreement runs through …" does;
 * - "Agreed May 2, 2038." (or "Agreed on …", "Agreed this 2nd day of May 2038") opening its line dates the parties'
 *   agreeing, the document's making, as "Agreed and signed on …" does. A date right after the word: "Agreed damages
 *   are …" or "Agreed 30 days' notice" are none.
 * Anchored or bounded: linear.
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { MONTH_NAME } from '../lexicon/calendar-words.js';

const DATE_OPENS = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s{1,3}(?:day\s{1,3}of\s{1,3})?${MONTH_NAME}\b|${MONTH_NAME}\.?\s{1,3}\d{1,2}\b|\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b)`;
const AGREED_LINE = new RegExp(String.raw`^\s*agreed\s{1,3}(?:(?:on|this|as\s{1,3}of)\s{1,3})?(?:the\s{1,3})?${DATE_OPENS}`, 'i');

/** Whether `text` opens "Agreed <date>" (see above). */
export const agreedOnLine = (text: string): boolean => AGREED_LINE.test(text);

const SMALL_LINK = /\s(?:of|for|on)\s/i;

/** The head word of a title's kind ("MEMO OF AGREEMENT" → "MEMO", "CARRIER RATE CONFIRMATION" → "CONFIRMATION"). */
export function titleHead(kind: string): string | undefined {
  const link = SMALL_LINK.exec(kind);
  const words = (link === null ? kind : kind.slice(0, link.index)).trim().split(/\s+/);
  const head = words[words.length - 1];
  return /^\p{L}{3,}$/u.test(head ?? '') ? head : undefined;
}

/**
 * The verbs of a document's own time after its name: it runs, expires, ends, is valid, remains or comes into force,
 * starts, takes effect. Not what the document orders done ("This order shall be delivered until …": a delivery's date).
 */
const OWN_TIME_VERB = String.raw`(?:(?:shall|will|is|does|must)\s{1,3})?(?:(?:be|remain|become)\s{1,3})?(?:runs?|expires?|ends?|valid|effective|remains?|continues?|terminates?|commences?|starts?|begins?|takes?\s{1,3}effect|comes?\s{1,3}into|in\s{1,3}force|lasts?)\b`;

/**
 * A test of whether a text names the document "this <head>" (two words between at most: "this purchase order") as the
 * subject of its own time (OWN_TIME_VERB); or, given the title's `relation` word, names the relation the document
 * creates so ("The membership starts on 1. 2. 2043." under "MEMBERSHIP AGREEMENT"; `relationWord`).
 */
export function namesItselfBy(head: string, relation?: string): (text: string) => boolean {
  const self = new RegExp(String.raw`\bthis\s{1,3}(?:[\p{L}-]{1,20}\s{1,3}){0,2}?${escapeRegExp(head)}\s{1,3}${OWN_TIME_VERB}`, 'iu');
  const named = relation === undefined ? undefined
    : new RegExp(String.raw`\b${escapeRegExp(relation)}\s{1,3}${OWN_TIME_VERB}`, 'iu');
  return (text) => self.test(text) || (named?.test(text) ?? false);
}

/**
 * The relation a title says the agreement creates, the word right before its head: MEMBERSHIP of "MEMBERSHIP
 * AGREEMENT", TENANCY of "TENANCY AGREEMENT" (issue 18, h100a60; facts set 60's cause 8). A sentence giving that
 * relation its own time ("The membership starts on …", "Membership ends on …") dates the agreement, as "The
 * subscription starts on …" does: docs/contracts.md's rule dates the engagement, employment or appointment an agreement
 * creates. Only under an agreement's or a contract's title, and a word of four letters or more that is no number's or
 * a general word ("THIS AGREEMENT", "FORM OF CONTRACT").
 */
export function relationWord(kind: string): string | undefined {
  const words = kind.trim().split(/\s+/);
  const head = words[words.length - 1];
  const before = words[words.length - 2];
  if (!/^(?:agreement|contract)$/iu.test(head ?? '') || before === undefined) return undefined;
  return /^\p{L}{4,}$/u.test(before) && !GENERAL_TITLE_WORDS.has(before.toLowerCase()) ? before : undefined;
}

/** Words before "Agreement" that name no relation of the parties' ("THIS AGREEMENT", "MASTER AGREEMENT"). */
const GENERAL_TITLE_WORDS: ReadonlySet<string> = new Set(['this', 'that', 'master', 'framework', 'main', 'principal', 'general', 'standard', 'model', 'form', 'written', 'present', 'such', 'same', 'entire', 'whole', 'said']);
