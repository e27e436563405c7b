/**
 * (issue 18, h107c84, C200) A place a contract gives a party the use of, said in its own words: "gives the Masovers the
 * use of the farmhouse", "grants the Contractor the use of the maintenance garage" (set 33 labels it Asset Use), and the
 * place handed over with an inventory ("hands over the bus station to the Operator … with an inventory signed by both
 * parties"): C12's leased asset, Asset Use. Not the use of a work, a mark, software, data or a service (a licence's
 * object, not a thing held), nor a thing handed over without an inventory (the delivery cues'). Bounded, no nested
 * quantifier over overlapping classes: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_A_THING } from './category-cues-leased-things.js';

/**
 * Not the use of what is no thing (NOT_A_THING of category-cues-leased-things.ts: information, software, marks, money …)
 * nor of a licence's other objects, a work, a patent, a platform or a service (one list, issue 18, h109dup).
 */
const NOT_A_LICENCE = String.raw`(?!(?:[\w-]{1,20}\s{1,3})?(?:${NOT_A_THING}|platform|services?|brands?|works?|copyright|patents?|app|website)\b)`;
const USE_GIVEN = String.raw`\b(?:gives?|grants?|lends?)\s{1,3}(?:to\s{1,3})?(?:the\s{1,3})?[\w-]{1,30}\s{1,3}the\s{1,3}(?:free\s{1,3}|exclusive\s{1,3}|sole\s{1,3})?use\s{1,3}of\s{1,3}(?:the|its|his|her|their)\s{1,3}${NOT_A_LICENCE}`;
const HANDED_OVER_WITH_INVENTORY = String.raw`\bhands?\s{1,3}over\s{1,3}(?:the|its)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,6}?to\s{1,3}the\s{1,3}[\w-]{1,30}\b[^.;]{0,80}?\binventory\b`;

export const USE_GIVEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [[new RegExp(`${USE_GIVEN}|${HANDED_OVER_WITH_INVENTORY}`, 'i'), 'Asset Use']];
