/**
 * Delivery of the paper that records a handing over (issue 18, h93cat2; sets 48 and 71 missed both): "sign a delivery
 * record listing the items received", "any claim must be noted on the bunker delivery receipt". Sets 1–71 label the
 * delivery note Delivery (8 of 10 such sentences, read by the delivery cues); its other names — a delivery record, receipt,
 * slip or docket — are the same paper. Not a message's delivery receipt (an e-mail's, a text's: no goods), nor a load's
 * "delivery ticket" at a weighbridge (set 28: the measurement's record, Audits).
 * Strong: the check or the claim written on it is the sentence's other subject. Stated with sentences of my own
 * (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const DELIVERY_RECORD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/(?<!\b(?:e-?mail|message|sms|text|read)\s{1,3})\bdelivery\s{1,3}(?:records?|receipts?|slips?|dockets?)\b/i, 'Delivery'],
];
