/**
 * Cue words of what happens to a contract from outside or at its end, and of rights that are or are not intellectual
 * property, that the earlier cue lists lacked (issue 18, h18s15b, from the defects of sets 14–15, each stated as a
 * rule about any contract): events beyond a party's control and performance stopped by a natural or public event
 * (Force Majeure without the words), events of default, sublicensing and media rights (Intellectual Property), and a person's licence to practise or to drive
 * (no Intellectual Property), and using, keeping and returning a hired thing (Asset Use, Delivery). `category-cues-drafting.ts` lists them with its own; each pattern is bounded (no nested
 * quantifiers, no unbounded run) so it stays linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { CLAUSE_END } from './clause-ends.js';
import { EVENT, EVENT_BEYOND_CONTROL, STOPPING_EVENT } from './force-majeure-causes.js';
import { TRADE_PERSON } from './category-cues-regulatory-licences.js';

/** Verbs of performance stopped or held up. */
const STOPPED = String.raw`(?:prevented|stopped|delayed|cancell?ed|canceled|suspended|hindered|interrupted|postponed|halted)`;

/** (C293) The ways performance travels, which an event may close. */
const CLOSED_WAY = String.raw`(?:roads?|routes?|pass(?:es)?|tracks?|bridges?|ports?|harbou?rs?|airports?|borders?|crossings?|highways?|railways?|ferr(?:y|ies))`;

/** (C293) What closes a way from outside: a stopping event, fighting, sand, ice, a landslide, or the police or the army. */
const WAY_CLOSER = String.raw`(?:${STOPPING_EVENT}|fighting|sand(?:storms?)?|ice|landslides?|avalanches?|rockfalls?|police|army|military|authorities)`;

/**
 * (C295) Performance made impossible by an event: the event "makes" the work "impossible" ("If a sandstorm or a salt storm
 * makes filming impossible", "if a hurricane … makes it illegal or impossible to …"), or a party or its performance
 * "cannot" act because of, owing to, due to or "for" the event ("If the boat cannot cross for storms", "if the Festival
 * cannot go ahead because of severe weather"). The event ends its clause or its list there: "cannot charge for weather
 * delays" names no event. Not made unsafe (a party's care for safety: sets 16 and 73 label it Safety and Security).
 */
const MADE_IMPOSSIBLE = String.raw`\b${STOPPING_EVENT}\b(?:\s{1,3}[\w'’-]{1,30}){0,3}?\s{1,3}(?:makes?|made|making)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4}?impossible\b|\b(?:cannot|can\s{1,3}not|could\s{1,3}not|can['’]t|(?:is|are|was|were)\s{1,3}unable\s{1,3}to)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,4}?(?:for|because\s{1,3}of|owing\s{1,3}to|due\s{1,3}to|by\s{1,3}reason\s{1,3}of)\s{1,3}(?:(?:a|an|the|any|bad|heavy|severe|high|strong)\s{1,3}){0,2}${STOPPING_EVENT}\b(?=\s{0,3}[,.;:)]|\s{0,3}$|\s{1,3}(?:or|and|on|in|at)\b)`;

/**
 * (issue 18, h120c94, C308) The sea, a river, the water, the tide, the wind or the weather too rough, too strong, too low,
 * too high or bad, as the condition a clause opens with ("If the sea is rough", "when the river is too low"). Not a
 * limit kept for safety ("If the wind is too strong for safe flying": "safe", "unsafe", "safety", "danger" in the
 * sentence are Safety and Security's, sets 57, 89, 90, 92), nor a right to end the contract on it ("either party may
 * end this contract": Term & Termination, set 30). The work must be stopped, moved, delayed or refunded after it ("the
 * Council moves the meeting", "we refund the fare", "the party stays on", "waits … until the next morning", "a week
 * later"): "When the tide is low, the Customer moors at
 * the outer pontoon" is a routine, and "while" a state (h120revA #2). Fixed words, bounded lookaheads: linear.
 */
