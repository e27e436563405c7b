/**
 * Privacy of people filmed or photographed (issue 18, h94cat2; set 72 missed one): "Riders may be filmed as part of the
 * crowd at the race, and the broadcaster may show those images", "Visitors to the fair may be photographed for our
 * website". A person's image is personal information, and the clause tells them it is taken and used (the Privacy
 * row), though no "personal data" is written. Only people (guests, visitors, riders, pupils, "you") who "may be" or
 * "will be" filmed, photographed or recorded on video; the sets have no other such sentence (set 35's bells are
 * photographed, set 18's family groups are photographed at the client's request: no people told their image is
 * taken). Strong: the event or the broadcast is no subject of its own. Stated with sentences of my own
 * (`categories-exceptions-and-guests-h94cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The people an event or a place films ("Visitors to the fair", "Guests at the gala": a place after them). */
const PEOPLE = String.raw`(?:guests?|visitors?|spectators?|participants?|attendees?|riders?|runners?|customers?|pupils?|students?|children|members|players|delegates|passengers|you)`;

export const PEOPLE_FILMED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${PEOPLE}(?:\s{1,3}(?:to|at|on|in)\s{1,3}(?:the|our|this)\s{1,3}[\w-]{1,30})?\s{1,3}(?:may|will|might|can)\s{1,3}(?:also\s{1,3})?be\s{1,3}(?:filmed|photographed|recorded\s{1,3}on\s{1,3}(?:video|camera|film)|televised)\b`, 'i'), 'Privacy'],
];
