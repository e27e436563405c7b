/**
 * The rows under a lead-in that divides the work among the parties (issue 18, h95cat; set 71 missed them): "The Members
 * shall divide the services and the fees as follows:" over "Member A: design of the bridge and team leadership | 60%",
 * "Member B: site supervision | 40%". Each row names a party and the part of the work it does, with its share: what
 * the lead-in divides, the scope each party takes (Scope of Work, as the lead-in is). Read alone, a row's words took
 * whatever its work is about ("the road safety audit" Safety and Security, "soil tests" Audits) or its percentage a
 * price, and a row with no word of its own took nothing. Sets 1–71: set 71's three such rows, all labelled Scope of Work
 * alone; set 64's "Farm | 25%" under "SHARES OF THE COSTS" names no party's part and has no lead-in: not read here.
 * Bounded, anchored: linear.
 */
import type { CategoryLabel } from '../../wire.js';
import { WORK_DIVIDED } from './cues/category-cues-joint-bid-scope.js';

/** A row that opens on a name and a colon: "Member A: …", "KGS: …" (the party whose part the row gives). */
const PARTY_PART = /^[A-Z][^.:;|\n]{0,60}?:\s{1,8}\S/;

/** The categories of an item under `lead` (`item` without its own marker), given what it read on its own. */
export function workShareItemCategories(read: readonly CategoryLabel[], lead: string, item: string): readonly CategoryLabel[] {
  return PARTY_PART.test(item.trimStart()) && WORK_DIVIDED.test(lead) ? ['Scope of Work'] : read;
}
