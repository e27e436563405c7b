/**
 * Payment Terms & Billing of a platform's payouts (issue 18, h92cat; set 70's delivery platform missed three such
 * sentences): a payout is the money a platform or a marketplace pays its sellers after collecting from customers, and
 * how, when and in what currency it is made, what is deducted from it and what statement comes with it are the
 * payment's terms (the Payment Terms & Billing row: "how and when payment happens"). Sets 1–70: all 4 sentences naming
 * a payout are labelled Payment Terms & Billing (3 read without it). A strong cue: the sentence model reads "payouts"
 * as an unknown word. Stated with sentences of my own (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PAYOUT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bpay-?outs?\b/i, 'Payment Terms & Billing'],
];
