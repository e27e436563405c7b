/**
 * Scope of Work where no word says "scope" (issue 18, h19recall): the service's gist is "what is and is not in the
 * contract", and framework, agency and management contracts say it through the volume one side does not promise and
 * the extent of an appointment or an authority (docs/contracts.md, "The categories as the service defines them").
 * Stated from how such clauses are drafted, with test sentences of their own (`categories-scope-extent.test.ts`).
 * Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/** "Take" with what it takes as a volume: "take delivery", "take up", "take any minimum quantity of the goods". */
const TAKE_VOLUME = String.raw`take\s+(?:(?:any|a|the|such)\s+)?(?:(?:minimum|particular|specific|certain|further)\s+)?(?:delivery|up|quantity|quantities|volumes?|amount|number|orders?|goods|products|units|services)`;

export const SCOPE_CUES: readonly [RegExp, CategoryLabel][] = [
  // No volume promised: "The Buyer is not obliged to place any orders", "is under no obligation to purchase",
  // "does not guarantee any minimum volume of freight", "no minimum purchase commitment". Not a request one side may
  // refuse ("shall not be obliged to accept any request for special pricing": the reference gives it none). "Take" is a
  // volume only when what is taken is one ("not obliged to take delivery of more than", "to take any minimum quantity");
  // "not obliged to take any enforcement action" or "any step" is a discretion, no extent of the work (hrev11).
  [new RegExp(String.raw`\b(?:not|never)\s+(?:be\s+)?(?:obliged|obligated|required|bound)\s+to\s+(?:place|purchase|order|buy|${TAKE_VOLUME})\b|\bunder\s+no\s+obligation\s+to\s+(?:place|purchase|order|buy|${TAKE_VOLUME})\b|\bminimum\s+(?:number|quantity|volume|amount|level)\s+of\s+(?:[\w-]+\s+)?(?:orders|purchases|work|assignments|business|products|goods|units|freight|shipments|loads|hours|calls|jobs)\b|\bno\s+minimum\s+(?:volume|quantity|purchase|order|commitment)\b`, 'i'), 'Scope of Work'],
  // The extent of an appointment or an authority: "The Owner appoints the Operator to manage the clinic", "appoints
  // the Agency as its sole media buyer", "The Agent has no authority to bind the Principal", "The Broker's authority is
  // limited to …". Not a manager or an adviser appointed inside the contract ("each appoint a Relationship Manager"):
  // the appointed is a party, named by its capitalised defined name. Not a recital's wish ("The Owner wishes to appoint
  // the Manager to run the hotel"): the operative clause says the appointment.
  [/\b(?:has|have)\s+no\s+(?:right\s+or\s+)?authority\s+to\b|\bauthority\s+(?:is|shall\s+be)\s+limited\s+to\b|(?<!\b(?:wish|wishes|desire|desires|intend|intends)\s+to\s)\bappoints?\s+(?:the\s+)?[A-Z][\w-]*\s+(?:as\s+(?:its|the|their|an?)\s+|to\s+(?:provide|operate|manage|act|sell|market|distribute|perform|promote|represent)\b)/, 'Scope of Work'],
  // (h22s22c) What the works or services leave out, or take in, said of the works themselves: "The laying of the floor
  // tiles is not part of the Works", "Cleaning and catering are not included in the Services", "The Services include
  // the removal of waste", "Our carers do not provide medical treatment". The present tense states the extent; a
  // prohibition ("shall not provide") is a duty, and what a price or fee leaves out ("VAT is not included in the
  // price", "The warranty does not cover misuse") is the price's or the warranty's (no such word beside it).
  [/\b(?:is|are)\s+not\s+(?:part\s+of|included\s+in|covered\s+by|within)\s+(?:the|this|these|our|its|your)\s+(?:[\w-]+\s+){0,2}?(?:works?|services|scope|project|package|deliverables|supply|engagement)\b/i, 'Scope of Work'],
  [/\b(?:[Ww]orks|[Ss]ervices|[Pp]ackage)\s+(?:includes?|comprises?|consists?\s+of|covers?|excludes?|do(?:es)?\s+not\s+(?:include|cover))\b|(?<!\b(?:warrant(?:y|ies)|guarantees?|polic(?:y|ies)|insurance|price|prices|fees?|rent|charges?)\s)\b(?:do|does)\s+not\s+(?:provide|include|cover|undertake)\b(?![^.;]{0,60}?\b(?:VAT|GST|tax(?:es)?|price|fees?|costs?|rent|charges?|warrant\w*|guarantee\w*)\b)/, 'Scope of Work'],
  // (h28cat11) How the work is ordered under a framework: orders placed ("shall place each order by a written purchase
  // order", "places orders through the portal"), an order or work order binding or forming an individual contract once
  // accepted ("A Work Order binds the Contractor only once accepted", "An individual contract is formed when …"). What a
  // party must take: a minimum volume tendered or ordered ("shall tender not fewer than 40 loads", "order at least 500
  // units"). And exclusivity said as selling or dealing with no one else ("shall not sell the products to any other
  // distributor", "shall not handle wine of any other producer"): the bounds of the engagement.
  [/\bplaces?\s+(?:each|every|all|its|their|any|an|the)\s+(?:[\w-]+\s+)?orders?\b|\bplaces?\s+orders\b|\b(?:purchase\s+|work\s+|call-off\s+)?orders?\s+(?:becomes?|is|are|shall\s+be(?:come)?)\s+binding\b|\b(?:purchase|work|call-off)\s+orders?\s+binds?\b|\bindividual\s+(?:sales?\s+)?contracts?\s+(?:is|are|shall\s+be)\s+(?:formed|concluded)\b/i, 'Scope of Work'],
  [/\b(?:tender|order|purchase|buy|take)s?\s+(?:to\s+(?:the\s+)?[A-Z][\w-]*\s+|from\s+(?:the\s+)?[A-Z][\w-]*\s+)?(?:not\s+(?:fewer|less)\s+than|no\s+(?:fewer|less)\s+than|at\s+least|a\s+minimum\s+of)\s+\d[\d,]*\s+(?:[\w-]+\s+)?(?:loads|units|tonnes|tons|cases|pallets|containers|orders|bottles|kilograms|litres|pieces|shipments|consignments)\b/i, 'Scope of Work'],
  [/\b(?:not|never)\s+(?:sell|resell|supply|distribute|handle|market|promote|stock)\s+(?:[\w,-]+\s+){0,8}?(?:to|of|for|from)\s+(?:any\s+)?other\s+(?:[\w-]+\s+){0,3}?(?:persons?|wholesalers?|distributors?|customers?|buyers?|importers?|retailers?|brewer(?:y|ies)|suppliers?|manufacturers?|producers?|growers?|brands?|companies|parties)\b/i, 'Scope of Work'],
  // (h28s35c) What the contract is about, said of the contract itself: "The subject of this Agreement is the supply of
  // …", "The lease covers the east paddock only", "The charter does not cover fuel", "Repainting the hull is not part of
  // the contract". The extent of what is bought, not a clause's own reach ("This clause covers …" names no contract), nor
  // the time it covers ("This Agreement covers three seasons", "covers the period from …", "covers the 2027 harvest":
  // its term).
  [/\bsubject(?:[\s-]+matter)?\s+of\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e|concession|charter|order)\s+(?:is|are|shall\s+be)\b|\b(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e|concession|charter|engagement|operation)\s+(?:only\s+)?(?:covers|does\s+not\s+cover|comprises)\b(?!\s+(?:the\s+(?:period|term|\d{4})\b|(?:[\w-]+\s+){1,2}(?:years?|seasons?|months?|weeks?|days?)\b))|\b(?:is|are)\s+not\s+(?:part\s+of|included\s+in)\s+(?:the|this)\s+(?:agreement|contract|lease|licen[cs]e|concession|charter|operation|order)\b/i, 'Scope of Work'],
  // (h28s35c) No volume promised, however said ("We do not promise any minimum number of bookings", "does not guarantee
  // any minimum quantity of work"): a quantity or volume, or a number of the units the work comes in (not "any minimum
  // number of clear nights", a quality of what is sold), and exclusivity said as the only provider or no one else licensed ("shall be the sole
  // supplier of ice at the Festival", "will not license any other caterer"; the rule above for selling).
  [/\b(?:not|no)\s+(?:guarantee|promise|warrant|commit\s+to|undertake)s?\s+(?:any|a)\s+(?:minimum|particular|specific|certain)\s+(?:quantity|volume|amount\s+of\s+work|number\s+of\s+(?:[\w-]+\s+)?(?:orders|bookings|pupils|students|customers|clients|jobs|hours|loads|tasks|assignments|referrals|sales|passengers|visitors|guests|participants|members|units|shifts|calls|placements|events|projects|tours|lessons|sessions|cases|matters|deliveries|shipments|containers))\b|\b(?:the\s+)?(?:sole|exclusive|only)\s+(?:provider|supplier|operator|caterer|distributor|seller|reseller|vendor)\s+of\b|\bnot\s+(?:license|licence|appoint|engage|admit|permit)\s+any\s+other\s+(?:[\w-]+\s+){0,2}?(?:operators?|providers?|suppliers?|caterers?|distributors?|vendors?|agents?|sellers?)\b/i, 'Scope of Work'],
];

/**
 * A section about exclusivity ("3. Exclusivity", "2.2 No exclusivity", "Article 3 (Exclusive Distributorship)"): who
 * else a party may sell to, buy from or work for bounds the engagement, Scope of Work (h28cat11). The document's own
 * title ("EXCLUSIVE DISTRIBUTION AGREEMENT", "… AGREEMENT (MEDICAL DEVICES)") is no section about it: no title
 * naming an agreement or a contract.
 */
export const SCOPE_EXCLUSIVITY_TITLE = /^(?![^]*\b(?:agreement|contract)\b)[^]*?(?:\b(?:non-?)?exclusivity\b|\bexclusive\s+(?:distribut\w*|agency|dealership|territory|supply|purchas\w*|sales?)\b)/i;
