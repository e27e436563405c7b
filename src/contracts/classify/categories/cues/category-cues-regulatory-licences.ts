/**
 * A licence to operate is a permit held from the state, no intellectual property (issue 18, h33c43). A carrier's
 * telecom licence, a recruitment agency's licence, a liquor or trading licence, a driver's licence: the holder may carry
 * on a business or an activity because a public body allows it. The spec's Intellectual Property is the ownership and
 * use of creative or proprietary works; "licence" is its cue word only where the licence grants rights in such a work
 * (software, marks, patents). So the category's cues read the sentence without the phrases below (category-not-said.ts'
 * NOT_SAID), and the learned model's Intellectual Property is no evidence where they held its only cue word; a sentence
 * that also licenses a work ("a licence to use the Software") keeps its own cue. Every labelled set that has such a
 * phrase (sets 3, 6, 7, 10, 14, 15, 18, 23, 25, 27, 28, 29, 35 and 43) gives it no Intellectual Property.
 *
 * Each pattern is a chain of bounded steps: linear on hostile text. Tests:
 * `test/contracts/classify/categories/categories-regulatory-licences.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { WORK_RIGHT_KINDS, WORK_USES } from './category-cues-regulator-licences.js';

/**
 * (issue 18, h112mendB) The licences a person holds to drive, sail or fly: a driver's, a pilot's, a skipper's, a master's
 * or a boatmaster's. One list (session 75's re-read #11): PERMIT_KIND spreads it, and category-cues-qualifications-held.ts'
 * PERSONAL_LICENCE reads it for a crew's licence held. Fixed words: linear.
 */
export const PERSONAL_LICENCE_KINDS = String.raw`(?:driving|driver['’]?s|drivers['’]|pilot['’]?s|pilots['’]|skipper['’]?s|master['’]s|boatmaster['’]?s)`;

/**
 * Kinds of permit named before "licence": what the holder may do, or the trade it is held for. An agent's licence ("a
 * FIFA football agent licence", "the AGENT's licence is suspended", h38c) is a trade's permit too: sets 43 and 45 give
 * it no Intellectual Property. A shop's, a food or a hygiene licence, a fishing, hunting, building, boating or
 * skipper's licence likewise (h105c82), and a boat's master's licence (h112c88, C248: "Our skipper holds a master's
 * licence"). The one list of permit kinds: category-not-said.ts reads "<kind> licence" out of the Intellectual Property
 * cues with it.
 */
export const PERMIT_KIND = String.raw`(?:operating|operator['’]?s?|telecom(?:munications?)?|trading|trade|liquor|alcohol|recruitment|employment|manning|agency|${PERSONAL_LICENCE_KINDS}|business|import|export|gaming|gambling|firearms?|practi[cs]ing|professional|carrier|spectrum|taxi|premises|agent['’]?s?|food|hygiene|shop|fishing|hunting|building|boating|exploration|prospecting|mining|banking|waste(?:\s+management)?)`;

/**
 * The firms and professions a permit licenses, beside the trades' people below: "a licensed insurer", "licensed real
 * estate agents", "a licensed veterinarian" (h22s23's list in category-cues-events.ts' vetoes, which now reads
 * TRADE_PERSON whole: one list of licensed trades, issue 18, h109dup).
 */
const LICENSED_FIRMS = String.raw`insurers?|insurance\s+(?:company|companies|carriers?)|contractors?|professionals?|dealers?|veterinarians?|vets?|(?:real\s+)?estate\s+agents?|cosmetologists?|barbers?|teachers?|instructors?`;

/**
 * The building trades, whose work on a building, its wiring, pipes or gas is itself the thing a licence or a
 * qualification keeps safe: tradespeople, electricians, plumbers, gas fitters, builders, installers (TRADE_PERSON's
 * own; C265 of category-cues-physical-safety.ts reads them alone: issue 18, h114mendB).
 */
export const BUILDING_TRADE = String.raw`(?:tradespe(?:ople|rsons?)|trades(?:wo)?m[ae]n|electricians?|plumbers?|(?:gas\s+)?fitters?|builders?|installers?)`;

