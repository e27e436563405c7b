/**
 * Safety and Security said by the rules of an activity or a work site, without the category's words (issue 18, h87c):
 * a weight limit for the people who take part, children kept with an adult, the guides' or instructors' instructions
 * followed, the marked trail not left, work stopped or a structure closed above a wind speed or on a storm warning, a
 * structure built to the civil defence standards, and a work site marked and secured with the traffic around it
 * regulated. Each keeps people from harm (spec §2–3, the Safety and Security row: "physical safety"); none names a safety
 * word, and the sentence model gives such sentences no odds of the category (set 65: 0 of 8 read). Strong
 * (category-cue-lists.ts' STRONG_CUES): the activity beside the rule is the sentence's other subject, not a reason to
 * drop it. Tests: `test/contracts/classify/categories/categories-activity-rules-h87c.test.ts`. Bounded windows, no
 * nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { INTOXICANT } from './category-cues-alcohol-conduct.js';

/** The people an activity is for, whose body or age a rule limits. */
const TAKING_PART = String.raw`(?:guests?|riders?|climbers?|participants?|passengers?|persons?|people|children|child|minors?|jumpers?|divers?|players?|visitors?|customers?|anyone|everyone|each\s{1,8}person|you)`;

/** Those an activity's rules name as its watchers: their instructions keep the people taking part safe. */
// (h93cat2) A vessel's captain and crew too: "follow the instructions of the captain and crew at all times" (set 71).
/** (h106mendP) Those who watch over people's safety, whom no worker obeys as its employer (a crew's skipper or captain does). */
export const SAFETY_WATCHERS = String.raw`(?:guides?|instructors?|lifeguards?|life\s{1,8}guards?|marshals?|safety\s{1,8}officers?)`;
const WATCHERS = String.raw`(?:${SAFETY_WATCHERS}|divemasters?|dive\s{1,8}masters?|skippers?|captains?|crew|rangers?|coaches|coach|pilots?)`;

/**
 * (issue 18, h112c88, C244) The people a vehicle or a boat carries, whose number beyond its seats or its licence
 * overloads it. Narrower than TAKING_PART above (plural people only, with pupils), on purpose: a vehicle's load.
 */
const CARRIED = String.raw`(?:passengers|people|persons|guests|pupils|children|riders|divers)`;

/**
 * (C244; session 75's re-read #3) The vehicle's own act of carrying the people: "carry more passengers than the minibus has
 * seats", "take more pupils than it is licensed for". Not access given to more persons than seats bought, nor staff
 * deployed or users let in beyond a plan (a licence's or an order's number, no vehicle carrying them).
 */
const CARRYING = String.raw`(?:carry|carries|carrying|carried|take|takes|taking|transport|transports|transporting|seat|seats|seating)`;

/** (C244) What bounds the people carried: the seats or belts the vehicle has, or the number it is licensed for. */
const CARRYING_LIMIT = String.raw`(?:seats|seat\s{1,8}belts|(?:is|are)\s{1,8}(?:licensed|registered|certified|insured|permitted|allowed)|capacity)`;

/** (C244) Where a load overloads: a vehicle's roof or rack, a boat, a deck, a scaffold or a lift. */
const LOADED_PLACE = String.raw`(?:roof|roof\s{1,8}rack|rack|trailer|vehicle|van|minibus|bus|car|truck|boat|vessel|deck|platform|scaffold|scaffolding|lift|hoist|cage)`;

/** (C244) The animals of a wildlife trip that its guests may not handle. */
const WILD_ANIMALS = String.raw`(?:sharks?|whales?|dolphins?|turtles?|sea\s{1,8}lions?|corals?|wildlife|crocodiles?|monkeys?|elephants?|lions?|bears?)`;

/**
 * (C244; session 75's re-read #6) Seals and rays, whose names are a meter's seals or a light's rays too: an animal only
 * bare after the article ("disturb the seals") or after a sea word ("the fur seals", "a manta ray"), never after another
 * noun ("touch or disturb the meter seals").
 */
const SEA_ANIMALS = String.raw`(?:(?:fur|harbour|harbor|grey|gray|monk|elephant|leopard|baby|manta|sting|eagle|devil)\s{1,8})?(?:seals?|rays?)`;

/** (C244) What a guest might do to a wild animal. */
const HANDLING = String.raw`(?:touch|feed|chase|ride|harass|disturb|grab|hold)`;

/**
 * (issue 18, h117s89, C277) Wild animals that may attack a person: polar, brown, black and grizzly bears ("bears"
 * alone is a verb: "protection against loss, which the Tenant bears"), big cats, wolves, snakes, crocodiles, sharks,
 * "predators", "wild animals". Not WILD_ANIMALS above (turtles, corals and dolphins are only handled), nor "wildlife"
 * (a word of conservation: "protect the wildlife").
 */
