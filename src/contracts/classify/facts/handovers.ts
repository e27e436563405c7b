/**
 * A hire's or a loan's span told by the thing's handover and return: "The car is lent for ten (10) days: it is handed
 * over on Saturday, 14 June 2043 at 08:00 and returned on the 24th of June 2043 by 20:00" dates the loan's start and
 * end, as "the loan runs from … until …" does; a thing "let from <date> to <date>" ("The room is let for the academic
 * year, from 1 September 2043 to 30 June 2044") is let for that span, as "The letting runs from … to …" says (issue 18,
 * h102d62; facts set 62's causes 8 and 9; docs/contracts.md "Facts set 62's dates, terms, amounts and types").
 *
 * The thing let, lent or hired is the subject: the sentence holds the relation's verb in the passive ("is let", "is
 * lent", "is hired", "are rented") or the active "lends", "lets", "hires", "rents" of a party. Within it, the date right
 * after "handed over (to the X) on", "picked up on", "collected on" opens the span, the date right after "returned
 * (to the X) on" or "by", "handed back on", "brought back on", "dropped off on" closes it. Money handed back ("the
 * deposit is returned on …") is a refund, no end. Each pattern anchored or bounded: linear.
 */
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';

const RELATION_VERB = /\b(?:(?:is|are|shall\s{1,3}be|will\s{1,3}be|being)\s{1,3}(?:let|lent|loaned|hired|rented|leased|sublet|chartered)|lends|lets|hires|rents|leases|loans)\b/i;
const LET_FROM = /\b(?:is|are|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:let|lent|loaned|hired|rented|leased|sublet|chartered)\b[^.;]{0,60}?\bfrom\s/i;
/**
 * The owner letting, chartering or hiring out the thing in the active voice, the span after it: "The Owner charters to the
 * Lodge his boat "Bituin" with its pilot, for the Lodge's trips, from 1 June 2041 to 31 October 2041", "The Owner hires his
 * van to the Hirer from …", "The Lodge charters from the Owner …" — let for that span as the passive "is chartered … from
 * … to …" is (issue 18, h104d64; facts set 64's cause 8). What is let and for what may take a long clause, so the "from"
 * must lead to a date (a day's figure, a month's name, a weekday): "rents the shop from the Landlord" names a party, no
 * time. Bounded: linear.
 */
const LETS_FROM_DATE = new RegExp(String.raw`\b(?:lets|leases|sublets|charters|hires|rents|lends|loans)(?:\s{1,3}out)?\b[^.;]{0,200}?\bfrom\s{1,3}(?:${WEEKDAY_NAME},?\s{1,3})?(?:the\s{1,3})?(?!\d{1,2}[.:]\d)(?:\d|${MONTH_NAME}\b)`, 'i');
const DAY_LEAD = String.raw`(?:${WEEKDAY_NAME},?\s{1,3})?(?:the\s{1,3})?$`;
const TO_SOMEONE = String.raw`(?:\s{1,3}to\s{1,3}(?:the\s{1,3})?[\p{L}-]{1,30})?`;
const HANDED_OVER = new RegExp(String.raw`\b(?:handed\s{1,3}over|picked\s{1,3}up|collected)${TO_SOMEONE}\s{1,3}(?:on|at)\s{1,3}${DAY_LEAD}`, 'iu');
const RETURNED = new RegExp(String.raw`\b(?:returned|handed\s{1,3}back|brought\s{1,3}back|given\s{1,3}back|dropped\s{1,3}off)${TO_SOMEONE}\s{1,3}(?:on|by)\s{1,3}${DAY_LEAD}`, 'iu');
const MONEY_RETURNED = /\b(?:deposits?|bonds?|sums?|money|monies|amounts?|payments?|prices?|fees?|rent)\b[^.;,]{0,40}$/i;

/** Whether `text` speaks of a thing let, lent or hired (its handover and return then date the span). */
export function letsAThing(text: string): boolean {
  return RELATION_VERB.test(text);
}

/** Whether `text` lets, lends or hires a thing "from" a time ("The room is let … from 1 September 2043 to …"). */
export function letFrom(text: string): boolean {
  return LET_FROM.test(text) || LETS_FROM_DATE.test(text);
}

// The loan as the subject of its own start or end: "The loan begins on 14 June 2043 and ends on 24 June 2043", "the loan
// shall end on …", "The loan of the car begins on …" (what is lent after "of", up to three words) — a thing lent for a span its dates bound, as "the letting runs from … to …" (PERIOD_NOUN_RUNS in
// facts.ts, which leaves "loan" out: "interest on the loan from … to …" is a money loan's interest period, no span of the
// contract). Only "the/this loan" right before the verb and "on" right after it, and no preposition before "the loan":
// "Interest on the loan begins on …", "repayment of the loan starts on …" date another thing (issue 18, h103d62;
// h102d62's leftover). Bounded: linear.
const LOAN_BEGINS_OR_ENDS = /(?<!\b(?:on|of|under|to|for|from|with|upon|against)\s{1,3})\b(?:the|this)\s{1,3}loan(?:\s{1,3}of\s{1,3}(?:the|a|an|his|her|its|their|my|our|your)\s{1,3}[\p{L}-]{1,20}(?:\s{1,3}[\p{L}-]{1,20}){0,2})?\s{1,3}(?:(?:shall|will)\s{1,3})?(?:begins?|starts?|commences?|ends?|expires?|finish(?:es)?)\s{1,3}on\b/iu;

/** Whether `text` gives the loan's own start or end ("The loan begins on … and ends on …"). */
export function loanBeginsOrEnds(text: string): boolean {
  return LOAN_BEGINS_OR_ENDS.test(text);
}

/** 'effective' or 'termination' when the words `before` a date lead up to the thing's handover or its return. */
export function handoverKind(before: string): 'effective' | 'termination' | undefined {
  const near = before.slice(-80);
  const handed = HANDED_OVER.exec(near);
  if (handed !== null) return MONEY_RETURNED.test(near.slice(0, handed.index)) ? undefined : 'effective';
  const back = RETURNED.exec(near);
  if (back !== null) return MONEY_RETURNED.test(near.slice(0, back.index)) ? undefined : 'termination';
  return undefined;
}
