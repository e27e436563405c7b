/**
 * Time at the other party's premises booked, and goods kept in its cold stores (issue 18, h67c54): "You must book
 * kitchen time through our calendar", "The Member can book meeting rooms through the app" (set 31), "label all food you
 * keep in our coolers and freezers" — the use of a kitchen, a studio, a room or a cold store of the other party: Asset
 * Use (C68; category-cues-assets.ts' USED_ROOMS is the one home for the premises words). Strong: the booking names the
 * use outright, where the model reads it as a notice or a bill. Not "kitchen hours" or "studio time" without the
 * booking ("let anyone else use your kitchen hours" is an assignment's; "the cost of studio time" reimbursed, set 32, is
 * money), nor goods a party keeps in its own freezers (storage of its own goods). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { USED_ROOMS } from './category-cues-assets.js';

/**
 * A cold store of the other party's: its coolers, freezers, cold rooms or fridges, or a shared one. Not "your" (hrev59):
 * the writer's "our" is the one lent; "food kept in your fridges must be covered" is the reader's own.
 */
const OTHERS_COLD_STORE = String.raw`(?:our|shared|the\s+shared)\s+(?:[\w-]+\s+)?(?:coolers?|freezers?|cold\s+(?:rooms?|stores?)|fridges?|refrigerators?|chillers?)`;

export const PREMISES_BOOKED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:book|books|reserve|reserves)\s+(?:the\s+|our\s+|your\s+|a\s+|an\s+)?(?:[\w-]+\s+)?${USED_ROOMS}(?:\s+(?:time|hours|slots?|sessions?))?\b|\b(?:stored?|keep|kept|keeps)\s+in\s+${OTHERS_COLD_STORE}\b`, 'i'), 'Asset Use'],
];