/**
 * The technical trades, whose work may be on anything (a services contract's "qualified engineers", a software's
 * "certified engineer"): mechanics, technicians, engineers (TRADE_PERSON's own; C265 reads them only after the building
 * work they do).
 */
export const TECHNICAL_TRADE = String.raw`(?:mechanics?|technicians?|engineers?)`;

/**
 * (issue 18, h117c90, C276) The explosives trades, whose people hold a permit to handle and fire explosives: shotfirers,
 * firers (a fireworks display's "licensed firers"), blasters and pyrotechnicians (TRADE_PERSON's own).
 */
const EXPLOSIVES_TRADE = String.raw`(?:(?:shot-?)?firers?|blasters?|pyrotechnicians?)`;

/**
 * (h108cat) The people of a trade who hold a permit to work in it: a licensed electrician, bartender, driver, guide,
 * surveyor or tradesperson, a collector or hauler licensed for waste; said before ("only licensed tradespeople") or after
 * ("technicians are licensed by the Guam EPA", "drivers licensed for tourist transport"). Lower-case words only: a
 * defined term ("the Licensed Premises", "a Licensed Surveyor" named in a deed) is no trade's permit read here. With
 * LICENSED_FIRMS: the one list of licensed trades (category-cues-events.ts' veto reads it too).
 */
export const TRADE_PERSON = String.raw`(?:${BUILDING_TRADE}|${TECHNICAL_TRADE}|${EXPLOSIVES_TRADE}|surveyors?|bartenders?|drivers?|guides?|collectors?|carriers?|hauliers?|pilots?|guards?|liquorers?|tasters?|valuers?|auctioneers?|brokers?|architects?|pharmacists?|physicians?|doctors?|nurses?|practitioners?|applicators?|operators?|personnel|workers?|${LICENSED_FIRMS})`;
/**
 * A work's rights a licence to do something may grant: "a licence to use the Software … is suspended" stays a licence of a
 * work (category-cues-regulator-licences.ts' WORK_USES and a work's other acts).
 */
const WORK_ACT = String.raw`(?:${WORK_USES}|make|manufacture|distribute|display|publish|perform|broadcast|modify|develop|commerciali[sz]e|sub-?licen[cs]e)`;

/**
 * The kinds of a work's licence named before the word ("the Customer's user licences", "the Provider's software licence",
 * "the Licensor's trademark licence"): no permit, whatever befalls it (review h108rev2, finding 2). The rights in a work:
 * category-cues-regulator-licences.ts' WORK_RIGHT_KINDS.
 */
const WORK_LICENCE_KIND = String.raw`(?:${WORK_RIGHT_KINDS}|content|music|user|end-user|brand|font|IP)`;

/**
 * (C276) The verbs of a trade's permit: what a licensed firm or person does with goods, people or a profession (make,
 * sell, fire, carry, store, handle, practise …). Not a work's acts (use, reproduce, distribute, publish, perform …): a
 * licence of a work grants those.
 */
const TRADE_VERB = String.raw`(?:make|manufacture|sell|buy|trade|deal|fire|carry|transport|store|handle|import|export|supply|serve|brew|distil|dispense|possess|practi[cs]e|operate|hunt|fish|insure|lend|mine|slaughter)`;

/**
 * (C276) What is no bare goods noun after the verbs: a determiner, a preposition, a conjunction, an adverb of place, and
 * what a work's licence lets one make of it ("licensed to make copies", "to make use of the Marks", "to make derivative
 * works").
 */
const NO_GOODS = String.raw`(?:the|a|an|any|all|its|their|his|her|our|your|this|that|these|those|such|each|every|some|in|at|on|by|for|from|with|under|within|as|to|of|and|or|there|here|it|them|use|copies|copy|derivatives?|derivative|works?|adaptations?|translations?|versions?|reproductions?|prints?|recordings?|improvements?|modifications?|software|content|programs?|programmes|applications?|apps?|games?|titles?)`;

/**
 * (C276; h117mendA, h117rr #13) A work's owner or its marks named within a few words after the goods: "licensed to sell
 * software of the Licensor", "to sell products bearing the Marks", "goods under the Patents". A reseller's licence of the
 * work, no trade permit. Bounded window: linear.
 */
