/**
 * Land or a building used by the other party, said through what is done on it (issue 18, h59c52): the gist of Asset
 * Use is using the other party's property, and an option, access licence, easement or concession says it through the
 * things erected on the land, the tracks kept to and the ground restored when the things are taken away. The cue
 * words of categories.ts ("use of the premises", "access to the site") name the use; these clauses name none:
 * - things removed and the place restored or made good ("remove the mast and restore the ground", "remove its fitout
 *   and make good any damage", "remove the cable … and reinstate the land"); not parts removed and a system restored
 *   to working order (a repair): sets 11, 13, 16, 32, 35, 40 and 52 label 8
 *   of the 10 such clauses Asset Use beside Term & Termination (sets 6 and 25 give the end of the contract alone). A
 *   strong cue: the second subject of a sentence about the end.
 * - a structure erected or put up on the other's land, site or roof ("may erect a mast on the Site");
 * - a right of occupation granted over it (the sets' land access, easements and rights of entry, is Asset Use in 6 of
 *   9). Not the conduct of a party crossing the land ("keep to the tracks agreed", "close all gates"): set 52 gives it
 *   Asset Use, set 32 ("Its vehicles must keep to the designated tracks") does not; no rule.
 * Bounded patterns, linear on hostile text. Tests: `categories-set-52.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The land or building used. */
const LAND = String.raw`(?:site|land|property|farm|estate|roof|premises|building|field|ground|grounds|plot)`;

/** What is restored when the things on it are removed: the land, or a part of a building or a site used. */
const PLACE_USED = String.raw`(?:${LAND}|sites|roofs|stalls?|car\s{1,8}parks?|towers?|walls?|surfaces?|areas?|spaces?|floors?)`;

export const LAND_USED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bremove\b[^.;]{0,120}?\band\s{1,8}(?:(?:to|must|shall|will)\s{1,8})?(?:restore|reinstate|make\s{1,8}good)\s{1,8}(?:it\b|them\b|(?:any\s{1,8}|all\s{1,8})?damage\b|(?:the|its|any|all)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,2}?${PLACE_USED}\b)|\b(?:erect|put\s{1,8}up)\s{1,8}(?:[\w-]{1,40}\s{1,8}){0,4}?(?:on|upon|over|across)\s{1,8}(?:the|its|any|a|our|your|their)\s{1,8}(?:[A-Z][\w-]{0,40}['’]s?\s{1,8})?(?:[\w-]{1,40}\s{1,8})?${LAND}\b|\bright\s{1,8}of\s{1,8}occupation\b`, 'i'), 'Asset Use'],
];