const DANGEROUS_ANIMALS = String.raw`(?:(?:polar|brown|black|grizzly)\s{1,8}bears?|wolves|wolf|lions?|tigers?|leopards?|snakes?|crocodiles?|alligators?|sharks?|predators?|wild\s{1,8}(?:animals?|dogs?|boars?))`;

/** (C277) Keeping a dangerous animal off: scared, frightened or chased off or away, deterred, warded off. */
const ANIMAL_KEPT_OFF = String.raw`(?:(?:scare|scares|scaring|frighten|frightens|frightening|chase|chases|chasing|drive|drives|driving)\s{1,8}(?:off|away)|deter|deters|deterring|deterrents?|(?:ward|wards|warding)\s{1,8}off)`;

/** (C277) The one who takes part guarding himself: "protect yourself from snakes", "to protect themselves from bears". */
const REFLEXIVE = String.raw`(?:yourself|yourselves|themselves|himself|herself|ourselves|oneself)`;

/**
 * (C277) A person guarded against such an animal: protected, defended or kept safe "against" or "from" it, the person
 * named (yourself, the guests …: "keeps the guests safe from bears"); or "protection", "protecting" or "defence"
 * against it with no object, the animal right after (a determiner at most: "boots for protection against snakes").
 * (h117mendA; h117rr #5) Not "safe from" with no person ("keeps the horses safe from wolves"), nor free words between the
 * protection and the animal ("protection against damage caused by wild animals to the insured crops": an insurance's).
 */
const GUARDED_AGAINST = String.raw`(?:(?:protect|protects|protecting|defend|defends|defending)\s{1,8}(?:${REFLEXIVE}|(?:the|its|their|our|your|all)\s{1,8}${TAKING_PART}|${TAKING_PART})|(?:keep|keeps|kept|keeping)\s{1,8}(?:${REFLEXIVE}|(?:the|its|their|our|your|all)\s{1,8}${TAKING_PART}|${TAKING_PART})\s{1,8}safe)\s{1,8}(?:against|from)\s{1,8}(?:[\w,-]{1,30}\s{1,8}){0,6}?|(?:protecting|protection|defending|defen[cs]e)\s{1,8}(?:against|from)\s{1,8}(?:(?:any|all|the)\s{1,8})?`;

/**
 * (C277; h117mendA, h117rr #5) A herd, a crop or a thing near the animal kept off: its harm, no person's ("deter wild
 * boars from the maize fields", "the herders chase away predators from the herd", "Protection from predators … for the
 * livestock agisted"). Within the sentence, 80 characters before the act or after the animal. C277's own.
 */
const GUARDED_THING = String.raw`(?:herds?|flocks?|livestock|cattle|cows?|calves|heifers?|sheep|ewes?|lambs?|goats?|horses?|ponies|pony|foals?|poultry|hens?|chickens?|pigs?|crops?|fields?|harvests?|orchards?|vineyards?|maize|corn|grain|bins?|rubbish|hives?|beehives?)`;

/**
 * (C278) Those who command a flight, a boat or a dive, whose call on the weather is a safety decision: WATCHERS above
 * (pilots, skippers, captains, dive masters, guides, instructors …) or a vessel's master, with "alone", "in command",
 * "on duty" or "of the vessel" after it at most. Not "the Master Agreement" (no other word between the two).
 */
const COMMANDER = String.raw`(?:${WATCHERS}|masters?)(?:\s{1,8}(?:alone|in\s{1,8}command|on\s{1,8}duty|of\s{1,8}the\s{1,8}(?:vessel|boat|ship|aircraft|flight|dive)))?`;

/**
 * (C278) What the commander's call weighs: the weather, the wind, the sea, the snow, or whether it is safe. "Conditions"
 * only of a place or a sport ("the dive conditions", "the ground conditions"; h117mendA, h117rr #7): not the conditions
 * a student or a player meets for a certificate or a selection.
 */
const CONDITIONS_OF_SAFETY = String.raw`(?:weather|winds?|sea|seas|swell|waves|visibility|snow|avalanches?|(?:ground|river|water|surf|ice|trail|mountain|dive|diving|flying|flight|sailing|landing)\s{1,8}conditions|safe|unsafe)`;

/**
 * (C274; h117mendA, h117rr #12) People kept informed, updated, advised, notified, posted, briefed or aware: a duty to
 * tell them, whatever distance the news names. Right after the people.
 */
const NOT_KEPT_TOLD = String.raw`(?!\s{1,8}(?:informed|updated|advised|notified|posted|aware|briefed|up\s{1,8}to\s{1,8}date)\b)`;

