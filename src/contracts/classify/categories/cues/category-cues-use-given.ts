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
import { STORE } from './category-cues-goods-stored.js';

/**
 * Not the use of what is no thing (NOT_A_THING of category-cues-leased-things.ts: information, software, marks, money …)
 * nor of a licence's other objects, a work, a patent, a platform or a service (one list, issue 18, h109dup).
 */
const NOT_A_LICENCE = String.raw`(?!(?:[\w-]{1,20}\s{1,3})?(?:${NOT_A_THING}|platform|services?|brands?|works?|copyright|patents?|app|website)\b)`;
const USE_GIVEN = String.raw`\b(?:gives?|grants?|lends?)\s{1,3}(?:to\s{1,3})?(?:the\s{1,3})?[\w-]{1,30}\s{1,3}the\s{1,3}(?:free\s{1,3}|exclusive\s{1,3}|sole\s{1,3})?use\s{1,3}of\s{1,3}(?:the|its|his|her|their)\s{1,3}${NOT_A_LICENCE}`;
const HANDED_OVER_WITH_INVENTORY = String.raw`\bhands?\s{1,3}over\s{1,3}(?:the|its)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,6}?to\s{1,3}the\s{1,3}[\w-]{1,30}\b[^.;]{0,80}?\binventory\b`;

/**
 * (issue 18, h109c86, C224) A right to live in or occupy a place, granted or reserved ("The Seller reserves for herself,
 * for the rest of her life, the right to use and live in the Property", "an exclusive right to occupy the Cabin Site",
 * "the right to occupy an apartment … for one week", "any right of occupation over the Site"): C68's licence to use land
 * or a room, Asset Use alone (sets 35, 52 and 73 label their three such sentences Asset Use). Its "right to use" is no
 * licence of a work: Intellectual Property vetoed (USE_GIVEN_VETOES). A place after the verb ("live in", "occupy the"): not
 * "the right to live with the consequences".
 */
const RIGHT_TO_LIVE = String.raw`\bright\s{1,3}(?:to\s{1,3}(?:use\s{1,3}and\s{1,3})?(?:(?:live|reside|dwell)\s{1,3}(?:in|at|on)|occupy\s{1,3}(?:the|a|an|its|his|her|their))|of\s{1,3}(?:use\s{1,3}and\s{1,3})?(?:habitation|residence|occupation|occupancy))\b`;
/**
 * (issue 18, h109c86, C224) A room, an office or a shed a party is provided or supplied with ("The Commune provides the
 * Collector with the receipt books and a lockable office in the market", "will provide the Guide with a room in the staff
 * chalet": sets 18 and 29 label theirs Asset Use): C200's place given the use of. The place one of the things listed.
 */
const PLACE_PROVIDED = String.raw`\b(?:provides?|supplies|supply|furnishes|furnish)\s{1,3}(?:the\s{1,3})?(?:[A-Z][\w-]{1,30}|party)\s{1,3}with\s{1,3}(?:[\w,'’-]{1,30}\s{1,3}){0,14}?(?:a|an|the|its)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:office|room|shed|storeroom|stall|desk|workspace|locker|garage|kiosk|hut|cabin|changing\s{1,3}room|parking\s{1,3}space)s?\b`;

/**
 * (issue 18, h110c87, C233) A party authorised or permitted to occupy a place ("The Commune authorises the Occupant to
 * occupy, on a temporary and revocable basis, a plot of the public domain", "The Port Authority permits the Licensee to
 * occupy berth 4"): a permit's or a public body's grant of C224's right to occupy, Asset Use. Sets 1–87: one such
 * sentence (set 87's), Asset Use. Fixed words, bounded: linear.
 */
const AUTHORISED_TO_OCCUPY = String.raw`\b(?:authori[sz](?:es|ed|e)|permits|permitted)\s{1,3}(?:the\s{1,3})?[\w-]{1,30}\s{1,3}to\s{1,3}occupy\b`;
/**
 * (issue 18, h110c87, C233) The client's own thing kept in the keeper's vault, safe or store, or handed back to the
 * client: "We keep your item in our vault until you redeem it", "we store your goods in our warehouse at no charge",
 * "We hand your item back to you as soon as you pay" — a pledge's or a deposit's thing held for its owner (C173's
 * client's things kept, C111's owner's thing given back): Asset Use. Said to "you" of "your" thing only; sets 1–87: the
 * three such sentences (sets 86 and 87) are Asset Use. Fixed words, bounded: linear. The keeper's places are the goods
 * store's list (STORE: a depot, a bonded store, a storage facility too; issue 18, h112left) and a safe.
 */
const THING_OF_YOURS = String.raw`your\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:items?|goods|pledges?|things|belongings|valuables|jewell?e?ry|property)`;
const YOUR_THING_KEPT = String.raw`\b(?:keep|keeps|store|stores|hold|holds)\s{1,3}${THING_OF_YOURS}\s{1,3}in\s{1,3}(?:our|its)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:${STORE}|safes?)\b|\b(?:hand|hands|give|gives)\s{1,3}${THING_OF_YOURS}\s{1,3}back\b`;

export const USE_GIVEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(`${USE_GIVEN}|${HANDED_OVER_WITH_INVENTORY}|${RIGHT_TO_LIVE}|${AUTHORISED_TO_OCCUPY}|${YOUR_THING_KEPT}`, 'i'), 'Asset Use'],
  [new RegExp(PLACE_PROVIDED), 'Asset Use'],
];
export const USE_GIVEN_VETOES: readonly [RegExp, CategoryLabel][] = [[new RegExp(RIGHT_TO_LIVE, 'i'), 'Intellectual Property']];
