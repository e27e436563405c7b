/**
 * Scope of Work where no word says "scope" (issue 18, h19recall): the service's gist is "what is and is not in the
 * contract", and framework, agency and management contracts say it through the volume one side does not promise and
 * the extent of an appointment or an authority (docs/contracts.md, "The categories as the service defines them").
 * Stated from how such clauses are drafted, with test sentences of their own (`categories-scope-extent.test.ts`).
 * Bounded patterns, linear on hostile text.
 * The Scope of Work cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by h28cues)
 * follow this file's own, each under a line naming its round; their tests are in `category-cues-scope.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { EXCLUSIVE_RIGHT_TO_TRADE } from './category-cues-exclusive-grant.js';

/** "Take" with what it takes as a volume: "take delivery", "take up", "take any minimum quantity of the goods". */
const TAKE_VOLUME = String.raw`take\s+(?:(?:any|a|the|such)\s+)?(?:(?:minimum|particular|specific|certain|further)\s+)?(?:delivery|up|quantity|quantities|volumes?|amount|number|orders?|goods|products|units|services)`;

/** Modals of a duty before its verb: "shall", "must", "will", "is to", "agrees to", "undertakes to", "is obliged to". */
export const DUTY = String.raw`(?:shall|must|will|is\s+to|are\s+to|agrees?\s+to|undertakes?\s+to|(?:is|are)\s+obliged\s+to)`;

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (category-cue-lists.ts' STRONG_CUES):
 * each is a cue of the category too (SCOPE_CUES, below).
 */
/**
 * No volume promised (h28s35c, h77c59; the rule's words are in SCOPE_CUES' comment below): "does not guarantee any
 * minimum number of passengers or trips", "any minimum quantity of work". A strong cue since h78c61: the sentence model
 * gave such a sentence negative odds (set 61's "The Company does not guarantee any minimum number of passengers or
 * trips." and set 59's "… any minimum number of metres, and may reduce … by notice" were read with this cue and still
 * missed), and the amount of work not promised is the clause's subject outright (C67).
 */
const VOLUME_NOT_PROMISED = /\b(?:not|no)\s+(?:guarantee|promise|warrant|commit\s+to|undertake)s?\s+(?:that\s+(?:you|we|it|they|the\s+[\w-]+)\s+(?:will|shall)\s+(?:receive|get|be\s+(?:given|offered|allocated|assigned))\s+)?(?:(?:any|a)\s+(?:minimum|particular|specific|certain)\s+(?:quantity|volume|amount\s+of\s+work)|(?:(?:any|a)\s+(?:minimum|particular|specific|certain)\s+|any\s+)number\s+of\s+(?:[\w-]+\s+)?(?:metres|meters|kilometres|kilometers|miles|trips|runs|flights|holes|wells|works|orders|bookings|pupils|students|customers|clients|jobs|hours|loads|tasks|assignments|referrals|sales|passengers|visitors|guests|participants|members|units|shifts|calls|placements|events|projects|tours|lessons|sessions|cases|matters|deliveries|shipments|containers))\b/i;

/**
 * (issue 18, h104c80, C156) A row of the least or the most the buyer takes ("Minimum quantity per season: 180 tonnes",
 * "Maximum annual volume: 600 tonnes"): the contract's volume bounds, as "buys at least 180 tonnes … and at most 300"
 * is said in a sentence (Scope of Work), and no price (the row names a quantity, no sum: C101's row without a sum, whose
 * Pricing & Taxes the learned model or a price heading gave). Anchored, bounded: linear.
 */
const QUANTITY_BOUND_ROW = /^\s{0,4}(?:[Mm]inimum|[Mm]aximum|[Mm]in\.|[Mm]ax\.)\s{1,3}(?:(?:annual|yearly|monthly|weekly|seasonal|total|contract)\s{1,3})?(?:quantity|quantities|volume|tonnage)\b[^:\n]{0,40}:\s{0,3}\d[\d,.]{0,12}\s{0,3}(?:tonnes?|tons?|t|kg|kilograms?|litres?|liters?|bags?|sacks?|cases?|boxes|units?|pieces?|head|bales?|m3|cubic\s{1,3}metres?)\s{0,3}$/;
export const SCOPE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [VOLUME_NOT_PROMISED, 'Scope of Work'],
  // (issue 18, h118cat, C288) What the services, the works or a package leave out, said with them as the subject: "The
  // Services do not include repairs other than a wheel change or a battery start", "Support services do not include the
  // correction of Incidents caused by …", "The Works exclude the sorting of the dates". The extent of the work, what is
  // and is not in it (C67's bounds): sets 1–91 label all 20 such sentences Scope of Work; the weak cue of SCOPE_CUES read
  // each, and the sentence model's odds kept 3 of them under the bar (sets 4, 38, 85). Not the price, fees or rates
  // "for the works" that do not include a cost ("The prices for the Services do not include VAT": Pricing & Taxes), nor
  // any other subject ("The contract price does not include …"). Fixed words, a bounded lookbehind: linear.
  // (h118mendB, h118rr finding 11) Nor a tax or a cost as the thing left out ("The Services do not include VAT, which is
  // charged at …": the price's, Pricing & Taxes), nor a package of pay or cover ("The Employee's remuneration package does
  // not include overtime pay": the pay's; "the insurance package": the cover's), which is no work.
  [/(?<!\b(?:for|of)\s{1,3}(?:the\s{1,3}|these\s{1,3}|such\s{1,3})?)(?<!\b(?:remuneration|salary|pay|compensation|benefits?|insurance|warranty|holiday|pension|bonus|reward)\s{1,3})\b(?:[Ww]orks|[Ss]ervices|[Pp]ackage)\s{1,3}(?:(?:do(?:es)?|shall|will)\s{1,3}not\s{1,3}(?:include|cover)|exclude)\b(?!\s{1,3}(?:any\s{1,3})?(?:VAT|GST|[Tt]ax(?:es)?|[Dd]uties|[Cc]osts?|[Ee]xpenses|[Ff]ees|[Cc]harges|[Dd]isbursements)\b)/, 'Scope of Work'],
  // (C156) A row of the least or the most the buyer takes.
  [QUANTITY_BOUND_ROW, 'Scope of Work'],
  // (C156) A row of what the sale or the work takes in or leaves out, headed by its thing ("Website content included: 212
  // blog posts and 86 pages", "Items excluded: the furniture"): the row form of "The sale includes …". Not a price or a
  // tax included ("VAT included: yes", "Price included: …": the price's). Anchored, bounded: linear.
  [/^\s{0,4}(?![^:\n]{0,60}\b(?:VAT|GST|tax(?:es)?|price|fees?|charges?|costs?|postage|delivery)\b)(?:[\w'’-]{1,30}\s{1,3}){1,4}?(?:included|excluded|not\s{1,3}included)\s{0,3}:\s{0,3}\w/i, 'Scope of Work'],
  // (h22s22c) What the works or services leave out, or take in, said of the works themselves: "The laying of the floor
  // tiles is not part of the Works", "Cleaning and catering are not included in the Services", "The Services include
  // the removal of waste", "Our carers do not provide medical treatment". The present tense states the extent; a
  // prohibition ("shall not provide") is a duty, and what a price or fee leaves out ("VAT is not included in the
  // price", "The warranty does not cover misuse") is the price's or the warranty's (no such word beside it).
  // A strong cue (issue 18, h47s49): sets 19–49 label all 20 sentences that say a thing "is/are not part of" or "not
  // included in" the services or the works Scope of Work, one whose list of things left out names cargo insurance too
  // (set 49): what the services leave out is the subject, not the thing named. Not what a price of the services leaves out
  // ("Late payment interest is not included in the Services Fee": the price's, review hrev32).
  [/\b(?:is|are)\s+not\s+(?:part\s+of|included\s+in|covered\s+by|within)\s+(?:the|this|these|our|its|your)\s+(?:[\w-]+\s+){0,2}?(?:works?|services|scope|project|package|deliverables|supply|engagement|course|programme|program|training|tour)\b(?!\s+(?:fees?|prices?|charges?|rates?|costs?|sums?|budget|levels?|credits?)\b)/i, 'Scope of Work'],
  // (h68cat) What the work takes in, said of it as the sentence's subject in the present tense: "The operation includes
  // the supervision of the parked cars", "Each membership includes ten hours of studio time", "Our standard visit covers
  // one boiler", "2.1 The Works comprise …" (the guide's Scope of Work row, "what is and is not in the contract"; the
  // convention's "take in"). Sets 1–54 label all 12 such sentences Scope of Work (sets 2, 20, 25, 27, 28, 31, 34, 35,
  // 36, 38, 49); the learned weights left 4 of them (sets 28, 31, 34, 36) without it, hence strong. The work's own noun
  // heads the subject: not its price or fee ("The package price includes VAT": the noun before the verb is the price),
  // a cover as a noun ("debt service cover must be …"), nor a period covered ("This engagement covers the period from
  // …": Term & Termination). Anchored, steps bounded: linear.
  [/^\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3})?(?:the|this|each|every|our|your|its)\s+(?:[\w-]+\s+){0,2}?(?:services?|works?|management|operation|membership|package|sweep|visit|engagement|let|lease|concession|maintenance)\s+(?:includes?|comprises?|consists?\s+of|covers?(?!\s+(?:must|shall|will|is|are|ratio)\b))\b(?!\s+(?:the|a|any)\s+(?:period|term|year|months?|duration)\b)/i, 'Scope of Work'],
  // (issue 18, h104c80, C156) And a course, a programme, a tour or a sale, the thing a contract of enrolment or of sale is
  // for, said as the sentence's subject with what it takes in: "The course includes twelve lessons", "The sale includes
  // the website's content, but not …", "The course has ten video lessons and four practice tests" ("has" and "contains"
  // only before a count: "The course has a fee" names no part of it). Not its price or fee (the noun before the verb is
  // "price": "The sale price includes VAT"), nor a period covered. Anchored, steps bounded: linear.
  [/^\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3})?(?:the|this|each|every|our|your|its)\s{1,3}(?:[\w-]+\s{1,3}){0,2}?(?:course|programme|program|tour|sale)\s{1,3}(?:includes?|comprises?|consists?\s{1,3}of|(?:has|contains)\s{1,3}(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s)(?!\s{0,3}(?:the|a|any)\s{1,3}(?:period|term|year|months?|duration)\b)(?![^.;]{0,80}\b(?:VAT|GST|tax(?:es)?)\b)/i, 'Scope of Work'],
  // Said without the category's word, round 7 (h26cat7):
  // No one else granted the same right — "The Port shall not grant to any other operator the right to run a water
  // taxi" (exclusivity, the bounds of the engagement).
  // (h63cat) And a bar on dealing with whoever else, when it runs for the contract's term or in its territory ("shall
  // not let the cottage through any other agency while this agreement lasts", "undertakes not to print any third
  // party's magazine during the term"): a bar bounded by the contract's own time or market is its exclusivity, whatever
  // the counterparty is called (sets 1-53: 14 of 14 such sentences Scope of Work; strong, as the learned weights left
  // most of them to Communication or Asset Use). Not another use, way, sub-contractor or sub-agent (an asset's use, a
  // manner, Subcontracts), and nothing unbounded ("will not sell your data to any third party": Privacy). Anchored,
  // windows bounded: linear. (hrev52) The one dealt with is a trade counterparty ("any other distributor, agent, mill,
  // newspaper"), or "any third party" standing alone: not any other thing ("any other products, instructions,
  // documents, vehicles", "any third party software": a plain bar, no exclusivity), nor a bar on data, information or
  // photographs passed on (Privacy, Confidentiality), on acting against the other party in litigation, or a first
  // offer before a sale (a right of first refusal).
  [/\bnot\s+(?:to\s+)?grant\s+(?:to\s+)?(?:any\s+other|another|a\s+third)\s+(?:person|party|operator|company|contractor|caterer|supplier)\s+(?:the|a|any)\s+right\s+to\b|^(?=[^]{0,600}?(?:\b[Dd]uring\s+(?:the|this|its|their)\s+(?:[\w-]+\s+)?(?:[Tt]erm|[Pp]eriod|[Tt]imes|[Hh]ours|[Ss]eason)\b|\b[Ww]hile\s+(?:this|the)\s+(?:[Aa]greement|[Cc]ontract|[Ll]icen[cs]e|[Aa]rrangement|[Aa]ppointment|[Ee]ngagement)\s+(?:lasts|is\s+in\s+force|remains\s+in\s+force|continues|subsists)\b|\b[Tt]hroughout\s+the\s+[Tt]erm\b|\bin\s+the\s+[Tt]erritory\b))(?![^]{0,600}?\b(?:data|information|photographs?|images?|litigation|proceedings|first\s+offer(?:ing|ed)?)\b)[^]{0,600}?\bnot\s+(?:to\s+)?(?:[\w-]+\s+){0,2}?(?:sell|resell|let|hire|print|publish|supply|accept|manufacture|produce|buy|purchase|engage|appoint|represent|broadcast|stock|distribute|market)\b[^.;]{0,120}?\b(?:any\s+other\s+(?:[\w-]+\s+){0,2}?(?:caf[eé]s?(?!\w)|(?:distributors?|dealers?|resellers?|retailers?|wholesalers?|importers?|exporters?|agents?|agenc(?:y|ies)|brokers?|representatives?|suppliers?|manufacturers?|producers?|growers?|mills?|sawmills?|distiller(?:y|ies|s)?|processors?|refiner(?:y|ies|s)?|roasters?|packers?|buyers?|purchasers?|customers?|clients?|principals?|licensees?|publishers?|newspapers?|magazines?|broadcasters?|stations?|schools?|clubs?|teams?|cooperatives?|co-operatives?|operators?|companies|company|firms?|businesses|websites?|platforms?|stores?|shops?|outlets?|hotels?|caterers?|restaurants?|venues?|promoters?|printers?|studios?|galler(?:y|ies)|theatres?|theaters?|labels?|channels?|networks?|sponsors?|partners?|franchisees?|licensors?|vendors?|sellers?|traders?|merchants?|providers?|consultants?|advisers?|advisors?|lenders?|banks?|insurers?|carriers?|hauliers?|airlines?|farmers?|factories|factory|competitors?|organi[sz]ations?|entit(?:y|ies)|engagements?)\b)|any\s+third\s+part(?:y|ies)(?=['’]s\b|\s*[.,;:]|\s*$|\s+(?:during|while|in|within|throughout|without|for|at|on|nor|or|and|except|unless|other\s+than)\b)|anyone\s+else\b)(?!\s+(?:purpose|way|manner|use|[Ss]ub-?contractors?|[Ss]ub-?agents?)\b)/, 'Scope of Work'],
  // Said without the category's word, round 10 (h27cat10):
  // What the contract does not cover — "Roof repairs are not covered by this Agreement", "is outside the scope of this
  // Contract" (round 2's words), "are outside the subject of this contract", "is not subject to this contract" (the
  // civil-law object clause's).
  // (issue 18, h91sow) And of a subcontract, whose own name for itself is "this subcontract": "The connection to the grid
  // is not part of this subcontract" (set 69; the Subcontracts cue does not read the document's own name,
  // category-cues-subcontract-named.ts).
  [/\b(?:is|are)\s+not\s+(?:covered\s+by|included\s+in|part\s+of|subject\s+to)\s+this\s+(?:agreement|contract|sub-?contract)\b|\b(?:is|are)\s+outside\s+(?:the\s+(?:scope|subject(?:\s+matter)?|object)\s+of\s+)?this\s+(?:agreement|contract)\b/i, 'Scope of Work'],
  // (h29c37) The limit of an agent's or a contractor's authority, said outright: "The Distributor has no authority to
  // bind the Supplier", "has no right or authority to conclude contracts", "shall not enter into any agreement or give
  // any undertaking on behalf of the Owner". What one side may do in the other's name bounds the engagement (the
  // appointment's extent, below); not "neither party has authority to bind the other" (the parties' independence, with
  // no "no"), nor a party's own power to sign this agreement.
  [/\b(?:has|have)\s+no\s+(?:right\s+or\s+)?(?:power\s+or\s+)?authority\s+to\s+(?:bind|conclude|contract|enter\s+into|sign|accept|make|incur|pledge)\b|\bnot\s+(?:enter\s+into|conclude|sign|make)\s+any\s+(?:contracts?|agreements?|commitments?)\b[^.;]{0,60}?\b(?:on\s+behalf\s+of|in\s+the\s+name\s+of)\b/, 'Scope of Work'],
  // (h25cat5; strong since h102c78, C134) A share of one's needs or of the other's output bought — "agrees to buy from
  // the Dairy at least 70% of the milk it needs", "shall buy from the Company at least 70% of the cigars the Company
  // makes", "undertakes to purchase at least 70% of the Company's annual output": the offtake fixes what the supply
  // covers (sets 21, 28, 32 and 78 label all four such sentences Scope of Work, beside the price where one is named).
  [/\b(?:buy|buys|purchase|purchases|take|takes|order|orders|source|sources)\s+(?:from\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:not\s+less\s+than|at\s+least|a\s+minimum\s+of)\s+\d{1,3}(?:\.\d+)?\s*(?:%|per\s*cent\b|percent\b)/i, 'Scope of Work'],
];

export const SCOPE_CUES: readonly [RegExp, CategoryLabel][] = [
  // No volume promised: "The Buyer is not obliged to place any orders", "is under no obligation to purchase",
  // "does not guarantee any minimum volume of freight", "no minimum purchase commitment", (h80c62) "does not guarantee a
  // minimum number of meals" (C67: the amount of work not guaranteed, whatever its unit; not an outcome nor the people
  // who come, C67's Warranties, nor the weather's "clear nights" or "fine days"). Not a request one side may
  // refuse ("shall not be obliged to accept any request for special pricing": the reference gives it none). "Take" is a
  // volume only when what is taken is one ("not obliged to take delivery of more than", "to take any minimum quantity");
  // "not obliged to take any enforcement action" or "any step" is a discretion, no extent of the work (hrev11).
  [new RegExp(String.raw`\b(?:not|never)\s+(?:be\s+)?(?:obliged|obligated|required|bound)\s+to\s+(?:place|purchase|order|buy|${TAKE_VOLUME})\b|\bunder\s+no\s+obligation\s+to\s+(?:place|purchase|order|buy|${TAKE_VOLUME})\b|\bminimum\s+(?:number|quantity|volume|amount|level)\s+of\s+(?:[\w-]+\s+)?(?:orders|purchases|work|assignments|business|products|goods|units|freight|shipments|loads|hours|calls|jobs)\b|\bno\s+minimum\s+(?:volume|quantity|purchase|order|commitment)\b|\bnot\s{1,3}guarantee\s{1,3}(?:any|a)\s{1,3}minimum\s{1,3}(?:number|quantity|volume|amount)\s{1,3}of\s{1,3}(?!(?:clear|sunny|fine|dry|good|favou?rable|suitable|calm)\b)(?!(?:[\w-]{1,30}\s{1,3})?(?:output|yield|income|results?|returns?|savings|earnings|profits?|revenues?|sales|visitors?|guests?|customers?|users?|subscribers?|members?|players?|patients?|bookings?|participants?)\b)`, 'i'), 'Scope of Work'],
  // The extent of an appointment or an authority: "The Owner appoints the Operator to manage the clinic", "appoints
  // the Agency as its sole media buyer", "The Agent has no authority to bind the Principal", "The Broker's authority is
  // limited to …". Not a manager or an adviser appointed inside the contract ("each appoint a Relationship Manager"):
  // the appointed is a party, named by its capitalised defined name. Not a recital's wish ("The Owner wishes to appoint
  // the Manager to run the hotel"): the operative clause says the appointment.
  [/\b(?:has|have)\s+no\s+(?:right\s+or\s+)?authority\s+to\b|\bauthority\s+(?:is|shall\s+be)\s+limited\s+to\b|(?<!\b(?:wish|wishes|desire|desires|intend|intends)\s{1,64}to\s)\bappoints?\s+(?:the\s+)?[A-Z][\w-]*\s+(?:as\s+(?:its|the|their|an?)\s+|to\s+(?:provide|operate|manage|act|sell|market|distribute|perform|promote|represent)\b)/, 'Scope of Work'],
  [/\b(?:[Ww]orks|[Ss]ervices|[Pp]ackage)\s+(?:includes?|comprises?|consists?\s+of|covers?|excludes?|do(?:es)?\s+not\s+(?:include|cover))\b|(?<!\b(?:warrant(?:y|ies)|guarantees?|polic(?:y|ies)|insurance|price|prices|fees?|rent|charges?)\s)\b(?:do|does)\s+not\s+(?:provide|include|cover|undertake)\b(?![^.;]{0,60}?\b(?:VAT|GST|tax(?:es)?|price|fees?|costs?|rent|charges?|warrant\w*|guarantee\w*)\b)/, 'Scope of Work'],
  // (h28cat11) How the work is ordered under a framework: orders placed ("shall place each order by a written purchase
  // order", "places orders through the portal"), an order or work order binding or forming an individual contract once
  // accepted ("A Work Order binds the Contractor only once accepted", "An individual contract is formed when …"). What a
  // party must take: a minimum volume tendered or ordered ("shall tender not fewer than 40 loads", "order at least 500
  // units"). And exclusivity said as selling or dealing with no one else ("shall not sell the products to any other
  // distributor", "shall not handle wine of any other producer"): the bounds of the engagement.
  [/\bplaces?\s+(?:each|every|all|its|their|any|an|the)\s+(?:[\w-]+\s+)?orders?\b|\bplaces?\s+orders\b|\b(?:purchase\s+|work\s+|call-off\s+)?orders?\s+(?:becomes?|is|are|shall\s+be(?:come)?)\s+binding\b|\b(?:purchase|work|call-off)\s+orders?\s+binds?\b|\bindividual\s+(?:sales?\s+)?contracts?\s+(?:is|are|shall\s+be)\s+(?:formed|concluded)\b/i, 'Scope of Work'],
  [/\b(?:tender|order|purchase|buy|take)s?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+|from\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:not\s+(?:fewer|less)\s+than|no\s+(?:fewer|less)\s+than|at\s+least|a\s+minimum\s+of)\s+\d[\d,]*\s+(?:[\w-]+\s+)?(?:loads|units|tonnes|tons|cases|pallets|containers|orders|bottles|kilograms|litres|pieces|shipments|consignments)\b/i, 'Scope of Work'],
  // Exclusivity is a trade's: another maker's goods dealt in ("of any other producer"), another dealer supplied ("to any
  // other distributor"), or any other buyer in the territory or market ("to any other customers in the Territory").
  // Not a bar with no market in it (hrev21): a licence's on copies ("shall not distribute copies of the Software to
  // any other persons"), a regulated supply ("not supply controlled drugs to any other customers without a
  // prescription"), a pre-emption right ("not sell the shares to any other buyers without first offering them").
  [/\b(?:not|never)\s+(?:sell|resell|supply|distribute|handle|market|promote|stock)\s+(?:[\w,-]+\s+){0,8}?(?:(?:of|for|from)\s+(?:any\s+)?other\s+(?:[\w-]+\s+){0,3}?(?:brewer(?:y|ies)|suppliers?|manufacturers?|producers?|growers?|brands?|companies)|to\s+(?:any\s+)?other\s+(?:[\w-]+\s+){0,3}?(?:wholesalers?|distributors?|importers?|retailers?|dealers?|resellers?)|to\s+(?:any\s+)?other\s+(?:[\w-]+\s+){0,3}?(?:persons?|customers?|buyers?|purchasers?|companies|parties)\s+(?:[\w-]+\s+){0,4}?(?:in|within|throughout|inside)\s+(?:the\s+|its\s+|that\s+)?(?:[\w-]+\s+)?(?:territory|territories|market|markets|region|area|country))\b/i, 'Scope of Work'],
  // Said without the category's word, round 2 (h22cat):
  // Scope of Work: the contract's stated subject, what it does not cover, exclusivity, a volume used or paid for —
  // "The purpose of this Agreement is the supply of …", "The object of this contract is …", "Roof repairs are not
  // covered by this Agreement", "is outside the scope of this Contract" (round 10 made these strong:
  // SCOPE_STRONG_CUES above), "will not work for any other rival
  // caterer", "shall not act for any other principal" (not "in any other way" or "capacity": a manner), "a
  // take-or-pay commitment", "use or pay for each slot".
  [/\b(?:purpose|object|subject(?:\s+matter)?)\s+of\s+(?:this|the\s+present)\s+(?:agreement|contract)\s+(?:is|shall\s+be)\b|\b(?:not|never)\s+(?:[\w-]+\s+){0,3}?(?:work|act|host|appear|perform|broadcast|present|fish|represent)\s+(?:[\w-]+\s+){0,2}?(?:for|on|with|in)\s+any\s+other\b(?!\s+(?:way|manner|capacity|purpose|place|time|language|role)\b)|\b(?:use|take)[\s-]or[\s-]pay\b/i, 'Scope of Work'],
  // Said without the category's word, round 3 (h24rec):
  // Scope of Work: what the work, the contract or the membership takes in or leaves out — "Towel hire is not included
  // and costs extra", "Signed interpreting is included, but written translation is not", "The access roads are
  // excluded from the Works", "not part of the subject of this Contract", "is not expected to do housework". Not a
  // price, a tax, cover or a warranty leaving something out ("VAT is not included in the price"): such a word anywhere
  // in the sentence takes it to its own subject. Windows bounded: linear.
  [/^(?![^]{0,400}\b(?:VAT|GST|tax(?:es)?|price[sd]?|pricing|insurance|insured|cover(?:ed)?|warrant\w*|guarantee\w*|liabilit\w*|indemn\w*)\b)[^]{0,300}?(?:\b(?:is|are)\s+not\s+included\s+(?:and|but)\b|\b(?:is|are)\s+included\s*,\s*but\b|\b(?:is|are)\s+excluded\s+from\s+(?:the|this)\s+(?:[\w-]+\s+)?(?:works?|services|contract|agreement|scope|supply|project|subject)\b|\bnot\s+(?:part\s+of|within)\s+the\s+subject(?:[\s-]matter)?\s+of\b|\bsubject(?:[\s-]matter)?\s+of\s+(?:this|the)\s+(?:contract|agreement)\s+(?:is|shall\s+be|includes?)\b|\b(?:is|are)\s+not\s+expected\s+to\s+(?:do|carry\s+out|undertake|perform|cook|clean)\b)/i, 'Scope of Work'],
  // Said without the category's word, round 4 (h24cat4):
  // Scope of Work: a minimum order or a contract volume — "must order at least a minimum of 200 cases",
  // "the annual contract quantity is"; an exclusive right to sell or an undertaking not to supply anyone else —
  // "has the exclusive right to distribute the wines", "agrees not to sell the design to any other retailer".
  [/\b(?:order|purchase|buy|take)\s+(?:at\s+least\s+)?a\s+minimum\s+of\b|\bminimum\s+(?:order|purchase)\s+(?:quantity|volume|of)\b|\bcontract\s+(?:volume|quantity)\b|\bnot\s+to\s+(?:supply|sell|provide)\s+(?:[\w-]+\s+){0,3}?to\s+any\s+other\b/i, 'Scope of Work'],
  // Said without the category's word, round 5 (h25cat5):
  // Scope of Work: an exclusive right to do the work — "will have the exclusive right to cater at the venue"; all of
  // one's needs bought — "all of its requirements for" (a share of them: SCOPE_STRONG_CUES); what the management or the services take in — "The management includes the running of the bar" (a sale
  // and a purchase agreed in one sentence, once here, is category-cues-deal-object.ts' since h51cat);
  // no sale to another buyer — "is not to sell any of the wool to another buyer".
  [/\b(?:all|the\s+whole)\s+of\s+(?:its|their|his|her|your|our)\s+(?:requirements|needs)\s+(?:for|of)\b|^\W*(?:the\s+)?(?:management|services|engagement|appointment)\s+(?:includes?|comprises?|covers?|consists?\s+of)\b|\bnot\s+to\s+(?:sell|supply|cede|offer)\b[^.;]{0,80}?\bto\s+(?:another|any\s+other)\s+(?:buyer|purchaser|customer|mill|processor|packer|retailer|merchant)\b/i, 'Scope of Work'],
  // Said without the category's word, round 6 (h25cat6):
  // Scope of Work: a minimum volume of work or purchases — "The Locum agrees to work not fewer than ten sessions a
  // month", "shall buy at least 500 tonnes a year" (not a period of notice or of days); what the let, the services or
  // the works do not include — "The Services do not include the painting of the hall"; a radius of non-competition —
  // "shall not practise within five miles of the Clinic".
  [/\b(?:work|purchase|buy|order|take|supply|perform|complete)\s+(?:not\s+(?:fewer|less)\s+than|at\s+least|a\s+minimum\s+of)\s+[\w,.]+\s+(?:\(\d[\d,.]*\)\s+)?(?!(?:days|months|weeks|years|business|working|calendar|hours)\b)[a-z]+|^\W*(?:the\s+)?(?:let|lease|licence|license|services|work|works|supply|engagement|scope)\s+(?:does|do|shall|will)\s+not\s+include\b|\bnot\s+(?:provide|offer|carry\s+on|engage\s+in|operate|practi[cs]e|work)\b[^.;]{0,60}?\bwithin\s+(?:a\s+radius\s+of\s+)?[\w.]+\s+(?:\(\d+\)\s+)?(?:miles?|km|kilometres?|kilometers?)\b/i, 'Scope of Work'],
  // Said without the category's word, round 7 (h26cat7):
  // Scope of Work: the work entrusted — "The Owner entrusts to the Manager the running of the marina"; what the
  // concession, the services or the contract leave out — "Catering and bar sales are not included in the services", "Ironing is not included in the standard service" (round 9, h27cat9);
  // no one else granted the same right (the strong cues above); nothing to
  // offer beyond the quantities, extra units taken up — "The Mill is not obliged to supply any flour beyond that
  // tonnage", "may take up to 12 additional cows".
  // (h76c58) Not what the contract's price or sum leaves out ("VAT is not included in the contract price": the price's).
  // (issue 18, h99c75) The receiver's acceptance between its name and the work ("entrusts to the Printer, who accepts, the
  // printing of …", C98's French drafting): the same engagement, accepted in the same breath.
  [/\bentrusts?\s+(?:to\s+)?(?:the\s+)?[A-Z][\w-]*(?:,\s{0,3}who\s{1,3}accepts?,)?\s+(?:with\s+)?the\b|\b(?:is|are)\s+not\s+(?:included|covered)\s+(?:in|by)\s+(?:the|this|our|your)\s+(?:(?:standard|basic|regular|normal)\s+(?:service|price|package|clean|visit)|concession|services|agreement|contract|works?|engagement|let)\b(?!\s+(?:prices?|sums?|values?|amounts?|fees?|rates?|rent)\b)|\bnot\s+(?:obliged|required|bound)\s+to\s+(?:offer|supply|sell|buy|take|purchase|order|provide)\b[^.;]{0,60}?\b(?:beyond|in\s+excess\s+of)\b|\b(?:take|order|buy|purchase)\s+up\s+to\s+[\w,]+\s+(?:\(\d+\)\s+)?(?:additional|further|extra)\b/, 'Scope of Work'],
  // Said without the category's word, round 8 (h26cat8):
  // Scope of Work: no other trader let in — "The Port will not permit any other operator to run boat trips"; no other
  // agent used — "will not sell the boat through any other broker"; a minimum bought — "The Retailer undertakes to buy
  // not less than 500 cases a year" (not an option to purchase "all but not less than all"); what a membership or plan
  // includes — "The Gold package includes ten hours of coaching a month".
  [new RegExp(String.raw`\bnot\s+(?:to\s+)?(?:permit|allow|authori[sz]e|licen[cs]e|appoint)\s+(?:any\s+other|another|a\s+third|any\s+third)\s+(?:person|party|operator|company|contractor|caterer|supplier|vendor|distributor|agent|business|trader)s?\s+to\s+(?:sell|supply|provide|operate|run|offer|distribute|trade)\b|\bthrough\s+(?:any\s+other|another)\s+(?:agents?|distributors?|brokers?|websites?|dealers?|resellers?|agency)\b|\b${DUTY}\s+(?:purchase|buy|order|take)\s+(?:from\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:[\w-]+\s+){0,3}?(?:at\s+least|a\s+minimum\s+of|not\s+less\s+than|no\s+less\s+than)\b`), 'Scope of Work'],
  [/\b(?:each|every|the|your|a|this|its)\s+(?:[\w-]+\s+)?(?:membership|subscription|package)\s+includes?\b/i, 'Scope of Work'],
  // Said without the category's word, round 9 (h27cat9):
  // Scope of Work: a work order taken or declined — "The Surveyor shall accept or decline each Work Order within two
  // days" (the engagement's bounds: which jobs the contractor takes; orders of goods confirmed are a communication, as
  // sets 16 and 27 label them, no scope); an exclusive right to trade — "grants the Caterer the exclusive right to sell
  // drinks at the ground" (not an exclusive right to exploit a work: intellectual property).
  [/\b(?:confirm|accept|acknowledge)s?\s+or\s+(?:reject|decline|refuse)s?\s+(?:each|every|any|all|the|a)\s+(?:Task|Work|Service|Job|Call-?off)\s+Orders?\b/, 'Scope of Work'],
  // An exclusive right to trade or to do the work (rounds 4, 5 and 9 above, one verb list: EXCLUSIVE_RIGHT_TO_TRADE).
  [new RegExp(EXCLUSIVE_RIGHT_TO_TRADE, 'i'), 'Scope of Work'],
  // The strong cues above are cues too.
  ...SCOPE_STRONG_CUES,
  // (h28s35c) What the contract is about, said of the contract itself: "The subject of this Agreement is the supply of
  // …", "The lease covers the east paddock only", "The charter does not cover fuel", "Repainting the hull is not part of
  // the contract". The extent of what is bought, not a clause's own reach ("This clause covers …" names no contract), nor
  // the time it covers ("This Agreement covers three seasons", "covers the period from …", "covers the 2027 harvest":
  // its term).
  // (h76c58) Nor what the contract's price leaves out ("is not included in the Contract Price": the price's).
  [/\bsubject(?:[\s-]+matter)?\s+of\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e|concession|charter|order)\s+(?:is|are|shall\s+be)\b|\b(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e|concession|charter|engagement|operation)\s+(?:only\s+)?(?:covers|does\s+not\s+cover|comprises)\b(?!\s+(?:the\s+(?:period|term|\d{4})\b|(?:[\w-]+\s+){1,2}(?:years?|seasons?|months?|weeks?|days?)\b))|\b(?:is|are)\s+not\s+(?:part\s+of|included\s+in)\s+(?:the|this)\s+(?:agreement|contract|lease|licen[cs]e|concession|charter|operation|order)\b(?!\s+(?:prices?|sums?|values?|amounts?|fees?|rates?|rent)\b)/i, 'Scope of Work'],
  // (h28s35c) No volume promised, however said ("We do not promise any minimum number of bookings", "does not guarantee
  // any minimum quantity of work"): a quantity or volume, or a number of the units the work comes in (not "any minimum
  // number of clear nights", a quality of what is sold), and exclusivity said as the only provider or no one else licensed ("shall be the sole
  // supplier of ice at the Festival", "will not license any other caterer"; the rule above for selling).
  // (h77c59) "does not guarantee any number of placements", "any minimum number of metres": "minimum" may go unsaid before
  // "number of" (no number of the work's units promised is C67's extent all the same), and a work measured by distance,
  // trips or holes comes in those units (not days: "any minimum number of sunny days" is a quality of what is sold).
  // (hrev72) "any number of" only: "a number of" is "several" ("shall not undertake a number of shifts exceeding the
  // limits" bounds a worker's hours, promises no volume).
  // (h78c61) The volume part of this rule is a strong cue now: VOLUME_NOT_PROMISED, in SCOPE_STRONG_CUES.
  [/\b(?:the\s+)?(?:sole|exclusive|only)\s+(?:provider|supplier|operator|caterer|distributor|seller|reseller|vendor)\s+of\b|\bnot\s+(?:license|licence|appoint|engage|admit|permit)\s+any\s+other\s+(?:[\w-]+\s+){0,2}?(?:operators?|providers?|suppliers?|caterers?|distributors?|vendors?|agents?|sellers?)\b/i, 'Scope of Work'],
  // (h29c37) Sales bounded by a territory: "must not sell the Goods outside the Territory", "shall not actively market or
  // distribute the Products outside the territory" (exclusivity and territorial bounds of a resale or a distribution).
  // Not a licensed mark or software used outside it (the licence's own bound: Intellectual Property and its use).
  [/\b(?:sell|resell|market|distribute|supply|promote|export|solicit)(?:s|ing)?\b[^.;]{0,80}?\boutside\s+(?:of\s+)?the\s+territory\b/i, 'Scope of Work'],
  // (issue 18, h73c56) The services a party undertakes to provide, named by the annex, schedule or exhibit that describes
  // them ("The Supplier shall provide the support services described in Schedule 2", "undertakes to provide the
  // Customer with the IT management services described in Annex 1"): the object clause, what the contract covers (sets
  // 2–56 label 8 of the 9 such sentences Scope of Work). Not a report or a document "described in" an annex (no
  // services), nor services merely referred to ("the fees for the services described in Schedule 2": no act of
  // providing before them), nor a report, an invoice or a plan provided "for" or "on" such services (hrev64: "provide a
  // monthly report on the services described in Schedule 3"). Bounded.
  [/\b(?:provide|provides|perform|performs|render|renders|supply|supplies)\b[^.;]{0,80}?(?<!\b(?:for|on|about|regarding|concerning|covering|against)\s{1,4}(?:the\s{1,4}|all\s{1,4}|any\s{1,4}|such\s{1,4})?(?:[\w-]{1,30}\s{1,4}){0,2})\bservices\s+(?:described|set\s+out|specified|listed|defined)\s+in\s+(?:Annex|Schedule|Appendix|Exhibit|Attachment)\b/, 'Scope of Work'],
  // (issue 18, h73c56) The contract's quantity stated as a figure ("Total quantity: 600,000 metric tonnes over the
  // Contract Period", "The annual contract volume is 120,000 units", "The estimated quantity is 14,500 tonnes per
  // harvest") and what lies beyond it ("not obliged to provide any cargo beyond the total quantity", "units issued in
  // excess of the annual contract volume"): the engagement's extent, as C67's volume not guaranteed is (sets 19–56
  // label all six such sentences Scope of Work). Only the stated figure (":" or "is" and a number): the quantity
  // carried, shipped or reduced ("The total quantity shall be carried in twelve shipments") is that act's. Nor (hrev64)
  // what a vessel, a tank or a container measures ("The vessel's total tonnage is 45,000", "The tank's total volume is
  // 200 litres", "total deadweight tonnage"): the thing described, no quantity contracted. Bounded.
  [/(?<!\b(?:vessel|ship|tank|container|hold|silo|truck|trailer|engine|bottle|device|reservoir|pool|cylinder)(?:['’]s)?\s{1,8})\b(?:total|annual|monthly|weekly|seasonal|contract(?:ed)?|estimated|agreed)\s+(?!(?:gross|net|deadweight|registered|cubic|storage|tank|hold|engine)\s)(?:[\w-]+\s+)?(?:quantity|volume|tonnage)\s{0,8}(?::|\bis|\bamounts\s+to)\s{1,8}(?:about\s+|approximately\s+|up\s+to\s+)?\d|\b(?:beyond|in\s+excess\s+of|above|over)\s+the\s+(?:total|annual|monthly|contract(?:ed)?|agreed|maximum)\s+(?:contract\s+)?(?:quantity|quantities|volume|tonnage)\b/i, 'Scope of Work'],
];

/** (C156) A row of the least or the most taken names a quantity, no price (category-cue-vetoes.ts' ALL_VETOES). */
export const QUANTITY_ROW_VETOES: readonly [RegExp, CategoryLabel][] = [[QUANTITY_BOUND_ROW, 'Pricing & Taxes']];

/**
 * Where "Statement of Work" names only the document another clause refers to (issue 18, h29c37): the fees "set forth in
 * each Statement of Work", an invoice "unless otherwise stated in the applicable Statement of Work", a liability cap
 * measured by "the fees paid under the Statement of Work", "Deliverables specified in each Statement of Work", a change
 * to or a conflict with one (the charges or the prices as the fees: h30cue). The sentence is about paying, liability, the work's product, a change or precedence; the
 * document's name says nothing of what the contract covers (the gist: doing or paying for the work is no Scope).
 * Scope stays where the sentence says what a Statement of Work is or holds ("shall describe", "binding", "incorporates",
 * "issued under", and what it "shall set out", "shall specify" or "will contain": review hrev23), what falls outside or
 * inside it, or the work to perform under it. Windows bounded: linear.
 */

export const SCOPE_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^(?=[^]{0,400}\b(?:statements?\s+of\s+work|SOWs?)\b)(?![^]{0,400}\b(?:scope|outside|exclu\w*|includ\w*|not\s+part|binding|binds?|incorporat\w*|describes?|issued|perform\w*|(?:shall|will|must|should)\s+(?:set\s+(?:out|forth)|specify|contain|define|list|identify|detail))\b)[^]{0,400}?\b(?:fees?|charges?|prices?|invoic\w*|pay|pays|paid|payable|payments?|liabilit(?:y|ies)|deliverables?|chang\w*|conflicts?|prevails?|governs?|controls?|precedence)\b/i, 'Scope of Work'],
];

/**
 * A section about exclusivity ("3. Exclusivity", "2.2 No exclusivity", "Article 3 (Exclusive Distributorship)"): who
 * else a party may sell to, buy from or work for bounds the engagement, Scope of Work (h28cat11). The document's own
 * title ("EXCLUSIVE DISTRIBUTION AGREEMENT", "… AGREEMENT (MEDICAL DEVICES)") is no section about it: no title
 * naming an agreement or a contract.
 */
export const SCOPE_EXCLUSIVITY_TITLE = /^(?![^]*\b(?:agreement|contract)\b)[^]*?(?:\b(?:non-?)?exclusivity\b|\bexclusive\s+(?:distribut\w*|agency|dealership|territory|supply|purchas\w*|sales?)\b)/i;