/** (issue 18, h121c95, C317) Going out somewhere on foot, on the water or onto a place: the acts a person does alone. */
/**
 * (issue 18, h122left; h121revA #5) The places where work alone is a danger, as the row's examples are: a slope, a roof,
 * a height, a cliff, ice, water, a pit, a trench, a tank, a shaft, a mine, a well, a tower, a mast, a turbine, a
 * scaffold, a ladder, a quarry, a deck, a sewer, a tunnel, a confined space, a cold store, a freezer, a vat, a silo, a
 * kiln, a furnace, and a press, a machine, a saw or a lathe ("work at the press only with an instructor"). Not an
 * office's work ("work on client files", "work in the office", "work at the reception desk"), no danger kept away.
 */
const DANGEROUS_WORK_PLACE = String.raw`(?:slopes?|roofs?|heights?|cliffs?|ice|water|rivers?|sea|seabed|lakes?|pits?|trench(?:es)?|tanks?|shafts?|mines?|wells?|towers?|masts?|turbines?|scaffold(?:s|ing)?|ladders?|quarr(?:y|ies)|decks?|sewers?|tunnels?|confined\s{1,3}spaces?|cold\s{1,3}stores?|freezers?|vats?|silos?|kilns?|furnaces?|press(?:es)?|machines?|machinery|saws?|lathes?)`;
/**
 * (issue 18, h122mendL; review82 #8) The place noun ends its phrase: a word that goes on the clause after it ("alone",
 * "without", "only", "with", "when", "and" …), a stop or the end; not another noun it is the modifier of ("the press
 * release", "the ice cream stall", "machine learning projects": no place of danger).
 */
const PLACE_ENDS = String.raw`(?=\s{0,3}(?:[,.;:)]|$)|\s{1,3}(?:alone|without|only|unless|except|with|when|whenever|while|if|or|and|at|in|on|near|under|by|before|after|during|for|until|unaccompanied|unsupervised)\b)`;
/**
 * (h121mendC, h121rr #14) "Enter" not into a deal ("enter into loans alone"); "work" only with a place after it ("work on
 * a steep slope alone", "works in the pit without a supervisor"): "works without a supervisor" is a way of working. The
 * place one of danger (DANGEROUS_WORK_PLACE), after its article and one word at most ("on a steep slope", "at height").
 */
const GOING = String.raw`(?:climb|climbs|walk|walks|paddle|paddles|swim|swims|go|goes|enters?(?!\s{1,3}into\b)|leave|leaves|works?(?=\s{1,3}(?:on|at|in|inside|near|under)\s{1,3}(?:(?:a|an|the|any|this|that)\s{1,3})?(?:[a-z-]{1,20}\s{1,3})?${DANGEROUS_WORK_PLACE}\b${PLACE_ENDS})|dive|dives|hike|hikes|ski|skis|skate|skates|sail|sails|ride|rides)`;
/** (C317) Those whose company makes the going safe: an adult, a parent, a guide, an instructor, a supervisor, a lifeguard, an escort. */
const COMPANY = String.raw`(?:adult|parent|guide|instructor|supervisor|lifeguard|escort)s?`;
/**
 * (h121mendC, h121rr #14) The company word ending the going, not a possessive nor a leave given ("without a
 * supervisor's consent", "without the instructor approval"): a permission rule, no danger kept away. The plural's
 * possessive too ("without the instructors' consent") and an authorisation (h121revA #4, #8).
 */
const COMPANY_PRESENT = String.raw`${COMPANY}\b(?!['’]s\b|['’](?!\w))(?!\s{1,3}(?:consent|approval|permission|authori[sz]ation|leave)\b)`;
/**
 * (C317) A bar, then a going verb, then within 80 characters of the clause "alone"; or a going verb, then within 80
 * characters "without" or "only with" the company. "Alone" only after a bar (not, never, nobody, no one, no person,
 * don't): "The Contractor may work alone on the site" is a way of working, no danger kept away.
 */
const BAR = String.raw`(?:not|never|nobody|no\s{1,3}one|no\s{1,3}person|don['’]t)`;
export const UNACCOMPANIED_GOING = new RegExp(String.raw`\b${BAR}\b[^.;]{0,40}?\b${GOING}\b[^.;]{0,80}?\balone\b|\b${GOING}\b[^.;]{0,80}?(?:\bwithout\s{1,3}(?:an?\s{1,3}|the\s{1,3})?${COMPANY_PRESENT}|\bonly\s{1,3}with\s{1,3}(?:an?|the|their|his|her)\s{1,3}${COMPANY_PRESENT})`, 'i');

/** (C251) A firearm by its names; not "gun" alone (a glue, spray or nail gun is a tool). */
const FIREARM = String.raw`(?:rifles?|firearms?|shotguns?|pistols?|ammunition)`;

/** (C251) Having a firearm with one: carried, kept, possessed, brought or stored. */
const FIREARM_HELD = String.raw`(?:carry|carries|carried|carrying|keep|keeps|kept|possess|possesses|possessing|bring|brings|bringing|store|stores)`;

