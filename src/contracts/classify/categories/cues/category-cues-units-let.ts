/**
 * A storage unit, locker, bay or berth let to the occupant (issue 18, h70c55; set 55's third category cause). The gist
 * of Asset Use is using the other party's property; a self-storage, locker or marina contract says it through what the
 * occupant does with the let place — keeps it locked, enters it with a gate code — and through access to it denied or
 * suspended, as a lease says it of "the Premises". Not a business unit or a loan facility (the place words below are a
 * store's, a locker's or a berth's; "facility" only as the place entered with a code or a card). Things stored "in the
 * Unit" are not read: a lead-in "must not store any of the following in the Unit:" would lend the use to items that
 * each name only a thing barred (C6), and "the property you store in the Unit" is a cap's or a lien's. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The let place: a storage unit ("the Unit"), a locker, a bay, a berth, a pitch, a storage space or room. */
const LET_PLACE = String.raw`(?:storage\s+)?(?:Units?|units?\s+(?=(?:locked|secured|closed)\b)|lockers?|bays?|berths?|pitch(?:es)?|storage\s+(?:spaces?|rooms?|units?))`;

export const UNIT_LET_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The let place kept locked, entered with a gate code, access to it denied or suspended. (hrev62) Entered with what
  // opens a gate or a door — a code, a card, a key, a fob, a PIN, a pass: "access the facility by means of a drawdown
  // request" is a loan's facility drawn, and "access the units with its own diagnostic tools" a machine serviced.
  [new RegExp(String.raw`\bkeep\s+(?:the|your|its|their)\s+${LET_PLACE}\s+(?:locked|secured|closed)\b|\b(?:enter|access)\s+(?:the|our)\s+(?:storage\s+)?(?:facility|site|Unit|units?|lockers?)\s+(?:with|using|by\s+means\s+of)\s+(?:the\s+|your\s+|its\s+|their\s+|an?\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:codes?|cards?|keys?|fobs?|PINs?|passes|pass|tags?|keypads?)\b|\bgate\s+(?:codes?|fobs?|key\s?cards?)\b|\b(?:deny|refuse|suspend|restrict|withdraw)\s+(?:you\s+|the\s+[A-Z][\w-]*\s+|your\s+|its\s+|their\s+)?access\s+to\s+(?:the|your|its|their)\s+${LET_PLACE}\b`), 'Asset Use'],
];
