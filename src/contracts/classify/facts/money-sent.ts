import type { NumericFact } from '../numbers/numeric-fact.js';
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * Paying said by the way the money is sent: "We e-transfer within 7 days of each load" (a Canadian buyer's text message:
 * the Interac e-Transfer is a payment and nothing else), "I'll e-transfer you the balance within two days", "The Buyer
 * wires the price within 5 business days". facts.ts reads a sentence saying so as one that pays, as it reads "pay",
 * "remit" or "settle … by cheque" (issue 18, h93fd; facts set 54's cause 14). "wire" and "transfer" only with money as
 * their object (perhaps after the payee): "wire the alarm to the panel within 5 days" and "transfer the goods, the
 * lease or the risk" pay nothing, "Please transfer the total to our account within 7 days of this order" pays (issue
 * 18, h98fa; facts set 58's cause 13). Money "sent" is so too: "Send the deposit within 3 days" (issue 18, h103d63); not
 * a paper about it ("send the payment confirmation", "sent the rent statement") nor a price list. Each gap bounded:
 * linear.
 */
const MONEY_SENT = /\be-?transfer(?:s|red|ring)?\b|\b(?:send(?:s|ing)?|sent)\s{1,3}(?:(?:you|them|him|her|us|me)\s{1,3})?(?:(?:the|any|all|each|such|its|their|our|your)\s{1,3})?(?:(?:full|whole|total|outstanding|remaining)\s{1,3})?(?:money|funds|sums?|amounts?|balance|payments?|rent|deposit|advance|total)\b(?!\s{1,3}(?:list|schedule|notice|details|confirmation|receipt|slip|advice|plan|statement|request|form)s?\b)|\b(?:wire[sd]?|transfer(?:s|red|ring)?)\s{1,3}(?:(?:you|them|him|her|us|me|it)\s{1,3})?(?:(?:the|any|all|each|such|its|their|our|your)\s{1,3})?(?:(?:full|whole|total|outstanding|remaining)\s{1,3})?(?:money|funds|sums?|amounts?|balance|price|payments?|fees?|rent|deposit|advance|total)\b/i;

/** Whether `text` pays by sending money as above. */
export function sendsMoney(text: string): boolean {
  return MONEY_SENT.test(text);
}

/**
 * Money sent as "it" (or "them") within a time, the sum named before the pronoun in its sentence or the sentence before:
 * "… so $350 to start. Send it within 3 days of today and the space is yours." (a text message's deposit; issue 18,
 * h103d63, facts set 63's cause 18). Sending, wiring or transferring the money is paying it, as "send the deposit" is
 * (above); "Sign the form and send it within 3 days" with no sum before the pronoun pays nothing. The sum in a sign before
 * or after its figure, read on the 200 characters before the verb. Bounded: linear.
 */
const SENT_AS_IT = /\b(?:send|sends|wire|wires|transfer|transfers)\s{1,3}(?:it|them)\s{1,3}(?:(?:to\s{1,3}(?:me|us|him|her|them)|over)\s{1,3})?within\b/i;
const SUM_IN_SIGN = /\p{Sc}\s?\d|\d\s?\p{Sc}/u;

/** Whether `text` (after the sentence `previous`) pays by sending a sum named before as "it" (see above). */
export function sendsSumAsIt(text: string, previous: string): boolean {
  const sent = SENT_AS_IT.exec(text);
  if (sent === null) return false;
  return SUM_IN_SIGN.test(text.slice(Math.max(0, sent.index - 200), sent.index)) || SUM_IN_SIGN.test(previous.slice(-200));
}

/**
 * A sum moved by a relative clause right after it: "Reserve: half of the rent, UI 10.500, which you transfer to my savings
 * account at the Banco … within two (2) days of this e-mail", "Deposit: US$ 600 in cash on arrival, which I return to you
 * within seven (7) days of your departure" (issue 18, h108d68; facts set 68's causes 11–12). Transferring, wiring,
 * sending, depositing or paying a sum is paying it, and returning, refunding or repaying a sum received (a deposit) is
 * paying it back, as set 67's refund "within fifteen (15) days of taking it back" was: the sentence pays, so its "within"
 * period is a time to pay. The clause opens on "which" or "that" after a comma, its subject a person ("you", "I", "we",
 * "he", "she", "they"), a modal perhaps, then the verb; the sum (a Currency fact) ends at most 40 characters before the
 * comma with no other comma, stop or semicolon between ("US$ 600 in cash on arrival, which …"). "The keys, which I return
 * within 7 days" moves no sum; "the goods, which you transfer …" neither. Bounded: linear.
 */
export const MOVED_AS_WHICH = /,\s{0,3}(?:which|that)\s{1,3}(?:you|I|we|he|she|they)\s{1,3}(?:(?:will|shall|must|can|then)\s{1,3})?(?:transfer|wire|send|deposit|pay|return|refund|repay)(?:s|ed)?\b/gi;
// Not a thing hired or bought before the clause ("USD 900 per week for the van, which you return within 3 days": the van
// returned; review h108rev2, finding 4).
const SUM_TO_CLAUSE = /^(?![^,.;]{0,40}\bfor\s)[^,.;]{0,40}$/;

/** Whether `text` (its `numeric` facts) moves a sum by a relative clause right after it (see above). */
export function sumMovedAsWhich(text: string, numeric: readonly NumericFact[]): boolean {
  for (const m of matchesOf(MOVED_AS_WHICH, text)) {
    if (numeric.some((f) => f.type === 'Currency' && f.value !== '' && f.end <= m.index && SUM_TO_CLAUSE.test(text.slice(f.end, m.index)))) return true;
  }
  return false;
}
