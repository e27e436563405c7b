/**
 * Safety and Security in the words of homes, transport and trades (issue 18, h22s22c): the safety of people and
 * places said through its equipment and its rules — smoke alarms, protective clothing, first aid, the emergency
 * number, no smoking, a person drunk or drugged kept off a vehicle or a site, chemicals kept apart from food —
 * without the words "safety" or "hazard" (docs/contracts.md, C13: Safety and Security stays with people, premises,
 * hazards and fire). Stated from how such clauses are drafted, with test sentences of their own
 * (`categories-unnamed-subjects.test.ts`). Bounded patterns, linear on hostile text.
 * The Safety and Security cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by
 * h28cues) follow this file's own, each under a line naming its round; their tests are in `category-cues-physical-
 * safety.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { OPTIONAL_ROW_NUMBER } from '../../text/row-number.js';
import { MONEY } from '../../numbers/money-shapes.js';
import { PEOPLE_CARRIED } from '../../lexicon/people-words.js';
import { BUILDING_TRADE, TECHNICAL_TRADE } from './category-cues-regulatory-licences.js';

/** People a contract's services are for, counted against the staff who watch over them. */
const CHARGES = String.raw`(?:students|children|pupils|swimmers|guests|participants|campers|infants|toddlers|riders|climbers|players|clients)`;

/** People a place or a thing may be safe for or a danger to (C262): those carried or taking part, and the public at large. */
const PEOPLE_AT_RISK = String.raw`(?:${PEOPLE_CARRIED}|patrons|users|public|residents|occupants|tenants|customers|members|others|anyone|everyone)`;

/**
 * The work on a building, a plant or an appliance that a trade's qualification keeps safe (C265): its wiring, gas,
 * plumbing, heating, a boiler, a flue or a chimney, its structure, roof, lift or scaffolding, a fit-out.
 */
const BUILDING_WORK = String.raw`(?:electrical|gas|wiring|plumbing|heating|boilers?|flues?|chimneys?|appliances?|installations?|fit-?outs?|building|structural|roofs?|roofing|lifts?|scaffold(?:s|ing)?)`;

/** The passive of work done by a licensed or qualified hand, up to the trade: "installed by a registered …" (C265). */
const DONE_BY_QUALIFIED = String.raw`(?:carried\s{1,3}out|done|performed|inspected|installed|serviced|cleaned|repaired|tested|checked|maintained|fitted)\s{1,3}(?:and\s{1,3}[\w-]{1,30}\s{1,3})?by\s{1,3}(?:an?\s{1,3}|the\s{1,3})?(?:licensed|qualified|registered|certified|accredited|authori[sz]ed)\s{1,3}`;

/**
 * (issue 18, h118mendA; review h118rr's finding 9) A firm as C265's trade: "a licensed firm", "a firm of scaffolders",
 * not a firm of another profession ("a registered firm of valuers", "a qualified firm of accountants").
 */
const TRADE_FIRM = String.raw`firms?\b(?!\s{1,3}of\s{1,3}(?!(?:${BUILDING_TRADE}|${TECHNICAL_TRADE}|scaffolders|roofers|contractors)\b))`;

/** (h118mendA) Building work named as the object of a valuation, an audit or a survey: no work done on it (C265). */
const WORK_NOT_APPRAISED = String.raw`(?<!\b(?:valuations?|audits?|surveys?|appraisals?|assessments?)\s{1,3}of\s{1,3}(?:(?:the|its|their|any)\s{1,3})?)`;

/** A place's own security, its guarding: "shall arrange site security at night", "building security" (h30cue). */
const PLACE_SECURITY = String.raw`(?:site|building|premises)\s+security`;

/**
 * Words that make a sentence about keeping people or things safe, whatever money it also secures; a place's own security
 * ("shall arrange site security at night") among them (h30cue, review hrev23).
 */
const SAFETY_WORDS = String.raw`\b(?:safe|safely|safety|unsafe|hazard\w*|injur\w*|fires?|emergenc\w*|guards?|alarms?|locks?|locked|CCTV|weapons?|${PLACE_SECURITY}|security\s+(?:guards?|staff|officers?|personnel|measures|systems?|checks?|clearance|passes?|cameras?))\b`;

/** A public body whose charge is safety: "the Fire Safety Authority", "the Division of Amusement Ride Safety". */
const SAFETY_BODY = String.raw`(?:safety|fire)\s+(?:authority|division|office|inspectorate|department|board|executive|service|commission|agency|inspectors?|officers?)\b|\b(?:authority|division|office|inspectorate|department|board|executive|service|commission|agency)\s+(?:of|for)\s+(?:[\w-]+\s+){0,3}?(?:safety|fire)\b`;

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (category-cue-lists.ts' STRONG_CUES):
 * each is a cue of the category too (PHYSICAL_SAFETY_CUES, below).
 */
export const PHYSICAL_SAFETY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 6 (h25cat6):
  // A child never left alone with one adult, or an adult present — "No coach will be left alone with a child", "an
  // adult is present at every lesson" (the safeguarding of children).
  [/\b(?:left|be)\s+alone\s+with\s+(?:a|any|the)\s+(?:child|pupil|student|minor|children)\b|\ban\s+adult\s+is\s+(?:at\s+home|present)\b/i, 'Safety and Security'],
  // (h29cat) An inspection whose subject is safety: a safety or fire-safety inspection, or one made by a safety
  // authority ("must pass the inspection of the State Marine Safety Office", "inspected by the Division of Boiler
  // Safety"): the gist's physical safety, not an audit of records nor the acceptance of a deliverable (sets 1–36: 2 of 2
  // such sentences labelled Safety and Security, none Audits). Windows bounded: linear.
  [new RegExp(String.raw`\b(?:safety|fire)\s+(?:[\w-]+\s+)?inspections?\b|\binspect(?:ion|ions|ed)?\s+(?:of|by)\s+the\b[^.;]{0,100}?\b(?:${SAFETY_BODY})`, 'i'), 'Safety and Security'],
];

/**
 * Every cue of this file is strong (category-cue-lists.ts' STRONG_CUES reads the whole list, h47cat2): a hazard to people, the
 * gear that protects them, fire, a dangerous substance or a site's safety rule names its subject outright. The
 * sentence model gives such sentences negative odds (their words — extinguishers, transceivers, herbicides — are rare
 * in the training sets, and the safety of people is often the second subject beside a duty, a report or an
 * inspection), so a plain cue stayed under the bar or under the second bar: sets 1–49 label 29 of the 30 sentences
 * the plain reading missed and the strong one adds Safety and Security (bench/log.md, "Safety and Communication on
 * the held-out sets").
 */