/**
 * (C259) A plan of one's trip left with another: "leaves a trip plan with the Lessor", "file a float plan with …". With
 * "with" after the plan and no "travel" plan (session 76's re-read #8): a Travel Plan submitted to a planning authority or
 * an employee's travel plan sent to a manager is a plan approved, not a trip told so that help can come. Bounded: linear.
 */
const TRIP_PLAN_LEFT = /\b(?:leave|leaves|left|lodge|lodges|lodged|file|files|filed|submit|submits)\s{1,8}(?:a|an|the|its|his|her|their|your|our)\s{1,8}(?:trip|route|journey|flight|float|dive)\s{1,8}plans?\s{1,8}with\b/i;

/**
 * A weight limit for a person who takes part: "Every guest must weigh no more than 120 kg", "riders must weigh less
 * than 95 kg". Not a parcel's or a load's weight (no person before it: "Each parcel must weigh no more than 30 kg").
 * (h114c89, C258) Or between two weights, and in a first-person declaration: "– I weigh between 25 and 105 kg;".
 * (issue 18, h115c, C266) Or "under", "over", "at most", "at least", "up to" a weight, or from one weight to another
 * ("must weigh 40 to 110 kg"): "under" once stood only before "than", which no one writes. (Session 76's re-read #14)
 * The person weighs, not a thing a "that" clause after the person names: "Customers must ensure that parcels weigh under
 * 30 kg" is no person's limit. Bounded windows: linear.
 */
const PERSONS_WEIGHT_LIMIT = new RegExp(
  String.raw`\b(?:${TAKING_PART}\b(?:(?!\bthat\b)[^.;]){0,60}?\b|I\s{1,8})weigh\s{1,8}(?:(?:no\s{1,8}more|not\s{1,8}more|less|more)\s{1,8}than\s{1,8}|(?:between|under|over|at\s{1,8}(?:most|least)|up\s{1,8}to)\s{1,8}|\d{1,3}\s{0,8}(?:kg\s{1,8})?(?:to|[-–])\s{0,8})\d`,
  'i',
);

/**
 * (issue 18, h115c, C266) A person's weight limit is decisive for Safety and Security (category-decisive-cues.ts): the
 * sentence models read its figures and "between … and" as a range of anything, so far below the category that a strong
 * cue's bonus fell short of the bar where the sentence opened on "Every" ("Every passenger must weigh between 40 and
 * 110 kg" read nothing, "Each passenger …" Safety and Security).
 */
export const namesPersonsWeightLimit = (text: string): boolean => PERSONS_WEIGHT_LIMIT.test(text);

