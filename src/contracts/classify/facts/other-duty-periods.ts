/**
 * A period that is another duty's, in a sentence that also states a payment: "The Buyer shall return the empty
 * containers within 48 hours of arrival; for each day of delay the Buyer shall pay a charge of USD 300 per day", "The
 * Seller shall deliver within 10 days; the Buyer shall pay the price within 30 days of delivery". A semicolon parts two
 * duties; the period's part names its own duty (a modal and its verb) and no payment, so the period is the time to do
 * that duty, no time to pay (facts set 37's cause 17; issue 18, h68s54). A part with no verb of its own ("50% on
 * signing; the balance within 30 days of delivery") is the payment's own and stays a payment term.
 */

/** A duty's own verb: a modal, or an undertaking, then a verb (two words of adverb between at most). Linear. */
const OWN_DUTY = /\b(?:shall|must|will|agrees?\s{1,3}to|undertakes?\s{1,3}to|is\s{1,3}to|are\s{1,3}to)\s{1,3}(?:[a-z]{1,20}\s{1,3}){0,2}?[a-z]{2,20}\b/i;

/**
 * Whether the period from `begin` to `end` lies in a semicolon's part of `text` that names a duty of its own and no
 * payment (`pays` tests a part for a payment, the caller's one home of what pays).
 */
export function periodOfOtherDuty(text: string, begin: number, end: number, pays: (part: string) => boolean): boolean {
  const from = text.lastIndexOf(';', begin) + 1;
  const next = text.indexOf(';', end);
  if (from === 0 && next < 0) return false;
  const part = text.slice(from, next < 0 ? text.length : next);
  return OWN_DUTY.test(part) && !pays(part);
}
