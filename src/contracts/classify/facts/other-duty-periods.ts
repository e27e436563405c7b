/**
 * A period that is another duty's, in a sentence that also states a payment: "The Buyer shall return the empty
 * containers within 48 hours of arrival; for each day of delay the Buyer shall pay a charge of USD 300 per day", "The
 * Seller shall deliver within 10 days; the Buyer shall pay the price within 30 days of delivery". A semicolon parts two
 * duties; the period's part names its own duty (a modal and its verb) and no payment, so the period is the time to do
 * that duty, no time to pay (facts set 37's cause 17; issue 18, h68s54). A part with no verb of its own ("50% on
 * signing; the balance within 30 days of delivery") is the payment's own and stays a payment term.
 */

import { partitionPoint } from '../../../common/partition-point.js';

/** A duty's own verb: a modal, or an undertaking, then a verb (two words of adverb between at most). Linear. */
const OWN_DUTY = /\b(?:shall|must|will|agrees?\s{1,3}to|undertakes?\s{1,3}to|is\s{1,3}to|are\s{1,3}to)\s{1,3}(?:[a-z]{1,20}\s{1,3}){0,2}?[a-z]{2,20}\b/i;

/**
 * Whether a period from `begin` to `end` lies in a semicolon's part of `text` that names a duty of its own and no
 * payment (`pays` tests a part for a payment, the caller's one home of what pays): a test for each period of one text.
 * The text's semicolons are found once and each part is tested once: searching back and forth for the semicolons
 * around each period (`lastIndexOf`, `indexOf`) read a text with none to its start and end once per period, and a part
 * of many periods was tested once per period, quadratic on a long element of periods ("shall pay the fee within 30
 * days of invoice and deliver within 10 days " repeated; hsec6).
 */
export function otherDutyPeriods(text: string, pays: (part: string) => boolean): (begin: number, end: number) => boolean {
  const semicolons: number[] = [];
  for (let at = text.indexOf(';'); at >= 0; at = text.indexOf(';', at + 1)) semicolons.push(at);
  const parts = new Map<string, boolean>();
  return (begin, end) => {
    // The last semicolon at or before `begin` and the first at or after `end`, as lastIndexOf and indexOf find them.
    const after = partitionPoint(0, semicolons.length, (i) => semicolons[i] <= begin);
    const from = after > 0 ? semicolons[after - 1] + 1 : 0;
    const k = partitionPoint(0, semicolons.length, (i) => semicolons[i] < end);
    const next = k < semicolons.length ? semicolons[k] : -1;
    if (from === 0 && next < 0) return false;
    const key = `${from}:${next}`;
    let answer = parts.get(key);
    if (answer === undefined) {
      const part = text.slice(from, next < 0 ? text.length : next);
      answer = OWN_DUTY.test(part) && !pays(part);
      parts.set(key, answer);
    }
    return answer;
  };
}
