/**
 * Asset Use of a site, a suite, a stage or the things one party uses of the other's (issue 18, h94cat; set 72 missed
 * eleven such sentences; C12: a leased or hired thing's use, care and parts; the Asset Use row: "using the other party's
 * assets, premises"), said without "use" or "premises":
 * - access given to a place named by its own noun, or more guests brought into it than it was booked for ("give the Lessee access to the roof terrace", "give the Band access
 *   to the stage"; category-cues-others-premises.ts reads a party's own offices, sites and facilities);
 * - a party's things connected to the other's supply ("connect the lighting to the building's electricity supply", "not
 *   connect any equipment to the stage power", "not connect any other building to the supply");
 * - a place or thing supplied or handed over "in good working order" for the other to use (a stage and its lights, a
 *   yacht), not goods sold;
 * - damage to the other's place repaired ("repair at its own expense any damage caused to the roof by the billboard",
 *   "repair any damage to fences, gates and roads caused by its trucks");
 * - the other's things not lent ("shall not sell, lend or breed from them", "not waste or lend them");
 * - nothing fixed to the other's thing ("must not fix anything to the walls of the suite", "… to the frame");
 * - one's banners or advertisements displayed in or on the other's place ("may display its banners and logos in the
 *   suite", "may change the advertisements displayed").
 * Sets 1–72 label every such sentence Asset Use (counts beside each pattern); the capacity of a place ("not admit more
 * guests than") the sets label Safety and Security, and it stays out. Sentences of their own in
 * `categories-site-use-h94cat.test.ts`. Bounded gaps, no nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * A place one party uses of the other's, by its own noun (not a venue booked, whose access the sets read otherwise).
 * (issue 18, h110c87, C233) With a plot, a pitch, a beach, a quay, a jetty or a pier: a public body's occupier given
 * access to the beach or the quay of its plot (set 87's, Asset Use; sets 1–86 have no other access to such a place).
 */
const SPOT = String.raw`(?:plots?|pitch(?:es)?|beach(?:es)?|quays?|jett(?:y|ies)|piers?|roofs?|roof\s{1,8}(?:terraces?|spaces?)|terraces?|stages?|suites?|kitchens?|stables?|towers?|masts?|tenements?|yards?|sheds?|hangars?|paddocks?|fields?|grounds|building|land|premises|site|sites|rooms?|halls?|studios?|galleries|gallery|decks?)`;

/**
 * (issue 18, h112c88, C247) A place one party lets the other's people or vehicles use, enter or show, or keeps open to
 * them: SPOT's places, a station, a terminal, a depot or a car park (a carrier's bus station kept open to a minibus), a
 * house, a property, a flat or a farm.
 */
const USED_PLACE = String.raw`(?:${SPOT}|stations?|terminals?|depots?|car\s{1,8}parks?|garages?|slipways?|landings?|wharf|wharves|docks?|berths?|houses?|property|flats?|apartments?|farms?|shops?|offices?)`;

/**
 * (C247; session 75's re-read #4) What a form or a portal lets one enter of a place: its details, address or hours, not the
 * place ("allows the Customer to enter its shop details", "lets you enter your site address").
 */
const PLACE_FIELD = String.raw`(?:details|address(?:es)?|url|urls|name|names|numbers?|codes?|pages?|data|profile|account|listing|location|information|info|id|ids|reference|postcode|zip)`;

/** (C247) A guest's lodging in a stay: the room, cabin or chalet a hotel or a sanatorium gives it. */
const LODGING = String.raw`(?:rooms?|cabins?|chalets?|apartments?|suites?|bungalows?|tents?)`;

/** The other's supply a party's things are connected to. */
const SUPPLY = String.raw`(?:supply|supplies|power|mains|sockets?|electricity|meters?)`;

/** Structures and grounds a party's work or things may damage. */
const STRUCTURE = String.raw`(?:roofs?|floors?|walls?|ceilings?|buildings?|premises|site|grounds|fences?|gates?|roads?|tracks?|towers?|masts?|kitchens?|stages?|suites?|rooms?|halls?|houses?|yards?|sheds?|stables?|terraces?|drains?|ditches)`;