/** What burns with a flame, left lit (C283's kitchen rules): one list for both word orders. */
const FLAME = String.raw`(?:stoves?|ovens?|gas\s{1,3}rings?|burners?|hobs?|fires?|candles?|heaters?|barbecues?|grills?|fryers?|kilns?|furnaces?)`;

export const PHYSICAL_SAFETY_CUES: readonly [RegExp, CategoryLabel][] = [
  // The equipment and rules of safety: "smoke alarms", "carbon monoxide detectors", "protective equipment", "PPE",
  // "first aid" (or "a first-aid kit", h80c62), "fire-retardant", "call 999", "the emergency services", "No person may smoke inside". Not a smoke or
  // fire named as damage ("fire damage") nor the insurance of it ("fire insurance"), nor a first aid certificate or
  // course, nor staff "trained in (canine) first aid" (a qualification a party holds: its Responsibilities, h24rec;
  // h47cat2 for the training, which the strong reading would otherwise add).
  [/\b(?:smoke|carbon\s+monoxide|heat)\s+(?:alarms?|detectors?)\b|\bprotective\s+(?:equipment|clothing|gear|footwear|gloves)\b|\bPPE\b|(?<!\b(?:trained|qualified|certified|training)\s{1,64}in\s{1,64}(?:[\w-]{1,64}\s{1,64})?)\bfirst[\s-]aid\b(?!\s+(?:certificates?|qualifications?|courses?|training|certified|rooms?)\b)|\bfire[-\s](?:retardant|resistant|proof|blankets?)\b|\bemergency\s+services\b|\bcall\s+(?:999|911|112|000)\b|\b(?:no\s+smoking|not\s+smoke|may\s+not\s+smoke|must\s+not\s+smoke|shall\s+not\s+smoke)\b/i, 'Safety and Security'],
  // (issue 18, h106c83) A room named by its use ("the first-aid room") names a place, no safety measure: the treatment
  // given in it, the room provided or kept clean are no first aid kept (above). A nurse, first-aider or paramedic kept
  // or stationed in it is ("keeps a registered nurse in the first-aid room": C93's first aid kept beside the staffing).
  [/\b(?:keeps?|stations?|posts?|employs?|provides?|places?)\s{1,3}(?:an?\s{1,3}|one\s{1,3}|two\s{1,3}|at\s{1,3}least\s{1,3}(?:one|two|\d)\s{1,3})?(?:(?:registered|qualified|trained|certified)\s{1,3})?(?:nurses?|first[\s-]aiders?|paramedics?|medics?)\b[^.;:]{0,40}?\bfirst[\s-]aid\s{1,3}rooms?\b/i, 'Safety and Security'],
  // (issue 18, h107km; review h106rev3's finding 12) Getting people out of a place in an emergency and rehearsing it: a
  // drill named by its emergency ("Evacuation drill for each building: within 2 hours of the alarm", "a fire drill every
  // six months", "lifeboat drills"), the evacuation's plan, routes or signs, the wardens or marshals who lead it, the
  // muster point or station, a building, a site or its people evacuated. Not a drill that is a tool or boring ("a drill
  // bit", "drill the holes", "drilling rigs"), a sale named after a fire ("a fire sale"), nor the evacuation of water or
  // waste. Bounded: linear.
  [/\b(?:evacuation|fire|emergency|lockdown|bomb|lifeboat|boat|abandon[\s-]ship|muster)\s{1,3}(?:drills?|exercises?|practices?|rehearsals?)\b|\bevacuation\s{1,3}(?:plans?|procedures?|routes?|maps?|signs?|signage|alarms?|chairs?|lifts?|points?)\b|\b(?:fire|floor|evacuation)\s{1,3}(?:wardens?|marshal+s?)\b|\bmuster\s{1,3}(?:points?|stations?|areas?|lists?)\b|\b(?:fire|emergency|evacuation)\s{1,3}assembly\s{1,3}(?:points?|areas?)\b|\bevacuat(?:e|es|ed|ing|ion\s{1,3}of)\s{1,3}(?:the\s{1,3}|all\s{1,3}|its\s{1,3})?(?:building|premises|site|venue|vessel|ship|stadium|school|hall|occupants|guests|pupils|students|children|staff|employees|visitors|spectators|passengers|audience|workers|people)\b/i, 'Safety and Security'],
  // A person unfit to be carried or to work: "intoxicated", "under the influence of alcohol or drugs". Not drug and
  // alcohol testing of a party's own crew or staff: screening its people is its Responsibilities (h18gist).
  [/\bintoxicated\b|\bunder\s+the\s+influence\s+of\s+(?:alcohol|drink|drugs)\b/i, 'Safety and Security'],
  // (issue 18, h119c93, C300) Dangerous things kept off a carriage, a store or a place: a party "does not" or "shall
  // not" carry, tender, load, bring, ship, send, take or store fuel, gas bottles, weapons, firearms, explosives,
  // fireworks or dangerous, hazardous or flammable goods ("You do not carry fuel, gas bottles, weapons or live animals
  // unless you have told us first", "shall not tender Dangerous Goods without first giving … particulars", "shall not
  // tender any hazardous materials for storage without … consent"). Read as this file's cues are, strongly: beside the
  // notice or the consent it names (Communication) the danger is a second subject. Sets 1–93: 12 such sentences, all
  // labelled Safety and Security; 3 were read as Communication alone (sets 4, 13 and 93). A negation first: "will bring
  // the gas cylinders and fuel up by helicopter" delivers them. Words and blanks bounded: linear.
  [/\b(?:not|never)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:carry|tender|load|bring|ship|send|take|store|keep|pack)\s{1,3}(?:[\w,'’-]{1,30}\s{1,3}){0,8}?(?:dangerous|hazardous|flammable|explosives?|weapons?|firearms?|fireworks|fuel|gas\s{1,3}(?:bottles?|cylinders?))\b/i, 'Safety and Security'],
  // (issue 18, h119c93, C301) People carried kept safe in the boat or the vehicle itself: their hands, arms, feet or
  // heads kept inside it ("You keep your hands and feet inside the pirogue when it passes the rapids", "keep your arms
  // inside the car at all times"), a child seated in its middle or beside an adult ("Children under 12 sit in the middle
  // of the pirogue, next to an adult"). Not a child who travels free with an adult (a fare), nor a seat booked (no
  // sitting). Words and blanks bounded: linear.
  [/\b(?:hands?|arms?|heads?|feet|legs|limbs)\s{1,3}(?:(?:and|or)\s{1,3}(?:hands?|arms?|heads?|feet|legs|limbs)\s{1,3})?inside\s{1,3}(?:the|a|your|our|their|each)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:boats?|pirogues?|canoes?|kayaks?|rafts?|vehicles?|cars?|buses|bus|carts?|carriages?|cabins?|baskets?|gondolas?|trains?|cages?|rides?)\b|\b(?:sit|sits|seated|sitting)\s{1,3}(?:(?:in\s{1,3}the\s{1,3}middle|at\s{1,3}the\s{1,3}(?:centre|center|back|bottom))\s{1,3}of\s{1,3}the\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:boats?|pirogues?|canoes?|rafts?|vehicles?|cars?|bus|buses|carts?|carriages?|gondolas?)\b|(?:[\w,'’-]{1,30}\s{1,3}){0,8}?(?:next\s{1,3}to|beside)\s{1,3}(?:an?|one|their|his|her)\s{1,3}(?:adults?|parents?|guardians?))/i, 'Safety and Security'],
  // Chemicals, pesticides and poisons kept apart, locked away or out of reach: "store the pesticides away from food",
  // "keep all chemicals out of reach of children". Not their price or charge set apart from another sum ("Fuel costs
  // shall be charged separately from the hire fee", "the gas cylinders shall be invoiced separately", hrev14): no word of
  // money or billing between the thing and where it is kept, and "locked" is not a locked price.
  [/\b(?:chemicals?|pesticides?|herbicides?|agrochemicals?|poisons?|fuel|gas\s+cylinders?)\b(?:(?!\b(?:costs?|charge[sd]?|charging|surcharges?|prices?|priced|invoice[sd]?|invoicing|billed|bills?|paid|pay|payable|fees?|fares?|rates?|levy|allowance|expenses?|sums?|amounts?)\b)[^.;]){0,80}?\b(?:away\s+from|apart\s+from|separately\s+from|out\s+of\s+(?:the\s+)?reach|locked)\b(?!\s+(?:prices?|rates?|fees?))/i, 'Safety and Security'],
  // (h28cat11) A danger named without "safety" or "hazard": a thing found or marked "dangerous", gas smelt or leaking, a
  // gas emergency ("If the boiler is dangerous we will switch it off", "If you smell gas, leave the house"). Not a gas
  // price or bill (no such word: "gas" alone is no cue).
  // (h80c62) Anything kept "out of the reach of children" (a battery, medicines, tools: the children's safety, not only
  // chemicals' as above), and gas equipment inspected, checked or serviced ("the technical inspection of the gas
  // equipment", "shall service the gas boilers every year": gas safety, said without the word).
  [/\bdangerous\b|\b(?:smell|smells|smelt|smelled)\s+(?:of\s+)?gas\b|\bout\s{1,8}of\s{1,8}(?:the\s{1,8})?reach\s{1,8}of\s{1,8}(?:small\s{1,8}|young\s{1,8})?children\b|\b(?:inspect\w*|check\w*|servic\w*|maint\w*)\s{1,8}(?:of\s{1,8})?(?:the\s{1,8}|all\s{1,8}|its\s{1,8}|any\s{1,8})?gas\s{1,8}(?:equipment|installations?|appliances?|boilers?|pipes?|pipework|lines?)\b|\bgas\s+(?:leaks?|escapes?|emergenc(?:y|ies))\b/i, 'Safety and Security'],
  // Said without the category's word, round 3 (h24rec):
  // Safety and Security: physical dangers named by what guards against them — "must never leave the children alone",
  // "use the car seats provided", "wear suitable footwear on the gym floor", "dispose of needles in the sharps
  // containers", "inspected before each use", "guard rails", "must not let anyone in behind you", "lend your card".
  [/\bleave\s+(?:the\s+)?(?:children|child|baby|babies|patients?|pupils?|residents?)\s+(?:[\w-]+\s+){0,2}?(?:alone|unattended|unsupervised)\b|\bcar\s+seats?\b|\bseat\s*belts?\b|\bwear\s+(?:suitable|appropriate|proper|sturdy|sensible|safe)\s+(?:[\w-]+\s+){0,2}?(?:clothes|clothing|footwear|shoes|boots|trainers|gloves|helmets?)\b|\bsharps\b|\bsingle-use\s+needles\b|\binspected\s+before\s+(?:each|every|its)\s+use\b|\bguard\s*rails?\b|\blet\s+(?:anyone|anybody|someone|others|other\s+people|strangers)\s+in\b|\blend\s+(?:your|their|his|her|its)\s+(?:[\w-]+\s+)?(?:cards?|fobs?|keys?|pass|badges?)\b/i, 'Safety and Security'],
  // Said without the category's word, round 5 (h25cat5):
  // Safety and Security: hazards named by what guards against them — "Propane bottles must be kept upright and chained
  // to the wall", "every forklift must carry a spill kit", "fitted with a reversing alarm", "must not light any fire in
  // the woodland", "keep the firebreaks clear", "ride at walking pace in the yard", "list the allergens in each meal",
  // "hot soup must be held at or above 63°C", "follow the farm's biosecurity rules", "each kettle must be PAT tested",
  // "herbicides may be applied only by licensed operators". Not a fire as damage insured ("fire insurance") — no act of
  // lighting —, nor gas bought or priced, nor a biosecurity statute (compliance with a law) or an allergy (a person's
  // condition, told to the other party), nor a data line's speed limit ("download speed limits", "a speed limit of
  // 20 Mbps": hrev17).
  [/\bgas\s+(?:cylinders?|bottles?)\b[^.;]{0,60}?\b(?:stored|kept|secured|upright|chained)\b|\b(?:propane|LPG)\s+(?:cylinders?|bottles?|tanks?)\b[^.;]{0,60}?\b(?:stored|kept|secured|upright|chained)\b|\bspill\s+kits?\b|\b(?:reversing|back-?up)\s+(?:alarms?|cameras?|beepers?|sensors?)\b|\b(?:light|lights|start|starts|make|makes)\s+(?:any\s+|a\s+|an\s+)?(?:open\s+)?(?:fires?|bonfires?)\b|\bfire\s*breaks?\b|\bburn\s+(?:any\s+)?(?:slash|rubbish|waste|refuse|stubble|brush|garden\s+waste)\b|\bwalking\s+pace\b|(?<!\b(?:download|upload|data|bandwidth|broadband|internet|network|connection|transfer|line)\s)\bspeed\s+limits?\b(?![^.;]{0,60}\b(?:[kmg]bps|[kmg]bit\/s|bandwidth|download|upload|connection|broadband)\b)|\bpedestrians\s+(?:have|shall\s+have|will\s+have)\s+(?:priority|right\s+of\s+way)\b|\ballergen(?:s|ic)?\b|\b(?:held|kept|stored|served|maintained)\s+(?:at\s+or\s+)?(?:at|above|below|under)\s+-?\d{1,3}\s*(?:°\s*[CF]|degrees)|\bbiosecurity\s+(?:rules|measures|procedures|protocols|plans?|requirements|precautions)\b|\bPAT[\s-]test(?:ed|s|ing)?\b|\bportable\s+appliance\s+test(?:ed|s|ing)?\b|\b(?:pesticides?|herbicides?|insecticides?|fungicides?|fumigants?|chemicals?)\b[^.;]{0,40}?\b(?:applied|sprayed|handled|used)\s+(?:only\s+)?by\s+(?:[\w-]+\s+)?(?:licensed|certified|qualified|trained|registered)\b/i, 'Safety and Security'],
  // Said without the category's word, round 6 (h25cat6):
  // Safety and Security: alcohol or drugs within hours before duty — "must not drink alcohol within eight hours before a
  // flight", "a drug and alcohol test before each shift"; not a rule of conduct while at work ("not drink alcohol while
  // caring for the children": the sets label that Responsibilities). Safety gear named — "Riders must wear a helmet",
  // "each canoe carries two buoyancy aids", "avalanche beacons" (not a first aid certificate: a qualification, round 3's
  // reading). Children, swimmers or guests
  // supervised by a ratio — "one instructor for every eight children", "is responsible for the supervision of the
  // campers" (never left alone with one adult: the strong cues above). Infection control, decontamination and sterilisation procedures.
  // Not the gear as goods traded ("shall deliver 500 bicycle helmets", "supply forty radio transceivers": review hrev18).
  [new RegExp(String.raw`\b(?:alcohol|drugs|controlled\s+substances?)\b[^.;]{0,40}?\b(?:within\s+\w+\s+(?:\(\d{1,3}\)\s+)?hours|before\s+(?:each|a|any|every|the)\s+(?:shift|flight|duty|dive|climb|session))\b|\bdrug\s+and\s+alcohol\s+tests?\b|(?<!\b(?:deliver|delivers|supply|supplies|sell|sells|buy|buys|purchase|purchases|order|orders|manufacture|manufactures|stock|stocks|import|imports)\s{1,64}(?:[\w,-]{1,64}\s{1,64}){0,3})\b(?:life\s*jackets?|buoyancy\s+aids?|avalanche\s+(?:transceivers?|beacons?|probes?)|transceivers?|helmets?|safety\s+harness(?:es)?)\b|\b(?:for|to)\s+every\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?${CHARGES}\b|\bsupervision\s+of\s+(?:its|the|their|all)\s+${CHARGES}\b|\binfection[\s-](?:control|prevention)\b|\bdecontamination\s+(?:procedures|protocols|rules|policy)\b|\bsterili[sz]ation\s+(?:and|procedures|protocols)\b`, 'i'), 'Safety and Security'],
  // Said without the category's word, round 7 (h26cat7):
  // Safety and Security: a room's capacity — "No more than 80 people may be in the chapel", "the maximum capacity of the
  // barn"; weather that clears the water — "leave the lake when thunder is heard"; rescue gear — "a first aid kit",
  // "rescue tubes", "a defibrillator"; disinfection — "disinfect the clippers between clients"; things kept in safe
  // working order; alcohol kept out — "No alcohol may be taken onto the boat"; pool chemicals — "chlorine".
  [/\bno\s+more\s+than\s+[\w,]+\s+(?:\(\d+\)\s+)?(?:people|persons|guests|visitors|swimmers|passengers|spectators)\s+(?:may|shall|can)\s+be\s+(?:in|on|inside|admitted|present)\b|\bmaximum\s+(?:capacity|occupancy)\b|\b(?:thunder|lightning)\s+(?:is\s+)?(?:heard|seen|observed|detected)\b|\brescue\s+(?:equipment|tubes?|buoys?|boards?|boats?)\b|\bfirst\s+aid\s+kits?\b|\bdefibrillators?\b|\bfire\s+extinguishers?\b|\bbackboards?\b|\bdisinfect(?:s|ed|ing)?\b|\bin\s+(?:a\s+)?safe\s+(?:working\s+)?(?:order|condition|state)\b|\bno\s+alcohol\s+(?:may|shall|is\s+to)\s+be\b|\bchlorine\b/i, 'Safety and Security'],
  // Said without the category's word, round 8 (h26cat8):
  // Safety and Security: hazards and their guards named without "safety" — asbestos (not a survey of it, the site's
  // information), bonfires, CCTV and security cameras, gas appliances and the Gas Safe register, visitors escorted at
  // all times — "No bonfires may be lit after dusk", "All visitors must be accompanied by a member of staff at all times".
  [/\basbestos\b(?!\s+surveys?\b)|\bbonfires?\b|\bCCTV\b|\bsecurity\s+cameras?\b|\bgas\s+appliances?\b|\bGas\s+Safe\b|\b(?:accompanied|escorted)\s+by\s+(?:a|an|the|their|his|her|its)\s+(?:[\w-]+\s+){0,3}?at\s+all\s+times\b/i, 'Safety and Security'],
  // (h75c57) Hazards and operating limits named without "safety" (set 57's misses): open or naked flames and fireworks
  // used, let off or brought (not advertisements for fireworks, nor fireworks sold) kept away ("No open flames … may be used inside any marquee"; sets 1–57 label every such sentence Safety and
  // Security but set 27's bird-scaring pyrotechnics, which this does not read); work stopped or a structure closed above a wind speed, or in high winds ("whenever the
  // mean wind speed exceeds 15 metres per second", "designed for wind speeds of up to 60 km/h"; not the calm months
  // chosen for work nor a weather window defined, which name no limit); buried services located or marked before
  // digging or lifting (sets 48, 57; not cables an easement lays); a vessel or tank made gas-free (hot work's precondition); people kept within a
  // place's capacity ("the number of guests … never exceeds the capacity", beside "maximum capacity" above). Bounded: linear.
  [/\b(?:open|naked)\s{1,3}flames?\b|\b(?:use|uses|used|let\s{1,3}off|set\s{1,3}off|light|lights|lit|launch|discharge|bring|brings)\s{1,3}(?:any\s{1,3})?fireworks\b|\bhigh\s{1,3}winds\b|\b(?:locate|locates|mark|marks|where|location\s{1,3}of|position\s{1,3}of|identify|identifies)\s{1,3}(?:[\w,-]{1,30}\s{1,3}){0,3}?(?:underground|buried)\s{1,3}(?:utilities|services|pipes?|cables?|pipelines?)\b|\bnumber\s{1,3}of\s{1,3}(?:people|persons|guests|visitors|passengers|spectators|occupants)\b[^.;]{0,60}?\bexceeds?\s{1,3}the\s{1,3}(?:[\w-]{1,30}\s{1,3})?capacity\b/i, 'Safety and Security'],
  // (hrev66) The wind limit and the gas-free tank of the cue above, apart: a wind farm's wind speeds are its energy's
  // (a power curve, a cut-out or rated speed, the energy generated or curtailed: "the availability warranty excludes any
  // period when the wind speed exceeds the cut-out speed", "no curtailment payment is due when the wind speed is above
  // the rated speed"), and a gas-free building or home is one without a gas supply ("all-electric and gas-free by 2030",
  // "gas-free homes heated by heat pumps"): neither is a hazard kept away. Work stopped above a wind speed on a turbine's
  // site ("stop work on a Turbine whenever the mean wind speed exceeds 15 metres per second") and a vessel delivered
  // gas-free stay. Anchored, windows bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,600}\b(?:power\s{1,3}curves?|cut-?(?:in|out)|rated\s{1,3}(?:wind\s{1,3})?speed|curtail\w{0,10}|energy|electricity|generat(?:ed|es|ion|ing)|output)\b)[^]{0,600}?\bwind\s{1,3}speeds?\s{1,3}(?:exceeds?|exceeding|(?:is\s{1,3})?(?:above|over|greater\s{1,3}than|in\s{1,3}excess\s{1,3}of)|of\s{1,3}up\s{1,3}to)\b|^(?![^]{0,600}\b(?:all-electric|heat\s{1,3}pumps?|homes?|houses?|dwellings?|buildings?|net[-\s]zero|fossil)\b)[^]{0,600}?\bgas[-\s]free\b`, 'i'), 'Safety and Security'],
  // (h30cue) A place's own security (PLACE_SECURITY), said without "safety" (review hrev23: "shall arrange site security
  // at night"; sets 1–39 label the 2 sentences with "site security" Safety and Security).
  [new RegExp(String.raw`\b${PLACE_SECURITY}\b`, 'i'), 'Safety and Security'],
  // Said without the category's word, round 9 (h27cat9):
  // Safety and Security: pesticides and other chemicals used or stored — "shall apply only approved herbicides", "must
  // not use antifouling paint", "keep all chemicals in a chemical store" (not supplied or paid for: that is the supply); work at height — "work at height only with a harness" (not an insurance covering it);
  // animals kept in or away — "keep your dogs indoors", "must not approach within 30 metres of the nests", "a
  // containment fence"; an area closed by a health authority — "while the beach is closed by the health authority".
  [/\b(?:apply|applies|applied|spray|sprays|sprayed|use|uses|used|store|stores|stored|handle|handles|mix|mixes)\s+(?:any\s+|all\s+|the\s+|only\s+)?(?:[\w-]+\s+){0,2}?(?:pesticides?|herbicides?|fungicides?|insecticides?|rodenticides?|agrochemicals?|plant\s+protection\s+products?|antifouling|chemicals)\b|\b(?:hazardous|toxic|dangerous)\s+(?:chemicals?|substances)\b|\bchemicals?\s+(?:store|stores|cabinet|cupboard)\b|(?<!\bcover\w{0,64}\s{1,64}(?:its\s{1,64}|their\s{1,64}|the\s{1,64})?)\bworks?(?:ing)?\s+(?:safely\s+)?at\s+heights?\b|\bkeep\s+(?:all\s+|any\s+|their\s+|your\s+|its\s+|his\s+|her\s+)?(?:dogs?|pets|animals|livestock|cattle|horses)\s+(?:indoors|inside|shut\s+in|on\s+(?:a\s+)?leads?|under\s+(?:close\s+)?control|secured|fenced\s+in)\b|\bnot\s+(?:approach|go|come)\s+within\s+\d+\s+(?:metres|meters|feet|yards|m)\s+of\b|\bcontainment\s+(?:barriers?|fences?|fencing|enclosures?)\b|\b(?:closed|shut|suspended)\s+by\s+the\s+(?:[\w-]+\s+){0,3}?(?:health|quality|food\s+safety|biosecurity)\s+(?:authority|authorities|officers?|regulator|department)\b/i, 'Safety and Security'],
  // The strong cues above are cues too.
  ...PHYSICAL_SAFETY_STRONG_CUES,
  // (h28s35c) Safety gear and dangerous things named without "safety": life jackets, fire extinguishers ("keep a fire
  // extinguisher aboard", "life jackets for every passenger"), firearms, fireworks or explosives brought or carried ("no
  // guest may bring fireworks on board"; not a ban on advertising them, nor "the use of force or firearms" an indemnity
  // answers for: no verb of carrying), and the load one person
  // may carry ("No porter shall carry more than 25 kg"). (h70c55) And the guarding of cash or valuables carried:
  // armoured vehicles, armed guards or escorts, tamper-evident bags or seals, firearms with their ammunition, and a
  // handover only to people whose identity was checked, a place kept locked with one's own lock (the cash-in-transit and valuables carriers' security; "a
  // tamper-proof seal" on a meter or a pack is the same guard against interference).
  // (hrev62) Each of these names the guarding, not a thing sold or a term: the vehicles carry ("in|by|using armoured
  // vehicles"; "deliver twelve armoured vehicles" sells them), the firearms are not a trade or a cover barred ("the sale
  // of firearms or ammunition", "Firearms and ammunition are excluded from cover"), what is handed over is not money
  // paid or information ("release the funds only to an account holder whose identity it has verified" is a payment's
  // check), and the lock is a lock ("locked with a lock-in period", "a lock fee" are a rate's).
  [/\b(?:in|by|using|via|aboard|into)\s+(?:an?\s+|the\s+|its\s+|their\s+)?armou?red\s+(?:vehicles?|vans?|cars?|trucks?|lorries)\b|\barmed\s+(?:guards?|escorts?|officers?|crews?|personnel|security)\b|\btamper[\s-]?(?:evident|proof|resistant)\b|(?<!\b(?:sale|sales|selling|sell|supply|retail|trade|dealing)\s{1,8}(?:of\s{1,8}|in\s{1,8})?)\b(?:firearms|guns|weapons)\s+(?:or|and)\s+ammunition\b(?!\s+(?:is|are)\s+(?:not\s+)?(?:excluded|covered|insured)\b)|(?<!\b(?:funds|monies|moneys|money|payments?|proceeds|sums?|information|data)\s{1,8})\bonly\s+to\s+(?:[\w-]+\s+){0,3}?whose\s+identity\b|\blocked\s+with\s+(?:your|its|their|his|her|a|an)\s+(?:own\s+)?(?:lock|padlock)\b(?![\s-]{1,2}(?:in|up|fees?|periods?)\b)|\blife[\s-]?jackets?\b|\bfire\s+extinguishers?\b|\b(?:bring|brings|brought|carry|carries|carried|take|takes|keep|keeps|store|stores|possess)\s+(?:[\w,-]+\s+){0,5}?(?:firearms|fireworks|explosives)\b|\bcarry\s+(?:more\s+than|over|in\s+excess\s+of)\s+\d+\s?(?:kg|kilograms?|kilos?|lbs?|pounds)\b/i, 'Safety and Security'],
  // (h76c58) A work site made safe without the word (set 58's misses): an open site, excavation, pit or work area fenced
  // ("fence the site", "fence off every open borehole", "keep any excavation fenced and lit", "every drill pad is fenced
  // when unattended": sets 13, 20, 21, 26 and 58 label all five Safety and Security; not a farm's fences kept in repair
  // or damaged, a thing held, no hazard kept out); the site, the works or the premises guarded ("guard the market at
  // night", "responsible for guarding the Works at all times"); and electrical work done dead or with insulated gear
  // ("with the circuit disconnected", "de-energised", "from insulated bucket trucks", "lock-out/tag-out"). (hrev67) Not a
  // site's boundary fenced ("fencing the site boundary with stock-proof fencing": the land's edge marked, no hazard kept out). Bounded: linear.
  [/\b(?:fence|fences|fenced|fencing)\s{1,3}(?:off\s{1,3})?(?:the|every|each|any|all)\s{1,3}(?:(?:open|unattended|active)\s{1,3})?(?:site|work(?:ing)?\s{1,3}areas?|works|excavations?|boreholes?|pits?|trench(?:es)?|shafts?)\b(?!\s{1,3}boundar(?:y|ies)\b)|\b(?:excavations?|trench(?:es)?|pits?|boreholes?|shafts?|(?:drill\s{1,3})?pads?|work(?:ing)?\s{1,3}areas?)\s{1,3}(?:(?:is|are|be|remains?|kept|must|shall|will|to)\s{1,3}){0,3}fenced\b|\bguard(?:s|ed|ing)?\s{1,3}(?:the|its|their)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:site|works|premises|market|building|yard|depot)\b|\bcircuits?\s{1,3}(?:(?:is|are|being|be)\s{1,3})?(?:disconnected|isolated|de-?energi[sz]ed)\b|\bde-?energi[sz]ed\b|\binsulated\s{1,3}(?:tools?|gloves|mats?|(?:bucket\s{1,3})?trucks?|platforms?|ladders?)\b|\block-?out\s{0,3}(?:\/|and)\s{0,3}tag-?out\b/i, 'Safety and Security'],
  // (issue 18, h86c) Equipment checked before each use, trip or dive ("Our crew checks every regulator, tank and mask
  // before each trip", "shall test the harnesses before every climb"; sets 26, 33 and 63 label all three such sentences
  // Safety and Security): the check keeps the people who use it safe, as "inspected before each use" above. (h87c) Also
  // before each tour, excursion or session ("Our guides check every harness and every cable before each tour", set 65).
  // Bounded: linear.
  [/\b(?:check|checks|checked|inspect|inspects|inspected|test|tests|tested)\s{1,8}(?:every|each|all|the|its|their|our|your)\s{1,8}(?:[\w,-]{1,30}\s{1,8}){0,5}?before\s{1,8}(?:each|every)\s{1,8}(?:trip|dive|use|flight|ride|climb|jump|voyage|sailing|outing|departure|descent|tour|excursion|session)\b/i, 'Safety and Security'],
  // (issue 18, h99c75) Work in or under water kept safe (the Safety and Security row: physical safety): divers signalled
  // while in the water ("fly the diver-down flag whenever divers are in the water", "show a warning flag while its
  // divers work"), diving done under a dive supervisor, and the water closed to boats while divers work there ("close
  // the site to tour boats while the divers work"). Bounded: linear.
  [/\b(?:divers?|swimmers?|snorkell?ers?)\s{1,3}(?:are|is)\s{1,3}(?:in|under)\s{1,3}the\s{1,3}water\b|\bdiver-down\s{1,3}flags?\b|\b(?:warning|alpha)\s{1,3}flags?\b[^.;]{0,60}?\b(?:divers?|diving)\b|\bdive\s{1,3}supervisors?\b|\bclose\s{1,3}(?:the|each|every|any)\s{1,3}(?:dive\s{1,3})?(?:site|area|reef|lagoon|channel|beach)s?\s{1,3}to\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:boats|vessels|craft|traffic|swimmers)\b[^.;]{0,80}?\b(?:divers?|diving|works?)\b/i, 'Safety and Security'],
  // (issue 18, h114cat, C262) A place or a thing kept or made safe for the people in it ("making sure that the Academy's
  // premises are safe and suitable for pupils and staff", "keep your home safe for our care workers to work in", "keep
  // its venues safe for patrons and staff"): the physical safety of people (C13). Sets 1–89: 3 of 3 such sentences are
  // Safety and Security (sets 3, 11, 22). Not a thing warranted safe when used, a trail fit or "safe to do so" (no
  // people after "for"). Its converse too, a thing or an animal that is or becomes a danger to people ("if your horse is
  // a danger to people or other horses", "if the Artwork becomes a danger to the public": 2 of 2, sets 19 and 20, both
  // missed). At most one "and …" word and three words before the people: linear. (h114mendB, review h114rr's finding 6)
  // "safe" is kept, made or is so: a verb of keeping or being at most four words before it ("keep your home safe", "are
  // safe"), not the strongbox ("a safe for guests' valuables": no "a"/"the" before it), not a product warranted,
  // guaranteed or certified safe ("warrants that the toys are safe for children": Warranties), nor data or money kept
  // safe ("keeps the Customer's data safe for its users": no physical safety). One list of people (PEOPLE_AT_RISK).
  [new RegExp(String.raw`\b(?:is|are|be|becomes?|became)\s{1,3}(?:an?\s{1,3})?dangers?\s{1,3}to\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?${PEOPLE_AT_RISK}\b|(?<=\b(?:keep|keeps|kept|keeping|make|makes|made|making|is|are|be|been|being|remain|remains)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,4})(?<!\b(?:an?|the)\s{1,3})(?<!\b(?:warrants?|warranted|guarantees?|guaranteed|represents?|certif(?:y|ies|ied))\b[^.;]{0,120})(?<!\b(?:data|information|records|files|documents|passwords|credentials|details|funds|money|valuables)\b[^.;]{0,40})\bsafe\s{1,3}(?:and\s{1,3}[\w-]{1,30}\s{1,3})?for\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?${PEOPLE_AT_RISK}\b`, 'i'), 'Safety and Security'],
  // (issue 18, h118c91, C283) A place's safety rules said through their acts: nobody may smoke ("No Member may smoke
  // inside the building", "Nobody may smoke in the hut"; "not smoke" and "no smoking" above) or a party does not allow
  // its people to ("does not allow its crew to drink alcohol or to smoke on board"); the last one out sets the alarm
  // ("sets the alarm when they leave", "arms the intruder alarm"): the premises kept safe and secure (C13). Sets 1–91: 5
  // (sets 22, 23, 86, 91 ×2), none read before. Not an alarm clock, nor smoking allowed ("allows guests to smoke on the
  // terrace": no bar). C265 below (kept the list's last: its tests read it so) now reads an "authorised" trade as well
  // ("has the gas installation checked by an authorised fitter"), and a firm after the work it names ("scaffolding … put
  // up and checked by a licensed firm"). A flame left lit ("Nobody leaves the building with a gas ring or the oven lit", "stay out of the kitchen while
  // the stoves are lit", "never leave a lit kiln unattended"): sets 89 and 91 ×2, 3 of 3. Not a fire exit kept lit (a light).
  // (h118mendA, review h118rr's finding 15) Guide row C283's 13 sentences: these 5 and 3, C265's 2 below (set 91) and
  // the 3 keys of category-cues-keys-held.ts (sets 30, 85, 91).
  // Fixed words, one bounded run of words: linear.
  [new RegExp(String.raw`\b${FLAME}\s{1,3}(?:(?:is|are)\s{1,3}(?:still\s{1,3})?)?lit\b|\blit\s{1,3}${FLAME}\b`, 'i'), 'Safety and Security'],
  [/\bno(?:body|\s{1,3}[\w-]{1,30})\s{1,3}(?:may|shall|must|can|is\s{1,3}to|is\s{1,3}allowed\s{1,3}to)\s{1,3}smoke\b|\b(?:not|never)\s{1,3}(?:allow|permit)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,6}?to\s{1,3}smoke\b|\b(?:set|sets|setting|arm|arms|arming|activate|activates)\s{1,3}the\s{1,3}(?:(?:burglar|intruder|security|building['’]?s?|house)\s{1,3})?alarms?\b(?!\s{1,3}clocks?\b)/i, 'Safety and Security'],
  // (issue 18, h114cat, C265) Work on a building, a plant or an appliance done by a licensed, qualified, registered or
  // certified trade ("All fitout works are to be carried out by licensed tradespeople", "have the exhaust flue inspected
  // and cleaned by a qualified contractor every six months", "installed by a registered gas fitter"): the rule that keeps
  // such work safe (C13; a gas, electrical or flue job in unskilled hands is the hazard). Sets 1–89: both such sentences
  // are Safety and Security (set 11), neither was read. The passive's verb of the work, then "by" and the trade: not a
  // party engaging or appointing a contractor (Subcontracts). At most one word between the mark and the trade: linear.
  // (h114mendB, review h114rr's finding 5) Tied to the building work: a building trade (BUILDING_TRADE, the licences
  // file's: "licensed electricians", "a registered gas fitter") reads alone; an engineer, technician, mechanic or
  // contractor only named by the work ("a qualified gas engineer") or after it, at most 80 characters before the verb
  // ("the exhaust flue inspected and cleaned by a qualified contractor"). Not a services clause ("The Services shall be
  // performed by qualified engineers"), nor software "tested by a certified engineer". (h118c91, C283) An "authorised"
  // trade too, and a firm after the work it names.
  // (h118mendA, review h118rr's finding 9) The firm a trade's only (TRADE_FIRM), and the work not the object of a
  // valuation, an audit or a survey (WORK_NOT_APPRAISED): not "The valuation of the building shall be carried out by a
  // registered firm of valuers", "The audit of the roof insurance shall be performed by a qualified firm of accountants".
  [new RegExp(String.raw`\b${DONE_BY_QUALIFIED}(?:(?:[\w-]{1,30}\s{1,3})?${BUILDING_TRADE}|${BUILDING_WORK}\s{1,3}(?:${TECHNICAL_TRADE}|contractors?))\b|${WORK_NOT_APPRAISED}\b${BUILDING_WORK}\b[^.;]{0,80}?\b${DONE_BY_QUALIFIED}(?:[\w-]{1,30}\s{1,3})?(?:${TECHNICAL_TRADE}|contractors?|${TRADE_FIRM})\b`, 'i'), 'Safety and Security'],
];

/**
 * Safety gear or a dangerous substance that is the contract's goods, bought, sold, delivered, made, invoiced or priced
 * ("shall deliver 500 smoke alarms to the Customer's warehouse", "shall pay for the first aid kits supplied", "supply car
 * seats at the prices in Schedule 1"): the trade is the sentence's subject (Delivery, Pricing & Taxes), the gear only its
 * goods (review hrev32). The cue stays a plain one there; its strong reading is for the safety of people. Goods delivered
 * only by their count ("deliver 500 smoke alarms"): a dangerous thing delivered ("the cells are to be delivered by X to
 * Y's laboratory", "will deliver the asbestos register") keeps its safety (sets 10 and 23).
 */
const GEAR_TRADED = String.raw`\b(?:sell|sells|sold|resell|resells|manufacture|manufactures|manufactured|invoice|invoices|invoiced|pay\s{1,3}for|pays\s{1,3}for|paid\s{1,3}for|purchase|purchases|purchased|buy|buys|bought|prices?|priced|fees?)\b|\bdeliver(?:s|ed)?\s{1,3}\d[\d,]{0,12}\s`;

/**
 * The strong reading of every cue of this file (category-cue-lists.ts' STRONG_CUES, h47cat2), but not in a sentence that trades
 * the gear (GEAR_TRADED). Anchored at the start, one lazy scan for the cue: as linear as the cue itself.
 */
export const PHYSICAL_SAFETY_STRONG_READING: readonly [RegExp, CategoryLabel][] = PHYSICAL_SAFETY_CUES.map(([cue, category]) => [
  new RegExp(String.raw`^(?![^]*?(?:${GEAR_TRADED}))[^]*?(?:${cue.source})`, cue.flags),
  category,
]);

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
/**
 * A security that is money — a security deposit, a security bond, a security interest, security for payment or for
 * performance, a performance security — and (h29c38) a security given as a bank guarantee, a bond or a letter of
 * credit, measured as a share of a sum ("the security is reduced to 10% of the contract sum"), or that lapses, is
 * released or is returned as such a security does: a term of payment or of credit, or cover for performance (the
 * Insurance of h18gist: letters of credit, bank guarantees and performance bonds), no safety of people or places.
 * Windows bounded: linear.
 */
const MONEY_SECURITY = String.raw`\bsecurity\s+(?:deposits?|bonds?|interests?|for\s+(?:the\s+|its\s+|their\s+)?(?:due\s+)?(?:payment|performance|costs|repayment|obligations|its\s+obligations))\b|\b(?:performance|payment|retention)\s+security\b|\bsecurity\b[^.;]{0,60}?\b(?:bank\s+guarantees?|performance\s+bonds?|letters?\s+of\s+credit|\d{1,3}(?:[.,]\d{1,2})?\s?%\s+of\s+the\s+(?:contract|purchase|order)\s+(?:sum|price|value))\b|\bthe\s+security\s+(?:lapses|expires|is\s+(?:released|returned|discharged|reduced|forfeited))\b`;
const MONEY_SECURITY_ONLY = new RegExp(String.raw`^(?![^]{0,800}${SAFETY_WORDS})[^]{0,600}?(?:${MONEY_SECURITY})`, 'i');

/** A sentence about a security that is money and names no safety of people or things (its section's "Security" heading too). */
export function isMoneySecurity(text: string): boolean {
  return MONEY_SECURITY_ONLY.test(text);
}

/**
 * (issue 18, h106c83; C101) A rate card's or a service level table's row, "<item>: <sum>" or "<item>: within <time>"
 * ("Drug and alcohol test: NAD 280 per test", "Medicines given in the first-aid room: at cost plus 10%", "Drug and
 * alcohol test after an incident: within 2 hours of the call"): the row gives the item's price or its time, no safety
 * measure, whatever its item names. Not a row whose label says safety, security or guarding itself ("Security guard:
 * USD 25 an hour"). (h106mendM, review h106rev2's finding 6) The sum is read as every cue reads money (MONEY, one home): a
 * standard's code is none ("Smoke alarms: EN 14604 type in every bedroom"); a row whose label names a drill, an alarm, an
 * evacuation, an extinguisher or protective equipment is a safety measure, its time too ("Evacuation drill for each
 * building: within 2 hours of the alarm"). Anchored, bounded: linear.
 */
const PRICED_OR_TIMED_ROW = new RegExp(String.raw`^\s{0,3}${OPTIONAL_ROW_NUMBER}(?![^:\n]{0,80}\b(?:[Ss]afety|[Ss]ecurity|[Ss]ecure|[Gg]uards?|[Gg]uarding|[Hh]azard\w*|[Ff]ire|[Ee]mergenc\w*|[Ee]vacuat\w*|[Dd]rills?|[Aa]larms?|[Ee]xtinguish\w*|[Pp]rotective)\b)[A-Za-z][^:\n.;]{0,80}:\s{0,3}(?:${MONEY}|at\s{1,3}cost\b|within\s{1,3}(?:\d{1,3}|one|two|three|four|six|twelve|24|48)\s{1,3}(?:minutes?|hours?|days?|working\s{1,3}days?|business\s{1,3}days?)\b)`);

export const PHYSICAL_SAFETY_VETOES: readonly [RegExp, CategoryLabel][] = [
  [PRICED_OR_TIMED_ROW, 'Safety and Security'],
  // Said without the category's word, round 10 (h27cat10), widened by h29c38:
  // A security that is money is a term of payment or of credit, no Safety and Security ("You must give us a security
  // deposit of £1,500 before the handover"), unless the sentence also names the safety of people or things.
  [MONEY_SECURITY_ONLY, 'Safety and Security'],
  // (h76c58) People or things insured against accidents or injury ("shall insure its workers against accidents at work",
  // "insured against personal injury"): the cover bought, Insurance's, no safety kept (set 58's miss, beside the
  // Insurance cue of category-cues-operations.ts' "accidents"), unless the sentence names a safety measure too.
  // Anchored guard, windows bounded: linear.
  [/^(?![^]{0,600}?\b(?:safe|safely|safety|hazard\w*|protective)\b)[^]{0,600}?\binsur(?:e|es|ed|ing)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,4}?against\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:accidents?|injur(?:y|ies))\b/i, 'Safety and Security'],
];

/**
 * A heading about money given as security ("Security Deposit", "2.3 Security deposit", "Security Bond", "Security
 * Interest", and "Guarantee and Performance Security": h29c38) names no Safety and Security (category-titles.ts' title table reads it first).
 */
export const MONEY_SECURITY_TITLE = /\bsecurity\s+(?:deposits?|bonds?|interests?)\b|\b(?:performance|payment|retention)\s+security\b/i;
