/**
 * Safety and Security of a person kept from dangerous pursuits (issue 18, h93cat2; set 71 missed one): a player's, a
 * rider's or an artist's contract bars the sports that could injure him — "The Rider shall not ski or ride a motorcycle
 * during the season", "shall not take part in any dangerous sport without the Club's written consent". The person's
 * physical safety (spec §2–3, the Safety and Security row), though no safety word is written. Read only as a bar ("not",
 * "never", "no", "nor") on the pursuit's verb, or a dangerous or hazardous sport or activity named; not a ski pass, a
 * ski area or a ski instructor (sets 29 and 56: a resort's or a guide's business, never barred). Strong: the written
 * consent's Communication is the sentence's other subject (C2). Stated with sentences of my own
 * (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The pursuits by their verbs: to ski, to skydive, to ride a motorcycle, to box. */
const PURSUIT = String.raw`(?:ski|snowboard|skydive|parachute|paraglide|hang-?glide|bungee[\s-]jump|box|race\s{1,3}cars|ride\s{1,3}(?:a\s{1,3}|any\s{1,3})?(?:motorcycles?|motorbikes?|motor\s{1,3}bikes?|quad\s{1,3}bikes?|horses?))`;

export const DANGEROUS_PURSUIT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:not|never|nor)\s{1,3}(?:to\s{1,3})?(?:go\s{1,3})?${PURSUIT}\b(?!\s{1,3}(?:pass|passes|area|areas|lift|lifts|resort|slopes?|school|instructors?|season|runs?)\b)|\b(?:dangerous|hazardous|extreme|high-risk)\s{1,3}(?:sports?|activit(?:y|ies)|pursuits?|hobbies)\b`, 'i'), 'Safety and Security'],
];
