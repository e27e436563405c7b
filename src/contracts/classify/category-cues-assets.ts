/**
 * Asset Use where no word says "asset" (issue 18, h19recall): the acts by which one party has the use of a thing the
 * other owns — letting or hiring it out, the owner keeping title while the other holds it, altering it or parting
 * with it, using or bringing things onto the owner's place. The service's gist of Asset Use is "using the other
 * party's assets"; leases, hires, charters and site licences say it through these acts, not through the word.
 * Stated from how such contracts are drafted, with test sentences of their own (`categories-asset-acts.test.ts`).
 * Each pattern is bounded (no nested quantifiers over the same text), linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/** Things one party lets the other have the use of (not information, rights or money: those have their own subjects). */
export const THING = String.raw`(?:equipment|devices?|vehicles?|aircraft|vessels?|ships?|machinery|machines?|moulds?|molds?|tools|tooling|hardware|premises|property|land|buildings?|units?|warehouse|yard|site|rooms?|office|space|furniture|chargers?|containers?|trailers?|trucks?|cars?|vans?|engines?|plant|house|garden|workshop|kitchen|paddock|car\s+park|common\s+areas|booths?|berths?|stalls?|moorings?|lockers?|pitch(?:es)?)`;

/** Words that end a verb's object: a preposition or a relative word after the thing hired names where or why, not what. */
const OBJECT_END = String.raw`(?:at|for|on|in|of|to|from|with|by|under|who|which|that)`;

/** A thing said to be its owner's: "the property of the Lessor", "our property". */
const OWNED = String.raw`(?:(?:the\s+)?(?:sole\s+|exclusive\s+|absolute\s+)?property\s+of|(?:our|its|their|your)\s+(?:sole\s+|exclusive\s+)?property)`;

/**
 * (h28s35c) Things conceded, chartered or lent by their own names beyond THING: a boat, the grounds or a designated
 * area, a cabin or a kennel yard. Kept apart from THING so the hire and title patterns above read as they did.
 */
const HELD = String.raw`(?:${THING}|houseboats?|boats?|yachts?|barges?|grounds|areas?|sites|cabins?|huts?|cottages?|chalets?|villas?|halls?|kennels?|stables?|hangars?)`;

export const ASSET_CUES: readonly [RegExp, CategoryLabel][] = [
  // Letting or hiring a thing out, or on: "agrees to lease the Aircraft to the Lessee", "We will hire the vehicle …
  // to you", "subleases to Subtenant …", "may not … wet lease the Aircraft", "part with possession of the property". A
  // person hired is an employment ("shall not hire any employee"): the thing must follow the verb or the verb go "to" a
  // party. Not subletting or subleasing forbidden beside an assignment ("shall not assign this lease or sublet the
  // Premises"): most sets read that as Assignments (with Subcontracts or alone), as the TEXT_CUES of categories.ts do.
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
  // area marked", "may keep up to 20 horses at the Site"). Not letting it on (sub-letting, sub-chartering, leasing
  // onward): C12 reads that as an assignment.
  [new RegExp(String.raw`\b(?:accommodate|permit|allow|admit|host|sleep)\s+(?:more\s+than|over)\s+\d+\s+(?:\(\w+\)\s+)?(?:guests|persons|people|visitors|occupants)\b|\b(?:uses?|using)\s+(?:the|its)\s+(?:[\w-]+\s+){0,2}?${HELD}\s+(?:only\s+)?for\s+(?:any\s+)?purposes?\s+other\s+than\b|\b${HELD}\s+(?:shall|may|must|will|is\s+to|are\s+to)\s+(?:only\s+)?be\s+used\s+(?:only|solely|exclusively)\s+(?:for|as)\b|\b(?:park|parks|moor|moors|graze|grazes)\s+(?:its|their|his|her|the|any)\s+(?:[\w-]+\s+){0,4}?only\s+(?:at|in|on)\s+the\b|\bkeep\s+(?:up\s+to|not\s+more\s+than|no\s+more\s+than)\s+\d+\s+(?:[\w-]+\s+){0,2}?(?:at|on|in)\s+the\s+(?:[\w-]+\s+)?${HELD}\b`, 'i'), 'Asset Use'],
];
