/**
 * Deliverables where the sentence names them by what they must be (issue 18; gathered here by h28cues from rounds 9
 * and 10): the Deliverables inspected, accepted or rejected, what a defined Report contains, work passing or failing an
 * inspection, the goods specified by their content. Each sense is a general way drafting writes the subject
 * (docs/contracts.md, "Said without the category's word, round N"), with test sentences of its own
 * (`category-cues-deliverables.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { AQL_AT_INSPECTION, PASSES_OR_FAILS_INSPECTION } from './quality-inspections.js';
import { GOODS_CONTAINER } from './containers.js';

/**
 * Bounds of a specification: "not less than", "at least", "between", "a maximum of". Not "above" or "below": a content
 * "above the federal limit" or "below 21.5%" is a ground to reject a lot (sets 30, 31), no specification.
 */
const BOUND = String.raw`(?:between|not\s+(?:less|more)\s+than|no\s+(?:less|more)\s+than|at\s+(?:least|most)|a\s+(?:minimum|maximum)\s+of)`;

/** Foreign matter goods are free of: stones, soil, rot, mould, pests … */
const FOREIGN_MATTER = String.raw`(?:stones?|soil|rot|mou?lds?|pests?|insects?|insect\s+damage|weeds?|foreign\s+(?:matter|bodies|material)|dirt|sand|grit|plastic|debris|impurities|contaminants?|chaff|husks?|rotten\s+[\w-]+)`;
/**
 * (C157) The goods' required state: a moisture or content not exceeding a figure, or goods delivered, supplied, or that
 * are or must be free of foreign matter (the verb before "free of" within the clause). (issue 18, h119c93) Goods sold so,
 * and "without" the foreign matter as "free of" it ("The nuts are … sold clean, without stones, sand or rotten nuts":
 * set 93, the one such sentence of sets 1–93); not the goods' packaging ("delivered without plastic packaging").
 */
const STATE_REQUIRED = String.raw`(?:\b(?:moisture|[\w-]{1,30}\s+content)\s+(?:(?:does|shall|must|will|may)\s+not|never)\s+exceeds?\s+\d|\b(?:deliver(?:s|ed)?|suppl(?:y|ies|ied)|sold|(?:shall|must|will|is\s+to|are\s+to)\s+be|(?:that|which)\s+(?:are|is))\b[^.;]{0,160}?\b(?:free\s+(?:of|from)|without)\s+(?:(?:any|all)\s+)?(?:[\w-]+\s+){0,2}?${FOREIGN_MATTER}\b(?!\s{1,3}(?:packaging|packing|bags?|wrapping|film|containers?)\b))`;
/** (C157) A sample of each lot weighed, tested or sent for approval: the goods judged as delivered. */
const SAMPLE_OF_EACH_LOT = String.raw`(?:\bsamples?\s+(?:of|from)\s+(?:each|every)\s+(?:lot|load|batch|shipment|consignment|delivery|bag)\s+(?:is|are|shall\s+be|must\s+be|will\s+be)\s+(?:weighed\s+and\s+)?(?:tested|checked)\b|\b(?:tests?|checks?)\s+a\s+sample\s+(?:of|from)\s+(?:each|every)\s+(?:lot|load|batch|shipment|consignment|delivery|bag)\s+for\b|\bsamples?\s+(?:of|from)\s+(?:each|every)\s+(?:lot|load|batch|shipment|consignment|delivery)\s+(?:is|are)\s+to\s+be\s+sent\b[^.;]{0,80}?\bfor\s+(?:approval|testing)\b)`;

/**
 * (C157) A grade table's row of the goods refused for their state: "Roots with moisture above 20%: refused", "Beans with
 * more than 5% broken: rejected" — what the goods must not be when delivered, said as a row. Decisive
 * (category-decisive-cues.ts): a row's few words give the sentence models nothing to read. Anchored: linear.
 */