/** A surface or frame of the other's thing. */
const SURFACE = String.raw`(?:walls?|ceilings?|glass|windows?|doors?|floors?|frames?|roofs?|beams?|poles?|masts?|boards?|panels?|body|bodywork|furniture|hull|deck|tent|marquee|stand|booth|suite|vehicle|bicycle|bike|boat|car)`;

/** Where a party displays its own banners: the other's place or its boards and walls (not its own kit or vehicles). */
const SHOWN_AT = String.raw`(?:${SPOT}|boards|walls?|stands?|booths?|boxes|venue|stadium|arena|windows?|billboards?|hoardings?)`;

/** What a party displays of its own in or on the other's place. */
const SHOWN = String.raw`(?:banners?|signs?|posters?|flags?|advertisements?|logos?|signage|displays?)`;

/**
 * Strong (category-cue-lists.ts' STRONG_CUES): the sentence model reads a roof terrace, a stage's power or a suite's walls
 * as little else (its Asset Use odds on set 72's sentences are −1.5 to 0), and beside a notice's Communication the use
 * is a second subject.
 */
export const SITE_USE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Access given to a place (sets 2, 7, 21, 28, 35, 69 and 72: access to "the Site", "the tower", "the Tenement", "the
  // roof terrace"; 7 of 7 Asset Use).
  // Not a failure to give access, named as the cause of another's delay (set 70: Force Majeure's).
  [new RegExp(String.raw`(?<!\bfail(?:ure|s|ed)?\s{1,8}to\s{1,8})\b(?:give|gives|grant|grants|provide|provides|allow|allows|afford|affords)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,6}?access\s{1,8}to\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${SPOT}\b`, 'i'), 'Asset Use'],
  // A party's things connected to the other's supply (sets 64 and 72, 3 of 3 Asset Use). Not a network or a grid: a
  // utility's or a supplier's own service of connecting its customer.
  [new RegExp(String.raw`\bconnect(?:s|ed|ing)?\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,8}?to\s{1,8}(?:the|its|our|your|their)\s{1,8}(?:[\w-]{1,30}['’]s\s{1,8})?(?:(?:stage|building|house|site|electricity|electrical|gas|water|main)\s{1,8}){0,2}${SUPPLY}\b`, 'i'), 'Asset Use'],
  // More guests or riders brought into the place booked than it was booked for (set 72's suite; the sets label a place's
  // capacity "not admit more guests than" Safety and Security, a different act).
  [new RegExp(String.raw`\b(?:bring|brings|take|takes)\s{1,8}more\s{1,8}(?:guests|people|persons|riders|visitors|passengers|animals)\s{1,8}(?:into|onto|on\s{1,8}to)\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SPOT}\b`, 'i'), 'Asset Use'],
  // Supplied or handed over in good working order (sets 33 and 72, 2 of 2 Asset Use); not goods sold or delivered.
  [/^(?![^]{0,400}\b(?:goods|sold|sells?|sale|purchase\w*|deliver\w*)\b)[^]{0,300}?\b(?:supply|supplies|provide|provides|hand|hands)\b[^.;]{0,160}?\bin\s{1,8}good\s{1,8}working\s{1,8}order\b/i, 'Asset Use'],
  // Damage to the other's place repaired (sets 28, 36, 60 and 72, 4 of 4 Asset Use; with Liability where a party's
  // fault is named, category-cues-damage-made-good.ts).
  [new RegExp(String.raw`\b(?:repair|repairs|restore|restores)\s{1,8}(?:at\s{1,8}its\s{1,8}own\s{1,8}(?:cost|expense)\s{1,8})?(?:any|all)\s{1,8}damage\s{1,8}(?:caused\s{1,8})?to\s{1,8}(?:the\s{1,8}|its\s{1,8})?(?:[\w-]{1,30}\s{1,8})?${STRUCTURE}\b`, 'i'), 'Asset Use'],
  // The other's things not lent (sets 17, 24, 26, 34, 49, 52, 63, 67 and 72, 11 of 12 Asset Use); not money lent.
  [/\bnot\s{1,8}(?:[\w-]{1,30},?\s{1,8}(?:or\s{1,8})?){0,4}?lend\b(?!\s{1,8}(?:any\s{1,8})?(?:money|funds|sums|amounts?|credit|loans?|its\s{1,8}(?:name|credit))\b)/i, 'Asset Use'],
  // Nothing fixed to the other's thing (sets 8, 57, 65 and 72, 4 of 4 Asset Use).
  [new RegExp(String.raw`\b(?:fix|fixes|affix|affixes|attach|attaches|nail|screw|glue|stick)\s{1,8}(?:anything|nothing|any\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:signs?|posters?|stickers?|notices?|decorations?|fittings?|objects?|items?|things?|hooks?|nails?))\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:to|on|onto)\s{1,8}(?:the|its|our|your|any)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${SURFACE}\b`, 'i'), 'Asset Use'],
  // One's banners or advertisements shown in or on the other's place (sets 23 and 72, 3 of 3 Asset Use).
  [new RegExp(String.raw`\bdisplay(?:s|ed|ing)?\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,3}?${SHOWN}\s{1,8}(?:(?:and|or)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SHOWN}\s{1,8})?(?:in|on|at)\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?${SHOWN_AT}\b|\b(?:change|changes|replace|replaces|alter|alters)\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8})?${SHOWN}\s{1,8}displayed\b`, 'i'), 'Asset Use'],
  // (issue 18, h112c88, C247) A place the other party's people or vehicles are let use or kept open to: "let our
  // staff use the hotel jetty for boarding", "allows the Club to use its slipway", "keeps the bus stations … open to the
  // Operator's minibus free of charge" (C233's jetty, C143's use let), and entered or shown by the other's people with
  // the holder's leave: "shall allow the Buyer's workmen to enter the Property to carry out the major repairs", "allow
  // the Owner to show the house to buyers" (sets 1–88: the six places let used, entered or shown, sets 16, 46, 75, 85,
  // 86 and 88, and the one kept open are Asset Use). Not hours or slots of a place ("let anyone else use your kitchen
  // hours": a right passed on), not advisers let visit a studio (set 33's visit is a check on the work: Audits), not a
  // place kept open for trade or every day (the open hours of one's own business: none of 8 such in sets 1–88 is Asset
  // Use): "open to" a party named in capitals.
  [new RegExp(String.raw`\b(?:let|lets|allow|allows|permit|permits)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,4}?(?:to\s{1,8})?(?:use\s{1,8}(?:of\s{1,8})?|enter\s{1,8}|show\s{1,8})(?:the|its|our|your|his|her|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${USED_PLACE}\b(?!\s{1,8}(?:hours|time|times|slots?|days?|${PLACE_FIELD})\b)`, 'i'), 'Asset Use'],
  // (Session 75's re-read #4) The thing kept open a place (USED_PLACE, with its "of Asmara and Keren"): not an offer or a
  // post kept open to a party ("keeps its offer open to the Buyer for thirty days").
  [new RegExp(String.raw`\b[Kk]eeps?\s{1,8}(?:the|its|our|their)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,3}?${USED_PLACE}\b(?:\s{1,8}[\w'’-]{1,30}){0,4}?\s{1,8}open\s{1,8}to\s{1,8}(?:the\s{1,8})?[A-Z][\w-]{1,30}`), 'Asset Use'],
  // (issue 18, h112c88, C247) A guest's room in a stay, its use and its vacating: "accommodate the Guest in a single
  // room with a shower", "receive visitors in his room after 22:00", "The Guest leaves the room by 10:00 on the day of
  // departure" (C224's room provided; sets 1–88: 3 of 3 Asset Use, all set 88's; no set labels a guest's room
  // otherwise). Not rooms cleaned after check-out (the cleaner's work: set 30's, no Asset Use), not a meeting in a room.
  [new RegExp(String.raw`\baccommodat(?:e|es|ing)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,4}?in\s{1,8}(?:an?|the|their|his|her|one)\s{1,8}(?:(?:single|double|twin|triple|shared|private|standard|separate|family)\s{1,8})${LODGING}\b|\bvisitors\s{1,8}(?:in|into|to)\s{1,8}(?:his|her|their|your|the|its)\s{1,8}${LODGING}\b|\b(?:leave|leaves|vacate|vacates|free|frees)\s{1,8}(?:the|his|her|their|your|its)\s{1,8}${LODGING}\s{1,8}(?:by|before|no\s{1,8}later\s{1,8}than)\s{1,8}(?:\d|noon|midday)`, 'i'), 'Asset Use'],
];
