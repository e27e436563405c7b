/**
 * Asset Use where no word says "asset" (issue 18, h19recall): the acts by which one party has the use of a thing the
 * other owns — letting or hiring it out, the owner keeping title while the other holds it, altering it or parting
 * with it, using or bringing things onto the owner's place. The service's gist of Asset Use is "using the other
 * party's assets"; leases, hires, charters and site licences say it through these acts, not through the word.
 * Stated from how such contracts are drafted, with test sentences of their own (`categories-asset-acts.test.ts`).
 * Each pattern is bounded (no nested quantifiers over the same text), linear on hostile text.
 * The Asset Use cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by h28cues)
 * follow this file's own, each under a line naming its round; their tests are in `category-cues-assets.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AMOUNT } from '../../numbers/money-shapes.js';

/** Things one party lets the other have the use of (not information, rights or money: those have their own subjects). */
export const THING = String.raw`(?:equipment|devices?|vehicles?|aircraft|vessels?|ships?|machinery|machines?|moulds?|molds?|tools|tooling|hardware|premises|property|land|buildings?|units?|warehouse|yard|site|rooms?|office|space|furniture|chargers?|containers?|trailers?|trucks?|cars?|vans?|engines?|plant|house|garden|workshop|kitchen|paddock|car\s+park|common\s+areas|booths?|berths?|stalls?|moorings?|lockers?|pitch(?:es)?)`;

/** Words that end a verb's object: a preposition or a relative word after the thing hired names where or why, not what. */
const OBJECT_END = String.raw`(?:at|for|on|in|of|to|from|with|by|under|who|which|that)`;

/** A thing said to be its owner's: "the property of the Lessor", "our property". */
const OWNED = String.raw`(?:(?:the\s+)?(?:sole\s+|exclusive\s+|absolute\s+)?property\s+of|(?:our|its|their|your)\s+(?:sole\s+|exclusive\s+)?property)`;

/** Places used for a while by the other party: rooms, berths, booths, halls, rinks, camps. */
export const PLACE = String.raw`(?:(?:dressing|changing|meeting|storage|store|machine|function)\s+rooms?|rooms?|berths?|booths?|stalls?|pitch(?:es)?|lockers?|halls?|arenas?|rinks?|studios?|courts?|docks?|moorings?|camp(?:\s+site)?|venue)`;

/** Places of the other party a party may use: a place lent (PLACE) or the rooms of a site. */
export const USED_ROOMS = String.raw`(?:${PLACE}|quarters|kitchens?|storerooms?|galley|premises|yard|sheds?|facilities|workshop|office|garage|car\s+park|toilets?|showers?|linen\s+rooms?)`;

/**
 * A lone subletting (C12 as the lead narrowed it, session 28, issue 18): the thing let sub-let, sub-leased,
 * sub-chartered or underlet, with no assignment, transfer or sale of it in the sentence, is the asset's use ("may not
 * sublet the Building", "not entitled to sub-charter the houseboat", "may not sub-lease or wet lease the Aircraft");
 * sets 1–36 label 5 of 7 such sentences Asset Use (docs/contracts.md, C12). Beside an assignment ("shall not assign
 * this Lease or sublet the Premises") it is the transfer's, Assignments (the Assignments cue, categories.ts); sub-letting
 * works, services or a subcontract is subcontracting (Subcontracts). "Sublet or share occupation of any part of the
 * Property" is one (h42s47, set 47). Under an "Assignment" heading too, the heading's Assignments is its other
 * clauses' (category-titles.ts' title evidence), as set 47 labels it. Anchored at the start, windows bounded: linear.
 */
export const LONE_SUBLETTING = /^(?![^]{0,400}\b(?:assign\w*|transfer\w*|novat\w*|re-?sell\w*|sells?|selling)\b)[^]{0,300}?\b(?:sub-?let(?:s|ting)?|sub-?leas(?:e|es|ing)|sub-?charter(?:s|ing)?|underlet(?:s|ting)?)\s+(?:or\s+(?:[\w-]+\s+){1,2}?(?:of\s+)?)?(?!(?:[\w-]+\s+){0,9}?(?:works?|services?|sub-?contract\w*)\b)(?:the|its|his|her|their|your|our|any|all|a|an|that|this|such)\b/i;

/**
 * Software or its code named within 80 characters after a verb that takes software apart ("reverse engineer",
 * "disassemble"): the verb works on the other party's asset, not on a design or a structure. Bounded window: linear.
 */