export const ACTIVITY_RULE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h97c74, C100) A distance the person taking part keeps from a hazard: "You must keep at least 50 metres away from
  // the weir", "stay 20 m away from the cliff edge". The person keeps himself away (the distance follows the verb); not
  // a thing placed at a distance ("keep its boats 10 metres from the slipway": an object between).
  [/\b(?:keep|keeps|stay|stays|remain|remains)\s{1,8}(?:at\s{1,8}least\s{1,8}|no\s{1,8}less\s{1,8}than\s{1,8}|more\s{1,8}than\s{1,8})?\d{1,5}\s{0,8}(?:metres|meters|m|feet|ft|yards|kilometres|kilometers|km)\s{1,8}(?:away\s{1,8}from|clear\s{1,8}of)\b/i, 'Safety and Security'],
  // (issue 18, h117c90, C274) People kept by another at a distance in figures from a place or a hazard: "The Factory keeps
  // the public at least 200 metres from the firing site", "The guide keeps the visitors outside the fence and at least 20
  // metres from the herders": C100's distance, kept for the people by the one in charge of them. People only (the ones
  // taking part, the public, spectators, onlookers, bystanders, a crowd, an audience; not their things: "the guests'
  // cars"): not dogs kept in a yard 100 metres from a watercourse nor a crop's isolation distance (sets 35 and 59, no
  // Safety and Security). Sets 1–90: both such sentences are Safety and Security (set 90). Bounded window: linear.
  // (h117mendA; h117rr #12) Not people kept told (NOT_KEPT_TOLD): "keeps the guests updated on road closures up to 20 km
  // from the lodge" is a duty to tell them.
  [new RegExp(String.raw`\b(?:keep|keeps|kept|keeping)\s{1,8}(?:(?:the|its|their|his|her|our|your|all|any)\s{1,8})?(?:${TAKING_PART}|public|spectators?|onlookers?|bystanders?|crowds?|audiences?)\b(?![’'])${NOT_KEPT_TOLD}[^.;]{0,60}?\b\d{1,5}\s{0,8}(?:metres|meters|m|feet|ft|yards|kilometres|kilometers|km)\s{1,8}(?:away\s{1,8})?(?:from|clear\s{1,8}of)\b`, 'i'), 'Safety and Security'],
  // (h97c74, C100) Not alone on the water or the hill, not away from the group: "You must not swim alone", "not to
  // climb alone", "stay with the group", "not leave the group without the instructor's permission". Not a member
  // leaving a group scheme (the way out of the group is "without" a watcher's leave, or the group is kept with).
  [/\b(?:not|never)\s{1,8}(?:to\s{1,8})?(?:swim|dive|paddle|climb|walk|hike|ski|ride|row|sail|kayak|canoe|surf|snorkel|go\s{1,8}out|go\s{1,8}off)\s{1,8}alone\b|\b(?:stay|stays|remain|remains|keep)\s{1,8}(?:together\s{1,8})?with\s{1,8}(?:the|your|their|his|her|our)\s{1,8}(?:group|guide|instructor|leader)\b|\bleave\s{1,8}(?:the|your|their|his|her)\s{1,8}group\s{1,8}without\b/i, 'Safety and Security'],
  // (issue 18, h121c95, C317) C100's going out alone said with the place between, or with no watcher: "Nobody in the
  // party climbs the cliffs of Middle Island alone", "do not walk on the seabed alone", "Children under 8 do not go on the
  // ice without an adult", "Don't walk away from the camp at night without a guide", "Walkers under 16 walk only with a
  // parent", "may enter the suite only with an adult". A going verb (UNACCOMPANIED_GOING), then within 80 characters of
  // the same clause "alone" (after a bar: not "The Contractor may work alone on the site"), or "without" / "only with"
  // an adult, a parent or a watcher — the watcher bare after its article (not "leaves a Facility without a certified
  // lifeguard", a service's staffing). Not one who decides, sells, signs or bears a cost alone (no going verb). Sets 1–95: 12 sentences (sets 14, 15, 26, 65, 72, 74, 77, 93, 94 ×3,
  // 95), all labelled Safety and Security; sets 93's one, 94's three and 95's one were not read. Bounded window: linear.
  // (h121mendC, h121rr #14) Not "enter into" a deal, not the watcher before a possessive or consent / approval /
  // permission / leave (a permission rule), "work" only with a place after it; the 12 still read, nothing else in 1–95.
  [UNACCOMPANIED_GOING, 'Safety and Security'],
  // (h97c74, C100) Children kept with an adult in the activity itself: "Children aged 8 to 12 must sit in a canoe with
  // an adult", "children under 10 shall ride with a parent". A rule on the children (a modal before the adult), not a
  // ticket's price beside an adult's ("Children travel free with an adult ticket").
  [/\b(?:children|child|minors?|kids)\b[^.;]{0,40}?\b(?:must|shall|should|may\s{1,8}only|are\s{1,8}to)\s{1,8}[^.;]{0,50}?\bwith\s{1,8}(?:an?\s{1,8}|their\s{1,8}|a\s{1,8}responsible\s{1,8})?(?:adults?|parents?|guardians?)\b(?!\s{1,8}(?:tickets?|fares?|prices?|rates?|passes?))/i, 'Safety and Security'],
  // (h97c74, C100) Fitness and drink before an activity: "We may refuse to take you out if you are not fit to paddle or
  // have been drinking alcohol", "anyone who is not fit to climb". Fitness named for the activity (a "to" and its verb),
  // not goods fit for a purpose; the drink a participant has had, not a party's staff at work (category-cues-alcohol-conduct.ts).
  // (h114c89, C258; session 76's re-read #7) Or alcohol or drugs taken, said by the one who takes part ("– I have not drunk
  // alcohol in the last 12 hours", "refuse a passenger who has drunk alcohol"): "I" or a TAKING_PART "who" before it, not
  // a wholesaler that "has taken drugs into its stock", a worker removed from site, or "If a visitor has drunk alcohol,
  // the Park refunds …" (a condition of another consequence, no "who").
  [new RegExp(String.raw`\bnot\s{1,8}(?:physically\s{1,8}|medically\s{1,8})?fit\s{1,8}to\s{1,8}(?:swim|dive|paddle|climb|walk|hike|ski|ride|row|sail|kayak|canoe|surf|snorkel|take\s{1,8}part|travel|fly|jump)\b|\b(?:have|has)\s{1,8}been\s{1,8}drinking(?:\s{1,8}alcohol)?\b|(?:\bI\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,6}?|\b${TAKING_PART}\s{1,8}(?:who|that)\s{1,8})ha(?:ve|s)\s{1,8}(?:not\s{1,8})?(?:taken|drunk|consumed)\s{1,8}(?:any\s{1,8})?${INTOXICANT}\b`, 'i'), 'Safety and Security'],
  // (h97c74, C100) A medical condition told before the activity: "You must tell us about any medical condition before
  // the trip", "inform the instructor before the dive of any heart condition". The condition and the activity both
  // named (a condition told to an employer or an insurer names no activity: not this rule's).
  [/\b(?:tell|tells|inform|informs|notify|notifies|advise|advises)\b[^.;]{0,60}?\b(?:medical|health|heart)\s{1,8}(?:conditions?|problems?|issues?)\b[^.;]{0,40}?\bbefore\s{1,8}(?:the|your|each|every|any|a)\s{1,8}(?:trip|activity|tour|dive|ride|climb|jump|flight|lesson|session|class|excursion|outing|paddle|course|walk|hike)\b|\b(?:tell|tells|inform|informs|notify|notifies|advise|advises)\b[^.;]{0,40}?\bbefore\s{1,8}(?:the|your|each|every|any|a)\s{1,8}(?:trip|activity|tour|dive|ride|climb|jump|flight|lesson|session|class|excursion|outing|paddle|course|walk|hike)\b[^.;]{0,40}?\b(?:medical|health|heart)\s{1,8}(?:conditions?|problems?|issues?)\b/i, 'Safety and Security'],
  [PERSONS_WEIGHT_LIMIT, 'Safety and Security'],
  // Children kept with an adult: "Children under 16 must be accompanied on the tour by an adult", "minors must be
  // accompanied by a parent or guardian". The adult's presence, not a consent it signs. (issue 18, h110cat) "supervised"
  // and "escorted" by an adult say the same ("Pupils under 10 must be supervised by a parent in the pool area"): set 19's
  // one such sentence, Safety and Security, was read as a duty.
  [/\b(?:accompanied|supervised|escorted)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,4}?by\s{1,8}(?:an?\s{1,8}|their\s{1,8}|a\s{1,8}responsible\s{1,8})?(?:adults?|parents?|guardians?)\b/i, 'Safety and Security'],
  // The instructions of those who watch over the activity followed: "You must follow the instructions of the guides at
  // all times", "obey the instructor's instructions". Not a client's, a steward's or a section leader's instructions (the
  // sets read those as a party's duties: Responsibilities). (h106mendP) "reasonable" instructions of theirs too
  // ("follow the reasonable instructions of the lifeguards on duty").
  [new RegExp(String.raw`\b(?:follow|follows|obey|obeys|comply\s{1,8}with|complies\s{1,8}with)\s{1,8}(?:all\s{1,8}|any\s{1,8})?(?:the\s{1,8})?(?:reasonable\s{1,8})?(?:(?:safety\s{1,8})?instructions|directions|orders)\s{1,8}(?:given\s{1,8})?(?:of|by|from)\s{1,8}(?:the|our|your|its|their|a|any)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${WATCHERS}\b|\b(?:the|our|your|its|their)\s{1,8}${WATCHERS}['’]s?\s{1,8}(?:safety\s{1,8})?instructions\b`, 'i'), 'Safety and Security'],
  // The marked way not left: "You may not leave the trail or the platforms without a guide", "must not leave the marked
  // path". Not a member leaving a group (no way named).
  [/\b(?:not|never)\s{1,8}(?:to\s{1,8})?leave\s{1,8}(?:the|a|any)\s{1,8}(?:marked\s{1,8}|designated\s{1,8})?(?:trails?|paths?|footpaths?|tracks?|pistes?|platforms?|slopes?)\b/i, 'Safety and Security'],
  // Work stopped or a structure closed above a wind speed or on a storm warning: "take the tent down if the wind
  // exceeds 60 km/h", "the wind is above 25 knots", "close the tent during a storm warning". Not a storm warning named as
  // the cause of a delay or a cancellation ("not liable for any delay caused by a hurricane, a storm warning …", "If a walk is
  // cancelled because of heavy rain or a storm warning": C4's Force Majeure, sets 67 and 71; h93cat2). (physical-safety's wind
  // cue reads "wind speed …"; this one the wind itself with its figure.) Not a wind farm's wind (a figure in km/h, knots,
  // m/s or mph after a limit verb is a weather limit; a power curve names none).
  [/\b(?:the\s{1,8})?wind\s{1,8}(?:exceeds|is\s{1,8}(?:above|over|stronger\s{1,8}than)|reaches|rises\s{1,8}above)\s{1,8}\d{1,3}\s{0,8}(?:km\/h|kmh|kph|knots|mph|m\/s|metres\s{1,8}per\s{1,8}second|meters\s{1,8}per\s{1,8}second)|(?<!\b(?:caused\s{1,8}by|because\s{1,8}of|due\s{1,8}to|owing\s{1,8}to|by\s{1,8}reason\s{1,8}of)\b[^.;]{0,60})\bstorm\s{1,8}warnings?\b/i, 'Safety and Security'],
  // A structure built to the civil defence standards: "install the tent to the civil defence standards". Not a
  // no-objection certificate for an alteration (a consent, set 53), which names no standard.
  [/\bcivil\s{1,8}defen[cs]e\s{1,8}(?:standards|requirements|regulations|rules|codes?)\b/i, 'Safety and Security'],
  // A work site marked and secured, the traffic around it regulated: "mark and secure the work site", "regulate the
  // traffic around the site during the works", "direct the road traffic past the site". Not network, web or call traffic (no such
  // word before "traffic", and a place of the works after it).
  [/\b(?:mark|marks|marked|marking)\s{1,8}and\s{1,8}secur(?:e|es|ed|ing)\s{1,8}(?:the|each|every|its)\s{1,8}(?:work(?:ing)?\s{1,8}|construction\s{1,8})?(?:site|area|zone)s?\b|\b(?:regulate|regulates|regulating|direct|directs|directing|divert|diverts|diverting)\s{1,8}(?:the\s{1,8})?(?:road\s{1,8}|street\s{1,8}|vehicle\s{1,8}|pedestrian\s{1,8})?traffic\s{1,8}(?:around|near|past|through|at\s{1,8}the\s{1,8}(?:work(?:ing)?\s{1,8})?site)\b/i, 'Safety and Security'],
  // (issue 18, h112c88, C244) A vehicle or a boat not overloaded: "not to carry more passengers than the minibus has
  // seats", "must not carry more people than the car has seat belts", "not to load more than 100 kg of goods on the
  // roof". The people beyond the seats or the licensed number, the weight on the roof or the deck (sets 61, 82 and 88:
  // 5 of 5 Safety and Security); not more guests than the number booked (no seats or licence named: a price's), not a
  // parcel's weight (no place it is loaded on).
  [new RegExp(String.raw`\b${CARRYING}\s{1,8}more\s{1,8}${CARRIED}\s{1,8}than\s{1,8}[^.;]{0,60}?\b${CARRYING_LIMIT}\b|\b(?:load|loads|loading|carry|carries|put|puts|place|places|stack|stacks)\s{1,8}more\s{1,8}than\s{1,8}\d{1,6}(?:[.,]\d{1,3})?\s{0,8}(?:kg|kilograms?|kilos?|tonnes?|tons?|lbs?|pounds?)\s{1,8}(?:of\s{1,8}(?:[\w-]{1,30}\s{1,8}){1,2}?)?(?:on|onto|in|into)\s{1,8}(?:the|its|his|her|their|your|each|a|any)\s{1,8}${LOADED_PLACE}\b`, 'i'), 'Safety and Security'],
  // (issue 18, h112c88, C244) Wild animals not handled on a trip to watch them: "No one may touch, feed or ride a
  // shark", "• touch, feed or chase the sharks, turtles or coral" under "You must not:" (sets 63 and 88: 2 of 2). Two
  // acts at least, joined by "or" or "and" (one animal fed is a keeper's task: "We will feed your horse twice a day").
  [new RegExp(String.raw`\b${HANDLING}(?:\s{0,8},\s{0,8}${HANDLING}){0,3}(?:\s{0,8},)?\s{1,8}(?:or|and)\s{1,8}${HANDLING}\s{1,8}(?:(?:the|a|an|any)\s{1,8})?(?:(?:[\w-]{1,30}\s{1,8})?${WILD_ANIMALS}|${SEA_ANIMALS})\b`, 'i'), 'Safety and Security'],
  // (issue 18, h113c89, C251) A firearm carried, kept, possessed, brought or stored ("The Hirer keeps the rifle unloaded
  // in the settlement", "Firearms shall be carried only by guards …", "not to possess alcohol, drugs or firearms"), a
  // shot fired, a firearms licence: the hazard of a weapon at hand (sets 1–88 and 89: 9 of 9 such sentences Safety and
  // Security). Not firearms named in a list of things advertised or a storage room provided for them (no such act).
  [new RegExp(String.raw`\b${FIREARM_HELD}\s{1,8}(?:[\w,-]{1,30}\s{1,8}){0,4}?${FIREARM}\b|\b${FIREARM}\s{1,8}(?:shall|must|may|are|is)\s{1,8}(?:only\s{1,8})?(?:be\s{1,8})?(?:carried|kept|stored|loaded|unloaded)\b|\bshots?\s{1,8}fired\b|\bfirearms?\s{1,8}licen[cs]es?\b`, 'i'), 'Safety and Security'],
  // (issue 18, h113c89, C253) People kept at a safe distance ("keeps the visitors at a safe distance from the hot
  // ground") and a rescue service notified or called ("the Lessor notifies the Governor's rescue service", "informs …
  // the fire and rescue service"): a guard against harm, or help called to it (sets 1–89: 3 of 3 Safety and Security;
  // a rescue service said not to be part of the work is no act of telling it and stays out).
  [/\bat\s{1,8}a\s{1,8}safe\s{1,8}distance\b|\b(?:notif(?:y|ies)|inform|informs|alert|alerts|call|calls)\s{1,8}(?:[\w'’,-]{1,30}\s{1,8}){0,12}?rescue\s{1,8}(?:services?|teams?)\b/i, 'Safety and Security'],
  // (issue 18, h114c89, C258) A person's fitness for the activity, declared or asked: pregnancy ("– I am not pregnant",
  // "if anyone in your group is pregnant"), alcohol or drugs taken ("have not taken alcohol or drugs in the last 12
  // hours", "a guest who … has drunk alcohol"), the medicines one takes ("I have told the pilot of every medicine I
  // take"): what makes a flight, a dive or a ride dangerous for the one who takes part (sets 1–89: 4 of 4 elements read
  // Safety and Security, sets 65, 88, 89; a heart or medical condition told is the row above's). A person only
  // (TAKING_PART or "I"): not a mare in foal. (Session 76's re-read #7) Pregnancy as a declaration or a bar only: "I am
  // not pregnant", "tell … if … pregnant", "must not … if pregnant", "If you are pregnant, you must not dive", "Pregnant
  // women may not ride"; not a maternity notice ("I am pregnant and my expected week …") nor a condition of another
  // consequence ("If a visitor is pregnant, the Park offers a refund", an insurance's exclusion). The medicines told
  // ("I have told the pilot of every medicine I take"), not medicines delivered. Alcohol and drugs: the row above's.
  [new RegExp(String.raw`\bI\s{1,8}am\s{1,8}not\s{1,8}pregnant\b|\b(?:tell|tells|told|inform|informs|informed|notify|notifies|advise|advises|must\s{1,8}not|may\s{1,8}not|shall\s{1,8}not|should\s{1,8}not|cannot|can\s{1,8}not)\b[^.;]{0,60}?\bif\b[^.;]{0,40}?\bpregnant\b|\bpregnant\s{0,8},\s{0,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:must|may|should|shall|can)\s{1,8}not\b|\bpregnant\s{1,8}(?:women|${TAKING_PART})\s{1,8}(?:must\s{1,8}not|may\s{1,8}not|should\s{1,8}not|cannot|are\s{1,8}not\s{1,8}(?:allowed|permitted))\b|\b(?:tell|tells|told|inform|informs|informed|notify|notifies|advise|advises|declare|declares|declared)\b[^.;]{0,60}?\b(?:medicines?|medications?)\s{1,8}(?:I|you|he|she|they)\s{1,8}takes?\b`, 'i'), 'Safety and Security'],
  // (issue 18, h114c89, C259) A trip, route or float plan left, lodged or filed with someone ("The Hirer leaves a trip plan
  // with the Lessor, stating the route and the expected time of return", "shall file a trip plan with the Royal Canadian
  // Mounted Police"): where one goes and when one is due back, told so that help can come (sets 1–89: 2 of 2 elements read
  // Communication and Safety and Security, sets 35 and 89). Both rows read the one pattern.
  [TRIP_PLAN_LEFT, 'Safety and Security'],
  [TRIP_PLAN_LEFT, 'Communication'],
  // (issue 18, h117s89, C277) A person kept safe from an animal that may attack: "carry a suitable means of scaring off
  // and protecting against polar bears", "a bear deterrent", "protect yourself from snakes". The animal's danger to the
  // person, as C244's wild animals not handled (sets 1–90: 1 of 1 such sentence, set 89; the 8 others naming polar bears,
  // sharks or predators are read by other rows or are a liability's "injury caused by wild animals", which this row
  // does not read: no act of keeping the animal off).
  // (h117mendA; h117rr #5) A person the one kept safe: no herd, crop or bin near (GUARDED_THING), no "safe from" without
  // the person, no free words between "protection against" and the animal.
  [new RegExp(String.raw`(?<!\b${GUARDED_THING}\b[^.;]{0,80})\b(?:${ANIMAL_KEPT_OFF}\s{1,8}(?:(?!${GUARDED_THING}\b)[\w,-]{1,30}\s{1,8}){0,6}?|${GUARDED_AGAINST})${DANGEROUS_ANIMALS}\b(?![^.;]{0,80}?\b${GUARDED_THING}\b)|\b(?:bear|${DANGEROUS_ANIMALS})\s{1,8}(?:deterrents?|spray)\b`, 'i'), 'Safety and Security'],
  // (issue 18, h117s89, C278) The carrier's call on the weather: "The pilot alone decides whether the wind and the
  // weather allow the flight", "The dive master decides each morning whether it is safe to go out". Whoever commands the
  // flight, the boat or the dive judges whether the conditions let it go on safely (sets 1–90: 3 of 3 such sentences
  // Safety and Security, sets 57, 63, 89; a master who "may postpone delivery" or "may delay sailing" on a warning
  // decides no "whether" and is Delivery's or Force Majeure's).
  [new RegExp(String.raw`\b${COMMANDER}\s{1,8}(?:decides?|judges?|determines?|(?:will|shall|may)\s{1,8}(?:decide|judge|determine))\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?(?:whether|if)\b[^.;]{0,60}?\b${CONDITIONS_OF_SAFETY}\b`, 'i'), 'Safety and Security'],
];