export const WATER_TOO_ROUGH = String.raw`\b(?:if|when|whenever)\s{1,3}(?:the\s{1,3})?(?:sea|seas|river|lake|water|tide|swell|wind|winds|weather)(?:\s{1,3}level)?\s{1,3}(?:is|are|gets|becomes)\s{1,3}(?:too\s{1,3})?(?:bad|poor|rough|stormy|strong|low|high)\b(?![^.;]{0,200}?\b(?:safe|unsafe|safely|safety|dangerous|danger|terminate|terminates)\b|[^.;]{0,200}?\bend\s{1,3}(?:this|the)\s{1,3}(?:contract|agreement|hire|booking)\b)(?=[^.;]{0,150}?\b(?:cancel\w{0,4}|postpon\w{0,4}|mov(?:e|es|ed)|delay\w{0,4}|resched\w{0,6}|refund\w{0,3}|suspend\w{0,4}|stop\w{0,4}|stays?\s{1,3}on|not\s{1,3}(?:sail|run|travel|fly|cross)|waits?|later|put\s{1,3}off|(?:next|following|another)\s{1,3}(?:[a-z]{1,12}\s{1,3})?(?:day|week|date|morning|sunday|saturday|monday))\b)`;

/** Things hired or leased as a whole: a vehicle, an aircraft, a vessel, machinery, the equipment. */
const HIRED = String.raw`(?:aircraft|vehicles?|vessels?|machinery|car|van|trucks?|trailers?|equipment)`;

/**
 * A licence over land or a site (an Asset Use cue and an Intellectual Property veto below). "Licence" is the document's own name in a site licence
 * ("This Licence does not create a lease …"), so a sentence that denies a lease or an interest in land is about the
 * site too. A licence to install software ("a license to install and use the Software at the Sites") is a software
 * licence, no licence of land (h31c42). Each alternative bounded.
 */
const LAND_LICENCE = String.raw`\blicen[cs]es?\s+to\s+install\b(?![^.;]{0,80}?\b(?:software|programs?|applications?|firmware|code)\b)|\blicen[cs]es?\s+to\s+(?:occupy|enter|erect|park|place|site|locate|moor|berth|dock|graze|camp)\b|\blicen[cs]es?\s+(?:[\w-]+\s+){0,3}?(?:on|over|at)\s+(?:the\s+)?(?:tower|site|land|roof(?:top)?|mast|compound|premises|building|berth|booth|stall|pitch|mooring|pontoon|jetty|pier|wharf|plot|arena|rink)\b|\blicen[cs]es?\s+to\s+use\s+(?:the\s+|a\s+|one\s+)?(?:[\w-]+\s+)?(?:berth|booth|stall|pitch|mooring|pontoon|plot|rink|arena|hall|ice|dressing\s+rooms?)\b|\b(?:lease|tenancy)\s+or\s+(?:any\s+)?interest\s+in\s+land\b`;

/**
 * Land or a building named as what a licence is over: "the Licensed Premises", "the Licensed Space", "the Licensed
 * Warehouse" (a leave and licence, a licence to occupy; sets 7, 32 and 46 give such licences Asset Use, never
 * Intellectual Property), and a leave-and-licence basis. Only an IP veto, no Asset Use cue: a sentence that only names
 * the premises (their taxes, their electricity) is about what it says of them. Not "Licensed Area" or "Licensed
 * Territory" (a franchise's or a trade-mark licence's territory) nor "Licensed Property" (a licence's IP). Bounded.
 */
const LICENSED_LAND = String.raw`\blicen[cs]ed\s+(?:premises|land|warehouse|office|offices|space|unit|building|plot|berth|pitch|yard|shop|store|room|rooms)\b|\bleave\s+and\s+licen[cs]e\b`;

/**
 * Whether the sentence grants or describes a licence over land or a site, or names the land a licence is over: a
 * licence heading above it ("2. LICENCE" › "2.1 Grant", "1. GRANT OF LICENCE" › "1.3 The Licensee shall use the
 * Licensed Premises …") names the same licence, so the heading's Intellectual Property does not pass to it either
 * (categories.ts).
 */
export function isLandLicence(text: string): boolean {
  return LAND_LICENCE_RE.test(text);
}
const LAND_LICENCE_RE = new RegExp(`${LAND_LICENCE}|${LICENSED_LAND}`, 'i');

