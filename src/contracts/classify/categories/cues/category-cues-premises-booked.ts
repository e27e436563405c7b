/**
 * Time at the other party's premises booked or counted, and goods kept in its cold stores (issue 18, h67c54): "You must
 * book kitchen time through our calendar", "The Member can book meeting rooms through the app" (set 31), "gives you a
 * set number of kitchen hours each month", "label all food you keep in our coolers and freezers" — the use of a kitchen,
 * a studio, a room or a cold store of the other party: Asset Use (C68; category-cues-assets.ts' USED_ROOMS is the one
 * home for the premises words). Strong: the booking names the use outright, where the model reads the booking as a
 * notice or a bill. Not the cost of a studio's time reimbursed (set 32: a third party's studio, money), nor
 * goods a party keeps in its own freezers (storage of its own goods). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { USED_ROOMS } from './category-cues-assets.js';

/** A cold store of the other party's: its coolers, freezers, cold rooms or fridges, or a shared one. */
const OTHERS_COLD_STORE = String.raw`(?:our|your|shared|the\s+shared)\s+(?:[\w-]+\s+)?(?:coolers?|freezers?|cold\s+(?:rooms?|stores?)|fridges?|refrigerators?|chillers?)`;

export const PREMISES_BOOKED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:book|books|reserve|reserves)\s+(?:the\s+|our\s+|your\s+|a\s+|an\s+)?(?:[\w-]+\s+)?${USED_ROOMS}(?:\s+(?:time|hours|slots?|sessions?))?\b|(?<!\b(?:cost|price|fees?|charges?|costs)\s{1,8}of\s{1,8}(?:the\s{1,8})?)\b(?:kitchens?|studios?|workshop|rooms?)\s+(?:time|hours)\b|\b(?:stored?|keep|kept|keeps)\s+in\s+${OTHERS_COLD_STORE}\b`, 'i'), 'Asset Use'],
];
