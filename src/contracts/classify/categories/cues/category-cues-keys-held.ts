/**
 * (issue 18, h118c91, C283) A key to a place received, collected or kept safe by the party that uses the place ("Each
 * Member receives one key to the street door and keeps it safe", "You will collect the key from the hall booking
 * secretary", "It keeps the keys and any belongings left in the Vehicle safe"): the place's use, Asset Use (C12; a key
 * returned is read already, category-cues-entrusted-returns.ts). Sets 1–91: 3 such sentences (sets 30, 85, 91), all
 * Asset Use, none read before (the rest of guide row C283's 13 are Safety and Security's, category-cues-physical-safety.ts).
 * Not a key "to success" (no place within two words after "to", "of" or "for": KEY_PLACE), nor a software, licence,
 * account, system or encryption key in the 60 characters after it (NO_PLACE_KEY; h118mendA, review h118rr's finding 8:
 * "receives the key for the Software licence", "keeps the keys to the encryption system safe"), nor a key kept that is
 * no place's ("keeps the key that links each study number": no "safe").
 * Fixed words, bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { USED_ROOMS } from './category-cues-assets.js';

/** The key's own kind, at most one word: "one key", "the gate key", "a spare key". */
const KEY_KIND = String.raw`(?:(?:front|back|door|gate|house|room|car|street|spare|hall|building|office|locker|shed|garage|padlock|main)\s{1,3})?`;

/**
 * (issue 18, h118mendA; review h118rr's finding 8) The place a key is "to", "of" or "for", at most two words on: the rooms
 * a party uses (category-cues-assets.ts' USED_ROOMS) or a door, a building, a vehicle. Not "the key for the Software
 * licence", "one key for each user".
 */
const KEY_PLACE = String.raw`(?:[\w'’-]{1,30}\s{1,3}){0,2}(?:${USED_ROOMS}|doors?|gates?|entrances?|house|flat|apartment|building|property|shop|warehouse|site|unit|vehicle|car|van|boat|cabin|cottage|barn|safe|cabinet|padlock|lock|church|school|club(?:house)?)\b`;

/** A key that opens no place: software's, an account's, a system's, a code's (not a key kept safe, not a key received). */
const NO_PLACE_KEY = String.raw`(?![^.;]{0,60}?\b(?:software|licen[cs]es?|accounts?|systems?|users?|encryption|encrypted|databases?|passwords?|data|api|digital|electronic|online)\b)`;

const KEY_RECEIVED = String.raw`\b(?:receives?|received|collects?|collected|(?:is|are)\s{1,3}given|picks?\s{1,3}up)\s{1,3}(?:one|a|an|the|its|his|her|their|your|two|three|\d{1,2})\s{1,3}${KEY_KIND}keys?\s{1,3}${NO_PLACE_KEY}(?:(?:to|of|for)\s{1,3}${KEY_PLACE}|from\b)`;
const KEY_KEPT_SAFE = String.raw`\bkeeps?\s{1,3}(?:the|its|his|her|their|your)\s{1,3}${KEY_KIND}keys?\b${NO_PLACE_KEY}[^.;]{0,60}?\bsafe\b`;

export const KEYS_HELD_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(`${KEY_RECEIVED}|${KEY_KEPT_SAFE}`, 'i'), 'Asset Use']];
