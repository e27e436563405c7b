/**
 * An order or a booking confirmed or declined (issue 18, h87c): "The Community confirms or declines each booking within
 * 3 days", "shall confirm or reject each order within five working days". The answer one party must send the other
 * (spec §2–3, the Communication row): sets 15, 16, 27, 32, 37, 53, 62 and 64 label all eight such sentences
 * Communication; the learned model read seven, not set 64's present tense. A plain cue. Tests:
 * `test/contracts/classify/categories/categories-permits-and-orders-h87c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const ORDER_ANSWERED_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bconfirm(?:s|ed)?\s{1,8}or\s{1,8}(?:reject|rejects|decline|declines|refuse|refuses)\s{1,8}(?:each|every|the|any|a|all)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:bookings?|orders?|reservations?|requests?)\b/i, 'Communication'],
];
