/**
 * A deposit the payee asks for within a time, with no verb of paying: "We ask for a deposit of 3 000 kr within 10 days of
 * your confirmation", "we require a deposit of 30% within 7 days of booking", "The Hotel requests an advance of EUR 500
 * within 14 days" — the time the other side has to pay it, as "You pay a deposit … within 10 days" gives (an offer's
 * letter or e-mail; issue 18, h119w76; facts set 76's cause 8). A deposit, an advance, a down payment or a prepayment
 * right after "ask(s) for", "request(s)" or "require(s)" (an article and one word between at most), then "within" and a
 * count in the same sentence. A deposit handed back ("we ask for a deposit, which we return within 14 days of the trip")
 * is a refund, no time to pay (as agreement-terms.ts reads a refund in a paying sentence). Bounded: linear.
 */

const ASKED_DEPOSIT = /\b(?:ask(?:s|ed)?\s{1,3}(?:you\s{1,3})?for|request(?:s|ed)?|require(?:s|d)?)\s{1,3}(?:(?:a|an|the|your)\s{1,3})?(?:[\w-]{1,20}\s{1,3})?(?:deposit|advance|down\s{1,3}payment|prepayment)\b((?:[^.;!?]|\.(?=\d)){0,80}?)\bwithin\s{1,3}(?:\d|[a-z-]{3,20}\s{1,3}(?:\(\d|(?:days?|weeks?|months?|business|working|calendar|banking)\b))/i;
// A refund between the deposit and the period (the words after the deposit's noun: a "non-refundable deposit" is still
// paid): the period is the payee's, handing it back.
const HANDED_BACK = /\b(?:return|refund|repa(?:y|id)|give\s{1,3}back|hand\s{1,3}back|release)\w{0,4}\b/i;

/** Whether `text` asks for a deposit (or an advance) within a time, not one handed back (see above). */
export function asksDepositWithin(text: string): boolean {
  const m = ASKED_DEPOSIT.exec(text);
  return m !== null && !HANDED_BACK.test(m[1]);
}