/** The weather's harms to a crop or a herd, as a word ("frost", not "frost-free"). */
// Not the weather as the modifier of a thing kept against it (h71left, hrev59's Left): "hail nets, which reduce damage
// to the fruit", "frost fans that prevent …", "drought tolerance reduces losses": the thing is the verb's subject, no
// event excused. "hail damage prevents the harvest" stays the event's.
const WEATHER_HARM = String.raw`\b(?:frosts?|droughts?|hail(?:storms?)?|landslides?|locusts?)\b(?!-)(?!\s{1,3}(?:nets?|netting|protection|fans?|cloth|covers?|screens?|shelters?|guards?|barriers?|sprinklers?|heaters?|cannons?|tolerance|resistance|measures?|mitigation|prevention)\b)`;

/** Strong cues of this file (category-cue-lists.ts' STRONG_CUES, and EVENT_CUES below). */
export const EVENT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h67n54) The weather's harms to a crop or a herd, frost, drought, hail, a landslide or locusts, as the events a
  // sentence excuses: a loss to them "does not constitute a breach" or "is no breach", a party "is not in default", the
  // event "prevents" performance or "reduces" the crop (sets 17, 26, 27, 29, 32, 45 and 54 give Force Majeure to each
  // sentence that names them so). Strong (category-cue-lists.ts' STRONG_CUES): the excuse names its subject outright, and
  // the section's own subject ("TERM AND TERMINATION" above it) must not outweigh it. Not frost only forecast or kept out ("grit when frost is forecast", "frost-free": a
  // duty of care), nor a sentence about insurance. (hrev59) The event prevents or reduces only as the verb's subject,
  // before it in the clause, or as its agent ("prevented … by drought"): a duty to prevent the weather's harm ("lag the
  // pipes to prevent frost damage", "design the drainage to prevent landslides", "mulch that reduces drought stress") is
  // care, no excuse. Each lookahead anchored at the start, its words bounded: linear.
  [new RegExp(String.raw`^(?![^]*\b[Ii]nsur)(?:(?=[^]*?${WEATHER_HARM})[^]*?\b(?:not|no)\s+(?:\w+\s+){0,2}?(?:breach|default)\b|[^]*?${WEATHER_HARM}[^.;]{0,80}?(?<!\bto\s{1,4})\b(?:prevents?|prevented|preventing|reduces?)\b|[^]*?\bprevented\b[^.;]{0,60}?\bby\b[^.;]{0,40}?${WEATHER_HARM})`, 'i'), 'Force Majeure'],
  // (issue 18, h118c92, C293) A way closed by an event: "If … the road is closed by snow", "the road is closed by
  // flooding", "the road to Niamey is closed by fighting or by sand", "while a road is closed by the police, the army or
  // the weather". The way (a road, a route, a pass, a port, a border …) is what performance travels; closed by a stopping
  // event (STOPPING_EVENT), by fighting, drifting sand, ice, a landslide or an avalanche, or by the police, the army or
  // the authorities, it is stopped from outside as C4's events stop it. Not a place closed by its own keeper ("the
  // growing area is closed by the shellfish authority": no way; "the office is closed by 5 pm": no event). Words and
  // blanks disjoint, each run bounded: linear. Strong, as the weather's harms above: the excuse names
  // its subject outright, also where the sentence has no party's duty ("If the road … is closed by fighting, the parties
  // agree a new date").
  [new RegExp(String.raw`\b${CLOSED_WAY}(?:\s{1,3}[\w'’-]{1,30}){0,4}?\s{1,3}(?:is|are|was|were|be|been|being|gets|get)\s{1,3}closed\s{1,3}(?:because\s{1,3}of|due\s{1,3}to|owing\s{1,3}to|by)\s{1,3}(?:(?:a|an|the|any)\s{1,3})?(?:[\w-]{1,30}\s{1,3}){0,2}?${WAY_CLOSER}\b`, 'i'), 'Force Majeure'],
  // (issue 18, h119c93, C295) Performance made impossible by an event (MADE_IMPOSSIBLE): "If a sandstorm … makes filming
  // impossible", "If the boat cannot cross for storms". Sets 1–93 label each of their 6 such sentences Force Majeure (5,
  // 13, 28, 72 and 93 ×2); set 93's two were read as nothing or as Term & Termination alone. Strong, as the two above: the
  // excuse names its subject outright. Not a sentence about insurance (the perils a cover names). Anchored, each run
  // bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,800}\binsur)[^]{0,600}?(?:${MADE_IMPOSSIBLE})`, 'i'), 'Force Majeure'],
  // (issue 18, h120c94, C308) The work stopped, moved or delayed by the sea, a river or the weather as the sentence's
  // condition (WATER_TOO_ROUGH): "If the sea is rough or the wind too strong, the Council moves the meeting", "If the
  // river is too low or too high to travel, we refund the fare", "If the sea is too rough for the boat …, the party stays
  // on". Sets 1–94 label each of their 3 such sentences Force Majeure (92, 93, 94); none was read. Strong, as the three
  // above: the excuse names its subject outright. Not a safety limit (WATER_TOO_ROUGH's guard), nor a right to end.
  [new RegExp(WATER_TOO_ROUGH, 'i'), 'Force Majeure'],
];

