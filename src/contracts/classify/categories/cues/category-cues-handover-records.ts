/**
 * A handover, delivery or acceptance record named as a paper of the handing over (issue 18, h87c): "sign a handover
 * record stating the number of boxes", "after the handover records … have been signed", "within 10 days after receiving
 * the acceptance record". The record is the act of delivery's own paper (Delivery, Payment Terms & Billing when an
 * invoice waits for it), not the books a party keeps for the other to check (spec §2–3, the Audits row: "records,
 * audit rights"): sets 24, 35, 50 and 64 label none of the seven such sentences Audits; parley gave two of them the
 * category from the word "records". Read out of the Audits cues (category-not-said.ts, NOT_SAID). Tests:
 * `test/contracts/classify/categories/categories-telling-as-time-h87c.test.ts`. Global, bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const HANDOVER_RECORD_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:handover|hand-over|handing-over|delivery|acceptance)\s{1,8}records?\b/gi, 'Audits'],
];
