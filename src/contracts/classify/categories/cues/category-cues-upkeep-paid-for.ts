/**
 * The running costs of a thing bought by hire-purchase that the hirer "pays for" (issue 18, h103t78; C147): "The Hirer
 * pays for fuel, oil and ordinary repairs", "to pay for the fuel, oil, tyres and all minor repairs and servicing". Under a
 * hire-purchase the hirer holds and uses the thing it is buying (C133), and what it pays for is the thing's own upkeep,
 * bought from a garage or a fuel station: no sum passes between the parties, no time to pay, no bill — the upkeep is
 * the thing's use and care (C12, C96's "the thing's own category stays"), Asset Use alone (sets 73 and 78 label all three
 * such sentences so). Where the sentence bills (a rate, a charge, an invoice, a time to pay, a sum in figures) the
 * payment is a term of its own and keeps its Payment Terms & Billing (set 48's hire: "You will pay for fuel … at our
 * standard rates"). A plain hire is left as read (C96's undecided row: sets 32 and 48 label their two Payment Terms &
 * Billing). Tests: `categories-set78-and-77-classes-h103t78.test.ts`. Bounded runs, anchored guard: linear.
 */

/** What keeps a thing running: fuel, oil, tyres, parts, repairs, servicing, upkeep. */
const RUNNING_COST = String.raw`(?:fuel|oil|petrol|diesel|lubricants?|grease|tyres?|tires?|batteries|spare\s{1,3}parts|parts|repairs?|servicing|maintenance|upkeep|running\s{1,3}costs)`;

/** Words that bill: a rate, a charge, an invoice, a time to pay, interest, a refund, a sum with its currency. */
const BILLS = String.raw`\b(?:rates?|charges?|invoices?|within|interest|arrears|late|monthly|weekly|daily|instal+ments?|refund\w{0,3}|USD|EUR|GBP|CHF|FCFA)\b|[$€£¥]`;

/**
 * "pays for fuel", "to pay for the fuel, oil, tyres …", "shall pay for all ordinary repairs": the verb, "for", up to two
 * determiners or adjectives, then the running cost; the sentence names nothing that bills.
 */
const UPKEEP_PAID_FOR = new RegExp(String.raw`^(?![^]{0,400}?(?:${BILLS}))[^]{0,300}?\bpa(?:y|ys|ying)\s{1,3}for\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,2}?${RUNNING_COST}\b`, 'i');

/** Whether `text` has a party pay for a thing's running costs (fuel, oil, repairs, servicing), nothing billed (C147). */
export function namesUpkeepPaidFor(text: string): boolean {
  return UPKEEP_PAID_FOR.test(text);
}
