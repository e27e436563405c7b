/**
 * (issue 18, h118c91, C283) A key to a place received, collected or kept safe by the party that uses the place ("Each
 * Member receives one key to the street door and keeps it safe", "You will collect the key from the hall booking
 * secretary", "It keeps the keys and any belongings left in the Vehicle safe"): the place's use, Asset Use (C12; a key
 * returned is read already, category-cues-entrusted-returns.ts). Sets 1–90: 3 such sentences (sets 30, 85, 91), all
 * Asset Use, none read before. Not an encryption or a licence key, nor a key "to success" (no verb of receiving before
 * it, no place after it), nor a key kept that is no place's ("keeps the key that links each study number": no "safe").
 * Fixed words, bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The key's own kind, at most one word: "one key", "the gate key", "a spare key". */
const KEY_KIND = String.raw`(?:(?:front|back|door|gate|house|room|car|street|spare|hall|building|office|locker|shed|garage|padlock|main)\s{1,3})?`;

const KEY_RECEIVED = String.raw`\b(?:receives?|received|collects?|collected|(?:is|are)\s{1,3}given|picks?\s{1,3}up)\s{1,3}(?:one|a|an|the|its|his|her|their|your|two|three|\d{1,2})\s{1,3}${KEY_KIND}keys?\s{1,3}(?:to|of|for|from)\b`;
const KEY_KEPT_SAFE = String.raw`\bkeeps?\s{1,3}(?:the|its|his|her|their|your)\s{1,3}${KEY_KIND}keys?\b[^.;]{0,60}?\bsafe\b`;

export const KEYS_HELD_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(`${KEY_RECEIVED}|${KEY_KEPT_SAFE}`, 'i'), 'Asset Use']];
