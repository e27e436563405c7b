/**
 * An order or a booking confirmed or declined (issue 18, h87c): "The Community confirms or declines each booking within
 * 3 days", "shall confirm or reject each order within five working days". The answer one party must send the other
 * (spec §2–3, the Communication row): sets 15, 16, 27, 32, 37, 53, 62 and 64 label all eight such sentences
 * Communication; the learned model read seven, not set 64's present tense. A plain cue. Tests:
 * `test/contracts/classify/categories/categories-permits-and-orders-h87c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (h92cat) An order accepted or rejected within a time (C82): "You must accept or reject each order within 3 minutes of
 * receiving it" (set 70's, read with none; sets 54 and 57's "accept or reject each purchase order … within" read so by the
 * learned model). Strong: the time makes it the answer one party owes the other; without one ("may accept or reject any
 * purchase order in its sole discretion", set 2's) it is the choice to buy, not this cue's.
 */
export const ORDER_ANSWERED_IN_TIME_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:accept|accepts|acknowledge|acknowledges)\s{1,8}or\s{1,8}(?:reject|rejects|decline|declines|refuse|refuses)\s{1,8}(?:each|every|the|any|a|an|all)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:orders?|bookings?|requests?|reservations?|jobs?|tasks?)\b[^.;]{0,60}?\bwithin\b/i, 'Communication'],
  // (issue 18, h108c85, C213) Each order, booking, job, call-out or visit confirmed by a means or within a time: "The
  // Contractor confirms each Job by text message within 5 minutes", "We will confirm each booking by email within seven
  // days", "shall confirm each visit to the household by SMS at least 2 hours before arrival" — the answer owed (C82):
  // sets 16, 26, 30, 51, 66, 67 and 82 label their seven such sentences Communication. "each" or "every": one answer per
  // order; not a confirmation of a fact ("confirm the exact number", "confirm that the works are complete"). Bounded: linear.
  [/\bconfirm(?:s|ed|ing)?\s{1,8}(?:each|every)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:orders?|bookings?|requests?|reservations?|jobs?|tasks?|call-?outs?|calls?|visits?|appointments?|deliver(?:y|ies)|shipments?)\b[^.;]{0,80}?\b(?:within|by\s{1,8}(?:text|sms|e-?mail|phone|telephone|letter|fax|message|return)|in\s{1,8}writing|before)\b/i, 'Communication'],
];

export const ORDER_ANSWERED_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bconfirm(?:s|ed)?\s{1,8}or\s{1,8}(?:reject|rejects|decline|declines|refuse|refuses)\s{1,8}(?:each|every|the|any|a|all)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:bookings?|orders?|reservations?|requests?)\b/i, 'Communication'],
  ...ORDER_ANSWERED_IN_TIME_STRONG_CUES,
];
