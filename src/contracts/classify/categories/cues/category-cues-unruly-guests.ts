/**
 * Safety and Security of people kept from harm by others' conduct or kept from a danger (issue 18, h94cat2; set 72
 * missed both):
 * - a person who is drunk, violent or behaves dangerously refused or removed: "We may refuse to serve any guest who is
 *   drunk or behaves dangerously", "may remove from the hall anyone who behaves violently" (sets 25, 71 and 72 label all
 *   three such sentences Safety and Security; the word "dangerous" is a cue already, "dangerously" and "drunk" were not);
 * - a child kept from a dangerous place or act: "shall not allow any child to operate a press", "no child may ride on the
 *   main road", "Children under 10 may enter the workshop only with an adult" (set 72's two such sentences; the sets have
 *   no other). Only a bar ("not allow", "no child may") or a child let in "only with an adult"; a child's ticket or fare
 *   names no danger.
 * Strong: the refusal, the entry or the ride is no subject of its own, and the sentence model reads these words as
 * little else. Stated with sentences of my own (`categories-exceptions-and-guests-h94cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A person's conduct that endangers others. */
const UNRULY = String.raw`\bwho\s{1,3}(?:is|are|appears?(?:\s{1,3}to\s{1,3}be)?|seems?(?:\s{1,3}to\s{1,3}be)?)\s{1,3}(?:drunk|violent|aggressive|abusive|disorderly)\b|\bbehav(?:e|es|ed|ing)\s{1,3}(?:dangerously|violently|aggressively|recklessly|threateningly|in\s{1,3}an?\s{1,3}(?:dangerous|violent|aggressive|reckless|threatening|abusive|disorderly)\s{1,3}(?:way|manner))\b`;

/** A child, a minor, or a person under an age. */
/** Under an age: "under 12", "under the age of 16", "aged under 8". */
const UNDER_AGE = String.raw`(?:under|below|aged\s{1,3}under)\s{1,3}(?:the\s{1,3}age\s{1,3}of\s{1,3})?\d{1,2}`;
const CHILD = String.raw`(?:(?:child|children|minors?)(?:\s{1,3}${UNDER_AGE})?|(?:persons?|people|anyone|guests?|riders?|visitors?)\s{1,3}${UNDER_AGE})`;

/** A child barred, or let in only with an adult. */
const CHILD_KEPT_OFF = String.raw`\bnot\s{1,3}(?:allow|let|permit)\s{1,3}(?:any\s{1,3}|a\s{1,3})?${CHILD}\s{1,3}(?:to\s{1,3})?[a-z]{2,20}\b|\bno\s{1,3}${CHILD}\s{1,3}(?:may|shall|must|can|is\s{1,3}(?:allowed|permitted)\s{1,3}to)\s{1,3}[a-z]{2,20}\b|\b${CHILD}\s{1,3}(?:may|can|are\s{1,3}(?:allowed|permitted)\s{1,3}to)\s{1,3}[a-z]{2,20}\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,4}?only\s{1,3}(?:with|in\s{1,3}the\s{1,3}company\s{1,3}of)\s{1,3}(?:an?\s{1,3}|their\s{1,3})?(?:adults?|parents?|guardians?)\b`;

export const UNRULY_GUEST_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(`${UNRULY}|${CHILD_KEPT_OFF}`, 'i'), 'Safety and Security'],
];
