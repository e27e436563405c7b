/**
 * "settle" as the verb of paying, whatever is settled: "Buyer settles the pickup slips of each week by check within
 * fifteen (15) days after the end of that week", "The Mill settles each delivery docket in cash within 7 days", "the
 * Company settles the weekly tallies by bank transfer". The thing settled may be any paper (slips, dockets, tallies,
 * tickets) where "settle the account / bill / invoice" already reads as paying (facts.ts PAYMENT): a means of payment in
 * the clause makes it money, so "settle any dispute by negotiation within 30 days" or "settle the claim by arbitration"
 * pays nothing (issue 18, h90fd; facts set 51's cause 13). A transfer only with its kind ("bank", "wire", "electronic
 * (funds)", "telegraphic", "credit"): "settle by transfer of the shares" hands over shares. Each gap bounded: linear.
 */
const SETTLED_BY_MEANS = /\bsettle[sd]?\b[^.;:]{0,80}?\b(?:by|in|with|via)\s{1,3}(?:(?:a|an)\s{1,3})?(?:cheques?|checks?|cash|bank\s{1,3}drafts?|drafts?|money\s{1,3}orders?|direct\s{1,3}debit|(?:bank|wire|electronic(?:\s{1,3}funds)?|telegraphic|credit)\s{1,3}transfers?|EFT)\b/i;

/** Whether `text` settles something by a means of payment (see above). */
export function settledByMeans(text: string): boolean {
  return SETTLED_BY_MEANS.test(text);
}