export const EVENT_CUES: readonly [RegExp, CategoryLabel][] = [
  ...EVENT_STRONG_CUES,
  // An event beyond a party's control, however the control is qualified ("beyond the parties' control", "beyond
  // Processor's control", "outside its control", "beyond the control of either party"): the force majeure rule itself,
  // with or without its name. Not a carve-out from another duty nor a thing kept outside a party's control (hrev10):
  // the words and their guards have one home, force-majeure-causes.ts' EVENT_BEYOND_CONTROL, which the general list's
  // Force Majeure cue (category-cue-lists.ts) reads too.
  [new RegExp(EVENT_BEYOND_CONTROL, 'i'), 'Force Majeure'],
  // Performance stopped, delayed or cancelled by a natural or public event ("If a game is cancelled because of
  // weather", "If operations are stopped because of a total fire ban, flood or storm", "delayed by a strike"), or
  // such an event preventing it ("a flood prevents the Contractor from …", "a storm that prevents"). The event is a
  // whole word ("firewalls", "warranty", "stormwater" hold none), and the subject of the verb: not a thing named after
  // it that stops something ("fire doors which prevent smoke", "keep fire exits clear to prevent injury"; hrev10).
  // (h116c90; C268) Two events joined by "or" or "and" before "that" or "which" are the verb's subject too ("Heavy snow
  // or hail that stops the shearing excuses both parties": set 90).
  [new RegExp(String.raw`\b${STOPPED}\s+(?:\w+\s+){0,3}?(?:because\s+of|due\s+to|by\s+reason\s+of|owing\s+to|as\s+a\s+result\s+of|by)\s+(?:(?:a|an|the|any)\s+)?(?:[\w-]+\s+){0,2}?${STOPPING_EVENT}\b|\b${EVENT}\b(?:\s+(?:or|and)\s+${EVENT}\b)?(?:\s+(?:that|which))?(?:(?!\b(?:that|which)\b)[^.;]){0,60}?(?<!\bto\s)\b(?:prevents?|delays?|stops?|hinders?)\b`, 'i'), 'Force Majeure'],
  // An event of default is what lets the other party end the contract or call in what is owed; its absence as a
  // condition of something else ("so long as no Event of Default has occurred, Lessor assigns …") is not.
  [/(?<!\bno\s)\bevents?\s+of\s+default\b/i, 'Term & Termination'],
  // Sublicensing the licensed rights ("may sublicense the Image", "shall not sublicense any telecast", "resell or
  // sublicense the Service") is a licence of them; the sublicence as a document or a source of income ("a copy of
  // each sublicense", "sublicense income") is the subcontracting of the licence (set 13), no grant, after "and" or
  // "or" too ("royalties and sublicense income", "distribution and sublicense agreements"; hrev10).
  [/\b(?:not|may|to|or|and|shall|will|must|cannot)\s+sub-?licen[cs]e\b(?!\s+(?:income|fees?|revenues?|receipts|royalt(?:y|ies)|payments?|consideration|agreements?|contracts?)\b)/i, 'Intellectual Property'],
  // Media rights: the right to broadcast, televise, stream or record an event, and broadcast, media or image rights,
  // are rights in the recording and the broadcast (copyright and related rights).
  [/\b(?:broadcast(?:ing)?|media|television|radio|telecast(?:ing)?|streaming|audio-?visual|filming|image)\s+rights\b|\bright\s+to\s+(?:[a-z]+(?:\s+(?:and|or)|,)\s+){0,3}(?:broadcast|televise|telecast|stream|film)\b|\bright\s+to\s+(?:[\w,-]+\s+){0,4}?(?:telecasts|broadcasts|footage)\b/i, 'Intellectual Property'],
  // Using a hired or leased thing, and keeping it in good condition, is the use of the lessor's asset ("The Lessee
  // shall operate the Aircraft only on …", "You must keep the vehicle in good condition"); not a device the supplier
  // keeps working for the customer (a service level).
  [new RegExp(String.raw`\b(?:use|operate|drive|fly|sail)\s+(?:the|each|any|every)\s+(?:[\w-]+\s+)?${HIRED}\b|\bkeep\s+(?:the|each|any|every|all)\s+(?:[\w-]+\s+)?${HIRED}\s+in\s+good\s+(?:condition|repair|order|working\s+order)\b`, 'i'), 'Asset Use'],
  // Handing a hired or leased thing back to its owner at the end ("return the Aircraft to the Lessor at Shannon",
  // "return the vehicle to us") is the use of the lessor's asset ending (Asset Use, C12 in docs/contracts.md), not a
  // delivery of goods bought.
  [new RegExp(String.raw`\breturn\s+(?:the|each|all|any)\s+(?:[\w-]+\s+)?${HIRED}\s+to\b`, 'i'), 'Asset Use'],  // A licence over land or a site: a licence to install, occupy, enter or park ("grants Operator a licence to install,
  // operate and maintain six chargers in the parking stalls"), licences granted on a tower, a roof or a site, and a
  // licence that creates no lease or interest in land. It lets the licensee use the licensor's property (Asset Use),
  // no right in intellectual property (the veto below).
  [new RegExp(String.raw`${LAND_LICENCE}`, 'i'), 'Asset Use'],
  // (h28s35c) The events a force majeure clause names, beyond the natural disasters and epidemics of categories.ts:
  // "civil unrest", "riots", "an earthquake", "a cyclone", "a volcanic eruption", "a monsoon flood", "hartal" and
  // "bandh" (the general strikes of South Asia), "the outbreak of war". Not the same perils insured against ("insure the
  // stock against fire, flood and riot"): a sentence about insurance names them as an insurance's cover. In small
  // letters, as prose names an event: a capitalised "Monsoon" is a name (an exhibition's, a ship's). Nor
  // the event a plan or a drill prepares for ("an emergency plan … in the event of flood"): a duty of care, no excuse;
  // nor the perils a thing kept is protected from ("store the letters and protect them from fire, flood and theft": its
  // safekeeping, category-cues-protective-care.ts; issue 18, h88c).
  [/^(?![^]*\b[Ii]nsur)[^]*?(?:\bcivil\s+(?:unrest|commotion|disturbances?|war)\b|\briots?\b|\b(?:earthquakes?|tsunamis?|cyclones?|typhoons?|avalanches?)\b|\bvolcanic\b|\bmonsoon\b|\bfloods?\b|\b(?:hartals?|bandhs?)\b|\boutbreak\s+of\s+(?:war|hostilities)\b)(?<!\b(?:plans?|procedures?|drills?|protect(?:s|ed|ing|ion)?)\b[^.;]{0,100})/, 'Force Majeure'],
];

