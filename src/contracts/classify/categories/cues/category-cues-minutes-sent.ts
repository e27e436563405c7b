/**
 * Communication of a meeting's minutes sent to the other parties (issue 18, h93cat2; sets 41 and 71 missed both such
 * sentences): "The Lead Member shall keep minutes of each meeting and send them to every Member within 5 days", "shall
 * issue minutes of each meeting within five working days". Information one party must send the others (C8), though the
 * sentence names no notice or report. Minutes sent, issued, circulated or distributed; not minutes only kept, nor a
 * meeting's "minutes" as a time ("within 30 minutes", "three minutes per game": no meeting named). Strong: the
 * sentence model reads a committee's meetings as no subject. Stated with sentences of my own
 * (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Sent to others: send, issue, circulate, distribute, give. */
const SENT = String.raw`(?:send|sends|sending|issue|issues|issuing|circulate|circulates|circulating|distribute|distributes|distributing|give|gives|giving)`;

export const MINUTES_SENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${SENT}\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:the\s{1,3}|its\s{1,3}|draft\s{1,3}|written\s{1,3})?minutes\s{1,3}of\s{1,3}(?:each|every|the|all|any|a)\b|\bminutes\s{1,3}of\s{1,3}(?:each|every|the|all|any)\s{1,3}(?:[\w-]{1,30}\s{1,3})?meetings?\b[^.;]{0,40}?\b${SENT}\s{1,3}(?:them|it|copies)\b`, 'i'), 'Communication'],
];
