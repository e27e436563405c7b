/**
 * Safety and Security of children kept safe from the adults who work with them (issue 18, h92cat; set 70's volunteer
 * agreement missed three such rules): safeguarding is said through the conduct it bars and the policy it follows, not
 * through the word "safety" (the Safety and Security row: "protective measures"):
 * - an adult not left alone with a child ("must not be alone in a closed room with a child"; set 29's "A tutor will not
 *   be left alone with a Pupil under 11", labelled so);
 * - a child not given a lift ("must not give a child a lift in a private vehicle");
 * - a child protection or safeguarding policy followed or complied with ("must read and follow the Trust's Child
 *   Protection Policy"). Not such a policy held or written ("must have a safeguarding policy and give us a copy": sets
 *   20 and 30 split it, Safety and Security against Communication and Responsibilities), nor breached (a ground to end,
 *   set 70's own 7.2).
 * Contact through social media is left: set 29 labels a tutor's such bar Responsibilities, set 70 Safety and Security.
 * Strong: the sentence model reads these words as little else. Stated with sentences of my own
 * (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The young people in someone's care. */
const YOUNG = String.raw`(?:child|children|pupils?|minors?|young\s{1,3}(?:person|people)|juniors?|learners?|campers?)`;

export const SAFEGUARDING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Not alone with a child, or not giving one a lift.
  [new RegExp(String.raw`\balone\s{1,8}(?:in\s{1,8}(?:a|any|the)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:room|car|vehicle|office|space|building|classroom)\s{1,8})?with\s{1,8}(?:a|an|any|the|one|each)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${YOUNG}\b|\b(?:give|gives|giving|offer|offers|offering)\s{1,8}(?:a|an|any|the)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${YOUNG}\s{1,8}a\s{1,8}lift\b`, 'i'), 'Safety and Security'],
  // A child protection or safeguarding policy followed.
  [/\b(?:follow|follows|following|observe|observes|comply\s{1,8}with|complies\s{1,8}with|abide\s{1,8}by|adhere\s{1,8}to|adheres\s{1,8}to)\s{1,8}(?:the|its|our|their|your|his|her|[\w-]{1,30}['’]s?)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,2}?(?:child\s{1,8}protection|safeguarding|child\s{1,8}safety)\s{1,8}(?:policy|policies|procedures?|code)\b/i, 'Safety and Security'],
];
