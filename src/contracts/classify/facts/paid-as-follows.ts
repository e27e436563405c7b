/**
 * A price "paid as follows:" names its parts after the colon: "It is paid as follows: 95 000 F CFA on signing this
 * contract and 90 000 F CFA within thirty (30) days of the first driving lesson", "The price is paid in two instalments:
 * EUR 400 on signing and EUR 500 within fifteen (15) days of the final session" (issue 18, h87t; facts set 48's cause 13).
 * The parts are paid under the passive's words though they name no paying themselves, so their "within" periods are
 * times to pay, as "payable as follows:" gives them. The colon may end the element, the parts listed under it ("The price
 * is paid as follows:" over "(b) EUR 6,000 within fourteen (14) days of handover"; money-list-items.ts), or the parts
 * follow in the same sentence up to a "within". A passive of paying only ("is paid", "shall be paid", "is to be
 * settled"): "The goods are delivered as follows:" announces no payment.
 */

// The passive, perhaps whom it is paid to, then "as follows" or "in <n> instalments / parts / tranches", then a colon.
// Each gap bounded: linear.
const PAID_AS_FOLLOWS = String.raw`\b(?:is|are|(?:shall|will|must)\s{1,3}be|(?:is|are)\s{1,3}to\s{1,3}be)\s{1,3}(?:paid|settled)\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?[\p{L}-]{1,30}\s{1,3})?(?:as\s{1,3}follows|in\s{1,3}(?:[\p{L}\d()-]{1,20}\s{1,3}){0,3}?(?:instal(?:l)?ments|parts|tranches|stages))\s{0,3}:`;
// The colon ends the element (a list follows), or a "within" follows in the sentence (a dot before a figure, "1.500,00",
// ends none). Bounded: linear.
const PARTS_PAID = new RegExp(String.raw`${PAID_AS_FOLLOWS}(?:\s*$|(?:[^.]|\.(?=\d)){0,300}?\bwithin\b)`, 'iu');

/** Whether the element says a price is paid in the parts it lists after a colon, with a time to pay (see above). */
export function paidAsFollows(text: string): boolean {
  return PARTS_PAID.test(text);
}