const REFUSED_GRADE_ROW = /^\s{0,4}(?:[\w'’-]{1,30}\s{1,3}){1,4}?with\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,3}?(?:above|below|over|under|more\s{1,3}than|less\s{1,3}than|exceeding)\s{1,3}\d[\d.,]{0,8}\s{0,3}(?:%|per\s{0,3}cent\b)?[^:\n]{0,30}:\s{0,3}(?:refused|rejected|not\s{1,3}accepted)\s{0,3}\.?\s{0,3}$/i;
/** Whether the text is a grade table's row of goods refused for their state (C157). */
export const namesRefusedGradeRow = (text: string): boolean => REFUSED_GRADE_ROW.test(text);

/** A consumer scheme's container of goods sent: a box, a hamper, a basket, a bag, a parcel, a crate. */
const GOODS_BOX = String.raw`(?:${GOODS_CONTAINER}|bag|bags)`;
/**
 * (issue 18, h105c81, C169) The goods of a box scheme and their state: "We decide what goes into each hamper", "tell us
 * and we will leave it out and put in more of another", "All our fruit is grown without pesticides",
 * "If any fruit in your hamper is mouldy, we will replace it" — what is sent, as C157's goods' required state is.
 * Perishable states only (spoiled, rotten, mouldy, stale, wilted, bruised): a thing damaged or broken is the sets'
 * Warranties or Liability. Not a promise of the state (a warranty: Warranties), nor goods spoiled in a carrier's hands
 * ("If any goods are spoiled in transit, the Carrier will refund their value": the carrier's liability, h105mendC).
 * Bounded: linear.
 */
const GOODS_CHOSEN_OR_STATED = new RegExp(String.raw`^(?![^]{0,800}\bwarrant)[^]{0,600}?(?:\bwhat\s{1,3}goes\s{1,3}in(?:to)?\s{1,3}(?:each|every|your|the|a)\s{1,3}${GOODS_BOX}\b|\bleave\s{1,3}(?:it|them|that|those)\s{1,3}out\b[^.;]{0,40}?\b(?:add|adds|put|include|replace|send)\b|\b(?:grown|produced|raised|reared|farmed|baked|made)\s{1,3}without\s{1,3}(?:any\s{1,3})?(?:(?:chemical|synthetic|artificial)\s{1,3})?(?:sprays?|pesticides?|fertili[sz]ers?|herbicides?|additives?|preservatives?|antibiotics?|chemicals?)\b)|^(?![^]{0,800}\b(?:warrant|carri(?:er|ers|age)|transit|freight|shipment|shipped|voyage|insur))[^]{0,600}?\bif\s{1,3}(?:any|anything|the|a|an)\b[^.;,]{0,60}?\b(?:is|are|arrives?)\s{1,3}(?:spoiled|spoilt|rotten|mouldy|moldy|stale|wilted|bruised)\b[^.;]{0,120}?\b(?:replace|refund|credit)\w{0,3}\b`, 'i');
/** Whether the text names a box scheme's goods or their state (C169; decisive: the models read the scheme's "you" and "we"). */
export const namesGoodsChosenOrStated = (text: string): boolean => GOODS_CHOSEN_OR_STATED.test(text);

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (category-cue-lists.ts' STRONG_CUES):
 * each is a cue of the category too (DELIVERABLES_CUES, below).
 */
export const DELIVERABLES_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 10 (h27cat10):
  // The goods specified by their content — "The grain shall contain not more than 14% moisture", "with a protein
  // content of at least 11%" (what the goods must be; a sentence that warrants it is a warranty, as the sets label it).
  // Windows bounded: linear.
  [new RegExp(String.raw`^(?![^]{0,800}\bwarrant)[^]{0,600}?(?:\b[\w-]{1,30}\s+content\s+(?:of\s+)?${BOUND}\s|\b(?:shall|must|will|is\s+to|are\s+to)\s+contain\s+(?:on\s+average\s+)?${BOUND}\s)`, 'i'), 'Deliverables'],
  // (issue 18, h104c80, C157) What goods must be when delivered, said of their state (C107 read past fresh food: the
  // goods' required state is their specification whatever the goods): a moisture or a content that "does not exceed" a
  // figure ("dried … so that their moisture does not exceed 20%"); goods delivered, supplied or required to be free of
  // foreign matter ("delivers roots that are mature … and free of stones", "must be free of mould, soil and stones");
  // a sample of each lot tested or sent for approval ("A sample of each lot is weighed and tested for moisture", "The
  // Buyer tests a sample of each shipment for moisture"). Not a promise of it (a warranty, "ensures", "guarantees":
  // Warranties, as the sets label them), not a place or a thing kept free of something ("keep the plot free of weeds":
  // its upkeep), not an independent laboratory's or an inspector's analysis (Audits, AUDIT_STRONG_CUES). Windows
  // bounded, word lists fixed: linear.
  [new RegExp(String.raw`^(?![^]{0,800}\b(?:warrant\w*|ensures?|guarantee[sd]?|represents?|keeps?|kept|keeping)\b)[^]{0,600}?${STATE_REQUIRED}`, 'i'), 'Deliverables'],
  [new RegExp(String.raw`^(?![^]{0,800}\b(?:independent|surveyors?|inspectors?|retain|retains|reserve)\b)[^]{0,600}?${SAMPLE_OF_EACH_LOT}`, 'i'), 'Deliverables'],
  // (C157) A grade table's row of the goods refused for their state (REFUSED_GRADE_ROW, decisive).
  [REFUSED_GRADE_ROW, 'Deliverables'],
  // (issue 18, h105c81, C169) A consumer scheme's goods and their state, said of the box, hamper or basket itself
  // (GOODS_CHOSEN_OR_STATED, decisive): what goes into it, a thing left out and another added instead, produce grown
  // or made without sprays or additives, and a perishable thing spoiled or rotten replaced or refunded.
  [GOODS_CHOSEN_OR_STATED, 'Deliverables'],
];

export const DELIVERABLES_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 9 (h27cat9):
  // Deliverables: the Deliverables inspected, accepted or rejected — "The Client shall review the Deliverables and
  // accept or reject them"; what a defined Report contains — "Each Report shall include a summary of the findings";
  // work passing or failing an inspection or a test — "Items that fail the acceptance test shall be redone".
  // (h63cat) The work's drafts judged ("The Editor shall approve or comment on each chapter within ten days", "approve
  // or reject the artwork"): the product accepted, as a Deliverable's acceptance is (sets 1-53: 4 of the 5 such
  // sentences Deliverables, set 20's final design Communication alone). Not an order, an invoice, a request, a change
  // or a person approved (Scope of Work, Payment Terms & Billing, Amendments, Subcontracts). And the work's product
  // counted by the period ("shall write twelve columns each month", "will record and deliver to us one album in each
  // contract period"; sets 1-53: 4 of 4, the fifth a monthly invoice): how much work product the contract yields, said
  // by a verb of making it. Not goods delivered or produced by number or weight ("deliver 500 smoke alarms each month",
  // "200 tonnes": Delivery, review-hrev32.test.ts), nor a sentence about invoices, statements, reports or copies
  // (information sent: Communication, C8). Bounded: linear. (hrev52) Nor goods, products, equipment or a timesheet
  // approved or rejected, the other party's ("the Supplier's goods") or not (a sale's acceptance, Delivery; the hours
  // billed), nor alterations approved (a landlord's consent), nor time or accounts counted ("record three
  // hours of overtime per week", "create ten user accounts per year": no work product).
  [/\b(?:inspect|inspects|review|reviews|test|tests|accept|accepts|approve|approves|reject|rejects)\s+(?:the|any|all|each|every)\s+Deliverables?\b|\b[Aa]pproves?\s+or\s+(?:reject|rejects|comment\s+on|comments\s+on)\s+(?:the|each|every|any|all|a|an)\s+(?!(?:[\w'’-]+\s+){0,3}?(?:orders?|invoices?|claims?|applications?|budgets?|requests?|changes?|variations?|sub-?contractors?|candidates?|persons?|staff|personnel|employees?|expenses?|statements?|timesheets?|time\s+sheets?|goods|products|equipment|shipments?|consignments?|deliveries|delivery|parts|materials|alterations?)\b)|^(?![^]{0,600}\b(?:invoices?|statements?|reports?|copies)\b)[^]{0,600}?\b(?:compile|record|publish|write|create|compose|draw|film|shoot|design)\s+(?:and\s+(?:deliver|submit)\s+)?(?:to\s+(?:us|you|the\s+[A-Z][\w-]*)\s+)?(?:at\s+least\s+|not\s+(?:fewer|less)\s+than\s+|a\s+minimum\s+of\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|\d{1,4})\s+(?:\(\d{1,4}\)\s+)?(?!(?:[\w-]+\s+)?(?:tonnes?|tons?|kilograms?|kg|litres?|liters?|cases|pallets|loads|containers|bags|boxes|cartons|truckloads|units|lots|bales|sacks|hours?|minutes?|days?|weeks?|months?|shifts?|visits?|accounts?|users?|log-?ins?|passwords?|back-?ups?)\b)(?:[\w-]+\s+){1,4}?(?:[^.;]{0,60}?\s)?(?:in\s+)?(?:each|every|per|a)\s+(?:week|month|year|season|volume|contract\s+period|quarter|semester)\b|\bDeliverables?\s+(?:that|which)\s+(?:pass|fail|are\s+accepted|are\s+rejected)\b|\b(?:[Ee]ach|[Ee]very|[Tt]he|[Aa]ny)\s+(?:[A-Z][\w-]*\s+)?Reports?\s+(?:shall|must|will|is\s+to|are\s+to)\s+(?:contain|include|set\s+out|state|show)\b|\b(?:pass|passes|fail|fails|found\s+in|found\s+during)\s+the\s+(?:acceptance\s+)?(?:inspection|tests?|testing)\b/, 'Deliverables'],
  // (h71s55) A lot or the work passing or failing a final, pre-shipment or random inspection ("reject any lot that fails
  // the final inspection") and goods made to an AQL at inspection ("to the approved samples and AQL 2.5 at final
  // inspection"): the product's quality checked (quality-inspections.ts; sets 32, 44 and 55 label them Deliverables).
  [new RegExp(String.raw`${PASSES_OR_FAILS_INSPECTION}|${AQL_AT_INSPECTION}`), 'Deliverables'],
  // The strong cues above are cues too.
  ...DELIVERABLES_STRONG_CUES,
];