/** Words that take a cue word into another category's sense. */
export const EVENT_VETOES: readonly [RegExp, CategoryLabel][] = [
  // A licence over land or a site is no intellectual property, unless the sentence names an IP right too ("a licence
  // to install the Software on the site's servers and a licence under the Patents"). Anchored at the start: one pass.
  // So is one over premises the sentence names as licensed ("not to sub-license or part with possession of the Licensed
  // Premises": a sub-licence of the premises, h40s46).
  [new RegExp(String.raw`^(?![^]*(?:intellectual\s+property|copyright|patent|trade\s?mark|software))[^]*?(?:${LAND_LICENCE}|${LICENSED_LAND})`, 'i'), 'Intellectual Property'],
  // A person or firm licensed by a public body ("provided that the agent is licensed by the Department of Migrant
  // Workers", "licensed by the regulator") holds a permit, as a person's licence to practise does (below).
  [/\blicen[cs]ed\s+by\s+(?:the\s+)?(?:[\w-]+\s+){0,5}?(?:department|ministry|authority|agency|board|commission|regulator|government|council|bureau)\b/i, 'Intellectual Property'],
  // A person's licence to practise, to drive or to trade ("employees who hold a full UK licence", "must hold an
  // active, unrestricted license in the state", "physicians licensed in the states listed", "a driver's licence",
  // "Licensure") is a permit, no intellectual property. Not a licence held under or to use a right ("holds a licence
  // to use the Software", "a licence under the Patents").
  // A permit issued by a public body or of a regulated trade ("a lottery licence issued by the Town's clerk", "the
  // license issued by the Federal Communications Commission", "a liquor licence", "a fishing licence", "the Station's
  // license", "a premises licence") and a business that holds one ("a licensed insurer", "a licensed electrician") are
  // no intellectual property: a licence of a right is granted by its owner, not issued by an office (h22s23). The trades
  // and firms: category-cues-regulatory-licences.ts' TRADE_PERSON, the one list (issue 18, h109dup).
  [new RegExp(String.raw`\blicen[cs]es?\s+(?:issued|granted)\s+(?:to\s+\w+\s+)?by\s+(?:the\s+)?(?:[\w'’-]+\s+){0,5}?(?:department|ministry|authority|agency|board|commission|regulator|government|council|bureau|town|city|county|municipality|state|province|clerk|police|registrar|FCC|Ofcom)\b|\b(?:liquor|alcohol|lottery|raffle|gaming|gambling|fishing|hunting|firearms?|broadcast(?:ing)?|operator['’]?s?|business|trading|taxi|pilot['’]?s?|skipper['’]?s?|marriage|export|import|station['’]?s?|FCC|radio|television|premises)\s+licen[cs]es?\b|\blicensed\s+(?:[A-Z][\w-]*\s+){0,3}?${TRADE_PERSON}\b`, 'i'), 'Intellectual Property'],
  [/\bhold(?:s|ing)?\s+(?:[\w,-]+\s+){0,6}?licen[cs]es?\b(?!\s+(?:to\s+(?:use|exploit|reproduce|make|sell|distribute)|under|of|from)\b)|\blicen[cs]ed\s+(?:to\s+practi[cs]e|in\s+(?:the|each|every|all|any|that|a)\s+(?:states?|provinces?)\b)|\bdriv(?:er|ing)['’]?s?\s+licen[cs]es?\b|\blicen[cs]ure\b/i, 'Intellectual Property'],
];

/**
 * Perils named as what a warranty does not cover, or as what a cover insures against, are no event that excuses a party
 * (issue 18, h106c67): "The guarantee does not cover … damage caused by a typhoon, flood or earthquake", "The warranty does
 * not cover damage caused by a cyclone", "property insurance against hurricane, flood and earthquake". The sentence is the
 * warranty's limit (the Warranties row) or the cover (the Insurance row); sets 1–82 label none of their 25 such sentences
 * Force Majeure (2 warranties' limits, 23 covers; parley read three with it, from "hurricane" and the disaster words).
 * Read out of the sentence before the Force Majeure cues read it (category-not-said.ts' NOT_SAID), from the warranty's
 * "does not cover" or the insuring word to the end of the clause. Not a party's own liability excused by the same words
 * ("shall not be liable for any loss … by hurricane, fire, flood or earthquake": set 67, Force Majeure), nor the clause
 * after it: the window stops at ", and" or ", but" and before "liable" or "responsible" ("shall insure the Works against
 * fire, and neither party shall be liable for any delay caused by an earthquake": Force Majeure; h106mendW). (h107and)
 * The ", and" that ends it opens a new subject (clause-ends.ts' CLAUSE_END): a list's Oxford comma does not ("insure the
 * Works against fire, flood, and earthquake" is Insurance alone). Each character tried once against a bounded
 * lookahead: linear.
 */
export const PERILS_EXCLUDED_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:warrant(?:y|ies)|guarantees?)\s{1,3}(?:does|do|will|shall)\s{1,3}not\s{1,3}(?:cover|apply\s{1,3}to|extend\s{1,3}to)\b(?:(?!${CLAUSE_END}|\b(?:liable|responsible)\b)[^.;]){0,240}|\b(?:insure[sd]?|insuring|insurance|insured)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,6}?against\b(?:(?!${CLAUSE_END}|\b(?:liable|responsible)\b)[^.;]){0,160}`, 'gi'), 'Force Majeure'],
];
