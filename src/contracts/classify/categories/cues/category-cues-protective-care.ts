/**
 * Safety and Security said through what protects people or things, not through the word (issue 18, h88c; sets 64–66 each
 * missed such sentences):
 * - protective wear named by its items and worn ("(a) wears gloves, boots, overalls and a face mask when emptying a pit",
 *   "must wear hairnets and gloves on the packing line"): sets 8, 9, 19, 22, 23, 26, 27, 31, 33, 34, 38, 58, 59 and 61
 *   label every such sentence Safety and Security; most name "safety" or "high-visibility" beside the items, which the
 *   other cues read, and those that name only the items were missed;
 * - a thing kept protected from fire, flood or theft ("store the negatives … and protect them from fire, flood and
 *   theft"): its safekeeping, no force majeure (the events cue of category-cues-events.ts leaves such perils out) and no
 *   insurance (the perils insured against are Insurance's). Not goods kept from damp or vermin ("keep stored grain dry,
 *   protected from vermin": their condition, set 45 labels none). Strong: the perils' words would otherwise rank Force
 *   Majeure.
 * Stated with sentences of my own (`categories-protective-care-h88c.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Items of protective wear. */
const PROTECTIVE_ITEM = String.raw`(?:gloves|boots|helmets?|hard\s{1,8}hats?|goggles|face\s{1,8}(?:masks?|shields?)|masks?|overalls|coveralls|respirators?|harness(?:es)?|hairnets?|ear\s{1,8}(?:protection|defenders|plugs)|visors?)`;

export const PROTECTIVE_CARE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bprotect(?:s|ed|ing)?\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,4}?(?:from|against)\s{1,8}(?:(?:loss|damage)\s{1,8}(?:by|from)\s{1,8})?(?:fire|floods?|flooding|theft|burglary)\b`, 'i'), 'Safety and Security'],
];

export const PROTECTIVE_CARE_CUES: readonly [RegExp, CategoryLabel][] = [
  ...PROTECTIVE_CARE_STRONG_CUES,
  [new RegExp(String.raw`\b(?:wear|wears|wearing)\s{1,8}(?:(?:a|an|the|their|his|her|its|full|suitable|appropriate|proper|protective)\s{1,8})?(?:[\w-]{1,30},?\s{1,8}(?:(?:and|or)\s{1,8}(?:a\s{1,8})?)?){0,6}?${PROTECTIVE_ITEM}\b`, 'i'), 'Safety and Security'],
];
