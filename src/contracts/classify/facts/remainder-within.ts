/**
 * The rest of a price due within a time, said with no verb of paying: "I take 50% in advance (QR 1,200) and the rest when
 * you're back, within 3 days please", "half now, the balance within 14 days of delivery". The element splits a sum or a
 * share of it; its rest, balance or remainder, then within the same clause "within" and a count, gives the time to pay
 * the rest, as "the rest is payable within 3 days" does (issue 18, h102d62; facts set 62's cause 15; docs/contracts.md
 * "Facts set 62's dates, terms, amounts and types"). "The rest of the goods within 3 days" is goods, no money: the rest
 * is no "of" anything, and the element holds a sum or a share. Bounded: linear.
 */
import type { NumericFact } from '../numbers/numeric-fact.js';

const REST_WITHIN = /\b(?:rest|balance|remainder|residue)\b(?!\s{1,3}of\b)[^.;:!?]{0,60}?\bwithin\s{1,3}(?:\d|[a-z-]{3,20}\s{1,3}(?:\(\d|(?:days?|weeks?|months?|business|working|calendar|banking)\b))/i;

/** Whether `text` (its `numeric` facts) gives the rest of a sum or a share a time "within" which it falls (see above). */
export function remainderDueWithin(text: string, numeric: readonly NumericFact[]): boolean {
  return restItemDueWithin(text) && numeric.some((f) => (f.type === 'Currency' && f.value !== '') || f.type === 'Percentage');
}

/**
 * Whether a list item under a lead-in that pays ("payable by the Dorbar as follows:", money-list-items.ts) is the rest of
 * the sum due within a time, with no sum of its own: "(c) the balance within 15 days of the completion of the bridge" —
 * the earlier items split the sum, so the rest is money however it is written (issue 18, h119w76; facts set 76's cause
 * 8). The caller asks only of such an item.
 */
export function restItemDueWithin(text: string): boolean {
  return REST_WITHIN.test(text);
}
