/**
 * The day an annex's or an addendum's change takes effect (h61facts; facts sets 15 and 19 each missed one): a document
 * that changes an earlier agreement states each change from the day it applies, opening its clause with that day —
 * "From 1 April 2025 the monthly rent amounts to RSD 285.000,00", "1. From 1 December 2025 the Provider shall also guard
 * the beach site". That day is when the document takes effect, as "with effect from" says it elsewhere. Only in a
 * document whose type is such a change (an annex, an addendum, an amendment, a variation, a supplement) and only with
 * the date opening its clause: in the agreement itself "From 1 January 2026 the rent increases by 3%" is a step of the
 * rent, and a "from" inside a sentence ("rent payable from 1 May") keeps its own reading.
 */
const CHANGE_KIND = /\b(?:annex|addendum|amendment|variation|supplement)\b/i;
// The clause's opening before the date: a list number perhaps ("1.", "2.1", "(a)"), then "From" / "As from" /
// "As of" / "Starting". Anchored at both ends and bounded: linear.
const OPENS_FROM = /^\s{0,8}(?:(?:\d{1,3}(?:\.\d{1,3}){0,2}\.?|\([a-z0-9]{1,3}\))\s{1,3})?(?:(?:as\s{1,3})?from|as\s{1,3}of|starting(?:\s{1,3}(?:from|on))?)\s{1,3}$/i;

/** Whether the contract's type (the words it spans) names a document that changes an earlier agreement. */
export function changesAnAgreement(typeText: string): boolean {
  return CHANGE_KIND.test(typeText);
}

/** Whether the text before a date (from its element's start) opens the clause with "From" that date. */
export function opensFromDate(textBefore: string): boolean {
  return textBefore.length <= 32 && OPENS_FROM.test(textBefore);
}

// What the clause says after its date, in the past ("As of 31 December 2030 the Supplier had delivered all reports"):
// a state of affairs on that day, no change that takes effect (hrev50). The clause's first verb within 60 characters;
// bounded: linear.
const PAST_AFTER = /^[^.;]{0,60}?\b(?:had|was|were|has\s{1,3}been|have\s{1,3}been)\b/i;

/** Whether the clause after a date (its next 80 characters) tells what was so, not what changes. */
export function tellsThePast(textAfter: string): boolean {
  return PAST_AFTER.test(textAfter.slice(0, 80));
}