const SOFTWARE_AFTER = String.raw`[^.;]{0,80}?\b(?:Service|Services|Platform|Software|SDK|Application|App|software|firmware|(?:source|object)\s+code|code|programs?|decompile|disassemble)\b`;

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (category-cue-lists.ts' STRONG_CUES):
 * each is a cue of the category too (ASSET_CUES, below).
 */
export const ASSET_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h29c37) The other party's software or online service used as a thing: "a right for your Authorised Users to use the
  // Service", "grants the Customer a right to access and use the Platform", and what such use may not do to it ("shall
  // not reverse engineer, decompile or disassemble the Software"). The licence's grant keeps Intellectual Property its
  // own cue; the use of the provider's asset is Asset Use beside it (sets 1, 2, 9 and 37 label it so). Case-sensitive:
  // the defined names of the service (not "the services of a subcontractor"). Strong: beside the grant's Intellectual
  // Property it is a second subject, which a plain cue does not clear. "Reverse engineer" only with the software or
  // its code named after it (h30cue, review hrev23): "shall not reverse engineer the design of the bridge" uses no asset.
  // "Disassemble" likewise, or after "decompile" or "reverse engineer" in the same list (review hrev24): "shall
  // disassemble the temporary stands after the event" takes apart a structure, no one's software.
  [new RegExp(String.raw`\bright\s+(?:for\s+[^.;]{0,40}?\s+)?to\s+(?:access\s+and\s+)?use\s+the\s+(?:Service|Services|Platform|Software|SDK|Application|App|Subscription\s+Services?)\b|\b[Rr]everse[\s-]engineer\b(?=${SOFTWARE_AFTER})|\b[Dd]ecompile\b|\b[Dd]isassemble\b(?=${SOFTWARE_AFTER})|(?<=\b(?:[Dd]ecompile|[Rr]everse[\s-]engineer)\b[^.;]{0,40}?)\b[Dd]isassemble\b`), 'Asset Use'],
  // Said without the category's word, round 6 (h25cat6):
  // A sporting right over land let — "The Estate lets to the Syndicate the right of shooting over the moor", "grants
  // the Club the exclusive right of grazing" (the grant of the land's use itself).
  // (issue 18, h88c) With an aside between the grantee and the right ("The Community grants the User, for a fee, the
  // right to use for grazing the community pasture").
  [/\b(?:lets?|leases?|grants?)\s+(?:to\s+)?(?:the\s+)?[A-Z][\w-]*(?:,\s+[^,.;]{1,40},)?\s+the\s+(?:exclusive\s+|sole\s+)?right\s+(?:of|to)\s+(?:[\w-]+\s+){0,4}?(?:fishing|shooting|grazing|hunting|stalking|mooring)\b/, 'Asset Use'],
  // The other party's goods kept apart from one's own — "keep the Customer's grain separate from its own" (goods held
  // for processing are the owner's asset in the processor's hands).
  [/\bkeep\w*\s+(?:the\s+)?(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?['’]s|its|their|his|her|your|our|the)\s+(?:[\w-]+\s+){0,3}?(?:separate|apart|segregated)\s+from\b/i, 'Asset Use'],
  // (h29cat) A lone subletting: the thing let on (LONE_SUBLETTING), whatever the consent asked for beside it.
  [LONE_SUBLETTING, 'Asset Use'],
];


/**
 * (h28s35c) Things conceded, chartered or lent by their own names beyond THING: a boat, the grounds or a designated
 * area, a cabin or a kennel yard; (issue 18, h88c) a pasture or a meadow let for grazing ("hand over the pasture to the
 * User", "return the meadow at the end of the season"). Kept apart from THING so the hire and title patterns above read as they did.
 */
export const HELD = String.raw`(?:${THING}|houseboats?|boats?|yachts?|barges?|grounds|areas?|sites|cabins?|huts?|cottages?|chalets?|villas?|halls?|kennels?|stables?|hangars?|pastures?|meadows?)`;

/**
 * (issue 18, h121c95, C316) A club's or a cooperative's shared building and fittings a member or a guest may use: a
 * clubhouse, the tanks (a purification, rainwater or water tank), a cooker, a stove, an oven, a fridge or a freezer ("You
 * may use the clubhouse during the opening hours", "Members may use the purification tanks in the turns set by the tank
 * master", "She may use the Council's gas cooker and the rainwater tank at the huts"). Sets 1–95: the four sentences with
 * C294's leave before one of these words (sets 94 and 95) are all labelled Asset Use, none was read. Not what is read
 * off them ("may use the tank readings": data).
 */
const SHARED_FITTINGS = String.raw`(?:clubhouses?|tanks?|cookers?|stoves?|ovens?|fridges?|refrigerators?|freezers?)(?!\s{1,3}(?:readings?|levels?|data|records?|logs?|results|figures|temperatures?)\b)`;

/**
 * (issue 18, h119c93, C294) What one party may use of the other's beyond the rooms of USED_ROOMS: a thing or a place held
 * (HELD: a hut, the boats, a hall, a car park), a deck, a pier, a jetty, a quay or a slipway, a trough, a grill, a pool,
 * a well or a pump, a road, a road reserve or a trail, a workspace, a tractor, and the owner's working animals (horses,
 * geldings, ponies, oxen, mules, donkeys, camels). Only things and places: the other's marks, name, data, a deposit or
 * staff used are other subjects (none is listed).
 */
const USED_THING = String.raw`(?:${HELD}|${USED_ROOMS}|decks?|piers?|jett(?:y|ies)|quays?|wharf|slipways?|troughs?|grills?|barbecues?|canoes?|kayaks?|pools?|saunas?|wells?|pumps?|roads?|road\s{1,3}reserves?|trails?|workspaces?|tractors?|horses|geldings|ponies|oxen|mules|donkeys|camels|${SHARED_FITTINGS})`;

/**
 * A capitalised owner's possessive ("the Owner's", "Ballpark's"): a name's word of up to 31 letters, digits or hyphens
 * (Latin-1 to Latin Extended-B), then "'s". One home for C294's two cues and C292's containers
 * (category-cues-entrusted-returns.ts). Bounded: linear.
 */
export const OWNERS_POSSESSIVE = String.raw`[A-Z][\w\u00C0-\u024F-]{0,30}['’]s`;
/** (C294) The other's thing, after the verb: "the", "our", "your" or an owner's possessive — not "its", "their", "his", "her" (a party's own). */
const THE_OTHERS = String.raw`(?:the|our|your|${OWNERS_POSSESSIVE})\s{1,3}`;
/** (C294) A word describing the thing before it; a preposition, an article or "and"/"or" ends the object instead. */
const DESCRIBING_WORD = String.raw`(?!(?:${OBJECT_END}|the|a|an|and|or)\b)[\w'’-]{1,30}\s{1,3}`;

/**
 * What is lent that is no thing (issue 18, h118mendB; one home for C285's two word orders, h118rr finding 5): money in
 * any words (sums, funds, a loan, the principal, "a total of", "an advance", "the capital", "the purchase price", the
 * balance, credit, cash, a count of money: "two thousand euros"), help or standing ("its expertise", "a hand", "an ear",
 * "its name", "its guarantee", "its good offices", "its time"), or people. One word may stand before it ("the purchase
 * price"). Nor an amount within the next words ("a total of EUR 5,000": AMOUNT, the money rows' reading). Bounded.
 */
const NOT_A_THING_LENT = String.raw`(?:(?:[\w-]+\s+)?(?:[Ff]acility|[Ff]acilities|sums?|money|monies|funds|[Ll]oan|[Aa]mount|[Pp]rincipal|expertise|experience|support|assistance|weight|name|voice|credibility|services|staff|personnel|employees|hand|ear|hundred|thousand|million|billion|euros?|dollars?|pounds?|total|advance|[Cc]apital|price|balance|credit|cash|guarantee|offices|time)\b|(?:[\w-]+\s+){0,3}?${AMOUNT})`;

export const ASSET_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h99c75) The other party's platform used through accounts (the row's gist: "using the other party's assets,
  // premises, software"): "may create up to ten user accounts", "may open five further user accounts" — a permission
  // only, as a duty to create accounts ("The Supplier shall create ten user accounts") is the provider's own work; and the let
  // building's structure left alone ("not to interfere with the structure of the building", "must not alter the
  // structure of the Premises"), the premises' use as their repair is. Bounded: linear.
  [/\bmay\s{1,3}(?:create|open|set\s{1,3}up|add|register)\s{1,3}(?:up\s{1,3}to\s{1,3}|no\s{1,3}more\s{1,3}than\s{1,3}|not\s{1,3}more\s{1,3}than\s{1,3})?(?:[\w-]{1,30}\s{1,3})?(?:\(\d{1,4}\)\s{1,3})?(?:additional\s{1,3}|further\s{1,3}|named\s{1,3})?user\s{1,3}accounts?\b|\b(?:interfere\s{1,3}with|alter|alters|damage|damages|weaken|weakens|cut\s{1,3}into)\s{1,3}(?:the\s{1,3})?(?:main\s{1,3}|load-bearing\s{1,3})?structure\s{1,3}of\s{1,3}the\s{1,3}(?:building|premises|house|unit|shop|property)\b/i, 'Asset Use'],
  // Letting or hiring a thing out, or on: "agrees to lease the Aircraft to the Lessee", "We will hire the vehicle …
  // to you", "subleases to Subtenant …", "may not … wet lease the Aircraft", "part with possession of the property". A
  // person hired is an employment ("shall not hire any employee"): the thing must follow the verb or the verb go "to" a
  // party. Not subletting or subleasing forbidden beside an assignment ("shall not assign this lease or sublet the
  // Premises"): most sets read that as Assignments (with Subcontracts or alone), as the TEXT_CUES of category-cue-lists.ts do.
  // The words between the verb and the thing describe the thing ("the small red vehicle"); a preposition there ends
  // the object, so "hire any employee at the Site" or "hire a subcontractor for the Site" hires a person, not the Site.
  [new RegExp(String.raw`\b(?:leases?|lets?|hires?|charters?|sub-?leases)\s+(?:out\s+)?to\s+(?:the\s+)?(?:[A-Z][\w-]*|you|us)\b|\b(?:leases?|lets?|hires?|rents?|charters?)\s+(?:out\s+)?(?:the|its|any|each|a|an|such|our|your|their)\s+(?:(?!${OBJECT_END}\b)[\w-]+\s+){0,3}?${THING}\b|\bwet\s+lease\b|\bpart\s+with\s+(?:the\s+)?(?:possession|occupation)\b`, 'i'), 'Asset Use'],
  // The owner keeps title while the other holds the thing: "The Devices remain our property at all times", "The
  // Equipment is and shall remain the property of Lessor", "Molds lent by Purchaser shall remain the property of
  // Purchaser", "The vehicle always belongs to us", "Title to the Customer Equipment remains with the Customer". Only
  // for a thing: information or work product that "remains the property of" its discloser is Confidentiality or IP.
  // Only "belongs" goes "to" its owner: a thing that "is to the Buyer's warehouse" or "is to the specification" is
  // where or how it is delivered.
  [new RegExp(String.raw`(?<!\bintellectual\s)\b${THING}\s+(?:[\w,-]+\s+){0,5}?(?:(?:(?:is\s+and\s+)?(?:shall|will)\s+(?:at\s+all\s+times\s+)?remain|remains?|is|are)\s+(?:at\s+all\s+times\s+)?${OWNED}|(?:always\s+)?belongs?\s+(?:at\s+all\s+times\s+)?(?:${OWNED}|to\s+(?:us|the\s+[A-Z][\w-]*)))\b|\btitle\s+to\s+(?:the|each|any|all)\s+(?:[\w-]+\s+){0,2}?${THING}\s+(?:shall\s+|will\s+)?remains?\s+(?:with|in)\b`, 'i'), 'Asset Use'],
  // Altering the thing, fitting it out, or bringing things onto the owner's place: "must not make any alteration to the
  // vehicle or fit any accessory", "make any alterations to the Subleased Premises", "carry out any fitout works",
  // "may bring personal furniture and belongings into the home". Not weapons or hazardous goods brought on site: that
  // is safety.
  [new RegExp(String.raw`\balterations?\s+(?:or\s+additions?\s+)?to\s+(?:the|any|its|our|your)\s+(?:[\w-]+\s+){0,2}?${THING}\b|\bfit(?:-?\s?out)\s+works\b|\bfit\s+any\s+accessor(?:y|ies)\b|\b(?:bring|brought|brings)\s+(?:(?!weapons?\b|firearms?\b|hazardous\b|dangerous\b|explosives?\b|drugs\b|alcohol\b)[\w-]+[,\s]+){0,6}?(?:onto|into|on\s+to)\s+(?:the|its|our|your|any)\s+(?:[\w-]+\s+)?(?:property|premises|home|site|land|rooms?|building|house)\b`, 'i'), 'Asset Use'],
  // Using the owner's place or its parts: "may use the Principal's workshop", "allow us to use the house, the walled
  // garden", "shall not use the guardroom or the Client's radios for any purpose other than", "the right to use the
  // common areas".
  [new RegExp(String.raw`\b(?:may|to|not|only|will)\s+use\s+(?:the|its|your|our)\s+(?:[A-Z][\w-]*['’]s\s+)?(?:[\w-]+\s+){0,1}?(?:house|garden|rooms?|workshop|guardroom|radios|common\s+areas|kitchen|office|space|land|yard|paddock|car\s+park|warehouse|building)\b`, 'i'), 'Asset Use'],
  // Said without the category's word, round 3 (h24rec):
  // Asset Use: a vehicle of the other party's driven, a place or station given for the work, the use of a thing
  // included — "may drive the children in the family car", "will provide the Artist with a private station",
  // "includes use of the autoclave", "stop you using the gym".
  [/\b(?:drive|drives|driving)\s+(?:[\w-]+\s+){0,5}?(?:in\s+)?(?:the|a|its|our|your|their|his|her)\s+(?:[\w-]+\s+)?(?:car|van|vehicle|truck|lorry|tractor|minibus)\b|\bprovide\s+(?:the\s+)?[A-Z][\w-]*\s+with\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:station|desk|workspace|workstation|office|room|locker|car|vehicle|van|phone|laptop|uniform|chair)\b|\b(?:use|using)\s+of\s+the\s+(?:[\w-]+\s+)?(?:autoclave|kitchen|car|van|vehicle|gym|pool|studio|workshop|machines?|tools)\b|\b(?:you|members?)\s+(?:from\s+)?using\s+the\s+(?:gym|pool|club|facilities|studio|premises)\b/, 'Asset Use'],
  // Said without the category's word, round 4 (h24cat4):
  // Asset Use: a hired or lent thing's care — "keep the boat away from rocks", "must not put anything on the
  // table", "responsible for any damage to the trailer while it is in your care", "refuel the van"; a shared thing
  // booked — "may book the minibus through the office".
  [/\bkeep\s+(?:the|it|them)\s+(?:[\w-]+\s+)?away\s+from\b|\bnot\s+(?:place|put|stand|rest)\s+(?:[\w,-]+\s+){0,8}?on\s+(?:top\s+of\s+)?(?:the|it)\b|\bresponsible\s+for\s+(?:any|all)\s+(?:loss\s+of\s+or\s+)?damage\s+to\s+the\s+(?:[\w-]+\s+)?[\w-]+\s+while\s+(?:it|they)\s+(?:is|are)\b|\brefuel\s+(?:the|it)\b|\bbook\s+(?:the|a|an)\s+(?:[\w-]+\s+)?(?:aircraft|plane|glider|boat|yacht|vehicle|car|van|minibus|court|studio|telescope|machine|pitch|hall)\b/i, 'Asset Use'],
  // Said without the category's word, round 5 (h25cat5):
  // Asset Use: a place allotted, moved, given away or shared — "We will allocate each stallholder one stall", "may
  // move your stand to another hall", "must not sublet or share your berth". Not what is done or left "on your
  // pitch": the sets read the act's own subject (music, stock left), not the place's use.
  [new RegExp(String.raw`\b(?:allocate|allocates|allot|allots|assign|assigns|give|gives|move|moves|transfer|transfers|sublet|sublets|share|shares)\s+(?:(?:you|us|them|him|her|each\s+[\w-]+|(?:the\s+)?[A-Z][\w-]*)\s+)?(?:your|its|his|her|their|our|the|a|one)\s+(?:[\w-]+\s+){0,2}?(?:${PLACE}|stands?|plots?)\b`), 'Asset Use'],
  // The other party's thing kept in good order, handed back, its use granted, its system operated, damage to its
  // fences repaired, its structure maintained — "The Tenant shall keep the Cottage and its contents in good repair",
  // "must hand back the boathouse keys", "may not grant the use of the Hall to others", "will operate the Council's
  // heating system", "repair any damage to the walls caused by its vans", "the structural maintenance of the
  // building". Not one's own things ("keep its vehicles in good repair": "its" is not the other's thing); not giving
  // back to the community (a company's good works), nor the use of a name, a mark, software or data granted (a
  // licence or a consent: Intellectual Property, Publicity, Privacy), hrev17.
  [new RegExp(String.raw`\b[Kk]eeps?\s+(?:the\s+[A-Z][\w-]*|the\s+(?:[\w-]+\s+)?${THING})\b[^.;]{0,60}?\bin\s+good\s+(?:working\s+)?(?:order|repair|condition)\b|\b(?:hand|hands|handed|give|gives)\s+back\s+(?!(?:the\s+|any\s+|its\s+)?(?:deposit|money|sums?|payments?|fees?)\b|to\s+(?:the\s+)?(?:local\s+|wider\s+)?(?:communit(?:y|ies)|society|charit(?:y|ies)|environment)\b)|\b(?:grant|grants|give|gives|allow|allows)\s+(?:the\s+)?use\s+of\s+(?:the|its|his|her|their|our)\b(?!\s+(?:[\w-]+\s+)?(?:names?|trade\s*marks?|marks?|logos?|brands?|software|know-how|intellectual|copyrights?|patents?|data|information|images?|likeness)\b)|\boperat(?:e|es|ing)\s+(?:the\s+)?[A-Z][\w-]*['’]s\s+(?:[\w-]+\s+){0,2}?(?:system|equipment|machinery|plant|pumps?|boilers?|lifts?|facilities)\b|\brepair\s+(?:any|all)\s+damage\s+(?:caused\s+)?to\s+(?:the\s+)?(?:[\w,-]+\s+){0,4}?(?:fences?|gates?|roads?|walls?|floors?|tracks?|paths?|drains?|lawns?|verges?|${THING})\b|\b(?:extraordinary|structural|external)\s+(?:maintenance|repairs?)\s+(?:of|to)\s+the\b`), 'Asset Use'],
  // Said without the category's word, round 6 (h25cat6):
  // Asset Use: rooms or office space furnished by the other party — "The Hotel shall provide the Chef with a room in the
  // staff house"; the other party's goods never used for another — "not use the wool for any other client". (A sporting
  // right let and goods kept apart: the strong cues above.)
  [/\bprovides?\s+(?:the\s+)?[A-Z][\w-]*\s+with\s+(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?(?:office\s+space|workspace|work\s+space|desks?|rooms?|accommodation|lodging)\b/, 'Asset Use'],
  // Not information, data or software kept to its purpose ("shall not use the Information for any other purpose": a
  // confidentiality's or a licence's limit, review hrev18).
  [/\bnot\s+(?:to\s+)?use\s+the\s+(?!(?:information|data|software|materials?|documents?|know-how|results|content|programs?|code|images?|photographs?|marks?|names?)\b)[\w-]+\s+for\s+(?:the\s+account\s+of|any\s+other\b(?!\s+purposes?\b))/i, 'Asset Use'],
  // Said without the category's word, round 7 (h26cat7):
  // Asset Use: a place of the other party used — "The Caterer may use the school kitchen", "can use, free of charge,
  // the changing rooms"; keys and returnable containers handed back — "return the keys to the office", "return your
  // gate key" (round 8), "shall return the empty kegs"; alterations to a place — "must not make alterations to the
  // studio". Not a key put back in a key safe by a carer (a security routine).
  [new RegExp(String.raw`\b(?:may|can|is\s+entitled\s+to|are\s+entitled\s+to)\s+use\s*(?:,\s*free\s+of\s+charge\s*,\s*)?\s(?:the|its|our|your|their)\s+(?:[\w-]+\s+){0,2}?${USED_ROOMS}\b|\breturn\s+(?:all\s+|the\s+|any\s+|your\s+|its\s+|their\s+|his\s+|her\s+)?(?:unused\s+|empty\s+|spare\s+|gate\s+|door\s+|front\s+)?(?:keys?(?!\s+to\s+the\s+key\s+safe)|barrels?|pallets?|crates?|drums?|kegs?|cylinders?|newsprint|access\s+cards?)\b|\b(?:make|carry\s+out)\s+(?:any\s+)?(?:structural\s+)?alterations?\s+(?:or\s+additions?\s+)?to\s+the\b`, 'i'), 'Asset Use'],
  // (issue 18, h119c93, C294) The other's place or thing used by leave, beyond round 7's rooms: "The Tenant may use the
  // fishing hut, the two boats and the car park", "Sponsor may use the Ballpark's party deck", "may continue to use the
  // Trails", "may use the Owner's geldings to pull the hay sledge", "can use the trough on the holm" (sets 1–93 hold 20
  // such sentences, all labelled Asset Use; 7 were read without it: sets 17, 29, 35, 83, 91, 92 and 93). A leave (may, can, is entitled,
  // allowed or permitted to; "also", "still", "continue to"), the thing led by "the", "our", "your" or an owner's
  // possessive: not "its", "their", "his" or "her", a party's own things ("may use its own vehicles"); the words
  // before the thing describe it (a preposition there ends the object: "may use the data from the land" uses no land).
  // Words and blanks bounded: linear.
  [new RegExp(String.raw`\b(?:may|can|(?:is|are)\s{1,3}(?:entitled|allowed|permitted)\s{1,3}to)\s{1,3}(?:(?:also|still|freely)\s{1,3})?(?:continue\s{1,3}to\s{1,3})?use\s{1,3}${THE_OTHERS}(?:${DESCRIBING_WORD}){0,3}?${USED_THING}\b`, 'i'), 'Asset Use'],
  // (issue 18, h119c93, C294) The other's place or thing left whole: no part of it climbed, cut, moved, painted, removed,
  // damaged or taken away ("The Producer does not climb, cut, move, paint or take away any part of the ships", "must not
  // remove any part of the wreck"), as a site or a thing used is kept (C12). Only a thing or a place (USED_THING, a
  // wreck, a monument, a ruin, a statue or a structure): not a record or a document ("remove any part of a patient's
  // record": its confidentiality). Sets 1–93: set 93's one such sentence, labelled Asset Use. Bounded: linear.
  [new RegExp(String.raw`\b(?:not|never)\s{1,3}(?:[\w,'’-]{1,30}\s{1,3}){0,8}?(?:climb|cut|move|paint|remove|damage|deface|break|carve|dig|take\s{1,3}away)\s{1,3}(?:(?:on|from)\s{1,3})?any\s{1,3}part\s{1,3}of\s{1,3}${THE_OTHERS}(?:${DESCRIBING_WORD}){0,2}?(?:${USED_THING}|wrecks?|monuments?|ruins?|statues?|structures?)\b`, 'i'), 'Asset Use'],
  // Said without the category's word, round 8 (h26cat8):
  // Asset Use: a plot of land let and used — "The Tenant may grow only vegetables on the plot", "keep the allotment plot
  // tidy" (not a plot survey or plan); a shared room or desk used or booked — "may use the shared desks and lounges";
  // machines placed at the other party's locations — "the right to place vending machines at the sites"; one's machines
  // or things removed from the place — "shall remove its kiosks within ten days".
  [/\b(?:on|from|of|use|keep|cultivate|cultivating|occupy)\s+(?:the|your|its|their|his|her|each|every|this)\s+(?:allotment\s+|garden\s+)?plots?\b(?!\s+(?:surveys?|plans?|maps?|numbers?)\b)|\b(?:may|can|is\s+entitled\s+to|are\s+entitled\s+to)\s+(?:use|book)\s+(?:the|its|our|your|their)\s+(?:[\w-]+,?\s+){0,3}?(?:lounges?|desks?|meeting\s+rooms?|phone\s+booths?|workstations?|lockers?|parking\s+spaces?)\b|\b(?:place|places|site|sites|locate|locates|position|positions)\s+(?:its\s+|the\s+|any\s+|a\s+|an\s+|their\s+)?(?:[\w-]+,?\s+){0,5}?(?:machines?|kiosks?|dispensers?|vending\s+units?)\s+(?:in|at|on)\s+(?:the|a|any|its|each|every)\b|\bremove\s+(?:its|their|his|her|all|the|your)\s+(?:[\w-]+,?\s+){0,3}?(?:machines?|equipment|kiosks?|belongings|sheds?|caravans?|boats?|possessions|stock)\b/i, 'Asset Use'],
  // Said without the category's word, round 9 (h27cat9):
  // Asset Use: a thing lent — "The Museum agrees to lend the Painting to the Gallery", "will loan its boat to the
  // Club" (not money lent: a facility, sums or funds; nor help lent: "lend its expertise to the Company", hrev20); the use of a thing granted — "The Farm grants the Contractor the use of its barn"; the other party letting
  // one use its things — "You agree to let us use your driveway" (not
  // its name, data, patents or works: information or intellectual property); use kept to a purpose — "for grazing purposes only",
  // "shall not use the Yard for any purpose other than boat repair" (not information used for a purpose: that is
  // confidentiality or privacy; nor money: "shall not use the Grant for any purpose other than the Project", hrev20); a hired
  // thing used, sailed or driven only for a use or within an area (round 10, h27cat10) — "The Hirer must use the van only for deliveries", "may fly the glider only within the club's airspace"
  // (not information, names, marks, software, a loan or a grant used only for a purpose: confidentiality, privacy,
  // intellectual property, scope); title kept by the lender — "Title to the Boat remains with the Owner at all times";
  // the site restored at the end (C12) — "shall restore the land to its former condition".
  [new RegExp(String.raw`\b(?:loan|loans|lend|lends)\s+(?:the|its|their|his|her|our|your)\s+(?!${NOT_A_THING_LENT})(?:[\w-]+\s+){0,2}?to\s+(?:the\s+)?(?:[A-Z][\w-]*|you|us|them)\b|\bgrants?\s+(?:to\s+)?(?:the\s+)?(?:[A-Z][\w-]*|you|us|them)\s+the\s+(?:free\s+|exclusive\s+|non-exclusive\s+|shared\s+)?use\s+of\s+(?:its|their|his|her|the|our|your)\b|\b(?:let|lets|allow|allows|permit|permits)\s+(?:us|you|them|the\s+[A-Z][\w-]*)\s+(?:to\s+)?use\s+(?:an?|the|its|your|their|his|her|our)\s+(?!(?:[\w-]+\s+)?(?:information|data|name|names|details|logos?|marks?|trade\s?marks?|patents?|copyrights?|rights|works?|designs?|images?|photographs?|know-how|technology|software|content)\b)|\bfor\s+(?:[\w-]+\s+){1,2}purposes\s+only\b|\b(?:[Uu]se|[Ss]ail|[Dd]rive|[Oo]perate|[Ff]ly|[Rr]ide)\s+(?:the|its|our|your|their)\s+(?!(?:[\w-]+\s+){0,2}?(?:[Ii]nformation|[Dd]ata|[Dd]etails|[Nn]ames?|[Mm]arks?|[Tt]rade\s?[Mm]arks?|[Ll]ogos?|[Ll]oan|[Gg]rant|[Ff]unds?|[Mm]oney|[Mm]onies|[Ss]ums?|[Ss]oftware|[Cc]ontent|[Mm]aterials|SDK|[Ll]icen[cs]e)\b)(?:[\w-]+\s+){1,3}?(?:only|solely|exclusively)\s+(?:for|within|in|on)\b|\bnot\s+use\s+(?:the|its|any)\s+(?!(?:[A-Z][\w-]*\s+){0,2}?(?:Information|Data|Materials|Documents|Know-how|Results|Grant|Funds|Funding|Deposit|Money|Monies|Sums?|Loan|Advance|Contribution|Payments?)\b)(?:[A-Z][\w-]*\s+){1,3}?for\s+any\s+(?:purpose|use)\s+other\s+than\b|\b[Tt]itle\s+to\s+(?:the|each|any|all)\s+(?:[\w-]+\s+){1,2}?(?:remains?|shall\s+remain|will\s+remain|stays?)\s+(?:vested\s+)?(?:in|with)\s+(?:the\s+)?[\w-]+\s+at\s+all\s+times\b|\b(?:restore|reinstate)s?\s+(?:the|its|their|your)\s+(?:[\w-]+\s+)?(?:site|land|area|ground|plot|pitch|field|camp|yard)\s+to\s+(?:its|their|the)\s+(?:[\w-]+\s+){0,2}?(?:condition|state)\b`), 'Asset Use'],
  // (issue 18, h118c90, C285) The same loan with the borrower before the thing: "We also lend you our spare warp beam",
  // "The Club lends the Hirer its trailer for the season" — the order "lend its boat to the Club" (above) turned about,
  // the borrower a party (you, us, them or a capitalised name) and the thing led by a determiner. Not money, help or a
  // name lent (the words above; "lends the Borrower EUR 5,000" has no determiner), nor a hand ("lend you a hand").
  // (issue 18, h118c92, C291) The borrower's name may carry a letter beyond ASCII ("lends the Café …", "the Señora"),
  // and the thing may be counted by a number word ("lends the Café two wooden bread boxes", "to lend the Cooperative
  // two tarpaulins"); a count of money is none ("lends the Borrower two thousand euros": the words of a sum).
  [new RegExp(String.raw`\b(?:loan|loans|lend|lends)\s+(?:you|us|them|(?:the\s+)?[A-Z][\w\u00C0-\u024F-]*)\s+(?:the|its|their|his|her|our|your|a|an|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?!${NOT_A_THING_LENT})[\w-]+`), 'Asset Use'],
  // The strong cues above are cues too.
  ...ASSET_STRONG_CUES,
  // (h28s35c) The conceded or chartered thing handed over, given back or made available: "The Owner hands over the
  // Building to the Tenant", "At the end the Licensee hands over the cabin and the keys", "shall return the boat to the
  // Owner", "the Council makes the Hall, its furniture and the kitchen available to the Hirer", "The Club will provide the
  // parking area shown in Annex 2". Not goods handed over (Delivery: no HELD word), nor a place merely named.
  [new RegExp(String.raw`\b(?:hands?|handed|handing)\s+(?:back\s+|over\s+)(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:the|its|our|your|every|each)\s+(?:[\w-]+\s+){0,2}?${HELD}\b|\b(?:return|returns|returned|redeliver|redelivers|surrender|surrenders|vacate|vacates)\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:the|its|our|your|every|each)\s+(?:[\w-]+\s+){0,2}?${HELD}\b|\bmakes?\s+(?:the|its|our|your)\s+(?:[\w,-]+\s+){0,4}?${HELD}\b[^.;]{0,60}?\bavailable\s+to\b|\bprovides?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+)?the\s+(?:[\w-]+\s+){0,3}?(?:sites?|area|premises|land|space|berths?|grounds|yard)\s+(?:shown|listed|described|designated|marked|identified|set\s+out)\b`, 'i'), 'Asset Use'],
  // (h28s35c) The thing kept as it was given: damage to it made good, the site restored to its former state ("shall make
  // good any damage to the yacht caused by its guests", "restore any damage to the grounds", "restore the land to its
  // original condition"), an accident to the hired car reported. Not damage to goods in transit (no HELD word).
  [new RegExp(String.raw`\b(?:make|makes|made)\s+good\s+(?:any|all)\s+(?:[\w-]+\s+)?damage\s+(?:[\w-]+\s+){0,2}?to\s+(?:the|its|our|your|any)\s+(?:[\w-]+\s+){0,2}?${HELD}\b|\b(?:restore|restores|repair|repairs|rectify|rectifies)\s+(?:any|all)\s+(?:[\w-]+\s+)?damage\s+to\s+(?:the|its|our|your|any)\s+(?:[\w-]+\s+){0,2}?${HELD}\b|\brestores?\s+(?:the|every|each|all|any)\s+(?:[\w-]+\s+){0,2}?${HELD}\s+to\s+(?:its|their)\s+(?:prior|original|former|previous)\s+(?:condition|state)\b|\baccident\s+or\s+damage\s+to\s+the\s+(?:[\w-]+\s+)?(?:car|vehicle|van|boat|houseboat|yacht|vessel)\b`, 'i'), 'Asset Use'],
  // (h28s35c) How the conceded thing may be used: how many may stay in it ("not to accommodate more than 6 guests",
  // "shall not permit more than 10 persons to sleep in the cabin"), for what ("uses the Hall for any purpose other than",
  // "the boat shall be used only for day trips"), and what may be kept or parked on it ("may park its vans only in the
  // area marked", "may keep up to 20 horses at the Site"). Letting it on is LONE_SUBLETTING below.
  [new RegExp(String.raw`\b(?:accommodate|permit|allow|admit|host|sleep)\s+(?:more\s+than|over)\s+\d+\s+(?:\(\w+\)\s+)?(?:guests|persons|people|visitors|occupants)\b|\b(?:uses?|using)\s+(?:the|its)\s+(?:[\w-]+\s+){0,2}?${HELD}\s+(?:only\s+)?for\s+(?:any\s+)?purposes?\s+other\s+than\b|\b${HELD}\s+(?:shall|may|must|will|is\s+to|are\s+to)\s+(?:only\s+)?be\s+used\s+(?:only|solely|exclusively)\s+(?:for|as)\b|\b(?:park|parks|moor|moors|graze|grazes)\s+(?:its|their|his|her|the|any)\s+(?:[\w-]+\s+){0,4}?only\s+(?:at|in|on)\s+the\b|\bkeep\s+(?:up\s+to|not\s+more\s+than|no\s+more\s+than)\s+\d+\s+(?:[\w-]+\s+){0,2}?(?:at|on|in)\s+the\s+(?:[\w-]+\s+)?${HELD}\b`, 'i'), 'Asset Use'],
  [LONE_SUBLETTING, 'Asset Use'],
  // (h29cat) Works on a part of the conceded thing — "to renovate the interior of the Building", "not to carry out any
  // construction work on the exterior of the Building": C12's "a leased asset's … parts" (sets 1–36 label 4 of 5
  // sentences on the interior, exterior or structure of a let building Asset Use; its upkeep was read already).
  // (h97c74) A hired thing's range: "You may not take a hired canoe more than 3 kilometres from the jetty", "must not sail
  // the chartered yacht beyond the bay" (C12: where the hired thing may go is its use). Hired, rented, leased or
  // chartered said before the thing: a client taken further is no thing's range.
  [/\b(?:take|takes|sail|sails|ride|rides|drive|drives|row|rows|paddle|paddles|fly|flies|tow|tows)\s{1,8}(?:the|a|an|any|your|its|their|our)\s{1,8}(?:hired|rented|leased|chartered)\s{1,8}[\w-]{2,30}\s{1,8}(?:further|farther|more|beyond|outside)\b/i, 'Asset Use'],
  [new RegExp(String.raw`\b(?:renovat\w*|refurbish\w*|redecorat\w*|alter|alters|altered|altering|alterations?|modify|modifies|modifications?|paint|paints|works?)\s+(?:on\s+|to\s+)?the\s+(?:exterior|interior|fa[cç]ade|roof|structure|fabric)\s+of\s+the\s+(?:[\w-]+\s+)?${HELD}\b`, 'i'), 'Asset Use'],
];