const OF_THE_WORKS_OWNER = String.raw`(?![^.;]{0,40}?\b(?:Licensor|Licensed\s{1,3}[A-Z]|Marks?|Trade\s?[Mm]arks?|Patents?|Brands?|Copyrights?|bearing)\b)`;

export const REGULATORY_LICENCE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // (h108cat) A trade's people licensed: "only by Venue's licensed bartenders", "trained and licensed lift mechanics", "to
  // the licensed collector at the port", "technicians are licensed by the Guam EPA", "drivers licensed for tourist
  // transport". Sets 1–84: 17 such sentences, none labelled Intellectual Property (7 read so before). Bounded words between.
  [new RegExp(String.raw`\b[Ll]icen[cs]ed\s{1,3}(?:[a-z-]{1,30}\s{1,3}){0,2}?${TRADE_PERSON}\b|\b${TRADE_PERSON}\s{1,3}(?:(?:who|that)\s{1,3}(?:are|is)\s{1,3}|(?:are|is|be|being)\s{1,3})?(?:(?:duly|fully|properly|currently|appropriately)\s{1,3})?licen[cs]ed\b`, 'g'), 'Intellectual Property'],
  // (issue 18, h117c90, C276) A holder licensed to carry on a trade, the verbs' object a bare noun in small letters:
  // a fireworks factory "licensed to make and fire fireworks", a broker "licensed to sell tea at the auctions", a boat
  // "licensed to carry passengers", a dealer "licensed to buy, store and sell explosives". The permit
  // names an activity in general; a work's licence names its work ("licensed to use the Customer Design", "licensed to
  // make and sell the Licensed Products": a determiner or a capital after the verbs), or is a work's own act (no
  // TRADE_VERB: "licensed to reproduce images", "to distribute films"). Sets 1–90: the two such sentences are
  // labelled without Intellectual Property (sets 20 and 90), both read so before. Bounded words: linear.
  // (h117mendA; h117rr #13) Not a work sold ("software", "content", "apps", "games" … in NO_GOODS), nor goods with the
  // work's owner or marks after them (OF_THE_WORKS_OWNER): a reseller's licence keeps Intellectual Property.
  [new RegExp(String.raw`\b[Ll]icen[cs]ed\s{1,3}to\s{1,3}${TRADE_VERB}(?:(?:\s{0,3},\s{0,3}|\s{1,3}(?:and|or)\s{1,3})${TRADE_VERB}){0,2}\s{1,3}(?!${NO_GOODS}\b)[a-z][a-z-]{2,30}\b${OF_THE_WORKS_OWNER}`, 'g'), 'Intellectual Property'],
  // (h108cat) A party's permit named by its words, suspended, revoked or cancelled, or its cancellation: "if the
  // Provider's waste management licence is suspended or revoked", "if the Broker's licence to sell at the Colombo Tea
  // Auctions is suspended", "The cancellation or suspension of the Lessee's DMCC licence". Not a licence "to use",
  // "to reproduce" … (WORK_ACT): a work's licence. Sets 1–84: 7 such sentences, none labelled Intellectual Property (3 read so before).
  [new RegExp(String.raw`\b\w{1,40}['’]s?\s{1,3}(?:(?!${WORK_LICENCE_KIND}\b)[\w-]{1,30}\s{1,3}){0,3}?licen[cs]es?\s{1,3}(?:to\s{1,3}(?!${WORK_ACT}\b)[\w-]{1,30}\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,5}?)?(?:is|are|has\s{1,3}been|have\s{1,3}been|being|be)\s{1,3}(?:suspended|revoked|cancell?ed|withdrawn)\b|\b(?:cancell?ation|suspension|revocation|withdrawal)\s{1,3}(?:or\s{1,3}(?:cancell?ation|suspension|revocation|withdrawal)\s{1,3})?of\s{1,3}(?:the\s{1,3}|its\s{1,3}|his\s{1,3}|her\s{1,3}|their\s{1,3})?\w{1,40}['’]s?\s{1,3}(?:(?!${WORK_LICENCE_KIND}\b)[\w-]{1,30}\s{1,3}){0,3}?licen[cs]es?\b(?!\s{1,3}to\s{1,3}${WORK_ACT}\b)`, 'gi'), 'Intellectual Property'],
  // (h108cat) A licence the law requires ("any licence the law requires for holiday lets"): a permit.
  [/\blicen[cs]es?\s{1,3}(?:that\s{1,3}|which\s{1,3})?(?:the\s{1,3})?(?:law|laws|regulations?|statute)\s{1,3}(?:requires?|demands?)\b|\blicen[cs]es?\s{1,3}(?:(?:that|which)\s{1,3}(?:is|are)\s{1,3})?required\s{1,3}by\s{1,3}(?:the\s{1,3})?(?:law|laws|regulations?|statute)\b/gi, 'Intellectual Property'],
  // The law and the bodies that license a trade: "breaches the licensing laws of the country", "the liquor licensing
  // laws", "if the licensing authority asks us to".
  [/\blicen[cs]ing\s+(?:laws?|regulations?|authorit(?:y|ies)|regimes?|boards?|acts?)\b/gi, 'Intellectual Property'],
  // A permit by its kind ("its telecom licence", "a recruitment agency licence", "a current food business licence",
  // "a commercial driver's license", "its tour operator licence", "all premises licences"): category-not-said.ts'
  // permit licence, read before these, takes it out (PERMIT_KIND).
  // A licence lost, or taken away from the party that holds it: "if the other loses a licence it needs to carry the
  // Traffic", "if the Agent loses its licence", "if the AGENT's licence is suspended or cancelled by the Department".
  // A licence of a work ends by termination, not by being lost, suspended or revoked from its holder.
  [/\b(?:loses?|lost|losing|forfeits?)\s+(?:a|an|the|its|his|her|their|any)\s+(?:[\w-]+\s+){0,2}?licen[cs]es?\b/gi, 'Intellectual Property'],
  [/\b\w{1,40}['’]s?\s+licen[cs]es?\s+(?:is|are|has\s+been|have\s+been|being|be)\s+(?:suspended|revoked|cancell?ed|withdrawn)\b/gi, 'Intellectual Property'],
  // (h96cat) A holder licensed as one of a trade: "licensed as an insurance manager", "licensed as a money lender",
  // "licensed as a tour operator". The permit of a trade, no work licensed (no set labels such a sentence Intellectual
  // Property: set 73's one). The trade's noun ends the phrase; bounded words between: linear.
  [/\blicen[cs]ed\s+as\s+(?:an?\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:managers?|brokers?|agents?|dealers?|banks?|insurers?|lenders?|operators?|carriers?|advis[eo]rs?|intermediar(?:y|ies)|practitioners?|contractors?|companies|company)\b/gi, 'Intellectual Property'],
  // A holder licensed by a public body or under a trade's rules (h38c): "licensed by the Department of Migrant Workers",
  // "applicators licensed by the Colorado Department of Agriculture", "licensed under the football agent regulations".
  // Sets 7, 8, 16, 21, 28, 35, 43 and 45 give none of the ten such sentences Intellectual Property. Not "licensed
  // under the Licence Agreement" nor "licensed under the GPL": the words must end at a law or a body.
  // A bank's regulator is such a body (h52s50): "The Bank is licensed by the Central Bank of Nigeria to carry on
  // microfinance banking business", "licensed by the Reserve Bank", "licensed by its national regulator". Not a bank
  // that is a party ("licensed by the Bank" is a grant of the Bank's own work): the central, reserve or national bank only.
  // Nor a national bank that licenses its work ("licensed by the National Bank to use the Bank's logo": review hrev37).
  [/\blicen[cs]ed\s+(?:under|by|with)\s+(?:the\s+|its\s+)?(?:[\w-]{1,40}\s{1,8}){0,3}?(?:regulations?|rules|laws?|acts?|authorit(?:y|ies)|boards?|councils?|associations?|federations?|commissions?|departments?|ministr(?:y|ies)|agenc(?:y|ies)|(?:central|reserve|national)\s{1,8}banks?(?![^.;]{0,60}?\bto\s+(?:use|reproduce|copy|display|distribute|modify|sub-?licen[cs]e)\b)|regulators?)\b/gi, 'Intellectual Property'],
];
